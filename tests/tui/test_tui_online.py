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
    """Issue 15 item 2, per game: lobby (code, link, ready marks), then the offline table screen
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
            # no web front: no QR code of a ws:// link a phone cannot open (play-through 10; the
            # QR code of a web front's http link: test_tui_online_pt10.py)
            assert "▀" not in text and "▄" not in text
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


async def _lobby_up(pilot: Pilot[Any], app: OnlineApp) -> Any:
    session = app.online_session
    await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None
                 and isinstance(app.screen, LobbyScreen), "the lobby")
    await pilot.pause(0.1)
    return session


@pytest.mark.parametrize(("lang", "shown", "raw"), [
    ("en", ["Turn time: 45 seconds", "Classic", "One round"], ["turn_time", "=45", "classic"]),
    ("de", ["Zeit pro Zug: 45 Sekunden", "Klassisch", "Eine Runde"], ["turn_time", "classic"]),
    ("zh", ["每回合时限：45 秒", "经典", "一局"], ["turn_time", "classic", "play_on"]),
])
@sync
async def test_lobby_shows_option_labels_and_the_hosts_turn_timer_cc21(lang: str, shown: list[str],
                                                                        raw: list[str]) -> None:
    """Issue 15 (lobby): the room's options read as the game's labels in the person's language, not
    as raw keys; the turn timer the host chose (CC-21: 30/45/60/90 s) is among them."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}/"
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {"turn_time": "45"}}
    app = OnlineApp(plan, url, settings=Settings(lang=lang, speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby_up(pilot, app)
            info = str(app.screen.query_one("#lobby-info").render())
            for text in shown:
                assert text in info, info
            for text in raw:
                assert text not in info, info
            assert "=" not in info.split("\n", 4)[-1]  # no key=value pairs left
    finally:
        await server.stop()


@sync
async def test_a_guest_is_offered_only_the_keys_a_guest_can_use() -> None:
    """Issue 15 (lobby): "c computer" and "s start" are the host's; a guest's footer does not list
    them and pressing them sends nothing the server would refuse; the host's footer lists them."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}/"
    host = await RoomClient(url).connect()
    try:
        await host.send(schema.Create(game="color-clash", players=3))
        await host.next(schema.Welcome)
        code = host.seen.code
        app = OnlineApp({"do": "join", "code": code}, url, settings=Settings(lang="en", speed="instant"),
                        remember=False)
        async with app.run_test(size=(80, 24)) as pilot:
            session = await _lobby_up(pilot, app)
            await _until(pilot, lambda: session.client.seen.seat == 1, "the guest's seat")
            await pilot.pause(0.1)
            footer = screen_text(app).splitlines()[-1]
            assert "Ready" in footer and "Leave" in footer, footer
            assert "Start" not in footer and "Computer" not in footer, footer
            await pilot.press("c", "s")
            await pilot.pause(0.3)
            room = server.rooms[code]
            assert room.match is None and [s.kind for s in session.client.seen.lobby.seats][2] == "open"
            # no refusal came back: the status line still holds the guest's own key list
            assert str(app.screen.query_one("#lobby-status").render()) == \
                "r ready · Esc leave · the host starts the game"
    finally:
        await host.close()
        await server.stop()

    plan = {"do": "host", "game": "color-clash", "players": 3, "options": {}}
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby_up(pilot, app)
            footer = screen_text(app).splitlines()[-1]
            assert "Start" in footer and "Computer" in footer and "Ready" in footer, footer
            def open_seats() -> int:
                return sum(s.kind == "open" for s in app.online_session.client.seen.lobby.seats)

            for left in (1, 0):  # both open seats to computers, one at a time: none is left open
                await pilot.press("c")
                await _until(pilot, lambda n=left: open_seats() == n, "a computer seated")
            await pilot.pause(0.1)
            footer = screen_text(app).splitlines()[-1]
            assert "Start" in footer and "Computer" not in footer, footer
    finally:
        await server.stop()


@sync
async def test_the_online_table_offers_play_card_only_to_the_seat_that_can_play() -> None:
    """Issue 15 (table), CC-5 (a card is played on one's own turn): the footer's "Play card" is
    there while this seat has a card it may play, and gone while another seat is to move, as
    offline. A real server and a scripted friend who plays its first legal move."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}/"
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, url, settings=Settings(lang="en", speed="instant"), remember=False)
    friend = await RoomClient(url).connect()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            session = await _lobby_up(pilot, app)
            code = session.client.seen.code
            await friend.send(schema.Join(code=code))
            await friend.next(schema.Welcome)
            await friend.send(schema.Ready())
            await pilot.press("r")
            await _until(pilot, lambda: all(s.ready for s in session.client.seen.lobby.seats), "ready marks")
            await pilot.press("s")
            await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
            table = app.screen
            assert isinstance(table, RemoteTableScreen)
            room = server.rooms[code]
            seen_waiting = seen_playing = False
            for _ in range(600):
                if (seen_waiting and seen_playing) or room.match.outcome() is not None:
                    break
                step = len(room.match.record.actions)
                update = table.remote.seen.update
                if update is None or update.step != step:
                    await pilot.pause(0.05)
                    continue
                await pilot.pause(0.1)  # the footer redraws after the update
                footer = screen_text(app).splitlines()[-1]
                if 0 not in room.match.to_act():
                    assert "Play card" not in footer, footer
                    seen_waiting = True
                    fupdate = friend.seen.update
                    if friend.seen.legal and fupdate is not None and fupdate.step == step:
                        await friend.send(schema.Act(action=friend.seen.legal[0]))
                    await pilot.pause(0.05)
                    continue
                legal = table.remote.seen.legal
                if any(a.startswith("play") for a in legal):
                    # on the drawn-card offer (CC-7) the key says what Enter plays there
                    assert "Play card" in footer or "Play the drawn card" in footer, footer
                    seen_playing = True
                await pilot.press("colon")
                await pilot.press(*legal[0], "enter")
                await _until(pilot, lambda s=step: len(room.match.record.actions) > s, "the move there")
            assert seen_waiting and seen_playing
    finally:
        await friend.close()
        await server.stop()


@sync
async def test_the_host_picks_the_turn_timer_in_the_online_screen_cc21() -> None:
    """Issue 15 / CC-21: hosting from the launcher's Online screen, the host picks the turn timer
    (30/45/60/90 s); the server's room runs with it and the lobby shows it. A game without a turn
    timer shows no such choice."""
    from textual.widgets import Input, Select

    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.online import OnlineScreen

    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            await pilot.press("ctrl+o")
            await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen")
            screen = app.screen
            timer = screen.query_one("#online-timer", Select)
            screen.query_one("#online-game", Select).value = "metallurgie"
            await pilot.pause(0.1)
            assert not timer.display  # Metallurgie has no turn timer
            screen.query_one("#online-game", Select).value = "color-clash"
            await pilot.pause(0.1)
            assert timer.display
            assert [v for _, v in timer._options] == ["off", "30", "45", "60", "90"]
            timer.value = "60"
            screen.query_one("#online-server", Input).value = f"127.0.0.1:{port}"
            await pilot.pause(0.1)
            await pilot.click("#online-host")
            await _until(pilot, lambda: isinstance(app.screen, LobbyScreen) and server.rooms, "the lobby")
            room = next(iter(server.rooms.values()))
            assert room.options["turn_time"] == "60"
            def info() -> str:
                return str(app.screen.query_one("#lobby-info").render())

            await _until(pilot, lambda: "Turn time: 60 seconds" in info(), "the timer in the lobby")
    finally:
        await server.stop()


@sync
async def test_the_lobby_links_to_the_servers_web_front_when_it_has_one() -> None:
    """``chemcards serve --web``: the server names its web front in Welcome, so a host in a
    terminal shows the http link (and its QR code) that a phone's browser opens, not ws://."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    server.web = "http://192.0.2.7:8000/"
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            session = await _lobby_up(pilot, app)
            code = session.client.seen.code
            await pilot.pause(0.1)
            text = screen_text(app)
            assert f"http://192.0.2.7:8000/room/{code}" in text, text
            assert "ws://" not in text
    finally:
        await server.stop()
