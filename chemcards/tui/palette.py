"""Textual's command palette in the player's language.

Textual writes two of its palette texts in English: the search prompt (a constructor argument) and
"No matches found" (a literal inside ``CommandPalette._start_no_matches_countdown``). A German or
Chinese player meets both (issue 21), so this palette takes the prompt and the no-match line from
our catalogue. The override follows Textual's own method line by line (pinned textual in the
suite: ``tests/tui/test_tui_texts_no_english.py`` fails if Textual renames what it touches)."""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from chemcards.i18n import ui


class Palette(CommandPalette):
    """The command palette, saying its words in ``lang``."""

    def __init__(self, lang: str, *, id: str | None = None) -> None:
        super().__init__(placeholder=ui("palette_search", lang), id=id)
        self.lang = lang

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """As Textual's, with the no-match line from the catalogue (``palette_no_matches``)."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(Align.center(Text(ui("palette_no_matches", self.lang), style="not bold")),
                           disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:  # discover mode: nothing to say about an empty search
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
