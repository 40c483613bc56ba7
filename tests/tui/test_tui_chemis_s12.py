"""CHEMIS screens at 80×24 after play-through 11 (issue 12/21, session 12), in de, en and zh, as the
real app draws them: the judgement line keeps its last clause together, one format for the target
line. Each test names its finding."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.i18n import tr
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put

LANGS = ("zh", "de", "en")
NAMES = {"zh": ("小明", "Curie"), "de": ("Anna", "Curie"), "en": ("Ann", "Curie")}


def _judged_water(lang: str) -> Match:
    """Water entered the person's own zone (CH-10, CH-17: it helps them while dying) and they are
    asked first: the line of play-through 11 (zh 11)."""
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy")], {}, seed=3)
    st = match.state
    clear_hand(st, 0)
    give(st, 0, "Na", "Cl", "filter")
    it = put(st, 0, "H2O", source=1, judged=False)
    st.stack.append(Judgement(0, (it.uid,), 0, 0))
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ch10_pt11_zh11_the_judgement_line_keeps_its_last_clause_together(lang: str) -> None:
    """Play-through 11 (zh 11): at 80×24 the judgement line broke inside its last clause
    ("… · 等待你" / "去除它（p 过牌）"); since session 11 it reads "轮到你：可以去除它，也可以过牌（p）"
    and broke as "… · 轮到" / "你：可以去除它…". The clause of whom it waits for and what they may do
    is one unit: it stands whole on one row."""
    app = app_for(_judged_water(lang), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        window = app.screen.query_one("#chemis-window")
        rows = [row.strip() for row in region_text(app, window.region)]
        clause = tr("chemis", "win_await_remove", lang, who=tr("chemis", "you", lang))
        assert any(clause in row for row in rows), (clause, rows)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ch6_pt11_zh11_the_target_line_has_one_format(lang: str) -> None:
    """Play-through 11 (zh 11): the target line read "◎ 目标：你的反应区（1–2 换）· 牌堆 …" for the
    person's own zone and "◎ 目标：Curie（乙）· 1–2 换 · 牌堆 …" for another's. One format: the
    target, the keys, the pile and the discard pile, each after " · ", whichever zone it is."""
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = app.screen.query_one("#board")
        lines = []
        for ident in range(2):
            await pilot.press(str(ident + 1))
            await pilot.pause()
            lines.append(board._window_text(board.view).plain)
        for line in lines:
            # the pile on its own row since session 13 (play-through 12, en#10)
            parts = [part.strip() for part in re.split(r"·|\n", line)]
            assert len(parts) == 4, line  # target · keys · pile · discard
            assert "1–2" not in parts[0] and "1–2" in parts[1], line
        keys = [line.split("·")[1].strip() for line in lines]
        assert keys[0] == keys[1], lines
