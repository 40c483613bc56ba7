"""Metallurgie: a staggered field of iron, copper, silver and gold stacks, scored by areas.

Rules: ``shared/rules/metallurgie.md`` (MT-1 … MT-15), explained in ``docs/rules/metallurgie.*.md``;
notation: ``docs/notation-metallurgie.md``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .game import GAME, Metallurgie

__all__ = ["GAME", "Action", "Metallurgie"]

#: the engine is imported when first asked for (the registry's ``GAME``), not with the package: the
#: registry reads a game's light modules (``names``: its card names) without paying for the engine
_LAZY = {"GAME": ".game", "Action": ".actions", "Metallurgie": ".game"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
