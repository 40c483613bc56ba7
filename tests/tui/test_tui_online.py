"""The online app (issue 15 item 2): lobby with code, link and QR code, seats and ready marks; then
the same table screen as offline, with the server as the seat controller. A real server on a
loopback port, a real app under Textual's pilot, a scripted client as the friend."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from tui_helpers import screen_text, sync

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.server import RoomServer
from chemcards.net.store import MemoryStore
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


async def _until(pilot: Pilot[Any], cond: Any, what: str, rounds: int = 1500) -> None:
    for _ in range(rounds):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.parametrize("game", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
@sync
async def test_lobby_then_the_table_with_a_remote_seat_controller(game: str) -> None:
    """Issue 15 item 2, per game: lobby (code, link, QR, ready marks), then the offline table screen
    drawn from the server's view of this seat, and a move typed here applied by the server."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}/"
    plan = {"do": "host", "game": game, "players": 2, "options": {}}
    app = OnlineApp(plan, url, settings=Settings(lang="en", speed="instant"), remember=False)
    friend = await RoomClient(url).connect()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            session = app.online_session
            await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None,
                         "the lobby")
            code = session.client.seen.code
            assert isinstance(app.screen, LobbyScreen)
            text = screen_text(app)
            assert f"{code[:3]} {code[3:]}" in text and f"/room/{code}" in text  # code and link
            assert "▀" in text or "▄" in text  # the QR code drawn in the terminal
            assert "(open seat)" in text

            await friend.send(schema.Join(code=code))
            await friend.next(schema.Welcome)
            await friend.send(schema.Ready())
            await pilot.press("r")
            await _until(pilot, lambda: all(s.ready for s in session.client.seen.lobby.seats), "ready marks")
            assert screen_text(app).count("✓ ready") == 2
            await pilot.press("s")
            await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
            table = app.screen
            assert isinstance(table, RemoteTableScreen)
            room = server.rooms[code]
            assert room.match is not None
            await _until(pilot, lambda: table.remote.seen.view is not None, "the first view")
            # the table shows this seat's hand as the server dealt it, nobody else's (CC-23)
            assert table.remote.view(1) == room.match.view(0)
            await pilot.pause(0.2)
            text = screen_text(app)
            assert "(open seat)" not in text and f"/room/{code}" not in text  # the table, drawn
            names = [s.name for s in room.match.seats]
            assert all(name in text for name in names), text
            # an action typed at this screen reaches the server through the remote controller
            for _ in range(400):  # the friend moves until it is this screen's turn
                if 0 in room.match.to_act():
                    break
                update = friend.seen.update
                if friend.seen.legal and update is not None and update.step == len(room.match.record.actions):
                    await friend.send(schema.Act(action=friend.seen.legal[0]))
                await pilot.pause(0.05)
            step = len(room.match.record.actions)
            await _until(pilot, lambda: bool(table.remote.seen.legal), "this seat's legal moves")
            move = table.remote.seen.legal[-1]
            await pilot.press("colon")
            await pilot.press(*move, "enter")
            await _until(pilot, lambda: len(room.match.record.actions) > step, "the move on the server")
            assert room.match.record.actions[step] == (0, move)
            await _until(pilot, lambda: table.remote.seen.update.step == step + 1, "the update back")
    finally:
        await friend.close()
        await server.stop()
