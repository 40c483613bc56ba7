"""The board for a game that has none of its own yet: the legal moves as a list to pick from.

Enough to play any game through the protocol (the seats panel, log and status line carry the
public state); a game's own board replaces it by naming itself in ``Game.board``.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from chemcards.i18n import ui

from .board_base import GameBoard


class GenericBoard(GameBoard):
    DEFAULT_CSS = """
    GenericBoard { layout: vertical; }
    GenericBoard > OptionList { height: 1fr; }
    """

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self._legal: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static(id="generic-title")
        yield OptionList(id="generic-moves")

    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        self._legal = list(legal)
        title = ui("your_moves", self.lang) if legal else ui("wait", self.lang)
        self.query_one("#generic-title", Static).update(title)
        moves = self.query_one("#generic-moves", OptionList)
        moves.clear_options()
        moves.add_options([Option(str(a)) for a in legal])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._legal):
            self.choose(self._legal[event.option_index])
