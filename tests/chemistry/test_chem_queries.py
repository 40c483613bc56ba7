"""The queries the CHEMIS game asks (CH-16..CH-26, CH-32, CH-33)."""

from __future__ import annotations

import statistics
import time

import pytest

from chemcards.chemistry import (
    ChemistryError,
    DamageClass,
    Timing,
    UnknownSubstanceError,
    ZoneState,
    damage_class,
    effect,
    form_candidates,
    form_substance,
    missing_portions,
    possible_reactions,
    zone_state,
)
from chemcards.chemistry.bench import ZONE_OF_TEN


@pytest.mark.parametrize(
    ("cards", "formula"),
    [
        (["Ba", "OH-", "OH-"], "Ba(OH)2"),  # CH-18 example: two OH- cards
        ({"Ba": 1, "OH-": 2}, "Ba(OH)2"),  # CH-18 example: one OH- card with a x2 counter
        (["Na", "Cl-"], "NaCl"),
        (["Fe", "Cl-", "Cl-", "Cl-"], "FeCl3"),
        (["Fe", "Cl-", "Cl-"], "FeCl2"),
        (["Fe", "I-", "I-", "I-"], "FeI3"),  # CH-18: very unstable substances count
        (["Cu", "SO4-2"], "CuSO4"),
        (["C", "O", "O"], "CO2"),
        (["H", "H"], "H2"),
        (["NH4+", "OH-"], "NH3·H2O"),
        (["H+", "OH-"], "H2O"),
        (["Al", "SO4-2", "SO4-2", "SO4-2", "Al"], "Al2(SO4)3"),
    ],
)
def test_cards_form_real_substances(cards: list[str] | dict[str, int], formula: str) -> None:
    found = form_substance(cards)
    assert found is not None and found.formula == formula


@pytest.mark.parametrize(
    "cards",
    [
        ["Na+", "Na+"],  # charge left over
        ["Fe+3", "Cl-", "Cl-"],  # charge left over
        ["OH-", "OH-"],  # no element to balance the ions
        ["Na", "Na", "Cl-"],  # Na2Cl does not exist
        ["He", "Cl-"],  # helium takes no charge
        ["C", "C", "C", "C", "C", "O"],  # C5O does not exist
        [],
    ],
)
def test_cards_that_form_nothing(cards: list[str]) -> None:
    assert form_substance(cards) is None
    assert form_candidates(cards) == []


def test_a_card_that_is_neither_element_nor_ion_is_refused() -> None:
    with pytest.raises(ChemistryError):
        form_substance(["Na", "XYZ"])


def test_portions_and_counters_ch19() -> None:
    """CH-19 example: one C and Ignite give C + O2; a x2 counter on C gives 2C + O2 -> 2CO."""
    one = [r.equation() for r in possible_reactions({"C": 1}, {"ignite"})]
    assert one == ["C + O2 -[ignite]-> CO2"]
    two = [r.equation() for r in possible_reactions({"C": 2}, {"ignite"})]
    assert "2C + O2 -[ignite]-> 2CO" in two
    short = possible_reactions({"C": 1}, {"ignite"}, need_portions=False)
    incomplete = next(r for r in short if r.equation() == "2C + O2 -[ignite]-> 2CO")
    assert missing_portions(incomplete, {"C": 1}) == {"C": 1}


def test_conditions_are_needed_and_heat_cancels_cool_ch33() -> None:
    assert possible_reactions({"CaCO3": 1}) == []
    assert possible_reactions({"CaCO3": 1}, {"heat"})
    assert possible_reactions({"CaCO3": 1}, {"heat", "cool"}) == []
    with pytest.raises(ChemistryError):
        possible_reactions({"CaCO3": 1}, {"boil"})


def test_ignite_oxygen_serves_only_ignite_reactions_ch25() -> None:
    # 2NO + O2 -> 2NO2 needs real oxygen in the zone, not the Ignite's portion.
    assert [r for r in possible_reactions({"NO": 2}, {"ignite"}) if "O2" in r.reactant_formulas] == []
    assert possible_reactions({"NO": 2, "O2": 1})


def test_catalyst_must_be_present() -> None:
    assert possible_reactions({"H2O2": 2}) == []
    found = possible_reactions({"H2O2": 2, "MnO2": 1})
    assert [r.equation() for r in found] == ["2H2O2 -> 2H2O + O2"]


def test_electrify_forces_a_double_displacement_ch26() -> None:
    assert possible_reactions({"NaCl": 1, "KNO3": 1}) == []
    forced = possible_reactions({"NaCl": 1, "KNO3": 1}, {"electrify"})
    assert [r.family for r in forced] == ["electrified_exchange"]
    assert forced[0].product_formulas == {"KCl", "NaNO3"}


def test_concentrated_acids_only_when_the_game_says_so() -> None:
    zone = {"Cu": 1, "H2SO4": 2}
    assert possible_reactions(zone, {"heat"}) == []
    found = possible_reactions(zone, {"heat"}, concentrated={"H2SO4"})
    assert [r.equation() for r in found] == ["Cu + 2H2SO4 -[heat]-> CuSO4 + SO2 + 2H2O"]


def test_order_for_the_choosing_player_ch21() -> None:
    zone = {"HCl": 2, "NaOH": 1, "CaCO3": 1, "C": 1}
    found = possible_reactions(zone, {"ignite"}, last="CaCO3")
    assert found[0].condition == "ignite"  # the played condition card is there to serve one
    assert "CaCO3" in found[1].reactant_formulas  # then what the last play enables
    assert found == possible_reactions(zone, {"ignite"}, last="CaCO3")  # deterministic


def test_unknown_substance_in_a_zone() -> None:
    with pytest.raises(UnknownSubstanceError):
        possible_reactions({"NaCl2": 1})


@pytest.mark.parametrize(
    ("formula", "conditions", "state", "damage"),
    [
        ("HCl", (), ZoneState.DISSOLVED, DamageClass.STRONG_ACID),  # CH-22: soluble, no reaction
        ("HCl", ("heat",), ZoneState.GAS, DamageClass.TOXIC_GAS),  # CH-23: volatile
        ("CO2", (), ZoneState.GAS, DamageClass.NONE),  # CH-22: reacts with water, stays a gas
        ("NH3", (), ZoneState.GAS, DamageClass.TOXIC_GAS),
        ("SO2", (), ZoneState.GAS, DamageClass.TOXIC_GAS),
        ("H2SO4", (), ZoneState.DISSOLVED, DamageClass.STRONG_ACID),
        ("NaOH", (), ZoneState.DISSOLVED, DamageClass.STRONG_BASE),
        ("CH3COOH", (), ZoneState.DISSOLVED, DamageClass.WEAK_ACID),
        ("NH3·H2O", (), ZoneState.DISSOLVED, DamageClass.WEAK_BASE),
        ("Cu(OH)2", (), ZoneState.PRECIPITATE, DamageClass.PRECIPITATE),  # insoluble base
        ("BaSO4", (), ZoneState.PRECIPITATE, DamageClass.PRECIPITATE),
        ("Ca(OH)2", (), ZoneState.DISSOLVED, DamageClass.STRONG_BASE),  # slightly counts soluble
        ("Ca(OH)2", ("cool",), ZoneState.PRECIPITATE, DamageClass.PRECIPITATE),  # CH-24
        ("CaSO4", ("cool",), ZoneState.PRECIPITATE, DamageClass.PRECIPITATE),
        ("Al2S3", (), ZoneState.SOLID, DamageClass.HYDROLYSIS),
        ("O2", (), ZoneState.GAS, DamageClass.OXYGEN),
        ("H2", (), ZoneState.GAS, DamageClass.HYDROGEN),
        ("H2O", (), ZoneState.LIQUID, DamageClass.WATER),
        ("H2O", ("heat",), ZoneState.GAS, DamageClass.WATER),
        ("Cu", (), ZoneState.SOLID, DamageClass.NONE),
        ("NaCl", (), ZoneState.DISSOLVED, DamageClass.NONE),
        ("CO", (), ZoneState.GAS, DamageClass.TOXIC_GAS),
    ],
)
def test_zone_state_and_damage_class(
    formula: str, conditions: tuple[str], state: ZoneState, damage: DamageClass
) -> None:
    assert zone_state(formula, conditions) is state
    assert damage_class(formula, conditions) is damage


def test_effects_and_their_timing_ch16_ch17_ch32() -> None:
    assert (effect("HCl").hp, effect("HCl").timing) == (-2, Timing.END_OF_TURN)
    assert (effect("CH3COOH").hp, effect("CH3COOH").timing) == (-1, Timing.END_OF_TURN)
    assert (effect("BaSO4").hp, effect("BaSO4").timing) == (-1, Timing.AT_ONCE)
    assert (effect("O2").hp, effect("O2").timing) == (1, Timing.AT_ONCE)
    assert (effect("H2").hand_limit, effect("H2").hp) == (1, 0)
    assert effect("H2O").timing is Timing.WHILE_DYING
    assert effect("NaCl").hp == 0


def test_listing_reactions_in_a_zone_of_ten_is_fast() -> None:
    """Target ≤ 1 ms (docs/chemistry.md); the bound here leaves room for a slow CI machine."""
    possible_reactions(ZONE_OF_TEN, ("heat", "ignite"))
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(50):
            possible_reactions(ZONE_OF_TEN, ("heat", "ignite"))
        samples.append((time.perf_counter() - start) / 50)
    assert statistics.median(samples) < 0.003
