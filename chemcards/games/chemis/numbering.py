"""Numbers for values a cache would otherwise hold as objects.

The candidate and reaction caches of CHEMIS keep tuples of small ints instead of the actions and
reactions themselves: a tuple of ints is untracked by the garbage collector, which walked the
cached objects for about 13 % of a long run (issue 18, session 17, docs/performance.md). Each value
is numbered the first time it is met and never forgotten, so a kept number always names its value.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterable
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


class Numbering(Generic[T]):
    """Values numbered in the order first met: ``items[number[v]] is v``.

    ``items`` and ``number`` are read without the lock (the hot path maps ``items.__getitem__``
    over kept numbers); giving a new number takes it, because a computer thinks in its own thread
    (issue 14) and two threads must never give one number to two values."""

    __slots__ = ("_lock", "items", "number")

    def __init__(self) -> None:
        self.items: list[T] = []
        self.number: dict[T, int] = {}
        self._lock = threading.Lock()

    def numbers(self, values: Iterable[T]) -> tuple[int, ...]:
        """The number of each value, numbering those met for the first time."""
        number = self.number
        out: list[int] = []
        for value in values:
            k = number.get(value)
            if k is None:
                with self._lock:
                    k = number.get(value)
                    if k is None:
                        k = len(self.items)
                        self.items.append(value)  # before the number is seen in ``number``
                        number[value] = k
            out.append(k)
        return tuple(out)

    def clear(self) -> None:
        """Forget every number (only together with the caches that hold them)."""
        with self._lock:
            self.items.clear()
            self.number.clear()
