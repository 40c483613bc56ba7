"""Everything that changes during a game of Metallurgie, kept in plain ints, lists and dicts.

``field`` maps a packed position (``hexgrid``) to the metal on top of its stack. Iron is always the
bottom and each metal lies only on the next lower one (MT-2, MT-4), so a stack holding metal ``t``
on top is exactly iron..t: its height is ``t + 1`` and nothing else needs storing. That is what makes
``clone()`` cheap enough for search bots.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.seats import Seat

from . import hexgrid
from .catalogue import STOP, catalogue

# Phases of a turn, in the order a player meets them.
START = 0  # nothing laid yet: place from the hand, reveal, or pass (MT-6, MT-7)
REVEALED = 1  # the turned card must be placed at once (MT-6)
PLACING = 2  # cards laid: more of the same metal or the next metal on the same stack (MT-5)
REMOVING = 3  # an area is being scored: cards to remove (MT-9, MT-10)
SCORED = 4  # an area was scored: more areas (chains, MT-12) or end
OVER = 5
PHASE_NAMES = ("start", "revealed", "placing", "removing", "scored", "over")

# Where a bonus card is (MT-13): in the box when the variant is off, on the table, or a seat's.
BONUS_BOX = -2
BONUS_TABLE = -1


class State:
    __slots__ = ("bonus_owner", "bonus_variant", "current", "end_reason", "field", "fresh", "hands",
                 "iron_spots", "needed", "out", "passes", "phase", "pile", "placed", "points", "removed",
                 "revealed", "scoring", "scoring_metal", "seats", "stop_out")

    def __init__(self, seats: list[Seat], bonus_variant: bool) -> None:
        n = len(seats)
        metals = catalogue().metals
        self.seats = seats
        self.bonus_variant = bonus_variant
        self.field: dict[int, int] = {}
        #: where iron may go (MT-4), sorted; a cache: whoever adds or removes a position resets it
        self.iron_spots: tuple[int, ...] | None = None
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pile: list[int] = []  # the end is the top
        self.points: list[list[int]] = [[0] * metals for _ in range(n)]  # kept cards per metal (MT-11)
        self.bonus_owner: list[int] = [BONUS_TABLE if bonus_variant else BONUS_BOX] * metals
        self.out: list[int] = [0] * metals  # cards that left the game, per metal
        self.stop_out = False  # the stop card has been drawn (MT-14)
        self.current = 0
        self.phase = START
        self.revealed = -1  # metal of the turned card waiting to be placed
        self.placed: list[int] = []  # positions laid on this turn, in order
        self.fresh: set[int] = set()  # positions laid on or uncovered this turn, not yet scored
        self.scoring: frozenset[int] = frozenset()  # the area being scored
        self.scoring_metal = -1
        self.removed: list[int] = []  # positions taken from it so far
        self.needed = 0
        self.passes = 0  # passes in a row (MT-7)
        self.end_reason = ""

    def clone(self) -> State:
        twin = State.__new__(State)
        twin.seats = list(self.seats)
        twin.bonus_variant = self.bonus_variant
        twin.field = self.field.copy()
        twin.iron_spots = self.iron_spots  # an immutable tuple: shared until either side changes
        twin.hands = [h[:] for h in self.hands]
        twin.pile = self.pile[:]
        twin.points = [p[:] for p in self.points]
        twin.bonus_owner = self.bonus_owner[:]
        twin.out = self.out[:]
        twin.stop_out = self.stop_out
        twin.current = self.current
        twin.phase = self.phase
        twin.revealed = self.revealed
        twin.placed = self.placed[:]
        twin.fresh = self.fresh.copy()
        twin.scoring = self.scoring
        twin.scoring_metal = self.scoring_metal
        twin.removed = self.removed[:]
        twin.needed = self.needed
        twin.passes = self.passes
        twin.end_reason = self.end_reason
        return twin

    # -- reading -------------------------------------------------------------------------------
    def score_of(self, seat: int) -> int:
        """Collected metal cards plus bonus cards (MT-11, MT-13, MT-14)."""
        return sum(self.points[seat]) + sum(1 for owner in self.bonus_owner if owner == seat)

    def census(self) -> dict[str, int]:
        """How many cards lie in each place; the total is always the 108 tracked cards (MT-1)."""
        owners = self.bonus_owner
        return {
            "field": sum(t + 1 for t in self.field.values()),
            "hands": sum(len(h) for h in self.hands),
            "pile": len(self.pile),
            "revealed": 1 if self.revealed >= 0 else 0,
            "points": sum(sum(p) for p in self.points) + sum(1 for o in owners if o >= 0),
            "table": sum(1 for o in owners if o == BONUS_TABLE),
            "out": sum(self.out) + sum(1 for o in owners if o == BONUS_BOX) + (1 if self.stop_out else 0),
        }

    def to_json(self) -> dict[str, Any]:
        symbols = catalogue().symbols

        def card(c: int) -> str:
            return "STOP" if c == STOP else symbols[c]

        return {
            "seats": [s.to_json() for s in self.seats],
            "bonus_variant": self.bonus_variant,
            "field": {hexgrid.pos_text(p): symbols[t] for p, t in sorted(self.field.items())},
            "hands": [[card(c) for c in h] for h in self.hands],
            "pile": [card(c) for c in self.pile],
            "points": [list(p) for p in self.points],
            "bonus_owner": list(self.bonus_owner),
            "out": list(self.out),
            "stop_out": self.stop_out,
            "current": self.current,
            "phase": PHASE_NAMES[self.phase],
            "revealed": card(self.revealed) if self.revealed >= 0 else None,
            "placed": [hexgrid.pos_text(p) for p in self.placed],
            "fresh": sorted(hexgrid.pos_text(p) for p in self.fresh),
            "scoring": sorted(hexgrid.pos_text(p) for p in self.scoring),
            "scoring_metal": self.scoring_metal,
            "removed": [hexgrid.pos_text(p) for p in self.removed],
            "needed": self.needed,
            "passes": self.passes,
            "end_reason": self.end_reason,
        }
