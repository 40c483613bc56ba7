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
    last_roller: int | None = None  # whose roll ``last_roll`` is (public, like the roll)

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
        state.attacks_left, state.last_roll, state.turn, state.next_id, state.ended_by, state.last_roller)


#: How often ``determinize`` deals the unseen cards again when the payer's sampled hand cannot pay
#: what it owes (CK-20) before it builds a deal that can (``_paying_cards``): random deals keep
#: the sample's odds untouched; the built one only guarantees a position that can happen.
PAY_DEALS = 16


def determinize(view: View, rng: Rng) -> State:
    """Hidden hands and pile orders sampled from the cards this seat has not seen.

    While a payment is owed (CK-20) the payer's real hand can pay it, so a sample whose payer
    could not would be a position that cannot happen: the unseen cards are dealt again until the
    payer can pay. Changing the sample's phase instead (as before) made the sample disagree with
    the view it came from."""
    cat = catalogue()
    n = len(view.seats)
    me = view.seat
    groups = [list(range(n))] if len(view.decks) == 1 else [[s] for s in range(n)]
    pools: list[list[int]] = []
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
        pools.append([c for c, k in enumerate(pool) for _ in range(max(k, 0))])
    paying = view.phase == PAY and view.current != me
    for _ in range(max(PAY_DEALS, 1) if paying else 1):
        hands, piles = _deal(view, groups, pools, rng, cat.size)
        if not paying or payment_feasible(payable_points(hands[view.current]), view.owed):
            break
    else:
        g = 0 if len(groups) == 1 else view.current
        given = _paying_cards(pools[g], view.owed, view.hand_sizes[view.current], rng)
        if given is not None:
            rest = list(pools[g])
            for c in given:
                rest.remove(c)
            pools = [rest if i == g else pool for i, pool in enumerate(pools)]
            sizes = list(view.hand_sizes)
            sizes[view.current] -= len(given)
            hands, piles = _deal(view, groups, pools, rng, cat.size, tuple(sizes))
            for c in given:
                hands[view.current][c] += 1
    state = State(list(view.seats), view.mode, hands, piles, list(view.decks),
                  [list(row) for row in view.table], rng, view.current, view.phase,
                  view.draft if me == view.current else (), view.owed, view.attacks_left, view.next_id,
                  view.last_roll, view.turn, view.ended_by, last_roller=view.last_roller)
    if state.phase == PAY and not payment_feasible(payable_points(hands[view.current]), state.owed):
        state.owed = ()  # no fitting deal found: treat the payment as made (see PAY_DEALS)
        state.phase = ATTACK if state.attacks_left else BUILD
    return state


def _deal(view: View, groups: list[list[int]], pools: list[list[int]], rng: Rng, size: int,
          hand_sizes: tuple[int, ...] | None = None) -> tuple[list[list[int]], list[list[int]]]:
    """One shuffle of each group's unseen cards into the hidden hands, the rest as its pile."""
    me = view.seat
    sizes = view.hand_sizes if hand_sizes is None else hand_sizes
    hands: list[list[int]] = [[0] * size for _ in range(len(view.seats))]
    if view.hand is not None and me is not None:
        hands[me] = list(view.hand)
    piles: list[list[int]] = []
    for members, pool in zip(groups, pools, strict=True):
        unseen = list(pool)
        rng.shuffle(unseen)
        for s in members:
            if s == me and view.hand is not None:
                continue
            for _ in range(sizes[s]):
                hands[s][unseen.pop()] += 1
        piles.append(unseen)
    return hands, piles


def _paying_cards(pool: list[int], owed: tuple[int, ...], room: int, rng: Rng) -> list[int] | None:
    """Unseen cards, at most ``room`` of them, that pay every entry of ``owed`` exactly (CK-20);
    None when the unseen cards cannot. Each point value is taken only where the rest can still be
    paid (``payment_feasible``, cached), so nothing is searched twice; the cards of a value are
    picked at random."""
    cat = catalogue()
    held = [0] * cat.size
    for c in pool:
        held[c] += 1
    counts = list(payable_points(held))
    if not payment_feasible(tuple(counts), owed):
        return None
    values: list[int] = []
    for k, target in enumerate(owed):
        left = target
        while left:
            for v in range(min(left, len(counts) - 1), 0, -1):
                if counts[v]:
                    counts[v] -= 1
                    if payment_feasible(tuple(counts), (left - v, *owed[k + 1:])):
                        values.append(v)
                        left -= v
                        break
                    counts[v] += 1
            else:  # pragma: no cover - payment_feasible said a way exists
                return None
    if len(values) > room:
        return None
    by_value: dict[int, list[int]] = {}
    for c in pool:
        pts = cat.elements[c].points
        if pts > 0:
            by_value.setdefault(pts, []).append(c)
    picked: list[int] = []
    for v in values:
        cards = by_value[v]
        picked.append(cards.pop(rng.randbelow(len(cards))))
    return picked
