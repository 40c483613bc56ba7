"""Property tests over random legal games (MT-1, MT-2, MT-4, MT-10, MT-14, MT-15)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from mt_helpers import new_game, per_metal_census, play_random

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.actions import KINDS, Action
from chemcards.games.metallurgie.catalogue import STOP, catalogue
from chemcards.games.metallurgie.hexgrid import connected, frontier, pack
from chemcards.games.metallurgie.state import State

games = st.tuples(st.integers(2, 4), st.integers(0, 2**32), st.sampled_from(["off", "on"]))


def invariants(state: State) -> None:
    cat = catalogue()
    # MT-1: every tracked card in exactly one place, metal by metal.
    assert sum(state.census().values()) == cat.in_play_total
    assert per_metal_census(state) == list(cat.counts)
    # MT-2 / MT-10: the field is always one connected piece.
    assert connected(state.field)
    # MT-2 / MT-4: each stack is iron..top in ascending order; a packed top outside 0..3 would break it.
    assert all(0 <= top < cat.metals for top in state.field.values())
    assert all(len(h) <= cat.hand_size for h in state.hands)
    # the cached iron frontier (MT-4) always matches the field
    assert state.iron_spots is None or state.iron_spots == tuple(sorted(frontier(state.field)))


@settings(max_examples=25, deadline=None)
@given(games)
def test_mt1_mt2_mt14_random_legal_games_end_and_keep_every_card(game: tuple[int, int, str]) -> None:
    players, seed, bonus = game
    state = new_game(players, seed, bonus)
    invariants(state)
    play_random(state, Rng(seed + 1), check=invariants)
    outcome = GAME.outcome(state)
    assert outcome is not None and state.end_reason in ("stop", "pile", "passes")
    assert outcome.scores == tuple(float(state.score_of(s)) for s in range(players))


def random_action(rng: Rng) -> Action:
    kind = KINDS[rng.randbelow(len(KINDS))]
    return Action(kind, rng.randbelow(4), pack(rng.randbelow(9) - 4, rng.randbelow(9) - 4))


@settings(max_examples=15, deadline=None)
@given(games)
def test_mt4_illegal_actions_are_refused_and_change_nothing(game: tuple[int, int, str]) -> None:
    players, seed, bonus = game
    state = new_game(players, seed, bonus)
    rng = Rng(seed)
    refusals = 0
    while GAME.outcome(state) is None and refusals < 150:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        legal_set = set(legal)
        for _ in range(4):
            bad = random_action(rng)
            if bad.kind in ("reveal", "end", "pass"):
                bad = Action(bad.kind)
            elif bad.kind == "remove":
                bad = Action(bad.kind, -1, bad.pos)
            who = seat if rng.randbelow(4) else (seat + 1) % players
            if who == seat and bad in legal_set:
                continue
            before = GAME.state_json(state)
            try:
                GAME.apply(state, who, bad)
            except IllegalAction as exc:
                assert exc.reason and exc.key
            else:
                raise AssertionError(f"{bad} by seat {who} was accepted but is not legal")
            assert GAME.state_json(state) == before
            refusals += 1
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])


@settings(max_examples=10, deadline=None)
@given(games)
def test_same_seed_and_actions_give_the_same_game(game: tuple[int, int, str]) -> None:
    players, seed, bonus = game
    first = new_game(players, seed, bonus)
    rng = Rng(seed)
    played: list[tuple[int, str]] = []
    while GAME.outcome(first) is None:
        (seat,) = GAME.to_act(first)
        legal = GAME.legal_actions(first, seat)
        action = legal[rng.randbelow(len(legal))]
        played.append((seat, str(action)))
        GAME.apply(first, seat, action)
    second = new_game(players, seed, bonus)
    for seat, text in played:
        GAME.apply(second, seat, GAME.parse_action(text))
    assert GAME.state_json(second) == GAME.state_json(first)


@settings(max_examples=20, deadline=None)
@given(games, st.integers(0, 60))
def test_a_view_ignores_other_seats_hidden_cards(game: tuple[int, int, str], steps: int) -> None:
    players, seed, bonus = game
    state = new_game(players, seed, bonus)
    rng = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    viewer = 0
    other = 1
    twin = GAME.clone(state)
    hand = twin.hands[other]
    swap = next((i for i, c in enumerate(twin.pile) if hand and c != STOP and c != hand[0]), None)
    if hand and swap is not None:
        hand[0], twin.pile[swap] = twin.pile[swap], hand[0]
    else:
        twin.pile.reverse()
    assert GAME.view(twin, viewer) == GAME.view(state, viewer)
    assert GAME.view(twin, None) == GAME.view(state, None)
    # and the view round-trips through determinize
    sampled = GAME.determinize(GAME.view(state, viewer), Rng(seed))
    assert GAME.view(sampled, viewer) == GAME.view(state, viewer)
    assert per_metal_census(sampled) == list(catalogue().counts)


def test_clone_is_independent() -> None:
    state = new_game(3, 9)
    twin = GAME.clone(state)
    play_random(twin, Rng(2))
    assert GAME.state_json(state) == GAME.state_json(new_game(3, 9))
