"""The Color Clash game state: plain slots, flat lists and small ints, so ``clone`` is a few list copies.

Hands are face counts (``counts[seat][face]``) with a bit set of the faces present (``masks``) and a
size; the bit set turns "what can this seat play" into one ``&`` (see ``cards.PLAYABLE``). Tuples
held here (``out``, ``ring``, ``history``, ``acting`` ...) are never mutated, only replaced, so clones
share them.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.protocol import Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .catalogue import FACES

# phases
TURN, DRAWN, WINDOW, NAME, OVER = range(5)
PHASE_NAMES = ("turn", "drawn", "window", "name", "over")


class State:
    __slots__ = (
        "acting", "active", "colour", "counts", "current", "direction", "discard", "drawn", "family",
        "history", "key", "masks", "n", "nxt", "out", "people_out", "phase", "pile", "result", "ring", "rng",
        "rng_shared", "round", "rounds_total", "scores", "seats", "shown", "sizes", "stalemate", "start",
        "target", "turn_seat", "turn_time", "turn_tuples", "waiting", "window", "winner",
        "winner_points",
    )

    seats: list[Seat]
    n: int
    family: bool          # CC-20 family evening (number first card, automatic call)
    rounds_total: int     # CC-19: 1, 3 or 5; 0 when playing to ``target`` points
    target: int
    turn_time: int        # CC-21: seconds, 0 = off
    people_out: bool      # CC-27: the round ends once no person holds cards (people_out=end_round)
    rng: Rng
    rng_shared: bool      # a clone: copy the generator before first use
    counts: list[list[int]]
    masks: list[int]
    sizes: list[int]
    pile: list[int]       # draw pile, top at the end
    discard: list[int]    # discard pile, top at the end
    colour: int           # the colour to follow (-1 while a first Wild waits for its colour)
    key: int              # match key: colour * 15 + rank of the top card
    direction: int        # +1 / -1
    current: int          # whose turn it is (during a call window: who moves once it closes)
    phase: int
    turn_seat: int        # == current in TURN, -2 otherwise: the one compare on the hot path
    drawn: int            # DRAWN: the face just drawn, the only card that may still be played (CC-7)
    window: int           # WINDOW: the seat that played its second-to-last card (CC-10)
    waiting: tuple[int, ...]  # WINDOW: seats that have neither caught nor passed
    acting: tuple[int, ...]   # to_act()
    turn_tuples: tuple[tuple[int, ...], ...]  # to_act() for each seat's own turn
    ring: tuple[tuple[int, ...], tuple[int, ...]]  # next seat per seat, clockwise / anticlockwise
    nxt: tuple[int, ...]  # ring entry for the current direction
    out: tuple[int, ...]  # seats out this round, in order (CC-16)
    active: int           # seats still holding cards this round
    stalemate: int        # consecutive turns with nothing played or drawn (CC-18)
    round: int
    start: int            # who started this round (CC-3)
    winner: int           # first seat out this round, -1 before (CC-15)
    winner_points: int    # what the winner scored this round (CC-17)
    shown: tuple[tuple[int, ...], ...]  # CC-26: every hand as it stood when the winner went out; () before
    scores: list[int]
    history: tuple[dict[str, Any], ...]  # finished rounds
    result: Outcome | None

    def clone(self) -> State:
        c = State.__new__(State)
        c.seats = self.seats.copy()
        c.n = self.n
        c.family = self.family
        c.rounds_total = self.rounds_total
        c.target = self.target
        c.turn_time = self.turn_time
        c.people_out = self.people_out
        c.rng = self.rng
        c.rng_shared = True
        c.counts = [h.copy() for h in self.counts]
        c.masks = self.masks.copy()
        c.sizes = self.sizes.copy()
        c.pile = self.pile.copy()
        c.discard = self.discard.copy()
        c.colour = self.colour
        c.key = self.key
        c.direction = self.direction
        c.current = self.current
        c.phase = self.phase
        c.turn_seat = self.turn_seat
        c.drawn = self.drawn
        c.window = self.window
        c.waiting = self.waiting
        c.acting = self.acting
        c.turn_tuples = self.turn_tuples
        c.ring = self.ring
        c.nxt = self.nxt
        c.out = self.out
        c.active = self.active
        c.stalemate = self.stalemate
        c.round = self.round
        c.start = self.start
        c.winner = self.winner
        c.winner_points = self.winner_points
        c.shown = self.shown
        c.scores = self.scores.copy()
        c.history = self.history
        c.result = self.result
        return c

    def chance(self) -> Rng:
        """The generator for the next shuffle. A clone starts out sharing the original's generator and
        takes a private copy (``Rng.clone``) the first time it needs chance, so a clone stays cheap
        when no shuffle follows and never advances the original's chance (whose secure draws are the
        record's). The original keeps its own generator throughout."""
        if self.rng_shared:
            self.rng_shared = False
            self.rng = self.rng.clone()
        return self.rng

    def hand(self, seat: int) -> list[int]:
        """The seat's cards as a sorted list of faces (duplicates repeated)."""
        return [f for f in range(FACES) for _ in range(self.counts[seat][f])]

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats],
            "family": self.family, "rounds_total": self.rounds_total, "target": self.target,
            "turn_time": self.turn_time, "people_out": self.people_out,
            "hands": [self.hand(s) for s in range(self.n)],
            "sizes": list(self.sizes), "masks": list(self.masks),
            "pile": list(self.pile), "discard": list(self.discard),
            "colour": self.colour, "key": self.key, "direction": self.direction, "current": self.current,
            "phase": PHASE_NAMES[self.phase], "turn_seat": self.turn_seat, "drawn": self.drawn,
            "window": self.window, "waiting": list(self.waiting), "acting": list(self.acting),
            "out": list(self.out), "active": self.active, "stalemate": self.stalemate,
            "round": self.round, "start": self.start, "winner": self.winner,
            "winner_points": self.winner_points, "shown": [list(h) for h in self.shown],
            "scores": list(self.scores),
            "history": list(self.history),
            "over": self.result is not None,
        }

