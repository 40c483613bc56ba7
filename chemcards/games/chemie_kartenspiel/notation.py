"""Text notation of compounds and actions (docs/notation-chemie-kartenspiel.md), parseable back.

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
from functools import lru_cache
from itertools import product

from .catalogue import catalogue
from .compounds import Compound, Invalid, check_rules

_TOKEN = re.compile(r"\[(?P<inner>[A-Za-z0-9*]*)\](?P<bcount>\d*)"
                    r"|(?P<sym>[A-Z][a-z]?)(?:\((?P<charge>[+-]?\d+)\))?(?P<count>\d*)")
_INNER = re.compile(r"([A-Z][a-z]?)(\d*)")
SHIELD = "+P"


def _charge(c: int) -> str:
    return f"({c:+d})" if c else "(0)"


def _combo_text(k: int, j: int) -> str:
    cat = catalogue()
    combo = cat.combinations[k]
    out = ""
    for sym, n in _INNER.findall(combo.formula):
        count = int(n) if n else 1
        if cat.by_symbol[sym] == combo.other:
            count -= j
        if count > 0:
            out += sym + (str(count) if count > 1 else "")
    return out + "*" * j


def format_compound(compound: Compound, annotate: bool | None = None) -> str:
    """The compound's notation; ``annotate`` forces charges on (True) or off (False)."""
    if annotate is None:
        return _canonical(compound)
    return _format(compound, annotate)


@lru_cache(maxsize=65536)
def _canonical(compound: Compound) -> str:
    plain = _format(compound, False)
    try:
        if parse_compound(plain) == compound:
            return plain
    except ValueError:
        pass
    return _format(compound, True)


def _format(compound: Compound, annotate: bool) -> str:
    cat = catalogue()
    els = cat.elements
    border = [s for s in compound.singles if els[s[0]].black_border]
    pos = [s for s in compound.singles if not els[s[0]].black_border and s[1] >= 0]
    neg = [s for s in compound.singles if not els[s[0]].black_border and s[1] < 0]
    text = ""
    for e, c, n in border:
        text += _single(e, c, n, annotate)
    only = compound.units == 1 and len(compound.combos) == 1
    for k, j, n in compound.combos:
        if only and j == 0 and cat.combinations[k].charge == 0:
            text += cat.combinations[k].formula
        else:
            text += f"[{_combo_text(k, j)}]" + (str(n) if n > 1 else "")
    for e, c, n in pos + neg:
        text += _single(e, c, n, annotate)
    return text + (SHIELD if compound.shield else "")


def _single(e: int, c: int, n: int, annotate: bool) -> str:
    el = catalogue().elements[e]
    mark = _charge(c) if annotate and len(el.single_charges()) > 1 else ""
    return el.symbol + mark + (str(n) if n > 1 else "")


@lru_cache(maxsize=65536)
def parse_compound(text: str) -> Compound:
    """Inverse of :func:`format_compound`. ``ValueError`` with a readable message."""
    cat = catalogue()
    src = text.strip().replace(" ", "")
    shield = src.endswith(SHIELD)
    if shield:
        src = src[: -len(SHIELD)]
    if not src:
        raise ValueError("write a compound, e.g. Fe2O3 or [ClO4]K")
    singles: dict[int, int | None] = {}
    counts: dict[int, int] = {}
    combos: dict[tuple[int, int], int] = {}
    pos = 0
    bare = True
    while pos < len(src):
        m = _TOKEN.match(src, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot read {text!r} at {src[pos:]!r}")
        pos = m.end()
        if m.group("inner") is not None:
            bare = False
            k, j = _parse_combo(m.group("inner"))
            n = int(m.group("bcount") or 1)
            combos[(k, j)] = combos.get((k, j), 0) + n
            continue
        sym = m.group("sym")
        if sym not in cat.by_symbol or cat.by_symbol[sym] == cat.proto:
            raise ValueError(f"unknown element {sym!r} in {text!r}")
        e = cat.by_symbol[sym]
        n = int(m.group("count") or 1)
        if n <= 0:
            raise ValueError(f"a count must be positive in {text!r}")
        charge = int(m.group("charge")) if m.group("charge") else None
        if charge is not None:
            bare = False
            if singles.get(e) is not None and singles[e] != charge:
                raise ValueError(f"{sym} is given two charges in {text!r}: one per compound (CK-12)")
        if e not in singles or charge is not None:
            singles[e] = charge
        counts[e] = counts.get(e, 0) + n
    if bare and not combos:
        for combo in cat.combinations:
            if combo.charge == 0 and counts == {combo.defining: combo.defining_count,
                                                combo.other: combo.other_count}:
                return Compound((), ((combo.index, 0, 1),), shield)
    combo_part = tuple(sorted((k, j, n) for (k, j), n in combos.items()))
    return _infer_charges(singles, counts, combo_part, shield, text)


def _parse_combo(inner: str) -> tuple[int, int]:
    cat = catalogue()
    jokers = len(inner) - len(inner.rstrip("*"))
    body = inner.rstrip("*")
    if "*" in body:
        raise ValueError(f"write jokers (*) at the end of a combination: [{inner}]")
    parts = _INNER.findall(body)
    if "".join(s + n for s, n in parts) != body or not parts:
        raise ValueError(f"cannot read the combination [{inner}]")
    real: dict[int, int] = {}
    for sym, n in parts:
        if sym not in cat.by_symbol:
            raise ValueError(f"unknown element {sym!r} in [{inner}]")
        real[cat.by_symbol[sym]] = real.get(cat.by_symbol[sym], 0) + (int(n) if n else 1)
    matches = []
    for combo in cat.combinations:
        if real.get(combo.defining) != combo.defining_count:
            continue
        if set(real) - {combo.defining, combo.other}:
            continue
        if real.get(combo.other, 0) + jokers == combo.other_count:
            matches.append(combo.index)
    if len(matches) != 1:
        printed = ", ".join(f"[{c.formula}]" for c in cat.combinations)
        raise ValueError(f"[{inner}] is no printed combination (printed: {printed})")
    return matches[0], jokers


def _infer_charges(singles: dict[int, int | None], counts: dict[int, int],
                   combos: tuple[tuple[int, int, int], ...], shield: bool, text: str) -> Compound:
    cat = catalogue()
    open_ = [e for e, c in singles.items() if c is None]
    options = [cat.elements[e].single_charges() for e in open_]
    candidates: list[Compound] = []
    for choice in product(*options):
        given = dict(singles)
        given.update(zip(open_, choice, strict=True))
        candidates.append(Compound(tuple(sorted((e, given[e] or 0, counts[e]) for e in given)), combos,
                                   shield))
    zero = [c for c in candidates if sum(c.unit_charges()) == 0]
    if not zero:
        return min(candidates, key=lambda c: abs(sum(c.unit_charges())))
    valid = []
    for c in zero:
        try:
            check_rules(c)
        except Invalid:
            continue
        valid.append(c)
    if len(valid) > 1:
        names = ", ".join(cat.elements[e].symbol for e in open_)
        raise ValueError(f"{text!r} is ambiguous: write the charge of {names}, e.g. Cu(+1)")
    return valid[0] if valid else zero[0]


def format_unit(unit: object) -> str:
    """One unit of a draft, always with its charge where the card has several (``Fe(+3)``,
    ``Au(0)``), or a combination in brackets (``[ClO2**]``)."""
    from .search import Unit

    assert isinstance(unit, Unit)
    if unit.element >= 0:
        return _single(unit.element, unit.charge, 1, True)
    return f"[{_combo_text(unit.combo, unit.jokers)}]"


def parse_unit(text: str) -> int:
    """Inverse of :func:`format_unit`: the unit's number. ``ValueError`` otherwise."""
    from .search import unit_lookup

    src = text.strip()
    if src.startswith("["):
        if not src.endswith("]"):
            raise ValueError(f"cannot read the combination {text!r}")
        k, j = _parse_combo(src[1:-1])
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
            choices = ", ".join(el.symbol + _charge(c) for c in el.single_charges())
            raise ValueError(f"{el.symbol} has several charges: write one of {choices}")
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
    return "".join(sym + _sub(int(n) if n else 1) for sym, n in _INNER.findall(formula))


def display_unit(unit: object) -> str:
    """One unit as a person reads it: ``Fe``, ``OH``, ``CO₃ (✱×2)`` for carbonate with two jokers
    standing in for O (CK-18). The record's form is :func:`format_unit` (``[CO**]``)."""
    from .search import Unit

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
    for e, charge, n in compound.singles:
        (anions if charge < 0 else cations).append(cat.elements[e].symbol + _sub(n))
    for k, j, n in compound.combos:
        combo = cat.combinations[k]
        group = _printed(combo.formula)
        if n > 1:
            group = f"({group}){_sub(n)}" if len(_INNER.findall(combo.formula)) > 1 or any(
                ch.isdigit() for ch in combo.formula) else group + _sub(n)
        (cations if combo.charge > 0 else anions if combo.charge < 0 else neutral).append(group)
        jokers += j * n
    text = "".join(cations + anions + neutral)
    return text + (f" ({JOKER}×{jokers})" if jokers else "")
