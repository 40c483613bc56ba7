"""The levels a player chooses from, and the one place that turns a level name into a bot.

easy = the game's own easy player (``Game.easy_bot``), else a random legal action; medium = the
game's own heuristic (``Game.heuristic_bot``), random if the game has none; hard = ISMCTS. A new
game therefore gets all three levels with no code of its own.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.protocol import Game
from chemcards.core.rng import Rng
from chemcards.core.seats import LEVELS

from .base import Bot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

__all__ = ["LEVELS", "make_bot"]


def make_bot(game: Game, seat: int, level: str, rng: Rng, **hard: Any) -> Bot:  # type: ignore[type-arg]
    """A computer player for ``seat``. ``hard`` passes budget settings to ISMCTS (``iterations``,
    ``seconds``, ``rollout_cap``), e.g. ``seconds=None`` for reproducible simulations."""
    if level == "easy":
        return game.easy_bot(seat, rng) or RandomBot(game, seat, rng)
    if level == "medium":
        bot = game.heuristic_bot(seat, rng)
        if bot is None:
            bot = RandomBot(game, seat, rng)
            bot.level = "medium"
        return bot
    if level == "hard":
        return game.search_bot(seat, rng, **hard) or ISMCTSBot(game, seat, rng, **hard)
    raise ValueError(f"unknown computer level {level!r}; choose one of: {', '.join(LEVELS)}")
