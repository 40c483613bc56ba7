"""Play-through 13, zh (session 15, issue 12): the Color Clash review line said the call twice,
"更好的是“打出 ◆ 2 并喊‘最后一张！’”：出牌时喊“最后一张！”" — the better move names the call (CC-10),
and the rule's reason after it named it again instead of saying why. The reason says why (one card
left: call, or be caught, CC-10 … CC-12); the call clause stands once in de, en and zh, in the
review and in the hint."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.bots.review import Moment, moment_line
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import parse_action

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "color_clash"))
from cc_rig import rig

#: the call's own words in each language ("Last card!")
CALL = {"de": "Letzte Karte", "en": "Last card", "zh": "最后一张"}
#: the reason's words: what happens without the call (caught, CC-11)
CAUGHT = {"de": "erwischen", "en": "caught", "zh": "抓"}


def _two_cards() -> tuple[object, Moment]:
    state = rig([["BS", "Y7"], ["R1", "R2", "G3", "G4", "Y5"]], "B5", seed=1)
    view = GAME.view(state, 0)
    better = parse_action("play BS call")
    advice = Advice(better, (Estimate(better, 0.5, 10),))
    return view, Moment(3, "play BS", "play BS call", math.nan, 0.5, view, advice, by_rule=True)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_cc10_pt13_zh_the_review_line_names_the_call_once_and_says_why(lang: str) -> None:
    _, moment = _two_cards()
    line = moment_line(GAME, moment, lang)
    assert line.count(CALL[lang]) == 1, line
    assert CAUGHT[lang] in line, line


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_cc10_pt13_zh_the_hint_for_a_call_names_it_once(lang: str) -> None:
    view, moment = _two_cards()
    line = hint_line(GAME, view, moment.advice, lang)
    assert line.count(CALL[lang]) == 1, line
    assert CAUGHT[lang] in line, line
