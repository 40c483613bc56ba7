"""The launcher after play-through 12 (session 13, shared13): zh#11 (↑/↓, the name fields' focus,
names remembered across restarts, options kept when switching games and back) and de#9 (Start-LP
explained)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_tui_launcher_s12 import launcher, loaded, until
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.i18n import tr
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.widgets import Cycler


@sync
async def test_zh11_down_and_up_move_between_rows_as_tab_does() -> None:
    """zh#11: ↑/↓ did nothing in the launcher; a newcomer presses ↓ first. They move between the
    rows as Tab and Shift+Tab do, where the focused field does not use them itself."""
    app = launcher("zh", "chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        assert screen.focused is not None and screen.focused.id == "game"
        await pilot.press("tab")
        await pilot.pause()
        after_tab = screen.focused.id if screen.focused else None
        await pilot.press("shift+tab")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id == "game"
        await pilot.press("down")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id == after_tab
        await pilot.press("up")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id == "game"
        # from a name field too: ↓ goes on to the next seat's name (the seat rows keep the column,
        # play-through 15 zh 1: ↓ to another column let ← turn a computer into a person), ↑ back
        screen.query_one("#name-0").focus()
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id == "name-1"
        await pilot.press("up")
        await pilot.pause()
        assert screen.focused is not None and screen.focused.id == "name-0"


@sync
async def test_zh11_a_focused_name_field_is_highlighted() -> None:
    """zh#11: the name fields had no highlight; only the text cursor showed the focus."""
    app = launcher("zh", "chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        name0, name1 = screen.query_one("#name-0"), screen.query_one("#name-1")
        kind = screen.query_one("#kind-0")
        kind.focus()
        await pilot.pause()
        highlight = kind.rich_style.bgcolor  # a focused choice: the accent colour
        plain = name0.rich_style.bgcolor
        name0.focus()
        await pilot.pause()
        # as clearly as a focused choice, not a faint tint
        focused = name0.rich_style.bgcolor
        assert focused is not None and highlight is not None and plain is not None
        near = all(abs(a - b) < 24 for a, b in zip(focused.get_truecolor(), highlight.get_truecolor(),
                                                    strict=True))
        assert near and focused != plain, (name0.rich_style, highlight, plain)
        assert name1.rich_style.bgcolor == plain


def _app(tmp_path: Path) -> ChemcardsApp:
    from chemcards.tui.settings import load_settings

    settings = load_settings(tmp_path / "settings.json")
    settings.lang, settings.speed = "zh", "instant"
    return ChemcardsApp(settings=settings, clock=FakeClock(), games=registry.games,
                        settings_path=tmp_path / "settings.json",
                        save_path=tmp_path / "saves" / "current.json", stats_path=tmp_path / "stats.json")


@sync
async def test_zh11_typed_seat_names_are_remembered_across_restarts(tmp_path: Path) -> None:
    """zh#11: after restarting the app the seats were back at "玩家1 / Curie / Bohr / Dalton"; the
    names 小明/小红 were lost. The table last started comes back with its names (settings file)."""
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        screen.query_one("#kind-1", Cycler).value = "human"
        await pilot.pause()
        for i, name in ((0, "小明"), (1, "小红")):
            field = screen.query_one(f"#name-{i}")
            field.value = name  # type: ignore[attr-defined]
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.table is not None)
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        names = [s.name for s in screen.seat_specs]
        kinds = [s.computer for s in screen.seat_specs]
        assert names[:2] == ["小明", "小红"] and kinds[:2] == [False, False], screen.seat_specs
        assert screen.query_one("#name-1").value == "小红"  # type: ignore[attr-defined]


async def _set_option(pilot: Any, screen: LauncherScreen, key: str, value: Any) -> None:
    game = screen.game
    assert game is not None
    index = next(i for i, o in enumerate(game.options()) if o.key == key)
    cycler = screen.query_one(f"#opt-{index}", Cycler)
    cycler.value = game.options()[index].values().index(value)
    await pilot.pause()


def form_shows(app: ChemcardsApp, screen: LauncherScreen, game_id: str) -> bool:
    """The form is rebuilt for ``game_id``: its option rows are on screen. The game is chosen
    before the form is recomposed, so a test that went on when ``screen.game`` changed set the next
    value on the old form's row, which was then removed (failed under load)."""
    game = screen.game
    if game is None or game.id != game_id or not screen.query("#game"):
        return False
    text = screen_text(app)
    return all(o.label("zh") in text for o in game.options()[:1])


@sync
async def test_zh11_every_game_option_survives_switching_games_and_back() -> None:
    """zh#11: CHEMIS 初始血量 went back from 1 to 4 when another game was chosen and CHEMIS again."""
    app = launcher("zh", "chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        await _set_option(pilot, screen, "hp", 1)
        await _set_option(pilot, screen, "rounds", 60)
        assert screen.options()["hp"] == 1
        for game_id in ("color-clash", "chemis"):
            screen.query_one("#game", Cycler).value = game_id
            await until(pilot, lambda game_id=game_id: form_shows(app, screen, game_id))
        assert screen.options()["hp"] == 1 and screen.options()["rounds"] == 60, screen.options()


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_de9_start_lp_is_explained_in_the_launcher(lang: str) -> None:
    """de#9: "Start-LP ◀ 4 ▶" was not explained in the launcher; "LP = Lebenspunkte" was only in
    the rulebook. The row says what the number is."""
    app = launcher(lang, "chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        note = tr("chemis", "opt_hp_note", lang)
        assert note != "opt_hp_note"
        assert note in screen_text(app)
    if lang == "de":
        assert "Lebenspunkte" in note


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_zh11_the_launcher_help_line_names_up_and_down(lang: str) -> None:
    """zh#11: the help line named only Tab; ↑/↓ move between the fields too."""
    from chemcards.i18n import ui

    assert "↑/↓" in ui("launcher_hint", lang)
