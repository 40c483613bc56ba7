"""Play-through 19, zh 10: online, the person's own "Last card!" window showed „不允许：■ 1 与顶牌的颜色、
数字、符号都不符。“ — a refusal from before their last play, which stayed on the notice line through
that play and the window, and so read as the answer to ⏎ in the window. As at an offline table, a
move of this seat clears a refusal that answered the moment before it. A real server on loopback."""

from __future__ import annotations

from typing import Any

from test_tui_online import _until
from tui_helpers import sync

from chemcards.games.color_clash.actions import PLAY, parse_action
from chemcards.games.color_clash.catalogue import TEXT
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.server import RoomServer
from chemcards.net.store import MemoryStore
from chemcards.tui.notice import NoticeLine
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


@sync
async def test_pt19_zh10_a_refusal_goes_with_this_seats_next_move_online() -> None:
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}/"
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, url, settings=Settings(lang="zh", speed="instant"), remember=False)
    friend = await RoomClient(url).connect()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            session = app.online_session
            await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None
                         and isinstance(app.screen, LobbyScreen), "the lobby")
            code = session.client.seen.code
            await friend.send(schema.Join(code=code))
            await friend.next(schema.Welcome)
            await friend.send(schema.Ready())
            await pilot.press("r")
            await _until(pilot, lambda: all(s.ready for s in session.client.seen.lobby.seats), "ready marks")
            await pilot.press("s")
            await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
            table: Any = app.screen
            room = server.rooms[code]
            match = room.match
            # Both seats move until this seat may play a card and has one to be refused: on a turn
            # without that (nothing fits, or everything does) this seat takes its first legal move.
            for _ in range(400):
                legal = match.legal(0) if 0 in match.to_act() else []
                plays = {a.face for a in legal if a.kind == PLAY}
                if plays and any(f not in plays for f in match.view(0).hand):
                    break
                now = len(match.record.actions)
                mine, theirs = table.remote.seen.update, friend.seen.update
                if legal and mine is not None and mine.step == now and table.remote.seen.legal:
                    table.apply(0, legal[0])
                elif friend.seen.legal and theirs is not None and theirs.step == now:
                    await friend.send(schema.Act(action=friend.seen.legal[0]))
                await pilot.pause(0.05)
            else:
                raise AssertionError("no turn of this seat with a card to play and one to refuse")
            step = len(match.record.actions)
            seen = table.remote.seen
            await _until(pilot, lambda: seen.update.step == step and bool(seen.legal), "this seat's turn")
            wrong = next(f for f in match.view(0).hand if f not in plays)
            table.apply(0, parse_action(f"play {_text(wrong)}"))
            line = table.query_one(NoticeLine)
            await _until(pilot, lambda: line.message is not None, "the server's refusal")
            assert len(match.record.actions) == step
            table.apply(0, next(a for a in match.legal(0) if a.kind == PLAY))
            await _until(pilot, lambda: table.remote.seen.update.step > step, "the move on this screen")
            await pilot.pause(0.1)
            assert line.message is None  # the refusal answered the moment before this move
    finally:
        await friend.close()
        await server.stop()


def _text(face: int) -> str:
    """The notation of a card to play (a Wild with a colour named)."""
    return TEXT[face] + (" R" if TEXT[face].startswith("W") else "")
