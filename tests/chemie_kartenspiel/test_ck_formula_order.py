"""How a compound's formula is written (CK-11, decided in docs/rules/chemie-kartenspiel.*.md, issue
12 point 10): testers read "AmHO", "UHCOH", "MnCrClCP", "OsFP", "CrBiHClC" and could not tell the
order. Cations first (metals, then H⁺, then positive non-metals, alphabetical in each group), then
single-element anions alphabetically, then groups (OH⁻ among them), neutral groups last; a formula
that does not read by itself shows its ions with their charges in the log and the details."""

from __future__ import annotations

import re

import pytest

from chemcards.core.protocol import Event
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import parse_compound
from chemcards.games.chemie_kartenspiel.decks import starter
from chemcards.games.chemie_kartenspiel.notation import display_formula, ions, ions_text, unusual
from chemcards.games.chemie_kartenspiel.search import all_compounds
from chemcards.games.chemie_kartenspiel.texts import event_text


@pytest.mark.parametrize(("notation", "formula", "shown"), [
    ("AmH(-1)O", "AmHO", "Am³⁺ H⁻ O²⁻"),  # hydride and oxide, alphabetical: not a hydroxide
    ("U(+4)H(+1)C(-4)[OH]", "UHC(OH)", "U⁴⁺ H⁺ C⁴⁻ [OH]⁻"),  # group after an anion, bracketed; [OH]⁻ (CK-16)
    ("Os(+4)FP(-3)", "OsFP", "Os⁴⁺ F⁻ P³⁻"),
    ("Cr(+3)Bi(+3)H(+1)ClC(-4)", "BiCrHCCl", "Bi³⁺ Cr³⁺ H⁺ C⁴⁻ Cl⁻"),  # metals, H⁺; anions A–Z
    ("Mn(+2)Cr(+3)Cl P(-3)C(-4)", "CrMnCClP", "Cr³⁺ Mn²⁺ C⁴⁻ Cl⁻ P³⁻"),
])
def test_ck11_unusual_formulas_are_written_in_the_decided_order_with_their_ions(
        notation: str, formula: str, shown: str) -> None:
    """CK-11 (issue 12 point 10): the testers' formulas in the decided order, and their ions."""
    compound = parse_compound(notation.replace(" ", ""))
    assert display_formula(compound) == formula
    assert unusual(compound)
    assert ions_text(compound) == shown


@pytest.mark.parametrize(("notation", "formula"), [
    ("NaCl", "NaCl"), ("Fe(+3)2O3", "Fe₂O₃"), ("[OH][OH]Ca", "Ca(OH)₂"), ("HNaO", "NaOH"),
    ("[SO4]H2", "H₂SO₄"), ("[NH4]2[SO4]", "(NH₄)₂SO₄"), ("[OH]K", "KOH"), ("HCl", "HCl"),
])
def test_ck11_plain_salts_acids_and_bases_read_without_their_ions(notation: str, formula: str) -> None:
    """CK-11: a compound of two kinds of ion without hydride reads by itself: no ions beside it."""
    compound = parse_compound(notation)
    assert display_formula(compound) == formula
    assert not unusual(compound)


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Curie lays out AmHO (Am³⁺ H⁻ O²⁻): 9 points (no. 21)"),
    ("de", "Curie legt AmHO (Am³⁺ H⁻ O²⁻) aus: 9 Punkte (Nr. 21)"),
    ("zh", "Curie 打出 AmHO（Am³⁺ H⁻ O²⁻）：9 分（编号 21）"),
])
def test_ck11_the_log_names_the_ions_of_an_unusual_formula(lang: str, line: str) -> None:
    """CK-11, issue 12 point 10: the log line of a laid compound says why "AmHO" is written so."""
    assert event_text(Event("lay", 0, ("AmH(-1)O", 9, 21)), lang, ["Curie"], viewer=1) == line


def test_ck11_ions_of_every_compound_balance_and_hold_its_cards() -> None:
    """CK-11: for compounds the search finds in random starter hands, the ions listed beside a
    formula add up to charge zero, and every element card of the compound is in them (nothing
    dropped or invented by the reordering)."""
    cat = catalogue()
    deck = starter().cards()
    rng = Rng(11)
    seen = 0
    for _ in range(12):
        rng.shuffle(deck)
        hand = tuple(deck[:9].count(card) for card in range(len(cat.elements)))  # cards held per kind
        for compound in all_compounds(hand)[:40]:
            parts, _ = ions(compound)
            assert sum(charge * n for _, charge, n, _ in parts) == 0, display_formula(compound)
            # an atom's subscript counts (the amide NH₂⁻ holds two H, play-through 16 zh 5)
            atoms = [sym for group, _, n, _ in parts
                     for sym, k in re.findall(r"([A-Z][a-z]?)([₀-₉]*)", group)
                     for _ in range(n * int(k.translate(str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")) or 1))]
            for e, _, n in compound.singles:
                assert atoms.count(cat.elements[e].symbol) >= n, ions_text(compound)
            seen += 1
    assert seen > 20
