"""Statistics chart at 80 columns (play-through 14 zh 1, issue 12 point 7): widths measured in
cells, the game's name from its ruleset in each language, plain text when piped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len
from test_tui_launcher_s12 import loaded
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.tui import stats
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock

LANGS = ("de", "en", "zh")
TITLES = {"de": "Color Clash", "en": "Color Clash", "zh": "Color Clash 色彩对决"}


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "stats.json"
    games = (("color-clash", "medium", 6, True), ("color-clash", "medium", 6, False),
             ("color-clash", "medium", 3, False), ("chemis", "easy", 2, True),
             ("chemie-kartenspiel", "mixed", 4, False), ("metallurgie", "hard", 4, True))
    for game, level, players, won in games:
        stats.add(stats.Entry(game, level, players, won, 3.0, 1 if won else 2, "2026-12-01"), path)
    return path


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_zh_1_every_chart_line_fits_by_cells_and_names_the_game(tmp_path: Path, lang: str) -> None:
    """play-through 14 zh 1: each label row with 中等 was 2 cells wider than the axis (the old plot counted
    characters), and the labels said "color-clash" instead of the game's name."""
    text = stats.stats_text(_file(tmp_path), None, lang, width=78)
    assert "\x1b[" not in text  # the text itself is plain; colour is added where it is shown
    chart = text.split("\n\n", 1)[1].splitlines()
    assert all(cell_len(line) <= 78 for line in text.splitlines()), text
    if lang == "zh":  # a row too long goes on after its label, "3.0 分" stays together
        assert text.count("平均 3.0 分") == 5, text
    bars = [line for line in chart if "┤" in line]
    assert len(bars) == 5
    axis = {cell_len(line.split("┤")[0]) for line in bars}
    assert len(axis) == 1, chart  # the axis stands in one column, whatever the labels' script
    assert "color-clash" not in text and TITLES[lang] in text
    assert registry.game_infos()["chemis"].title(lang) in text


def test_pt14_zh_1_piped_stats_writes_no_escape_codes_and_fits_80_columns(tmp_path: Path) -> None:
    """play-through 14 zh 1: `chemcards stats | …` still wrote colour codes ("[0m")."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "COLUMNS")}
    path = _file(tmp_path)
    for lang in LANGS:
        command = [sys.executable, "-m", "chemcards", "stats", "--file", str(path), "--lang", lang]
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        assert "\x1b" not in done.stdout and "[0m" not in done.stdout
        assert TITLES[lang] in done.stdout and "█" in done.stdout
        assert all(cell_len(line) <= 80 for line in done.stdout.splitlines()), done.stdout


@sync
async def test_pt14_zh_1_the_launchers_f2_chart_is_not_wrapped_at_80_columns(tmp_path: Path) -> None:
    """play-through 14 zh 1: in F2 the first label row wrapped and left "│" alone on a line."""
    from chemcards.tui.settings import load_settings

    path = _file(tmp_path)
    for lang in LANGS:
        settings = load_settings(tmp_path / "settings.json")
        settings.lang, settings.speed = lang, "instant"
        app = ChemcardsApp(settings=settings, clock=FakeClock(), games=registry.games,
                           settings_path=tmp_path / "settings.json",
                           save_path=tmp_path / "saves" / "current.json", stats_path=path)
        async with app.run_test(size=(80, 24)) as pilot:
            await loaded(pilot)
            await pilot.press("f2")
            await pilot.pause()
            shown = [line.rstrip() for line in screen_text(app).splitlines()]
            assert not any(line.strip() in ("│", "┤") for line in shown), shown
            chart = stats.stats_text(path, None, lang, width=76).splitlines()
            visible = [line for line in chart if any(line.rstrip() and line.rstrip() in s for s in shown)]
            # everything that fits on the 24 lines stands whole, each line on one screen line
            assert len(visible) >= 12, (chart, shown)
            assert TITLES[lang] in "\n".join(shown)
