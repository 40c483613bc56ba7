"""The catalogue, the starter deck and the built-in decks (CK-1…CK-5, "Catalogue")."""

from __future__ import annotations

import tomllib
from itertools import product

import molmass.elements as mm
import pytest

from chemcards.core.data import ruleset_file
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.decks import LIMITS, builtin_decks, deck_problems, starter


def molmass_states(symbol: str) -> set[int]:
    """Oxidation states from molmass's element table (an independent source, test-only)."""
    raw = mm.ELEMENTS[symbol].oxistates.replace("*", "")
    return {int(x) for x in raw.split(",") if x.strip()}


def test_ck1_every_card_has_symbol_names_charges_points_level() -> None:
    cat = catalogue()
    for el in cat.elements:
        assert el.symbol and all(el.names[lang] for lang in ("de", "en", "zh"))
        if el.joker:
            assert el.level == 0 and el.points == 0 and not el.charges
            continue
        assert el.charges and el.level in (1, 2, 3) and el.points > 0


def test_ck1_charges_are_real_oxidation_states() -> None:
    """Each nonzero charge is an oxidation state molmass lists; 0 (elemental) only on stable cards."""
    for el in catalogue().elements:
        if el.joker:
            continue
        for charge in el.charges:
            if charge == 0:
                assert el.stable, el.symbol
            else:
                assert charge in molmass_states(el.symbol), (el.symbol, charge)


def test_ck1_real_element_names() -> None:
    for el in catalogue().elements:
        if not el.joker:
            assert mm.ELEMENTS[el.symbol].name.lower() in (el.names["en"].lower(), "aluminum")


def test_catalogue_rulebook_values() -> None:
    """H +1 worth 1, Cl −1 only worth 2, O −2, S +4, Fe +3, Cu +2; S + 3·O = 5 card points."""
    cat = catalogue()
    h, cl, o, s = (cat.element(x) for x in ("H", "Cl", "O", "S"))
    assert 1 in h.charges and h.points == 1
    assert cl.charges == (-1,) and cl.points == 2
    assert -2 in o.charges and 4 in s.charges
    assert 3 in cat.element("Fe").charges and 2 in cat.element("Cu").charges
    assert s.points + 3 * o.points == 5
    assert 6 not in s.charges, "S(+6) would make SO3 plain and example 3 false"


def test_catalogue_combinations_carry_real_ion_charges() -> None:
    """A combination's charge is reachable with real oxidation states of its elements."""
    cat = catalogue()
    for combo in cat.combinations:
        d, o = cat.elements[combo.defining], cat.elements[combo.other]
        sums = {combo.defining_count * a + combo.other_count * b
                for a, b in product(molmass_states(d.symbol), molmass_states(o.symbol))}
        assert combo.charge in sums, combo.formula


def test_catalogue_combinations_worth_more_than_their_cards() -> None:
    cat = catalogue()
    kinds = {c.charge == 0 for c in cat.combinations}
    assert kinds == {True, False}, "neutral and charged combinations"
    for c in cat.combinations:
        cards = (c.defining_count * cat.elements[c.defining].points
                 + c.other_count * cat.elements[c.other].points)
        assert c.points > cards, c.formula
        assert c.index in cat.elements[c.defining].combinations
    assert cat.combination("SO3").points == 15
    assert cat.combination("ClO4").charge == -1


def test_catalogue_has_every_special_symbol_and_points_rise_with_level() -> None:
    cat = catalogue()
    els = [e for e in cat.elements if not e.joker]
    assert any(e.stable for e in els) and any(e.radioactive for e in els)
    assert any(e.artificial for e in els) and any(e.black_border for e in els)
    assert cat.element("Pb").black_border and cat.element("U").radioactive
    assert cat.element("Tc").artificial and cat.element("Au").stable
    for low, high in ((1, 2), (2, 3)):
        assert max(e.points for e in els if e.level == low) <= min(e.points for e in els if e.level == high)


def test_ck5_catalogue_is_data_read_from_rulesets() -> None:
    raw = tomllib.loads(ruleset_file("chemie-kartenspiel", "catalogue.toml").read_text("utf-8"))
    assert [e["symbol"] for e in raw["element"]] == [e.symbol for e in catalogue().elements[:-1]]


def test_ck3_starter_deck_obeys_the_limits_exactly() -> None:
    deck = starter()
    assert deck.mode == "family" and deck_problems(deck) == []
    cat = catalogue()
    counts = {lvl: 0 for lvl in (0, 1, 2, 3)}
    for sym, n in deck.counts.items():
        counts[cat.element(sym).level] += n
    lim = LIMITS["family"]
    assert counts == {0: lim.proto, 1: lim.size - lim.proto - lim.level2 - lim.level3,
                      2: lim.level2, 3: lim.level3}
    assert deck.counts["Protomaterie"] == 10


@pytest.mark.parametrize("name", list(builtin_decks()))
def test_ck4_builtin_decks_are_legal_and_built_from_the_starter_pool(name: str) -> None:
    deck = builtin_decks()[name]
    assert deck_problems(deck) == []
    pool = starter().counts
    assert all(n <= pool.get(sym, 0) for sym, n in deck.counts.items())


def test_ck4_the_two_starter_halves_make_the_starter_deck() -> None:
    halves = builtin_decks()
    total: dict[str, int] = {}
    for name in ("starter-a", "starter-b"):
        for sym, n in halves[name].counts.items():
            total[sym] = total.get(sym, 0) + n
    assert total == starter().counts
