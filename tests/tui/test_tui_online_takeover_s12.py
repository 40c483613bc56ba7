"""Play-through 11, de 16 (issue 12): a second terminal with the host's data folder ran ``join``
and silently became the host's seat; only the old window said the seat was taken over. The window
that takes a seat over says so too, in one line, in the lobby and at a running table. Real app
under Textual's pilot, real server on a loopback port, the other window a scripted client."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_tui_online_check15 import _server, _until
from test_tui_online_pt10 import _lobby, _notes

from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.online import LobbyScreen, RemoteTableScreen, remember_token
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


async def _host(url: str, players: int) -> RoomClient:
    """The first window: it created the room and holds seat 1."""
    first = await RoomClient(url).connect()
    assert await first.request(schema.Create(game="color-clash", players=players, options={})) is None
    for _ in range(500):
        if first.seen.code is not None and first.seen.lobby is not None:
            return first
        await asyncio.sleep(0.01)
    raise AssertionError("no lobby")


def _flat(text: Any) -> str:
    return " ".join(str(text).split())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt11_de16_the_window_that_takes_the_lobby_seat_over_says_so(lang: str) -> None:
    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        first = await _host(url, 3)
        code, token = first.seen.code, first.seen.token
        assert code and token
        remember_token(url, code, token)  # the same data folder as the first window
        app = OnlineApp({"do": "join", "code": code}, url, settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                session = app.online_session
                assert session.client is not None and session.client.seen.seat == 0
                line = _flat(tr("online", "seat_taken_here", lang))
                status = app.screen.query_one("#lobby-status")
                await _until(pilot, lambda: line in _flat(status.render()), "the line")
                # the keys line stays under it: this window is the seat now and may act
                assert _flat(tr("online", "host_keys", lang)) in _flat(status.render())
                await _until(pilot, lambda: any(e.key == "seat_taken" for e in first.seen.errors),
                             "the old window told")
        finally:
            await first.close()
            await server.stop()

    asyncio.run(run())


def test_pt11_de16_a_window_that_creates_or_joins_a_room_says_no_such_thing() -> None:
    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        first = await _host(url, 3)
        app = OnlineApp({"do": "join", "code": first.seen.code}, url,
                        settings=Settings(lang="en", speed="instant"), remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                status = app.screen.query_one("#lobby-status")
                await _until(pilot, lambda: "r" in _flat(status.render()), "the keys line")
                assert _flat(tr("online", "seat_taken_here", "en")) not in _flat(status.render())
                assert not app.online_session.took_over
        finally:
            await first.close()
            await server.stop()

    asyncio.run(run())


def test_pt11_de16_the_window_that_takes_a_seat_over_mid_game_says_so_at_the_table() -> None:
    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        first = await _host(url, 2)
        code, token = first.seen.code, first.seen.token
        assert code and token
        friend = await RoomClient(url).connect()
        await friend.send(schema.Join(code=code))
        await friend.next(schema.Welcome)
        await friend.send(schema.Ready())
        await first.send(schema.Ready())
        for _ in range(500):
            lobby = first.seen.lobby
            if lobby is not None and all(s.ready for s in lobby.seats):
                break
            await asyncio.sleep(0.01)
        assert await first.request(schema.Start()) is None
        for _ in range(500):
            if first.seen.update is not None:
                break
            await asyncio.sleep(0.01)
        remember_token(url, code, token)
        app = OnlineApp({"do": "join", "code": code}, url, settings=Settings(lang="de", speed="instant"),
                        remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
                line = _flat(tr("online", "seat_taken_here", "de"))
                await _until(pilot, lambda: any(line in _flat(n) for n in _notes(app)), "the line")
                assert not isinstance(app.screen, LobbyScreen)
                # on the table's own notice line, not a toast over its panels (notice.py)
                assert not app._notifications, [str(n.message) for n in app._notifications]
        finally:
            await first.close()
            await friend.close()
            await server.stop()

    asyncio.run(run())
