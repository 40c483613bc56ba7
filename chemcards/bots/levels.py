"""The levels a player chooses from, and the one place that turns a level name into a bot.

easy = the game's own easy player (``Game.easy_bot``), else a random legal action; medium = the
game's own heuristic (``Game.heuristic_bot``), random if the game has none; hard = ISMCTS thinking
for :data:`HARD_SECONDS` per decision; strongest = the same search for :data:`STRONGEST_SECONDS`
(the practice level, issue 18). A new game therefore gets every level with no code of its own.

Why a time budget and not an iteration count: a player waits a fixed time whatever the game, and
a faster engine then plays stronger by itself. A search stopped by the clock does not replay from
its seed, so seeded runs (``simulate``, ``league``) pass ``seconds=None`` and an iteration count;
without a count they get :data:`DEFAULT_ITERATIONS` (hard) or :data:`STRONGEST_ITERATIONS`.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.protocol import Game
from chemcards.core.rng import Rng
from chemcards.core.seats import LEVELS

from .base import Bot
from .ismcts import DEFAULT_ITERATIONS, ISMCTSBot
from .random_bot import RandomBot

__all__ = ["HARD_SECONDS", "LEVELS", "STRONGEST_ITERATIONS", "STRONGEST_SECONDS", "make_bot",
           "search_budget"]

#: Seconds per decision of the hard level in play (issue 18: "about 1 s").
HARD_SECONDS = 1.0
#: Seconds per decision of the strongest (practice) level: five times hard's.
STRONGEST_SECONDS = 5.0
#: The strongest level's iterations when a seeded run switches the clock off.
STRONGEST_ITERATIONS = 5 * DEFAULT_ITERATIONS


def search_budget(level: str, given: dict[str, Any]) -> dict[str, Any]:
    """The ISMCTS budget of ``level`` ("hard" or "strongest") with the caller's settings on top.

    No settings: think by time (:data:`HARD_SECONDS` / :data:`STRONGEST_SECONDS`, no iteration
    limit). ``seconds=None`` without ``iterations``: the level's reproducible iteration count."""
    strongest = level == "strongest"
    budget = dict(given)
    if "seconds" not in budget and "iterations" not in budget:
        budget["seconds"] = STRONGEST_SECONDS if strongest else HARD_SECONDS
        budget["iterations"] = None
    elif budget.get("seconds", 0) is None and budget.get("iterations") is None:
        budget["iterations"] = STRONGEST_ITERATIONS if strongest else DEFAULT_ITERATIONS
    elif strongest:  # hard's settings as given, five times over
        for key in ("seconds", "iterations"):
            if budget.get(key) is not None:
                budget[key] = 5 * budget[key]
    return budget


def make_bot(game: Game, seat: int, level: str, rng: Rng, **hard: Any) -> Bot:  # type: ignore[type-arg]
    """A computer player for ``seat``. ``hard`` passes budget settings to ISMCTS (``iterations``,
    ``seconds``, ``rollout_cap``), e.g. ``seconds=None`` for reproducible simulations; for the
    strongest level they are hard's settings, multiplied by five (see :func:`search_budget`)."""
    if level == "easy":
        return game.easy_bot(seat, rng) or RandomBot(game, seat, rng)
    if level == "medium":
        bot = game.heuristic_bot(seat, rng)
        if bot is None:
            bot = RandomBot(game, seat, rng)
            bot.level = "medium"
        return bot
    if level in ("hard", "strongest"):
        budget = search_budget(level, hard)
        bot = game.search_bot(seat, rng, **budget) or ISMCTSBot(game, seat, rng, **budget)
        bot.level = level
        return bot
    raise ValueError(f"unknown computer level {level!r}; choose one of: {', '.join(LEVELS)}")
