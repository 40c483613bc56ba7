"""纸片化学 CHEMIS: form real substances from element and ion cards, make them react in each
other's reaction zones, and survive acids, precipitates and toxic gases (rules: CH-1 … CH-33)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import GAME, Chemis

__all__ = ["GAME", "Chemis"]

#: the engine is imported when first asked for (the registry's ``GAME``), not with the package: the
#: registry reads a game's light modules (``names``: its card names) without paying for the engine
_LAZY = {"GAME": ".game", "Chemis": ".game"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
