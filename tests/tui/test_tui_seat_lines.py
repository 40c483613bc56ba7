"""Seat lines at six seats and the result table (issue 12 follow-up, point 3; issue 12 points 3, 7).

At six seats the seat lines were cut so that the card counts were hidden, and Chinese lines wrapped
with "分" alone on a line. The count and the score must always be on screen (the name is cut
first); the result table must not split a card over two lines or cut "[Computer·medium]".
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from tui_helpers import app_for, make_app, region_text, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import ui

SIX = [Seat("Annemarie"), *[Seat(f"Computer{i}", "computer", "medium") for i in range(1, 6)]]


def cc_phrase(view: object, seat: int, lang: str) -> str:
    """CC-24 seat line: the cards held and the score, as Color Clash words them."""
    counts, scores = view.counts, view.scores  # type: ignore[attr-defined]
    if lang == "zh":
        return f"{counts[seat]} 张牌，{scores[seat]} 分"
    return f"{counts[seat]} Karten, {scores[seat]} Punkte"


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_six_seats_keep_every_count_and_score_visible_color_clash(lang: str) -> None:
    app = make_app(CC, SIX, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        lines = region_text(app, table.query_one("#seats").region)
        text = "\n".join(lines)
        view = table.match.view(0)
        wanted = Counter(cc_phrase(view, i, lang) for i in range(6))
        for phrase, n in wanted.items():
            assert text.count(phrase) == n, (phrase, text)
        # no Chinese unit orphaned on a line of its own
        assert not any(re.fullmatch(r"[│\s]*[分张牌]+[│\s]*", line) for line in lines), text


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_six_seats_chemie_kartenspiel_keep_score_and_cards(lang: str) -> None:
    app = make_app(CK, SIX, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        text = "\n".join(region_text(app, table.query_one("#seats").region))
        for line, seat in zip(CK.seat_lines(table.match.view(0), lang), SIX, strict=True):
            detail = line.split(seat.name, 1)[1].lstrip(":： ")
            score_and_cards = " · ".join(detail.split(" · ")[:2])  # "0 P. · 7 Karten"
            assert score_and_cards in text, (score_and_cards, text)
        assert text.count("…") <= 6  # cut at most once per seat, visibly


def finished_six(lang: str) -> Match:
    match = Match(CC, SIX, {}, seed=11)
    bots = [make_bot(CC, s, "medium", Rng(s)) for s in range(6)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_cc26_result_table_keeps_cards_and_computer_marks_whole(lang: str) -> None:
    match = finished_six(lang)
    outcome = match.outcome()
    assert outcome is not None
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        mark = f"[{ui('computer', lang)}·{ui('level_medium', lang)}]"
        assert text.count(mark) == 5, text  # every computer marked, whole (CC-24)
        column = CC.outcome_column(outcome, lang)
        assert column is not None
        cards = {c.strip() for cell in column[1] for c in re.split(r", | = ", cell) if "(" in c}
        for card in cards:  # "■ B3 (3)": each on one line, never split
            assert card in text, (card, text)
