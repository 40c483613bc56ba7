"""Das Chemie-Kartenspiel: build charge-neutral compounds from element cards, score them, attack
the others' compounds with radioactive cards. Rules: ``docs/rules/chemie-kartenspiel.*.md``."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import GAME, ChemieGame

__all__ = ["GAME", "ChemieGame"]

#: the engine is imported when first asked for (the registry's ``GAME``), not with the package: the
#: registry reads a game's light modules (``names``: its card names) without paying for the engine
_LAZY = {"GAME": ".game", "ChemieGame": ".game"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
