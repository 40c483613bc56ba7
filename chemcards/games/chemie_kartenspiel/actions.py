"""Actions of a turn (CK-8, CK-19…CK-22), small hashable values whose ``str`` is their notation.

A compound is built in steps, because the number of whole compounds a large hand can lay runs into
the thousands: ``add`` a unit (a card with its charge, or a combination), ``drop`` one again,
``lay`` the finished compound (``lay+P`` with a shield). Then ``pay`` for artificial cards,
``attack`` with radioactive ones or ``stop``; ``skip`` lays nothing and draws 4.
"""

from __future__ import annotations

from dataclasses import dataclass

from chemcards.core.protocol import NotationError

from .catalogue import catalogue
from .formulas import SHIELD
from .notation import JOKER, parse_unit
from .search import units


@dataclass(frozen=True, slots=True)
class Add:
    unit: int

    def __str__(self) -> str:
        return f"add {units()[self.unit]}"


@dataclass(frozen=True, slots=True)
class Drop:
    unit: int

    def __str__(self) -> str:
        return f"drop {units()[self.unit]}"


@dataclass(frozen=True, slots=True)
class Lay:
    shield: bool = False

    def __str__(self) -> str:
        return "lay" + (SHIELD if self.shield else "")


@dataclass(frozen=True, slots=True)
class Pay:
    card: int

    def __str__(self) -> str:
        return f"pay {catalogue().elements[self.card].symbol}"


@dataclass(frozen=True, slots=True)
class Attack:
    target: int  # the number of a compound on the table

    def __str__(self) -> str:
        return f"attack {self.target}"


@dataclass(frozen=True, slots=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Skip:
    def __str__(self) -> str:
        return "skip"


Action = Add | Drop | Lay | Pay | Attack | Stop | Skip


@dataclass(frozen=True, slots=True)
class ShieldStep:
    """The joker typed as a card ("add ✱", "加 原物质"): attach it as the shield (``on``) or take it
    off again, as ⏎ on the card does (CK-19). Only the move box makes it and the board takes it;
    no engine action (the engine's is ``lay+P``), so no record holds it."""

    on: bool

    def __str__(self) -> str:
        return ("add " if self.on else "drop ") + JOKER


@dataclass(frozen=True, slots=True)
class CardStep:
    """An element card typed without its charge ("add N", "加 S"): the board takes it at the charge
    the card shows now, as ⏎ on the card does (CK-12; play-through 13 en 3: "add N" was read once
    and refused another time, though the hand showed "N×1 −3" both times); "drop N" takes back the
    card of that element being built (one charge per element, CK-12). Only the move box makes it
    and the board takes it; no engine action, so no record holds it."""

    element: int
    on: bool

    def __str__(self) -> str:
        return ("add " if self.on else "drop ") + catalogue().elements[self.element].symbol


#: a move typed without the part it needs: what to write, the example being its notation (issue 12
#: point 10, play-through 15 en row 10: ":add" alone said "“” is no card", an empty name)
_MISSING = {"add": ("card", "Fe(+3)"), "drop": ("card", "Fe(+3)"), "pay": ("card", "Na"),
            "attack": ("compound's number", "3")}


def parse_action(text: str) -> Action:
    words = text.strip().split(None, 1)
    if not words:
        raise ValueError("empty action")
    verb, rest = words[0].lower(), (words[1].strip() if len(words) > 1 else "")
    if verb in _MISSING and not rest:
        part, example = _MISSING[verb]
        raise NotationError(f"{verb}: which {part}? write e.g. {verb} {example}", f"missing_{verb}")
    if verb in ("add", "drop"):
        unit = parse_unit(rest)
        return Add(unit) if verb == "add" else Drop(unit)
    if verb == "lay" and rest.replace(" ", "") in ("", "+P", "+" + JOKER, JOKER):
        return Lay(bool(rest))
    if verb in ("lay+p", "lay+" + JOKER):
        return Lay(True)
    if verb == "lay":  # "lay Na2SO4": the refusal listed "lay" among the moves it did not read
        raise NotationError(f"lay takes no formula, it lays out the compound built (not {rest!r})",
                            "lay_extra")
    if verb == "pay":
        cat = catalogue()
        if rest not in cat.by_symbol or cat.by_symbol[rest] == cat.proto:
            raise ValueError(f"cannot pay with {rest!r}: name an element card, e.g. pay Na")
        return Pay(cat.by_symbol[rest])
    if verb == "attack":
        if not rest.lstrip("#").isdigit():
            raise ValueError("write attack and the compound's number, e.g. attack 3")
        return Attack(int(rest.lstrip("#")))
    if verb == "stop" and not rest:
        return Stop()
    if verb == "skip" and not rest:
        return Skip()
    # the moves listed by the words the screen shows for them too (play-through 15 en 3: "lay out"
    # and "pass" stood on the screen but not in this list)
    raise NotationError(f"cannot read the action {text!r} (add, drop, lay or lay out, pay, attack, "
                        "stop, skip or pass)", "action_unreadable")
