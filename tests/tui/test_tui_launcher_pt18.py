"""The launcher's keys after play-through 18: en 8 / de 10 / zh 5 (the language field only by
Ctrl+T, which the footer did not show; ⏎ on "+"/"−" 0.4 s apart lost presses; ←/→ did not move
along the button row; Shift+Tab from the game list landed on Quit, where ⏎ quit at once) and
de 11 (the footer's "Strg+R Weiter" beside the button "Fortsetzen"). Each test names its finding."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Button
from tui_helpers import launcher_app, open_launcher, screen_text, sync

from chemcards.core.i18n import LANGS, key_display, ui
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import current_save_path


def _save_a_game() -> None:
    """An unfinished game in progress, so the launcher offers Resume (its button and Ctrl+R)."""
    from chemcards.games.color_clash import GAME as CC

    path = current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    match = Match(CC, [Seat("Anna"), Seat("Curie", "computer", "easy")], {}, seed=4, autosave=path)
    who = match.to_act()[0]
    match.act(who, match.legal(who)[0])


def _footer(app: Any) -> str:
    return screen_text(app).splitlines()[-1]


def _focused(app: Any) -> str:
    return app.focused.id if app.focused is not None and app.focused.id else ""


@pytest.mark.parametrize(("lang", "resume"), [("de", False), ("en", False), ("zh", False),
                                             ("en", True), ("zh", True)])
@sync
async def test_pt18_en8_the_footer_shows_the_language_key(lang: str, resume: bool) -> None:
    """Play-through 18 en 8 / zh 5: the language field is off the Tab path (a stray ← switched the
    screen's language, play-through 11 de 14), so its key Ctrl+T is in the footer at 80×24, in
    English and Chinese also beside Resume; F1 and Quit stay. (German with Resume has no room for
    it beside „Strg+R Fortsetzen“: there the "?" page names it.)"""
    if resume:
        _save_a_game()
    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        assert bool(screen.query("#resume")) == resume
        await pilot.pause()
        footer = _footer(app)
        assert f"{key_display('ctrl+t', lang)} {ui('language', lang)}" in footer, footer
        assert "F1" in footer and key_display("ctrl+q", lang) in footer, footer
        if not resume:  # Ctrl+S keeps its first place where it is shown
            assert footer.split()[0] == key_display("ctrl+s", lang), footer


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_de11_the_footer_names_resume_as_its_button_does(lang: str) -> None:
    """Play-through 18 de 11: one word for one thing. The footer said „Strg+R Weiter“ under the
    button „Fortsetzen“; it now says what the button says."""
    _save_a_game()
    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        label = str(screen.query_one("#resume", Button).label)
        await pilot.pause()
        footer = _footer(app)
        assert f"{key_display('ctrl+r', lang)} {label}" in footer, footer


@sync
async def test_pt18_de10_a_press_while_the_button_shows_the_last_one_counts() -> None:
    """Play-through 18 de 10: ⏎ on „+“ 0.4 s after the last press was lost: Textual's button
    ignores a press while it still shows the one before (its "-active" look, 0.2 s, longer on a
    busy machine while the form is rebuilt). Every press counts."""
    app = launcher_app("de")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        before = len(screen.seat_specs)
        plus = screen.query_one("#add-seat", Button)
        plus.focus()
        await pilot.pause()
        plus.add_class("-active")  # as right after a press
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.seat_specs) == before + 1


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_zh5_left_right_move_along_the_button_row(lang: str) -> None:
    """Play-through 18 de 10 / zh 5: ←/→ on a button of the row go to the next button (the help
    line says "←/→ chooses"); at either end they stay."""
    _save_a_game()
    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        row = [b.id for b in screen.query("Horizontal.buttons Button")]
        assert row[0] == "start" and row[-1] == "quit" and len(row) >= 4, row
        screen.query_one("#start").focus()
        await pilot.pause()
        await pilot.press("left")
        assert _focused(app) == "start"
        for wanted in row[1:]:
            await pilot.press("right")
            assert _focused(app) == wanted
        await pilot.press("right")
        assert _focused(app) == "quit"
        await pilot.press("left")
        assert _focused(app) == row[-2]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_zh5_shift_tab_from_the_game_does_not_land_on_quit(lang: str) -> None:
    """Play-through 18 zh 5: Shift+Tab from the game list went round to Quit, and the next ⏎
    quit the app with no question. Shift+Tab on the first field stays there, as ↑ does; Tab
    still goes along the form."""
    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        assert isinstance(screen, LauncherScreen)
        assert _focused(app) == "game"
        await pilot.press("shift+tab")
        assert _focused(app) == "game"
        await pilot.press("tab")
        assert _focused(app) not in ("game", "quit", "")
        await pilot.press("shift+tab")
        assert _focused(app) == "game"
