"""What the online tester met in session 8 (issue 15, report ot8), against a real server on a
loopback port with the real app under Textual's pilot: Esc in the lobby asks and frees the seat at
once (CC-22), the quit and leave dialogs of an online table say how it really is, one key press
shows one dialog."""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until
from textual.pilot import Pilot
from tui_helpers import region_text, screen_text, sync

from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _confirms(app: OnlineApp) -> int:
    return sum(isinstance(s, ConfirmScreen) for s in app.screen_stack)


async def _asks(pilot: Pilot[Any], app: OnlineApp, text: str) -> str:
    """Wait for the yes/no dialog; its question must hold ``text``. Returns the question."""
    await _until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question", rounds=100)
    assert isinstance(app.screen, ConfirmScreen)
    question = app.screen.question
    assert text in question, question
    return question


async def _lobby(pilot: Pilot[Any], app: OnlineApp) -> None:
    session = app.online_session
    await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None
                 and isinstance(app.screen, LobbyScreen), "the lobby")


@sync
async def test_cc22_esc_in_the_lobby_asks_then_frees_the_guests_seat_at_once() -> None:
    """Issue 15 (ot8 problem 1): Esc in the lobby quit at once and the seat read "⚡ offline" for
    90 s. Now Esc asks "Leave the room?"; "no" keeps everything; "yes" sends ``leave``, so the
    host sees the seat open at once (CC-22: the 90 s are for a dropped connection, not a leave)."""
    server, port = await _server()
    url = f"ws://127.0.0.1:{port}/"
    host = await RoomClient(url).connect()
    try:
        assert await host.request(schema.Create(game="color-clash", players=3, options={})) is None
        await _until_async(lambda: host.seen.code is not None)
        app = OnlineApp({"do": "join", "code": host.seen.code}, url,
                        settings=Settings(lang="en", speed="instant"), remember=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby(pilot, app)
            await _until(pilot, lambda: host.seen.lobby is not None
                         and host.seen.lobby.seats[1].kind == "human", "the guest seated")
            await pilot.press("escape")
            await pilot.pause(0.1)
            assert isinstance(app.screen, ConfirmScreen)
            await _asks(pilot, app, tr("online", "leave_room_question", "en"))
            await pilot.press("escape")  # Esc on the question is "no": still in the room
            await pilot.pause(0.3)
            assert isinstance(app.screen, LobbyScreen) and app.is_running
            assert host.seen.lobby.seats[1].kind == "human"
            await pilot.press("escape")
            await pilot.pause(0.1)
            await pilot.press("y")
            await _until(pilot, lambda: host.seen.lobby.seats[1].kind == "open", "the seat freed", rounds=100)
        assert app.return_code == 0
    finally:
        await host.close()
        await server.stop()


async def _until_async(cond: Any) -> None:
    import asyncio

    for _ in range(500):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out")


@sync
async def test_cc22_the_host_leaving_the_lobby_passes_the_star_on() -> None:
    """Issue 15 (ot8 problem 1, decided in docs/online.md): a host on a room server who leaves the
    lobby does not strand the guests in a room nobody can start: the next person hosts (★)."""
    server, port = await _server()
    url = f"ws://127.0.0.1:{port}/"
    app = OnlineApp({"do": "host", "game": "color-clash", "players": 3, "options": {}}, url,
                    settings=Settings(lang="de", speed="instant"), remember=False)
    guest = await RoomClient(url).connect()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby(pilot, app)
            await guest.send(schema.Join(code=app.online_session.client.seen.code))
            await _until(pilot, lambda: guest.seen.lobby is not None and guest.seen.seat == 1, "the guest")
            await pilot.press("escape")
            await pilot.pause(0.1)
            await _asks(pilot, app, tr("online", "leave_room_question", "de"))
            await pilot.press("y")
            await _until(pilot, lambda: guest.seen.lobby.host_seat == 1
                         and guest.seen.lobby.seats[0].kind == "open", "the star passed on", rounds=100)
    finally:
        await guest.close()
        await server.stop()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc22_quit_on_an_online_table_says_how_to_come_back_one_dialog_per_press(lang: str) -> None:
    """Issue 15 (ot8 problem 2): the quit question on an online table named "chemcards resume",
    which does not bring an online seat back; it names ``chemcards join`` with the room's link and
    the 90 s (CC-22). Ctrl+Q pressed twice shows one dialog (they stacked, needing three Esc)."""
    server, port = await _server()
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 1)
            await pilot.press("ctrl+q")
            await pilot.pause(0.1)
            assert isinstance(app.screen, ConfirmScreen)
            await _asks(pilot, app, f"chemcards join ws://127.0.0.1:{port}/room/{room.code}")
            assert "resume" not in app.screen.question
            assert "90" in app.screen.question
            await pilot.press("ctrl+q")
            await pilot.pause(0.1)
            assert _confirms(app) == 1
            await pilot.press("escape")
            await pilot.pause(0.1)
            assert app.screen is table and app.is_running
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@sync
async def test_cc22_ctrl_l_online_says_it_is_for_good_and_the_substitute_takes_over_at_once() -> None:
    """Issue 15 (ot8 problem 2): Ctrl+L online asks whether to leave the seat for good (no way
    back); on yes the server puts a marked computer in the seat at once (CC-22) and the app closes
    with one line saying the room was left."""
    server, port = await _server()
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            _, room, clients = await _table(pilot, app, server, 1)
            await pilot.press("ctrl+l")
            await pilot.pause(0.1)
            assert isinstance(app.screen, ConfirmScreen)
            await _asks(pilot, app, "no way back")
            await pilot.press("y")
            await _until(pilot, lambda: room.match.seats[0].substitute, "the substitute", rounds=100)
        assert app.return_code == 0
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@sync
async def test_cc22_a_kept_token_of_a_seat_that_is_gone_joins_as_a_newcomer() -> None:
    """Issue 15 (ot8, found reproducing problem 1): ``chemcards join CODE`` with a kept token of a
    seat that is gone (left, freed) was refused and stopped at "join a room first"; it now takes
    a seat as a newcomer."""
    from chemcards.tui.online import known_token, remember_token

    server, port = await _server()
    url = f"ws://127.0.0.1:{port}/"
    host = await RoomClient(url).connect()
    try:
        assert await host.request(schema.Create(game="color-clash", players=3, options={})) is None
        await _until_async(lambda: host.seen.code is not None)
        code = host.seen.code
        remember_token(url, code, "a-token-of-a-seat-that-is-gone")
        app = OnlineApp({"do": "join", "code": code}, url, settings=Settings(lang="en", speed="instant"),
                        remember=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await _until(pilot, lambda: app.online_session.client is not None
                         and app.online_session.client.seen.seat == 1, "a seat as a newcomer", rounds=250)
            assert known_token(url, code) != "a-token-of-a-seat-that-is-gone"
    finally:
        await host.close()
        await server.stop()


@pytest.mark.parametrize("lang", ["en", "de"])
@sync
async def test_quick_play_waiting_footer_offers_only_what_works_there(lang: str) -> None:
    """Issue 15 (ot8 problem 5): the quick-play waiting screen offered "r Ready", but quick play
    has no ready step (it starts once the table is full). The footer shows only Esc and Ctrl+Q;
    a second stranger fills the table and the game starts."""
    server, port = await _server()
    url = f"ws://127.0.0.1:{port}/"
    app = OnlineApp({"do": "quick", "game": "color-clash", "players": 2}, url,
                    settings=Settings(lang=lang, speed="instant"), remember=False)
    other = await RoomClient(url).connect()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            waiting = tr("online", "quick_waiting", lang, n=1, players=2)
            await _until(pilot, lambda: waiting in screen_text(app), "the waiting line", rounds=250)
            footer = screen_text(app).rstrip().splitlines()[-1]
            ready = tr("online", "ready", lang)
            assert ready not in footer, footer
            await pilot.press("r")  # does nothing, says nothing wrong
            await other.send(schema.Quick(game="color-clash", players=2))
            await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                         and app.screen.remote.seen.view is not None, "the table", rounds=500)
            await pilot.pause(0.5)
    finally:
        await other.close()
        await server.stop()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc22_cc24_online_seat_marks_keep_the_name_whole_at_80_columns(lang: str) -> None:
    """Issue 15 (ot8 problem 3): at 80 columns the online seat list read "2 Se… [Computer
    stand-i…" (name and mark both cut) and "3 Erdmännch… ⚡ getrennt". A substitute's mark (CC-24:
    always says Computer) and the offline mark (CC-22) are short enough that every name stays
    whole beside them, and each mark is there whole."""
    import dataclasses

    from test_tui_online_check15 import FAST

    from chemcards.core.i18n import computer_mark
    from chemcards.net.names import shown_animal

    server, port = await _server(timing=dataclasses.replace(FAST, reconnect=60.0))
    plan = {"do": "host", "game": "color-clash", "players": 3, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 2, ["Badger", "Seal", "Meerkat"])
            async with room.lock:
                await room.leave(1)  # Seal leaves: a marked substitute plays on
            await clients[1].close()  # Meerkat's terminal dies: the seat waits, marked offline
            seen = table.remote.seen
            await _until(pilot, lambda: seen.offline(2) and seen.seat_infos[1].substitute, "both marks told")
            await pilot.pause(0.5)
            shown = "\n".join(region_text(app, table.query_one("#seats").region))
            seats = "".join(shown.split())
            # the long marks where every entry fits them, else the short ones ("[Computer]", "⚡")
            long = "".join(computer_mark(lang, substitute=True).split()) in seats
            sub = "".join(computer_mark(lang, substitute=long).split())
            offline = "".join(tr("online", "seat_offline", lang).split()) if long else "⚡"
            for name in ("Badger", "Seal", "Meerkat"):
                assert "".join(shown_animal(name, lang).split()) in seats, (name, shown)
            assert "".join(shown_animal("Seal", lang).split()) + sub in seats, shown
            assert "".join(shown_animal("Meerkat", lang).split()) + offline in seats, shown
            assert "…" not in shown, shown
    finally:
        for c in clients:
            await c.close()
        await server.stop()
