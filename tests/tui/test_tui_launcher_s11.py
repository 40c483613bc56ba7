"""Issue 12, play-through 10: the launcher's first focus, its level column and the seat labels
(session 11). Each test names the finding it guards."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from tui_helpers import cell_slice, screen_text, sync

from chemcards.core import registry
from chemcards.i18n import LANGS, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.table import TableScreen
from chemcards.tui.widgets import Cycler


def launcher(lang: str = "en", game: str = "color-clash", *, lazy: bool = False) -> ChemcardsApp:
    """The launcher; ``lazy``: the engines imported in the launcher's worker, as a person starts it."""
    if lazy:
        return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                            remember=False)
    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                        remember=False, games=registry.games)


async def loaded(pilot: Any) -> None:
    app = pilot.app
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if getattr(app.screen, "loaded", False) and app.screen.query("#start"):
            break
    await pilot.pause()


# -- finding 1: the first focus is on the game chooser ------------------------------------------
@pytest.mark.parametrize("lazy", [False, True], ids=["games-given", "engines-in-worker"])
@sync
async def test_the_launcher_opens_on_the_game_chooser_and_arrows_change_the_game(lazy: bool) -> None:
    """Play-through 10, launcher 1: focus was on Start, where ←/→ did nothing; a newcomer chooses
    the game first."""
    app = launcher(lazy=lazy)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert isinstance(app.focused, Cycler) and app.focused.id == "game", app.focused
        before = app.screen.game_id  # type: ignore[attr-defined]
        await pilot.press("right")
        await loaded(pilot)
        assert app.screen.game_id != before  # type: ignore[attr-defined]
        assert app.focused is not None and app.focused.id == "game"


@sync
async def test_enter_on_the_game_chooser_starts_the_game() -> None:
    """Play-through 10, launcher 1: Enter still starts the game from where the launcher opens, as
    it did when the focus was on Start; the hint under the form says so."""
    app = launcher("de")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert "⏎" in ui("launcher_hint", "de") and ui("launcher_hint", "de") in screen_text(app)
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, TableScreen):
                break
        assert isinstance(app.screen, TableScreen)
        assert app.screen.match.game.id == "color-clash"


# -- finding 2: the level column shows every level whole -----------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_every_level_fits_the_level_column_at_80x24(lang: str) -> None:
    """Play-through 10, launcher 2: "◀ max · 5 s" was cut without "…" at 80×24 (de). Every level
    shows whole, arrows included, in every language."""
    app = launcher(lang, "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        level = app.screen.query_one("#level-1", Cycler)
        for _ in level.choices:
            label = level.choices[level.index][0]
            assert cell_len(f"◀ {label} ▶") <= level.content_region.width, (lang, label)
            line = screen_text(app).splitlines()[level.region.y]
            assert f"◀ {label} ▶" in line, (lang, line)
            level.focus()
            await pilot.press("right")
            await pilot.pause()


@sync
async def test_a_cycler_too_narrow_for_its_choice_ends_it_in_an_ellipsis() -> None:
    """Play-through 10, launcher 2: nothing is cut without "…" (a narrow browser window)."""
    app = launcher("de", "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        level = app.screen.query_one("#level-1", Cycler)
        level.styles.width = 10
        level.value = "strongest"
        await pilot.pause()
        line = screen_text(app).splitlines()[level.region.y]
        cell = cell_slice(line, level.region.x, level.region.x + level.region.width)
        assert "…" in cell and cell.rstrip().endswith("▶"), cell
