"""Play-through 17, zh 12: the hint's note "with 4 equally strong players each would have 25 %" was
wrong once a player had gone out. In a one-round game the first seat out has won (CC-15, CC-19):
nobody still holding cards can win any more, so there is no even share to set the figure beside
and the note is dropped. In a longer game every seat, the one out of this round too, still plays
for the highest total (CC-19): the share stays 1 in 4."""

from __future__ import annotations

from typing import Any

import pytest
from cc_rig import act, rig

from chemcards.bots.advice import Advice, Estimate, even_share, hint_line
from chemcards.games.color_clash import GAME
from chemcards.i18n import ui

EQUAL = Advice("play B2", (Estimate("play B2", 0.0, 240), Estimate("draw", 0.0, 240)))
HANDS = [["B7", "Y2", "R5"], ["B2", "B4", "R1"], ["B3", "B9", "R2"], ["B8"]]


def _after_one_went_out(length: str) -> Any:
    """Four seats; seat 3 plays its last card and is out (CC-16); seat 0 is to play."""
    state = rig(HANDS, "B5", current=3, options={"length": length})
    act(state, 3, "play B8")
    assert state.out == (3,) and GAME.to_act(state) == (0,)
    return state


def test_pt17_zh12_before_anyone_is_out_the_share_is_one_in_four() -> None:
    state = rig(HANDS, "B5", options={"length": "one"})
    assert even_share(GAME, GAME.view(state, 0)) == (4, 0.25)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_zh12_once_the_round_has_its_winner_a_one_round_hint_has_no_even_share(lang: str) -> None:
    view = GAME.view(_after_one_went_out("one"), 0)
    assert even_share(GAME, view) is None
    line = hint_line(GAME, view, EQUAL, lang)
    # no figure at all once nobody may win (play-through 18, de 12: "either about 0 %"), so no basis
    # for one either; the line says what is left: the places (test_cc_hint_decided_pt18.py)
    assert ui("hint_why_decided", lang) in line and "%" not in line, line
    assert ui("hint_basis_even", lang, n=480, players=4, fair=25) not in line, line
    assert ui("hint_basis_even", lang, n=480, players=3, fair=33) not in line, line


def test_pt17_zh12_in_a_longer_game_the_seat_out_of_the_round_still_plays_for_the_win() -> None:
    view = GAME.view(_after_one_went_out("three"), 0)
    assert even_share(GAME, view) == (4, 0.25)
