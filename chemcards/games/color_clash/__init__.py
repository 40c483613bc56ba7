"""Color Clash: a shedding card game for 2–6 players (rules ``shared/rules/color-clash.md``, CC-1…CC-25).

The package holds the pure engine (no Textual, no Rich) and the heuristic bot; ``board.py`` is the one
module of the game that draws on screen.
"""

from .game import GAME, ColorClash

__all__ = ["GAME", "ColorClash"]
