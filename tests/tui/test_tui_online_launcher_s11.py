"""Online from the launcher (play-through 11, zh 1 and 2): leaving a lobby opened from the launcher
goes back there, not out of the app; a code that names no room is left without the question about
giving up a seat that was never taken; a server that does not answer is said in the player's
language, not Python's English error."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input
from tui_helpers import screen_text, sync

from chemcards.i18n import tr
from chemcards.net.server import RoomServer
from chemcards.net.store import MemoryStore
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.online import LobbyScreen, OnlineScreen
from chemcards.tui.settings import Settings


async def _until(pilot: Pilot[Any], cond: Any, what: str, rounds: int = 600) -> None:
    for _ in range(rounds):
        if cond():
            return
        await pilot.pause(0.05)
    raise AssertionError(f"{what} did not come: {screen_text(pilot.app)}")


async def _join(pilot: Pilot[Any], app: ChemcardsApp, server: str, code: str = "",
                button: str = "#online-join") -> None:
    """From the launcher: Ctrl+O, the server (and code), then Join (or Host) to the lobby."""
    await pilot.press("ctrl+o")
    await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen")
    app.screen.query_one("#online-server", Input).value = server
    app.screen.query_one("#online-code", Input).value = code
    await pilot.pause(0.1)
    await pilot.click(button)
    await _until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")


@sync
async def test_a_code_without_a_room_is_left_back_to_the_launcher_without_a_seat_question() -> None:
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang="zh", speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            await _join(pilot, app, f"127.0.0.1:{port}", "999999")
            await _until(pilot, lambda: tr("online", "no_room", "zh") in screen_text(app), "no such room")
            await pilot.press("escape")
            await pilot.pause(0.3)
            assert not isinstance(app.screen, ConfirmScreen), screen_text(app)
            await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen again")
            assert app.is_running
            await pilot.press("escape")
            await _until(pilot, lambda: isinstance(app.screen, LauncherScreen), "the launcher")
    finally:
        await server.stop()


@sync
async def test_leaving_a_room_opened_from_the_launcher_goes_back_there() -> None:
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            await _join(pilot, app, f"127.0.0.1:{port}", button="#online-host")
            await _until(pilot, lambda: bool(server.rooms), "the room")
            await pilot.pause(0.3)
            await pilot.press("escape")
            await _until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
            await pilot.press("y")
            await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen again")
            assert app.is_running
    finally:
        await server.stop()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_a_server_that_does_not_answer_is_said_in_the_players_language(lang: str) -> None:
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        await _join(pilot, app, f"127.0.0.1:{_closed_port()}", "123456")
        refused = tr("online", "cannot_connect_refused", lang, command="chemcards serve")
        await _until(pilot, lambda: refused.split("chemcards")[0][:8] in screen_text(app), "the refusal")
        text = screen_text(app)
        assert "Connect call failed" not in text and "Errno" not in text, text


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_leaving_a_lesson_does_not_promise_that_it_was_saved(lang: str) -> None:
    """Play-through 11, zh 3: "New game" in a guided game asked „…游戏已保存，可用“继续”接着玩“, but a
    lesson is not saved and nothing could resume it. The question says so; so does Ctrl+Q's."""
    from tui_helpers import app_for, settle

    from chemcards.core.registry import get_game
    from chemcards.lessons import load_lesson
    from chemcards.tui.lesson import GuidedTable

    lesson = load_lesson("chemie-kartenspiel")
    game = get_game("chemie-kartenspiel")
    app = app_for(None, lang=lang, games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GuidedTable(lesson.new_match("You", game), lesson))
        await settle(pilot)
        app.action_new_game()
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app)
        assert tr("lessons", "lesson_abandon_question", lang)[:12] in text, text
        assert tr("ui", "abandon_question", lang)[-12:] not in text
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GuidedTable)
        assert app.screen.quit_question() == tr("lessons", "lesson_quit_question", lang)


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_a_bad_code_or_server_on_the_online_screen_is_said_in_the_players_language(lang: str) -> None:
    """Play-through 11: "not a room code or link: ''" (the link parser's English) on a Chinese
    screen after Join with the code typed into the server field."""
    from textual.widgets import Static

    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        await pilot.press("ctrl+o")
        await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen")
        status = app.screen.query_one("#online-status", Static)
        await pilot.click("#online-join")
        await pilot.pause(0.2)
        assert str(status.render()) == tr("online", "bad_code", lang)
        app.screen.query_one("#online-server", Input).value = "ftp://x"
        await pilot.click("#online-join")
        await pilot.pause(0.2)
        assert str(status.render()) == tr("online", "bad_server", lang, server="ftp://x")
