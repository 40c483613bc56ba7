"""Session 15, online (issue 12): what play-through 13 (de 10, zh 2, zh small points) found when a
seat is taken over by a second window. A real server on a loopback port, the real app under
Textual's pilot, scripted clients as the other windows."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until
from test_tui_online_pt10 import _lobby
from tui_helpers import region_text, screen_text

from chemcards.i18n import tr, ui
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _flat(text: Any) -> str:
    """The text without its spaces and line breaks (a wrapped Chinese line breaks anywhere)."""
    return "".join(str(text).split())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt13_de10_a_lobby_whose_seat_was_taken_shows_no_stale_room(lang: str) -> None:
    """Play-through 13, de 10: a third window with the host's folders took the host's seat; the
    room went on there (the guest ready, the game started), while the window whose seat was taken
    kept showing "1. Hermelin … not ready ★ / 2. Robbe … not ready" as if live. That window
    follows the room no more (the server closed its connection): it shows no seats and no ready
    marks, says plainly that the room is followed in the other window, and ``t`` takes the seat
    back to the live game."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        other: RoomClient | None = None
        guest: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                session = app.online_session
                code, token = session.client.seen.code, session.client.seen.token
                other = await RoomClient(url).connect()  # the host's folders: the same token
                await other.send(schema.Rejoin(code=code, token=token))
                await _until(pilot, lambda: session.taken_over, "the seat taken")
                frozen = _flat(tr("online", "lobby_frozen", lang))
                await _until(pilot, lambda: frozen in _flat(screen_text(app)), "the frozen line")
                # the room goes on in the other window: a guest joins and is ready, the game starts
                guest = await RoomClient(url).connect()
                await guest.send(schema.Join(code=code))
                await guest.next(schema.Welcome)
                await guest.send(schema.Ready())
                await other.send(schema.Ready())
                await _until(pilot, lambda: other.seen.lobby is not None
                             and all(s.ready for s in other.seen.lobby.seats), "everyone ready")
                await other.send(schema.Start())
                await _until(pilot, lambda: guest.seen.update is not None, "the game started")
                await pilot.pause(0.2)
                assert isinstance(app.screen, LobbyScreen)
                shown = screen_text(app)
                for stale in ("label_not_ready", "label_ready"):  # no ready marks of a past moment
                    assert tr("online", stale, lang) not in shown, shown
                assert tr("online", "seat_open", lang) not in shown, shown
                assert frozen in _flat(shown), shown
                # and the way on: the seat taken, t takes it back here
                assert _flat(tr("online", "seat_taken", lang)) in _flat(shown), shown
                assert _flat(tr("online", "take_back_hint", lang)) in _flat(shown), shown
                await pilot.press("t")
                await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                             and app.screen.remote.seen.view is not None, "the live table")
                await _until(pilot, lambda: other.closed.is_set(), "the other window told")
        finally:
            for client in (other, guest):
                if client is not None:
                    await client.close()
            await server.stop()

    asyncio.run(run())


def _seat_rows(table: RemoteTableScreen) -> list[str]:
    """The seats panel's rows as a person sees them, inside its frame (the title names ▶ too)."""
    panel = table.query_one("#seats")
    return region_text(table.app, panel.region)[1:-1]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pt13_zh2_a_frozen_table_marks_the_seat_that_acts_with_both_signs(lang: str) -> None:
    """Play-through 13, zh 2: after a take-over the old window's seats panel lost the ▶ before the
    seat but still said "◀ 行动中" under it. The panel says one thing: the seat that acts (as far
    as this frozen table knows) has both, the others neither."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        clients: list[RoomClient] = []
        other: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, _room, clients = await _table(pilot, app, server, 1)
                session = app.online_session
                to_move = tr("color-clash", "seat_to_move", lang).strip()
                before = _seat_rows(table)
                assert any(to_move in row for row in before), before
                assert any("▶" in row for row in before), before
                seen = session.client.seen
                other = await RoomClient(url).connect()  # the host's folders: the same token
                await other.send(schema.Rejoin(code=seen.code, token=seen.token))
                await _until(pilot, lambda: session.taken_over and table.board.elsewhere, "the seat taken")
                await pilot.pause(0.2)
                rows = _seat_rows(table)
                acting = any(to_move in row for row in rows)
                marked = any("▶" in row for row in rows)
                assert acting == marked, rows
        finally:
            for client in [*clients, other]:
                if client is not None:
                    await client.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt13_zh_small_the_lobby_legend_says_what_each_mark_means(lang: str) -> None:
    """Play-through 13, zh small points: "◉ 你 · ★ 房主" read as "you are the host". Each mark is
    said to stand for something ("◉ = …"), so the legend is no sentence about the reader."""
    legend = ui("lobby_marks", lang)
    for mark in ("◉", "★"):
        assert f"{mark} = " in legend, legend
