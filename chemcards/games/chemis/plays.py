"""What a seat may play onto a zone (CH-6): every candidate play, a typed play completed as the
legal list writes it, and the reaction a typed equation names. Whether a candidate is allowed, and
what it does, is ``zones.play``'s answer; nothing here changes the game."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from chemcards.core.protocol import IllegalAction

from . import chem, recipes, zones
from .actions import Counter, Form, Function, Salt, ZoneAction
from .catalogue import FUNCTIONS, kind_of, kinds
from .state import ChemisState


def token_counts(cards: Sequence[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        t = kind_of(c).token
        out[t] = out.get(t, 0) + 1
    return out


def hand_key(hand: Sequence[int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(token_counts(hand).items()))


def zone_candidates(st: ChemisState, seat: int, zone: int) -> list[ZoneAction]:
    """Every play ``seat`` may make onto ``zone`` now (CH-6), before any window's own filter."""
    key = hand_key(st.hands[seat])
    have = dict(key)
    z = st.ident[zone]
    elem_used = (seat, zone) in st.elem
    out: list[ZoneAction] = [Form(z, r, f) for f, r in recipes.formable(key)
                             if not (elem_used and recipes.elemental(f))]
    items = st.items[zone]
    metals = [(i, it) for i, it in enumerate(items) if _is_metal(it.formula)]
    if metals:
        radicals = [k for k in kinds()
                    if k.cat == "ion" and have.get(k.token) and chem.is_acid_radical(k.formula)]
        for i, it in metals:
            occ = sum(1 for x in items[: i + 1] if x.formula == it.formula)
            for k in radicals:
                for t in (1, 2, 3):
                    for parts in _radical_parts(k.token, t, have.get(k.token, 0), have):
                        act = Salt(z, parts, it.formula, occ, "")
                        try:
                            change = zones.play_on(st, seat, zone, act)
                        except IllegalAction:
                            continue
                        out.append(act._replace(formula=change.items[i].formula))
    for name in FUNCTIONS:
        if have.get(name):
            out.append(Function(z, name))
    counters = [t for t in (2, 3) if have.get(f"x{t}")]
    if counters and items:
        conds = st.conds[zone]
        counts: dict[str, int] = {}
        targets: list[tuple[str, int]] = []
        for it in items:
            counts[it.formula] = counts.get(it.formula, 0) + 1
            targets.append((it.formula, counts[it.formula]))
        if any(c.kind == "ignite" for c in conds):
            targets.append(("ignite", 1))
        for t in counters:
            for f, occ in targets:
                act = Counter(z, t, f, occ)
                try:
                    zones.play_on(st, seat, zone, act)
                except IllegalAction:
                    continue
                out.append(act)
    return out


def _radical_parts(tok: str, units: int, n_cards: int,
                   have: Mapping[str, int]) -> list[tuple[tuple[str, int], ...]]:
    """Ways to lay ``units`` acid-radical ions from the hand: single cards, or one card with a counter."""
    out: list[tuple[tuple[str, int], ...]] = []
    if n_cards >= units:
        out.append(tuple((tok, 1) for _ in range(units)))
    if units > 1 and have.get(f"x{units}"):
        out.append(((tok, units),))
    return out


def _is_metal(formula: str) -> bool:
    s = chem.substance(formula)
    return bool(s and s.cls == "metal")


def canonical(st: ChemisState, seat: int, zone: int, action: ZoneAction) -> ZoneAction | None:
    """A typed play with its ``-> formula`` left out, completed as the legal list writes it."""
    if isinstance(action, Form) and not action.formula:
        f = recipes.formed_by(action.parts)
        return action._replace(formula=f) if f else None
    if isinstance(action, Salt) and not action.formula:
        try:
            change = zones.play_on(st, seat, zone, action)
        except IllegalAction:
            return None
        new = [it for it in change.items if it.uid > st.next_uid]
        return action._replace(formula=new[0].formula) if new else None
    if isinstance(action, Form):
        return action._replace(parts=tuple(sorted(action.parts, key=recipes._part_key)))
    return action


def match_reaction(equation: str, possible: Sequence[chem.Reaction]) -> chem.Reaction | None:
    """The possible reaction an equation names; the condition mark ``-[ignite]->`` may be left out."""
    want = " ".join(equation.split())
    plain = re.sub(r"\s*-\[\w+\]->\s*", " -> ", want)
    for r in possible:
        if r.text == want or re.sub(r"\s*-\[\w+\]->\s*", " -> ", r.text) == plain:
            return r
    return None
