"""Time for the match driver, behind a small interface so tests can fake it.

The engines never read a clock (CC-14, CC-21): the driver (``core/driver.py``) plays the referee,
and everything that time decides (a call window closing, a turn timer running out, a computer's
reaction) is scheduled through a :class:`Clock`. The app injects Textual's timers, a server or a
headless run :class:`AsyncioClock`, a test :class:`FakeClock`, which moves only on ``advance``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Protocol


class Handle(Protocol):
    def stop(self) -> None: ...


class Clock(Protocol):
    def now(self) -> float: ...

    def schedule(self, delay: float, callback: Callable[[], object]) -> Handle: ...


class AsyncioClock:
    """Monotonic time and ``loop.call_later`` of the running asyncio loop (a server, a headless run;
    Textual runs on asyncio too, so the app may use it as well)."""

    def now(self) -> float:
        return time.monotonic()

    def schedule(self, delay: float, callback: Callable[[], object]) -> Handle:
        return asyncio.get_running_loop().call_later(max(0.0, delay), callback)


class _FakeHandle:
    __slots__ = ("callback", "due", "stopped")

    def __init__(self, due: float, callback: Callable[[], object]) -> None:
        self.due = due
        self.callback = callback
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


class FakeClock:
    """Time that moves only when a test says so; due callbacks run in order of their due time."""

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._pending: list[_FakeHandle] = []

    def now(self) -> float:
        return self._now

    def schedule(self, delay: float, callback: Callable[[], object]) -> Handle:
        handle = _FakeHandle(self._now + max(0.0, delay), callback)
        self._pending.append(handle)
        return handle

    def pending(self) -> int:
        return sum(1 for h in self._pending if not h.stopped)

    def advance(self, seconds: float) -> int:
        """Move time on, firing every callback that falls due (also ones scheduled meanwhile)."""
        target = self._now + seconds
        fired = 0
        while True:
            due = [h for h in self._pending if not h.stopped and h.due <= target]
            if not due:
                break
            first = min(due, key=lambda h: h.due)
            self._pending.remove(first)
            self._now = max(self._now, first.due)
            first.stopped = True
            first.callback()
            fired += 1
        self._pending = [h for h in self._pending if not h.stopped]
        self._now = target
        return fired
