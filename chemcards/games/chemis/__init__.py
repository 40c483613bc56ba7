"""纸片化学 CHEMIS: form real substances from element and ion cards, make them react in each
other's reaction zones, and survive acids, precipitates and toxic gases (rules: CH-1 … CH-33)."""

from .game import GAME, Chemis

__all__ = ["GAME", "Chemis"]
