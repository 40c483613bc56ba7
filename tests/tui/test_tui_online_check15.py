"""What the three-terminal check of online rooms found (issue 15 follow-up): the turn clock after a
seat drops or comes back (CC-21), a lost connection said on the table, no clock after the end, a
cut-off seat marked (CC-22), animal names in the viewer's language. A real server on a loopback
port, the real app under Textual's pilot, scripted clients as the friends."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from tui_helpers import screen_text, sync

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.names import shown_animal
from chemcards.net.rooms import Room, Timing
from chemcards.net.server import RateLimiter, RoomServer
from chemcards.net.store import MemoryStore, SQLiteStore, Store
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings

REAL = Timing()  # real time: the clocks are compared in real seconds
#: game time 50 times faster than real time (as tests/net/net_helpers.py), so a game ends quickly
FAST = Timing(pause=0.25, reconnect=0.5, speed=50.0)


async def _until(pilot: Pilot[Any], cond: Any, what: str, rounds: int = 1500) -> None:
    for _ in range(rounds):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def _server(store: Store | None = None, timing: Timing = REAL, port: int = 0) -> tuple[RoomServer, int]:
    server = RoomServer(store or MemoryStore(), timing=timing, limiter=RateLimiter(rate=1000, burst=1000),
                        flood_limit=100_000)
    return server, await server.start("127.0.0.1", port)


async def _table(pilot: Pilot[Any], app: OnlineApp, server: RoomServer, friends: int,
                 names: list[str] | None = None) -> tuple[RemoteTableScreen, Room, list[RoomClient]]:
    """The app hosts; ``friends`` scripted clients join; all ready; the seats get ``names`` (the
    server's own animal names, chosen here so the test knows them); the host starts."""
    session = app.online_session
    await _until(pilot, lambda: session.client is not None and session.client.seen.lobby is not None
                 and isinstance(app.screen, LobbyScreen), "the lobby")
    code = session.client.seen.code
    assert session.url is not None
    clients = []
    for _ in range(friends):
        friend = await RoomClient(session.url).connect()
        await friend.send(schema.Join(code=code))
        await friend.next(schema.Welcome)
        await friend.send(schema.Ready())
        clients.append(friend)
    room = server.rooms[code]
    if names:
        for slot, name in zip(room.slots, names, strict=True):
            slot.name = name
    await pilot.press("r")
    await _until(pilot, lambda: all(s.ready for s in session.client.seen.lobby.seats), "ready marks")
    await pilot.press("s")
    await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                 and app.screen.remote.seen.view is not None, "the table")
    await _until(pilot, lambda: all(c.seen.update is not None for c in clients), "the friends' first view")
    table = app.screen
    assert isinstance(table, RemoteTableScreen)
    return table, room, clients


def _status(table: RemoteTableScreen) -> str:
    return str(table.query_one("#status").render())


def _clock(text: str) -> int | None:
    found = re.search(r"⏱ ?(\d+)", text)
    return None if found is None else int(found.group(1))


def _seats(table: RemoteTableScreen) -> str:
    """The screen as a person sees it (the seat list is a drawn table, not one text)."""
    return screen_text(table.app)


def _server_left(room: Room) -> float:
    assert room.driver is not None
    timer = room.driver.timer()
    assert timer is not None and timer.running
    return timer.left


@sync
async def test_cc21_the_turn_clock_counts_from_the_update_whatever_else_arrives() -> None:
    """CC-21 (issue 15 check, point 1): a seat drops and comes back mid-turn; the lobby messages that
    tell of it must not restart anyone's count. The clock on the table and the count of another
    client agree with the server's seconds left (within 1 s), and a seat that drops is marked
    "⚡ offline" in the seat list until it is back (CC-22)."""
    server, port = await _server()
    plan = {"do": "host", "game": "color-clash", "players": 3, "options": {"turn_time": "30"}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 2, ["Ferret", "Lemur", "Newt"])
            step = len(room.match.record.actions)
            await pilot.pause(2.0)
            # the third seat's terminal dies: every other seat hears a lobby message
            token = clients[1].seen.token
            await clients[1].close()
            await _until(pilot, lambda: table.remote.seen.offline(2), "the drop told")
            await pilot.pause(0.3)
            assert "⚡ offline" in _seats(table), _seats(table)
            await pilot.pause(1.7)
            back = await RoomClient(f"ws://127.0.0.1:{port}/").connect()
            clients[1] = back
            assert await back.request(schema.Rejoin(code=room.code, token=token)) is None
            await _until(pilot, lambda: not table.remote.seen.offline(2), "the rejoin told")
            await pilot.pause(1.2)
            assert len(room.match.record.actions) == step, "nobody moved: one turn, one clock"
            assert "offline" not in _seats(table), _seats(table)
            left = _server_left(room)
            assert abs(app.online_session.seconds_left() - left) <= 1.0
            assert abs(clients[0].seen.seconds_left() - left) <= 1.0  # the other client agrees
            await _until(pilot, lambda: back.seen.update is not None, "the rejoined view")
            assert abs(back.seen.seconds_left() - left) <= 1.0
            shown = _clock(_status(table))
            assert shown is not None and abs(shown - left) <= 1.5, (_status(table), left)
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@sync
async def test_a_lost_connection_is_said_on_the_table_refuses_moves_and_clears(tmp_path: Path) -> None:
    """Issue 15 check, point 2: the server stops mid-game; the table's status line says at once,
    and for as long as it lasts, that the connection is lost; a key pressed meanwhile is refused in
    one line and changes nothing; a server started again on the same store takes the seat back
    (CC-22) and the line clears."""
    path = tmp_path / "rooms.sqlite"
    server, port = await _server(SQLiteStore(path))
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 1)
            code = room.code
            friend = clients[0]
            for _ in range(200):  # the friend moves until it is this screen's turn
                if 0 in room.match.to_act():
                    break
                update = friend.seen.update
                if friend.seen.legal and update.step == len(room.match.record.actions):
                    await friend.send(schema.Act(action=friend.seen.legal[0]))
                await pilot.pause(0.05)
            await _until(pilot, lambda: 0 in table.remote.to_act(), "this seat's turn")
            step = len(room.match.record.actions)
            hand = table.remote.seen.view.hand
            await server.stop()
            await _until(pilot, lambda: app.online_session.link == "down", "the drop noticed", rounds=100)
            await pilot.pause(0.2)
            assert "Connection to the server lost" in _status(table), _status(table)
            refused: list[str] = []
            app.screen.refuse = refused.append  # type: ignore[method-assign]
            table._refuse = refused.append  # type: ignore[method-assign]
            # a draw typed while nobody can hear it; when the first card was a Wild this seat names
            # its colour first (CC-4) and has no draw, so it names one instead (CI stop 33: "d" was
            # then no key at all and nothing was refused)
            drawing = "draw" in table.remote.seen.legal  # the moves' notation
            await pilot.press("d" if drawing else "1")
            await _until(pilot, lambda: refused, "the refusal", rounds=250)
            await pilot.pause(0.3)  # nothing more comes of it
            assert refused == ["Not sent: there is no connection to the server right now."], refused
            assert "Connection to the server lost" in _status(table)  # still said, not a passing toast

            server, _ = await _server(SQLiteStore(path), port=port)
            await _until(pilot, lambda: app.online_session.link == "up", "the seat back", rounds=500)
            await pilot.pause(0.3)
            assert "Connection" not in _status(table), _status(table)
            restored = server.rooms[code]
            assert len(restored.match.record.actions) == step  # the refused key sent nothing
            assert table.remote.seen.view.hand == hand
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@sync
async def test_cc22_substitute_clears_the_offline_mark_and_no_clock_after_the_end() -> None:
    """CC-22 and issue 15 check, point 3: a friend's terminal dies; its seat is marked offline until
    a computer substitute takes it (then it carries the substitute's mark instead); no turn clock
    shows while a dialog covers the table, and none once the game is over."""
    timing = dataclasses.replace(FAST, reconnect=1.0)
    server, port = await _server(timing=timing)
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {"turn_time": "90"}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 1, ["Otter", "Lemur"])
            await pilot.pause(0.3)
            assert _clock(_status(table)) is not None, _status(table)  # the clock runs (90 game s)
            table.action_keys()  # a dialog over the table: its clock is not this screen's to show
            await pilot.pause(1.2)
            assert _clock(_status(table)) is None, _status(table)
            await pilot.press("escape")
            await _until(pilot, lambda: app.screen is table, "the table again")
            await pilot.pause(0.1)
            assert _clock(_status(table)) is not None, _status(table)

            await clients[0].close()
            await _until(pilot, lambda: "⚡ offline" in _seats(table), "the offline mark")
            await _until(pilot, lambda: room.match.seats[1].substitute, "the substitute")
            await pilot.pause(0.3)
            # the log names the stand-in (one term, play-through 15 de 6)
            assert "offline" not in _seats(table) and "stand-in" in _seats(table), _seats(table)
            session = app.online_session
            for _ in range(3000):  # this seat plays its first legal move until the end
                if room.match.outcome() is not None:
                    break
                update = session.client.seen.update
                if session.client.seen.legal and update.step == len(room.match.record.actions):
                    session.send_action(session.client.seen.legal[0])
                    await _until(pilot, lambda u=update: session.client.seen.update is not u, "the answer")
                else:
                    await pilot.pause(0.01)
            assert room.match.outcome() is not None
            await _until(pilot, lambda: session.client.seen.update.over, "the end told")
            if app.screen is not table:  # the result: closed to look at the table
                await pilot.press("escape")
            await pilot.pause(1.2)
            assert session.seconds_left() is None and table.remaining() is None
            assert _clock(_status(table)) is None, _status(table)
            assert "⏱" not in screen_text(app)
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@sync
async def test_animal_names_in_each_viewers_language() -> None:
    """Issue 15 check, point 5: the server names seats with animals (no free text, CC-25); each
    client shows them in its own language, in the lobby, the seat list and the log. The name's
    key (the English name) travels; nothing else does."""
    for lang, shown in (("de", ["Frettchen", "Molch"]), ("zh", ["雪貂", "蝾螈"])):
        assert [shown_animal(n, lang) for n in ("Ferret", "Newt")] == shown
        server, port = await _server(timing=FAST)
        plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
        app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, room, clients = await _table(pilot, app, server, 1, ["Ferret", "Newt"])
                assert [s.name for s in room.match.seats] == ["Ferret", "Newt"]  # the wire's keys
                await pilot.pause(0.3)
                text = screen_text(app)
                for name in shown:
                    assert name in _seats(table), _seats(table)
                assert "Ferret" not in text and "Newt" not in text, text
                assert [s.name for s in table.remote.view(0).seats] == shown
        finally:
            for c in clients:
                await c.close()
            await server.stop()
        await asyncio.sleep(0)


@sync
async def test_cc22_a_seat_taken_by_a_substitute_is_said_and_stays_said() -> None:
    """CC-22 and issue 15 check, point 2: this client's connection drops after a computer
    substitute took its seat; the server refuses the seat back, and the table's status line says
    why (not "join again", which would not help) and keeps saying it."""
    server, port = await _server(timing=FAST)
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang="en", speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 1)
            conn = room.conns[0]
            async with room.lock:
                await room.leave(0)  # the seat is handed to a substitute ...
            await conn.ws.close()  # ... and this client's connection is gone
            await _until(pilot, lambda: app.online_session.link == "lost", "the seat refused")
            await pilot.pause(1.2)
            assert "A computer has taken over this seat." in _status(table), _status(table)
            await pilot.press("d")
            await pilot.pause(0.2)
            assert "A computer has taken over this seat." in _status(table), _status(table)
    finally:
        for c in clients:
            await c.close()
        await server.stop()
