"""The statistics screen opened from the launcher (issue 19): the same table and plot as
``chemcards stats``, for the chosen language; Esc closes it."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from .stats import StatsError, stats_rich
from .text import translate_bindings


class StatsScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    StatsScreen { background: $background; }
    StatsScreen #stats-body { padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", "Close", id="close")]

    def __init__(self, lang: str, path: Path | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.path = path

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        try:
            body = stats_rich(self.path, None, self.lang, width=76)
        except StatsError as exc:  # a damaged file: one sentence, the file stays as it is
            body = Text(str(exc))
        with VerticalScroll():
            yield Static(body, id="stats-body")
        yield Footer(compact=True, show_command_palette=False)

    def action_close(self) -> None:
        self.dismiss(None)
