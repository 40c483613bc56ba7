"""The easy level: a uniformly random legal action.

It is also the fallback medium level of a game without its own heuristic, and the baseline every
stronger bot is measured against in ``chemcards simulate``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .base import Bot


class RandomBot(Bot):
    level = "easy"

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randbelow(len(legal))]
