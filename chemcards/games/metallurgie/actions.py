"""Actions of Metallurgie and their text notation (docs/notation-metallurgie.md).

A turn is a short sequence of small actions, so that ``legal_actions`` stays complete yet small and
a bot can choose one step at a time::

    reveal            reveal the top card of the draw pile (MT-6)
    place Cu 1,-1     lay a card of that metal on position q,r (MT-4, MT-5)
    score Fe -1,0     score the area whose first position (top row, then leftmost) is q,r (MT-8)
    remove 0,1        take the top card of that position while scoring (MT-9, MT-10)
    end               end the turn and draw back up to three (MT-7)
    pass              no card can be laid and no gamble is wanted (MT-7)
"""

from __future__ import annotations

from typing import NamedTuple

from . import hexgrid
from .catalogue import catalogue

REVEAL = "reveal"
PLACE = "place"
SCORE = "score"
REMOVE = "remove"
END = "end"
PASS = "pass"
KINDS = (REVEAL, PLACE, SCORE, REMOVE, END, PASS)


class Action(NamedTuple):
    """A tuple keeps actions hashable and cheap: bots create thousands of them per second."""

    kind: str
    metal: int = -1
    pos: int = -1

    def __str__(self) -> str:
        if self.kind == PLACE or self.kind == SCORE:
            return f"{self.kind} {catalogue().symbols[self.metal]} {hexgrid.pos_text(self.pos)}"
        if self.kind == REMOVE:
            return f"{self.kind} {hexgrid.pos_text(self.pos)}"
        return self.kind


_PLACES: list[dict[int, Action]] = [{}, {}, {}, {}]


def place(metal: int, pos: int) -> Action:
    """The one ``place`` action for a metal and position, made once: legal_actions lists dozens per
    call inside bot playouts, and a dict look-up is much cheaper than building a tuple."""
    known = _PLACES[metal]
    action = known.get(pos)
    if action is None:
        action = known[pos] = Action(PLACE, metal, pos)
    return action


REVEAL_ACTION = Action(REVEAL)
END_ACTION = Action(END)
PASS_ACTION = Action(PASS)


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; a ``ValueError`` says what is wrong in one sentence."""
    words = text.split()
    if not words:
        raise ValueError("empty action; write e.g. 'place Cu 1,-1', 'reveal' or 'end'")
    kind = words[0].lower()
    if kind in (REVEAL, END, PASS):
        if len(words) != 1:
            raise ValueError(f"'{kind}' takes nothing after it")
        return Action(kind)
    if kind in (PLACE, SCORE):
        if len(words) != 3:
            raise ValueError(f"write '{kind} <metal> <q>,<r>', e.g. '{kind} Cu 1,-1'")
        return Action(kind, catalogue().metal_of(words[1]), hexgrid.parse_pos(words[2]))
    if kind == REMOVE:
        if len(words) != 2:
            raise ValueError("write 'remove <q>,<r>', e.g. 'remove 0,1'")
        return Action(kind, -1, hexgrid.parse_pos(words[1]))
    raise ValueError(f"unknown action {words[0]!r}; actions are {', '.join(KINDS)}")
