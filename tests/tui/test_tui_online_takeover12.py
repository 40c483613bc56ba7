"""Issue 12, session 12 (play-through 11 online note): after another window took this seat over
(the same seat token), the old window's table still invited a move: Color Clash said "Your
move …" under the hand, the Chemie-Kartenspiel board kept its keys line, CHEMIS its target line
and "Space Pick card", and every game's footer offered ": Type move". The old window shows only the
one line that the seat is played elsewhere. The real app under Textual's pilot, against a real
server on a loopback port (as tests/tui/test_tui_online_pt10.py)."""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until
from tui_helpers import screen_text

from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.help import key_rows
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings

#: the keys a window whose seat is played elsewhere still offers: none of them makes a move
#: (t takes the seat back here first, play-through 12, de 7: tests/tui/test_tui_online_s13.py)
_NOT_MOVES = {"quit", "rules", "keys", "take_back"}


def _inviting(game: str, lang: str, names: list[str]) -> list[str]:
    """Texts with which a game's board invites the person at the screen to move."""
    if game == "color-clash":
        return [tr("ui", "cc_your_turn", lang), tr("ui", "cc_waiting_you", lang)]
    if game == "chemie-kartenspiel":
        # the keys line wraps beside the log: its first entry ("←→↑↓ move")
        return [tr(game, key, lang).split(" · ")[0] for key in ("board_keys", "board_keys_pay",
                                                                "board_keys_attack")]
    if game == "chemis":  # the turn's target line: "Target: your zone · 1–2 · …"
        return [tr(game, "win_turn_ownzone", lang).split("{")[0].strip(), f"1–{len(names)}"]
    return [tr(game, "board_wait", lang)]  # Metallurgie: its keys row says "waiting" at most


async def _seat_to_act(pilot: Any, app: OnlineApp, friends: list[RoomClient]) -> None:
    """Let the other seat play until it is this window's move (its invitation is then on screen)."""
    table = app.screen
    for _ in range(20):
        if table.remote.seat in table.remote.to_act():
            return
        for friend in friends:
            update = friend.seen.update
            if update is not None and friend.seen.seat in update.to_act and friend.seen.legal:
                version = update.version
                await friend.send(schema.Act(action=friend.seen.legal[0]))
                await _until(pilot, lambda f=friend, v=version: f.seen.update.version != v, "a move")
        await pilot.pause(0.2)


@pytest.mark.parametrize(("game", "lang"), [
    ("color-clash", "en"), ("color-clash", "de"), ("color-clash", "zh"),
    ("chemie-kartenspiel", "de"), ("chemis", "zh"), ("metallurgie", "en")])
def test_takeover12_the_window_whose_seat_was_taken_invites_no_move(game: str, lang: str) -> None:
    """Issue 12 (session 12, play-through 11): the window whose seat another window took over
    shows the one line that the seat is played elsewhere, and no line or key that invites a move:
    not on the board, not in the footer, not on the ? page."""
    import asyncio

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": game, "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, _room, clients = await _table(pilot, app, server, 1)
                await _seat_to_act(pilot, app, clients)
                seen = app.online_session.client.seen
                second = await RoomClient(url).connect()
                clients.append(second)
                await second.send(schema.Rejoin(code=seen.code, token=seen.token))
                line = tr("online", "seat_taken", lang)
                status = table.query_one("#status")
                await _until(pilot, lambda: line in " ".join(str(status.render()).split()), "the line")
                await _until(pilot, lambda: second.seen.update is not None, "the other window's table")
                await pilot.pause(0.3)
                shown = {b.binding.action for b in app.screen.active_bindings.values()
                         if b.enabled and b.binding.show}
                assert shown <= _NOT_MOVES, shown  # ": Type move", "Space Pick card" were here
                listed = {text for _key, text in key_rows(table)}
                assert tr("ui", "type_move", lang) not in listed, listed
                board_keys = {b.description for bindings in table.board._bindings.key_to_bindings.values()
                              for b in bindings if b.description}
                assert not board_keys & listed, board_keys & listed  # CC "l Last card!" and the like
                text = screen_text(app)
                flat = " ".join(text.split())
                assert flat.count(line) == 1, text
                names = [s.name for s in table.remote.seats]
                for invite in _inviting(game, lang, names):
                    assert " ".join(invite.split()) not in flat, (invite, text)
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())
