"""Text notation of compounds and units (docs/notation-chemie-kartenspiel.md), parseable back:
``str(compound)`` / ``compounds.parse_compound`` for compounds (written through ``formulas``),
``str(unit)`` / :func:`parse_unit` for the units of a draft, and the chemist's display form.

    Fe2O3            single cards; charges inferred when only one choice makes a valid compound
    Cu(+1)2O         a charge written out (always when the inference would be ambiguous)
    [ClO4]K          a charged combination as one unit, then K
    [ClO2**]K        the same with two Protomaterie jokers standing in for two O (CK-18)
    SO3  /  [SO**]   a neutral combination (bare when it is the whole compound and has no joker)
    SO3+P            +P: one Protomaterie attached as a shield (CK-19)
    Au               a stable card alone (CK-14)

Units are written black-border cards first, then combinations, then positive, then negative single
cards (CK-17's display order, and the chemist's cation-first habit).
"""

from __future__ import annotations

import re

from chemcards.core.protocol import NotationError

from .catalogue import catalogue
from .compounds import Compound, parse_combo
from .formulas import INNER, charge_mark
from .search import Unit, unit_lookup


def parse_unit(text: str) -> int:
    """Inverse of ``formulas.format_unit`` (``str(unit)``): the unit's number. ``ValueError`` otherwise."""
    src = text.strip()
    if src.startswith("["):
        if not src.endswith("]"):
            raise ValueError(f"cannot read the combination {text!r}")
        k, j = parse_combo(src[1:-1])
        if (-1, k, j) not in unit_lookup():
            combo = catalogue().combinations[k]
            raise ValueError(f"[{combo.formula}] may hold at most {combo.max_jokers()} Protomaterie (CK-18)")
        return unit_lookup()[(-1, k, j)]
    m = re.fullmatch(r"([A-Z][a-z]?)(?:\(([+-]?\d+)\))?", src)
    cat = catalogue()
    if not m or m.group(1) not in cat.by_symbol or cat.by_symbol[m.group(1)] == cat.proto:
        raise ValueError(f"cannot read the card {text!r}; write e.g. Fe(+3), O or [ClO4]")
    el = cat.elements[cat.by_symbol[m.group(1)]]
    if m.group(2) is None:
        if len(el.single_charges()) != 1:
            choices = ", ".join(el.symbol + charge_mark(c) for c in el.single_charges())
            raise NotationError(f"{el.symbol} has several charges: write one of {choices}",
                                "charge_missing", symbol=el.symbol, choices=choices.replace(", ", "/"))
        charge = el.single_charges()[0]
    else:
        charge = int(m.group(2))
    key = (el.index, charge, -1)
    if key not in unit_lookup():
        raise ValueError(f"{el.symbol} cannot take the charge {charge:+d}")
    return unit_lookup()[key]


# -- the chemist's way of writing a formula, for people (boards); the notation above stays the record's

_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
JOKER = "✱"


def _sub(n: int) -> str:
    return str(n).translate(_SUB) if n > 1 else ""


def _printed(formula: str) -> str:
    """A printed combination with subscripts: ``ClO4`` -> ``ClO₄``."""
    return "".join(sym + _sub(int(n) if n else 1) for sym, n in INNER.findall(formula))


def display_unit(unit: object) -> str:
    """One unit as a person reads it: ``Fe``, ``OH``, ``CO₃ (✱×2)`` for carbonate with two jokers
    standing in for O (CK-18). The record's form is :func:`format_unit` (``[CO**]``)."""
    assert isinstance(unit, Unit)
    if unit.element >= 0:
        return catalogue().elements[unit.element].symbol
    text = _printed(catalogue().combinations[unit.combo].formula)
    return text + (f" ({JOKER}×{unit.jokers})" if unit.jokers else "")


def display_formula(compound: Compound) -> str:
    """The compound in the chemist's order (issue 12): cations first, then anions, then neutral
    combinations; counts as subscripts, a repeated group in parentheses (``Ca(OH)₂``,
    ``(NH₄)₂SO₄``, ``KOH``), jokers counted at the end (``K₂CO₃ (✱×2)``). The shield is not part of
    the formula (boards show it as protection). The notation (``[OH]K``) stays what records hold."""
    cat = catalogue()
    cations: list[str] = []
    anions: list[str] = []
    neutral: list[str] = []
    jokers = 0
    singles = {(cat.elements[e].symbol, charge < 0): n for e, charge, n in compound.singles}
    symbols = {el.symbol: el for el in cat.elements}

    def rank(symbol: str) -> int:
        """Metals (no negative charge on their card) first, then hydrogen, then the non-metals'
        positive oxidation numbers: NaHCO₃, H₂SO₄, KHSO₄."""
        return 1 if symbol == "H" else 2 if min(symbols[symbol].charges) < 0 else 0

    hydroxide = 0  # H⁺ and O²⁻ in equal numbers beside a metal (or NH₄) are hydroxide: NaOH, not HClO
    h, o = singles.get(("H", False), 0), singles.get(("O", True), 0)
    if h and h == o and (any(not neg and rank(sym) == 0 for sym, neg in singles) or any(
            cat.combinations[k].charge > 0 for k, _, _ in compound.combos)):
        hydroxide = h
        del singles[("H", False)], singles[("O", True)]

    positive = sorted((s for s, negative in singles if not negative), key=rank)
    cations += [s + _sub(singles[(s, False)]) for s in positive]
    anions += [s + _sub(n) for (s, negative), n in singles.items() if negative]
    merged: dict[int, int] = {}  # one group per combination, with or without jokers ([OH][O*]Ca)
    for k, j, n in compound.combos:
        merged[k] = merged.get(k, 0) + n
        jokers += j * n
    if hydroxide:
        oh = next((k for k, c in enumerate(cat.combinations) if c.formula == "OH"), None)
        if oh is None:
            anions.append("OH" + _sub(hydroxide) if hydroxide == 1 else f"(OH){_sub(hydroxide)}")
        else:
            merged = {oh: merged.get(oh, 0) + hydroxide, **{k: n for k, n in merged.items() if k != oh}}
    for k, n in merged.items():
        combo = cat.combinations[k]
        group = _printed(combo.formula)
        if n > 1:
            group = f"({group}){_sub(n)}" if len(INNER.findall(combo.formula)) > 1 or any(
                ch.isdigit() for ch in combo.formula) else group + _sub(n)
        (cations if combo.charge > 0 else anions if combo.charge < 0 else neutral).append(group)
    text = "".join(cations + anions + neutral)
    return text + (f" ({JOKER}×{jokers})" if jokers else "")
