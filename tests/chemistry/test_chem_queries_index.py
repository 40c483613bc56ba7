"""The indexed zone query against the definition (CH-19, CH-21, CH-25, CH-26, CH-33, CH-35).

``Engine.possible_reactions`` files each reaction under one reactant and checks only the reactions
whose reactants a zone holds (issue 18, speed). A reaction is possible by definition when
``Engine._possible`` admits it (condition present, every reactant in enough portions, Ignite's O2,
catalysts, concentrated acids); this sweep asks that of every reaction in the set and compares.
"""

from __future__ import annotations

from chemcards.chemistry.queries import _without_water_electrolysis, engine
from chemcards.chemistry.states import _effective
from chemcards.core.rng import Rng

CONDITIONS = ("heat", "ignite", "electrify")


def brute_force(zone: dict[str, int], conditions: tuple[str, ...], concentrated: tuple[str, ...],
                ignite_o2: int, need_portions: bool, molten: bool) -> list[str]:
    """Every reaction of the whole set that ``_possible`` admits, then the same Electrify steps."""
    e = engine()
    conds = _effective(conditions)
    portions = e._portions(zone)
    found = [r for r in e.reactions
             if (molten or not r.molten)
             and e._possible(r, portions, conds, concentrated, ignite_o2, need_portions)]
    if "electrify" in conds:
        found = _without_water_electrolysis(found)
        found.extend(e._electrified(portions, found, need_portions))
    return sorted(r.id for r in found)


def test_ch19_possible_reactions_equal_the_exhaustive_definition_on_random_zones() -> None:
    e = engine()
    rng = Rng(19)
    reactants = sorted({f for r in e.reactions for f in r.reactant_formulas})
    acids = sorted({a for r in e.reactions for a in r.concentrated})
    nonempty = 0
    for _ in range(600):
        zone: dict[str, int] = {}
        for _ in range(1 + rng.randbelow(6)):
            f = reactants[rng.randbelow(len(reactants))]
            zone[f] = zone.get(f, 0) + 1 + rng.randbelow(2)
        conditions = tuple(c for c in CONDITIONS if rng.randbelow(3) == 0)
        concentrated = tuple(a for a in acids if a in zone and rng.randbelow(2))
        ignite_o2 = rng.randbelow(3)
        need_portions = bool(rng.randbelow(4))
        molten = rng.randbelow(5) == 0
        got = e.possible_reactions(zone, conditions, concentrated=concentrated, ignite_o2=ignite_o2,
                                   need_portions=need_portions, molten=molten)
        assert sorted(r.id for r in got) == brute_force(zone, conditions, concentrated, ignite_o2,
                                                        need_portions, molten), (zone, conditions)
        nonempty += bool(got)
    assert nonempty > 200  # the sweep meets many zones where something can happen
