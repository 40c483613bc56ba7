"""CHEMIS judgement line and class marks at 80×24 after play-through 12 (issue 12/21, session 13),
in de, en and zh as the real app draws them.

en#8: "⚖ Judgement in Ann's zone (A): HCl[A+] strong acid" / "−2 ·" / "everyone in turn may remove
it …": the mark's cost sat alone on a row with a dangling "·", and "[A+]" beside "Curie (A)" read as
"player A". zh#13: "判定小红（甲）的反应区：每人依次可去除 O₃，打出它的你也一样：去除或过牌" had two
colons in one sentence. CH-10 (judgement), CH-16 (classes and their marks)."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement
from chemcards.games.chemis.texts import MARKS, mark, status_text, t

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put

LANGS = ("zh", "de", "en")
NAMES = {"zh": ("小明", "Curie"), "de": ("Anna", "Curie"), "en": ("Ann", "Curie")}


def _judged(lang: str, formula: str, own: bool) -> Match:
    """``formula`` entered the person's own zone, played by themself (``own``) or by Curie; they
    are asked first (CH-10)."""
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy")], {}, seed=3)
    st = match.state
    clear_hand(st, 0)
    give(st, 0, "Na", "Cl", "filter")
    it = put(st, 0, formula, source=0 if own else 1, judged=False)
    st.stack.append(Judgement(0, (it.uid,), 0, 0))
    return match


async def _window_rows(match: Match, lang: str) -> tuple[list[str], str]:
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = app.screen.query_one("#board")
        window = app.screen.query_one("#chemis-window")
        rows = [row.strip() for row in region_text(app, window.region) if row.strip()]
        return rows, board._window_text(board.view).plain


@pytest.mark.parametrize("own", [True, False])
@pytest.mark.parametrize("formula", ["HCl", "CO"])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ch10_en8_the_judged_substance_and_its_cost_stay_on_one_row(lang: str, formula: str,
                                                                          own: bool) -> None:
    """en#8: the substance, its mark and what it costs („−2“) stand together on one row; no row is
    a lone cost, none ends in a dangling "·"."""
    rows, plain = await _window_rows(_judged(lang, formula, own), lang)
    cls = "strong_acid" if formula == "HCl" else "toxic"
    shown = "HCl" if formula == "HCl" else "CO"
    cost = "−2" if formula == "HCl" else "−1"
    row = next((r for r in rows if f"{shown}[{mark(cls, lang)}]" in r), None)
    assert row is not None and cost in row and t("cls_" + cls, lang) in row, rows
    assert not plain.rstrip().endswith("·") and " · " not in plain, plain
    for r in rows:
        assert not re.fullmatch(r"[−\d\s·]+", r), rows
        assert not r.endswith("·"), rows


@pytest.mark.parametrize("own", [True, False])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ch10_zh13_the_judgement_reads_as_one_sentence(lang: str, own: bool) -> None:
    """zh#13: one sentence, one colon: the window line and the status line of a judgement, for the
    one who played the substance (CH-10 asks them too) and for another (a key's legend in brackets,
    "(p: pass)", aside)."""
    match = _judged(lang, "O3", own)
    _rows, plain = await _window_rows(match, lang)
    status = status_text(match.view(0), lang)
    for text in (plain, status):
        text = re.sub(r"[(（][^()（）]*[)）]", "", text)  # a key's legend "(p: pass)" is no clause
        colons = text.count("：") if lang == "zh" else len(re.findall(r":\s", text))
        assert colons <= 1, text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ch16_en8_no_class_mark_reads_as_an_identity_letter(lang: str) -> None:
    """en#8: „[A+]“ beside "Curie (A)" read as "player A". No mark is a single letter (the
    identity cards are A–F, CH-2): every letter run in a mark is a whole word of the class's name
    in the reader's language ("acid" of "strong acid", „Säure“ of „starke Säure“)."""
    for cls in MARKS:
        words = re.findall(r"[^\W\d_]+", mark(cls, lang))
        name = t("cls_" + cls, lang).casefold().split()
        assert all(len(w) > 1 and w.casefold() in name for w in words), (cls, mark(cls, lang))
