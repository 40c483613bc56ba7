"""Reading chemical formulas into atom counts and a charge.

Every rule of CHEMIS that checks chemistry (CH-18 forming a substance, CH-19 balanced reactions,
CH-30 checked data) starts here, so the parser is strict: a formula that could be read two ways is
refused with a message that says how to write it, instead of being guessed.

Accepted notation:

* element symbols with counts, groups in ``()``, ``[]`` or ``{}`` with counts: ``Fe2(SO4)3``;
* hydrates and adducts joined by ``·``, ``•``, ``*`` or ``.``, each part with an optional leading
  multiplier: ``CuSO4·5H2O``, ``CuSO4.5H2O``, ``NH3*H2O``;
* charges at the end, written so they cannot be mistaken for a count: ``NH4+``, ``Fe+++``,
  ``SO4-2`` (sign first), ``SO4^2-`` (caret), ``[SO4]2-`` (after a closing square bracket), or
  Unicode superscripts ``SO₄²⁻``. ``SO42-`` is refused: it could be SO₄²⁻ or (SO₄₂)⁻;
* Unicode subscript digits (``H₂O``) are read as counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

from chemcards.chemistry.errors import FormulaError
from chemcards.core.data import load_toml

HYDRATE_SEPARATORS = "·•∙*."
#: caps on what a person may type (issue 13, point 6): no real formula comes near them, and they keep
#: absurd input (a count of 5 000 nines) a one-line refusal instead of a crash or a long computation
MAX_FORMULA_LENGTH = 1000
MAX_DIGITS = 4
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_SUPERSCRIPT_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SUPERSCRIPT_CHARGE = re.compile(r"([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])$")
_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = {v: k for k, v in _OPEN.items()}


@cache
def element_symbols() -> frozenset[str]:
    """All symbols the parser accepts: the named curriculum elements plus the rest of the table.

    Read from ``elements.toml`` so that the parser and the element data can never disagree.
    """
    data = load_toml("chemistry", "elements.toml")
    named = {entry["symbol"] for entry in data["element"]}
    others = set(data.get("other_symbols", "").split())
    return frozenset(named | others)


@dataclass(frozen=True, slots=True)
class Formula:
    """A parsed formula: atom counts in Hill order and a net charge (CH-19 counts both)."""

    text: str
    atoms: tuple[tuple[str, int], ...]
    charge: int

    def counts(self) -> dict[str, int]:
        return dict(self.atoms)

    @property
    def key(self) -> tuple[tuple[tuple[str, int], ...], int]:
        """Composition key: two notations of one species (``CuSO4.5H2O``, ``CuSO4·5H2O``) match."""
        return (self.atoms, self.charge)

    @property
    def hill(self) -> str:
        """Hill notation with a sign-first charge; it parses back to the same formula."""
        body = "".join(f"{el}{n if n != 1 else ''}" for el, n in self.atoms)
        return body + charge_suffix(self.charge)

    @property
    def atom_count(self) -> int:
        return sum(n for _, n in self.atoms)


def charge_suffix(charge: int) -> str:
    """Sign-first ASCII charge suffix (``+1``, ``-2``) that :func:`parse_formula` reads back.

    The magnitude is always written: ``H2+`` would be refused as ambiguous, ``H2+1`` is not.
    """
    if charge == 0:
        return ""
    return f"{'+' if charge > 0 else '-'}{abs(charge)}"


def hill_order(symbols: Iterable[str]) -> list[str]:
    """Hill order (C, H, then alphabetical; alphabetical without carbon), as molmass and CAS use."""
    syms = set(symbols)
    if "C" in syms:
        rest = sorted(syms - {"C", "H"})
        return ["C", *(["H"] if "H" in syms else []), *rest]
    return sorted(syms)


def _split_charge(text: str) -> tuple[str, int]:
    """Remove the charge suffix; refuse a digits-then-sign suffix that could also be a count."""
    sup = _SUPERSCRIPT_CHARGE.search(text)
    if sup:
        digits = sup.group(1).translate(_SUPERSCRIPT_DIGITS)
        mag = int(digits) if digits else 1
        sign = 1 if sup.group(2) == "⁺" else -1
        return text[: sup.start()], sign * mag
    m = re.search(r"\^(\d*)([+-])$", text)
    if m:
        mag = int(m.group(1)) if m.group(1) else 1
        return text[: m.start()], mag if m.group(2) == "+" else -mag
    m = re.search(r"\](\d+)([+-])$", text)
    if m:
        mag = int(m.group(1))
        return text[: m.start() + 1], mag if m.group(2) == "+" else -mag
    m = re.search(r"([+-])(\d+)$", text)
    if m:
        mag = int(m.group(2))
        return text[: m.start()], mag if m.group(1) == "+" else -mag
    m = re.search(r"(\++|-+)$", text)
    if m:
        body = text[: m.start()]
        n = len(m.group(1))
        if body and "0" <= body[-1] <= "9":  # ASCII: "²" is a digit to isdigit(), not to int()
            last_count = re.search(r"[0-9]+$", body)
            assert last_count is not None
            one_element = re.fullmatch(r"[A-Z][a-z]?\d+", body) is not None
            if one_element or (n == 1 and len(last_count.group()) > 1):
                # Fe3+ (Fe³⁺ or Fe₃⁺?) and SO42- (SO₄²⁻ or SO₄₂⁻?) are read both ways in
                # the wild; NH4+ and NO3- are not, so those stay accepted.
                raise FormulaError(
                    f"ambiguous charge in {text!r}: the digits before the sign could be a "
                    f"count or the charge; write e.g. SO4-2, SO4^2-, [SO4]2- or Fe+3"
                )
        return body, n if m.group(1)[0] == "+" else -n
    return text, 0


def _parse_part(part: str, whole: str, symbols: frozenset[str]) -> dict[str, int]:
    """Recursive-descent over one hydrate part, with an explicit stack for the brackets."""
    stack: list[tuple[str, dict[str, int]]] = [("", {})]
    i = 0
    n = len(part)

    def read_count(j: int) -> tuple[int, int]:
        k = j
        while k < n and "0" <= part[k] <= "9":  # ASCII only: isdigit() is true for "²" too
            k += 1
        if k == j:
            return 1, j
        value = int(part[j:k])
        if value == 0:
            raise FormulaError(f"count 0 at position {j + 1} in {whole!r}")
        return value, k

    while i < n:
        ch = part[i]
        if ch in _OPEN:
            stack.append((ch, {}))
            i += 1
        elif ch in _CLOSE:
            opener, group = stack.pop() if len(stack) > 1 else ("", {})
            if opener != _CLOSE[ch]:
                raise FormulaError(f"unmatched {ch!r} in {whole!r}")
            if not group:
                raise FormulaError(f"empty brackets in {whole!r}")
            mult, i = read_count(i + 1)
            top = stack[-1][1]
            for el, c in group.items():
                top[el] = top.get(el, 0) + c * mult
        elif ch.isupper():
            j = i + 1
            while j < n and part[j].islower():
                j += 1
            sym = part[i:j]
            if sym not in symbols:
                raise FormulaError(f"unknown element symbol {sym!r} in {whole!r}")
            count, i = read_count(j)
            top = stack[-1][1]
            top[sym] = top.get(sym, 0) + count
        elif ch.isdigit():
            raise FormulaError(f"a count must follow an element or a bracket, in {whole!r}")
        elif ch in "+-^":
            raise FormulaError(
                f"a charge may only stand at the end of {whole!r} (e.g. SO4-2 or [SO4]2-)"
            )
        elif ch.islower():
            raise FormulaError(
                f"element symbols start with a capital letter: {ch!r} in {whole!r}"
            )
        else:
            raise FormulaError(f"unexpected character {ch!r} in {whole!r}")
    if len(stack) != 1:
        raise FormulaError(f"unclosed {stack[-1][0]!r} in {whole!r}")
    return stack[0][1]


@lru_cache(maxsize=8192)
def _parse(text: str, symbols: frozenset[str]) -> Formula:
    raw = text.strip()
    if not raw:
        raise FormulaError("empty formula")
    if len(raw) > MAX_FORMULA_LENGTH:
        raise FormulaError(f"a formula has at most {MAX_FORMULA_LENGTH} characters, not {len(raw):,}")
    if re.search(rf"\d{{{MAX_DIGITS + 1}}}", raw.translate(_SUBSCRIPTS).translate(_SUPERSCRIPT_DIGITS)):
        raise FormulaError(f"a count or charge has at most {MAX_DIGITS} digits, in {raw[:40]!r}")
    if any(c.isspace() for c in raw):
        raise FormulaError(f"no spaces inside a formula: {raw!r}")
    body, charge = _split_charge(raw.translate(_SUBSCRIPTS))
    if not body:
        raise FormulaError(f"no elements in {raw!r}")
    total: dict[str, int] = {}
    parts = re.split(f"[{re.escape(HYDRATE_SEPARATORS)}]", body)
    for part in parts:
        if not part:
            raise FormulaError(f"empty part around a hydrate dot in {raw!r}")
        m = re.match(r"\d+", part)
        mult = 1
        if m:
            mult = int(m.group())
            if mult == 0:
                raise FormulaError(f"multiplier 0 in {raw!r}")
            part = part[m.end() :]
            if not part:
                raise FormulaError(f"a multiplier needs a formula after it, in {raw!r}")
        for el, c in _parse_part(part, raw, symbols).items():
            total[el] = total.get(el, 0) + c * mult
    atoms = tuple((el, total[el]) for el in hill_order(total))
    return Formula(raw, atoms, charge)


def parse_formula(text: str, symbols: frozenset[str] | None = None) -> Formula:
    """Parse ``text``; raise :class:`FormulaError` with a one-line reason when it is malformed.

    Results are cached: the same handful of formulas is parsed again and again during a game.
    """
    if not isinstance(text, str):
        raise FormulaError(f"a formula must be text, not {type(text).__name__}")
    return _parse(text, symbols if symbols is not None else element_symbols())


def composition(counts: Mapping[str, int], charge: int = 0) -> tuple[tuple[tuple[str, int], ...], int]:
    """The :attr:`Formula.key` of a composition built by hand (e.g. from cards, CH-18)."""
    atoms = tuple((el, counts[el]) for el in hill_order(k for k, v in counts.items() if v))
    return (atoms, charge)


_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
_SUP = str.maketrans("0123456789+-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻")


def pretty(text: str) -> str:
    """Display form with sub- and superscripts (``SO4-2`` → ``SO₄²⁻``) for cards and the CLI.

    Leading multipliers of hydrate parts (the 5 in ``CuSO4·5H2O``) stay full size, as printed in
    school books. Input that does not parse is returned unchanged so display never fails.
    """
    try:
        body, charge = _split_charge(text.strip())
    except FormulaError:
        return text
    body = re.sub(r"[*.•∙]", "·", body)
    out: list[str] = []
    prev = ""
    for ch in body:
        if ch.isdigit() and prev and (prev.isalpha() or prev in ")]}" or prev in "₀₁₂₃₄₅₆₇₈₉"):
            out.append(ch.translate(_SUB))
            prev = "₀"
        else:
            out.append(ch)
            prev = ch
    if charge:
        mag = "" if abs(charge) == 1 else str(abs(charge))
        out.append((mag + ("+" if charge > 0 else "-")).translate(_SUP))
    return "".join(out)
