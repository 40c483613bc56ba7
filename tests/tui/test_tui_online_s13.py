"""Session 13, online (issue 12): what play-through 12 found at online tables. A real server on a
loopback port, the real app under Textual's pilot, scripted clients as the other windows."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from typing import Any

import pytest
from test_tui_online_check15 import REAL, _server, _status, _table, _until
from test_tui_online_pt10 import _keys, _lobby, _notes
from tui_helpers import screen_text

from chemcards.core.i18n import computer_mark
from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.names import shown_animal
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _flat(text: Any) -> str:
    """The text without its spaces and line breaks (a wrapped Chinese line breaks anywhere)."""
    return "".join(str(text).split())


def _waiting(lang: str, name: str) -> tuple[str, str]:
    """The waiting line's words before and after its seconds, for ``name`` in ``lang``."""
    before, after = tr("online", "waiting_for_seat", lang, name=name, seconds="§").split("§")
    return _flat(before), _flat(after)


def _seconds_shown(status: str, lang: str, name: str) -> int | None:
    before, _ = _waiting(lang, name)
    found = re.search(re.escape(before) + r"(\d+)", _flat(status))
    return None if found is None else int(found.group(1))


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt12_de7_zh4_the_others_see_the_wait_for_a_dropped_seat_count_down(lang: str) -> None:
    """Play-through 12 (de 7, zh 4), CC-22: a person's connection drops; the others saw "⚡ offline"
    and "Lynx is playing…" unchanged, with no word of the wait. They now see "Waiting for Lynx to
    come back (N s left); then a computer plays for Lynx", N counted from the server's reconnect
    deadline (sent in the seat list) and counted down between messages; when it runs out the
    marked computer substitute takes the seat, and the line goes."""

    async def run() -> None:
        timing = dataclasses.replace(REAL, reconnect=5.0)
        server, port = await _server(timing=timing)
        plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
        app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, room, clients = await _table(pilot, app, server, 1, ["Ferret", "Lynx"])
                lynx = shown_animal("Lynx", lang)
                assert _seconds_shown(_status(table), lang, lynx) is None
                session = app.online_session
                for _ in range(40):  # this window plays until it is Lynx's turn
                    if 1 in room.match.to_act():
                        break
                    update = table.remote.seen.update
                    if 0 in update.to_act and table.remote.seen.legal:
                        session.send_action(table.remote.seen.legal[0])
                        await _until(pilot, lambda v=update.version: table.remote.seen.update.version != v,
                                     "my move")
                    await pilot.pause(0.1)
                assert 1 in room.match.to_act()
                moving = _flat(tr("ui", "cc_waiting", lang, name=lynx))
                await _until(pilot, lambda: moving in _flat(screen_text(app)), "Lynx is moving")
                await clients[0].close()  # Lynx's terminal dies
                await _until(pilot, lambda: _seconds_shown(_status(table), lang, lynx) is not None,
                             "the waiting line")
                first = _seconds_shown(_status(table), lang, lynx)
                assert first is not None and 1 <= first <= 5, _status(table)
                assert _waiting(lang, lynx)[1] in _flat(_status(table)), _status(table)
                # the game waits for Lynx: not "Lynx is moving …" on the board any more
                await pilot.pause(0.3)
                assert moving not in _flat(screen_text(app)), screen_text(app)
                await pilot.pause(2.1)  # no message from the server meanwhile: counted here
                later = _seconds_shown(_status(table), lang, lynx)
                assert later is not None and later <= first - 1, (first, _status(table))
                # the deadline passes: the marked computer takes the seat, the line goes
                await _until(pilot, lambda: room.match.seats[1].substitute, "the substitute")
                await _until(pilot, lambda: _seconds_shown(_status(table), lang, lynx) is None,
                             "the line gone")
                await _until(pilot, lambda: table.match.seats[1].substitute, "the substitute seen")
                await pilot.pause(0.3)
                # the seat carries a computer's mark (the long substitute's mark where it fits, CC-24)
                marks = (_flat(computer_mark(lang)), _flat(computer_mark(lang, substitute=True)))
                assert any(m in _flat(screen_text(app)) for m in marks), screen_text(app)
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())


async def _my_turn(pilot: Any, app: OnlineApp, friend: RoomClient) -> None:
    """The friend plays its first legal move until it is this window's seat's turn."""
    table = app.screen
    for _ in range(40):
        if table.remote.seat in table.remote.to_act():
            return
        update = friend.seen.update
        if update is not None and friend.seen.seat in update.to_act and friend.seen.legal:
            version = update.version
            await friend.send(schema.Act(action=friend.seen.legal[0]))
            await _until(pilot, lambda v=version: friend.seen.update.version != v, "a move")
        await pilot.pause(0.1)
    raise AssertionError("never this seat's turn")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt12_de7_the_old_window_takes_its_seat_back_with_t_and_plays(lang: str) -> None:
    """Play-through 12, de 7: after another window took the seat over, the old window stayed on a
    frozen table with no way back. It says the table there is as it was then, offers ``t`` ("take
    the seat back here"), and ``t`` rejoins with its token: the other window is then the old one
    (told "taken over", as this one was), this table is live again and a move from it is played."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, room, clients = await _table(pilot, app, server, 1)
                session = app.online_session
                seen = session.client.seen
                other = await RoomClient(url).connect()  # the other window, the same token
                clients.append(other)
                await other.send(schema.Rejoin(code=seen.code, token=seen.token))
                taken = _flat(tr("online", "seat_taken", lang))
                await _until(pilot, lambda: taken in _flat(_status(table)), "the taken-over line")
                await pilot.pause(0.3)
                assert _flat(tr("online", "seat_taken_snapshot", lang)) in _flat(_status(table))
                keys = {b.binding.action for b in app.screen.active_bindings.values()
                        if b.enabled and b.binding.show}
                assert "take_back" in keys, keys
                # the footer is recomposed after its bindings change (blank for a moment under load)
                back = _flat(tr("online", "take_back", lang))
                await _until(pilot, lambda: back in _flat(screen_text(app)), "the footer's t key")
                await pilot.press("t", "t")  # pressed twice: one rejoin
                await _until(pilot, lambda: any(e.key == "seat_taken" for e in other.seen.errors),
                             "the other window told")
                await _until(pilot, lambda: session.link == "up" and not session.taken_over, "the seat back")
                await pilot.pause(0.5)
                assert session.link == "up" and not session.taken_over
                await _until(pilot, lambda: taken not in _flat(_status(table)), "the line gone")
                assert room.conns.get(0) is not None and not table.remote.gone
                keys = {b.binding.action for b in app.screen.active_bindings.values()
                        if b.enabled and b.binding.show}
                assert "take_back" not in keys and "type_move" in keys, keys
                # a move from this window again: it reaches the server and the table follows
                await _my_turn(pilot, app, clients[0])
                step = len(room.match.record.actions)
                session.send_action(table.remote.seen.legal[0])
                await _until(pilot, lambda: len(room.match.record.actions) > step, "the move played")
                assert room.match.record.actions[step][0] == 0
                await _until(pilot, lambda: table.remote.seen.update.step > step, "the table follows")
                # taken over again: the line that this window took the seat goes with it
                again = await RoomClient(url).connect()
                clients.append(again)
                await again.send(schema.Rejoin(code=seen.code, token=seen.token))
                await _until(pilot, lambda: taken in _flat(_status(table)), "taken over again")
                await pilot.pause(0.2)
                here = _flat(tr("online", "seat_taken_here", lang))
                assert not any(here in _flat(n) for n in _notes(app)), _notes(app)
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pt12_de7_the_old_window_takes_its_lobby_seat_back_with_t(lang: str) -> None:
    """Play-through 12, de 7, in the lobby: the window whose seat another window took offers ``t``
    beside Esc and says so on its status line; ``t`` takes the seat back (the other window is told),
    the status line says this window took the seat, and its ready key works again."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "metallurgie", "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        other: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                session = app.online_session
                code, token = session.client.seen.code, session.client.seen.token
                other = await RoomClient(url).connect()
                await other.send(schema.Rejoin(code=code, token=token))
                status = app.screen.query_one("#lobby-status")
                hint = _flat(tr("online", "take_back_hint", lang))
                await _until(pilot, lambda: hint in _flat(status.render()), "the line with t")
                assert "take_back" in _keys(app)
                await pilot.press("t")
                await _until(pilot, lambda: any(e.key == "seat_taken" for e in other.seen.errors),
                             "the other window told")
                here = _flat(tr("online", "seat_taken_here", lang))
                await _until(pilot, lambda: here in _flat(status.render()), "this window's line")
                assert "take_back" not in _keys(app)
                await pilot.press("r")
                room = server.rooms[code]
                await _until(pilot, lambda: room.slots[0].ready, "ready from this window")
        finally:
            if other is not None:
                await other.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_cc22_the_lobby_counts_down_the_seat_kept_for_a_dropped_guest(lang: str) -> None:
    """CC-22 in the lobby: a guest's connection drops before the game starts. The host's lobby
    said only "⚡ offline"; it now says how many seconds the seat is kept, counts them down
    between the server's messages, and shows the seat open again once they are over."""

    async def run() -> None:
        timing = dataclasses.replace(REAL, reconnect=4.0)
        server, port = await _server(timing=timing)
        plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
        app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        guest: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                session = app.online_session
                assert session.client is not None
                guest = await RoomClient(session.url).connect()
                await guest.send(schema.Join(code=session.client.seen.code))
                await guest.next(schema.Welcome)
                await _until(pilot, lambda: session.client.seen.lobby.seats[1].kind == "human", "the guest")
                before, after = (_flat(x) for x in
                                 tr("online", "seat_offline_kept", lang, seconds="§").split("§"))
                shown = re.compile(re.escape(before) + r"(\d+)" + re.escape(after))

                def kept() -> int | None:
                    found = shown.search(_flat(screen_text(app)))
                    return None if found is None else int(found.group(1))

                assert kept() is None
                await guest.close()
                await _until(pilot, lambda: kept() is not None, "the seat kept")
                first = kept()
                assert first is not None and 1 <= first <= 4
                await _until(pilot, lambda: (kept() or 99) < first, "the seconds counting down", rounds=200)
                open_seat = _flat(tr("online", "seat_open", lang))
                seen = session.client.seen
                await _until(pilot, lambda: seen.lobby.seats[1].kind == "open", "the seat open")
                await _until(pilot, lambda: open_seat in _flat(screen_text(app)) and kept() is None,
                             "the open seat shown")
        finally:
            if guest is not None:
                await guest.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_cc22_the_online_palette_says_what_quitting_does_and_offers_no_local_commands(lang: str) -> None:
    """At an online table the command palette said "Quit: a game in progress stays saved" (the
    game is not saved here; the seat waits 90 s, CC-22) and offered "Save a copy", "Faster" and
    "Slower" (the server keeps the game and plays its computers). It offers leaving the seat, the
    rules and quitting, with the quit question's own words."""

    async def run() -> None:
        server, port = await _server()
        plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
        app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, _room, clients = await _table(pilot, app, server, 1)
                commands = {c.title: c.help for c in app.get_system_commands(table)}
                assert set(commands) == {tr("ui", key, lang) for key in ("leave_seat", "rules", "quit")}
                assert commands[tr("ui", "quit", lang)] == tr("online", "quit_help_online", lang)
        finally:
            for client in clients:
                await client.close()
            await server.stop()

    asyncio.run(run())
