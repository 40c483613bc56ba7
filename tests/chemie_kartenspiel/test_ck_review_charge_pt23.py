"""Play-through 23 (en 9, de 4; CK-12): the review proposed "PuRaNP (Pu⁴⁺ Ra²⁺ N³⁻ P³⁻)" while the
hand row showed "Pu×1 +3", and nothing said that a card's charge may be switched. A card the
compound takes at another charge than the one the hand row shows first is named, with the key."""

from __future__ import annotations

import pytest
from ck_helpers import rig

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Lay
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.i18n import tr


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt23_a_switched_charge_is_named_with_its_key(lang: str) -> None:
    # Mg Cl H: the hydride MgClH, H at −1 where its row shows +1 first
    h = catalogue().elements[catalogue().by_symbol["H"]]
    assert h.single_charges()[0] == 1
    state = rig(["Mg Cl H K K", "K"], pile="O*20")
    line = GAME.review_reason(GAME.view(state, 0), Lay(False), lang)
    assert "MgClH" in line, line
    note = tr(GAME.id, "review_charge_switched", lang, cards="H −1")
    assert line.endswith(note), line
    assert "c" in note


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt23_no_note_where_every_card_keeps_its_first_charge(lang: str) -> None:
    state = rig(["Na Cl K", "K"], pile="O*20")
    line = GAME.review_reason(GAME.view(state, 0), Lay(False), lang)
    assert "NaCl" in line, line
    empty = tr(GAME.id, "review_charge_switched", lang, cards="")
    assert empty.split(":")[0].split("：")[0].strip(" (（") not in line, line
