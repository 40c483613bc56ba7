"""The bot interface: a computer player sees a ``View`` and the legal actions, never the state.

That is the whole point of this signature: a bot cannot peek at hidden cards because it is never
handed them (tests/bots check it receives identical inputs for states that differ only in hidden
cards). Levels shown to players: easy = the game's easy player or random legal, medium = the
game's heuristic, hard = ISMCTS.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from chemcards.core.protocol import Event, GameRules
from chemcards.core.rng import Rng


class Bot(ABC):
    """A computer player: ``chemcards.core.protocol.Player`` as the match driver calls it. It holds
    the game's rules only (``GameRules``: a search may determinize and play out), never a state."""

    level: str = "?"

    def __init__(self, game: GameRules, seat: int, rng: Rng) -> None:  # type: ignore[type-arg]
        self.game = game
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """One of ``legal`` (never empty when called)."""

    def observe(self, events: Sequence[Event]) -> None:
        """Events as this seat sees them (``Event.seen_by``); bots may keep a memory of them."""
        return None

    def hurry(self) -> None:
        """Think quickly from now on: nobody waits for a good move any more (the match driver's
        ``play_out``, CHEMIS CH-12 [decided]). Only a bot that thinks by a budget has anything to
        cut; the others already answer at once."""
        return None
