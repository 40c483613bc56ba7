"""What one seat may know (architecture: "a seat's view ... nothing more") and, for the search, a
whole state sampled from it (``determinize``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .catalogue import card_kinds
from .state import ChemisState, Cond, Item, Window


@dataclass(frozen=True, slots=True)
class ChemisView:
    """The public table plus the viewer's own hand. Other hands and the pile are only counts."""

    seat: int | None
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    ident: tuple[int, ...]
    order: tuple[int, ...]
    team: tuple[int, ...] | None
    hand: tuple[int, ...] | None
    hand_counts: tuple[int, ...]
    pile_count: int
    discard: tuple[int, ...]
    items: tuple[tuple[Item, ...], ...]
    conds: tuple[tuple[Cond, ...], ...]
    hp: tuple[int, ...]
    alive: tuple[bool, ...]
    h2: tuple[int, ...]
    last_hit: tuple[int, ...]
    turn_seat: int
    turn_no: int
    round: int
    max_rounds: int
    elem: frozenset[tuple[int, int]]
    stack: tuple[Window, ...]
    next_uid: int
    result: tuple[tuple[int, ...], str] | None
    to_act: tuple[int, ...]

    @property
    def window(self) -> Window | None:
        return self.stack[-1] if self.stack else None


def make_view(st: ChemisState, seat: int | None, to_act: tuple[int, ...]) -> ChemisView:
    return ChemisView(
        seat=seat, seats=tuple(st.seats), options=dict(st.options), ident=st.ident, order=st.order,
        team=st.team, hand=None if seat is None else tuple(st.hands[seat]),
        hand_counts=tuple(len(h) for h in st.hands), pile_count=len(st.pile), discard=tuple(st.discard),
        items=tuple(tuple(z) for z in st.items), conds=tuple(tuple(z) for z in st.conds),
        hp=tuple(st.hp), alive=tuple(st.alive), h2=tuple(st.h2), last_hit=tuple(st.last_hit),
        turn_seat=st.turn_seat, turn_no=st.turn_no, round=st.round, max_rounds=st.max_rounds,
        elem=frozenset(st.elem), stack=tuple(st.stack), next_uid=st.next_uid, result=st.result,
        to_act=to_act)


def determinize(view: ChemisView, rng: Rng) -> ChemisState:
    """A whole state this seat cannot tell from the real one: the cards it has not seen dealt at
    random to the other hands and the pile."""
    st = ChemisState()
    st.seats = list(view.seats)
    st.options = dict(view.options)
    st.n = len(view.seats)
    st.ident, st.order, st.team = view.ident, view.order, view.team
    st.items = [list(z) for z in view.items]
    st.conds = [list(z) for z in view.conds]
    st.discard = list(view.discard)
    st.hp, st.alive, st.h2 = list(view.hp), list(view.alive), list(view.h2)
    # the order of deaths only decides places at the end, which a bot's search does not weigh
    st.died = [0 if alive else 1 for alive in view.alive]
    st.last_hit = list(view.last_hit)
    st.turn_seat, st.turn_no = view.turn_seat, view.turn_no
    st.round, st.max_rounds = view.round, view.max_rounds
    st.elem = set(view.elem)
    st.stack = list(view.stack)
    st.next_uid = view.next_uid
    st.result = view.result
    st.rng = rng.fork()
    seen = set(view.discard)
    for z in st.items:
        for it in z:
            seen.update(it.cards)
    for cz in st.conds:
        for c in cz:
            seen.update(c.cards)
    own = set(view.hand or ())
    unseen = [c for c in range(len(card_kinds())) if c not in seen and c not in own]
    rng.shuffle(unseen)
    st.hands = []
    for s, count in enumerate(view.hand_counts):
        if view.seat is not None and s == view.seat:
            st.hands.append(list(view.hand or ()))
        else:
            st.hands.append([unseen.pop() for _ in range(count)])
    st.pile = unseen
    return st
