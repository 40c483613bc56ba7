"""Why acid radicals do not go onto a metal, in words (CH-6 II, CH-18).

A newcomer held [SO₄] with Al in a zone and was told only "those cards form no substance that
exists", although the rules page promises the salt. Al₂(SO₄)₃ exists; it needs two portions of Al
and three [SO₄], and the Al in the zone is one portion. These refusals say what is missing: more of
the metal, another number of ion cards, or that the two form no salt at all. Only a refused play
gets here, never move generation, so none of this is on a hot path.
"""

from __future__ import annotations

from collections.abc import Sequence

from chemcards.core.protocol import IllegalAction

from . import chem
from .catalogue import by_token, kinds
from .state import IDENTS, Item

#: the most portions of a metal or ion cards (counters included) a salt is looked for with
_MOST = 3


def _salts(metal: str, ion: str) -> list[tuple[int, int, str]]:
    """(metal portions, ions, salt) for every salt of ``metal`` and the ion formula ``ion``."""
    return [(a, b, formula) for a in range(1, _MOST + 1) for b in range(1, _MOST + 1)
            if (formula := chem.form_cards({metal: a, ion: b})) is not None]


def _is_metal(formula: str) -> bool:
    sub = chem.substance(formula)
    return sub is not None and sub.cls == "metal"


def _ion(parts: Sequence[tuple[str, int]]) -> tuple[str, str, int] | None:
    """The one acid-radical ion card kind in ``parts`` as (token, formula, count), or None."""
    tokens = {tok for tok, _ in parts}
    if len(tokens) != 1:
        return None
    tok = next(iter(tokens))
    k = by_token().get(tok)
    if k is None or k.cat != "ion" or not chem.is_acid_radical(k.formula):
        return None
    return tok, k.formula, sum(t for _, t in parts)


def salt_refusal(metal: str, have: int, parts: Sequence[tuple[str, int]]) -> IllegalAction:
    """The refusal of ``parts`` (acid-radical cards with counters) onto ``metal`` held in ``have``
    portions when they form no salt: what the salt needs that is missing (CH-18)."""
    found = _ion(parts)
    if found is None:
        return IllegalAction(f"{metal} with those ions forms no salt that exists (CH-18)", "no_substance")
    tok, ion, given = found
    shown = {"metal": chem.display(metal), "ion": chem.display(tok)}
    salts = _salts(metal, ion)
    if not salts:
        return IllegalAction(f"{metal} and {tok} form no salt that exists (CH-18)", "salt_none", **shown)
    same = [s for s in salts if s[0] == have]
    if same:  # the metal is right; the number of ion cards is not
        _, n, formula = min(same, key=lambda s: (abs(s[1] - given), s[1]))
        return IllegalAction(f"{formula} takes {n} {tok}, not {given} (CH-18)", "salt_ion_count",
                             salt=chem.display(formula), n=n, given=given, **shown)
    a, n, formula = min(salts)
    params = {"salt": chem.display(formula), "metal_n": a, "n": n, "have": have, **shown}
    reason = f"{formula} needs {a} {metal} and {n} {tok}; the {metal} in that zone is {have} (CH-18)"
    others = [(b, other, k.token) for k in kinds() if k.cat == "ion" and k.token != tok
              and chem.is_acid_radical(k.formula)
              for a2, b, other in _salts(metal, k.formula) if a2 == have]
    if others:  # what this metal does take as it is
        b, other, other_tok = min(others)
        return IllegalAction(reason, "salt_metal_short_alt", **params, alt=chem.display(other),
                             alt_ion=chem.display(other_tok), alt_n=b)
    return IllegalAction(reason, "salt_metal_short", **params)


def form_refusal(zone: int, items: Sequence[Item],
                 parts: Sequence[tuple[str, int]]) -> IllegalAction | None:
    """Acid-radical cards typed as a substance of their own (``甲: [SO4]``) onto a zone holding
    ``items``: how to put them on a metal there, or why none takes them. None when the cards are
    not acid radicals or the zone holds no metal."""
    if _ion(parts) is None:
        return None
    metals = [(it.formula, it.portions) for it in items if _is_metal(it.formula)]
    if not metals:
        return None
    for metal, have in metals:
        cards = dict[str, int]({metal: have})
        for tok, t in parts:
            formula = by_token()[tok].formula
            cards[formula] = cards.get(formula, 0) + t
        if chem.form_cards(cards) is not None:
            text = "+".join(tok if t == 1 else f"{tok}*{t}" for tok, t in parts)
            example = f"{IDENTS[zone]}: {text} on {metal}"
            return IllegalAction(f"an acid radical goes onto a metal: {example} (CH-6 II)",
                                 "salt_write_on", example=example)
    metal, have = metals[0]
    return salt_refusal(metal, have, parts)
