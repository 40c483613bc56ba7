"""Balance checks and an exact balancer (CH-19: a reaction happens only if it is balanced).

The balancer solves the conservation matrix (one row per element plus one for charge) exactly with
:class:`fractions.Fraction`, so it never rounds a coefficient and either finds the unique smallest
positive integer balance or says why there is none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import gcd, lcm

from chemcards.chemistry.errors import BalanceError, FormulaError
from chemcards.chemistry.formula import MAX_DIGITS, Formula, parse_formula, pretty

ARROWS = ("<=>", "⇌", "->", "→", "⟶", "=>", "==", "=")
#: an equation a person types (issue 13, point 6): longer input is refused in one line
MAX_EQUATION_LENGTH = 4000
Term = tuple[int, str]


@dataclass(frozen=True, slots=True)
class Equation:
    """Coefficients with formulas on each side, as written in a school book."""

    reactants: tuple[Term, ...]
    products: tuple[Term, ...]

    def __str__(self) -> str:
        return format_equation(self.reactants, self.products)

    @property
    def balanced(self) -> bool:
        return is_balanced(self.reactants, self.products)


def format_side(terms: Sequence[Term], *, unicode: bool = False) -> str:
    shown = (pretty(f) if unicode else f for _, f in terms)
    return " + ".join(
        (f"{c}{f}" if c != 1 else f) for (c, _), f in zip(terms, shown, strict=True)
    )


def format_equation(
    reactants: Sequence[Term], products: Sequence[Term], *, arrow: str = "->", unicode: bool = False
) -> str:
    left = format_side(reactants, unicode=unicode)
    right = format_side(products, unicode=unicode)
    return f"{left} {arrow} {right}"


def _split_terms(side: str, whole: str) -> list[Term]:
    # Charges such as "NH4+" end in "+", so terms are separated by " + " with spaces around it.
    pieces = [p.strip() for p in re.split(r"\s\+\s", f" {side.strip()} ")]
    terms: list[Term] = []
    for piece in pieces:
        if not piece:
            raise BalanceError(f"empty term in {whole!r} (separate terms with ' + ')")
        m = re.match(r"^(\d+)\s*(?=[A-Z(\[{])", piece)
        coef = 1
        if m and len(m.group(1)) > MAX_DIGITS:
            raise BalanceError(f"a coefficient has at most {MAX_DIGITS} digits, in {whole[:60]!r}")
        if m:
            coef = int(m.group(1))
            if coef == 0:
                raise BalanceError(f"coefficient 0 in {whole!r}")
            piece = piece[m.end() :]
        try:
            parse_formula(piece)
        except FormulaError as exc:
            raise BalanceError(f"in {whole!r}: {exc}") from None
        terms.append((coef, piece))
    return terms


def parse_equation(text: str) -> Equation:
    """Read ``"2H2 + O2 -> 2H2O"``; arrows ``->``, ``→``, ``=``, ``=>`` and ``<=>`` are accepted.

    Terms are separated by a ``+`` with spaces around it, so ion charges (``NH4+``) stay readable.
    A missing coefficient means 1.
    """
    if len(text) > MAX_EQUATION_LENGTH:
        raise BalanceError(f"an equation has at most {MAX_EQUATION_LENGTH} characters, not {len(text):,}")
    for arrow in ARROWS:
        if arrow in text:
            left, _, right = text.partition(arrow)
            if any(a in right for a in ARROWS):
                raise BalanceError(f"more than one arrow in {text!r}")
            if not left.strip() or not right.strip():
                raise BalanceError(f"an equation needs both sides: {text!r}")
            return Equation(tuple(_split_terms(left, text)), tuple(_split_terms(right, text)))
    raise BalanceError(f"no arrow in {text!r}; write e.g. 'H2 + O2 -> H2O'")


def _parsed(terms: Sequence[Term]) -> list[tuple[int, Formula]]:
    return [(c, parse_formula(f)) for c, f in terms]


def imbalance(reactants: Sequence[Term], products: Sequence[Term]) -> tuple[dict[str, int], int]:
    """Atoms and charge left over (reactants minus products); empty and 0 when balanced."""
    diff: dict[str, int] = {}
    charge = 0
    for sign, side in ((1, reactants), (-1, products)):
        for coef, formula in _parsed(side):
            for el, n in formula.atoms:
                diff[el] = diff.get(el, 0) + sign * coef * n
            charge += sign * coef * formula.charge
    return {el: d for el, d in diff.items() if d}, charge


def is_balanced(reactants: Sequence[Term], products: Sequence[Term]) -> bool:
    """CH-19/CH-30: every element and the net charge are conserved."""
    atoms, charge = imbalance(reactants, products)
    return not atoms and charge == 0


def _nullspace(matrix: list[list[int]], ncols: int) -> list[list[Fraction]]:
    """Basis of the nullspace, exact over the rationals.

    Elimination runs fraction-free on integers (each row kept divided by its gcd), which is exact
    and several times faster than row operations on Fraction objects; the basis vectors are then
    read off as Fractions.
    """
    rows = [row[:] for row in matrix if any(row)]
    pivots: list[int] = []
    r = 0
    for c in range(ncols):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        pr = rows[r]
        pv = pr[c]
        for i in range(len(rows)):
            f = rows[i][c]
            if i != r and f != 0:
                new = [a * pv - f * b for a, b in zip(rows[i], pr, strict=True)]
                g = gcd(*new)
                rows[i] = [x // g for x in new] if g > 1 else new
        pivots.append(c)
        r += 1
        if r == len(rows):
            break
    free = [c for c in range(ncols) if c not in pivots]
    basis: list[list[Fraction]] = []
    for fc in free:
        vec = [Fraction(0)] * ncols
        vec[fc] = Fraction(1)
        for i, pc in enumerate(pivots):
            vec[pc] = Fraction(-rows[i][fc], rows[i][pc])
        basis.append(vec)
    return basis


def balance(
    reactants: Sequence[str], products: Sequence[str]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Smallest positive integer coefficients for ``reactants -> products``.

    Raises :class:`BalanceError` when no balance exists, when a species would need a zero or
    negative coefficient (it does not take part or sits on the wrong side), or when the species
    allow several independent balances (two reactions written as one).
    """
    if not reactants or not products:
        raise BalanceError("an equation needs at least one reactant and one product")
    try:
        species = [parse_formula(f) for f in (*reactants, *products)]
    except FormulaError as exc:
        raise BalanceError(str(exc)) from None
    n = len(species)
    elements = sorted({el for f in species for el, _ in f.atoms})
    signs = [1 if j < len(reactants) else -1 for j in range(n)]
    counts = [f.counts() for f in species]
    matrix = [[s * c.get(el, 0) for s, c in zip(signs, counts, strict=True)] for el in elements]
    charge_row = [s * f.charge for s, f in zip(signs, species, strict=True)]
    if any(charge_row):
        matrix.append(charge_row)
    label = format_equation([(1, f) for f in reactants], [(1, f) for f in products])
    basis = _nullspace(matrix, n)
    if not basis:
        raise BalanceError(f"{label} cannot be balanced")
    if len(basis) > 1:
        raise BalanceError(
            f"{label} has {len(basis)} independent balances; split it into separate reactions"
        )
    vec = basis[0]
    if all(x <= 0 for x in vec):
        vec = [-x for x in vec]
    if any(x <= 0 for x in vec):
        raise BalanceError(
            f"{label} cannot be balanced with every species taking part on the side written"
        )
    denom = lcm(*(x.denominator for x in vec))
    ints = [int(x * denom) for x in vec]
    g = gcd(*ints)
    ints = [x // g for x in ints]
    return tuple(ints[: len(reactants)]), tuple(ints[len(reactants) :])


def balance_equation(text: str) -> Equation:
    """Balance an equation given as text; coefficients written in it are ignored."""
    eq = parse_equation(text)
    left = [f for _, f in eq.reactants]
    right = [f for _, f in eq.products]
    lc, rc = balance(left, right)
    return Equation(tuple(zip(lc, left, strict=True)), tuple(zip(rc, right, strict=True)))
