"""One test per reaction family (CH-30, issue 17): the textbook equations a 高中 / Oberstufe teacher
expects are offered with the right products, coefficients and conditions, and the classic wrong
answers are not. Every family is documented in docs/chemistry.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards.chemistry import load_data, possible_reactions
from chemcards.chemistry.reactions import Reaction, all_reactions

DOCS = Path(__file__).resolve().parents[2] / "docs" / "chemistry.md"


def found(zone: dict[str, int] | list[str], *conditions: str, **kw: object) -> list[str]:
    portions = zone if isinstance(zone, dict) else {f: 12 for f in zone}
    return [r.equation() for r in possible_reactions(portions, conditions, **kw)]  # type: ignore[arg-type]


def by_equation(text: str) -> Reaction:
    return next(r for r in all_reactions() if r.equation() == text)


def test_every_family_has_reactions_and_a_documented_rule() -> None:
    """CH-30: every family of labels.toml is used and has its own entry in docs/chemistry.md."""
    docs = DOCS.read_text(encoding="utf-8")
    families = {r.family for r in all_reactions()} | {"electrified_exchange"}
    assert families == set(load_data().labels["family"])
    for family in families:
        assert f"`{family}`" in docs, family


def test_neutralisation() -> None:
    assert "HCl + NaOH -> NaCl + H2O" in found(["HCl", "NaOH"])
    assert "H2SO4 + 2NaOH -> Na2SO4 + 2H2O" in found(["H2SO4", "NaOH"])
    assert "NaHCO3 + NaOH -> Na2CO3 + H2O" in found(["NaHCO3", "NaOH"])
    assert "NaHSO4 + NaOH -> Na2SO4 + H2O" in found(["NaHSO4", "NaOH"])
    assert found(["CH3COOH", "Cu(OH)2"]) == []  # a weak acid does not dissolve an insoluble base


def test_metal_acid_gives_hydrogen_only_before_h_and_only_with_non_oxidising_acids() -> None:
    assert "Zn + H2SO4 -> ZnSO4 + H2" in found(["Zn", "H2SO4"])
    assert "Fe + 2HCl -> FeCl2 + H2" in found(["Fe", "HCl"])  # Fe2+, never FeCl3
    assert "Zn + 2NaHSO4 -> ZnSO4 + Na2SO4 + H2" in found(["Zn", "NaHSO4"])
    assert found(["Cu", "HCl"]) == []
    assert found(["Pb", "CH3COOH"]) == []  # issue 17 (4): Sn, Pb only with strong acids
    assert found(["Pb", "H2SO4"]) == []  # PbSO4 coats the metal (the lead-acid battery)
    for metal in ("Mg", "Al", "Zn", "Fe"):
        assert not any("H2" in r.split("->")[1].split(" + ") for r in found([metal, "HNO3"]))


def test_oxidising_acid_family_nitric_and_hot_concentrated_sulfuric_acid() -> None:
    """Issue 17 (2): dilute HNO3 gives NO, concentrated NO2; Fe goes to Fe3+; Al and Fe are
    passivated by the cold concentrated acids; hot concentrated H2SO4 gives SO2."""
    assert "3Cu + 8HNO3 -> 3Cu(NO3)2 + 2NO + 4H2O" in found(["Cu", "HNO3"])
    assert "3Mg + 8HNO3 -> 3Mg(NO3)2 + 2NO + 4H2O" in found(["Mg", "HNO3"])
    assert "Al + 4HNO3 -> Al(NO3)3 + NO + 2H2O" in found(["Al", "HNO3"])
    assert "3Zn + 8HNO3 -> 3Zn(NO3)2 + 2NO + 4H2O" in found(["Zn", "HNO3"])
    assert "Fe + 4HNO3 -> Fe(NO3)3 + NO + 2H2O" in found(["Fe", "HNO3"])
    conc = found(["Cu", "HNO3"], concentrated=["HNO3"])
    assert "Cu + 4HNO3 -> Cu(NO3)2 + 2NO2 + 2H2O" in conc
    assert not any("NO2" in r for r in found(["Fe", "HNO3"], concentrated=["HNO3"]))
    hot = found(["Fe", "HNO3"], "heat", concentrated=["HNO3"])
    assert "Fe + 6HNO3 -[heat]-> Fe(NO3)3 + 3NO2 + 3H2O" in hot
    assert "Cu + 2H2SO4 -[heat]-> CuSO4 + SO2 + 2H2O" in found(
        ["Cu", "H2SO4"], "heat", concentrated=["H2SO4"]
    )
    assert found(["Cu", "H2SO4"], concentrated=["H2SO4"]) == []  # needs heating
    assert not any("Au" in r for r in found(["Au", "HNO3"], "heat", concentrated=["HNO3"]))


def test_iron_ii_compounds_are_oxidised_by_nitric_acid() -> None:
    assert found(["FeO", "HNO3"]) == ["3FeO + 10HNO3 -> 3Fe(NO3)3 + NO + 5H2O"]
    assert found(["Fe(OH)2", "HNO3"]) == ["3Fe(OH)2 + 10HNO3 -> 3Fe(NO3)3 + NO + 8H2O"]
    assert "3Fe(NO3)2 + 4HNO3 -> 3Fe(NO3)3 + NO + 2H2O" in found(["Fe(NO3)2", "HNO3"])


def test_displacement_deposits_only_metals_water_allows() -> None:
    """CH-20 and issue 17 (4): Mg and Al do not deposit Al or Mn from water; K, Ca, Na react with
    the water instead."""
    assert "Fe + CuSO4 -> FeSO4 + Cu" in found(["Fe", "CuSO4"])
    assert "Cu + 2AgNO3 -> Cu(NO3)2 + 2Ag" in found(["Cu", "AgNO3"])
    assert "2Al + 3CuSO4 -> Al2(SO4)3 + 3Cu" in found(["Al", "CuSO4"])
    assert "Mg + ZnSO4 -> MgSO4 + Zn" in found(["Mg", "ZnSO4"])
    for zone in (["Mg", "AlCl3"], ["Al", "MnSO4"], ["Mg", "MnCl2"], ["Cu", "FeSO4"], ["Na", "CuSO4"]):
        assert found(zone) == [], zone


def test_halogen_displacement_follows_cl_br_i() -> None:
    assert "Cl2 + 2KBr -> 2KCl + Br2" in found(["Cl2", "KBr"])
    assert "Cl2 + 2NaI -> 2NaCl + I2" in found(["Cl2", "NaI"])
    assert "Br2 + 2KI -> 2KBr + I2" in found(["Br2", "KI"])
    assert "Cl2 + 2HBr -> 2HCl + Br2" in found(["Cl2", "HBr"])
    assert found(["Br2", "KCl"]) == [] and found(["I2", "NaBr"]) == []


def test_precipitation() -> None:
    assert "BaCl2 + Na2SO4 -> BaSO4 + 2NaCl" in found(["BaCl2", "Na2SO4"])
    assert "NaCl + AgNO3 -> NaNO3 + AgCl" in found(["NaCl", "AgNO3"])
    assert "NaHSO4 + BaCl2 -> BaSO4 + NaCl + HCl" in found(["NaHSO4", "BaCl2"])
    assert "Na2SiO3 + CO2 + H2O -> Na2CO3 + H2SiO3" in found(["Na2SiO3", "CO2", "H2O"])
    assert found(["MgCO3", "NaOH"]) == []  # issue 17 (4): MgCO3 is only slightly soluble
    r = by_equation("Ca(ClO)2 + CO2 + H2O -> CaCO3 + 2HClO")
    assert r.family == "precipitation"  # not redox: no oxidation number changes


def test_gas_formation() -> None:
    assert "2HCl + CaCO3 -> CaCl2 + CO2 + H2O" in found(["CaCO3", "HCl"])
    assert "HCl + NaHCO3 -> NaCl + CO2 + H2O" in found(["NaHCO3", "HCl"])
    assert "H2SO4 + FeS -> FeSO4 + H2S" in found(["FeS", "H2SO4"])
    assert "Cu2(OH)2CO3 + 4HCl -> 2CuCl2 + 3H2O + CO2" in found(["Cu2(OH)2CO3", "HCl"])
    assert "2NaHSO4 + Na2CO3 -> 2Na2SO4 + H2O + CO2" in found(["NaHSO4", "Na2CO3"])
    assert "NaOH + NH4Cl -[heat]-> NaCl + NH3 + H2O" in found(["NH4Cl", "NaOH"], "heat")
    assert found(["H3PO4", "NaHCO3"]) == [] and found(["H3PO4", "Na2CO3"]) == []  # no Na3PO4
    assert found(["H3PO4", "Na2SiO3"]) == []


def test_weak_electrolyte_and_hydrogen_fluoride_stays_dissolved() -> None:
    """Issue 17 (4): HF freed by a strong acid stays in solution (weak acid, no ↑)."""
    assert "HCl + CH3COONa -> NaCl + CH3COOH" in found(["HCl", "CH3COONa"])
    r = by_equation("HCl + NaF -> NaCl + HF")
    assert r.family == "weak_electrolyte" and "↑" not in r.display("zh")
    assert not any(r.family == "gas_formation" and "HF" in r.product_formulas for r in all_reactions())


def test_acid_oxide_and_iron_iii_with_hydroiodic_acid() -> None:
    assert "CuO + H2SO4 -> CuSO4 + H2O" in found(["CuO", "H2SO4"])
    assert "Fe2O3 + 6HCl -> 2FeCl3 + 3H2O" in found(["Fe2O3", "HCl"])
    assert found(["Fe2O3", "HI"]) == ["Fe2O3 + 6HI -> 2FeI2 + I2 + 3H2O"]  # issue 17 (1)


def test_base_oxide_silica_needs_a_soluble_silicate() -> None:
    assert "CO2 + Ca(OH)2 -> CaCO3 + H2O" in found(["CO2", "Ca(OH)2"])
    assert "Ca(OH)2 + 2CO2 -> Ca(HCO3)2" in found(["CO2", "Ca(OH)2"])
    assert "NaOH + CO2 -> NaHCO3" in found(["CO2", "NaOH"])
    assert "SiO2 + 2NaOH -> Na2SiO3 + H2O" in found(["SiO2", "NaOH"])
    assert found(["SiO2", "Ca(OH)2"]) == []  # issue 17 (4): needs a melt, not lime water


def test_oxide_water() -> None:
    assert "CaO + H2O -> Ca(OH)2" in found(["CaO", "H2O"])
    assert "SO3 + H2O -> H2SO4" in found(["SO3", "H2O"])
    assert found(["CuO", "H2O"]) == []


def test_combustion() -> None:
    assert "C + O2 -[ignite]-> CO2" in found(["C"], "ignite")
    assert "3Fe + 2O2 -[ignite]-> Fe3O4" in found({"Fe": 3, "O2": 2}, "ignite")
    assert "CH4 + 2O2 -[ignite]-> CO2 + 2H2O" in found({"CH4": 1, "O2": 2}, "ignite")


def test_combination() -> None:
    assert "CaCO3 + CO2 + H2O -> Ca(HCO3)2" in found(["CaCO3", "CO2", "H2O"])
    assert "Fe + S -[heat]-> FeS" in found(["Fe", "S"], "heat")
    assert "Fe + I2 -[heat]-> FeI2" in found(["Fe", "I2"], "heat")


def test_decomposition_with_the_school_conditions() -> None:
    assert "CaCO3 -[heat]-> CaO + CO2" in found(["CaCO3"], "heat")
    assert "2NaHCO3 -[heat]-> Na2CO3 + H2O + CO2" in found(["NaHCO3"], "heat")
    assert "Ca(HCO3)2 -[heat]-> CaCO3 + H2O + CO2" in found(["Ca(HCO3)2"], "heat")
    assert "Cu2(OH)2CO3 -[heat]-> 2CuO + H2O + CO2" in found(["Cu2(OH)2CO3"], "heat")
    assert "4HNO3 -[heat]-> 4NO2 + O2 + 2H2O" in found(["HNO3"], "heat")
    assert "H2SiO3 -[heat]-> SiO2 + H2O" in found(["H2SiO3"], "heat")
    assert found(["Na2CO3"], "heat") == []  # sodium carbonate is stable to heat


def test_ch35_potassium_chlorate_decomposes_on_heat_with_or_without_manganese_dioxide() -> None:
    """CH-35 [decided]: MnO2 is a catalyst; it changes the rate, not whether KClO3 reacts."""
    assert found({"KClO3": 2}, "heat") == ["2KClO3 -[heat]-> 2KCl + 3O2"]
    assert found({"KClO3": 2, "MnO2": 1}, "heat") == ["2KClO3 -[heat]-> 2KCl + 3O2"]
    assert found({"KClO3": 2}) == []
    assert found({"H2O2": 2}) == []  # H2O2 still needs its catalyst (or Heat) to decompose quickly
    assert found({"H2O2": 2, "MnO2": 1}) == ["2H2O2 -> 2H2O + O2"]


def test_redox_iron_ii_iii_peroxides_and_iodide() -> None:
    """Issue 17 (1), (6): FeI3 does not exist; Fe2+/Fe3+ convert into each other; peroxides."""
    assert found(["FeI3"]) == ["2FeI3 -> 2FeI2 + I2"]
    assert "2FeCl3 + Fe -> 3FeCl2" in found(["FeCl3", "Fe"])
    assert "2FeCl3 + Cu -> 2FeCl2 + CuCl2" in found(["FeCl3", "Cu"])
    assert "2FeCl2 + Cl2 -> 2FeCl3" in found(["FeCl2", "Cl2"])
    assert "2FeCl2 + H2O2 + 2HCl -> 2FeCl3 + 2H2O" in found(["FeCl2", "H2O2", "HCl"])
    assert "2Na2O2 + 2CO2 -> 2Na2CO3 + O2" in found(["Na2O2", "CO2"])
    assert "2Na2O2 + 4HCl -> 4NaCl + 2H2O + O2" in found(["Na2O2", "HCl"])
    assert "C + 2H2SO4 -[heat]-> CO2 + 2SO2 + 2H2O" in found(["C", "H2SO4"], "heat", concentrated=["H2SO4"])
    assert not any("FeI3" in r.product_formulas for r in all_reactions())


def test_hydrolysis() -> None:
    assert "Mg3N2 + 6H2O -> 3Mg(OH)2 + 2NH3" in found(["Mg3N2", "H2O"])
    assert "CaC2 + 2H2O -> Ca(OH)2 + C2H2" in found(["CaC2", "H2O"])


def test_electrolysis_of_solutions_and_of_melts() -> None:
    """Issue 17 (3): brine gives the chlor-alkali reaction, not sodium, and water is not split
    while a solute is electrolysed; melts only when asked for."""
    brine = found({"NaCl": 2, "H2O": 2}, "electrify")
    electrolyses = [r for r in brine if "NaCl" in r.split("->")[0] or r.startswith("2H2O ")]
    assert electrolyses == ["2NaCl + 2H2O -[electrify]-> 2NaOH + H2 + Cl2"]
    assert found({"H2O": 2}, "electrify") == ["2H2O -[electrify]-> 2H2 + O2"]
    assert "2NaCl -[electrify]-> 2Na + Cl2" in found({"NaCl": 2}, "electrify", molten=True)
    assert found({"NaCl": 2}, "electrify") == []
    assert "MgCl2 + 2H2O -[electrify]-> Mg(OH)2 + H2 + Cl2" in found(
        {"MgCl2": 1, "H2O": 2}, "electrify"
    )


def test_other_reactions_are_not_labelled_redox() -> None:
    """Issue 17 (4): SiO2 + 4HF changes no oxidation number."""
    assert by_equation("SiO2 + 4HF -> SiF4 + 2H2O").family == "other"
    assert "SiO2 + Na2CO3 -[heat]-> Na2SiO3 + CO2" in found(["SiO2", "Na2CO3"], "heat")


@pytest.mark.parametrize("family", ["displacement", "metal_acid", "oxidising_acid"])
def test_metal_families_never_involve_metals_outside_the_series(family: str) -> None:
    data = load_data()
    for r in all_reactions():
        if r.family == family:
            metals = [f for _, f in r.reactants if data.substances[f].cls == "metal"]
            assert metals and all(m in data.activity for m in metals), r.equation()


@pytest.mark.parametrize(
    ("equation", "school_form"),
    [
        ("2HCl + Na2S -> 2NaCl + H2S", "2HCl + Na₂S = 2NaCl + H₂S↑"),
        ("MnO2 + 4HCl -[heat]-> MnCl2 + Cl2 + 2H2O", "MnO₂ + 4HCl =△= MnCl₂ + Cl₂↑ + 2H₂O"),
        ("4HNO3 -[heat]-> 4NO2 + O2 + 2H2O", "4HNO₃ =△= 4NO₂↑ + O₂↑ + 2H₂O"),
        ("FeCl3 + 3H2O -[heat]-> Fe(OH)3 + 3HCl", "FeCl₃ + 3H₂O =△= Fe(OH)₃ + 3HCl"),
        ("2NaCl + H2SO4 -[heat]-> Na2SO4 + 2HCl", "2NaCl + H₂SO₄ =△= Na₂SO₄ + 2HCl↑"),
        ("H2 + S -[heat]-> H2S", "H₂ + S =△= H₂S"),
        ("2KClO3 -[heat]-> 2KCl + 3O2", "2KClO₃ =△= 2KCl + 3O₂↑"),
        ("HCl + NaF -> NaCl + HF", "HCl + NaF = NaCl + HF"),
    ],
)
def test_gas_and_precipitate_marks_follow_the_school_convention(
    equation: str, school_form: str
) -> None:
    """↑ where a gas leaves and no reactant is a gas; none for HCl or HF that stay dissolved."""
    assert by_equation(equation).display("zh") == school_form


@pytest.mark.parametrize(
    ("equation", "school_form"),
    [
        # 人教版 必修第一册: 2FeCl₃ + H₂S = 2FeCl₂ + S↓ + 2HCl (sulfur falls out of the solution)
        ("2FeCl3 + H2S -> 2FeCl2 + S + 2HCl", "2FeCl₃ + H₂S = 2FeCl₂ + S↓ + 2HCl"),
        # 人教版 必修第一册: 3Fe + 4H₂O(g) =高温= Fe₃O₄ + 4H₂ (steam in, so no ↑ on H₂)
        ("3Fe + 4H2O -[heat]-> Fe3O4 + 4H2", "3Fe + 4H₂O =△= Fe₃O₄ + 4H₂"),
        # hot liquid water: H₂ does leave as a gas
        ("Mg + 2H2O -[heat]-> Mg(OH)2 + H2", "Mg + 2H₂O =△= Mg(OH)₂ + H₂↑"),
        # gas-phase reading, as the textbook prints it: no ↓ where no reactant is a solution
        ("SO2 + 2H2S -> 3S + 2H2O", "SO₂ + 2H₂S = 3S + 2H₂O"),
        # sugar charred by concentrated H₂SO₄: carbon, not a precipitate from a dilute solution
        ("C12H22O11 -> 12C + 11H2O", "C₁₂H₂₂O₁₁ =H₂SO₄= 12C + 11H₂O"),
    ],
)
def test_review_2026_12_01_marks_for_sulfur_from_solution_and_iron_with_steam(
    equation: str, school_form: str
) -> None:
    """Review (2026-12-01), CH-19 marks: an insoluble non-metal formed in a solution is a
    precipitate (S↓); a gas formed where a reactant is steam carries no ↑ (Fe + H₂O(g))."""
    assert by_equation(equation).display("zh") == school_form


@pytest.mark.parametrize(
    ("equation", "school_form"),
    [
        # 人教版 必修第一册 (84 消毒液 and 洁厕灵 must not be mixed): Cl⁻ and ClO⁻ comproportionate
        ("NaClO + 2HCl -> NaCl + Cl2 + H2O", "NaClO + 2HCl = NaCl + Cl₂↑ + H₂O"),
        ("Ca(ClO)2 + 4HCl -> CaCl2 + 2Cl2 + 2H2O", "Ca(ClO)₂ + 4HCl = CaCl₂ + 2Cl₂↑ + 2H₂O"),
    ],
)
def test_review_2026_12_01_hypochlorite_and_hydrochloric_acid_give_chlorine(
    equation: str, school_form: str
) -> None:
    """Review (2026-12-01): NaClO + HCl was answered 'no precipitate, gas or water'; it gives Cl₂."""
    r = by_equation(equation)
    assert r.family == "redox" and r.display("zh") == school_form
    zone = {f: c for c, f in r.reactants}
    assert r.equation() in [x.equation() for x in possible_reactions(zone)]


@pytest.mark.parametrize(
    ("equation", "school_form"),
    [
        # 人教版 (硬水软化, 水垢): the carbonate falls out of the boiled solution
        ("Ca(HCO3)2 -[heat]-> CaCO3 + H2O + CO2", "Ca(HCO₃)₂ =△= CaCO₃↓ + H₂O + CO₂↑"),
        ("Mg(HCO3)2 -[heat]-> MgCO3 + H2O + CO2", "Mg(HCO₃)₂ =△= MgCO₃↓ + H₂O + CO₂↑"),
        # a solid heated: no ↓ on what is left
        ("CaCO3 -[heat]-> CaO + CO2", "CaCO₃ =△= CaO + CO₂↑"),
        ("Cu(OH)2 -[heat]-> CuO + H2O", "Cu(OH)₂ =△= CuO + H₂O"),
    ],
)
def test_review_2026_12_01_hydrogen_carbonates_boiled_give_a_precipitate(
    equation: str, school_form: str
) -> None:
    """Review (2026-12-01), CH-19 marks: a dissolved hydrogen carbonate boiled drops its carbonate
    (CaCO₃↓, scale in a kettle); Ca(HCO₃)₂ =△= CaCO₃ + … lacked the ↓."""
    assert by_equation(equation).display("zh") == school_form


@pytest.mark.parametrize(
    ("equation", "school_form"),
    [
        # 人教版 选择性必修1 (电解): Mg(OH)₂ falls out at the cathode of an MgCl₂ solution
        (
            "MgCl2 + 2H2O -[electrify]-> Mg(OH)2 + H2 + Cl2",
            "MgCl₂ + 2H₂O =通电= Mg(OH)₂↓ + H₂↑ + Cl₂↑",
        ),
        # copper deposited on the electrode is a metal, not a precipitate
        (
            "2CuSO4 + 2H2O -[electrify]-> 2Cu + O2 + 2H2SO4",
            "2CuSO₄ + 2H₂O =通电= 2Cu + O₂↑ + 2H₂SO₄",
        ),
    ],
)
def test_review_2026_12_01_electrolysis_of_a_solution_marks_its_precipitate(
    equation: str, school_form: str
) -> None:
    """Review (2026-12-01), CH-19 marks: an insoluble compound formed by electrolysing a solution
    carries ↓ (MgCl₂ solution gives Mg(OH)₂↓)."""
    assert by_equation(equation).display("zh") == school_form
