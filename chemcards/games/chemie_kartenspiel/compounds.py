"""Compounds (Verbindungen, CK-11…CK-19): what one is, whether it is valid, and all valid ones in a hand.

A compound is a multiset of *units*: single element cards with a committed charge, and printed
combinations (each one unit with the combination's charge, CK-15/16), plus an optional shield.
Validity is judged on the units as laid, with their committed charges:

- CK-11 the total charge is zero;
- CK-12 one charge per element among the single cards;
- CK-13 indivisible: no proper non-empty sub-multiset of units has total charge zero;
- CK-14 a stable card may stand alone (it then takes its elemental charge 0);
- CK-18 jokers only stand in for the non-defining element, never more jokers than real cards.

The search over a hand (which units may still be added, every and the best compound) lives in
``search.py``; this module is the rule check that gives a refusal its reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations as subsets
from itertools import product

from chemcards.chemistry.formula import pretty

from .catalogue import catalogue, signed
from .formulas import INNER, SHIELD, format_parts


@dataclass(frozen=True, slots=True)
class Compound:
    """``singles``: (element, charge, count) sorted by element; ``combos``: (combination, jokers,
    count) sorted; ``shield``: one extra Protomaterie attached (CK-19)."""

    singles: tuple[tuple[int, int, int], ...] = ()
    combos: tuple[tuple[int, int, int], ...] = ()
    shield: bool = False

    def __str__(self) -> str:
        return format_compound(self)

    def with_shield(self, shield: bool = True) -> Compound:
        return Compound(self.singles, self.combos, shield)

    @property
    def units(self) -> int:
        return sum(n for *_, n in self.singles) + sum(n for *_, n in self.combos)

    def unit_charges(self) -> list[int]:
        cat = catalogue()
        out = [c for _, c, n in self.singles for _ in range(n)]
        out += [cat.combinations[k].charge for k, _, n in self.combos for _ in range(n)]
        return out

    def cards(self) -> dict[int, int]:
        """Card index -> how many of it the compound holds (jokers and shield as Protomaterie)."""
        cat = catalogue()
        out: dict[int, int] = {}
        for e, _, n in self.singles:
            out[e] = out.get(e, 0) + n
        for k, j, n in self.combos:
            combo = cat.combinations[k]
            out[combo.defining] = out.get(combo.defining, 0) + combo.defining_count * n
            if combo.other_count > j:
                out[combo.other] = out.get(combo.other, 0) + (combo.other_count - j) * n
            if j:
                out[cat.proto] = out.get(cat.proto, 0) + j * n
        if self.shield:
            out[cat.proto] = out.get(cat.proto, 0) + 1
        return out

    def card_list(self) -> list[int]:
        return [card for card, n in self.cards().items() for _ in range(n)]


@cache
def points(compound: Compound) -> int:
    """CK-9/15: card points of single cards plus the printed points of each combination."""
    cat = catalogue()
    return (sum(cat.elements[e].points * n for e, _, n in compound.singles)
            + sum(cat.combinations[k].points * n for k, _, n in compound.combos))


@cache
def attacks(compound: Compound) -> int:
    """CK-21: one attack per radioactive card (more if the card says so)."""
    cat = catalogue()
    return sum(cat.elements[c].attacks * n for c, n in compound.cards().items())


@cache
def black_borders(compound: Compound) -> int:
    cat = catalogue()
    return sum(n for c, n in compound.cards().items() if cat.elements[c].black_border)


@cache
def debts(compound: Compound) -> tuple[int, ...]:
    """CK-20: the points to pay back, one entry per artificial card, in card order."""
    cat = catalogue()
    return tuple(cat.elements[c].points for c, n in sorted(compound.cards().items())
                 if cat.elements[c].artificial for _ in range(n))


class Invalid(Exception):
    """Why a compound breaks a rule: an English sentence plus an i18n key and parameters."""

    def __init__(self, reason: str, key: str, **params: object) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


def _zero_part(charges: list[int]) -> tuple[int, ...] | None:
    """Indices of a proper non-empty part of ``charges`` with sum zero, or None (CK-13)."""
    if not _has_zero_part(charges):
        return None  # the common case (every laid compound) without trying each part
    size = len(charges)
    for k in range(1, size):
        for idx in subsets(range(size), k):
            if sum(charges[i] for i in idx) == 0:
                return idx
    return None


def _has_zero_part(charges: list[int]) -> bool:
    """Whether :func:`_zero_part` finds a part, by the sums reachable so far kept as the bits of
    one integer (bit ``off + s`` for sum ``s``): a part holding charge ``v`` and earlier ones sums
    to zero when ``-v`` was reachable before it. Laying a compound writes it for the log, and that
    reads the plain text back through this check for every charge choice (issue 18 point 3: it was
    a twentieth of a random playout, each part tried one by one)."""
    size = len(charges)
    off = sum(abs(c) for c in charges)
    reach = 1 << off
    # when the whole sums to zero, a zero part holding the last charge leaves a zero part before it
    for v in charges[: size - 1] if sum(charges) == 0 else charges:
        if reach >> (off - v) & 1:
            return True
        reach |= reach << v if v > 0 else reach >> -v
    return False


def check_rules(compound: Compound) -> None:
    """Raise :class:`Invalid` if the compound breaks CK-11…CK-18 (hand and payment aside)."""
    cat = catalogue()
    if compound.units == 0:
        raise Invalid("A compound needs at least one card.", "empty_compound")
    seen: dict[int, int] = {}
    for e, charge, n in compound.singles:
        el = cat.elements[e]
        if n <= 0:
            raise Invalid("Every card count must be positive.", "bad_count")
        if el.joker:
            raise Invalid("Protomaterie is no element: use it as a joker in a combination or as a shield.",
                          "joker_alone")
        if e in seen and seen[e] != charge:  # CK-12
            raise Invalid(f"{el.symbol} must take one charge for the whole compound (CK-12).",
                          "one_charge", symbol=el.symbol)
        seen[e] = charge
        if charge not in el.single_charges():
            allowed = "/".join(f"{c:+d}" for c in el.charges) or "0"
            raise Invalid(f"{el.symbol} cannot take the charge {charge:+d} (its charges: {allowed}).",
                          "bad_charge", symbol=el.symbol, charge=signed(charge),
                          allowed="/".join(signed(c) for c in el.charges) or "0")
        if charge == 0 and (compound.units > 1 or compound.combos):
            raise Invalid(f"{el.symbol} is stable and may stand alone, but then as the only card (CK-14).",
                          "stable_alone", symbol=el.symbol)
    for k, j, n in compound.combos:
        combo = cat.combinations[k]
        if n <= 0 or j < 0:
            raise Invalid("Every card count must be positive.", "bad_count")
        if j > combo.max_jokers():  # CK-18
            raise Invalid(
                f"[{combo.formula}] may hold at most {combo.max_jokers()} Protomaterie: never more jokers "
                f"than real cards, never in place of {cat.elements[combo.defining].symbol} (CK-18).",
                "too_many_jokers", formula=combo.formula, most=combo.max_jokers(),
                symbol=cat.elements[combo.defining].symbol)
    charges = compound.unit_charges()
    total = sum(charges)
    if total != 0:  # CK-11
        raise Invalid(f"The total charge is {total:+d}, not 0 (CK-11).", "charge_not_zero",
                      total=signed(total))
    if len(charges) > 1:
        part = _zero_part(charges)
        if part is not None:  # CK-13
            text = _part_text(compound, part)
            raise Invalid(f"{text} is already a compound on its own: a compound must not be divisible "
                          "(CK-13).", "divisible", part=text)
    neutral = _neutral_recipe(compound)
    if neutral is not None:
        raise Invalid(f"These cards form the combination {neutral}; lay them as the combination "
                      f"(write {neutral}).", "is_combination", formula=pretty(neutral))


def _part_text(compound: Compound, part: tuple[int, ...]) -> str:
    return format_compound(_part_compound(compound, part), annotate=True)


def _part_compound(compound: Compound, part: tuple[int, ...]) -> Compound:
    units: list[tuple[str, int, int]] = [("s", e, c) for e, c, n in compound.singles for _ in range(n)]
    units += [("c", k, j) for k, j, n in compound.combos for _ in range(n)]
    singles: dict[tuple[int, int], int] = {}
    combos: dict[tuple[int, int], int] = {}
    for i in part:
        kind, a, b = units[i]
        bucket = singles if kind == "s" else combos
        bucket[(a, b)] = bucket.get((a, b), 0) + 1
    return Compound(tuple(sorted((a, b, n) for (a, b), n in singles.items())),
                    tuple(sorted((a, b, n) for (a, b), n in combos.items())))


def _neutral_recipe(compound: Compound) -> str | None:
    """[decided] Single cards that are exactly a printed neutral combination count as it (so that
    ``H2O`` has one meaning); the plain reading is refused with a pointer to the combination."""
    if compound.combos or not compound.singles:
        return None
    cards = {e: n for e, _, n in compound.singles}
    for combo in _neutral_combos():
        if cards == {combo.defining: combo.defining_count, combo.other: combo.other_count}:
            return combo.formula
    return None


@cache
def _neutral_combos() -> tuple:  # type: ignore[type-arg]
    return tuple(c for c in catalogue().combinations if c.charge == 0)


# -- the notation of a compound (docs/notation-chemie-kartenspiel.md) --------------------------------
# Which form a compound is written in, plain or with its charges, depends on whether the plain text
# reads back as this compound, and reading back needs the rule check above: so it lives here.
_TOKEN = re.compile(r"\[(?P<inner>[A-Za-z0-9*]*)\](?P<bcount>\d*)"
                    r"|(?P<sym>[A-Z][a-z]?)(?:\((?P<charge>[+-]?\d+)\))?(?P<count>\d*)")


def format_compound(compound: Compound, annotate: bool | None = None) -> str:
    """The compound's notation; ``annotate`` forces charges on (True) or off (False)."""
    if annotate is None:
        return _canonical(compound)
    return format_parts(compound.singles, compound.combos, compound.shield, annotate)


@lru_cache(maxsize=65536)
def _canonical(compound: Compound) -> str:
    plain = format_parts(compound.singles, compound.combos, compound.shield, False)
    try:
        if parse_compound(plain) == compound:
            return plain
    except ValueError:
        pass
    return format_parts(compound.singles, compound.combos, compound.shield, True)


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
            k, j = parse_combo(m.group("inner"))
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


def parse_combo(inner: str) -> tuple[int, int]:
    """The inside of a bracketed combination (``ClO2**``): which printed combination, and how many
    Protomaterie jokers stand in for its other element (CK-18)."""
    cat = catalogue()
    jokers = len(inner) - len(inner.rstrip("*"))
    body = inner.rstrip("*")
    if "*" in body:
        raise ValueError(f"write jokers (*) at the end of a combination: [{inner}]")
    parts = INNER.findall(body)
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
    """The compound a text without some charges means: the one charge choice (CK-12) that makes a
    valid compound; with none valid, the first that sums to zero, else the one nearest to zero.
    The sum of each choice is counted before any compound is made, and the rules are checked
    only until a second valid reading shows the text is ambiguous (writing each laid compound
    for the log reads its plain form back: issue 18, speed)."""
    cat = catalogue()
    open_ = [e for e, c in singles.items() if c is None]
    options = [cat.elements[e].single_charges() for e in open_]
    weights = [counts[e] for e in open_]
    fixed = sum((c or 0) * counts[e] for e, c in singles.items() if c is not None)
    fixed += sum(cat.combinations[k].charge * n for k, _, n in combos)

    def build(choice: tuple[int, ...]) -> Compound:
        given = dict(singles)
        given.update(zip(open_, choice, strict=True))
        return Compound(tuple(sorted((e, given[e] or 0, counts[e]) for e in given)), combos, shield)

    first: Compound | None = None
    valid: list[Compound] = []
    for choice in _zero_choices(fixed, options, weights):
        c = build(choice)
        if first is None:
            first = c
        try:
            check_rules(c)
        except Invalid:
            continue
        valid.append(c)
        if len(valid) > 1:
            names = ", ".join(cat.elements[e].symbol for e in open_)
            raise ValueError(f"{text!r} is ambiguous: write the charge of {names}, e.g. Cu(+1)")
    if valid:
        return valid[0]
    if first is not None:
        return first
    nearest: tuple[int, ...] | None = None
    distance = 0
    for choice in product(*options):
        total = abs(fixed + sum(w * c for w, c in zip(weights, choice, strict=True)))
        if nearest is None or total < distance:
            nearest, distance = choice, total
    assert nearest is not None  # product() yields at least the empty choice
    return build(nearest)


def _zero_choices(
    fixed: int, options: list[tuple[int, ...]], weights: list[int]
) -> Iterator[tuple[int, ...]]:
    """The charge choices (one per open element, in ``product(*options)`` order) whose weighted sum
    plus ``fixed`` is zero, without trying the others: a prefix is followed only while the sums the
    remaining elements can reach hold what it still lacks (writing each laid compound for the log
    reads its plain form back, and trying every choice was a twelfth of a random playout: issue 18
    point 3, session 11)."""
    size = len(options)
    reach: list[set[int]] = [set() for _ in range(size + 1)]
    reach[size].add(0)
    for i in range(size - 1, -1, -1):
        w = weights[i]
        reach[i] = {w * c + s for c in options[i] for s in reach[i + 1]}
    if -fixed not in reach[0]:
        return
    yield from _choices_from(0, fixed, options, weights, reach, [])


def _choices_from(
    i: int, total: int, options: list[tuple[int, ...]], weights: list[int], reach: list[set[int]],
    chosen: list[int],
) -> Iterator[tuple[int, ...]]:
    """:func:`_zero_choices` from element ``i`` on, ``chosen`` before it (a module-level
    generator: a closure calling itself would leave a reference cycle per reading)."""
    if i == len(options):
        yield tuple(chosen)
        return
    w, after = weights[i], reach[i + 1]
    for c in options[i]:
        t = total + w * c
        if -t in after:
            chosen.append(c)
            yield from _choices_from(i + 1, t, options, weights, reach, chosen)
            chosen.pop()
