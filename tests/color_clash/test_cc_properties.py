"""Properties over random play (hypothesis): CC-1 conservation of the 108 cards, complete and
refusing legality, determinism, hidden information (CC-23), save and replay."""

from __future__ import annotations

from collections import Counter
from typing import Any

from cc_rig import seats
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.records import Record
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import ALL_ACTIONS, PLAY
from chemcards.games.color_clash.catalogue import BIT, COUNT, FACES
from chemcards.games.color_clash.state import DRAWN, State

OPTIONS = [{}, {"mode": "family"}, {"length": "three"}, {"turn_time": "30"},
           {"mode": "family", "turn_time": "off", "length": "one"}]
settings.register_profile("cc", deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards_in_one_place(state: State) -> None:
    """CC-1: all 108 cards, each in exactly one place (a hand, the draw pile, the discard pile)."""
    total = [sum(column) for column in zip(*state.counts, strict=True)]
    for f, c in Counter(state.pile + state.discard).items():
        total[f] += c
    assert total == COUNT
    assert state.sizes == [sum(h) for h in state.counts]


def step(state: State, rng: Rng, play_bias: float) -> tuple[int, Any]:
    """One random action by a random seat among those who may act (the referee included)."""
    acting = GAME.to_act(state)
    seat = acting[rng.randbelow(len(acting))]
    legal = GAME.legal_actions(state, seat)
    if not legal:  # a referee with nothing to do: somebody else acts
        seat = acting[0]
        legal = GAME.legal_actions(state, seat)
    plays = [a for a in legal if a.kind == PLAY]
    action = rng.choice(plays) if plays and rng.random() < play_bias else rng.choice(legal)
    GAME.apply(state, seat, action)
    return seat, action


def test_two_thousand_random_games_end_without_raising() -> None:
    """Random legal play ends every game, 2–6 players, every option set: a fifth of the games uniformly
    random (drawing is always allowed, so these run to thousands of actions), the rest play-first
    (the search bots' rollout policy)."""
    for g in range(2000):
        rng = Rng(g)
        players = 2 + g % 5
        state = GAME.new_state(seats(players), OPTIONS[g % len(OPTIONS)], Rng(10_000 + g))
        uniform = g % 5 == 0
        steps = 0
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = rng.choice(legal) if uniform else GAME.rollout_action(state, seat, legal, rng)
            GAME.apply(state, seat, action)
            steps += 1
            assert steps < 200_000
        all_cards_in_one_place(state)
        assert GAME.outcome(state).winners or GAME.outcome(state).note  # type: ignore[union-attr]


@settings(settings.get_profile("cc"), max_examples=300)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), options=st.sampled_from(OPTIONS),
       bias=st.sampled_from([0.5, 0.8, 0.95]))
def test_random_play_keeps_every_card_in_one_place(seed: int, players: int, options: dict[str, str],
                                                    bias: float) -> None:
    rng = Rng(seed)
    state = GAME.new_state(seats(players), options, Rng(seed + 1))
    all_cards_in_one_place(state)
    steps = 0
    while GAME.outcome(state) is None and steps < 1500:
        step(state, rng, bias)
        all_cards_in_one_place(state)
        steps += 1
    for seat in range(players):
        assert all((state.counts[seat][f] > 0) == bool(state.masks[seat] & BIT[f]) for f in range(FACES))


@settings(settings.get_profile("cc"), max_examples=60)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), options=st.sampled_from(OPTIONS))
def test_every_action_not_legal_is_refused_and_changes_nothing(seed: int, players: int,
                                                                options: dict[str, str]) -> None:
    """Legal lists are complete: each listed action applies, every other one raises IllegalAction
    with a reason and leaves ``state_json`` exactly as it was."""
    rng = Rng(seed)
    state = GAME.new_state(seats(players), options, Rng(seed + 1))
    for _ in range(rng.randbelow(6) + 1):
        for _ in range(rng.randbelow(40)):
            if GAME.outcome(state) is not None:
                return
            step(state, rng, 0.8)
        if GAME.outcome(state) is not None:
            return
        before = GAME.state_json(state)
        for seat in (REFEREE, *range(players)):
            legal = set(GAME.legal_actions(state, seat))
            for action in ALL_ACTIONS:
                if action in legal:
                    probe = GAME.clone(state)
                    GAME.apply(probe, seat, action)
                    continue
                try:
                    GAME.apply(state, seat, action)
                except IllegalAction as exc:
                    assert exc.reason and exc.key
                else:
                    raise AssertionError(f"seat {seat} could apply {action} that is not legal")
                assert GAME.state_json(state) == before


@settings(settings.get_profile("cc"), max_examples=40)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), options=st.sampled_from(OPTIONS))
def test_same_seed_and_actions_give_the_same_game(seed: int, players: int, options: dict[str, str]) -> None:
    rng = Rng(seed)
    first = GAME.new_state(seats(players), options, Rng(seed + 1))
    second = GAME.new_state(seats(players), options, Rng(seed + 1))
    assert GAME.state_json(first) == GAME.state_json(second)
    steps = 0
    while GAME.outcome(first) is None and steps < 1500:
        seat, action = step(first, rng, 0.7)
        GAME.apply(second, seat, GAME.parse_action(str(action)))
        steps += 1
    assert GAME.state_json(first) == GAME.state_json(second)
    assert GAME.outcome(first) == GAME.outcome(second)


@settings(settings.get_profile("cc"), max_examples=80)
@given(seed=st.integers(0, 2**31), players=st.integers(3, 6), steps=st.integers(0, 120))
def test_view_ignores_other_seats_hidden_cards(seed: int, players: int, steps: int) -> None:
    """CC-23: seat A's view is the same for two states that differ only in seat B's hidden cards
    (here: cards swapped between B's hand and C's hand or the draw pile)."""
    rng = Rng(seed)
    state = GAME.new_state(seats(players), {}, Rng(seed + 1))
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            return
        step(state, rng, 0.7)
    a = rng.randbelow(players)
    b = (a + 1 + rng.randbelow(players - 1)) % players
    pending = state.drawn if state.phase == DRAWN else -1
    other = state.clone()
    mine = [f for f in range(FACES) if other.counts[b][f] and f != pending]
    theirs = [f for f in other.pile if f not in mine]
    if not mine or not theirs:
        return
    give, take = rng.choice(mine), rng.choice(theirs)
    other.counts[b][give] -= 1
    other.counts[b][take] += 1
    other.masks[b] = sum(BIT[f] for f in range(FACES) if other.counts[b][f])
    other.pile[other.pile.index(take)] = give
    all_cards_in_one_place(other)
    assert GAME.state_json(other) != GAME.state_json(state)
    assert GAME.view(other, a) == GAME.view(state, a)
    assert GAME.view(other, None) == GAME.view(state, None)
    assert GAME.view(other, b) != GAME.view(state, b)


@settings(settings.get_profile("cc"), max_examples=60)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 200))
def test_determinize_agrees_with_the_view_and_plays_on(seed: int, players: int, steps: int) -> None:
    """``determinize`` gives a state whose view for the viewer is the original view, that keeps all 108
    cards, and from which legal play goes on without a refusal (ISMCTS relies on all three)."""
    rng = Rng(seed)
    state = GAME.new_state(seats(players), {}, Rng(seed + 1))
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            return
        step(state, rng, 0.7)
    viewer = rng.randbelow(players)
    view = GAME.view(state, viewer)
    sampled = GAME.determinize(view, Rng(seed + 2))
    all_cards_in_one_place(sampled)
    assert GAME.view(sampled, viewer) == view
    for _ in range(200):
        if GAME.outcome(sampled) is not None:
            break
        step(sampled, rng, 0.9)
        all_cards_in_one_place(sampled)


@settings(settings.get_profile("cc"), max_examples=30)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 300),
       secure=st.booleans(), options=st.sampled_from(OPTIONS))
def test_save_and_load_at_a_random_point_continues_identically(seed: int, players: int, steps: int,
                                                               secure: bool, options: dict[str, str]) -> None:
    rng = Rng(seed)
    match = Match(GAME, seats(players), options, seed=None if secure else seed)
    for _ in range(steps):
        if match.outcome() is not None:
            break
        seat, action = step(match.state, rng, 0.7)
        match.record.actions.append((seat, str(action)))  # what Match.act records
    record = Record.from_json(match.record.to_json())
    loaded = Match.from_record(record)
    assert GAME.state_json(loaded.state) == GAME.state_json(match.state)
    if secure:
        # A replayed secure record holds exactly the chance used so far; the core's replay Rng cannot
        # draw new chance after it (reported to the lead), so only the seeded game plays on here.
        return
    for _ in range(200):
        if match.outcome() is not None:
            break
        acting = match.to_act()
        seat = acting[0]
        action = rng.choice(match.legal(seat))
        match.act(seat, action)
        loaded.act_text(seat, str(action))
        assert GAME.state_json(loaded.state) == GAME.state_json(match.state)
