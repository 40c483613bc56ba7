"""Small modal questions and messages (quit, leave seat, a damaged save)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from chemcards.i18n import ui

from .widgets import KeysFooter
from .wrap import Wrapped


def dialog_footer(screen: ModalScreen[object], lang: str) -> KeysFooter:
    """The footer of a result dialog (a round's result, the game's, a CHEMIS story of a death):
    its own keys only, in ``lang``. Docked at the bottom of the dialog's screen, it covers the
    table's footer underneath, which listed the table's keys as if they worked (issue 12: "footer
    shows the table's keys behind result dialogs"); a modal screen takes no key of the table."""
    from .text import translate_bindings

    translate_bindings(screen, lang)
    return KeysFooter(compact=True, show_command_palette=False)


class ConfirmScreen(ModalScreen[bool]):
    """Yes / no; Escape is no, so a stray key never abandons a game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,n", "answer(False)", show=False),
        Binding("y", "answer(True)", show=False),
        # ← is Yes, → is No, as the buttons stand (issue 12 follow-up, point 5: arrows did nothing);
        # no wrapping round: → on No once moved to Yes, and Enter then gave a seat away (play-through 8)
        Binding("left", "focus_button('yes')", show=False),
        Binding("right", "focus_button('no')", show=False),
    ]

    def __init__(self, question: str, lang: str, yes: str | None = None, no: str | None = None) -> None:
        super().__init__()
        self.question = question
        self.yes = yes or ui("yes", lang)
        self.no = no or ui("no", lang)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Wrapped(self.question), classes="question")  # no "，" starting a line
            with Horizontal(classes="buttons"):
                yield Button(self.yes, id="yes", variant="error")
                yield Button(self.no, id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)

    def action_focus_button(self, which: str) -> None:
        self.query_one(f"#{which}", Button).focus()


class MessageScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter", "close", show=False)]

    def __init__(self, text: str, lang: str) -> None:
        super().__init__()
        self.text = text
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Wrapped(self.text), classes="question")
            with Horizontal(classes="buttons"):
                yield Button(ui("ok", self.lang), id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
