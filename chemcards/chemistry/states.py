"""How a substance sits in a CHEMIS zone (CH-22, CH-23, CH-24), and the condition cards' names.

Its own module because both the reactions (``Reaction`` marks a gas ↑ or a precipitate ↓ by it)
and the queries the game asks (``chemcards.chemistry.queries``, which re-exports these names) need
it, and the queries build on the reactions: one direction of imports, no cycle.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from chemcards.chemistry.data import ChemData, Substance, load_data
from chemcards.chemistry.errors import ChemistryError, UnknownSubstanceError
from chemcards.chemistry.formula import parse_formula

CONDITION_CARDS = frozenset({"heat", "cool", "ignite", "electrify"})


class ZoneState(StrEnum):
    SOLID = "solid"
    LIQUID = "liquid"
    DISSOLVED = "dissolved"
    GAS = "gas"
    PRECIPITATE = "precipitate"


def _effective(conditions: Iterable[str]) -> frozenset[str]:
    """Validate condition names; Heat and Cool cancel each other (CH-23, CH-24, CH-33)."""
    conds = frozenset(conditions)
    unknown = conds - CONDITION_CARDS
    if unknown:
        raise ChemistryError(
            f"unknown condition {sorted(unknown)[0]!r}; use heat, cool, ignite or electrify"
        )
    if {"heat", "cool"} <= conds:
        conds = conds - {"heat", "cool"}
    return conds


def _sub(substance: Substance | str, data: ChemData) -> Substance:
    if isinstance(substance, Substance):
        return substance
    found = data.substance(substance)
    if found is None:
        parse_formula(substance)  # a malformed formula gets the parser's message
        raise UnknownSubstanceError(f"{substance} is not in the substance table")
    return found


def zone_state(
    substance: Substance | str, conditions: Iterable[str] = (), *, data: ChemData | None = None
) -> ZoneState:
    """How a substance sits in a zone.

    CH-22: a soluble gas that does not react with water is a solution (HCl), one that reacts
    stays a gas (CO2). CH-23: Heat turns volatile substances into gas. CH-24: Cool makes slightly
    soluble compounds precipitate. CH-16: slightly soluble otherwise counts as soluble.
    """
    data = data or load_data()
    s = _sub(substance, data)
    conds = _effective(conditions)
    heat, cool = "heat" in conds, "cool" in conds
    if s.state == "gas":
        if s.solubility == "soluble" and not s.reacts_with_water and not heat:
            return ZoneState.DISSOLVED
        return ZoneState.GAS
    if heat and s.volatile:
        return ZoneState.GAS
    if s.formula == "H2O":
        return ZoneState.LIQUID
    if s.solubility == "soluble" or (s.solubility == "slightly" and not (cool and s.is_compound)):
        return ZoneState.DISSOLVED
    if s.is_compound and s.solubility in ("slightly", "insoluble") and s.state == "solid":
        return ZoneState.PRECIPITATE
    return ZoneState.LIQUID if s.state == "liquid" else ZoneState.SOLID
