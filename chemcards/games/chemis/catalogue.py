"""The CHEMIS deck (CH-29): card kinds read from ``rulesets/chemis/deck.toml``.

A card is a small int; ``KIND[card]`` indexes :data:`KINDS`. Cards of one kind are interchangeable,
so actions name kinds (``H``, ``[OH]``, ``x2``, ``heat``) and the engine picks which physical cards
move; every card still has one identity so that conservation can be checked card by card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from chemcards.core.data import DataError, load_toml

GAME_ID = "chemis"
FUNCTIONS = ("heat", "cool", "ignite", "electrify", "filter")
#: condition cards stay in a zone until a reaction uses them (CH-33)
CONDITIONS = ("heat", "ignite", "electrify")


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of card. ``token`` is its name in the notation (``Na``, ``[SO4]``, ``x2``, ``heat``)."""

    index: int
    cat: str  # element | ion | counter | function
    token: str
    formula: str = ""  # element symbol or ion formula (``SO4-2``) for the chemistry engine
    times: int = 1  # counters: the multiplier
    charge: int = 0  # ions


def _ion_token(formula: str) -> str:
    return "[" + re.sub(r"[+-]\d*$", "", formula) + "]"


def _ion_charge(formula: str) -> int:
    m = re.search(r"([+-])(\d*)$", formula)
    if not m:
        raise DataError(f"rulesets/chemis/deck.toml: ion {formula!r} has no charge")
    mag = int(m.group(2) or 1)
    return mag if m.group(1) == "+" else -mag


@cache
def deck_kinds() -> tuple[tuple[Kind, int], ...]:
    """(kind, count) pairs in file order; checked so a bad edit fails at load, not mid-game."""
    data = load_toml(GAME_ID, "deck.toml")
    out: list[tuple[Kind, int]] = []
    seen: set[str] = set()

    def add(cat: str, token: str, count: object, **kw: object) -> None:
        if not isinstance(count, int) or count < 0:
            raise DataError(f"rulesets/chemis/deck.toml: {token} needs a count >= 0")
        if token in seen:
            raise DataError(f"rulesets/chemis/deck.toml: {token} listed twice")
        seen.add(token)
        out.append((Kind(len(out), cat, token, **kw), count))  # type: ignore[arg-type]

    for e in data.get("element", []):
        add("element", e["symbol"], e["count"], formula=e["symbol"])
    for i in data.get("ion", []):
        f = i["formula"]
        add("ion", _ion_token(f), i["count"], formula=f, charge=_ion_charge(f))
    for c in data.get("counter", []):
        add("counter", f"x{c['times']}", c["count"], times=int(c["times"]))
    for f in data.get("function", []):
        if f["name"] not in FUNCTIONS:
            raise DataError(f"rulesets/chemis/deck.toml: unknown function card {f['name']!r}")
        add("function", f["name"], f["count"])
    return tuple(out)


@cache
def kinds() -> tuple[Kind, ...]:
    return tuple(k for k, _ in deck_kinds())


@cache
def card_kinds() -> tuple[int, ...]:
    """Card id -> kind index, for the whole deck (card ids are 0 .. len-1)."""
    return tuple(k.index for k, n in deck_kinds() for _ in range(n))


@cache
def by_token() -> dict[str, Kind]:
    return {k.token: k for k in kinds()}


def kind_of(card: int) -> Kind:
    return kinds()[card_kinds()[card]]


def token(card: int) -> str:
    return kind_of(card).token
