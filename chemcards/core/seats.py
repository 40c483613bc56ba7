"""Seats and the order of turns, shared by every game.

Turn order is data (current seat, direction, who is out), not scattered ``if``s: Skip, Reverse and
seats that have left the round (CC-16) are all answered by :func:`next_seat`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

Kind = Literal["human", "computer"]
#: Computer levels, weakest first. "strongest" is the practice level: the hard search with a larger
#: time budget per decision (``chemcards.bots.levels``), labelled as such in the launcher.
LEVELS = ("easy", "medium", "hard", "strongest")
#: the longest seat name: a name is a label on a screen, not a text
MAX_NAME = 40


#: why a name cannot be a seat's, by key: ``name_problem`` says it in English (a record's damage),
#: and a front end says ``name_problem_key`` from its catalogue (the command line's ``err_seats_*``)
NAME_PROBLEMS = {
    "name_empty": "a name cannot be empty",
    "name_long": f"a name has at most {MAX_NAME} characters",
    "name_control": "a name cannot hold control characters",
}


def name_problem_key(name: str) -> str | None:
    """Why ``name`` cannot be a seat's name (a key of ``NAME_PROBLEMS``), or None. Control
    characters are refused wherever a name enters (the command line, the launcher, a record): an
    escape sequence in a name would reach every terminal that shows it."""
    if not name.strip():
        return "name_empty"
    if len(name) > MAX_NAME:
        return "name_long"
    if any(not ch.isprintable() for ch in name):
        return "name_control"
    return None


def name_problem(name: str) -> str | None:
    """:func:`name_problem_key` as an English sentence, or None."""
    key = name_problem_key(name)
    return None if key is None else NAME_PROBLEMS[key]


def shown_name(name: str) -> str:
    """A name made safe to print on a terminal, for names that came from elsewhere (an old record):
    every non-printable character becomes ``?``. Markup is escaped by the app (``tui.text``)."""
    return "".join(ch if ch.isprintable() else "?" for ch in name)[:MAX_NAME * 2]


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a place. Computer seats are always marked as such (CC-24)."""

    name: str
    kind: Kind = "human"
    level: str | None = None  # for computers: one of LEVELS
    substitute: bool = False  # a computer that took over a person's seat (CC-22)

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def as_substitute(self, level: str = "medium") -> Seat:
        return replace(self, kind="computer", level=level, substitute=True)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "substitute": self.substitute}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        problem = name_problem(data["name"])
        if problem:
            raise ValueError(problem)
        kind = data.get("kind", "human")
        if kind not in ("human", "computer"):
            raise ValueError(f"unknown seat kind {kind!r}")
        level = data.get("level")
        if level is not None and level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r}")
        return cls(data["name"], kind, level, bool(data.get("substitute", False)))


def next_seat(current: int, count: int, direction: int = 1, out: frozenset[int] | set[int] = frozenset(),
              steps: int = 1) -> int:
    """The seat ``steps`` places on from ``current`` in ``direction`` (+1/-1), passing over seats that
    are out. ``current`` itself may be out (it just went out). At least one seat must be in."""
    seat = current
    for _ in range(steps):
        for _ in range(count):
            seat = (seat + direction) % count
            if seat not in out:
                break
        else:
            raise ValueError("every seat is out")
    return seat
