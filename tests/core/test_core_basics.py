"""The shared core: chance, piles, seats and turn order."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.core.cards import deal, draw, reshuffle_under_top, shuffle_in, shuffled
from chemcards.core.rng import ReplayExhausted, Rng
from chemcards.core.seats import Seat, next_seat


def test_seeded_rng_is_reproducible() -> None:
    a, b = Rng(7), Rng(7)
    assert [a.randbelow(100) for _ in range(50)] == [b.randbelow(100) for _ in range(50)]


def test_secure_rng_records_its_draws_and_replays_them() -> None:
    """CC-23: a secure deal can still be replayed exactly from the recorded draws."""
    secure = Rng()
    assert secure.secure
    deck = shuffled(list(range(108)), secure)
    replay = Rng(replay=secure.drawn)
    assert shuffled(list(range(108)), replay) == deck


def test_replay_rng_continues_securely_past_its_record_and_refuses_impossible_draws() -> None:
    """A resumed secure game plays on with fresh secure chance, remembered for the next resume."""
    rng = Rng(replay=[1])
    assert rng.randbelow(2) == 1
    later = rng.randbelow(1000)
    assert rng.drawn == [1, later]
    with pytest.raises(ReplayExhausted):
        Rng(replay=[5]).randbelow(3)


def test_clone_continues_identically_and_fork_is_independent() -> None:
    rng = Rng(3)
    rng.randbelow(10)
    twin = rng.clone()
    assert [rng.randbelow(1000) for _ in range(20)] == [twin.randbelow(1000) for _ in range(20)]
    # A fork is seeded from the parent, so a seeded game's search bots are reproducible too.
    assert Rng(3).fork().seed == Rng(3).fork().seed is not None
    assert Rng(3).fork().randbelow(10**9) == Rng(3).fork().randbelow(10**9)


@given(st.integers(0, 2**32), st.integers(1, 6))
@settings(max_examples=100)
def test_dice_stay_on_the_die(seed: int, _: int) -> None:
    rng = Rng(seed)
    rolls = [rng.roll() for _ in range(60)]
    assert set(rolls) <= set(range(1, 7))


def test_dice_are_roughly_uniform() -> None:
    rng = Rng(11)
    counts = Counter(rng.roll() for _ in range(6000))
    assert all(850 < counts[face] < 1150 for face in range(1, 7))


@given(st.lists(st.integers(), max_size=60), st.integers(0, 2**32))
def test_shuffle_is_a_permutation(cards: list[int], seed: int) -> None:
    assert Counter(shuffled(cards, Rng(seed))) == Counter(cards)


def test_deal_round_robin_and_draw_from_top() -> None:
    pile = list(range(10))
    hands = deal(pile, 2, 3)
    assert hands == [[9, 7, 5], [8, 6, 4]]
    assert draw(pile, 2) == [3, 2]
    assert draw(pile, 9) == [1, 0]
    assert draw(pile, 1) == []
    with pytest.raises(ValueError):
        deal([1, 2], 2, 2)


@given(st.lists(st.integers(), min_size=1, max_size=40), st.lists(st.integers(), max_size=40))
def test_reshuffle_keeps_the_top_card_and_every_card_cc9(discard: list[int], pile: list[int]) -> None:
    """CC-9: the discard pile except its top card becomes the new draw pile."""
    top = discard[-1]
    before = Counter(discard) + Counter(pile)
    d, p = list(discard), list(pile)
    moved = reshuffle_under_top(p, d, Rng(1))
    assert d == [top]
    assert moved == len(discard) - 1
    assert Counter(d) + Counter(p) == before
    assert p[len(p) - len(pile):] == pile  # the old draw pile stays on top


def test_shuffle_in_returns_cards_to_the_pile_ck22() -> None:
    pile = [1, 2, 3]
    shuffle_in(pile, [7, 8], Rng(2))
    assert sorted(pile) == [1, 2, 3, 7, 8]


def test_next_seat_direction_skip_and_seats_that_are_out_cc16() -> None:
    """CC-16: Skip and Reverse pass over seats that are out."""
    assert next_seat(0, 4) == 1
    assert next_seat(0, 4, -1) == 3
    assert next_seat(0, 4, 1, steps=2) == 2
    assert next_seat(0, 4, 1, out={1}) == 2
    assert next_seat(3, 4, 1, out={0, 1}) == 2
    assert next_seat(1, 4, 1, out={1, 2}, steps=2) == 0  # current seat may itself be out
    with pytest.raises(ValueError):
        next_seat(0, 2, 1, out={0, 1})


def test_seat_json_round_trip_and_refusals_cc24() -> None:
    """CC-24: computer seats stay marked through save and load."""
    seat = Seat("Ann").as_substitute("hard")
    assert seat.is_computer and seat.substitute
    assert Seat.from_json(seat.to_json()) == seat
    for bad in ({}, {"name": 3}, {"name": "x", "kind": "robot"}, {"name": "x", "level": "god"}):
        with pytest.raises(ValueError):
            Seat.from_json(bad)
