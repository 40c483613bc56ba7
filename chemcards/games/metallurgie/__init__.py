"""Metallurgie: a staggered field of iron, copper, silver and gold stacks, scored by areas.

Rules: ``shared/rules/metallurgie.md`` (MT-1 … MT-15), explained in ``docs/rules/metallurgie.*.md``;
notation: ``docs/notation-metallurgie.md``.
"""

from __future__ import annotations

from .actions import Action
from .game import GAME, Metallurgie

__all__ = ["GAME", "Action", "Metallurgie"]
