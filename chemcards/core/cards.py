"""Piles of cards: the few operations every game shares (one shuffle, one draw, one reshuffle).

Cards are whatever a game uses (usually small ints indexing its catalogue, which keeps clone()
cheap). A pile is a plain list whose *end* is the top, so drawing is ``pop()``.
"""

from __future__ import annotations

from typing import TypeVar

from .rng import Rng

C = TypeVar("C")


def shuffled(cards: list[C], rng: Rng) -> list[C]:
    pile = list(cards)
    rng.shuffle(pile)
    return pile


def deal(pile: list[C], hands: int, count: int) -> list[list[C]]:
    """Deal ``count`` cards to each of ``hands`` hands, one at a time round the table."""
    if len(pile) < hands * count:
        raise ValueError(f"cannot deal {count} cards to {hands} players from {len(pile)} cards")
    dealt: list[list[C]] = [[] for _ in range(hands)]
    for _ in range(count):
        for hand in dealt:
            hand.append(pile.pop())
    return dealt


def draw(pile: list[C], count: int = 1) -> list[C]:
    """Take up to ``count`` cards from the top; fewer if the pile runs out."""
    if count <= 0:
        return []
    taken = pile[-count:]
    del pile[-count:]
    taken.reverse()
    return taken


def reshuffle_under_top(draw_pile: list[C], discard: list[C], rng: Rng) -> int:
    """Shuffle the discard pile, except its top card, under the draw pile (CC-9). Returns how many."""
    if len(discard) <= 1:
        return 0
    top = discard.pop()
    moved = discard[:]
    discard.clear()
    discard.append(top)
    rng.shuffle(moved)
    draw_pile[:0] = moved
    return len(moved)


def shuffle_in(pile: list[C], cards: list[C], rng: Rng) -> None:
    """Return cards to a pile and shuffle the whole pile (CK-20, CK-22 "shuffled back")."""
    pile.extend(cards)
    rng.shuffle(pile)
