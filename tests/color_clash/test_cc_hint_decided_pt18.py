"""Play-through 18, de 12 and zh 7 (CC-15, CC-16, CC-19): once the winner of a one-round game is out,
the hint said "about as good as drawing: either about 0 % win chance". Nobody may win any more, so
the hint quotes no win chance and says what the rest of the round is about: the places."""

from __future__ import annotations

import pytest
from cc_rig import act, rig

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.i18n import tr
from chemcards.games.color_clash import GAME


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt18_de12_no_win_chance_is_quoted_once_the_win_is_decided(lang: str) -> None:
    state = rig([["B1"], ["B2", "B4", "R1"], ["B3", "R1", "RS"]], "B5")
    act(state, 0, "play B1")  # Ann goes out: she has won the round and the game (one round)
    view = GAME.view(state, 1)
    assert view.rounds_total == 1 and view.winner == 0 and not view.over  # the places are still open
    legal = GAME.legal_actions(state, 1)
    advice = Advice(legal[0], (Estimate(legal[0], 0.0, 40), Estimate(legal[1], 0.0, 40)))
    line = hint_line(GAME, view, advice, lang)
    assert "%" not in line
    assert tr("ui", "hint_why_decided", lang) in line


def test_pt18_de12_a_game_still_open_keeps_its_win_chance() -> None:
    state = rig([["B1", "G9"], ["B2", "B4", "R1"], ["B3", "R1", "RS"]], "B5")
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    advice = Advice(legal[0], (Estimate(legal[0], 0.6, 40), Estimate(legal[1], 0.2, 40)))
    assert "60" in hint_line(GAME, view, advice, "en")
