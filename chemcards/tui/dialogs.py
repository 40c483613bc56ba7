"""Small modal questions and messages (quit, leave seat, a damaged save)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
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
    """Yes / no; Escape is no, so a stray key never abandons a game.

    Play-through 10 (issue 12): the footer behind the quit question still listed the table's keys,
    and a key pressed right after "No" acted on the game. The dialog's own footer lists only its
    answers, in the player's language with the key that gives them ("j Ja" in German, where ``j``
    works like ``y``; the buttons name their keys too: "是（y）"), and when it closes the screen
    beneath it takes no key pressed before a short moment has passed (``hold_keys``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # "y" and the German "j" (ja) answer yes in every language; the footer shows the key of the
        # player's language (``confirm_yes_key``)
        Binding("y,j", "answer(True)", "Yes", id="yes"),
        Binding("n", "answer(False)", "No", id="no"),
        Binding("escape", "answer(False)", show=False),
        # ← is Yes, → is No, as the buttons stand (issue 12 follow-up, point 5: arrows did nothing);
        # no wrapping round: → on No once moved to Yes, and Enter then gave a seat away (play-through 8)
        Binding("left", "focus_button('yes')", show=False),
        Binding("right", "focus_button('no')", show=False),
    ]

    def __init__(self, question: str, lang: str, yes: str | None = None, no: str | None = None,
                 names: Sequence[str] = ()) -> None:
        super().__init__()
        self.question = question
        #: parts of the question kept whole on a line (a seat with its computer mark: "Noether" /
        #: "（电脑）" broke apart, play-through 20 zh 4)
        self.names = tuple(names)
        self.lang = lang
        self.yes = yes or ui("yes_button", lang)
        self.no = no or ui("no_button", lang)
        #: answered: a second key for the same answer does nothing more
        self.answered = False

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Only the dialog's own keys: the app's (Ctrl+Q, the palette) are not its answers, and
        its footer is the only one the player sees while it is open."""
        return {key: active for key, active in super().active_bindings.items() if active.node is self}

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Wrapped(self.question, self.names), classes="question")  # no "，" starting a line
            with Horizontal(classes="buttons"):
                yield Button(self.yes, id="yes", variant="error")
                yield Button(self.no, id="no", variant="primary")
        yield dialog_footer(self, self.lang)
        key = ui("confirm_yes_key", self.lang)
        bindings = self._bindings.key_to_bindings
        for name, items in bindings.items():  # the footer names the key of the player's language
            bindings[name] = [replace(b, key_display=key) if b.id == "yes" else b for b in items]

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        if self.answered:
            return
        self.answered = True
        # the screen beneath takes no key typed while this one was open or closing (a repeated
        # "n", an Enter out of habit): play-through 10, the key after "No" acted on the game
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        hold = getattr(below, "hold_keys", None)
        if callable(hold):
            hold()
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
