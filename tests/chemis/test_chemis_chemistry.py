"""Issue 17 in play: where CHEMIS cards can form the substances, the corrected chemistry is what a
zone offers (CH-19, CH-23, CH-26, CH-35 and the reactions left out of play in docs/rules/chemis.*.md)."""

from __future__ import annotations

from chemis_helpers import clear_hand, conserved, formulas, fresh, give, legal_text, name, play, put

from chemcards.chemistry.reactions import all_reactions
from chemcards.games.chemis import chem, zones
from chemcards.games.chemis.state import ReactStep


def quiet(n: int = 3, seed: int = 1):
    st = fresh(n, seed)
    for s in range(n):
        clear_hand(st, s)
    return st, st.turn_seat


def offered(st, zone: int) -> list[str]:
    return [r.text for r in zones.possible(st.items[zone], st.conds[zone])]


def test_ch35_potassium_chlorate_gives_oxygen_on_heat_without_manganese_dioxide():
    """CH-35 [decided]: MnO2 only speeds the decomposition up; the deck has no Mn card, so Heat
    alone decomposes KClO3 (formed from K + Cl + O×3) and its oxygen heals at once (CH-17)."""
    st, me = quiet()
    st.hp[me] = 2
    put(st, me, "KClO3", portions=2)
    give(st, me, "heat")
    play(st, me, f"{name(st, me)}: heat")
    assert isinstance(st.stack[-1], ReactStep)
    assert "react 2KClO3 -[heat]-> 2KCl + 3O2" in legal_text(st, me)
    events = play(st, me, "react 2KClO3 -[heat]-> 2KCl + 3O2")
    assert [e.data[1] for e in events if e.kind == "heal"] == ["O2"] and st.hp[me] == 3
    assert formulas(st, me) == ["KCl"]
    assert conserved(st)


def test_ch23_heated_nitric_acid_is_a_toxic_gas_not_a_vanishing_acid():
    """Heat turns HNO3 into vapour that decomposes to toxic NO2 (4HNO3 → 4NO2 + O2 + 2H2O): it hurts
    like hydrogen chloride gas instead of silently ceasing to be an acid."""
    assert chem.special_class("HNO3") == "strong_acid"
    assert chem.special_class("HNO3", heated=True) == "toxic"
    st, me = quiet()
    victim = next(s for s in st.order if s != me)
    put(st, victim, "HNO3")
    give(st, me, "heat")
    play(st, me, f"{name(st, victim)}: heat")
    assert st.hp[victim] == 3 and "HNO3" not in formulas(st, victim)


def test_heated_nitric_acid_in_four_portions_decomposes():
    st, me = quiet()
    put(st, me, "HNO3", portions=4)
    give(st, me, "heat")
    play(st, me, f"{name(st, me)}: heat")
    assert "react 4HNO3 -[heat]-> 4NO2 + O2 + 2H2O" in legal_text(st, me)


def test_zinc_and_dilute_nitric_acid_give_nitric_oxide_not_hydrogen():
    st, me = quiet()
    put(st, me, "Zn", portions=3)
    put(st, me, "HNO3", portions=8)
    texts = offered(st, me)
    assert "3Zn + 8HNO3 -> 3Zn(NO3)2 + 2NO + 4H2O" in texts
    assert not any("H2" in t.split("->")[1].split(" + ") for t in texts)
    assert not any("NO2" in t for t in texts)  # a zone holds dilute acid


def test_iron_ii_hydroxide_and_nitric_acid_give_iron_iii():
    st, me = quiet()
    put(st, me, "Fe(OH)2", portions=3)
    put(st, me, "HNO3", portions=10)
    texts = offered(st, me)
    assert "3Fe(OH)2 + 10HNO3 -> 3Fe(NO3)3 + NO + 8H2O" in texts
    assert not any("Fe(NO3)2" in t for t in texts)


def test_ch26_brine_under_electrify_gives_the_chlor_alkali_reaction_only():
    st, me = quiet()
    put(st, me, "NaCl", portions=2)
    put(st, me, "H2O", portions=2)
    give(st, me, "electrify")
    play(st, me, f"{name(st, me)}: electrify")
    electrolyses = [t for t in offered(st, me) if "-[electrify]->" in t and "NaCl" in t.split("->")[0]]
    assert electrolyses == ["2NaCl + 2H2O -[electrify]-> 2NaOH + H2 + Cl2"]
    assert "2H2O -[electrify]-> 2H2 + O2" not in offered(st, me)


def test_magnesium_does_not_deposit_aluminium_from_its_chloride():
    st, me = quiet()
    put(st, me, "AlCl3", portions=2)
    put(st, me, "Mg", portions=3)
    assert not any("Al" in t.split("->")[1].split(" + ") for t in offered(st, me))


def test_reactions_needing_a_concentrated_acid_are_left_out_of_play():
    st, me = quiet()
    put(st, me, "Cu")
    put(st, me, "H2SO4", portions=2)
    give(st, me, "heat")
    play(st, me, f"{name(st, me)}: heat")
    assert not any("SO2" in t for t in offered(st, me))
    concentrated = {" ".join(r.equation().split()) for r in all_reactions() if r.concentrated}
    assert concentrated and not concentrated & {r.text for r in chem.reactions()}


def test_sodium_hydrogen_carbonate_and_hydrochloric_acid_give_carbon_dioxide():
    st, me = quiet()
    put(st, me, "NaHCO3")
    put(st, me, "HCl")
    assert "HCl + NaHCO3 -> NaCl + CO2 + H2O" in offered(st, me)


def test_melts_are_never_electrolysed_in_a_zone():
    assert not any(t.text in ("2NaCl -[electrify]-> 2Na + Cl2", "MgCl2 -[electrify]-> Mg + Cl2")
                   for t in chem.reactions())
