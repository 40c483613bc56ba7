"""Play-through 10 (issue 12, newcomers' problems) about online play, with the real app under
Textual's pilot against a real server on a loopback port: one seat, one window (docs/online.md);
u and h at an online table say why not."""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until
from textual.pilot import Pilot

from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.online import LobbyScreen, known_token
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


async def _lobby(pilot: Pilot[Any], app: OnlineApp) -> None:
    session = app.online_session
    await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None
                 and isinstance(app.screen, LobbyScreen), "the lobby")


def _keys(app: OnlineApp) -> set[str]:
    return {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt10_a_second_window_takes_the_lobby_seat_and_the_first_says_so(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-through 10: a second terminal with the same data folder (the same seat token) took
    the host's seat and the host's window froze ("Join a room first." on r). The first window now
    says in one line that another window or device took the seat, offers only Esc, does not take
    the seat back, and Esc closes it without giving the seat up (the token stays kept)."""
    import asyncio

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 3, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        second: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                session = app.online_session
                assert session.client is not None
                code, token = session.client.seen.code, session.client.seen.token
                assert code and token and known_token(url, code) == token
                second = await RoomClient(url).connect()  # the other window: the kept token
                await second.send(schema.Rejoin(code=code, token=token))
                line = tr("online", "seat_taken", lang)
                status = app.screen.query_one("#lobby-status")
                await _until(pilot, lambda: line in str(status.render()), "the line")
                assert session.link == "lost"
                await pilot.pause(0.5)
                room = server.rooms[code]
                assert room.conns.get(0) is not None and second.seen.seat == 0
                assert not second.closed.is_set()  # the first window did not take it back
                assert not {"ready", "computer", "start"} & _keys(app), _keys(app)
                await pilot.press("r")
                await pilot.pause(0.1)
                assert line in str(status.render())
                await pilot.press("escape")
                await _until(pilot, lambda: not app.is_running, "the app closed", rounds=200)
            # the one line left in the terminal
            said = tr("online", "left_taken_over", lang, code=f"{code[:3]} {code[3:]}")
            assert said in capsys.readouterr().err
            assert known_token(url, code) == token  # the other window's way back stays
            assert second.seen.lobby is not None and second.seen.lobby.seats[0].kind == "human"
            assert not second.closed.is_set()
        finally:
            if second is not None:
                await second.close()
            await server.stop()

    asyncio.run(run())


def _status(table: Any) -> str:
    """The table's status line as one line (it wraps at 80 columns)."""
    return " ".join(str(table.query_one("#status").render()).split())


def _notes(app: OnlineApp) -> list[str]:
    """The notice on the front screen's notice line (and any toast)."""
    from chemcards.tui.notice import NoticeLine

    lines = [line.message for line in app.screen.query(NoticeLine) if line.message]
    return lines + [str(n.message) for n in app._notifications]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt10_u_and_h_online_say_why_not_and_are_not_offered(lang: str) -> None:
    """Play-through 10: at an online table u (undo) and h (hint) did nothing and said nothing.
    They say in one line that undo and hints are for practice against computers; neither the
    footer nor the keys screen offers undo, redo or hint online."""
    import asyncio

    from chemcards.tui.help import key_rows

    async def run() -> None:
        server, port = await _server()
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}},
                        f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, _room, clients = await _table(pilot, app, server, 1)
                line = tr("online", "aids_online", lang)
                for key in ("u", "h", "ctrl+y"):
                    app.clear_notifications()
                    await pilot.press(key)
                    await _until(pilot, lambda: _notes(app), f"a line on {key}", rounds=100)
                    assert _notes(app) == [line], (key, _notes(app))
                assert not {"undo", "redo", "hint"} & _keys(app)
                # each line's text whole: the German hint "Tipp" is a part of "Tippen" (":")
                listed = {text for _key, text in key_rows(table)}
                for word in ("undo", "redo", "hint"):
                    assert tr("ui", word, lang) not in listed, listed
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())


def test_pt10_a_second_window_takes_the_table_seat_and_the_first_says_so() -> None:
    """Play-through 10, at the table: the first window's status line says the seat was taken over
    and stays; no move is offered there any more (not even the move box, session 12), and a move
    typed anyway is not sent."""
    import asyncio

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}}, url,
                        settings=Settings(lang="de", speed="instant"), remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, room, clients = await _table(pilot, app, server, 1)
                seen = app.online_session.client.seen
                second = await RoomClient(url).connect()
                clients.append(second)
                await second.send(schema.Rejoin(code=seen.code, token=seen.token))
                line = tr("online", "seat_taken", "de")
                await _until(pilot, lambda: line in _status(table), "the line")
                await _until(pilot, lambda: second.seen.update is not None, "the other window's table")
                version = room.version
                await pilot.pause(0.2)
                # no move offered here (who acts stays as last seen, for the seats panel: play-
                # through 13, zh 2)
                assert not table.remote.legal(seen.seat) and "draw" not in _keys(app)
                # no move box either (session 12: ":" is not offered any more): a move typed
                # anyway is not sent, and the status line still says why
                await pilot.press("colon")
                await pilot.press(*"draw", "enter")
                await pilot.pause(0.3)
                assert room.version == version
                assert not any(box.display for box in table.query("#move-input"))
                assert line in _status(table)
                assert room.conns.get(seen.seat) is not None and not second.closed.is_set()
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("web", ["", "http://192.0.2.7:8000/"])
def test_pt10_the_lobby_draws_a_qr_code_only_of_a_link_a_phone_can_open(lang: str, web: str) -> None:
    """Play-through 10: without a web front the lobby drew a QR code of its ws:// link, which a
    phone cannot open. Now: a web front known (``serve --web``) gives the http link and its QR
    code; none gives no QR code, the ws:// link for ``chemcards join`` on another computer, and one
    line saying how phones get a QR code (docs/online.md)."""
    import asyncio

    from tui_helpers import screen_text

    async def run() -> None:
        server, port = await _server()
        server.web = web
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}},
                        f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                await pilot.pause(0.2)
                code = app.online_session.client.seen.code
                text = screen_text(app)
                flat = "".join(text.split())  # lines joined (a Chinese line breaks without a space)
                qr = app.screen.query_one("#lobby-qr")
                phones = "".join(tr("online", "phones_need_web", lang, serve="chemcards serve --web",
                                      server="--server").split())
                if web:
                    assert qr.display and "█" in text
                    assert f"{web}room/{code}" in text and "ws://" not in text
                    assert phones not in flat
                else:
                    assert not qr.display and "█" not in text and "▀" not in text
                    assert f"ws://127.0.0.1:{port}/room/{code}" in text
                    label = tr("online", "room_link_terminal", lang, join="chemcards join")
                    assert "".join(label.split()) in flat
                    assert phones in flat, flat
                    assert "chemcards serve --web" in text  # the command whole on one line
        finally:
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt12_a_guest_is_not_told_how_the_host_gets_a_qr_code(lang: str) -> None:
    """Play-through 12, de 6: the joiner's lobby said "Start the room server with chemcards serve
    --web and open the room there", which only the host can do. The guest sees the ws:// link for
    ``chemcards join``, not that line."""
    import asyncio

    from tui_helpers import screen_text

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        host = await RoomClient(url).connect()
        try:
            assert await host.request(schema.Create(game="color-clash", players=2, options={})) is None
            await _until_code(host)
            app = OnlineApp({"do": "join", "code": host.seen.code}, url,
                            settings=Settings(lang=lang, speed="instant"), remember=False)
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                await _until(pilot, lambda: app.online_session.client.seen.lobby.seats[1].kind == "human",
                             "the guest seated")
                await pilot.pause(0.2)
                flat = "".join(screen_text(app).split())
                phones = "".join(tr("online", "phones_need_web", lang, serve="chemcards serve --web",
                                      server="--server").split())
                assert f"ws://127.0.0.1:{port}/room/{host.seen.code}" in flat, flat
                assert phones not in flat, flat
        finally:
            await host.close()
            await server.stop()

    asyncio.run(run())


async def _until_code(client: RoomClient) -> None:
    import asyncio

    for _ in range(200):
        if client.seen.code is not None:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("no room code")
