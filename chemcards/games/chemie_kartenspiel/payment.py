"""CK-20: an artificial card is paid for by returning hand cards whose points add up *exactly* to
the card's points. Cards of equal points are interchangeable for this, so the question "can the rest
of the hand still pay?" is asked on a vector of counts per point value and answered once (cached).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from operator import itemgetter
from typing import Any

from .catalogue import catalogue

MAX_POINTS = 16


def payable_points(hand: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """Counts of payable cards per point value (index = points). Protomaterie has 0 points and
    never pays."""
    out = [0] * (MAX_POINTS + 1)
    for value, get, many in _payers():
        out[value] = sum(get(hand)) if many else get(hand)
    return tuple(out)


@cache
def _payers() -> tuple[tuple[int, Callable[[Sequence[int]], Any], bool], ...]:
    """Per point value > 0: a getter of the counts of its cards, and whether it gets several (a
    tuple to sum). Asked on many proofs (issue 18): one C-level gather per value, not a Python
    step per card."""
    cards: dict[int, list[int]] = {}
    for el in catalogue().elements:
        if el.points > 0:
            cards.setdefault(el.points, []).append(el.index)
    return tuple((value, itemgetter(*group), len(group) > 1) for value, group in sorted(cards.items()))


@lru_cache(maxsize=65536)
def payment_feasible(counts: tuple[int, ...], owed: tuple[int, ...]) -> bool:
    """Can ``counts`` be split into disjoint groups, one per entry of ``owed``, each summing exactly?"""
    if not owed:
        return True
    first, rest = owed[0], owed[1:]
    if first == 0:
        return payment_feasible(counts, rest)
    # take one card of some value <= first; values in decreasing order avoid repeating multisets
    return _pay_one(counts, first, rest, min(first, MAX_POINTS))


def _pay_one(counts: tuple[int, ...], left: int, rest: tuple[int, ...], top: int) -> bool:
    if left == 0:
        return payment_feasible(counts, rest)
    for value in range(min(top, left), 0, -1):
        if counts[value]:
            nxt = (*counts[:value], counts[value] - 1, *counts[value + 1:])
            if _pay_one(nxt, left - value, rest, value):
                return True
    return False


def feasible(counts: list[int] | tuple[int, ...], owed: tuple[int, ...]) -> bool:
    """:func:`payment_feasible` with two exact shortcuts for one debt (the common case: one
    artificial card): a card of exactly that many points, or a 1-point card and enough 1- and
    2-point cards (twos first, ones for the remainder) pay it. Most hands pay this way, and the
    check costs less than hashing ``counts`` for the cache (issue 18, speed)."""
    if len(owed) == 1:
        p = owed[0]
        if (p <= MAX_POINTS and counts[p]) or (counts[1] and counts[1] + 2 * counts[2] >= p):
            return True
    elif not owed:
        return True
    return payment_feasible(tuple(counts), owed)


def can_pay_card(counts: tuple[int, ...], owed: tuple[int, ...], value: int) -> bool:
    """May a card of ``value`` points be returned now towards ``owed[0]`` without making the rest
    unpayable? (The engine offers exactly these ``pay`` steps, so a payment can never get stuck.)"""
    if not owed or value <= 0 or value > owed[0] or not counts[value]:
        return False
    nxt = (*counts[:value], counts[value] - 1, *counts[value + 1:])
    return payment_feasible(nxt, (owed[0] - value, *owed[1:]))
