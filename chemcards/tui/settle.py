"""Keys typed ahead never act on a screen that has just appeared (issue 12 follow-up, point 1).

At one screen a person often presses Enter twice: once for their move, once more out of habit
("You drew — play it (Enter)", their last card). The second Enter used to land on the *next*
person's curtain and lift it at once, so the person who had just played saw the next hand. The
same double key closed a round's result or a CHEMIS report of a death before anyone had read it.

A screen that reveals something or hands the keyboard over (``KeyGuard``) therefore takes a key
only when it was pressed after the screen had been in front for ``settle`` seconds: keys read from
the terminal before it appeared carry an older time (Textual stamps every event when it is read),
and keys pressed while it settles are dropped. No person hands the keyboard over, or reads a
result, faster than that. The wait runs on the app's clock (a test's fake clock moves only when the
test says so), and ``ctrl+q`` (a priority binding of the app) is never held back.
"""

from __future__ import annotations

import math
from typing import ClassVar

from textual import events
from textual.message import Message
from textual.widgets import Button

from .clock import Clock, Handle, TextualClock

#: seconds a curtain waits before it takes a key: longer than a double press (about 0.1-0.5 s),
#: shorter than passing a keyboard to the next person
CURTAIN_SETTLE = 1.0
#: seconds a result or report waits: only a second press of the last move's key is to be caught
RESULT_SETTLE = 0.5
#: seconds without a key the game's result waits for before it takes one (play-through 11, de 1 and
#: en 5: keys pressed on and on while the computers finished, "r", "⏎", "e", ran into the result
#: and the next ⏎ left it for a new game); each key that comes sooner starts the wait again
GAME_RESULT_SETTLE = 0.7
#: seconds the table waits after a person's move before Enter or Space act again: the move list
#: is rebuilt at once and its cursor lands on another move, which a second press out of habit
#: would play (issue 12, CHEMIS double Enter). Shorter than any deliberate second move.
MOVE_SETTLE = 0.4
#: the keys a double press repeats: they choose the move under the cursor on every board
MOVE_KEYS = frozenset({"enter", "space"})


def event_time() -> float:
    """Now, on the clock Textual stamps its events with (a message's ``time``)."""
    return Message().time


class KeyGuard:
    """Mixin for a ``Screen``: keys (and, with ``guard_clicks``, its buttons) wait until it settled.

    Put it before the screen class in the bases (``class X(KeyGuard, ModalScreen[None])``) so its
    handlers run along with the screen's own."""

    #: seconds the screen waits after it appeared before it takes a key
    settle: ClassVar[float] = RESULT_SETTLE
    #: also disable the screen's buttons while it settles (a double click, a second tap)
    guard_clicks: ClassVar[bool] = False
    #: a key dropped while the screen settles starts the wait again: the screen takes keys only
    #: after ``settle`` seconds without one (a stream of keys typed on and on is "on its way")
    quiet: ClassVar[bool] = False
    #: when the screen became ready to take keys, on Textual's event clock (inf: not yet)
    ready_at: float = math.inf
    _settle_handle: Handle | None = None
    #: the screen comes back at the person's own request (a result reopened after the review or
    #: the final table): no key can be on its way to it by accident, so it takes every key at once
    at_once: bool = False

    @property
    def ready(self) -> bool:
        """The screen takes keys now."""
        return self.ready_at != math.inf

    def _guard_clock(self) -> Clock:
        clock: Clock | None = getattr(self.app, "clock", None)  # type: ignore[attr-defined]
        return clock if clock is not None else TextualClock(self)

    def on_mount(self) -> None:
        if self.at_once:
            self.ready_at = -math.inf
            return
        if self.guard_clicks:
            for button in self.query(Button):  # type: ignore[attr-defined]
                button.disabled = True
        self._settle_handle = self._guard_clock().schedule(self.settle, self._settled)

    def on_unmount(self) -> None:
        if self._settle_handle is not None:
            self._settle_handle.stop()
            self._settle_handle = None

    def _settled(self) -> None:
        self._settle_handle = None
        if not self.is_attached:  # type: ignore[attr-defined]
            return
        self.ready_at = event_time()
        if self.guard_clicks:
            buttons = list(self.query(Button))  # type: ignore[attr-defined]
            for button in buttons:
                button.disabled = False
            if buttons and self.focused is None:  # type: ignore[attr-defined]
                buttons[0].focus()

    def on_key(self, event: events.Key) -> None:
        """A key from before the screen settled goes nowhere: not to a focused button, not to a
        binding (both are only reached through the screen, which stops it here)."""
        if event.time < self.ready_at:
            event.stop()
            event.prevent_default()
            if self.quiet:  # the stream goes on: the wait starts again (also when a key typed
                # before the screen settled is read only after, on a busy machine)
                if self._settle_handle is not None:
                    self._settle_handle.stop()
                self.ready_at = math.inf
                self._settle_handle = self._guard_clock().schedule(self.settle, self._settled)
