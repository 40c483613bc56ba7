"""What one seat may know, and a full state sampled back from it for search bots.

The field, the scores, the cards that left the game and the turned card are public; hands are
private and the order of the draw pile is known to nobody. A view therefore holds the seat's own
hand, only counts of the others' hands, and the pile's size.
"""

from __future__ import annotations

from dataclasses import dataclass

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import hexgrid
from .catalogue import IRON, STOP, catalogue
from .state import OVER, State


@dataclass(frozen=True, slots=True)
class MetallurgieView:
    seat: int | None
    seats: tuple[Seat, ...]
    bonus_variant: bool
    field: tuple[tuple[int, int], ...]  # (packed position, top metal), sorted by position
    hand: tuple[int, ...] | None  # the seat's own hand, sorted; None for a spectator
    hand_counts: tuple[int, ...]
    pile_count: int  # the stop card included while it is still in the pile
    points: tuple[tuple[int, ...], ...]  # per seat, kept cards per metal
    bonus_owner: tuple[int, ...]
    out: tuple[int, ...]
    stop_out: bool
    current: int
    phase: int
    revealed: int
    placed: tuple[int, ...]
    fresh: tuple[int, ...]
    scoring: tuple[int, ...]
    scoring_metal: int
    removed: tuple[int, ...]
    needed: int
    passes: int
    end_reason: str
    scores: tuple[int, ...]

    def field_map(self) -> dict[int, int]:
        return dict(self.field)

    def can_place(self) -> bool:
        """Whether this seat's hand holds a card that fits somewhere now (MT-4): iron on an empty
        place touching the field, another metal on the next lower one. A seat that cannot may
        pass (MT-7), and only then does its status offer passing (issue 12 point 12 area,
        play-through 7: "… aufdecken oder passen" while no pass key was anywhere)."""
        if self.hand is None:
            return False
        tops = {top for _, top in self.field}
        return any((m == IRON and bool(hexgrid.frontier(self.field_map()))) or (m != IRON and m - 1 in tops)
                   for m in set(self.hand))

    @property
    def over(self) -> bool:
        return self.phase == OVER


def make_view(state: State, seat: int | None) -> MetallurgieView:
    return MetallurgieView(
        seat=seat,
        seats=tuple(state.seats),
        bonus_variant=state.bonus_variant,
        field=tuple(sorted(state.field.items())),
        hand=None if seat is None else tuple(sorted(state.hands[seat])),
        hand_counts=tuple(len(h) for h in state.hands),
        pile_count=len(state.pile),
        points=tuple(tuple(p) for p in state.points),
        bonus_owner=tuple(state.bonus_owner),
        out=tuple(state.out),
        stop_out=state.stop_out,
        current=state.current,
        phase=state.phase,
        revealed=state.revealed,
        placed=tuple(state.placed),
        fresh=tuple(sorted(state.fresh)),
        scoring=tuple(sorted(state.scoring)),
        scoring_metal=state.scoring_metal,
        removed=tuple(state.removed),
        needed=state.needed,
        passes=state.passes,
        end_reason=state.end_reason,
        scores=tuple(state.score_of(s) for s in range(len(state.seats))),
    )


def unseen_metals(view: MetallurgieView) -> list[int]:
    """The metal cards the seat cannot see: in other hands or in the pile."""
    cat = catalogue()
    left = list(cat.counts)
    for _, top in view.field:
        for m in range(top + 1):
            left[m] -= 1
    for m in view.hand or ():
        left[m] -= 1
    for per_seat in view.points:
        for m, n in enumerate(per_seat):
            left[m] -= n
    for m, n in enumerate(view.out):
        left[m] -= n
    if view.revealed >= 0:
        left[view.revealed] -= 1
    cards: list[int] = []
    for m, n in enumerate(left):
        cards.extend([m] * n)
    return cards


def determinize(view: MetallurgieView, rng: Rng) -> State:
    """A full state consistent with the view: unseen cards dealt at random to the other hands and
    the pile, the stop card somewhere in the bottom five of the pile (MT-3) while it has not come."""
    state = State(list(view.seats), view.bonus_variant)
    state.field = dict(view.field)
    unseen = unseen_metals(view)
    rng.shuffle(unseen)
    for s, count in enumerate(view.hand_counts):
        if s == view.seat and view.hand is not None:
            state.hands[s] = list(view.hand)
        else:
            state.hands[s] = [unseen.pop() for _ in range(count)]
    pile = unseen
    if not view.stop_out:
        depth = min(catalogue().stop_depth, len(pile) + 1)
        pile.insert(rng.randbelow(depth), STOP)
    state.pile = pile
    state.points = [list(p) for p in view.points]
    state.bonus_owner = list(view.bonus_owner)
    state.out = list(view.out)
    state.stop_out = view.stop_out
    state.current = view.current
    state.phase = view.phase
    state.revealed = view.revealed
    state.placed = list(view.placed)
    state.fresh = set(view.fresh)
    state.scoring = frozenset(view.scoring)
    state.scoring_metal = view.scoring_metal
    state.removed = list(view.removed)
    state.needed = view.needed
    state.passes = view.passes
    state.end_reason = view.end_reason
    return state
