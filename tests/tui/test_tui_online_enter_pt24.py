"""The launcher's Online screen (play-through 24, en 4): ⏎ in the room-code field did nothing and
Tab went from the code to "Host here". ⏎ there joins, as the Join button does, the code may be
typed as the lobby shows it ("933 973"), and Tab goes from the code to Join. A real room server
on loopback answers."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot
from textual.widgets import Button, Input
from tui_helpers import screen_text, sync

from chemcards.i18n import tr
from chemcards.net.server import RoomServer
from chemcards.net.store import MemoryStore
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.online import LobbyScreen, OnlineScreen
from chemcards.tui.settings import Settings


async def _until(pilot: Pilot[Any], cond: Any, what: str, rounds: int = 600) -> None:
    for _ in range(rounds):
        if cond():
            return
        await pilot.pause(0.05)
    raise AssertionError(f"{what} did not come: {screen_text(pilot.app)}")


@sync
async def test_pt24_en4_enter_in_the_code_field_joins_and_tab_goes_to_join() -> None:
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            await pilot.press("ctrl+o")
            await _until(pilot, lambda: isinstance(app.screen, OnlineScreen), "the Online screen")
            app.screen.query_one("#online-server", Input).value = f"127.0.0.1:{port}"
            code = app.screen.query_one("#online-code", Input)
            code.focus()
            await pilot.pause()
            await pilot.press("tab")
            await pilot.pause()
            assert app.focused is app.screen.query_one("#online-join", Button), app.focused
            code.focus()
            await pilot.press(*"999 999")
            await pilot.pause()
            assert code.value == "999 999"
            await pilot.press("enter")
            await _until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
            await _until(pilot, lambda: tr("online", "no_room", "en") in screen_text(app), "no such room")
    finally:
        await server.stop()
