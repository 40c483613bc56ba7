"""Test helpers for Color Clash: set up a table exactly as a rule test needs it.

``rig`` starts a real game through ``GAME.new_state`` and then lays the cards out by hand; every one
of the 108 cards stays in exactly one place (``all_cards`` checks it), so what a test proves holds for
states the engine can reach.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, MutableSequence, Sequence
from typing import Any, TypeVar

from chemcards.core.protocol import Event
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import parse_action
from chemcards.games.color_clash.catalogue import (
    BIT,
    COLOUR,
    COUNT,
    DECK,
    FACES,
    RANK,
    TEXT,
    face_of,
    match_key,
)
from chemcards.games.color_clash.rounds import reset_round, set_hands
from chemcards.games.color_clash.state import TURN, State

T = TypeVar("T")


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(n)]


def faces(cards: Sequence[str]) -> list[int]:
    return [face_of(c) for c in cards]


def rig(hands: Sequence[Sequence[str]], top: str, *, colour: str | None = None,
        pile_top: Sequence[str] = (), rest: str | int = "pile", current: int = 0,
        options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A table with these hands and this top card; ``pile_top[0]`` is the next card drawn. The rest of
    the deck goes to the draw pile, under the top card of the discard (``rest="discard"``) or into a
    seat's hand (``rest=<seat>``)."""
    n = len(hands)
    state = GAME.new_state(seats(n), dict(options or {}), Rng(seed))
    left = Counter(DECK)
    wanted = [f for hand in hands for f in faces(hand)] + faces(pile_top) + [face_of(top)]
    for f in wanted:
        if left[f] <= 0:
            raise ValueError(f"the deck has no more {TEXT[f]}")
        left[f] -= 1
    spare = [f for f in range(FACES) for _ in range(left[f])]
    Rng(seed + 1).shuffle(spare)
    hand_faces = [faces(h) for h in hands]
    if isinstance(rest, int):
        hand_faces[rest] += spare
        spare = []
    set_hands(state, hand_faces)
    top_face = face_of(top)
    if rest == "discard":
        state.discard = [*spare, top_face]
        state.pile = list(reversed(faces(pile_top)))
    else:
        state.discard = [top_face]
        state.pile = spare + list(reversed(faces(pile_top)))
    state.colour = COLOUR[top_face] if colour is None else "RBYG".index(colour)
    state.key = match_key(state.colour, RANK[top_face])
    reset_round(state)
    state.phase = TURN
    state.current = current
    state.turn_seat = current
    state.acting = state.turn_tuples[current]
    assert_all_cards(state)
    return state


def act(state: State, seat: int, text: str) -> list[Event]:
    return GAME.apply(state, seat, parse_action(text))


def legal_texts(state: State, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state, seat)]


def hand_texts(state: State, seat: int) -> list[str]:
    return sorted(TEXT[f] for f in state.hand(seat))


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def assert_all_cards(state: State) -> None:
    """Every one of the 108 cards in exactly one place: a hand, the draw pile or the discard pile."""
    total = [0] * FACES
    for seat in range(state.n):
        assert sum(state.counts[seat]) == state.sizes[seat]
        for f in range(FACES):
            assert (state.counts[seat][f] > 0) == bool(state.masks[seat] & BIT[f])
            total[f] += state.counts[seat][f]
    for f in state.pile + state.discard:
        total[f] += 1
    assert total == COUNT
    assert sum(total) == 108


class ArrangedRng(Rng):
    """A seeded generator whose first shuffle leaves ``first`` as the next cards turned after the deal
    (the first card of the round); every later shuffle is the seeded one."""

    def __init__(self, first: Sequence[str], players: int, seed: int = 0) -> None:
        super().__init__(seed)
        self._first = faces(first)
        self._players = players
        self._arranged = False

    def shuffle(self, items: MutableSequence[T]) -> None:
        super().shuffle(items)
        if self._arranged:
            return
        self._arranged = True
        cards = list(items)
        for f in self._first:
            cards.remove(f)  # type: ignore[arg-type]
        dealt = 7 * self._players
        head, tail = cards[:-dealt], cards[-dealt:]
        items[:] = head + list(reversed(self._first)) + tail  # type: ignore[operator]
