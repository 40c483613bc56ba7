"""Play-through 20, en 9 (small): footers and Saved games read alike everywhere.

The launcher's footer has two spaces between its keys; the tables', the curtain's and the dialogs'
had one ("⏎ Show my cards Ctrl+Q Quit"), hard to read. Saved games said "today 23:44:34" for
today's rows but only "2026-12-03 23:44" after midnight for a game of a minute before: yesterday's
rows say "yesterday"."""

from __future__ import annotations

import time

import pytest
from rich.cells import cell_len
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.i18n import LANGS, ui
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.saved_games import saved_when
from chemcards.tui.settle import CURTAIN_SETTLE
from chemcards.tui.widgets import KeysFooter

NOW = time.mktime((2026, 12, 4, 0, 1, 10, 0, 0, -1))  # just after midnight


@pytest.mark.parametrize("lang", LANGS)
def test_pt20_en9_yesterdays_row_says_yesterday(lang: str) -> None:
    """en 9: a game saved two minutes before midnight reads "yesterday 23:59" (no seconds: the
    column has 16 cells); today's keeps its seconds, one older keeps its date."""
    yesterday = saved_when(NOW - 130, NOW, lang)
    assert yesterday == ui("saved_yesterday", lang, time="23:59"), yesterday
    assert saved_when(NOW - 10, NOW, lang) == ui("saved_today", lang, time="00:01:00")
    assert saved_when(NOW - 86400 - 130, NOW, lang) == "2026-12-02 23:59"
    assert cell_len(yesterday) <= 16


def _gaps(app: object) -> list[str]:
    """The blanks between the keys of the footer as drawn on the screen's last line."""
    line = screen_text(app).splitlines()[-1]  # type: ignore[arg-type]
    keys = [k for k in app.screen.query_one(KeysFooter).children if k.display]  # type: ignore[attr-defined]
    drawn = [str(k.render()) for k in keys]
    gaps, at = [], 0
    for text in drawn:
        found = line.index(text, at)
        if at:
            gaps.append(line[at:found])
        at = found + len(text)
    return gaps


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt20_en9_curtain_and_table_footers_space_their_keys_as_the_launcher(lang: str) -> None:
    """en 9: two spaces between the keys on the hot-seat curtain at 80×24, as in the launcher's
    footer; on the table too where the row has room for every key with them (English)."""
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        gaps = _gaps(app)
        assert gaps and set(gaps) == {"  "}, gaps
        clock.advance(CURTAIN_SETTLE + 0.1)
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen)
        gaps = _gaps(app)
        # one gap for the whole row: two spaces, or one where the row is full (German, Chinese)
        assert len(set(gaps)) == 1 and set(gaps) <= {"  ", " "}, gaps
        assert lang != "en" or set(gaps) == {"  "}, gaps
