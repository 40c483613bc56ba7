"""Play-through 17, zh 9: in Saved games today's rows showed only the time ("11:28:55") and older
ones the date; a tester did not see that a row without a date was today's. Today's rows now say
so: "today 11:28:55", „heute 11:28:55“, “今天 11:28:55”."""

from __future__ import annotations

import os
import time

import pytest
from rich.cells import cell_len
from test_tui_saved_games_pt16 import _saves
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.i18n import LANGS
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.saved_games import SavedGamesScreen, saved_when
from chemcards.tui.settings import Settings, current_save_path

TODAY = {"en": "today", "de": "heute", "zh": "今天"}
NOW = time.mktime((2026, 12, 3, 11, 30, 0, 0, 0, -1))


@pytest.mark.parametrize("lang", LANGS)
def test_pt17_zh9_todays_row_says_today_an_older_one_its_date(lang: str) -> None:
    """zh 9: the word for today before today's time (with its seconds, play-through 16 de 7); an
    older row keeps its date; both fit the column's 16 cells."""
    today = saved_when(NOW - 65, NOW, lang)
    assert today == f"{TODAY[lang]} 11:28:55", today
    older = saved_when(NOW - 2 * 86400, NOW, lang)  # yesterday's says so (play-through 20, en 9)
    assert older == "2026-12-01 11:30" and TODAY[lang] not in older, older
    assert max(cell_len(today), cell_len(older)) <= 16


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt17_zh9_saved_games_screen_marks_todays_rows_at_80x24(lang: str) -> None:
    """On the screen at 80×24: two games saved today read "today …", one saved two days ago its
    date, and each row of today's has the word."""
    folder = current_save_path().parent
    _saves(folder, 3)
    old = sorted(folder.glob("unfinished-*.json"))[-1]
    two_days = time.time() - 2 * 86400
    os.utime(old, (two_days, two_days))
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="color-clash"),
                       clock=FakeClock(), remember=False, games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.show_saved_games()
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, SavedGamesScreen) and app.screen.saved:
                break
        text = screen_text(app)
        rows = [line for line in text.splitlines() if "Color Clash" in line]
        assert len(rows) == 3, text
        marked = [row for row in rows if f"{TODAY[lang]} " in row]
        assert len(marked) == 2, rows
        date = time.strftime("%Y-%m-%d", time.localtime(two_days))
        assert sum(date in row for row in rows) == 1, rows
