"""One or more tests per CHEMIS rule (CH-1 … CH-33), including the rulebook's own examples."""

from __future__ import annotations

import pytest
from chemis_helpers import (
    clear_hand,
    conserved,
    formulas,
    fresh,
    give,
    legal_text,
    name,
    play,
    put,
)

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis import GAME, chem, recipes, zones
from chemcards.games.chemis.state import Dying, HandLimit, Judgement, ReactStep
from chemcards.games.chemis.windows import hand_limit


def quiet(n: int = 3, seed: int = 1, **options: object):
    """A fresh game with every hand emptied: only the cards a test gives are in play."""
    st = fresh(n, seed, **options)
    for s in range(n):
        clear_hand(st, s)
    return st, st.turn_seat


def others(st, seat):
    return [s for s in st.order if s != seat]


# -- areas and setup ----------------------------------------------------------------------------
def test_ch1_substances_in_a_zone_stay_independent_until_they_react():
    st, me = quiet()
    give(st, me, "Na", "Cl", "K", "Cl")
    play(st, me, f"{name(st, me)}: Na+Cl -> NaCl")
    play(st, me, f"{name(st, me)}: Cl+K -> KCl")
    assert formulas(st, me) == ["NaCl", "KCl"] and not st.stack


def test_ch1_discard_pile_is_shuffled_in_when_the_pile_runs_out():
    st, me = quiet()
    st.discard += st.pile
    st.pile = []
    play(st, me, "end")
    nxt = st.turn_seat
    assert len(st.hands[nxt]) == 2 and st.pile and conserved(st)


def test_ch2_identities_by_lot_give_the_turn_order():
    orders = {fresh(4, seed).order for seed in range(12)}
    assert len(orders) > 1
    st = fresh(4, 3)
    assert st.turn_seat == st.order[0] and st.ident[st.order[0]] == 0


@pytest.mark.parametrize("n", [1, 7])
def test_ch2_two_to_six_players(n):
    with pytest.raises(ValueError):
        fresh(n)


def test_ch3_starting_hp_is_an_option_and_hp_never_exceeds_6():
    assert fresh(3, hp=2).hp == [2, 2, 2]
    assert fresh(3).hp == [4, 4, 4]
    st, me = quiet(hp=6)
    give(st, me, "O", "O")
    play(st, me, f"{name(st, me)}: O+O -> O2")
    assert st.hp[me] == 6


def test_ch4_everyone_draws_four_and_the_first_turn_draws_two():
    st = fresh(4, 9)
    for s in range(4):
        assert len(st.hands[s]) == (6 if s == st.turn_seat else 4)


# -- a turn ----------------------------------------------------------------------------------------
def test_ch5_a_turn_starts_by_drawing_two():
    st, me = quiet()
    play(st, me, "end")
    assert len(st.hands[st.turn_seat]) == 2


def test_ch6_one_elemental_substance_per_zone_per_turn():
    st, me = quiet()
    give(st, me, "Fe", "Cu", "C")
    z = name(st, me)
    play(st, me, f"{z}: Fe -> Fe")
    assert f"{z}: Cu -> Cu" not in legal_text(st, me)
    with pytest.raises(IllegalAction) as exc:
        play(st, me, f"{z}: Cu -> Cu")
    assert exc.value.key == "one_element"
    other = others(st, me)[0]
    play(st, me, f"{name(st, other)}: C -> C")  # another zone is fine
    assert "C" in formulas(st, other)


def test_ch6_acid_radical_onto_a_metal_forms_its_salt():
    st, me = quiet()
    give(st, me, "Cu", "[SO4]")
    z = name(st, me)
    play(st, me, f"{z}: Cu -> Cu")
    assert f"{z}: [SO4] on Cu -> CuSO4" in legal_text(st, me)
    play(st, me, f"{z}: [SO4] on Cu")
    assert formulas(st, me) == ["CuSO4"] and conserved(st)


def test_ch6_hydroxide_is_not_an_acid_radical():
    st, me = quiet()
    give(st, me, "Cu", "[OH]", "[OH]")
    z = name(st, me)
    play(st, me, f"{z}: Cu -> Cu")
    with pytest.raises(IllegalAction) as exc:
        play(st, me, f"{z}: [OH]*1+[OH] on Cu")
    assert exc.value.key == "not_acid_radical"


def test_ch6_function_card_is_discarded_after_use():
    st, me = quiet()
    give(st, me, "filter")
    card = st.hands[me][0]
    play(st, me, f"{name(st, me)}: filter")
    assert st.discard[-1] == card


def test_ch7_end_passes_the_turn_in_identity_order():
    st, me = quiet()
    play(st, me, "end")
    assert st.turn_seat == st.order[1]


def test_ch8_ch16_strong_acid_in_own_zone_hurts_two_at_end_of_turn():
    st, me = quiet()
    other = others(st, me)[0]
    put(st, me, "H2SO4", source=other)
    play(st, me, "end")
    assert st.hp[me] == 2 and "H2SO4" not in formulas(st, me) and st.last_hit[me] == other


def test_ch16_weak_acid_hurts_one():
    st, me = quiet()
    put(st, me, "H2CO3")
    play(st, me, "end")
    assert st.hp[me] == 3


def test_ch9_hand_limit_is_hp_plus_one_and_the_player_chooses_discards():
    st, me = quiet(hp=2)
    give(st, me, "C", "S", "Fe", "Cu", "Zn")
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit) and GAME.to_act(st) == (me,)
    assert set(legal_text(st, me)) == {"discard C", "discard S", "discard Fe", "discard Cu", "discard Zn"}
    play(st, me, "discard Zn")
    play(st, me, "discard Cu")
    assert len(st.hands[me]) == 3 and st.turn_seat != me


def test_ch9_ch17_hydrogen_raises_the_hand_limit_by_one():
    st, me = quiet()
    give(st, me, "H", "H")
    play(st, me, f"{name(st, me)}: H+H -> H2")
    assert st.h2[me] == 1 and hand_limit(st, me) == st.hp[me] + 2


# -- out of turn -----------------------------------------------------------------------------------
def test_ch10_judgement_goes_round_from_the_affected_player_and_offers_only_removing_plays():
    st, me = quiet()
    victim, third = others(st, me)
    give(st, me, "Cu", "[OH]", "[OH]")
    give(st, third, "H", "H", "[SO4]", "C")  # H2SO4 dissolves Cu(OH)2; C removes nothing
    give(st, victim, "C")
    play(st, me, f"{name(st, victim)}: Cu+[OH]+[OH] -> Cu(OH)2")
    w = st.stack[-1]
    assert isinstance(w, Judgement) and w.zone == victim
    # the victim cannot remove it and is passed; the third seat is asked
    assert GAME.to_act(st) == (third,)
    assert set(legal_text(st, third)) == {f"{name(st, victim)}: H+H+[SO4] -> H2SO4", "pass"}
    with pytest.raises(IllegalAction) as exc:
        play(st, third, f"{name(st, victim)}: C -> C")
    assert exc.value.key == "must_remove"


def test_ch10_judgement_removal_by_neutralisation():
    st, me = quiet()
    victim, third = others(st, me)
    give(st, me, "Cu", "[OH]", "[OH]")
    give(st, third, "H", "Cl", "H", "H", "[SO4]")
    play(st, me, f"{name(st, victim)}: Cu+[OH]+[OH] -> Cu(OH)2")
    # one portion of HCl cannot use up Cu(OH)2 (2HCl are needed), so it is not offered
    assert f"{name(st, victim)}: H+Cl -> HCl" not in legal_text(st, third)
    play(st, third, f"{name(st, victim)}: H+H+[SO4] -> H2SO4")
    play(st, third, "react H2SO4 + Cu(OH)2 -> CuSO4 + 2H2O")
    assert "Cu(OH)2" not in formulas(st, victim) and st.hp[victim] == 4


def test_ch10_ch32_precipitate_left_after_judgement_hurts_at_once_and_is_discarded():
    st, me = quiet()
    victim = others(st, me)[0]
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert st.hp[victim] == 3 and "BaSO4" not in formulas(st, victim)
    assert st.last_hit[victim] == me and not st.stack and conserved(st)


def test_ch11_dying_round_offers_only_plays_that_restore_hp_and_death_follows():
    st, me = quiet(hp=1)
    victim, third = others(st, me)
    give(st, me, "Ba", "[SO4]")
    give(st, third, "H", "H", "O", "C")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert isinstance(st.stack[-1], Dying) and st.hp[victim] == 0
    assert GAME.to_act(st) == (third,)
    assert set(legal_text(st, third)) == {f"{name(st, victim)}: H+H+O -> H2O", "pass"}
    play(st, third, f"{name(st, victim)}: H+H+O -> H2O")
    assert st.hp[victim] == 1 and st.alive[victim]


def test_ch11_all_pass_means_death():
    st, me = quiet(hp=1)
    victim = others(st, me)[0]
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert not st.alive[victim] and conserved(st)


def test_ch32_water_in_own_zone_is_used_when_dying():
    st, me = quiet(hp=1)
    victim = others(st, me)[0]
    put(st, victim, "H2O")
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert st.alive[victim] and st.hp[victim] == 1 and "H2O" not in formulas(st, victim)


def test_ch12_last_player_alive_wins():
    st, me = quiet(n=2, hp=1)
    victim = others(st, me)[0]
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    out = GAME.outcome(st)
    assert out is not None and out.winners == (me,)


def test_ch12_teams_win_together_and_ch14_teammate_inherits():
    st, me = quiet(n=4, hp=1, teams="two")
    victim = st.order[(st.ident[me] + 1) % 4]
    mate = st.order[(st.ident[me] + 3) % 4]
    assert st.team[victim] == st.team[mate] != st.team[me]
    give(st, victim, "C", "S", "Fe", "Cu", "Zn", "Ag", "Mg")
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert not st.alive[victim]
    assert len(st.hands[mate]) == 1 + 1  # CH-14 [decided]: up to starting HP + 1 cards
    assert GAME.outcome(st) is None and conserved(st)


def test_ch13_killer_draws_three():
    st, me = quiet(hp=1)
    victim = others(st, me)[0]
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, victim)}: Ba+[SO4] -> BaSO4")
    assert len(st.hands[me]) == 3


def test_ch15_reaction_products_hurt_on_behalf_of_who_completed_the_reaction():
    st, me = quiet()
    victim = others(st, me)[0]
    put(st, victim, "BaCl2", source=victim)
    give(st, me, "Na", "Na", "[SO4]")
    play(st, me, f"{name(st, victim)}: Na+Na+[SO4] -> Na2SO4")
    play(st, me, "react BaCl2 + Na2SO4 -> BaSO4 + 2NaCl")
    assert st.hp[victim] == 3 and st.last_hit[victim] == me


def test_ch16_toxic_gas_hurts_one():
    st, me = quiet()
    victim = others(st, me)[0]
    give(st, me, "C", "O")
    play(st, me, f"{name(st, victim)}: C+O -> CO")
    assert st.hp[victim] == 3


def test_ch17_oxygen_heals_one():
    st, me = quiet(hp=3)
    give(st, me, "O", "O")
    play(st, me, f"{name(st, me)}: O+O -> O2")
    assert st.hp[me] == 4 and "O2" not in formulas(st, me)


# -- forming and reacting --------------------------------------------------------------------------
def test_ch18_barium_hydroxide_with_two_oh_cards_or_one_with_x2():
    rs = recipes.recipes()["Ba(OH)2"]
    assert (("Ba", 1), ("[OH]", 1), ("[OH]", 1)) in rs
    assert (("Ba", 1), ("[OH]", 2)) in rs
    st, me = quiet()
    give(st, me, "Ba", "[OH]", "x2")
    play(st, me, f"{name(st, me)}: Ba+[OH]*2 -> Ba(OH)2")
    assert formulas(st, me) == ["Ba(OH)2"] and len(st.items[me][0].cards) == 3


def test_ch18_counter_never_acts_on_an_ion_built_from_element_cards():
    st, me = quiet()
    give(st, me, "Ba", "H", "O", "x2")
    # the ×2 can only sit on one card: on O it gives BaHO2, which does not exist
    with pytest.raises(IllegalAction) as exc:
        play(st, me, f"{name(st, me)}: Ba+H+O*2")
    assert exc.value.key == "no_substance"


def test_ch18_only_existing_substances_form():
    st, me = quiet()
    give(st, me, "[OH]", "[OH]", "Na", "Cl", "Cl")
    for bad in ("[OH]+[OH]", "Na+Cl+Cl"):
        with pytest.raises(IllegalAction):
            play(st, me, f"{name(st, me)}: {bad}")
    assert all(chem.substance(f) is not None for f in recipes.recipes())


def test_ch19_ch25_rulebook_example_two_carbon_with_ignite_and_x2():
    st, me = quiet()
    give(st, me, "C", "ignite", "x2")
    z = name(st, me)
    play(st, me, f"{z}: C -> C")
    play(st, me, f"{z}: ignite")
    assert isinstance(st.stack[-1], ReactStep)
    assert "react C + O2 -[ignite]-> CO2" in legal_text(st, me)
    play(st, me, f"{z}: x2 on C")
    assert "react 2C + O2 -[ignite]-> 2CO" in legal_text(st, me)
    events = play(st, me, "react 2C + O2 -> 2CO")
    assert ("react", me) in [(e.kind, e.seat) for e in events]
    assert any(e.kind == "hurt" and e.data[1] == "CO" for e in events)  # the toxic CO acted at once
    assert formulas(st, me) == [] and st.hp[me] == 3 and conserved(st)


def test_ch19_no_condition_no_reaction():
    st, me = quiet()
    put(st, me, "C")
    give(st, me, "O", "O")
    z = name(st, me)
    play(st, me, f"{z}: O+O -> O2")  # O2 heals at once; C + O2 needs Ignite, so nothing reacted
    assert "C" in formulas(st, me)


def test_ch19_counter_on_a_non_reactant_is_refused():
    st, me = quiet()
    give(st, me, "Na", "Cl", "x2")
    z = name(st, me)
    play(st, me, f"{z}: Na+Cl -> NaCl")
    with pytest.raises(IllegalAction) as exc:
        play(st, me, f"{z}: x2 on NaCl")
    assert exc.value.key == "counter_not_reactant"


def test_ch20_rulebook_example_copper_sulfate_and_iron_copper_discarded():
    st, me = quiet()
    put(st, me, "CuSO4")
    give(st, me, "Fe")
    play(st, me, f"{name(st, me)}: Fe -> Fe")
    assert isinstance(st.stack[-1], ReactStep)
    play(st, me, "react Fe + CuSO4 -> FeSO4 + Cu")
    assert formulas(st, me) == ["FeSO4"] and conserved(st)


def test_ch20_displaced_copper_reacts_first_when_it_can():
    st, me = quiet()
    put(st, me, "CuSO4")
    put(st, me, "AgNO3", portions=2)
    give(st, me, "Fe")
    play(st, me, f"{name(st, me)}: Fe -> Fe")
    play(st, me, "react Fe + CuSO4 -> FeSO4 + Cu")
    assert "react Cu + 2AgNO3 -> Cu(NO3)2 + 2Ag" in legal_text(st, me)
    play(st, me, "react Cu + 2AgNO3 -> Cu(NO3)2 + 2Ag")
    assert "Cu(NO3)2" in formulas(st, me) and "Ag" not in formulas(st, me)


def test_ch21_the_last_player_to_play_chooses_among_several_reactions():
    st, me = quiet()
    victim = others(st, me)[0]
    put(st, victim, "HCl")
    put(st, victim, "HNO3")
    give(st, me, "Na", "[OH]")
    play(st, me, f"{name(st, victim)}: Na+[OH] -> NaOH")
    assert GAME.to_act(st) == (me,)
    options = [a for a in legal_text(st, me) if a.startswith("react")]
    assert "react HCl + NaOH -> NaCl + H2O" in options and len(options) >= 2


def test_ch22_soluble_gas_is_a_solution_and_a_water_reacting_gas_stays_a_gas():
    assert chem.zone_state("HCl") == "aq"
    assert chem.zone_state("CO2") == "g"
    assert chem.special_class("HCl") == "strong_acid"
    assert chem.special_class("HCl", heated=True) == "toxic"


# -- function cards ----------------------------------------------------------------------------------
def test_ch23_heat_turns_hydrochloric_acid_into_a_toxic_gas():
    st, me = quiet()
    victim = others(st, me)[0]
    put(st, victim, "HCl")
    give(st, me, "heat")
    play(st, me, f"{name(st, victim)}: heat")
    assert st.hp[victim] == 3 and "HCl" not in formulas(st, victim)


def test_ch24_ch33_cool_precipitates_slightly_soluble_and_cancels_heat():
    st, me = quiet()
    victim = others(st, me)[0]
    put(st, victim, "Ca(OH)2")
    give(st, me, "heat", "cool")
    play(st, me, f"{name(st, victim)}: heat")
    assert [c.kind for c in st.conds[victim]] == ["heat"]
    play(st, me, f"{name(st, victim)}: cool")
    assert st.conds[victim] == [] and st.hp[victim] == 3  # Ca(OH)2 fell out as a precipitate
    assert conserved(st)


def test_ch25_counter_on_ignite_multiplies_its_oxygen():
    st, me = quiet()
    give(st, me, "ignite", "x2")
    put(st, me, "CH4")
    play(st, me, f"{name(st, me)}: ignite")
    play(st, me, f"{name(st, me)}: x2 on ignite")
    assert st.conds[me][0].o2 == 2
    assert "react CH4 + 2O2 -[ignite]-> CO2 + 2H2O" in legal_text(st, me)


def test_ch26_electrify_is_the_condition_for_electrolysis():
    st, me = quiet()
    put(st, me, "CuCl2")
    assert zones.possible(st.items[me], st.conds[me]) == []
    give(st, me, "electrify")
    play(st, me, f"{name(st, me)}: electrify")
    assert "react CuCl2 -[electrify]-> Cu + Cl2" in legal_text(st, me)


def test_ch27_filter_removes_insoluble_substances_only():
    st, me = quiet()
    put(st, me, "C")
    put(st, me, "NaCl")
    put(st, me, "CO2")
    give(st, me, "filter")
    play(st, me, f"{name(st, me)}: filter")
    assert formulas(st, me) == ["NaCl"] and conserved(st)


def test_ch28_the_five_function_cards_with_rule_texts():
    from chemcards.games.chemis.catalogue import FUNCTIONS, kinds
    from chemcards.i18n import tr

    assert {k.token for k in kinds() if k.cat == "function"} == set(FUNCTIONS)
    for f in FUNCTIONS:
        for lang in ("de", "en", "zh"):
            assert tr("chemis", f"rule_{f}", lang) != f"rule_{f}"


def test_ch29_deck_has_elements_ions_counters_and_functions():
    from chemcards.games.chemis.catalogue import deck_kinds

    cats = {k.cat for k, n in deck_kinds() if n > 0}
    assert cats == {"element", "ion", "counter", "function"}
    assert {k.times for k, n in deck_kinds() if k.cat == "counter"} == {2, 3}


def test_ch30_every_formable_substance_and_every_reaction_comes_from_the_chemistry_engine():
    for f in recipes.recipes():
        assert chem.substance(f) is not None
    for r in chem.reactions()[:200]:
        assert all(chem.substance(f) is not None for _, f in (*r.reactants, *r.products))


def test_ch31_game_ends_by_hp_when_no_card_can_be_drawn():
    st, me = quiet()
    st.hp[others(st, me)[0]] = 5
    st.discard, st.pile = [], []
    hands = st.hands
    hands[me] += []  # nothing to hold
    # every card sits somewhere else: in a zone
    play(st, me, "end")
    out = GAME.outcome(st)
    assert out is not None and out.note == "cards" and out.winners == (others(st, me)[0],)


def test_ch31_round_limit_ends_the_game():
    st, _me = quiet(n=2, rounds=20)
    for _ in range(400):
        if GAME.outcome(st):
            break
        seat = GAME.to_act(st)[0]
        play(st, seat, "end" if "end" in legal_text(st, seat) else legal_text(st, seat)[0])
    out = GAME.outcome(st)
    assert out is not None and out.note == "rounds"


def test_ch32_acid_stays_until_its_owner_ends_the_turn():
    st, me = quiet()
    victim = others(st, me)[0]
    give(st, me, "H", "Cl")
    play(st, me, f"{name(st, victim)}: H+Cl -> HCl")
    assert "HCl" in formulas(st, victim) and st.hp[victim] == 4


def test_ch33_unused_condition_card_leaves_at_the_end_of_the_turn():
    st, me = quiet()
    give(st, me, "heat")
    play(st, me, f"{name(st, me)}: heat")
    assert st.conds[me]
    play(st, me, "end")
    assert st.conds[me] == [] and conserved(st)


def test_ch10_ch23_a_judged_substance_that_stays_is_not_logged_as_gone():
    """Issue 12, point 11: Heat turns a judged acetic acid into a vapour (CH-23) that is no longer
    special; the log must agree with the zone, which still holds it: not "gone", but "stays … no
    longer harms". (Heated HNO₃ no longer serves as the example: it decomposes to toxic NO₂, issue 17.)"""
    st, me = quiet()
    victim, third = others(st, me)
    give(st, me, "C", "C", "H", "H", "H", "H", "O", "O")
    give(st, third, "heat")
    play(st, me, f"{name(st, victim)}: C+C+H+H+H+H+O+O -> CH3COOH")
    assert isinstance(st.stack[-1], Judgement)
    events = play(st, third, f"{name(st, victim)}: heat")
    kinds = [e.kind for e in events]
    assert "CH3COOH" in formulas(st, victim)
    assert "removed" not in kinds and "defused" in kinds
    names = [s.name for s in st.seats]
    line = GAME.event_text(next(e for e in events if e.kind == "defused"), "en", names)
    assert line == f"CH₃COOH stays in {st.seats[victim].name}'s zone but no longer harms or helps"


def test_ch10_a_judged_substance_that_leaves_is_logged_as_gone():
    st, me = quiet()
    victim, third = others(st, me)
    give(st, me, "Cu", "[OH]", "[OH]")
    give(st, third, "H", "H", "[SO4]")
    play(st, me, f"{name(st, victim)}: Cu+[OH]+[OH] -> Cu(OH)2")
    play(st, third, f"{name(st, victim)}: H+H+[SO4] -> H2SO4")
    events = play(st, third, "react H2SO4 + Cu(OH)2 -> CuSO4 + 2H2O")
    assert "Cu(OH)2" not in formulas(st, victim)
    kinds = [e.kind for e in events]
    assert "removed" in kinds and "defused" not in kinds


# -- CH-34: an exchange made by Electrify stays made ------------------------------------------------
EXCHANGE = "react BaSO4 + 2NaCl -[electrify]-> BaCl2 + Na2SO4"
REVERSE = "react BaCl2 + Na2SO4 -> BaSO4 + 2NaCl"


def _electrified_exchange():
    """BaSO4 and two portions of NaCl in my zone, Electrify played, the exchange chosen (CH-26)."""
    st, me = quiet()
    put(st, me, "BaSO4")
    put(st, me, "NaCl", portions=2)
    give(st, me, "electrify")
    play(st, me, f"{name(st, me)}: electrify")
    assert EXCHANGE in legal_text(st, me)
    play(st, me, EXCHANGE)
    return st, me


def test_ch34_the_reverse_of_an_electrify_exchange_is_not_offered_while_both_products_are_there():
    """Without CH-34 the precipitation BaCl₂ + Na₂SO₄ → BaSO₄↓ + 2NaCl would undo the card at once."""
    st, me = _electrified_exchange()
    assert sorted(formulas(st, me)) == ["BaCl2", "Na2SO4"] and conserved(st)
    assert REVERSE[len("react "):] in [r.text for r in chem.possible_reactions(zones.portions(st.items[me]),
                                                                               set())]
    assert REVERSE not in legal_text(st, me)
    assert zones.possible(st.items[me], st.conds[me]) == []
    assert not any(isinstance(w, ReactStep) for w in st.stack)
    with pytest.raises(IllegalAction):
        play(st, me, REVERSE)


def test_ch34_without_electrify_the_same_substances_react_as_ordinary_chemistry_says():
    """The same two substances played in by hand (no exchange) precipitate at once (CH-19)."""
    st, me = quiet()
    put(st, me, "BaCl2")
    put(st, me, "Na2SO4")
    assert REVERSE in [f"react {r.text}" for r in zones.possible(st.items[me], st.conds[me])]


def test_ch34_every_other_reaction_of_the_products_follows_ordinary_chemistry():
    """BaCl₂ from the exchange still precipitates with a carbonate played to the zone."""
    st, me = _electrified_exchange()
    put(st, me, "K2CO3")
    texts = [r.text for r in zones.possible(st.items[me], st.conds[me])]
    assert "BaCl2 + K2CO3 -> BaCO3 + 2KCl" in texts
    assert REVERSE[len("react "):] not in texts


def test_ch34_once_a_product_has_left_the_zone_the_hold_ends():
    """The hold lasts while both products are there: when one leaves (here: discarded) and the same
    substance comes back by ordinary play, ordinary chemistry applies again."""
    st, me = _electrified_exchange()
    gone = next(it for it in st.items[me] if it.formula == "Na2SO4")
    st.items[me].remove(gone)
    st.discard += gone.cards
    assert zones.possible(st.items[me], st.conds[me]) == []
    put(st, me, "Na2SO4")
    assert REVERSE[len("react "):] in [r.text for r in zones.possible(st.items[me], st.conds[me])]


# -- the game-over screen says how many rounds were played (issue 20) ---------------------------------
def test_ch31_the_outcome_carries_the_rounds_played_and_says_them_in_every_language():
    """Ended by the round limit (CH-31): exactly the limit was played, not one more."""
    st, _me = quiet(n=2, rounds=20)
    for _ in range(400):
        if GAME.outcome(st):
            break
        seat = GAME.to_act(st)[0]
        play(st, seat, "end" if "end" in legal_text(st, seat) else legal_text(st, seat)[0])
    out = GAME.outcome(st)
    assert out is not None and out.note == "rounds" and out.details["rounds"] == 20
    assert GAME.outcome_text(out, "en") == "Round limit reached · 20 rounds played"
    assert GAME.outcome_text(out, "de") == "Rundenlimit erreicht · 20 Runden gespielt"
    assert GAME.outcome_text(out, "zh") == "达到轮数上限，共进行了 20 轮。"  # one sentence (issue 21 item 3)


def test_ch12_a_game_won_in_its_first_round_says_one_round_in_the_singular():
    """CH-12: the last player alive wins; the round it happened in counts as played."""
    st, me = quiet(n=2)
    other = others(st, me)[0]
    st.hp[other] = 1
    put(st, other, "HCl", source=me)  # a strong acid hurts its owner at the end of their turn (CH-16)
    for _ in range(50):
        if GAME.outcome(st):
            break
        seat = GAME.to_act(st)[0]
        play(st, seat, "end" if "end" in legal_text(st, seat) else legal_text(st, seat)[-1])
    out = GAME.outcome(st)
    assert out is not None and out.winners == (me,)
    assert out.details["rounds"] == st.round == 1
    assert GAME.outcome_text(out, "en") == "Last alive · 1 round played"
    assert GAME.outcome_text(out, "de") == "Zuletzt am Leben · 1 Runde gespielt"
