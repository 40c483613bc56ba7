"""Help: the keys screen (``?``) and the current game's rules (F1) from ``docs/rules``."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Markdown, Static

from chemcards.core.data import rules_doc
from chemcards.i18n import ui

from .text import translate_bindings


def rules_text(game_id: str, lang: str) -> str | None:
    return rules_doc(game_id, lang)


def key_rows(screen: Screen[Any]) -> list[tuple[str, str]]:
    """(key, what it does) for every binding active on ``screen`` now, the board's included."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for active in screen.active_bindings.values():
        binding = active.binding
        text = binding.description or binding.action
        if not binding.description or text in seen:
            continue
        seen.add(text)
        rows.append((screen.app.get_key_display(binding), text))
    return rows


class KeysScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,question_mark,q", "dismiss", show=False)]

    def __init__(self, table: Screen[Any], lang: str) -> None:
        super().__init__()
        self.rows = key_rows(table)
        self.lang = lang

    def compose(self) -> ComposeResult:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold")
        grid.add_column()
        for key, text in self.rows:
            grid.add_row(key, text)
        with VerticalScroll(classes="dialog wide"):
            yield Static(ui("keys_title", self.lang), classes="question")
            yield Static(grid)
            yield Static(ui("keys_footer", self.lang), classes="hint")

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(None)


class RulesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f1,q", "close", "Close", id="close")]

    def __init__(self, game: Any, lang: str) -> None:
        super().__init__()
        self.game = game
        self.lang = lang

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        text = rules_text(self.game.id, self.lang)
        if text is None:
            text = ui("no_rules", self.lang, game=self.game.title(self.lang))
        with VerticalScroll(id="rules"):
            yield Markdown(text)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules").focus()

    def action_close(self) -> None:
        self.dismiss(None)
