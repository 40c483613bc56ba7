"""Das Chemie-Kartenspiel: build charge-neutral compounds from element cards, score them, attack
the others' compounds with radioactive cards. Rules: ``docs/rules/chemie-kartenspiel.*.md``."""

from .game import GAME, ChemieGame

__all__ = ["GAME", "ChemieGame"]
