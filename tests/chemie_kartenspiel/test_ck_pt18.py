"""Play-through 18 (session 19) on the Chemie-Kartenspiel's engine, en 3: first turn, hand Fe Sn Po
Pm U Os ✱. ⏎ on Fe picked it as Fe²⁺, while ":add Fe(+2)" was refused "with Fe(+2) no valid
compound can be completed from your hand". One rule decides both: the program only offers
compounds that can be completed (docs/rules, CK-20 [decided]; CK-11)."""

from __future__ import annotations

import pytest
from ck_helpers import hand, rig

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.rules import add_refusal
from chemcards.games.chemie_kartenspiel.search import unit_lookup

HELD = "Fe Sn Po Pm U Os Protomaterie"


def fe(charge: int) -> int:
    return unit_lookup()[(catalogue().by_symbol["Fe"], charge, -1)]


def test_pt18_en3_fe_is_refused_at_either_charge_with_the_reason_no_compound() -> None:
    """en 3: no compound can be completed with Fe from this hand, at +2 or +3: the refusal is
    "no_completion" (not the charge of an unfinished compound)."""
    held = hand(HELD)
    for charge in (2, 3):
        refused = add_refusal(held, (), fe(charge))
        assert refused is not None and refused.key == "no_completion", refused


def test_pt18_en3_an_add_that_leads_to_a_compound_is_not_refused() -> None:
    """The same rule lets Fe(+3) in where O is in the hand (Fe₂O₃ needs two Fe: not here; FeO with
    Fe(+2) is), so the check is no blanket ban on Fe."""
    held = hand("Fe O Sn")
    assert add_refusal(held, (), fe(2)) is None
    assert add_refusal(held, (), fe(3)) is not None


def test_pt18_en3_the_engine_refuses_the_add_the_rule_refuses() -> None:
    """The engine's "add" raises what :func:`add_refusal` says, and changes nothing."""
    state = rig([HELD, "Na Cl K Fe Sn Al Cr"], pile="Ca Mg Zn Cu Ag Au Pb Ni " * 3)
    assert Add(fe(2)) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(fe(2)))
    assert caught.value.key == "no_completion" and state.draft == ()


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt18_zh7_ck11_the_review_writes_an_unusual_formula_with_its_ions_as_the_log_does(lang: str) -> None:
    """zh 7: the review proposed "WClHN(MnO₄)（✱×2）", which looked out of order: the cation comes
    first and several anions stay alphabetical (IUPAC, CK-11 [decided]), but a formula that does
    not read by itself carries its ions beside it in the log and the details ("AmHO (Am³⁺ H⁻ O²⁻)");
    the review's did not. Hand Mg Cl H: the hydride MgClH."""
    from chemcards.games.chemie_kartenspiel.actions import Lay

    state = rig(["Mg Cl H K K", "K"], pile="O*20")
    line = GAME.review_reason(GAME.view(state, 0), Lay(False), lang)
    assert "MgClH" in line and "Mg²⁺ Cl⁻ H⁻" in line, line
    assert ")（" not in line and ") (" not in line, line  # no two brackets in a row
