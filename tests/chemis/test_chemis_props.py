"""Property tests: random legal CHEMIS games end, conserve every card, keep HP in 0..6, refuse
illegal plays without changing anything, replay exactly, and never show hidden cards."""

from __future__ import annotations

from chemis_helpers import conserved, fresh
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Drop, Form, Function, React
from chemcards.games.chemis.state import Dying
from chemcards.games.chemis.windows import in_dying

MAX_STEPS = 3000
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, n: int, teams: str = "off", check=None):
    st = fresh(n, seed, teams=teams)
    pick = Rng(seed + 7)
    actions = []
    for _ in range(MAX_STEPS):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        assert legal, "a seat asked to act always has a legal action"
        a = GAME.rollout_action(st, seat, legal, pick)
        GAME.apply(st, seat, a)
        actions.append((seat, str(a)))
        if check:
            check(st)
    return st, actions


def invariants(st) -> None:
    assert conserved(st)  # every card in exactly one place
    for s in range(st.n):
        assert 0 <= st.hp[s] <= 6
        if st.hp[s] == 0 and st.alive[s]:
            assert in_dying(st, s) or st.result is not None


@SETTINGS
@given(seed=st_.integers(0, 10_000), n=st_.integers(2, 6), teams=st_.sampled_from(["off", "two"]))
def test_random_legal_games_end_and_conserve_cards(seed, n, teams):
    st, _ = random_game(seed, n, teams, invariants)
    assert GAME.outcome(st) is not None


@SETTINGS
@given(seed=st_.integers(0, 10_000))
def test_same_seed_and_actions_give_the_same_game(seed):
    a, acts = random_game(seed, 3)
    b = fresh(3, seed)
    for seat, text in acts:
        GAME.apply(b, seat, GAME.parse_action(text))
    assert GAME.state_json(a) == GAME.state_json(b)


ILLEGAL = [Form(0, (("Na", 1), ("Na", 1), ("Na", 1)), ""), Function(5, "heat"),
           React("Au + NaCl -> AuCl + Na"), Drop("Na"), Form(1, (("[OH]", 1), ("[OH]", 1)), "")]


@SETTINGS
@given(seed=st_.integers(0, 10_000), steps=st_.integers(0, 120))
def test_refused_play_leaves_the_state_unchanged_with_a_reason(seed, steps):
    st = fresh(4, seed)
    pick = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            return
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.rollout_action(st, seat, GAME.legal_actions(st, seat), pick))
    if GAME.outcome(st) is not None:
        return
    seat = GAME.to_act(st)[0]
    legal = set(GAME.legal_actions(st, seat))
    wrong_seat = next(s for s in range(st.n) if s not in GAME.to_act(st))
    before = GAME.state_json(st)
    tries = [(seat, a) for a in ILLEGAL if a not in legal] + [(wrong_seat, next(iter(legal)))]
    for who, a in tries:
        try:
            GAME.apply(st, who, a)
        except IllegalAction as exc:
            assert exc.reason and exc.key
        else:
            raise AssertionError(f"{a} was accepted")
        assert GAME.state_json(st) == before


@SETTINGS
@given(seed=st_.integers(0, 10_000), steps=st_.integers(0, 80))
def test_a_view_does_not_depend_on_other_seats_hidden_cards(seed, steps):
    st = fresh(3, seed)
    pick = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.rollout_action(st, seat, GAME.legal_actions(st, seat), pick))
    other = st.clone()
    # swap hidden cards between seat 1's hand and the pile
    k = min(len(other.hands[1]), len(other.pile))
    if k:
        other.hands[1][:k], other.pile[:k] = other.pile[:k], other.hands[1][:k]
    assert GAME.view(st, 0) == GAME.view(other, 0)
    assert GAME.view(st, None) == GAME.view(other, None)


@SETTINGS
@given(seed=st_.integers(0, 10_000), steps=st_.integers(0, 80))
def test_determinize_is_consistent_with_the_view(seed, steps):
    st = fresh(3, seed)
    pick = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.rollout_action(st, seat, GAME.legal_actions(st, seat), pick))
    v = GAME.view(st, 2)
    d = GAME.determinize(v, Rng(seed))
    assert GAME.view(d, 2) == v and conserved(d)


def test_dying_state_is_a_window_on_the_stack():
    """CH-11: HP 0 outside a dying window never happens in a running game (checked in the loop
    above); here a dying window is seen at least once over a few seeds."""
    seen = False
    for seed in range(30):
        def look(st):
            nonlocal seen
            seen = seen or any(isinstance(w, Dying) for w in st.stack)
        random_game(seed, 3, check=look)
        if seen:
            break
    assert seen
