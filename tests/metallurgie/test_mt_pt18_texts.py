"""Play-through 18 (session 19), en 7, Metallurgie: at game end the seats panel showed a bare "Ag×1"
under a name, and the review said "none of your decisions was clearly worse, but at 34 of your 53
it would have chosen another move". The kept cards (MT-11) are named as such, and the review's line
reads as a person would say it, in de, en and zh."""

from __future__ import annotations

import dataclasses

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.i18n import tr, ui

KEPT = {"en": "kept: Fe×1 Ag×2", "de": "hält: Fe×1 Ag×2", "zh": "保留：Fe×1 Ag×2"}


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_en7_mt11_the_seat_line_says_the_counts_are_kept_cards(lang: str) -> None:
    mt = games()["metallurgie"]
    view = Match(mt, [Seat("Ann"), Seat("Curie")], {}, seed=1).view(0)
    kept = (1, 0, 2, 0)  # Fe, Cu, Ag, Au
    view = dataclasses.replace(view, points=(kept, *view.points[1:]))
    mine, theirs = mt.seat_lines(view, lang)
    assert KEPT[lang] in mine, mine
    assert tr("metallurgie", "kept_cards", lang, cards="") not in theirs  # nothing kept: no label


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_en7_the_review_line_reads_naturally(lang: str) -> None:
    line = ui("review_none_others", lang, n=34, m=53)
    assert "34" in line and "53" in line
    assert "at 34 of your 53" not in line and "chosen another move" not in line
    if lang == "en":
        assert "played differently 34 times out of 53" in line, line
