"""The questions the CHEMIS game asks the chemistry engine during play.

* :func:`form_substance` — which substance a multiset of element and ion cards forms (CH-18);
* :func:`possible_reactions` — which reactions can happen in a zone, in the order offered to the
  player who chooses (CH-19, CH-21, CH-25, CH-26, CH-33);
* :func:`zone_state` — solid, liquid, dissolved, gas or precipitate in a zone (CH-22, CH-23, CH-24);
* :func:`damage_class` / :func:`effect` — what a substance does to its zone's owner (CH-16, CH-17,
  CH-32).

Indexes are built once (:class:`Engine`), so a query in a zone of ten substances costs a few
dictionary look-ups per substance.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from chemcards.chemistry.balance import balance
from chemcards.chemistry.data import ChemData, Substance, load_data
from chemcards.chemistry.errors import (
    BalanceError,
    ChemistryError,
    FormulaError,
    UnknownSubstanceError,
)
from chemcards.chemistry.formula import composition, parse_formula
from chemcards.chemistry.reactions import Reaction, _redox_pair, _usable, all_reactions
from chemcards.chemistry.states import ZoneState, _effective, _sub, zone_state


class DamageClass(StrEnum):
    STRONG_ACID = "strong_acid"
    STRONG_BASE = "strong_base"
    WEAK_ACID = "weak_acid"
    WEAK_BASE = "weak_base"
    PRECIPITATE = "precipitate"
    TOXIC_GAS = "toxic_gas"
    HYDROLYSIS = "hydrolysis"
    OXYGEN = "oxygen"
    HYDROGEN = "hydrogen"
    WATER = "water"
    NONE = "none"


class Timing(StrEnum):
    """CH-32: when an effect happens."""

    AT_ONCE = "at_once"  # after the judgement (CH-10), then discarded
    END_OF_TURN = "end_of_turn"  # acids and bases: when the zone's owner ends a turn (CH-8)
    WHILE_DYING = "while_dying"  # water: used up when the owner is dying
    NEVER = "never"


@dataclass(frozen=True, slots=True)
class Effect:
    """What a substance does to the owner of the zone it sits in (CH-16, CH-17, CH-32)."""

    damage_class: DamageClass
    hp: int
    hand_limit: int
    timing: Timing


_EFFECTS: dict[DamageClass, Effect] = {
    DamageClass.STRONG_ACID: Effect(DamageClass.STRONG_ACID, -2, 0, Timing.END_OF_TURN),
    DamageClass.STRONG_BASE: Effect(DamageClass.STRONG_BASE, -2, 0, Timing.END_OF_TURN),
    DamageClass.WEAK_ACID: Effect(DamageClass.WEAK_ACID, -1, 0, Timing.END_OF_TURN),
    DamageClass.WEAK_BASE: Effect(DamageClass.WEAK_BASE, -1, 0, Timing.END_OF_TURN),
    DamageClass.PRECIPITATE: Effect(DamageClass.PRECIPITATE, -1, 0, Timing.AT_ONCE),
    DamageClass.TOXIC_GAS: Effect(DamageClass.TOXIC_GAS, -1, 0, Timing.AT_ONCE),
    DamageClass.HYDROLYSIS: Effect(DamageClass.HYDROLYSIS, -1, 0, Timing.AT_ONCE),
    DamageClass.OXYGEN: Effect(DamageClass.OXYGEN, 1, 0, Timing.AT_ONCE),
    DamageClass.HYDROGEN: Effect(DamageClass.HYDROGEN, 0, 1, Timing.AT_ONCE),
    DamageClass.WATER: Effect(DamageClass.WATER, 1, 0, Timing.WHILE_DYING),
    DamageClass.NONE: Effect(DamageClass.NONE, 0, 0, Timing.NEVER),
}


def damage_class(
    substance: Substance | str, conditions: Iterable[str] = (), *, data: ChemData | None = None
) -> DamageClass:
    """The one effect class of a substance in a zone (CH-16, CH-17).

    Precedence where several apply [decided]: hydrolysis, then toxic gas (only while it is a gas),
    then acid/base strength (an insoluble acid or base counts as a precipitate), then precipitate,
    then the beneficial O2, H2 and water.
    """
    data = data or load_data()
    s = _sub(substance, data)
    state = zone_state(s, conditions, data=data)
    if s.hydrolyses:
        return DamageClass.HYDROLYSIS
    if state is ZoneState.GAS and s.toxic_gas:
        return DamageClass.TOXIC_GAS
    if s.cls in ("acid", "base") and s.strength and state is not ZoneState.GAS:
        if state is ZoneState.PRECIPITATE:
            return DamageClass.PRECIPITATE
        return DamageClass(f"{s.strength}_{s.cls}")
    if state is ZoneState.PRECIPITATE:
        return DamageClass.PRECIPITATE
    return {"O2": DamageClass.OXYGEN, "H2": DamageClass.HYDROGEN, "H2O": DamageClass.WATER}.get(
        s.formula, DamageClass.NONE
    )


def effect(
    substance: Substance | str, conditions: Iterable[str] = (), *, data: ChemData | None = None
) -> Effect:
    """HP and hand-limit change and its timing (CH-16, CH-17, CH-32)."""
    return _EFFECTS[damage_class(substance, conditions, data=data)]


# --------------------------------------------------------------------------- engine


class Engine:
    """Indexes over the tables and the reaction set, built once per process."""

    def __init__(self, data: ChemData, reactions: Iterable[Reaction]) -> None:
        self.data = data
        self.reactions: tuple[Reaction, ...] = tuple(reactions)
        self.by_id = {r.id: r for r in self.reactions}
        self.by_reactant: dict[str, list[Reaction]] = {}
        for r in self.reactions:
            for f in r.reactant_formulas:
                self.by_reactant.setdefault(f, []).append(r)
        order = list(data.labels["family"])
        self.family_rank = {fam: i for i, fam in enumerate(order)}
        self.element_cards = {sym: (el.charges) for sym, el in data.elements.items()}
        # acids whose concentrated form oxidises metals (HNO3, H2SO4): concentrated, they give no H2
        # and no NO with a metal, only their concentrated reactions
        self.oxidising_when_concentrated = frozenset(
            a for r in self.reactions if r.family == "oxidising_acid" for a in r.concentrated
        )
        # Each reaction filed once, under the reactant that fewest reactions share, with the set of
        # reactants a zone must hold (O2 aside when Ignite brings it, CH-25): a zone's candidates
        # are then the reactions filed under its substances whose reactants it holds, and the
        # per-reaction check runs on few (issue 18: a zone query cost about 66 such checks).
        self.canonical: dict[str, str] = {}  # formula as asked -> the table's formula
        self.keyed: dict[str, list[tuple[frozenset[str], Reaction]]] = {}
        self.by_o2_alone: list[Reaction] = []
        for r in self.reactions:
            present = frozenset(f for f in r.reactant_formulas if not (f == "O2" and r.condition == "ignite"))
            if not present:
                self.by_o2_alone.append(r)
                continue
            key = min(present, key=lambda f: (len(self.by_reactant[f]), f))
            self.keyed.setdefault(key, []).append((present, r))

    # CH-18 ---------------------------------------------------------------
    def form_candidates(self, cards: Iterable[str] | Mapping[str, int]) -> list[Substance]:
        counted = Counter(cards) if not isinstance(cards, Mapping) else Counter(dict(cards))
        if not counted or any(n <= 0 for n in counted.values()):
            return []
        atoms: dict[str, int] = {}
        ion_charge = 0
        element_charges: list[tuple[int, ...]] = []
        polyatomic: set[str] = set()
        for card, n in counted.items():
            if card in self.element_cards:
                element_charges.extend([self.element_cards[card]] * n)
                atoms[card] = atoms.get(card, 0) + n
                continue
            ion = self.data.ion(card)
            if ion is None:
                if isinstance(card, str):
                    parse_formula(card)
                raise ChemistryError(f"{card} is neither an element nor an ion card")
            ion_charge += ion.charge * n
            if ion.parsed.atom_count > 1:
                polyatomic.add(ion.formula)
            for el, c in ion.parsed.atoms:
                atoms[el] = atoms.get(el, 0) + c * n
        key = composition(atoms)[0]
        found = self.data.by_atoms.get(key, [])
        if not found:
            return []
        if not _can_neutralise(ion_charge, element_charges):
            return []
        return [s for s in found if polyatomic <= set(s.ions)]

    # CH-19, CH-21 ----------------------------------------------------------
    def possible_reactions(
        self,
        zone: Mapping[str, int] | Iterable[str],
        conditions: Iterable[str] = (),
        *,
        last: str | None = None,
        concentrated: Collection[str] = (),
        ignite_o2: int = 1,
        need_portions: bool = True,
        molten: bool = False,
    ) -> list[Reaction]:
        conds = _effective(conditions)
        portions = self._portions(zone)
        held = portions.keys()
        found: list[Reaction] = []
        for f in portions:
            for present, r in self.keyed.get(f, ()):
                if present <= held and (molten or not r.molten) and self._possible(
                    r, portions, conds, concentrated, ignite_o2, need_portions
                ):
                    found.append(r)
        if "ignite" in conds:
            for r in self.by_o2_alone:
                if (molten or not r.molten) and self._possible(
                    r, portions, conds, concentrated, ignite_o2, need_portions
                ):
                    found.append(r)
        if "electrify" in conds:
            found = _without_water_electrolysis(found)
            found.extend(self._electrified(portions, found, need_portions))
        last_f = _sub(last, self.data).formula if last else None
        return sorted(found, key=lambda r: self._order(r, last_f))

    def _portions(self, zone: Mapping[str, int] | Iterable[str]) -> dict[str, int]:
        counted = zone if isinstance(zone, Mapping) else Counter(zone)
        names = self.canonical
        out: dict[str, int] = {}
        for f, n in counted.items():
            if n <= 0:
                continue
            canon = names.get(f) if isinstance(f, str) else None
            if canon is None:  # unknown formulas raise here every time, and are never filed
                canon = _sub(f, self.data).formula
                if isinstance(f, str):
                    names[f] = canon
            out[canon] = out.get(canon, 0) + n
        return out

    def _possible(
        self,
        r: Reaction,
        portions: Mapping[str, int],
        conds: frozenset[str],
        concentrated: Collection[str],
        ignite_o2: int,
        need_portions: bool,
    ) -> bool:
        if r.condition != "none" and r.condition not in conds:
            return False
        if r.catalyst and r.catalyst_needed and r.catalyst not in portions:
            return False  # CH-35: a catalyst that only changes the rate is not needed
        if r.concentrated and not set(r.concentrated) <= set(concentrated):
            return False
        if r.family in ("metal_acid", "oxidising_acid") and any(
            f in concentrated and f in self.oxidising_when_concentrated and f not in r.concentrated
            for f in r.reactant_formulas
        ):
            return False  # Fe + conc. HNO3 is passivated, not the dilute-acid reaction
        for coef, f in r.reactants:
            have = portions.get(f, 0)
            if f == "O2" and r.condition == "ignite":
                have += ignite_o2  # CH-25: Ignite brings one inseparable portion of O2
            if have <= 0 or (need_portions and have < coef):
                return False
        return True

    def _electrified(
        self, portions: Mapping[str, int], found: list[Reaction], need_portions: bool
    ) -> list[Reaction]:
        """CH-26: Electrify lets a double displacement happen that otherwise would not."""
        ionic = sorted(
            f for f in portions
            if (s := self.data.substances[f]).is_ionic and s.cls in ("acid", "base", "salt")
        )
        pairs_with_reaction = {
            r.reactant_formulas for r in found if len(r.reactants) == 2
        }
        out: list[Reaction] = []
        for i, a in enumerate(ionic):
            for b in ionic[i + 1 :]:
                if frozenset((a, b)) in pairs_with_reaction:
                    continue
                r = _forced_exchange(a, b)
                if r is None:
                    continue
                if need_portions and any(portions.get(f, 0) < c for c, f in r.reactants):
                    continue
                out.append(r)
        return out

    def _order(self, r: Reaction, last: str | None) -> tuple[int, int, int, str]:
        """CH-21/CH-33: reactions that use a played condition card first (the card is there to
        serve one), then those involving the substance played last, then by family."""
        uses_card = 0 if r.condition != "none" else 1
        involves_last = 0 if last and last in r.reactant_formulas else 1
        return (uses_card, involves_last, self.family_rank.get(r.family, 99), r.id)


def _without_water_electrolysis(found: list[Reaction]) -> list[Reaction]:
    """Electrolysis of a solution discharges the ions that go first (Cl⁻ before OH⁻, Cu²⁺ before H⁺):
    brine gives chlorine and hydrogen, CuCl₂ copper and chlorine. Water itself is split only when
    no solute in the zone is electrolysed (Na₂SO₄, H₂SO₄, NaOH solutions), so the plain water
    electrolysis is dropped whenever another electrolysis is possible."""
    solute = [
        r for r in found
        if r.family == "electrolysis" and r.reactant_formulas != frozenset({"H2O"})
    ]
    if not solute:
        return found
    return [
        r for r in found
        if not (r.family == "electrolysis" and r.reactant_formulas == frozenset({"H2O"}))
    ]


def _can_neutralise(ion_charge: int, element_charges: list[tuple[int, ...]]) -> bool:
    """CH-18: element cards joined to ion cards must take common charges that cancel the ions'.

    With no ion charge to cancel the elements may bond covalently (C + O + O → CO2).
    """
    if ion_charge == 0:
        return True
    reachable = {0}
    for charges in element_charges:
        reachable = {r + c for r in reachable for c in charges}
        if not reachable:
            return False
    return -ion_charge in reachable


@cache
def _forced_exchange(a: str, b: str) -> Reaction | None:
    data = load_data()
    x, y = data.substances[a], data.substances[b]
    if x.cation == y.cation or x.anion == y.anion or {x.cls, y.cls} == {"acid", "base"}:
        return None
    if _redox_pair(data, x, y):
        return None
    p1 = data.by_ions.get((x.cation or "", y.anion or ""))
    p2 = data.by_ions.get((y.cation or "", x.anion or ""))
    if p1 is None or p2 is None or not (_usable(p1) and _usable(p2)):
        return None
    if p1.cls == "oxide" or p2.cls == "oxide":
        return None
    try:
        lc, rc = balance([a, b], [p1.formula, p2.formula])
    except BalanceError:
        return None
    left = tuple(zip(lc, (a, b), strict=True))
    right = tuple(zip(rc, (p1.formula, p2.formula), strict=True))
    from chemcards.chemistry.reactions import _rid

    return Reaction(
        id=_rid("electrified_exchange", left, right, "electrify"),
        reactants=left,
        products=right,
        condition="electrify",
        family="electrified_exchange",
    )


@cache
def engine() -> Engine:
    """The process-wide engine over the shipped tables."""
    return Engine(load_data(), all_reactions())


# --------------------------------------------------------------------------- module API


def get_substance(formula: str) -> Substance:
    """The substance for a formula in any notation; :class:`UnknownSubstanceError` if none."""
    return _sub(formula, load_data())


def find_substance(formula: str) -> Substance | None:
    try:
        return get_substance(formula)
    except (UnknownSubstanceError, FormulaError):
        return None


def form_substance(cards: Iterable[str] | Mapping[str, int]) -> Substance | None:
    """CH-18: the substance a multiset of element and ion cards forms, or ``None``.

    ``cards`` holds element symbols (``"Ba"``) and ion formulas (``"OH-"``), repeated or counted
    (``{"OH-": 2}``), one entry per atom or ion as a counter card would give it. Element cards take
    one of their common charges to balance the ion cards; a polyatomic ion card must be an ion of
    the substance. Where several substances share the composition, the first in the table wins.
    """
    found = engine().form_candidates(cards)
    return found[0] if found else None


def form_candidates(cards: Iterable[str] | Mapping[str, int]) -> list[Substance]:
    """All substances a card multiset could form (isomers share a composition)."""
    return engine().form_candidates(cards)


def possible_reactions(
    zone: Mapping[str, int] | Iterable[str],
    conditions: Iterable[str] = (),
    *,
    last: str | None = None,
    concentrated: Collection[str] = (),
    ignite_o2: int = 1,
    need_portions: bool = True,
    molten: bool = False,
) -> list[Reaction]:
    """CH-19/CH-21: every reaction that can happen now in a zone, in the order to offer them.

    ``zone`` maps formulas to portions (identical substances or counters, CH-19), or lists
    formulas with repeats. ``conditions`` holds the condition cards in the zone (``heat``,
    ``cool``, ``ignite``, ``electrify``); Heat and Cool cancel (CH-33). Ignite brings
    ``ignite_o2`` portions of O2 for ignite reactions (CH-25). Electrify adds forced double
    displacements (CH-26). ``concentrated`` names acids the game treats as concentrated; others
    are dilute. With ``need_portions=False`` a reaction is listed even if portions are short, so
    the game can offer counter cards (:func:`missing_portions`). Electrolyses of a melt
    (``molten``: 2NaCl → 2Na + Cl₂) are listed only with ``molten=True``: a zone holds solutions.
    """
    return engine().possible_reactions(
        zone,
        conditions,
        last=last,
        concentrated=concentrated,
        ignite_o2=ignite_o2,
        need_portions=need_portions,
        molten=molten,
    )


def missing_portions(
    reaction: Reaction, zone: Mapping[str, int] | Iterable[str], *, ignite_o2: int = 1
) -> dict[str, int]:
    """CH-19: portions each reactant still needs (a counter card ×2/×3 can supply them)."""
    portions = engine()._portions(zone)
    out: dict[str, int] = {}
    for coef, f in reaction.reactants:
        have = portions.get(f, 0)
        if f == "O2" and reaction.condition == "ignite":
            have += ignite_o2
        if have < coef:
            out[f] = coef - have
    return out


def reactions_of(formula: str) -> list[Reaction]:
    """Every reaction (any condition) with the substance as a reactant."""
    s = get_substance(formula)
    return list(engine().by_reactant.get(s.formula, ()))


def substances() -> list[Substance]:
    return list(load_data().substances.values())


def reactions() -> list[Reaction]:
    return list(engine().reactions)
