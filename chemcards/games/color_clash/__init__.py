"""Color Clash: a shedding card game for 2–6 players (rules ``shared/rules/color-clash.md``, CC-1…CC-25).

The package holds the pure engine (no Textual, no Rich) and the heuristic bot; ``board.py`` is the one
module of the game that draws on screen.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import GAME, ColorClash

__all__ = ["GAME", "ColorClash"]

#: the engine is imported when first asked for (the registry's ``GAME``), not with the package: the
#: registry reads a game's light modules (``names``: its card names) without paying for the engine
_LAZY = {"GAME": ".game", "ColorClash": ".game"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
