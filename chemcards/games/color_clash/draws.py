"""Drawing cards: the one path by which cards move from the draw pile to a hand outside a voluntary
draw, with the reshuffle of CC-9 when the pile runs out."""

from __future__ import annotations

from chemcards.core.cards import reshuffle_under_top
from chemcards.core.protocol import Event, build_named_tuple

from .catalogue import BIT, TEXT
from .state import State

_text_of = TEXT.__getitem__


def reshuffle(state: State) -> Event:
    """CC-9 [decided]: the discard pile except its top card is shuffled into a new draw pile."""
    moved = reshuffle_under_top(state.pile, state.discard, state.chance())
    return Event("reshuffle", None, (moved,))


def give(state: State, seat: int, count: int, events: list[Event], why: str) -> None:
    """``seat`` draws ``count`` cards it did not choose to draw (Draw Two, Wild Draw Four, caught,
    timeout), as many as there are (CC-9: the discard is reshuffled when the pile runs out). The cards
    are secret to ``seat``; everybody sees how many."""
    pile = state.pile
    got: list[int]
    if 0 < count <= len(pile):
        # Enough cards without a reshuffle (nearly always): the same cards in the order ``pop``
        # takes them, in one slice (issue 18 point 3, session 30: a Draw Two every few turns).
        got = pile[-count:]
        del pile[-count:]
        got.reverse()
    else:
        got = []
        for _ in range(count):
            if not pile:
                if len(state.discard) < 2:
                    break
                events.append(reshuffle(state))
            got.append(pile.pop())
    counts = state.counts[seat]
    mask = state.masks[seat]
    for f in got:
        counts[f] += 1
        mask |= BIT[f]
    state.masks[seat] = mask
    state.sizes[seat] += len(got)
    # ``Event(...)`` as the tuple its ``__new__`` makes, without that Python-level call; the drawn
    # faces' notation by ``map`` (issue 18 point 3, session 30: one action in sixteen gives cards)
    events.append(build_named_tuple(Event, ("penalty", seat, (len(got), why), tuple(map(_text_of, got)))))
