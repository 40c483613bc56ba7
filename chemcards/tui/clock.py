"""The app's clock: Textual timers behind the driver's :class:`~chemcards.core.clock.Clock`.

``Clock``, ``Handle`` and ``FakeClock`` live in ``chemcards.core.clock`` (the driver needs them
without Textual); they are named here too because the app's tests import them from here.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from chemcards.core.clock import Clock, FakeClock, Handle

__all__ = ["Clock", "FakeClock", "Handle", "TextualClock"]


class TextualClock:
    """Monotonic time and Textual timers of the given message pump (the table screen)."""

    def __init__(self, pump: object) -> None:
        self._pump = pump

    def now(self) -> float:
        return time.monotonic()

    def schedule(self, delay: float, callback: Callable[[], object]) -> Handle:
        return self._pump.set_timer(max(0.0, delay), callback)  # type: ignore[attr-defined,no-any-return]
