"""Properties of whole games: random legal play ends and keeps every card in one place, refusals
change nothing, same seed + same actions = same game, views hide what they must (CK-all)."""

from __future__ import annotations

import copy

from ck_helpers import census, new_game, play_random
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Attack, Drop, Lay, Pay, Skip, Stop
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import units

games = st.tuples(st.integers(0, 10**6), st.sampled_from([("family", 2), ("family", 4), ("family", 6),
                                                          ("competitive", 2), ("competitive", 4)]))


@settings(max_examples=12, deadline=None)
@given(games)
def test_random_legal_games_end_and_keep_every_card_in_one_place(game) -> None:
    seed, (mode, players) = game
    state = new_game(players, seed, mode)
    rng = Rng(seed + 1)
    steps = 0
    while GAME.outcome(state) is None:
        assert steps < 5000, "the game did not end"
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
        steps += 1
        if steps % 7 == 0:
            assert census(state) == [tuple(d) for d in state.decks]
    assert census(state) == [tuple(d) for d in state.decks]
    outcome = GAME.outcome(state)
    assert outcome.scores == tuple(float(sum(p.points for p in row)) for row in state.table)


def _all_actions(state) -> list:
    cat = catalogue()
    ids = [p.id for row in state.table for p in row] + [state.next_id + 5]
    return ([Add(u.index) for u in units()] + [Drop(u.index) for u in units()] + [Lay(False), Lay(True)]
            + [Pay(c) for c in range(cat.size)] + [Attack(i) for i in ids] + [Stop(), Skip()])


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10**6))
def test_actions_outside_legal_are_refused_and_change_nothing(seed: int) -> None:
    state = new_game(3, seed)
    rng = Rng(seed)
    for step in range(30):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        legal = set(GAME.legal_actions(state, seat))
        for action in _all_actions(state):
            if action in legal:
                continue
            for who in (seat, (seat + 1) % 3) if step % 5 == 0 else (seat,):
                before = GAME.state_json(state)
                try:
                    GAME.apply(state, who, action)
                except IllegalAction as err:
                    assert err.reason and err.key
                else:
                    raise AssertionError(f"{action} was accepted but is not legal")
                assert GAME.state_json(state) == before
        for action in legal:  # every legal action is accepted
            twin = GAME.clone(state)
            GAME.apply(twin, seat, action)
        legal_list = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal_list[rng.randbelow(len(legal_list))])


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["family", "competitive"]))
def test_same_seed_and_actions_give_the_same_game(seed: int, mode: str) -> None:
    a, b = new_game(3, seed, mode), new_game(3, seed, mode)
    ra, rb = Rng(seed), Rng(seed)
    play_random(a, ra)
    play_random(b, rb)
    assert GAME.state_json(a) == GAME.state_json(b)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_view_ignores_other_seats_hidden_cards(seed: int, steps: int) -> None:
    state = new_game(3, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            return
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    other = GAME.clone(state)
    hand, pile = other.hands[1], other.piles[0]
    swap = next((i for i, c in enumerate(pile) if hand[c] == 0), None)
    held = next((c for c, n in enumerate(hand) if n), None)
    if swap is None or held is None or (state.current == 1 and state.draft):
        return
    new = pile[swap]
    pile[swap] = held
    hand[held] -= 1
    hand[new] += 1
    assert GAME.view(other, 0) == GAME.view(state, 0)
    assert GAME.view(other, None) == GAME.view(state, None)
    assert GAME.view(other, 1) != GAME.view(state, 1)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 30), st.sampled_from(["family", "competitive"]))
def test_determinize_is_consistent_with_the_view(seed: int, steps: int, mode: str) -> None:
    state = new_game(3, seed, mode)
    rng = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            return
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    for seat in range(3):
        view = GAME.view(state, seat)
        sample = GAME.determinize(view, Rng(seed + seat))
        assert GAME.view(sample, seat) == view
        assert census(sample) == [tuple(d) for d in state.decks]
        if GAME.outcome(sample) is None:
            assert GAME.legal_actions(sample, sample.current)


def _paying_positions(limit: int) -> list[tuple[object, int]]:
    """(state, watcher) pairs from seeded random games where a payment is owed (CK-20) and the
    watcher is another seat, the payer's hand hidden from it."""
    found: list[tuple[object, int]] = []
    for seed in range(400):
        state = new_game(3, seed, "competitive" if seed % 2 else "family")
        rng = Rng(seed)
        for _ in range(120):
            if GAME.outcome(state) is not None or len(found) >= limit:
                break
            if state.phase == "pay":
                found.append((copy.deepcopy(state), (state.current + 1) % 3))
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
        if len(found) >= limit:
            break
    return found


def test_ck20_determinize_while_a_payment_is_owed_keeps_the_view(monkeypatch) -> None:
    """CK-20: the payer's real hand can pay, so every sample must too — the sample's view equals
    the view it came from, its phase still 'pay' (seed 7890 after 24 steps once turned it into
    'build'). With one random deal allowed, the built deal (`_paying_cards`) is tested as well."""
    from chemcards.games.chemie_kartenspiel import view as ck_view

    positions = _paying_positions(12)
    assert positions, "no payment happened in 400 seeded games"
    for deals in (ck_view.PAY_DEALS, 1):
        monkeypatch.setattr(ck_view, "PAY_DEALS", deals)
        for state, watcher in positions:
            view = GAME.view(state, watcher)
            for k in range(20):
                sample = GAME.determinize(view, Rng(k))
                assert sample.phase == "pay"
                assert GAME.view(sample, watcher) == view
                assert census(sample) == [tuple(d) for d in state.decks]


def test_ck20_determinize_regression_seed_7890_competitive() -> None:
    """The example Hypothesis found: three seats, competitive decks, 24 random steps (CK-20)."""
    state = new_game(3, 7890, "competitive")
    rng = Rng(7890)
    for _ in range(24):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    for seat in range(3):
        view = GAME.view(state, seat)
        assert GAME.view(GAME.determinize(view, Rng(7890 + seat)), seat) == view
