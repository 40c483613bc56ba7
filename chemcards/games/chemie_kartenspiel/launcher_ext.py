"""The launcher's Chemie-Kartenspiel part: in competitive mode each seat picks its own deck (CK-2,
CK-5): a built-in deck, a deck file, or one built on the spot in the deck builder.

The launcher imports this module only when this game is chosen. It stays free of Textual so the
headless modules remain importable without a UI; the widgets live with the deck builder.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from chemcards.core.protocol import Game
    from chemcards.tui.launcher import LauncherExtension


def extension(game: Game) -> LauncherExtension:  # type: ignore[type-arg]
    from .deckbuilder import DeckChoice

    return DeckChoice(game)
