"""The hard level's judgement of a running two-player game (``bot.judge``, the game's ``evaluate``).

Nearly every playout of the hard level is cut after a few actions and judged, so the judgement is
what the search plays for (issue 18). It must follow the rules' scoring: points on the table count
(CK-9), cards in hand count only while they can still be laid (CK-10), a Protomaterie in hand is
worth something (a shield, CK-19, or part of a combination, CK-18); and it must be a fair
estimate of who wins, which the hand-made judgement was not (more confident than its results)."""

from __future__ import annotations

import math

import pytest
from ck_helpers import rig

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.bot import ChemieHeuristic, judge
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.state import BUILD, OVER, Placed


def _lay(state, seat: int, text: str) -> None:  # type: ignore[no-untyped-def]
    compound = parse_compound(text)
    state.table[seat].append(Placed(state.next_id, compound, points(compound), False, 0, 0))
    state.next_id += 1


def test_ck9_more_points_on_the_table_with_the_same_cards_is_better() -> None:
    before = rig(["Na Cl O", "K Br O"], pile="O*60")
    after = rig(["Na Cl O", "K Br O"], pile="O*60")
    _lay(after, 0, "HCl")
    assert judge(after)[0] > judge(before)[0]
    assert judge(after)[1] < judge(before)[1]


def test_two_players_chances_add_up_to_one() -> None:
    state = rig(["Na Cl O Protomaterie", "K Br"], pile="O*40")
    _lay(state, 1, "HCl")
    assert sum(judge(state)) == pytest.approx(1.0)


def test_ck19_a_protomaterie_in_hand_is_worth_something() -> None:
    """A joker shields a compound (CK-19) or completes a combination (CK-18): holding one more,
    all else equal, is better (the hand-made judgement counted it as its 0 card points)."""
    plain = rig(["Na Cl O", "K Br O"], pile="O*60")
    joker = rig(["Na Cl O Protomaterie", "K Br O"], pile="O*60")
    assert judge(joker)[0] > judge(plain)[0]


def test_ck10_cards_in_hand_count_less_as_the_pile_runs_out() -> None:
    """CK-10: cards still held when the pile runs out score nothing, so the same better hand is
    worth less near the end than at the start."""
    early = rig(["Au Pt Ag Protomaterie", "H"], pile="O*90")
    late = rig(["Au Pt Ag Protomaterie", "H"], pile="O*3")
    assert judge(early)[0] > judge(late)[0] > 0.5


def test_the_seat_to_move_is_judged_ahead_in_an_even_position() -> None:
    state = rig(["Na Cl", "Na Cl"], pile="O*60")
    state.current = 1
    assert judge(state)[1] > judge(state)[0]


def _positions(games: int) -> list[tuple[list[float], list[float]]]:
    """Turn-start positions of seeded medium-against-medium games: (judged chances, result)."""
    out = []
    for g in range(games):
        seats = [Seat("A", "computer", "medium"), Seat("B", "computer", "medium")]
        state = GAME.new_state(seats, {}, Rng(5000 + g))
        bots = [ChemieHeuristic(GAME, s, Rng(g * 7 + s)) for s in range(2)]
        seen = []
        while state.phase != OVER:
            seat = state.current
            if state.phase == BUILD and not state.draft:
                seen.append(judge(state))
            action = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state, seat))
            GAME.apply(state, seat, action)
        outcome = GAME.outcome(state)
        assert outcome is not None
        result = [1.0 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(2)]
        out += [(j, result) for j in seen]
    return out


@pytest.mark.slow
def test_the_judgement_predicts_real_results_better_than_a_coin() -> None:
    """On positions of medium games (not those it was fitted on: other seeds) the judged chance of
    the first seat has a lower log loss than the constant 0.5 (log 2 = 0.693). The hand-made
    judgement (8 points of lead for 73 %) scored 0.798 on such positions: worse than a coin."""
    positions = _positions(40)
    loss = -sum(r[0] * math.log(max(j[0], 1e-9)) + (1 - r[0]) * math.log(max(1 - j[0], 1e-9))
                for j, r in positions) / len(positions)
    assert len(positions) > 500
    assert loss < 0.66
