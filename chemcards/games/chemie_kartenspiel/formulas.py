"""How compounds and units are written in the notation (docs/notation-chemie-kartenspiel.md): the
plain text of a compound's parts, with or without its charges, and of one unit. Below ``compounds``
and ``search``, which write themselves through it; which of the two forms a compound's notation
takes (``compounds.format_compound``) needs the rule check, so it lives with the compounds.
"""

from __future__ import annotations

import re

from .catalogue import catalogue

INNER = re.compile(r"([A-Z][a-z]?)(\d*)")
SHIELD = "+P"

Parts = tuple[tuple[int, int, int], ...]


def charge_mark(c: int) -> str:
    return f"({c:+d})" if c else "(0)"


def combo_text(k: int, j: int) -> str:
    cat = catalogue()
    combo = cat.combinations[k]
    out = ""
    for sym, n in INNER.findall(combo.formula):
        count = int(n) if n else 1
        if cat.by_symbol[sym] == combo.other:
            count -= j
        if count > 0:
            out += sym + (str(count) if count > 1 else "")
    return out + "*" * j


def format_parts(singles: Parts, combos: Parts, shield: bool, annotate: bool) -> str:
    """A compound's notation from its parts (``Compound.singles``, ``.combos``, ``.shield``): black-border
    cards, combinations, then positive and negative single cards; ``annotate`` writes every charge
    a card could take otherwise."""
    cat = catalogue()
    els = cat.elements
    border = [s for s in singles if els[s[0]].black_border]
    pos = [s for s in singles if not els[s[0]].black_border and s[1] >= 0]
    neg = [s for s in singles if not els[s[0]].black_border and s[1] < 0]
    text = ""
    for e, c, n in border:
        text += single_text(e, c, n, annotate)
    only = sum(n for *_, n in singles) + sum(n for *_, n in combos) == 1 and len(combos) == 1
    for k, j, n in combos:
        if only and j == 0 and cat.combinations[k].charge == 0:
            text += cat.combinations[k].formula
        else:
            text += f"[{combo_text(k, j)}]" + (str(n) if n > 1 else "")
    for e, c, n in pos + neg:
        text += single_text(e, c, n, annotate)
    return text + (SHIELD if shield else "")


def single_text(e: int, c: int, n: int, annotate: bool) -> str:
    el = catalogue().elements[e]
    mark = charge_mark(c) if annotate and len(el.single_charges()) > 1 else ""
    return el.symbol + mark + (str(n) if n > 1 else "")


def format_unit(element: int, charge: int, combo: int, jokers: int) -> str:
    """One unit of a draft (``search.Unit``), always with its charge where the card has several
    (``Fe(+3)``, ``Au(0)``), or a combination in brackets (``[ClO2**]``)."""
    if element >= 0:
        return single_text(element, charge, 1, True)
    return f"[{combo_text(combo, jokers)}]"
