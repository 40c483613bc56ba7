"""The one source of chance for every game (architecture: "All chance goes through one Rng").

Unseeded, it draws from the operating system's secure generator (CC-23: nobody can predict or
arrange a deal) and remembers every number it produced, so a record can replay a secure game
exactly without a seed. Seeded, it is a plain Mersenne Twister: cheap, reproducible, for tests,
simulations and practice.
"""

from __future__ import annotations

import itertools
import random
import secrets
from collections.abc import Callable, Hashable, Iterator, MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    """The Fisher–Yates places of a list of ``size``, from the last down to 1, each as ``(k, i)``:
    ``k`` bits drawn for a position in ``0 .. i`` (``(i + 1).bit_length()``, what ``_randbelow``
    draws)."""
    return tuple(((i + 1).bit_length(), i) for i in range(size - 1, 0, -1))


class _ShuffleSteps(dict[int, tuple[tuple[int, int], ...]]):
    """:func:`_shuffle_steps` per list length, built once per length on first use; lengths above
    ``_STEPS_CACHED`` are not kept, so the table stays bounded."""

    __slots__ = ()

    def __missing__(self, size: int) -> tuple[tuple[int, int], ...]:
        steps = self[size] = _shuffle_steps(size)
        return steps


_SHUFFLE_STEPS = _ShuffleSteps()
#: the longest list whose steps are kept: above every deck of our games (Color Clash's 108 cards);
#: at most 256 lengths of at most 255 steps, about 2 MB if every length ever came up
_STEPS_CACHED = 256


class ReplayExhausted(Exception):
    """A replayed record holds a chance draw the game could not have made: it is damaged."""


class Rng:
    __slots__ = ("_below", "_feed", "_gen", "drawn", "getrandbits", "secure", "seed")

    def __init__(self, seed: int | None = None, *, replay: Sequence[int] | None = None) -> None:
        self.seed = seed
        self.secure = seed is None and replay is None
        #: every number produced in secure mode; a record stores it as "chance"
        self.drawn: list[int] = []
        self._gen: random.Random | None = None
        #: Seeded: the generator's ``getrandbits``, bound once (a bound method made per draw costs
        #: as much as the draw, issue 18); ``None`` for a secure or replayed generator, whose draws
        #: must be remembered and so go through the methods. For a playout policy that draws
        #: :meth:`random` inline, once per candidate move: ``r = getrandbits(31)``, drawn again
        #: while ``r >= 2**30``, then ``r / 2**30`` gives exactly the numbers of :meth:`random`.
        self.getrandbits: Callable[[int], int] | None = None
        #: in replay mode, the recorded draws not yet used (a one-item holder, so that
        #: :meth:`rewound` can hand what is left on to its twin)
        self._feed: list[Iterator[int]] | None = None
        if replay is not None:
            # A secure game being resumed: the recorded draws first, then fresh secure ones, all
            # remembered again so that the continued record replays too.
            self.secure = True
            feed = self._feed = [iter(list(replay))]
            drawn_ = self.drawn

            def below(n: int) -> int:
                value = next(feed[0], None)
                if value is None:
                    value = secrets.randbelow(n)
                elif not 0 <= value < n:
                    raise ReplayExhausted(f"recorded chance draw {value} is outside 0..{n - 1}")
                drawn_.append(value)
                return value

            self._below = below
        elif seed is None:
            drawn = self.drawn

            def below_secure(n: int) -> int:
                value = secrets.randbelow(n)
                drawn.append(value)
                return value

            self._below = below_secure
        else:
            self._gen = random.Random(seed)
            self._below = self._gen._randbelow  # type: ignore[attr-defined]
            self.getrandbits = self._gen.getrandbits

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1``.

        Seeded, the Mersenne Twister's ``_randbelow`` is written out inline (``k`` bits, redrawn
        while too large): the same numbers, one call fewer per draw; random playouts draw once
        per action (issue 18)."""
        bits = self.getrandbits
        if bits is None:
            return self._below(n)
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def choice(self, seq: Sequence[T]) -> T:
        """A uniformly chosen item (``randbelow(len(seq))``, inline when seeded, the same numbers)."""
        bits = self.getrandbits
        if bits is None:
            return seq[self._below(len(seq))]
        n = len(seq)
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return seq[r]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates through ``randbelow`` so that secure, seeded and replayed games share one path.

        Seeded, the draw is written out inline (the Mersenne Twister's ``_randbelow``: ``k`` bits,
        redrawn while too large), the same numbers without a call per card: searches shuffle
        thousands of times a second (issue 18)."""
        gen = self._gen
        if gen is None:
            below = self._below
            for i in range(len(items) - 1, 0, -1):
                j = below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        bits = gen.getrandbits
        size = len(items)
        # The same draws, with each place's bit count looked up (``_ShuffleSteps``) instead of
        # computed: searches shuffle a hundred cards per sample (issue 18 point 3, session 30).
        steps = _SHUFFLE_STEPS[size] if size <= _STEPS_CACHED else _shuffle_steps(size)
        for k, i in steps:
            j = bits(k)
            while j > i:  # j >= i + 1: too large, drawn again
                j = bits(k)
            items[i], items[j] = items[j], items[i]

    def roll(self, sides: int = 6) -> int:
        """One die: 1..sides (CK-8 rolls a six-sided die)."""
        return self._below(sides) + 1

    def random(self) -> float:
        """A float in [0, 1); for bots' tie-breaks and exploration only, never for dealing.

        ``randbelow(2**30) / 2**30``; seeded, that draw is written out inline (31 bits, redrawn
        while too large): the same numbers, cheaper for playout policies that call it per move."""
        gen = self._gen
        if gen is None:
            return self._below(1 << 30) / (1 << 30)
        bits = gen.getrandbits
        r = bits(31)
        while r >= 1 << 30:
            r = bits(31)
        return r / (1 << 30)

    def fork(self) -> Rng:
        """An independent seeded generator, for search bots that must not consume the game's chance."""
        return Rng(self._below(1 << 62))

    def clone(self) -> Rng:
        """A copy that will produce the same future numbers (seeded mode), or a fresh secure one.

        Search bots clone states thousands of times a second, so this skips re-seeding: a bare
        generator takes the copied state directly."""
        if self._gen is not None:
            twin = Rng.__new__(Rng)
            twin.seed, twin.secure, twin.drawn, twin._feed = self.seed, False, [], None
            gen = random.Random.__new__(random.Random)
            gen.setstate(self._gen.getstate())
            twin._gen = gen
            twin._below = gen._randbelow  # type: ignore[attr-defined]
            twin.getrandbits = gen.getrandbits
            return twin
        return Rng()

    # -- undo (issue 19) -------------------------------------------------------------------------
    def position(self) -> Hashable:
        """Where this generator stands: equal before and after a stretch of play exactly when no
        chance was drawn in it. A match compares positions around each action to find the chance
        events that undo must never cross."""
        if self._gen is not None:
            return self._gen.getstate()
        return len(self.drawn)

    def rewound(self) -> Rng:
        """A generator at the start again that draws what this one drew so far and then goes on as
        this one would: a match rebuilt by replaying its effective actions (undo) meets the same
        chance, and a resumed secure record still feeds its later recorded draws afterwards."""
        if self._gen is not None:
            return Rng(self.seed)
        twin = Rng(replay=())
        assert twin._feed is not None
        rest: Iterator[int] = self._feed[0] if self._feed is not None else iter(())
        twin._feed[0] = itertools.chain(list(self.drawn), rest)
        if self._feed is not None:  # this generator must not hand the same draws out twice
            self._feed[0] = iter(())
        return twin
