"""Issue 12 point 5: the launcher's language switch changes everything at once.

Found at 80×24 (pt6-zh1 #8, pt6-de #11): a seat's default name ("玩家1") stayed Chinese on the German
screen when that seat had been switched to Computer and back; the switch showed "◀ 中文 ▶" about 2 s
before the rest of the launcher followed.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Button, Input
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.text import lang_name
from chemcards.tui.widgets import Cycler


def launcher(lang: str) -> ChemcardsApp:
    return ChemcardsApp(settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False,
                        games=registry.games)


async def switch_to(app: ChemcardsApp, pilot: Any, lang: str) -> None:
    """Click the language choice until ``lang`` is chosen, as a player does (it is not on the Tab
    path: play-through 11, de 14)."""
    for _ in range(3):
        if app.settings.lang == lang:
            return
        await pilot.click("#lang", offset=(6, 0))
        await pilot.pause(0.2)
    assert app.settings.lang == lang


@sync
async def test_issue12_5_a_default_name_follows_the_language_after_computer_and_back() -> None:
    app = launcher("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        assert app.screen.query_one("#name-0", Input).value == ui("default_person", "zh", n=1)
        kind = app.screen.query_one("#kind-0", Cycler)
        kind.action_step(1)  # seat 1: Computer
        await pilot.pause()
        assert kind.value == "computer"
        await switch_to(app, pilot, "de")
        kind = app.screen.query_one("#kind-0", Cycler)
        kind.action_step(1)  # a person again
        await pilot.pause()
        assert kind.value == "human"
        assert app.screen.query_one("#name-0", Input).value == ui("default_person", "de", n=1)
        assert "玩家" not in screen_text(app)


@sync
async def test_issue12_5_the_language_choice_changes_with_the_rest_of_the_screen() -> None:
    """The language's own label changes in the same redraw as the rest: right after the key it
    still names the old language (the form is rebuilt in one batch), then every text is new."""
    app = launcher("de")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        cycler = app.screen.query_one("#lang", Cycler)
        cycler.focus()
        cycler.action_step(1)  # de -> en
        assert cycler.render().plain.strip(" ◀▶") == lang_name("de")  # not ahead of the rest
        await pilot.pause(0.3)
        await pilot.pause(1.0)
        assert app.settings.lang == "en"
        screen = app.screen
        assert screen.query_one("#lang", Cycler).render().plain.strip(" ◀▶") == lang_name("en")
        assert str(screen.query_one("#start", Button).label) == ui("start", "en")
        footer = screen_text(app).splitlines()[-1]
        assert ui("keys", "en") in footer, footer
