"""What one seat may know (CC-23), and a full state sampled back from it for search bots.

A view holds the seat's own hand, everything on the table (top card, colour to follow, direction,
the discard pile, which everyone saw being played), every seat's card count, the round, places and
scores, and the open call window. Other hands and the order of the draw pile are never in it; the
card a seat just drew is in its own view only.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain, repeat
from typing import Any

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .catalogue import BIT, COLOUR_MASK, COUNT, FACES, RANK, WD4_FACE, is_playable, match_key
from .rounds import final_outcome, ring_for, turn_tuples
from .state import DRAWN, PHASE_NAMES, WINDOW, State

_FACE_RANGE = range(FACES)


@dataclass(frozen=True, slots=True)
class ColorClashView:
    seat: int | None            # whose view; None = spectator
    seats: tuple[Seat, ...]     # names, computer marks (CC-24)
    hand: tuple[int, ...]       # own cards as faces, sorted (empty for a spectator)
    counts: tuple[int, ...]     # cards held per seat
    top: int                    # face on top of the discard pile
    colour: int                 # colour to follow (-1 while the first Wild waits for a colour)
    direction: int              # +1 clockwise, -1 anticlockwise
    current: int                # whose turn (during a window: who moves once it closes)
    phase: str                  # turn / drawn / window / name / over
    to_act: tuple[int, ...]
    drawn: int | None           # the card just drawn, only in the drawer's own view
    pile_size: int
    discard: tuple[int, ...]    # the whole discard pile, bottom first (all of it was seen played)
    window: int | None          # seat that may still call Last card! (CC-10)
    waiting: tuple[int, ...]    # seats that may still catch or pass in the window
    out: tuple[int, ...]        # seats out this round, in order (CC-16)
    round: int
    start: int                  # who started this round (CC-3)
    scores: tuple[int, ...]
    winner: int | None          # first out this round (CC-15)
    winner_points: int          # what the winner scored this round (CC-17)
    stalemate: int              # turns in a row with nothing played or drawn (CC-18)
    history: tuple[dict[str, Any], ...]
    family: bool
    rounds_total: int
    target: int
    turn_time: int
    over: bool
    people_out: bool = False    # CC-27: the round ends once no person holds cards

    def next_seat(self, steps: int = 1) -> int:
        """The seat ``steps`` turns after ``current`` in the present direction, passing seats that are out."""
        ring = ring_for(len(self.counts), self.out)[0 if self.direction == 1 else 1]
        seat = self.current
        for _ in range(steps):
            seat = ring[seat]
        return seat


def make_view(state: State, seat: int | None) -> ColorClashView:
    own = seat is not None and 0 <= seat < state.n
    return ColorClashView(
        seat=seat,
        seats=tuple(state.seats),
        hand=tuple(state.hand(seat)) if own else (),  # type: ignore[arg-type]
        counts=tuple(state.sizes),
        top=state.discard[-1],
        colour=state.colour,
        direction=state.direction,
        current=state.current,
        phase=PHASE_NAMES[state.phase],
        to_act=state.acting,
        drawn=state.drawn if state.phase == DRAWN and seat == state.current else None,
        pile_size=len(state.pile),
        discard=tuple(state.discard),
        window=state.window if state.phase == WINDOW else None,
        waiting=state.waiting,
        out=state.out,
        round=state.round,
        start=state.start,
        scores=tuple(state.scores),
        winner=state.winner if state.winner >= 0 else None,
        winner_points=state.winner_points,
        stalemate=state.stalemate,
        history=state.history,
        family=state.family,
        rounds_total=state.rounds_total,
        target=state.target,
        turn_time=state.turn_time,
        over=state.result is not None,
        people_out=state.people_out,
    )


#: The last view sampled from, with what every sample of it starts from: the unseen cards in face
#: order, and the viewer's own hand as face counts and a mask. A search samples one view thousands
#: of times (issue 18, speed); the view itself is held, so ``is`` cannot mistake a later view that
#: happens to get the same address for it. A tuple is replaced whole, never changed.
_LAST_BASE: tuple[ColorClashView | None, list[int], list[int], int] = (None, [], [], 0)
_PHASE_INDEX = {name: i for i, name in enumerate(PHASE_NAMES)}


def _sampling_base(view: ColorClashView) -> tuple[list[int], list[int], int]:
    """The unseen cards (the deck less the viewer's hand and the discard pile) in face order, and
    the viewer's hand as counts and a mask; ``ValueError`` for a view that does not add up."""
    global _LAST_BASE
    last = _LAST_BASE
    if last[0] is view:
        return last[1], last[2], last[3]
    unseen = list(COUNT)
    own = [0] * FACES
    own_mask = 0
    for f in view.hand:
        unseen[f] -= 1
        own[f] += 1
        own_mask |= BIT[f]
    for f in view.discard:
        unseen[f] -= 1
    if min(unseen) < 0:
        raise ValueError("the view holds more copies of a card than the deck has")
    pool = list(chain.from_iterable(map(repeat, _FACE_RANGE, unseen)))
    hidden = sum(view.counts) - len(view.hand) + view.pile_size
    if len(pool) != hidden:
        raise ValueError(f"the view does not add up: {len(pool)} unseen cards for {hidden} hidden places")
    _LAST_BASE = (view, pool, own, own_mask)
    return pool, own, own_mask


def determinize(view: ColorClashView, rng: Rng) -> State:
    """A full state consistent with ``view``: the cards the viewer has not seen (the deck less its own
    hand and the discard pile) are shuffled and dealt to the other hands by their counts; the rest
    form the draw pile. If another seat is deciding about a card it just drew, that card is sampled
    among the unseen cards it may play (CC-7 leaves only a playable card pending; CC-8 a Wild Draw
    Four only with no card of the colour beside it). The state draws its later chance from ``rng``."""
    n = len(view.counts)
    unseen, own, own_mask = _sampling_base(view)
    pool = unseen.copy()
    rng.shuffle(pool)
    key = match_key(view.colour, RANK[view.top]) if view.colour >= 0 else 0

    drawn = view.drawn if view.drawn is not None else -1
    # A seat deciding about the card it just drew is dealt first: its pending card must be one it
    # may play, and the other hands could otherwise use up every such card.
    drawer = view.current if view.phase == "drawn" and view.current != view.seat else -1
    drawer_hand: list[int] = []
    if drawer >= 0 and view.counts[drawer]:
        drawn, drawer_hand = _deal_drawer(pool, view.counts[drawer], key, view.colour)
    counts: list[list[int]] = []
    masks: list[int] = []
    bit = BIT
    for seat, k in enumerate(view.counts):
        if seat == view.seat:
            counts.append(own.copy())
            masks.append(own_mask)
            continue
        if seat == drawer:
            cards = drawer_hand
        elif k:
            cards = pool[-k:]
            del pool[-k:]
        else:
            cards = []
        row = [0] * FACES
        mask = 0
        for f in cards:
            row[f] += 1
            mask |= bit[f]
        counts.append(row)
        masks.append(mask)

    state = State.__new__(State)
    state.seats = list(view.seats)
    state.n = n
    state.family = view.family
    state.rounds_total = view.rounds_total
    state.target = view.target
    state.turn_time = view.turn_time
    state.people_out = view.people_out
    state.rng = rng
    state.rng_shared = False
    state.counts = counts
    state.masks = masks
    state.sizes = list(view.counts)
    state.pile = pool
    state.discard = list(view.discard)
    state.colour = view.colour
    state.key = key
    state.direction = view.direction
    state.current = view.current
    state.phase = _PHASE_INDEX[view.phase]
    state.turn_seat = view.current if view.phase == "turn" else -2
    state.drawn = drawn
    state.window = view.window if view.window is not None else -1
    state.waiting = view.waiting
    state.acting = view.to_act
    state.turn_tuples = turn_tuples(n, view.turn_time)
    state.out = view.out
    state.active = n - len(view.out)
    state.ring = ring_for(n, view.out)
    state.nxt = state.ring[0] if view.direction == 1 else state.ring[1]
    state.stalemate = view.stalemate
    state.round = view.round
    state.start = view.start
    state.winner = view.winner if view.winner is not None else -1
    state.winner_points = view.winner_points
    # CC-26: the hands the winner scored are nobody's to know before the round is over, so a sampled
    # state does not invent them; its record of this round shows no hands.
    state.shown = ()
    state.scores = list(view.scores)
    state.history = view.history
    state.result = final_outcome(state) if view.over else None
    return state


def _deal_drawer(pool: list[int], size: int, key: int, colour: int) -> tuple[int, list[int]]:
    """The hand of a seat that has a drawn card pending: first the drawn card (playable), then the rest.
    A Wild Draw Four is only pending if the rest can hold no card of the colour (CC-8)."""
    for i in range(len(pool) - 1, -1, -1):
        f = pool[i]
        if not is_playable(f, key, 0, colour):
            continue
        if f == WD4_FACE:
            others = [g for g in pool[:i] + pool[i + 1:] if not BIT[g] & COLOUR_MASK[colour]]
            if len(others) < size - 1:
                continue
            rest = others[-(size - 1):] if size > 1 else []
            for g in [*rest, f]:
                pool.remove(g)
            return f, [f, *rest]
        pool.pop(i)
        return f, [f, *(pool.pop() for _ in range(size - 1))]
    raise ValueError("no unseen card could be the drawn card the view says is pending")
