"""What a CHEMIS game holds while it runs: hands, piles, zones, HP and the stack of open windows.

Zones hold immutable :class:`Item` and :class:`Cond` tuples, windows are immutable tuples too, so
``clone`` copies lists of references and never walks a structure: search bots clone a lot.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from chemcards.core.protocol import build_named_tuple
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

IDENTS = "甲乙丙丁戊己"  # CH-2 identity cards
IDENTS_ASCII = "ABCDEF"


class Item(NamedTuple):
    """A substance in a zone (CH-1). Its cards travel with it: a reaction's products carry the
    reactants' cards, a discarded substance sends its cards to the discard pile (card conservation)."""

    uid: int
    formula: str
    cards: tuple[int, ...]
    portions: int  # CH-19: identical portions, raised by counters played in the zone
    source: int  # CH-15: who is answerable for its damage (-1: nobody)
    state: str  # in the zone: aq (dissolved), l, g (gas), s (insoluble solid)
    judged: str  # the special class it had when last judged ("" = not judged yet)
    displaced: bool = False  # CH-20: a metal set free by displacement
    heated: bool = False  # CH-23: made a gas by Heat
    cooled: bool = False  # CH-24: made a precipitate by Cool
    partner: int = 0  # CH-34: uid of the other product of the Electrify exchange that made this one
    undoes: tuple[str, ...] = ()  # CH-34: that exchange's reactants (sorted): its reverse is not offered


def item_with(it: Item, portions: int, cards: tuple[int, ...]) -> Item:
    """``it`` with other portions and cards (CH-19: a counter on it, a reaction taking part of it,
    the cards a product carries), built directly: ``_replace`` costs three times as much, and a
    legal list tries every counter (issue 18 point 3, session 30)."""
    return build_named_tuple(Item, (it.uid, it.formula, cards, portions, it.source, it.state, it.judged,
                                    it.displaced, it.heated, it.cooled, it.partner, it.undoes))


class Cond(NamedTuple):
    """A condition card waiting in a zone for the one reaction it serves (CH-33)."""

    uid: int
    kind: str  # heat | ignite | electrify
    cards: tuple[int, ...]  # the function card and any counter on it
    o2: int  # CH-25: portions of oxygen an Ignite brings
    turn: int  # the turn it was played in (unused ones leave at that turn's end)


# -- windows: the stack of things that must be answered before play goes on -----------------------
class ReactStep(NamedTuple):
    """CH-21: reactions are possible in ``zone``; ``actor`` (who played there last) picks one."""

    zone: int
    actor: int


class Judgement(NamedTuple):
    """CH-10: special substances ``uids`` entered ``zone``; ``at`` is whose answer is awaited."""

    zone: int
    uids: tuple[int, ...]
    at: int
    passes: int


class Dying(NamedTuple):
    """CH-11: ``seat`` is at HP 0; ``at`` is whose answer is awaited."""

    seat: int
    at: int
    passes: int


class HandLimit(NamedTuple):
    """CH-9: ``seat`` discards down to its hand limit, one chosen card at a time."""

    seat: int


class Ending(NamedTuple):
    """CH-8..CH-9: ``seat`` declared the end of its turn; ``stage`` is the next step to run."""

    seat: int
    stage: int


Window = ReactStep | Judgement | Dying | HandLimit | Ending


def passed_on(w: Judgement | Dying, at: int, passes: int) -> Judgement | Dying:
    """The round ``w`` waiting for ``at`` after ``passes`` passes (CH-10, CH-11). Built directly:
    ``_replace`` costs three times as much, and a round passes once per seat (issue 18 point 3)."""
    if isinstance(w, Judgement):
        return build_named_tuple(Judgement, (w.zone, w.uids, at, passes))
    return build_named_tuple(Dying, (w.seat, at, passes))


class ChemisState:
    __slots__ = ("alive", "conds", "died", "discard", "elem", "h2", "hands", "hp", "ident", "items",
                 "last_hit", "max_rounds", "n", "next_uid", "options", "order", "pile",
                 "result", "rng", "round", "seats", "stack", "team", "turn_no", "turn_seat")

    seats: list[Seat]
    options: dict[str, Any]
    n: int
    ident: tuple[int, ...]  # seat -> identity (0 = 甲)
    order: tuple[int, ...]  # identity -> seat: the turn order (CH-2)
    team: tuple[int, ...] | None
    hands: list[list[int]]
    pile: list[int]
    discard: list[int]
    items: list[list[Item]]  # per seat: its reaction zone
    conds: list[list[Cond]]
    hp: list[int]
    alive: list[bool]
    died: list[int]  # per seat: 0 while alive, else the order of its death (1 = first); places (CH-12)
    h2: list[int]  # CH-17: hand-limit bonus from hydrogen, used at the next hand check
    last_hit: list[int]  # CH-13: who dealt each seat its last damage
    turn_seat: int
    turn_no: int
    round: int
    max_rounds: int
    elem: set[tuple[int, int]]  # CH-6 (I): (seat, zone) that got an elemental substance this turn
    stack: list[Window]
    next_uid: int
    rng: Rng
    result: tuple[tuple[int, ...], str] | None  # winners, reason

    def clone(self, *, same_rng: bool = False) -> ChemisState:
        """An independent copy; ``same_rng``: the copy draws from this state's generator itself
        (``apply``'s all-or-nothing working copy, which hands its chance back anyway)."""
        c = ChemisState.__new__(ChemisState)
        c.seats = list(self.seats)
        c.options = self.options
        c.n = self.n
        c.ident = self.ident
        c.order = self.order
        c.team = self.team
        c.hands = [h[:] for h in self.hands]
        c.pile = self.pile[:]
        c.discard = self.discard[:]
        c.items = [z[:] for z in self.items]
        c.conds = [z[:] for z in self.conds]
        c.hp = self.hp[:]
        c.alive = self.alive[:]
        c.died = self.died[:]
        c.h2 = self.h2[:]
        c.last_hit = self.last_hit[:]
        c.turn_seat = self.turn_seat
        c.turn_no = self.turn_no
        c.round = self.round
        c.max_rounds = self.max_rounds
        c.elem = set(self.elem)
        c.stack = self.stack[:]
        c.next_uid = self.next_uid
        c.rng = self.rng if same_rng else self.rng.clone()
        c.result = self.result
        return c

    def uid(self) -> int:
        self.next_uid += 1
        return self.next_uid

    def living(self) -> list[int]:
        """Living seats in turn order."""
        return [s for s in self.order if self.alive[s]]

    def next_living(self, seat: int) -> int:
        """The next living seat after ``seat`` in identity order (``seat`` itself may be dead)."""
        k = self.ident[seat]
        n, order, alive = self.n, self.order, self.alive  # (read once: several calls per action)
        for step in range(1, n + 1):
            s = order[(k + step) % n]
            if alive[s]:
                return s
        return seat

    def all_cards(self) -> list[int]:
        """Every card wherever it is; conservation means this is a permutation of the deck."""
        out = self.pile + self.discard
        for h in self.hands:
            out += h
        for z in self.items:
            for it in z:
                out += it.cards
        for cz in self.conds:
            for c in cz:
                out += c.cards
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats], "options": self.options,
            "ident": list(self.ident), "team": None if self.team is None else list(self.team),
            "hands": [list(h) for h in self.hands], "pile": list(self.pile),
            "discard": list(self.discard),
            "items": [[list(it) for it in z] for z in self.items],
            "conds": [[list(c) for c in z] for z in self.conds],
            "hp": list(self.hp), "alive": list(self.alive), "died": list(self.died), "h2": list(self.h2),
            "last_hit": list(self.last_hit), "turn_seat": self.turn_seat, "turn_no": self.turn_no,
            "round": self.round, "elem": sorted(self.elem),
            "stack": [[type(w).__name__, *w] for w in self.stack], "next_uid": self.next_uid,
            "result": None if self.result is None else [list(self.result[0]), self.result[1]],
        }
