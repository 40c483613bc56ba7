"""Play-through 17 (session 17) on the Chemie-Kartenspiel's engine, en 1: Na, Na and Tc(+7) picked
(charge +9, no compound contains these picks), the hint said "pass and draw 4 cards — the only move
there is", though dropping Tc leaves Na, Na, to which O gives Na₂O (CK-8: one compound a turn; the
picks may be taken back before it is laid). The hard level's compounds from a draft that none
contains are those of the draft with the fewest picks dropped, and its first step is that drop."""

from __future__ import annotations

from dataclasses import replace

from ck_helpers import rig

from chemcards.bots.advice import advise, hint_line
from chemcards.core.protocol import LANGS
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Drop, Skip
from chemcards.games.chemie_kartenspiel.bot import ChemieSearch, plans
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import unit_lookup
from chemcards.i18n import ui


def _single(symbol: str, charge: int | None = None) -> int:
    el = catalogue().elements[catalogue().by_symbol[symbol]]
    return unit_lookup()[(el.index, el.single_charges()[0] if charge is None else charge, -1)]


NA, OXY, TC7 = _single("Na"), _single("O"), _single("Tc", 7)
HELD = "Na*2 O Tc*2 Pt Protomaterie"


def _view(draft: list[int]):  # type: ignore[no-untyped-def]
    state = rig([HELD, "Na Cl K Fe Sn Al Cr"], pile="Ca Mg Zn Cu Ag Au Pb Ni " * 3)
    return replace(GAME.view(state, 0), draft=tuple(sorted(draft)))


def test_en1_ck8_a_draft_no_compound_contains_plans_from_fewer_picks() -> None:
    """en 1: with Na, Na, Tc(+7) picked no compound contains the picks; the plans are those of
    Na, Na (Tc dropped), Na₂O among them."""
    view = _view([NA, NA, TC7])
    found = [p.units for p in plans(view)]
    assert tuple(sorted((NA, NA, OXY))) in found, found


def test_en1_ck8_the_hint_drops_the_wrong_pick_and_never_calls_pass_the_only_move() -> None:
    """en 1: the hint's move from Na, Na, Tc(+7) is dropping Tc (the step to Na₂O), in de, en and
    zh; "pass … the only move there is" is not said while a compound can still be laid."""
    view = _view([NA, NA, TC7])
    legal = GAME.build_actions(view)
    assert Drop(TC7) in legal and Skip() in legal
    bot = ChemieSearch(GAME, 0, Rng(3), iterations=60, seconds=None)
    assert bot.choose(view, legal) == Drop(TC7)
    advice = advise(GAME, 0, view, legal, seed=17)
    assert advice.recommended is not None and advice.recommended.action == Drop(TC7), advice
    for lang in LANGS:
        line = hint_line(GAME, view, advice, lang)
        assert ui("hint_only_move", lang) not in line, line
        assert GAME.action_text(view, Drop(TC7), lang) in line, line


def test_de1_ck8_lay_with_a_formula_says_lay_takes_none() -> None:
    """Play-through 17 de 1: „lege Na2SO4“ was refused with "a move starts with „nimm“, „weg“, „lege“
    …", though it began with „lege“. "lay" lays out the compound built (CK-8) and takes no formula:
    the refusal says so in every language; "lay" alone and with the shield still read."""
    from chemcards.core.protocol import NotationError
    from chemcards.games.chemie_kartenspiel.actions import Lay, parse_action
    from chemcards.tui.text import notation_refusal

    assert parse_action("lay") == Lay(False) and parse_action("lay +✱") == Lay(True)
    try:
        parse_action("lay Na2SO4")
    except NotationError as exc:
        said = {lang: notation_refusal(GAME, "lege Na2SO4", exc, lang) for lang in LANGS}
    else:
        raise AssertionError("'lay Na2SO4' was read as a move")
    assert "braucht keine Formel" in said["de"] and "„nimm“, „weg“" not in said["de"]
    assert "takes no formula" in said["en"] and "a move starts with" not in said["en"]
    assert "不用写化学式" in said["zh"]
