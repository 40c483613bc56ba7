"""The reaction set (CH-19, CH-20, CH-30): balanced, real, and ordered by the activity series."""

from __future__ import annotations

from collections import Counter

import pytest

from chemcards.chemistry import imbalance, load_data, possible_reactions, reactions
from chemcards.chemistry.reactions import all_reactions, generated_reactions, hand_reactions


def test_there_are_enough_reactions_of_every_family() -> None:
    rs = reactions()
    assert len(rs) >= 150
    families = Counter(r.family for r in rs)
    for family in (
        "neutralisation", "metal_acid", "displacement", "precipitation", "gas_formation",
        "combustion", "decomposition", "electrolysis", "redox",
    ):
        assert families[family] >= 3, family
    assert len(hand_reactions()) >= 60


def test_every_reaction_is_atom_and_charge_balanced() -> None:
    for r in all_reactions():
        atoms, charge = imbalance(r.reactants, r.products)
        assert not atoms and charge == 0, r.equation()
        assert all(c >= 1 for c, _ in (*r.reactants, *r.products)), r.equation()


def test_every_reaction_names_known_substances_and_a_valid_condition() -> None:
    data = load_data()
    ids = [r.id for r in all_reactions()]
    assert len(ids) == len(set(ids))
    for r in all_reactions():
        assert r.condition in ("none", "heat", "ignite", "electrify")
        for _, f in (*r.reactants, *r.products):
            assert f in data.substances, (r.id, f)
        if r.displaced_metal:
            assert r.displaced_metal in r.product_formulas
            assert data.substances[r.displaced_metal].cls == "metal"
        for lang in ("de", "en", "zh"):
            assert r.display(lang)


def _rank(metal: str) -> int:
    return load_data().activity.index(metal)


def test_generated_metal_acid_reactions_obey_the_activity_series() -> None:
    found = [r for r in generated_reactions() if r.family == "metal_acid"]
    assert len(found) >= 10
    for r in found:
        metal = next(f for _, f in r.reactants if load_data().substances[f].cls == "metal")
        assert _rank(metal) < _rank("H"), r.equation()
        assert "H2" in r.product_formulas


def test_generated_displacements_obey_the_activity_series() -> None:
    """CH-20: the metal going in is more active than the one displaced, and not K/Ca/Na."""
    data = load_data()
    found = [r for r in generated_reactions() if r.family == "displacement"]
    assert len(found) >= 20
    for r in found:
        metal = next(f for _, f in r.reactants if data.substances[f].cls == "metal")
        assert r.displaced_metal is not None
        assert _rank(metal) < _rank(r.displaced_metal), r.equation()
        assert metal not in data.cold_water_metals


def test_double_displacements_form_a_precipitate_gas_or_weak_electrolyte() -> None:
    data = load_data()
    for r in generated_reactions():
        if r.family == "precipitation":
            assert any(
                data.substances[f].solubility == "insoluble" for f in r.product_formulas
            ), r.equation()
        if r.family == "gas_formation":
            assert any(data.substances[f].state == "gas" for f in r.product_formulas), r.equation()


@pytest.mark.parametrize(
    ("zone", "conditions"),
    [
        (["Cu", "HCl"], ()),
        (["NaCl", "KNO3"], ()),
        (["Ag", "H2SO4"], ()),
        (["Cu", "H2SO4"], ()),
        (["Cu", "FeSO4"], ()),
        (["Fe", "ZnSO4"], ()),
        (["CO2", "CaCl2"], ()),
        (["H2CO3", "CaCl2"], ()),
        (["FeSO4", "H2S"], ()),
        (["AgCl", "HNO3"], ()),
        (["BaSO4", "HCl"], ()),
        (["Zn", "HNO3"], ()),
        (["Cu", "AgCl"], ()),
        (["Na", "CuSO4"], ()),
        (["HCl", "KNO3"], ()),
        (["H2O", "NaCl"], ()),
    ],
)
def test_known_non_reactions_stay_non_reactions(zone: list[str], conditions: tuple[str]) -> None:
    """No reaction between the two (H2CO3 alone may still decompose)."""
    found = possible_reactions({f: 3 for f in zone}, conditions)
    assert [r.equation() for r in found if r.reactant_formulas >= set(zone)] == []


@pytest.mark.parametrize(
    ("zone", "conditions", "equation"),
    [
        (["HCl", "NaOH"], (), "HCl + NaOH -> NaCl + H2O"),
        (["Fe", "CuSO4"], (), "Fe + CuSO4 -> FeSO4 + Cu"),
        (["Zn", "H2SO4"], (), "Zn + H2SO4 -> ZnSO4 + H2"),
        (["CaCO3", "HCl"], (), "2HCl + CaCO3 -> CaCl2 + CO2 + H2O"),
        (["BaCl2", "Na2SO4"], (), "BaCl2 + Na2SO4 -> BaSO4 + 2NaCl"),
        (["CuSO4", "NaOH"], (), "2NaOH + CuSO4 -> Na2SO4 + Cu(OH)2"),
        (["CO2", "Ca(OH)2"], (), "CO2 + Ca(OH)2 -> CaCO3 + H2O"),
        (["H2S", "CuSO4"], (), "H2S + CuSO4 -> CuS + H2SO4"),
        (["C"], ("ignite",), "2C + O2 -[ignite]-> 2CO"),
        (["CaCO3"], ("heat",), "CaCO3 -[heat]-> CaO + CO2"),
        (["H2O"], ("electrify",), "2H2O -[electrify]-> 2H2 + O2"),
        (["Cu", "AgNO3"], (), "Cu + 2AgNO3 -> Cu(NO3)2 + 2Ag"),
    ],
)
def test_known_reactions_are_found(zone: list[str], conditions: tuple[str], equation: str) -> None:
    found = [r.equation() for r in possible_reactions({f: 3 for f in zone}, conditions)]
    assert equation in found


def test_displaced_copper_is_marked() -> None:
    """CH-20: the game must know which product goes to the discard pile."""
    r = possible_reactions({"Fe": 1, "CuSO4": 1})[0]
    assert r.displaced_metal == "Cu"
    assert r.display("zh") == "Fe + CuSO₄ = FeSO₄ + Cu"


def test_display_in_three_languages_marks_gas_and_precipitate() -> None:
    r = next(r for r in reactions() if r.equation() == "2HCl + CaCO3 -> CaCl2 + CO2 + H2O")
    assert "CO₂↑" in r.display("zh")
    r = next(r for r in reactions() if r.equation() == "BaCl2 + Na2SO4 -> BaSO4 + 2NaCl")
    assert "BaSO₄↓" in r.display("en")
    r = next(r for r in reactions() if r.equation() == "2C + O2 -[ignite]-> 2CO")
    assert r.display("zh") == "2C + O₂ =点燃= 2CO"
    assert r.display("de") == "2C + O₂ → 2CO (Entzünden)"
    assert r.describe("de") == "Kohlenstoff + Sauerstoff → Kohlenstoffmonoxid"
