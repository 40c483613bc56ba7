"""What one seat may know of a game (``View``, CK: hands are hidden; the table, pile sizes and
rolls are open) and, for the search, a whole state sampled from it (``determinize``)."""

from __future__ import annotations

from dataclasses import dataclass

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .catalogue import catalogue
from .payment import payable_points, payment_feasible
from .state import ATTACK, BUILD, PAY, Placed, State


@dataclass(frozen=True, slots=True)
class View:
    """All that ``seat`` may know (CK: hands are hidden; the table, pile sizes and rolls are open)."""

    seat: int | None
    seats: tuple[Seat, ...]
    mode: str
    hand: tuple[int, ...] | None  # own card counts; None for a spectator
    draft: tuple[int, ...]  # own draft; () for others
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    decks: tuple[tuple[int, ...], ...]
    table: tuple[tuple[Placed, ...], ...]
    current: int
    phase: str
    owed: tuple[int, ...]
    attacks_left: int
    last_roll: int | None
    turn: int
    next_id: int
    ended_by: int | None

    def scores(self) -> tuple[int, ...]:
        return tuple(sum(p.points for p in row) for row in self.table)


def make_view(state: State, seat: int | None) -> View:
    own = seat is not None and 0 <= seat < len(state.seats)
    return View(
        seat, tuple(state.seats), state.mode,
        tuple(state.hands[seat]) if own else None,  # type: ignore[index]
        state.draft if own and seat == state.current else (),
        tuple(sum(h) for h in state.hands), tuple(len(p) for p in state.piles), tuple(state.decks),
        tuple(tuple(row) for row in state.table), state.current, state.phase, state.owed,
        state.attacks_left, state.last_roll, state.turn, state.next_id, state.ended_by)


def determinize(view: View, rng: Rng) -> State:
    """Hidden hands and pile orders sampled from the cards this seat has not seen."""
    cat = catalogue()
    n = len(view.seats)
    hands: list[list[int]] = [[0] * cat.size for _ in range(n)]
    me = view.seat
    if view.hand is not None and me is not None:
        hands[me] = list(view.hand)
    groups = [list(range(n))] if len(view.decks) == 1 else [[s] for s in range(n)]
    piles: list[list[int]] = []
    for g, members in enumerate(groups):
        pool = list(view.decks[g])
        for s in members:
            for p in view.table[s]:
                for c, k in p.compound.cards().items():
                    pool[c] -= k
                if not p.shield and p.compound.shield:
                    pool[cat.proto] += 1  # a used shield went back into the pile
            if s == me and view.hand is not None:
                for c, k in enumerate(view.hand):
                    pool[c] -= k
        unseen = [c for c, k in enumerate(pool) for _ in range(max(k, 0))]
        rng.shuffle(unseen)
        for s in members:
            if s == me and view.hand is not None:
                continue
            for _ in range(view.hand_sizes[s]):
                hands[s][unseen.pop()] += 1
        piles.append(unseen)
    state = State(list(view.seats), view.mode, hands, piles, list(view.decks),
                  [list(row) for row in view.table], rng, view.current, view.phase,
                  view.draft if me == view.current else (), view.owed, view.attacks_left, view.next_id,
                  view.last_roll, view.turn, view.ended_by)
    if state.phase == PAY and not payment_feasible(payable_points(hands[view.current]), state.owed):
        state.owed = ()  # a sampled hand that cannot pay: treat the payment as made
        state.phase = ATTACK if state.attacks_left else BUILD
    return state
