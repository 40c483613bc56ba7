"""Play-through 16 (session 17, issue 12) on the Chemie-Kartenspiel's engine: the hint weighs a
compound of single cards that counts as a printed combination (en 1: H, H, O built, the hint said
"pass … the only move there is"; CK-8, CK-15 [decided]); a combination typed without its cards
names every card missing (en 2, CK-15, CK-16); formulas as a chemist writes them (zh 5, CK-11)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ck_helpers import rig

from chemcards.bots.advice import advise, hint_line
from chemcards.core.protocol import LANGS, IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Lay, Skip
from chemcards.games.chemie_kartenspiel.bot import ChemieSearch, plans
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.notation import display_formula, ions_text, parse_unit, unusual
from chemcards.games.chemie_kartenspiel.search import unit_lookup
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.i18n import ui
from chemcards.tui.text import refusal_text


def _single(symbol: str, charge: int | None = None) -> int:
    el = catalogue().elements[catalogue().by_symbol[symbol]]
    return unit_lookup()[(el.index, el.single_charges()[0] if charge is None else charge, -1)]


def _view(held: str, draft: list[int], players: int = 4):  # type: ignore[no-untyped-def]
    state = rig([held, *["Na Cl K Fe Sn Al Cr"] * (players - 1)], pile="Ca Mg Zn Cu Ag Au Pb Ni " * 3)
    return replace(GAME.view(state, 0), draft=tuple(sorted(draft)))


HYD, OXY = _single("H", 1), _single("O")


@pytest.mark.parametrize(("held", "draft"), [
    ("H*2 O Al*2 Cr Sn", [HYD, HYD, OXY]),  # en 1 as seen
    ("H*3 O*2 Na Cl", [HYD, HYD, OXY]),  # more cards left that could have joined
    ("H*2 O Al*2 Cr Sn", [OXY, HYD]),  # half-way: the H still to add
    ("H*2 O Al*2 Cr Sn", [HYD, HYD]),
])
def test_en1_ck15_single_cards_that_count_as_a_combination_are_a_plan(held: str, draft: list[int]) -> None:
    """en 1 (CK-15 [decided]: H, H, O are laid as H₂O): the hard level's compounds from a draft of
    single cards on the way to a printed neutral combination include that combination; before,
    ``walk`` found none (it reaches H₂O only as the combination's unit) and the hint had only "pass"."""
    from chemcards.games.chemie_kartenspiel.search import recipe_wholes

    view = _view(held, draft)
    assert view.hand is not None
    wholes = recipe_wholes(view.hand, view.draft)
    assert tuple(sorted((HYD, HYD, OXY))) in wholes
    assert any(p.units == tuple(sorted((HYD, HYD, OXY))) for p in plans(view))


def test_en1_ck8_the_hint_lays_the_h2o_built_and_never_calls_pass_the_only_move() -> None:
    """en 1: H(+1), H(+1), O picked (the board shows "✓ This is a valid compound."): the hint's
    moves hold the lay, and the hint names it; "pass" is not "the only move there is"."""
    view = _view("H*2 O Al*2 Cr Sn", [HYD, HYD, OXY])
    legal = GAME.build_actions(view)
    assert Lay(False) in legal and Skip() in legal
    advice = advise(GAME, 0, view, legal, seed=16)
    line = hint_line(GAME, view, advice, "en")
    assert ui("hint_only_move", "en") not in line, line
    assert advice.action == Lay(False), line
    assert t("do_lay", "en") in line, line


def test_en1_ck8_half_way_to_h2o_the_hint_completes_it() -> None:
    """en 1, a draft on the way: O and H picked, another H in the hand: the next step of H₂O is
    weighed (``add H``), the search's figures hold it, and pass is not the only move."""
    view = _view("H*2 O Al*2 Cr Sn", [OXY, HYD])
    legal = GAME.build_actions(view)
    assert Add(HYD) in legal
    bot = ChemieSearch(GAME, 0, Rng(3), iterations=60, seconds=None)
    chosen = bot.choose(view, legal)
    assert Add(HYD) in bot.last_values, bot.last_values
    assert chosen == Add(HYD)


# -- en 2: every card missing for a combination ---------------------------------------------------

CO3_ALONE = "H Al*2 Cr Sn Tc*2"


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You need 1 more C card and 3 more O cards for [CO₃]²⁻."),
    ("de", "Für [CO₃]²⁻ fehlen dir noch 1 Karte C und 3 Karten O."),
    ("zh", "组成 [CO₃]²⁻ 还缺 1 张 C 牌和 3 张 O 牌。"),
])
def test_en2_ck15_a_typed_combination_names_every_card_missing(lang: str, said: str) -> None:
    """en 2 (CK-15, CK-16): `:add [CO3]` holding H, Al×2, Cr, Sn, Tc×2 said "you need 1 more C card
    for [CO₃]²⁻": the three O were missing too. Every missing card is named, with its number."""
    state = rig([CO3_ALONE, "Na Cl K Fe Sn Al Cr"])
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit("[CO3]")))
    assert caught.value.key == "no_cards_left"
    assert refusal_text(GAME, caught.value, lang) == said


@pytest.mark.parametrize("lang", LANGS)
def test_en2_one_card_of_a_kind_reads_singular_and_one_kind_missing_as_before(lang: str) -> None:
    """en 2: the numbers agree with their words (1 card, 2 cards), and a combination missing one
    kind of card keeps its sentence (play-through 14 zh 5)."""
    state = rig(["C O Al Cr Sn Tc*2", "Na Cl K Fe Sn Al Cr"])
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit("[CO3]")))
    assert caught.value.key == "no_card_left"
    assert caught.value.params["missing"] == 2
    state = rig(["Al*2 Cr Sn Tc*2 H", "Na Cl K Fe Sn Al Cr"])
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit("[SO4]")))
    text = refusal_text(GAME, caught.value, lang)
    assert "{" not in text and "|" not in text, text
    assert {"en": "1 more S card and 4 more O cards", "de": "1 Karte S und 4 Karten O",
            "zh": "1 张 S 牌和 4 张 O 牌"}[lang] in text, text


# -- zh 5: formulas as a chemistry student writes them (display only, CK-11 decided) --------------

@pytest.mark.parametrize(("notation", "formula", "shown"), [
    ("NaH(+1)2N(-3)", "NaNH₂", ""),  # sodium amide: the H on the N (was "NaH₂N")
    ("CaH(+1)4N(-3)2", "Ca(NH₂)₂", ""),  # counted amide in parentheses
    ("Li2H(+1)N(-3)", "Li₂NH", ""),  # imide NH²⁻ (was "Li₂HN")
    ("[OH]H", "H₂O", "H⁺ [OH]⁻"),  # water from H⁺ and [OH]⁻ (was "HOH"), its ions beside it
    ("[O*]H", "H₂O (✱×1)", "H⁺ [OH]⁻"),
])
def test_zh5_ck11_amide_and_water_read_as_a_chemist_writes_them(
        notation: str, formula: str, shown: str) -> None:
    """zh 5 (CK-11, decided): "NaH₂N" for Na + N + H + H, "HOH" for H + [OH]⁻. Hydrogen bound to a
    nitride beside a metal is written on the nitrogen (amide NH₂⁻, imide NH²⁻: NaNH₂, Li₂NH), as
    H⁺ and O²⁻ are hydroxide; H⁺ with [OH]⁻ is water, H₂O, with its ions beside it (H⁺ [OH]⁻), so
    it is not taken for the printed H₂O, which scores 6 where H + [OH]⁻ scores 5."""
    compound = parse_compound(notation)
    assert display_formula(compound) == formula
    if shown:
        assert unusual(compound)
        assert ions_text(compound) == shown
    else:
        assert not unusual(compound), ions_text(compound)


@pytest.mark.parametrize(("notation", "points_"), [("[OH]H", 5), ("H2O", 6), ("NaH(+1)2N(-3)", 5)])
def test_zh5_the_display_changes_no_points(notation: str, points_: int) -> None:
    """zh 5: display only. H + [OH]⁻ keeps its 5 points, the printed H₂O its 6 (CK-15), the amide
    its cards' points; the record's notation is unchanged."""
    compound = parse_compound(notation)
    assert points(compound) == points_
    assert parse_compound(str(compound)) == compound


@pytest.mark.parametrize(("notation", "formula"), [
    ("MgClH(-1)", "MgClH"), ("U(+6)BrClH(-1)4", "UBrClH₄"), ("BiClH(-1)[OH]", "BiClH(OH)"),
    ("NiRaFN(-3)", "NiRaFN"), ("P(+5)C(-4)[OH]", "PC(OH)"),
])
def test_zh5_ck11_hydrides_and_mixed_anions_keep_iupac_order(notation: str, formula: str) -> None:
    """zh 5, the other formulas quoted: hydride H⁻ is an anion like Cl⁻, and IUPAC (Red Book 2005,
    IR-4.4.2.2) orders several anions alphabetically by symbol: MgClH, UBrClH₄, BiClH(OH). These
    stay, with their ions beside them in the log and the details (decided, CK-11)."""
    compound = parse_compound(notation)
    assert display_formula(compound) == formula
    assert unusual(compound)
