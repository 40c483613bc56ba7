"""The chemistry engine behind 纸片化学 CHEMIS: formulas, substances, balanced reactions.

Pure Python (stdlib only, no UI): the game, its bots and the catalogue checks call the functions
re-exported here. The data lives in ``rulesets/chemistry/`` (see ``docs/chemistry.md``).
"""

from __future__ import annotations

from chemcards.chemistry.balance import (
    Equation,
    balance,
    balance_equation,
    imbalance,
    is_balanced,
    parse_equation,
)
from chemcards.chemistry.data import ChemData, Element, Ion, Names, Substance, load_data
from chemcards.chemistry.errors import (
    BalanceError,
    ChemistryDataError,
    ChemistryError,
    FormulaError,
    UnknownSubstanceError,
)
from chemcards.chemistry.formula import Formula, parse_formula, pretty
from chemcards.chemistry.queries import (
    DamageClass,
    Effect,
    Engine,
    Timing,
    ZoneState,
    damage_class,
    effect,
    engine,
    find_substance,
    form_candidates,
    form_substance,
    get_substance,
    missing_portions,
    possible_reactions,
    reactions,
    reactions_of,
    substances,
    zone_state,
)
from chemcards.chemistry.reactions import Reaction

__all__ = [
    "BalanceError",
    "ChemData",
    "ChemistryDataError",
    "ChemistryError",
    "DamageClass",
    "Effect",
    "Element",
    "Engine",
    "Equation",
    "Formula",
    "FormulaError",
    "Ion",
    "Names",
    "Reaction",
    "Substance",
    "Timing",
    "UnknownSubstanceError",
    "ZoneState",
    "balance",
    "balance_equation",
    "damage_class",
    "effect",
    "engine",
    "find_substance",
    "form_candidates",
    "form_substance",
    "get_substance",
    "imbalance",
    "is_balanced",
    "load_data",
    "missing_portions",
    "parse_equation",
    "parse_formula",
    "possible_reactions",
    "pretty",
    "reactions",
    "reactions_of",
    "substances",
    "zone_state",
]
