"""Issue 21 item 1 (session 7) on the screen: a computer's chemist name is spelled as the screen's
language spells it ("Mendelejew" on a German launcher), and follows a switch of the language."""

from __future__ import annotations

from tui_helpers import screen_text, sync

from chemcards.games.color_clash import GAME as CC
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import Cycler


@sync
async def test_launcher_names_computers_in_the_screens_language() -> None:
    app = ChemcardsApp(settings=Settings(lang="de", speed="instant"), clock=FakeClock(),
                       games=lambda: {CC.id: CC}, remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen)
        while len(launcher.seat_specs) < CC.max_players:
            await pilot.click("#add-seat")
            await pilot.pause()
        assert "Mendelejew" in screen_text(app) and "Mendeleev" not in screen_text(app)
        launcher.query_one("#lang", Cycler).value = "en"
        for _ in range(3):
            await pilot.pause()
        assert "Mendeleev" in screen_text(app) and "Mendelejew" not in screen_text(app)
        assert "Mendeleev" in [s.name for s in launcher.seats()]
