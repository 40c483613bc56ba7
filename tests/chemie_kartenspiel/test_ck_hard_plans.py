"""The hard level builds whole compounds (issue 18, ``bot.ChemieSearch`` with ``bot.Plan``).

CK-8: a turn lays one compound, built unit by unit. A search that chose each unit on its own
followed medium's compound at one step and its own favourite at the next and ended with neither;
hard now weighs whole compounds (and skipping) at the start of the turn and then builds the one it
chose to the end."""

from __future__ import annotations

from ck_helpers import rig

from chemcards.bots.advice import advise
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Lay, Skip
from chemcards.games.chemie_kartenspiel.bot import (
    PLANS,
    ChemieHeuristic,
    ChemieSearch,
    Plan,
    plan,
    plans,
    unit_value,
)
from chemcards.games.chemie_kartenspiel.search import all_compounds, is_complete, units, units_of
from chemcards.games.chemie_kartenspiel.state import BUILD


def test_ck11_plans_are_valid_compounds_of_the_hand_and_include_mediums() -> None:
    """Every plan is a complete, payable compound of the hand (CK-11…CK-20); medium's compound is
    among them, and no plan is missing when the hand holds few."""
    state = rig(["Na Cl O H H K", "K"], pile="O*20")
    view = GAME.view(state, 0)
    found = plans(view)
    assert found and all(is_complete(view.hand, p.units) for p in found)
    assert plan(view) in {p.units for p in found}
    every = {units_of(c) for c in all_compounds(view.hand)}
    assert len(every) > PLANS and len(found) == PLANS and {p.units for p in found} <= every
    # the ones weighed are the best by medium's values (unit_value; nothing on the table to attack)
    values = {u.index: unit_value(u, False) for u in units()}
    worth = {c: sum(values[i] for i in c) for c in every}
    weakest = min(worth[p.units] for p in found)
    assert all(worth[c] <= weakest for c in every - {p.units for p in found})


def test_ck19_a_plan_shields_by_mediums_rule() -> None:
    """A compound worth SHIELD_FROM points or more is laid with a spare Protomaterie (CK-19)."""
    state = rig(["S O O O Protomaterie", "K"], pile="O*20")
    view = GAME.view(state, 0)
    so3 = [p for p in plans(view) if len(p.units) == 1]  # SO3, the printed combination (CK-15)
    assert so3 and so3[0].shield


def test_ck8_hard_builds_the_compound_it_chose_to_the_end_every_turn() -> None:
    """Through whole games against medium: each turn hard adds only units of one compound and lays
    exactly that compound, or skips (CK-8); it never searches again in the middle of a turn."""
    for seed in (1, 2):
        seats = [Seat("H", "computer", "hard"), Seat("M", "computer", "medium")]
        state = GAME.new_state(seats, {}, Rng(seed))
        hard = ChemieSearch(GAME, 0, Rng(seed), iterations=24, seconds=None)
        medium = ChemieHeuristic(GAME, 1, Rng(seed + 1))
        laid = 0
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if seat == 1:
                GAME.apply(state, 1, medium.choose(GAME.view(state, 1), legal))
                continue
            turn = state.turn
            if state.phase != BUILD:
                GAME.apply(state, 0, hard.choose(GAME.view(state, 0), legal))
                continue
            searches = 0
            chosen: Plan | None = None
            while state.turn == turn and state.phase == BUILD:
                before = hard.last_stats
                action = hard.choose(GAME.view(state, 0), GAME.legal_actions(state, 0))
                searches += hard.last_stats is not before
                if chosen is None and isinstance(action, Add | Lay):
                    chosen = hard._plan
                    assert chosen is not None
                if isinstance(action, Add):
                    assert chosen is not None and action.unit in chosen.units
                if isinstance(action, Lay):
                    assert chosen is not None and tuple(sorted(state.draft)) == chosen.units
                    assert action.shield == chosen.shield
                    laid += 1
                if isinstance(action, Skip):
                    assert chosen is None
                GAME.apply(state, 0, action)
            assert searches <= 1
        assert laid > 3


def test_ck8_the_hint_names_a_move_of_the_game() -> None:
    """The hint and the review show moves: the search's estimates are keyed by ``add``/``lay``/
    ``skip`` moves that are legal now, never by a plan."""
    state = rig(["Na Cl O H H K", "K"], pile="O*20")
    legal = GAME.legal_actions(state, 0)
    advice = advise(GAME, 0, GAME.view(state, 0), legal, seed=1, iterations=40)
    assert advice.action in legal
    assert advice.estimates and all(e.action in legal for e in advice.estimates)


def test_guard_needs_visits_before_it_overrules_medium() -> None:
    """With fewer than ``plan_guard_visits`` samples of either compound the search's favourite is
    not evidence enough: medium's compound is kept, however good the few samples looked."""
    state = rig(["Na Cl O H H K", "K"], pile="O*20")
    view = GAME.view(state, 0)
    hard = ChemieSearch(GAME, 0, Rng(1), iterations=24, seconds=None, plan_guard_visits=10 ** 6)
    mine = next(p for p in plans(view) if p.units == plan(view))
    other = next(p for p in plans(view) if p != mine)
    hard._root_stats = {mine: (3, 0.1, 0.0), other: (3, 0.9, 0.0)}
    assert hard._guard_plan(other, mine) == mine
    hard.plan_guard_visits = 2
    assert hard._guard_plan(other, mine) == other
