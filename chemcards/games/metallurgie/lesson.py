"""The guided game's prepared deal (issue 19, ``rulesets/lessons/metallurgie.toml``).

A lesson names the first cards off the shuffled pile (the hands as dealt round the table, then the
draws, top first); this turns them into the chance draws that make ``Metallurgie.new_state`` shuffle
exactly that pile (``Rng(replay=...)``). The game itself is untouched: the setup is MT-3's, the
shuffle the usual Fisher–Yates, and the record replays like any secure game's (its draws are its
"chance"). Why not a seed: the Metallurgie chain (MT-12) needs a field several turns deep, and no
seed made it certain for every learner (docs/practice.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from chemcards.lessons import fisher_yates_draws

from .catalogue import catalogue


def prepared_chance(top: Sequence[str], players: int) -> list[int]:
    """The draws for a pile whose top cards are ``top`` (metal symbols, top first); the rest lies
    below in the order of the box, the stop card at the very bottom (MT-3, MT-14)."""
    del players  # the deal reads the pile the same way whatever the table's size
    cat = catalogue()
    left = list(cat.counts)
    for _, metal in cat.start:  # MT-3: the stacks of the opening field
        for m in range(metal + 1):
            left[m] -= 1
    wanted = [cat.metal_of(symbol) for symbol in top]
    rest = list(left)
    for metal in wanted:
        rest[metal] -= 1
        if rest[metal] < 0:
            raise ValueError(f"the prepared pile holds more {cat.symbols[metal]} than the box")
    below = [m for m, n in enumerate(rest) for _ in range(n)]
    pile = below + wanted[::-1]  # the end of the list is the top (State.pile)
    start = sorted(pile)  # new_state lists the cards by metal before shuffling
    return [*fisher_yates_draws(start, pile), 0]  # 0: the stop card goes to the bottom
