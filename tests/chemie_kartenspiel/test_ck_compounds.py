"""Compounds, combinations and jokers (CK-11…CK-18), the notation, and the compound search."""

from __future__ import annotations

from itertools import combinations as subsets

import pytest
from ck_helpers import hand
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import (
    Compound,
    Invalid,
    check_rules,
    format_compound,
    parse_compound,
    points,
)
from chemcards.games.chemie_kartenspiel.decks import starter
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import (
    _available,
    all_compounds,
    best,
    compound_of,
    next_units,
    units,
    units_of,
)


def valid(text: str) -> Compound:
    compound = parse_compound(text)
    check_rules(compound)
    return compound


def refused(text: str) -> str:
    with pytest.raises(Invalid) as err:
        check_rules(parse_compound(text))
    return err.value.key


def test_ck11_total_charge_must_be_zero() -> None:
    assert refused("Fe(+3)O") == "charge_not_zero"
    assert refused("NaO") == "charge_not_zero"
    assert valid("Na2O")


def test_ck11_example1_hydrogen_chloride_scores_3() -> None:
    compound = valid("HCl")
    assert dict(compound.cards()) == {catalogue().by_symbol["H"]: 1, catalogue().by_symbol["Cl"]: 1}
    assert points(compound) == 3


def test_ck12_one_charge_per_element() -> None:
    with pytest.raises(ValueError, match="CK-12"):
        parse_compound("Fe(+2)Fe(+3)O")
    cat = catalogue()
    fe = cat.by_symbol["Fe"]
    mixed = Compound(((fe, 2, 1), (fe, 3, 1), (cat.by_symbol["O"], -2, 2)))  # +2 +3 -4 -> also not zero
    with pytest.raises(Invalid) as err:
        check_rules(mixed)
    assert err.value.key == "one_charge"


def test_ck12_committed_charge_holds_for_every_card() -> None:
    """Fe2O3 needs both Fe as +3; with the charge written as +2 it does not balance."""
    fe = catalogue().by_symbol["Fe"]
    assert {e: c for e, c, _ in valid("Fe2O3").singles}[fe] == 3
    assert refused("Fe(+2)2O3") == "charge_not_zero"


def test_ck13_example2_divisible_compound_is_refused() -> None:
    assert refused("Fe(+3)Cu(+2)ClO2") == "divisible"
    with pytest.raises(Invalid, match=r"Cu\(\+2\)O"):
        check_rules(parse_compound("Fe(+3)Cu(+2)ClO2"))


def test_ck13_indivisible_three_element_compound_is_valid() -> None:
    assert points(valid("Fe(+3)OCl")) == 5


def test_ck14_stable_card_alone() -> None:
    assert points(valid("Au")) == 8
    assert points(valid("He")) == 1
    assert refused("Na") == "charge_not_zero"
    assert refused("He2") == "stable_alone"


def test_ck14_stable_card_may_also_combine() -> None:
    au = catalogue().by_symbol["Au"]
    assert {e: c for e, c, _ in valid("AuCl3").singles}[au] == 3


def test_ck15_example3_sulfur_trioxide_scores_15_not_5() -> None:
    so3 = valid("SO3")
    assert so3.combos and points(so3) == 15
    cat = catalogue()
    s, o = cat.by_symbol["S"], cat.by_symbol["O"]
    plain = Compound(((s, 4, 1), (o, -2, 3)))
    with pytest.raises(Invalid):
        check_rules(plain)  # S(+4) with 3 O is -2: only the combination makes it possible
    assert sum(cat.elements[c].points * n for c, n in plain.cards().items()) == 5


def test_ck15_cards_that_are_a_neutral_combination_count_as_it() -> None:
    cat = catalogue()
    h, o = cat.by_symbol["H"], cat.by_symbol["O"]
    assert refused("H(+1)2O") == "is_combination"
    with pytest.raises(Invalid) as err:
        check_rules(parse_compound("H(+1)2O"))
    assert err.value.params["formula"] == "H₂O"  # the refusal names it as the cards print it
    assert points(valid("H2O")) == 6
    assert Compound(((h, 1, 2), (o, -2, 1))) not in all_compounds(hand("H*2 O"))


def test_ck16_charged_combination_needs_balancing() -> None:
    assert refused("[ClO4]") == "charge_not_zero"
    assert points(valid("[ClO4]K")) == 14 + 1
    assert points(valid("[NH4][ClO4]")) == 24
    assert points(valid("[SO4]Na2")) == 14


def test_ck16_neutral_combination_is_a_zero_part() -> None:
    assert refused("[SO3]NaCl") == "divisible"


def test_ck17_display_order_black_border_then_combination() -> None:
    assert str(valid("[SO4]Pb(+2)")) == "Pb[SO4]"
    assert str(valid("K[ClO4]")) == "[ClO4]K"


def test_ck18_joker_example_perchlorate() -> None:
    """1 Cl + 2 O + 2 jokers is fine; 1 Cl + 1 O + 3 jokers is not."""
    ok = valid("[ClO2**]K")
    cat = catalogue()
    assert ok.cards()[cat.proto] == 2 and ok.cards()[cat.by_symbol["O"]] == 2
    assert points(ok) == 15
    assert refused("[ClO***]K") == "too_many_jokers"
    with pytest.raises(ValueError, match="CK-18"):
        parse_unit("[ClO***]")
    cl = cat.combination("ClO4")
    with pytest.raises(Invalid) as err:
        check_rules(Compound(((cat.by_symbol["K"], 1, 1),), ((cl.index, 3, 1),)))
    assert err.value.key == "too_many_jokers"


def test_ck18_joker_never_replaces_the_defining_element() -> None:
    with pytest.raises(ValueError):
        parse_compound("[O3*]")  # SO3 without S
    assert units_of(valid("[SO**]"))  # S + O + 2 jokers is SO3
    assert points(valid("[SO**]")) == 15


@pytest.mark.parametrize("text", ["Fe2O3", "[ClO4]K", "SO3+P", "[ClO2**]K", "Cu(+1)2O", "Au", "[NH4]2[SO4]",
                                  "Pb(+4)O2", "[HO*]", "Fe(+3)OCl+P"])
def test_notation_round_trip(text: str) -> None:
    compound = parse_compound(text)
    assert parse_compound(str(compound)) == compound
    assert parse_compound(format_compound(compound, annotate=True)) == compound


def test_notation_shield_suffix_and_errors() -> None:
    assert parse_compound("SO3+P").shield and not parse_compound("SO3").shield
    for bad in ("", "Xx2", "[ZZ]", "Fe2O3(", "[ClO4"):
        with pytest.raises(ValueError):
            parse_compound(bad)


def _brute_force(h: tuple[int, ...]) -> set[Compound]:
    """Every sub-multiset of units that fits in the hand, kept if check_rules accepts it."""
    avail = _available(h)[0]
    out: set[Compound] = set()
    chosen: list[int] = []
    left = list(h)

    def rec(i: int) -> None:
        if chosen:
            comp = compound_of(tuple(chosen))
            try:
                check_rules(comp)
                out.add(comp)
            except Invalid:
                pass
        for j in range(i, len(avail)):
            u = avail[j]
            if all(left[c] >= n for c, n in u.need):
                for c, n in u.need:
                    left[c] -= n
                chosen.append(u.index)
                rec(j)
                chosen.pop()
                for c, n in u.need:
                    left[c] += n

    rec(0)
    return out


def _starter_cards() -> list[int]:
    cat = catalogue()
    return [cat.by_symbol[s] for s, n in starter().counts.items() for _ in range(n)]


hands = st.lists(st.sampled_from(_starter_cards()), min_size=1, max_size=8).map(
    lambda cs: tuple(sum(1 for c in cs if c == i) for i in range(catalogue().size)))


@settings(max_examples=40, deadline=None)
@given(hands)
def test_ck13_search_is_complete_against_brute_force(h: tuple[int, ...]) -> None:
    assert set(all_compounds(h, payable=False)) == _brute_force(h)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_starter_cards()), min_size=2, max_size=16),
       st.randoms(use_true_random=False))
def test_ck11_ck13_random_valid_compounds_have_zero_charge_and_are_indivisible(cs: list[int], rnd) -> None:
    h = tuple(sum(1 for c in cs if c == i) for i in range(catalogue().size))
    found = all_compounds(h)
    if not found:
        return
    compound = rnd.choice(found)
    charges = compound.unit_charges()
    assert sum(charges) == 0
    assert not any(sum(charges[i] for i in part) == 0
                   for k in range(1, len(charges)) for part in subsets(range(len(charges)), k))
    check_rules(compound)
    assert parse_compound(str(compound)) == compound


def test_next_units_are_exactly_the_units_of_some_valid_compound() -> None:
    h = hand("H*2 O*3 Cl Na Fe Cu S C Protomaterie*2")
    in_some = {u for c in all_compounds(h) for u in units_of(c)}
    assert set(next_units(h, ())) == in_some
    draft = (parse_unit("Fe(+3)"),)
    after = set(next_units(h, draft))
    assert parse_unit("Fe(+2)") not in after  # CK-12 once Fe is committed
    assert all(any(set((*draft, u)) <= set(units_of(c)) for c in all_compounds(h)) for u in after)


def test_best_finds_the_most_points() -> None:
    h = hand("H*3 O*4 Cl*2 Na K S C N Protomaterie*2 Fe Cu")
    chosen, value = best(h, {u.index: float(u.points) for u in units()}, budget=10**7)
    assert value == max(points(c) for c in all_compounds(h))
    _, quick_value = best(h, {u.index: float(u.points) for u in units()}, budget=50)
    assert 0 < quick_value <= value  # anytime: a small budget still returns a valid compound
    assert points(compound_of(chosen)) == value
