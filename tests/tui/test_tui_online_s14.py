"""Session 14, online (issue 12): what play-through 13 (en 7, en 8) found in the lobby. A real server
on a loopback port, the real app under Textual's pilot, scripted clients as the other windows."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_tui_online_check15 import _server, _until
from test_tui_online_pt10 import _lobby, _notes
from test_tui_online_takeover_s12 import _host
from tui_helpers import screen_text

from chemcards.i18n import tr
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.names import shown_animal
from chemcards.tui.online import RemoteTableScreen, remember_token, second_seat_command
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _flat(text: Any) -> str:
    """The text without its spaces and line breaks (a wrapped Chinese line breaks anywhere)."""
    return "".join(str(text).split())


def _second_seat(lang: str, command: str) -> str:
    return _flat(tr("online", "second_seat_hint", lang, command=command))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pt13_en7_a_take_over_notice_from_the_lobby_goes_when_the_game_starts(lang: str) -> None:
    """Play-through 13, en 7: a third window took the host's seat, the host pressed ``t`` in the
    lobby (the lobby said "⚡ You took this seat over …"), then ``r`` and ``s``: the first game screen
    still said it. A take-over notice belongs to its moment: the lobby says it, the table does not.
    En 8: where the take-over is said, so is how to play a second seat on this computer."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}}, url,
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
                second = _second_seat(lang, second_seat_command(url, code))
                assert second in _flat(status.render())  # en 8, the window whose seat was taken
                await pilot.press("t")
                here = _flat(tr("online", "seat_taken_here", lang))
                await _until(pilot, lambda: here in _flat(status.render()), "this window's line")
                assert second in _flat(status.render())  # en 8, the window that took the seat
                await pilot.press("c")  # a computer in the open seat
                await _until(pilot, lambda: all(s.kind != "open" for s in session.client.seen.lobby.seats),
                             "the computer seated")
                await pilot.press("r")
                await _until(pilot, lambda: session.client.seen.lobby.seats[0].ready, "ready")
                await pilot.press("s")
                await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                             and app.screen.remote.seen.view is not None, "the table")
                for _ in range(10):  # the notice would come a refresh after the table
                    await pilot.pause(0.05)
                    assert not any(here in _flat(n) for n in _notes(app)), _notes(app)
                    assert here not in _flat(screen_text(app))
        finally:
            if other is not None:
                await other.close()
            await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt13_en8_the_window_that_takes_a_lobby_seat_says_how_to_play_a_second_seat(lang: str) -> None:
    """Play-through 13, en 8: a newcomer who wanted a second player on one computer ran ``join``
    with the same folders and took their own seat over. The line that says so also says how: another
    data folder (``XDG_DATA_HOME=… chemcards join CODE``), with ``--server`` when the room is not
    on this machine's default port."""

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
                status = app.screen.query_one("#lobby-status")
                command = second_seat_command(url, code)
                assert command.startswith("XDG_DATA_HOME=") and "XDG_CONFIG_HOME=" in command
                # the room by its full link (play-through 15, de 11, en 12, zh 15)
                assert f"chemcards join ws://127.0.0.1:{port}/room/{code}" in command
                await _until(pilot, lambda: _second_seat(lang, command) in _flat(status.render()), "the line")
                assert _flat(tr("online", "seat_taken_here", lang)) in _flat(status.render())
                # each of its two lines is one unit on screen: never broken inside at 80 columns
                for line in command.split("\n"):
                    assert line in screen_text(app)
        finally:
            await first.close()
            await server.stop()

    asyncio.run(run())


def test_pt15_de11_the_command_names_both_folders_and_the_rooms_full_link() -> None:
    """Play-through 15 (de 11, en 12, zh 15): "XDG_DATA_HOME=/tmp/p2 chemcards join 363139 --server
    127.0.0.1:8851" had no ``ws://`` and no ``XDG_CONFIG_HOME``; both folders are needed for a
    separate person (the seat token is kept in the data folder, the name and language in the
    settings). Two lines joined by the shell's continuation, each within 80 columns."""
    command = second_seat_command("ws://127.0.0.1:8765/", "123456")
    assert command == ("XDG_DATA_HOME=/tmp/p2/data XDG_CONFIG_HOME=/tmp/p2/config \\\n"
                       "chemcards join ws://127.0.0.1:8765/room/123456")
    assert all(len(line) <= 78 for line in command.split("\n"))


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt13_en7_the_lobby_says_why_the_players_are_named_by_animals(lang: str) -> None:
    """Play-through 13, en 7: online the players were "Yak" and "Stoat" though the launcher's name
    was "Ann", and nothing said why. No typed name travels (CC-25, docs/online.md: the server
    gives animal names); the lobby says so in one line with this seat's own name."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "metallurgie", "players": 2, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                seen = app.online_session.client.seen
                name = shown_animal(seen.lobby.seats[seen.seat].name, lang)
                line = _flat(tr("online", "lobby_your_name", lang, name=name))
                await _until(pilot, lambda: line in _flat(screen_text(app)), "the line")
        finally:
            await server.stop()

    asyncio.run(run())
