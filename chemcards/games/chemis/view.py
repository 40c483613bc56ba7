"""What one seat may know (architecture: "a seat's view ... nothing more")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chemcards.core.seats import Seat

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
