"""The contract between the app shell and a game's board widget.

A game names its board as ``Game.board = "chemcards.games.<game>.board:ClassName"``; the shell
imports it lazily (engines never import Textual). The board renders the public table and, when
``seat`` is given, that seat's hand; it never applies actions itself: it posts ``ActionChosen`` and
the shell applies the action through the match, showing the engine's reason if it is refused.
"""

from __future__ import annotations

from typing import Any

from textual.message import Message
from textual.widget import Widget

from chemcards.core.protocol import Game


class GameBoard(Widget):
    class ActionChosen(Message):
        def __init__(self, action: Any) -> None:
            super().__init__()
            self.action = action

    def __init__(self, game: Game, lang: str = "en", **kwargs: Any) -> None:  # type: ignore[type-arg]
        super().__init__(**kwargs)
        self.game = game
        self.lang = lang

    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        """Render ``view``. ``seat`` is the person at the screen whose hand may be shown, or None
        (a curtain is up, or only computers act): then no hand is drawn face up. ``legal`` are the
        actions that seat may take now (empty when it is not their move)."""
        raise NotImplementedError

    def choose(self, action: Any) -> None:
        self.post_message(self.ActionChosen(action))
