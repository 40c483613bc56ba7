"""Hot-seat: what a person's turn brought them, shown to them before the keyboard passes on.

A person's move can end their turn at once with news only they may see: Color Clash's drawn card
that cannot be played (CC-7), the Chemie-Kartenspiel's roll and the cards it draws (CK-8),
Metallurgie's refill. The next person's curtain used to come straight away, so the mover never saw
what they drew (play-through 11, en 13, zh 15). This dialog comes first, over the mover's own table
(their hand, nothing to play), and names nothing of anyone else's hand: the table decides when it
is shown (``TableScreen._turn_end``), it only tells the story and hands the keyboard on.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from chemcards.i18n import ui

from .dialogs import dialog_footer
from .settle import RESULT_SETTLE, KeyGuard
from .wrap import Wrapped

#: the story's last lines shown (the move, a roll, the cards drawn); older ones are a scroll away
STORY_LINES = 8


class TurnEndScreen(KeyGuard, ModalScreen[None]):
    """The end of ``person``'s turn as their own log tells it, then "pass the keyboard to ``next``".

    Guarded like a result (``settle.KeyGuard``): the second press of the key that made the move
    does not close it unread."""

    settle = RESULT_SETTLE
    DEFAULT_CSS = "TurnEndScreen #turn-end-lines { height: auto; max-height: 10; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "close", "Pass the keyboard on", id="turn_end_pass", key_display="⏎"),
    ]

    def __init__(self, person: str, following: str, lines: list[str], lang: str,
                 names: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.person, self.following, self.lang = person, following, lang
        self.lines = lines[-STORY_LINES:]
        self.names = names  # kept whole when wrapped (wrap.py)

    def compose(self) -> ComposeResult:
        from .text import safe_text

        keep = (*self.names, self.person, self.following)
        with Vertical(classes="dialog wide", id="turn-end"):
            # names and cards are shown as they are, never read as markup (issue 13)
            yield Static(Wrapped(ui("turn_end_title", self.lang, name=self.person), keep),
                         classes="question", id="turn-end-title")
            yield Static(Wrapped(ui("turn_end_body", self.lang, name=self.person), keep),
                         id="turn-end-body")
            with VerticalScroll(id="turn-end-lines"):
                yield Static(Wrapped("\n".join(self.lines), keep))
            yield Button(ui("turn_end_button", self.lang, name=safe_text(self.following)),
                         id="turn-end-pass", variant="primary")
        yield dialog_footer(self, self.lang)

    def on_mount(self) -> None:
        # Enter is the screen's own key (its footer shows it), not a focused button's
        self.set_focus(None)
        self.query_one("#turn-end-lines", VerticalScroll).anchor()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if self.ready:
            self.dismiss(None)

    def action_close(self) -> None:
        if self.ready:
            self.dismiss(None)
