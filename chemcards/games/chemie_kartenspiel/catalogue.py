"""The card catalogue (CK-1, CK-5), read from ``rulesets/chemie-kartenspiel/catalogue.toml``.

A card in play is a small int: the index of its element in :data:`CATALOGUE.elements`, the joker
Protomaterie being the last index. Hands are count vectors over these indices, which makes the
compound search and ``clone()`` cheap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from chemcards.core.data import DataError, load_toml
from chemcards.core.i18n import tr


def signed(n: int) -> str:
    """A charge or valence as a reader sees it: "+3", "−2" (the minus sign U+2212, as the rules and
    lessons print it), "0". One form on the hand, the card info, the deck editor and the refusals
    (issue 21 item 4); the notation one types keeps ASCII ("Fe(+3)", "O(-2)")."""
    return "0" if n == 0 else f"+{n}" if n > 0 else f"\u2212{-n}"

GAME_ID = "chemie-kartenspiel"
STARS = {0: "", 1: "★", 2: "★★", 3: "★★★"}
_FORMULA = re.compile(r"([A-Z][a-z]?)(\d*)")


@dataclass(frozen=True, slots=True)
class Element:
    index: int
    symbol: str
    names: dict[str, str]
    charges: tuple[int, ...]
    points: int
    level: int  # 1..3; 0 for Protomaterie (counted apart, CK-3)
    stable: bool = False
    attacks: int = 0  # > 0: radioactive, that many attacks (CK-21)
    artificial: bool = False
    black_border: bool = False
    joker: bool = False
    #: indices of the combinations printed on this card
    combinations: tuple[int, ...] = ()

    @property
    def radioactive(self) -> bool:
        return self.attacks > 0

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]

    def single_charges(self) -> tuple[int, ...]:
        """Charges this card may take as a unit; a stable card may also stand alone, elemental (0)."""
        if self.stable and 0 not in self.charges:
            return (*self.charges, 0)
        return self.charges


@dataclass(frozen=True, slots=True)
class Combination:
    index: int
    formula: str  # as printed, e.g. "ClO4", "H2O"
    defining: int  # element index of the card it is printed on (never a joker, CK-18)
    defining_count: int
    other: int  # element index jokers may stand in for
    other_count: int
    charge: int
    points: int
    names: dict[str, str]

    @property
    def size(self) -> int:
        return self.defining_count + self.other_count

    def max_jokers(self) -> int:
        """CK-18: never more jokers than real cards, never the defining element."""
        return min(self.other_count, self.size // 2)

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True, slots=True)
class Catalogue:
    elements: tuple[Element, ...]
    combinations: tuple[Combination, ...]
    by_symbol: dict[str, int]
    by_formula: dict[str, int]
    proto: int

    @property
    def size(self) -> int:
        return len(self.elements)

    def element(self, symbol: str) -> Element:
        return self.elements[self.by_symbol[symbol]]

    def combination(self, formula: str) -> Combination:
        return self.combinations[self.by_formula[formula]]


def _names(raw: dict[str, Any], what: str) -> dict[str, str]:
    names = {lang: raw.get(lang) for lang in ("de", "en", "zh")}
    missing = [lang for lang, text in names.items() if not isinstance(text, str) or not text]
    if missing:
        raise DataError(f"{what} lacks a name in {', '.join(missing)}")
    return names  # type: ignore[return-value]


def parse_formula(formula: str) -> list[tuple[str, int]]:
    """``"H2O"`` -> ``[("H", 2), ("O", 1)]``; only plain element formulas (combinations, CK-15)."""
    parts = _FORMULA.findall(formula)
    if "".join(s + n for s, n in parts) != formula or not parts:
        raise DataError(f"cannot read the combination formula {formula!r}")
    return [(s, int(n) if n else 1) for s, n in parts]


@cache
def catalogue() -> Catalogue:
    raw = load_toml(GAME_ID, "catalogue.toml")
    rows = raw.get("element", [])
    by_symbol: dict[str, int] = {}
    for i, row in enumerate(rows):
        by_symbol[row["symbol"]] = i
    proto_row = raw["protomaterie"]
    proto = len(rows)
    by_symbol[proto_row["symbol"]] = proto
    combos: list[Combination] = []
    printed: dict[int, list[int]] = {}
    for ci, row in enumerate(raw.get("combination", [])):
        recipe = parse_formula(row["formula"])
        defining = by_symbol.get(row["on"])
        if defining is None:
            raise DataError(f"combination {row['formula']} is printed on unknown card {row['on']}")
        counts = dict(recipe)
        others = [s for s in counts if s != row["on"]]
        if row["on"] not in counts or len(others) != 1 or others[0] not in by_symbol:
            raise DataError(f"combination {row['formula']} needs its card {row['on']} and one other element")
        combos.append(Combination(ci, row["formula"], defining, counts[row["on"]], by_symbol[others[0]],
                                  counts[others[0]], int(row["charge"]), int(row["points"]),
                                  _names(row, f"combination {row['formula']}")))
        printed.setdefault(defining, []).append(ci)
    elements = []
    for i, row in enumerate(rows):
        elements.append(Element(
            i, row["symbol"], _names(row, f"element {row['symbol']}"), tuple(int(c) for c in row["charges"]),
            int(row["points"]), int(row["level"]), bool(row.get("stable", False)),
            int(row.get("radioactive", 0)), bool(row.get("artificial", False)),
            bool(row.get("black_border", False)), False, tuple(printed.get(i, ()))))
    elements.append(Element(proto, proto_row["symbol"], _names(proto_row, "Protomaterie"), (), 0, 0,
                            joker=True))
    return Catalogue(tuple(elements), tuple(combos), by_symbol,
                     {c.formula: c.index for c in combos}, proto)


def card_label(card: int, lang: str = "en") -> str:
    """A card as a person reads it in a list: symbol, name, charges, points, level, marks."""
    el = catalogue().elements[card]
    if el.joker:
        return el.name(lang)
    charges = "/".join(signed(c) for c in el.charges)
    worth = tr(GAME_ID, "points_short", lang, n=el.points)  # "6P", "6分"
    return f"{el.symbol} {el.name(lang)} {charges} {worth} {STARS[el.level]}{marks(card)}"


def marks(card: int) -> str:
    """Letters for the symbols (never colour alone): S stable, R radioactive, A artificial, B border."""
    el = catalogue().elements[card]
    out = ""
    if el.stable:
        out += " S"
    if el.radioactive:
        out += " R" + (str(el.attacks) if el.attacks > 1 else "")
    if el.artificial:
        out += " A"
    if el.black_border:
        out += " B"
    return out
