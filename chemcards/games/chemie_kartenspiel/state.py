"""The state of a game (what one seat may see of it: ``view.View``).

Hands are count vectors over card indices (the draft being built is a selection *within* the hand),
piles are lists whose end is the top, compounds on the table are immutable records replaced when an
attack changes them, so ``clone()`` copies a few short lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .compounds import Compound

BUILD, PAY, ATTACK, OVER = "build", "pay", "attack", "over"


class Placed(NamedTuple):
    """A compound lying open in front of its player (CK-11)."""

    id: int
    compound: Compound
    points: int
    shield: bool  # a shield Protomaterie still attached (CK-19)
    blocks: int  # black-border cards not yet turned (CK-22)
    turned: int  # black-border cards already turned

    def protection(self) -> int:
        return int(self.shield) + self.blocks

    def to_json(self) -> list[Any]:
        return [self.id, str(self.compound), self.points, self.shield, self.blocks, self.turned]


@dataclass(slots=True)
class State:
    seats: list[Seat]
    mode: str
    hands: list[list[int]]
    piles: list[list[int]]  # family: one shared pile; competitive: one per seat (CK-6)
    decks: list[tuple[int, ...]]  # each pile's whole deck as card counts (for checks and sampling)
    table: list[list[Placed]]
    rng: Rng
    current: int = 0
    phase: str = BUILD
    draft: tuple[int, ...] = ()  # sorted unit numbers being built
    owed: tuple[int, ...] = ()  # CK-20: points still to pay, per artificial card
    attacks_left: int = 0
    next_id: int = 1
    last_roll: int | None = None
    turn: int = 1
    ended_by: int | None = None
    #: a clone shares its original's Rng until it first needs chance, then copies it (cheap clones)
    rng_shared: bool = False
    #: the seat that rolled ``last_roll`` (public): the board says whose roll the die shows
    #: (play-through 13 en 6: at the start of a person's turn "Die ⚅ 6" was the computer's roll)
    last_roller: int | None = None

    def chance(self) -> Rng:
        """The Rng to draw from now. A clone takes its own copy on first use, so that searching a
        clone never moves the original game's chance (and the original keeps its recorded Rng)."""
        if self.rng_shared:
            self.rng = self.rng.clone()
            self.rng_shared = False
        return self.rng

    def pile_of(self, seat: int) -> int:
        return 0 if len(self.piles) == 1 else seat
