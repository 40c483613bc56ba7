"""Metallurgie: a staggered field of iron, copper, silver and gold stacks, scored by areas.

Rules: ``shared/rules/metallurgie.md`` (MT-1 … MT-15), explained in ``docs/rules/metallurgie.*.md``;
notation: ``docs/notation-metallurgie.md``.
"""

from __future__ import annotations

from .engine import Metallurgie
from .notation import Action

GAME = Metallurgie()

__all__ = ["GAME", "Action", "Metallurgie"]
