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
from .compounds import Compound, parse_combo, parse_compound
from .formulas import INNER, charge_mark
from .search import Unit, unit_lookup


def parse_unit(text: str) -> int:
    """Inverse of ``formulas.format_unit`` (``str(unit)``): the unit's number. ``ValueError`` otherwise."""
    # a charge typed with the minus sign the cards show ("N(−3)", issue 21 item 4) reads as "N(-3)"
    src = text.strip().replace("\u2212", "-")
    group = _group_unit(src)
    if group is not None:
        return group
    if src.startswith("["):
        if not src.endswith("]"):
            raise ValueError(f"cannot read the combination {text!r}")
        k, j = parse_combo(src[1:-1])
        if (-1, k, j) not in unit_lookup():
            raise _too_many_jokers(k)
        return unit_lookup()[(-1, k, j)]
    m = re.fullmatch(r"([A-Z][a-z]?)(?:\(([+-]?\d+)\))?", src)
    cat = catalogue()
    if not m or m.group(1) not in cat.by_symbol or cat.by_symbol[m.group(1)] == cat.proto:
        raise NotationError(f"cannot read the card {text!r}; write e.g. Fe(+3), O or OH",
                            "card_unreadable", card=text.strip())
    el = cat.elements[cat.by_symbol[m.group(1)]]
    if m.group(2) is None:
        if len(el.single_charges()) != 1:
            # written with the minus sign the hand and the hint show (play-through 12, zh#6)
            choices = ", ".join(el.symbol + charge_mark(c).replace("-", "\u2212")
                                for c in el.single_charges())
            raise NotationError(f"{el.symbol} has several charges: write one of {choices}",
                                "charge_missing", symbol=el.symbol, choices=choices.replace(", ", "/"))
        charge = el.single_charges()[0]
    else:
        charge = int(m.group(2))
    key = (el.index, charge, -1)
    if key not in unit_lookup():
        raise ValueError(f"{el.symbol} cannot take the charge {charge:+d}")
    return unit_lookup()[key]


_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
#: a group as the hand shows it, with its jokers: "[OH]⁻", "[SO₄]²⁻ (✱×1)", "H₂O", or typed bare:
#: "OH", "ClO₄", "SO₄ (✱×1)"; the jokers in Chinese brackets as zh shows them, "[OH]⁻（✱×1）"
_GROUP = re.compile(r"(?:\[((?:[A-Z][a-z]?\d*){2,})\][⁰¹²³⁴⁵⁶⁷⁸⁹]*[⁺⁻]|((?:[A-Z][a-z]?\d*){2,}))"
                    r"(?:\s*[(（]\s*[✱*]\s*[×x]\s*(\d)\s*[)）])?")


def _group_unit(src: str) -> int | None:
    """A printed group typed as the hand shows it ("add OH", "加 SO₄ (✱×1)", ``display_unit``): its
    unit, so a player adds a group card by its name in every language (issue 12 point 10,
    play-through 8 zh 3: "加 OH" was refused while OH stood in the hand). None for anything else
    (a single element, the notation's "[OH]"); a formula that is no printed group is refused with
    how to write one."""
    m = _GROUP.fullmatch(src.translate(_DIGITS))
    if m is None:
        return None
    jokers = int(m.group(3) or 0)
    formula = m.group(1) or m.group(2)
    for combo in catalogue().combinations:
        if combo.formula == formula:
            if (-1, combo.index, jokers) not in unit_lookup():
                raise _too_many_jokers(combo.index)
            return unit_lookup()[(-1, combo.index, jokers)]
    raise NotationError(f"{src!r} is no printed combination", "card_unreadable", card=src)


def _too_many_jokers(combo: int) -> NotationError:
    """A group typed with more jokers than CK-18 allows ("加 OH（✱×2）"), refused with what the
    jokers may stand in for and how many (play-through 17 zh 5: it was told "OH（✱×2）" is no
    card name, with "OH" as the example of one)."""
    c = catalogue().combinations[combo]
    els = catalogue().elements
    return NotationError(
        f"[{c.formula}] may hold at most {c.max_jokers()} Protomaterie, standing in for "
        f"{els[c.other].symbol} (CK-18)", "typed_too_many_jokers", unit=group_text(combo),
        most=c.max_jokers(), symbol=els[c.other].symbol, defining=els[c.defining].symbol)


def typed_unit(unit: object) -> str:
    """A unit as a person types it, readable from the hand (play-through 12 de#5: the hint said
    "nimm [O*]" for "[OH]⁻ (✱×1)"): a group by its formula with its jokers counted as the hand
    counts them, ``OH (✱×1)``; a card, or a group without jokers, in the notation (``Fe(+3)``,
    ``[OH]``). :func:`parse_unit` reads it back."""
    assert isinstance(unit, Unit)
    if unit.element >= 0 or not unit.jokers:
        return str(unit)
    return f"{_printed(catalogue().combinations[unit.combo].formula)} ({JOKER}×{unit.jokers})"


def shown_params(key: str, params: dict[str, object]) -> dict[str, object]:
    """A rule check's parameters (``compounds.Invalid``) as a person reads them: the part of a
    divisible compound (CK-13) as the compound panel writes a formula, with its ions, ``part``
    "NaH" and ``ions`` "Na⁺ H⁻" (play-through 12 en#4: the refusal wrote the notation's
    "NaH(-1)"). Every other parameter as it is."""
    if key != "divisible":
        return params
    try:
        sub = parse_compound(str(params["part"]))
    except (KeyError, ValueError):
        return {**params, "ions": ""}
    return {**params, "part": display_formula(sub), "ions": ions_text(sub)}


# -- the chemist's way of writing a formula, for people (boards); the notation above stays the record's

_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
JOKER = "✱"


def _sub(n: int) -> str:
    return str(n).translate(_SUB) if n > 1 else ""


def _printed(formula: str) -> str:
    """A printed combination with subscripts: ``ClO4`` -> ``ClO₄``."""
    return "".join(sym + _sub(int(n) if n else 1) for sym, n in INNER.findall(formula))


def group_text(combo: int) -> str:
    """A printed combination as the rulebook writes it (CK-16): a charged group in brackets with
    its charge, ``[SO₄]²⁻``, ``[ClO₄]⁻``, ``[NH₄]⁺``; a neutral one bare, ``CO₂``, ``H₂O``
    (play-through 11, de 12 and zh 7: the game wrote "SO₄ −2" and "Kombinationen: ClO₄")."""
    c = catalogue().combinations[combo]
    text = _printed(c.formula)
    return f"[{text}]{ion_charge(c.charge)}" if c.charge else text


def display_unit(unit: object) -> str:
    """One unit as a person reads it: ``Fe``, ``[OH]⁻``, ``[CO₃]²⁻ (✱×2)`` for carbonate with two
    jokers standing in for O (CK-18), ``H₂O``. The record's form is :func:`format_unit` (``[CO**]``)."""
    assert isinstance(unit, Unit)
    if unit.element >= 0:
        return catalogue().elements[unit.element].symbol
    text = group_text(unit.combo)
    return text + (f" ({JOKER}×{unit.jokers})" if unit.jokers else "")


#: one ion (or neutral group) of a compound as a person reads it: its written group ("Am", "OH",
#: "SO₄"), its charge, how many, and whether it holds more than one atom (parentheses when counted)
Ion = tuple[str, int, int, bool]


def ions(compound: Compound) -> tuple[list[Ion], int]:
    """The compound's ions in the order its formula is written (CK-11; docs/rules/chemie-kartenspiel:
    "How formulas are written"), and its jokers. Cations first: metals (and NH₄⁺), then H⁺, then
    the non-metals' positive oxidation numbers (NaHCO₃, H₂SO₄), each group alphabetical; then the
    anions: single elements alphabetical (IUPAC's order for several anions: AmHO = Am³⁺ H⁻ O²⁻),
    then the groups (OH⁻ last among ions where H⁺ and O²⁻ beside a metal make it hydroxide); the
    neutral combinations last."""
    cat = catalogue()
    singles: dict[tuple[str, int], int] = {}
    for e, charge, n in compound.singles:
        key = (cat.elements[e].symbol, charge)
        singles[key] = singles.get(key, 0) + n
    symbols = {el.symbol: el for el in cat.elements}

    def rank(symbol: str) -> int:
        """Metals (no negative charge on their card) first, then hydrogen, then the non-metals'
        positive oxidation numbers: NaHCO₃, H₂SO₄, KHSO₄."""
        return 1 if symbol == "H" else 2 if min(symbols[symbol].charges) < 0 else 0

    # H⁺ and O²⁻ in equal numbers beside a metal (or NH₄⁺) are hydroxide: NaOH, not HClO
    h = sum(n for (sym, c), n in singles.items() if sym == "H" and c > 0)
    o = sum(n for (sym, c), n in singles.items() if sym == "O" and c < 0)
    hydroxide = 0
    if h and h == o and (any(c > 0 and rank(sym) == 0 for sym, c in singles) or any(
            cat.combinations[k].charge > 0 for k, _, _ in compound.combos)):
        hydroxide = h
        singles = {(sym, c): n for (sym, c), n in singles.items()
                   if not ((sym == "H" and c > 0) or (sym == "O" and c < 0))}
    # hydrogen on a nitride beside a metal (or NH₄⁺) is written on the nitrogen, as a chemist
    # writes the amide NH₂⁻ and the imide NH²⁻: NaNH₂, Ca(NH₂)₂, Li₂NH (play-through 16 zh 5:
    # "NaH₂N"); the cards stay N³⁻ and H⁺ (the points, the record and the rules do not change)
    h = sum(n for (sym, c), n in singles.items() if sym == "H" and c > 0)
    nitride = singles.get(("N", -3), 0)
    amide: Ion | None = None
    beside_metal = any(c > 0 and rank(sym) == 0 for sym, c in singles) or any(
        cat.combinations[k].charge > 0 for k, _, _ in compound.combos)
    if nitride and h in (nitride, 2 * nitride) and beside_metal:
        amide = ("NH₂", -1, nitride, True) if h == 2 * nitride else ("NH", -2, nitride, True)
        singles = {(sym, c): n for (sym, c), n in singles.items()
                   if not ((sym == "H" and c > 0) or (sym == "N" and c == -3))}
    merged: dict[int, int] = {}  # one group per combination, with or without jokers ([OH][O*]Ca)
    jokers = 0
    for k, j, n in compound.combos:
        merged[k] = merged.get(k, 0) + n
        jokers += j * n
    groups: list[Ion] = []
    if hydroxide:
        oh = next((k for k, c in enumerate(cat.combinations) if c.formula == "OH"), None)
        if oh is None:
            groups.append(("OH", -1, hydroxide, True))
        else:
            merged[oh] = merged.get(oh, 0) + hydroxide
    for k, n in merged.items():
        combo = cat.combinations[k]
        several = len(INNER.findall(combo.formula)) > 1 or any(ch.isdigit() for ch in combo.formula)
        groups.append((_printed(combo.formula), combo.charge, n, several))
    if amide is not None:
        groups.append(amide)
    cations = sorted(((sym, c, n, False) for (sym, c), n in singles.items() if c >= 0),
                     key=lambda ion: (rank(ion[0]), ion[0]))
    cations[:0] = sorted(g for g in groups if g[1] > 0)  # NH₄⁺ stands where a metal does
    anions = sorted((sym, c, n, False) for (sym, c), n in singles.items() if c < 0)
    anions += sorted(g for g in groups if g[1] < 0)
    return cations + anions + sorted(g for g in groups if g[1] == 0), jokers


def display_formula(compound: Compound) -> str:
    """The compound in the chemist's order (issue 12 point 10, ``ions``): counts as subscripts, a
    repeated group in parentheses (``Ca(OH)₂``, ``(NH₄)₂SO₄``, ``KOH``), a group after another
    anion too (``UHC(OH)``), jokers counted at the end (``K₂CO₃ (✱×2)``). The shield is not part of
    the formula (boards show it as protection). The notation (``[OH]K``) stays what records hold."""
    parts, jokers = ions(compound)
    if _water(parts):  # H⁺ and [OH]⁻ are water (play-through 16 zh 5: "HOH")
        return "H₂O" + (f" ({JOKER}×{jokers})" if jokers else "")
    text = ""
    anion_before = False
    for group, charge, n, several in parts:
        boxed = several and (n > 1 or (charge < 0 and anion_before))
        text += (f"({group})" if boxed else group) + _sub(n)
        anion_before = anion_before or charge < 0
    return text + (f" ({JOKER}×{jokers})" if jokers else "")


def _water(parts: list[Ion]) -> bool:
    """The ions are H⁺ and [OH]⁻ alone: water, written H₂O (with its ions beside it, :func:`unusual`,
    so it is not taken for the printed H₂O of CK-15, which scores 6 where these two score 5)."""
    return [(g, c, n) for g, c, n, _ in parts] == [("H", 1, 1), ("OH", -1, 1)]


def formula_in(text: str, lang: str) -> str:
    """A displayed formula as ``lang`` sets it: Chinese puts the jokers' count in full-width
    brackets glued to the formula ("NiH(OH)（✱×1）"), as zh does every bracket beside its text
    (play-through 8, zh 13: "NiH(OH) (✱×1) 8 分" stood beside full-width brackets elsewhere)."""
    if lang != "zh":
        return text
    return re.sub(rf" \(({JOKER}×\d+)\)", r"（\1）", text)


_SUP = str.maketrans("0123456789+-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻")


def ion_charge(charge: int) -> str:
    """A charge as a superscript after an ion: ``³⁺``, ``⁻`` (one is not written)."""
    return (str(abs(charge)) if abs(charge) > 1 else "").translate(_SUP) + ("⁺" if charge > 0 else "⁻")


def unusual(compound: Compound) -> bool:
    """Whether a formula needs its ions beside it to be read (issue 12 point 10: "AmHO", "OsFP",
    "CrBiHClC" could not be read by testers): more than two kinds of ion, or hydrogen as hydride
    H⁻. A plain salt, acid or base (NaCl, Fe₂O₃, H₂SO₄, Ca(OH)₂) reads without."""
    parts, _ = ions(compound)
    hydride = any(group == "H" and charge < 0 for group, charge, _, _ in parts)
    return len(parts) > 2 or _water(parts) or hydride


def ions_text(compound: Compound) -> str:
    """The ions of a compound with their charges, in the formula's order: ``Am³⁺ H⁻ O²⁻``,
    ``2 Fe³⁺ 3 O²⁻``, a neutral group without a charge (``SO₃``)."""
    parts, _ = ions(compound)
    return " ".join((f"{n} " if n > 1 else "")
                    + (f"[{group}]" if charge and len(INNER.findall(group.translate(_DIGITS))) > 1 else group)
                    + (ion_charge(charge) if charge else "")
                    for group, charge, n, _ in parts)
