"""Why substances do not react: the school rule that rules the reaction out, as a text key.

``chemcards chem react Cu HCl`` must not answer a bare "no reaction": a student wants the reason a
teacher would give (Cu stands after H in the activity series; no precipitate, gas or water forms).
The reasons come from the same tables and rules that generate the reactions (``reactions.py``), so
the explanation and the reaction set cannot disagree. This module returns a key of
``rulesets/chemistry/i18n.toml`` with its parameters; the caller translates it (de/en/zh).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from chemcards.chemistry.data import ChemData, Substance, load_data
from chemcards.chemistry.formula import pretty
from chemcards.chemistry.reactions import STRONG_ENOUGH_PKA


@dataclass(frozen=True, slots=True)
class Why:
    """A reason: a catalogue key (``why_below_h``) and the formulas it names (display form)."""

    key: str
    params: dict[str, str] = field(default_factory=dict)


def why_no_reaction(
    formulas: Sequence[str], data: ChemData | None = None, concentrated: Sequence[str] = ()
) -> Why:
    """The school rule that keeps these substances (canonical formulas) from reacting.

    Only the first rule that applies is given: one line for a person. Pairs are explained by the
    classes of the two substances; one substance alone, or three or more, get a general line.
    """
    data = data or load_data()
    subs = [data.substances[f] for f in dict.fromkeys(formulas)]
    zone = " + ".join(pretty(s.formula) for s in subs)
    if len(subs) == 1:
        return Why("why_alone", {"a": zone})
    if len(subs) > 2:
        return Why("why_no_rule", {"zone": zone})
    a, b = sorted(subs, key=_class_rank)
    found = _pair(data, a, b, frozenset(concentrated))
    return found or Why("why_no_rule", {"zone": zone})


_RANK = {"metal": 0, "nonmetal": 1, "acid": 2, "base": 3, "salt": 4, "oxide": 5}


def _class_rank(s: Substance) -> int:
    return _RANK.get(s.cls, 9)


def _pair(data: ChemData, a: Substance, b: Substance, conc: frozenset[str]) -> Why | None:
    p = {"a": pretty(a.formula), "b": pretty(b.formula)}
    water = [s for s in (a, b) if s.formula == "H2O"]
    if water:
        other = b if a.formula == "H2O" else a
        if other.solubility in ("soluble", "slightly") and not other.reacts_with_water:
            return Why("why_dissolves", {"x": pretty(other.formula)})
    if a.cls == "metal" and b.cls == "metal":
        return Why("why_two_metals", p)
    if a.cls == "metal" and b.cls == "acid":
        return _metal_acid(data, a, b, conc)
    if a.cls == "metal" and b.cls == "salt":
        return _metal_salt(data, a, b)
    if a.is_ionic and b.is_ionic and {a.cls, b.cls} <= {"acid", "base", "salt"}:
        return _exchange(data, a, b)
    oxide, other = (b, a) if b.cls == "oxide" else (a, b)
    if oxide.anhydride_of and other.is_ionic and other.cls == "salt":
        acid = _compound_acid(data, oxide.anhydride_of)
        if acid is not None:  # CO2 + CaCl2: carbonic acid would have to free HCl
            why = _exchange(data, acid, other)
            if why.key == "why_weaker_acid":
                return Why("why_oxide_weaker_acid", {**why.params, "oxide": pretty(oxide.formula)})
    return None


def _compound_acid(data: ChemData, anion: str) -> Substance | None:
    found = data.by_ions.get(("H+", anion))
    if found is None:
        ion = data.ions.get(anion)
        found = data.substances.get(ion.acid or "") if ion else None
    return found


def _metal_acid(data: ChemData, metal: Substance, acid: Substance, conc: frozenset[str]) -> Why:
    p = {"metal": pretty(metal.formula), "acid": pretty(acid.formula)}
    rank, h = data.activity_rank(metal.formula), data.activity.index("H")
    if metal.formula in data.noble:
        return Why("why_noble", p)
    if acid.formula in conc and metal.formula in data.passivated:
        return Why("why_passivated", p)
    if acid.oxidising_acid:
        return Why("why_no_rule", {"zone": f"{p['metal']} + {p['acid']}"})
    if rank is not None and rank > h:
        return Why("why_below_h", p)
    salt = data.by_ions.get((data.metal_ion.get(metal.formula, ""), acid.anion or ""))
    if salt is not None and salt.solubility == "insoluble":
        return Why("why_coated", {**p, "salt": pretty(salt.formula)})
    ion = data.ions.get(acid.anion or "")
    if ion is not None and (ion.decomposes_to or (ion.pka or 0) > STRONG_ENOUGH_PKA):
        return Why("why_acid_too_weak", p)
    if metal.formula in data.strong_acid_only and acid.strength != "strong":
        return Why("why_acid_too_weak", p)
    return Why("why_no_rule", {"zone": f"{p['metal']} + {p['acid']}"})


def _metal_salt(data: ChemData, metal: Substance, salt: Substance) -> Why:
    p = {"metal": pretty(metal.formula), "salt": pretty(salt.formula)}
    if salt.solubility not in ("soluble",):
        return Why("why_salt_insoluble", p)
    if metal.formula in data.cold_water_metals:
        return Why("why_reacts_with_water", p)
    other = next(
        (m for m, ion in data.metal_ion.items() if ion == salt.cation), None
    )
    rank = data.activity_rank(metal.formula)
    if other is not None and rank is not None:
        p["other"] = pretty(other)
        other_rank = data.activity_rank(other)
        if other_rank is not None and other_rank <= rank:
            return Why("why_below_metal", p) if other_rank < rank else Why("why_same_metal", p)
        if other in data.not_deposited_from_water:
            return Why("why_not_deposited", p)
    return Why("why_no_rule", {"zone": f"{p['metal']} + {p['salt']}"})


def _exchange(data: ChemData, a: Substance, b: Substance) -> Why:
    p = {"a": pretty(a.formula), "b": pretty(b.formula)}
    if a.cation == b.cation or a.anion == b.anion:
        return Why("why_common_ion", p)
    if {a.cls, b.cls} == {"acid", "salt"}:
        acid, salt = (a, b) if a.cls == "acid" else (b, a)
        q = {"acid": pretty(acid.formula), "salt": pretty(salt.formula)}
        if salt.solubility == "insoluble" and salt.acid_insoluble:
            return Why("why_acid_insoluble", q)
        freed = data.by_ions.get(("H+", salt.anion or ""))
        ions = data.ions
        pka = ions[acid.anion or ""].pka if acid.anion in ions else None
        new_pka = ions[salt.anion or ""].pka if salt.anion in ions else None
        both_strong = acid.strength == "strong" and freed is not None and freed.strength == "strong"
        if (
            freed is not None and pka is not None and new_pka is not None and pka > new_pka
            and not both_strong  # H2SO4 + NaCl: both strong in water; nothing forms
        ):
            return Why("why_weaker_acid", {**q, "freed": pretty(freed.formula)})
    for s in (a, b):
        if s.solubility in ("insoluble", "slightly") and not (
            s.cls == "base" and s.solubility == "slightly"
        ):
            return Why("why_not_in_solution", {"x": pretty(s.formula)})
    return Why("why_no_driving_force", p)
