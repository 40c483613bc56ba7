"""The launcher's keys after play-through 15: zh 1 (↓ from a level landed on the next seat's type,
and ← made a computer a person), de 13 (←/→ in a name field move the text cursor while the help
line says "←/→ chooses"), en 7 (the German footer had no F1 when Resume was offered). Each test
names its finding."""

from __future__ import annotations

import pytest
from tui_helpers import launcher_app, open_launcher, screen_text, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.settings import current_save_path

_app = launcher_app
_launcher = open_launcher


def _focused(app: ChemcardsApp) -> str:
    return app.focused.id if app.focused is not None and app.focused.id else ""


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt15_en7_launcher_footer_keeps_f1_with_resume(lang: str) -> None:
    """Play-through 15, en 7: with a game to resume, the German footer read "Strg+S Start
    Strg+R Fortsetzen  Strg+O Online  Strg+Q Ende  ? Tasten": F1 had been dropped to fit."""
    from chemcards.games.color_clash import GAME as CC

    path = current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    match = Match(CC, [Seat("Anna"), Seat("Curie", "computer", "easy")], {}, seed=4, autosave=path)
    who = match.to_act()[0]
    match.act(who, match.legal(who)[0])
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        assert screen.query("#resume"), "a game to resume: Resume is offered"
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "F1" in footer and ui("rules", lang) in footer, footer
        assert "+R" in footer and "?" in footer, footer


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt15_zh1_up_down_keep_the_column_in_the_seat_rows(lang: str) -> None:
    """Play-through 15, zh 1: on seat 2's level ↓ went to seat 3's type, so the next ← made the
    computer Curie a person named "玩家3". ↓/↑ keep the column: level → level, type → type,
    name → name."""
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        assert len(screen.seat_specs) == 4 and screen.seat_specs[2].computer
        screen.query_one("#level-1").focus()
        await pilot.pause()
        await pilot.press("left", "down")
        await pilot.pause()
        assert _focused(app) == "level-2"
        await pilot.press("left")
        await pilot.pause()
        assert screen.seat_specs[2].computer, "↓ then ← changed seat 3's type"
        await pilot.press("down")
        assert _focused(app) == "level-3"
        await pilot.press("up", "up")
        assert _focused(app) == "level-1"
        screen.query_one("#kind-1").focus()
        await pilot.press("down")
        assert _focused(app) == "kind-2"
        await pilot.press("up")
        assert _focused(app) == "kind-1"
        screen.query_one("#name-1").focus()
        await pilot.press("down")
        assert _focused(app) == "name-2"
        await pilot.press("up", "up")
        assert _focused(app) == "name-0"


@sync
async def test_pt15_zh1_a_person_level_is_skipped_by_down_not_the_column() -> None:
    """A person's level is greyed out ("—"): ↓ from the level above goes on to the next computer's
    level, never to another column (zh 1)."""
    app = _app("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        screen.query_one("#kind-2").focus()
        await pilot.press("left")  # seat 3 becomes a person: its level is off
        await pilot.pause()
        assert not screen.seat_specs[2].computer
        screen.query_one("#level-1").focus()
        await pilot.press("down")
        assert _focused(app) == "level-3"


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt15_de13_help_line_says_what_left_right_do_in_a_name_field(lang: str) -> None:
    """Play-through 15, de 13: in a name field ←/→ move the text cursor, while the help line said
    "←/→ chooses". With a name field in focus the line says what ←/→ do there."""
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        hint = screen.query_one("#launcher-hint")
        assert str(hint.render()) == ui("launcher_hint", lang)
        screen.query_one("#name-1").focus()
        await pilot.pause()
        assert str(hint.render()) == ui("launcher_hint_name", lang)
        assert ui("launcher_hint_name", lang) in screen_text(app)
        screen.query_one("#kind-1").focus()
        await pilot.pause()
        assert str(hint.render()) == ui("launcher_hint", lang)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt15_zh11_palette_faster_and_slower_say_each_its_own(lang: str) -> None:
    """Play-through 15, zh 11: in a game's command palette "减慢" and "加快" had the same
    description ("电脑出牌停留显示的时间"). Each says which way it changes the time."""
    from tui_helpers import make_app, people

    from chemcards.games.color_clash import GAME as CC

    app = make_app(CC, people("Ann", computers=1), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        helps = {c.title: c.help for c in app.get_system_commands(app.screen)}
        faster, slower = helps[ui("faster", lang)], helps[ui("slower", lang)]
        assert faster != slower
        assert faster == ui("faster_help", lang) and slower == ui("slower_help", lang)


@sync
async def test_pt19_de5_a_held_down_arrow_stays_on_the_row_of_buttons() -> None:
    """Play-through 19, de 5: ↓ walked on along the row of buttons to „Beenden“, where a held ↓ and
    ⏎ closed the app unasked. The row of buttons is the last row: ↓ stays on it, ←/→ move along it,
    ↑ goes back to the form's last field."""
    from textual.widgets import Button

    app = launcher_app("de")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        for _ in range(30):
            await pilot.press("down")
        await pilot.pause()
        first = screen.focused
        assert isinstance(first, Button) and first.id == "start", first
        await pilot.press("right")
        await pilot.pause()
        assert screen.focused is not first and isinstance(screen.focused, Button)
        await pilot.press("down")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id != "quit"
        await pilot.press("up")
        await pilot.pause()
        assert not isinstance(screen.focused, Button), screen.focused
