"""The hot-seat curtain: it hides the whole table while the keyboard passes between two people.

A full screen (not a modal over the table), so nothing of the previous person's hand can show
through; the table underneath is already drawn without any hand while it is up. It is lifted only by
a key (or a click) made after it has been in front for a moment (``settle.KeyGuard``): a second
Enter typed by the person who just played must not open the next person's hand to them (issue 12
follow-up, point 1; CC-23).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Button, Static

from chemcards.core.i18n import join_list
from chemcards.i18n import ui

from .settle import CURTAIN_SETTLE, KeyGuard
from .widgets import KeysFooter
from .wrap import Wrapped

#: the keys that lift a curtain (its binding)
LIFT_KEYS = frozenset({"enter", "space"})


class CurtainScreen(KeyGuard, Screen[None]):
    settle = CURTAIN_SETTLE
    guard_clicks = True  # the button is disabled (not focused, not pressable) until it settled
    #: a notice while the curtain is up (where a kept save lies) waits on the table's notice line
    NOTICES_BELOW = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "lift", "Show my cards", id="curtain_lift", key_display="⏎"),
    ]

    def __init__(self, name: str, lang: str, late: Callable[[str], str | None] | None = None) -> None:
        super().__init__()
        self.person = name
        self.lang = lang
        #: what a key of the table pressed a moment too late means (``GameBoard.late_notice``): the
        #: curtain came at once after a window closed, and a late `l` said nothing (play-through
        #: 18, zh 2); shown on the curtain, as the table underneath is hidden
        self.late = late

    def compose(self) -> ComposeResult:
        from .text import safe_text, translate_bindings

        translate_bindings(self, self.lang)
        name = safe_text(self.person)  # a name is shown as typed, never read as markup (issue 13)
        with Middle(), Center():
            # wrapped by the one wrapper (wrap.py), not Textual: on a narrow screen the name stays
            # whole and no "。" starts a line (issue 12 point 7)
            yield Static(Wrapped(ui("curtain_title", self.lang, name=self.person), [self.person]),
                         id="curtain-title")
            yield Static(Wrapped(ui("curtain_body", self.lang, name=self.person), [self.person]),
                         id="curtain-body")
            yield Button(ui("curtain_button", self.lang, name=name), id="curtain-lift",
                         variant="primary")
        # rows of its own below the centred block, empty until a key is answered: the block stays
        # where it is when the line appears (play-through 20, zh 5 / de 12)
        with Center(id="curtain-late-row"):
            yield Static("", id="curtain-late")
        # the keys of this page (play-through 7, zh #8: its bottom line was empty)
        yield KeysFooter(compact=True, show_command_palette=False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_lift()

    def action_lift(self) -> None:
        if self.ready:  # not even from the footer before it settled
            self.dismiss(None)

    def on_key(self, event: events.Key) -> None:
        """A key the table would have answered, pressed just after its moment passed: the answer
        on this screen (one line, nothing changes). Any key, also before the curtain settled.

        ⏎ or Space before the curtain settled (``KeyGuard``) lifts nothing, on purpose: it may be
        the last person's second press. It says so, and to press again: a newcomer thought the
        key had failed (play-through 20, en 3)."""
        said = self.late(event.key) if self.late is not None and event.character else None
        if not said and event.key in LIFT_KEYS and event.time < self.ready_at:
            said = ui("curtain_too_soon", self.lang)
        if said:  # plain text: a name's "[Computer]" is no markup
            line = self.query_one("#curtain-late", Static)
            line.update(Wrapped(said, [], lang=self.lang, max_lines=3))


class WindowCurtain(CurtainScreen):
    """Before a window that everyone at one screen may act in (Color Clash's "Last card!", CC-10 …
    CC-14): the person at the keyboard had their hand on screen, so the others were looking away
    and could not see the window open. This screen calls everyone to look and to put the keyboard
    where all can reach it; the table pauses the match driver while it is up, so the window's
    seconds start only when the window is on screen for all of them (docs/rules/color-clash, "at
    one screen"). It names the people who may act, and no card: there is no hand behind it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "lift", "Show the table", id="window_look_lift", key_display="⏎"),
    ]

    def __init__(self, names: list[str], lang: str, why: str | None = None,
                 early: Callable[[str], str | None] | None = None) -> None:
        # a window's key pressed here counts for nothing yet (``GameBoard.early_notice``): the
        # screen says so on its line, as the hand-over curtain answers a late key
        super().__init__(join_list(names, lang), lang, late=early)
        self.names = names
        self.why = why  # what everyone may act for (the board's ``window_reason``), or None

    def compose(self) -> ComposeResult:
        from .text import translate_bindings

        translate_bindings(self, self.lang)
        with Middle(), Center():
            yield Static(Wrapped(ui("window_look_title", self.lang, names=self.person), self.names),
                         id="curtain-title")
            body = ui("window_look_body_why", self.lang, why=self.why) if self.why else \
                ui("window_look_body", self.lang)
            yield Static(Wrapped(body, self.names), id="curtain-body")
            yield Button(ui("window_look_button", self.lang), id="curtain-lift", variant="primary")
        with Center(id="curtain-late-row"):  # under the block, as on the curtain
            yield Static("", id="curtain-late")
        yield KeysFooter(compact=True, show_command_palette=False)
