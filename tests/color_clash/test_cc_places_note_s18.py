"""Play-through 17, en 12: the result ranked the players who had not gone out without saying on
what. The engine's ranking (``rounds.final_outcome``) names its basis, and the result says it in one
line: one round by the order out (CC-16; whoever still holds cards last), a longer game by the
totals (CC-19)."""

from __future__ import annotations

from functools import cache

import pytest

from chemcards.core.driver import next_mover
from chemcards.core.i18n import tr
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME


@cache
def outcome(players: int, length: str) -> Outcome:
    """A game of computers played out with seeded random moves."""
    seats = [Seat(f"C{i}", "computer", "easy") for i in range(players)]
    match = Match(GAME, seats, {"length": length}, seed=2)
    rng = Rng(2)
    while match.outcome() is None:
        moved = next_mover(GAME, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    result = match.outcome()
    assert result is not None and result.winners
    return result


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_en12_one_round_at_four_is_placed_by_the_order_out_and_says_so(lang: str) -> None:
    result = outcome(4, "one")
    rounds = result.details["rounds"]
    assert result.details["places_by"] == "out"
    assert list(result.places) == rounds[-1]["places"]  # CC-16: the round's own places
    assert GAME.outcome_text(result, lang) == tr("color-clash", "outcome_places_out", lang)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_en12_a_longer_game_is_placed_by_the_totals_and_says_so(lang: str) -> None:
    result = outcome(3, "three")
    assert result.details["places_by"] == "points"
    scores = result.scores
    for seat, place in enumerate(result.places):  # CC-19: one place after every higher total
        assert place == 1 + sum(1 for other in scores if other > scores[seat])
    assert GAME.outcome_text(result, lang) == tr("color-clash", "outcome_places_points", lang)


def test_pt17_en12_one_round_of_two_has_no_loser_to_explain() -> None:
    assert GAME.outcome_text(outcome(2, "one"), "en") == ""
