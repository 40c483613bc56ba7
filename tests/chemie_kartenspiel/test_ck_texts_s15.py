"""Refusals of `add` in Das Chemie-Kartenspiel name the true number of missing cards, and "none
left" only for a card the player had (play-through 14 zh 5)."""

from __future__ import annotations

import pytest
from ck_helpers import rig

from chemcards.core.protocol import LANGS, IllegalAction
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.texts import t


def _refusal(hand: str, *typed: str) -> IllegalAction:
    state = rig([hand, "K"], pile="O*20")
    for unit in typed[:-1]:
        GAME.apply(state, 0, Add(parse_unit(unit)))
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit(typed[-1])))
    return caught.value


EXPECTED = {
    ("CO2", 2): {"de": "Für CO₂ fehlen dir noch 2 Karten O.", "en": "You need 2 more O cards for CO₂.",
                 "zh": "组成 CO₂ 还缺 2 张 O 牌。"},
    ("[CO3]", 3): {"de": "Für [CO₃]²⁻ fehlen dir noch 3 Karten O.",
                   "en": "You need 3 more O cards for [CO₃]²⁻.",
                   "zh": "组成 [CO₃]²⁻ 还缺 3 张 O 牌。"},
    ("CO2", 1): {"de": "Für CO₂ fehlt dir noch 1 Karte O.", "en": "You need 1 more O card for CO₂.",
                 "zh": "组成 CO₂ 还缺 1 张 O 牌。"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_zh_5_the_missing_card_count_is_the_true_number(lang: str) -> None:
    """zh 5: one C, no O: `add CO2` said "还缺一张 O 牌" (2 are missing), `add [CO₃]²⁻` too (3)."""
    for hand, typed, missing in (("C Na", "CO2", 2), ("C Na", "[CO3]", 3), ("C O Na", "CO2", 1)):
        why = _refusal(hand, typed)
        assert why.key == "no_card_left" and why.params["missing"] == missing, (why.key, why.params)
        assert t(why.key, lang, **why.params) == EXPECTED[(typed, missing)][lang]


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_zh_5_a_card_never_held_is_not_none_left(lang: str) -> None:
    """zh 5: `add Fe` with no Fe in the hand said "你已经没有 Fe 牌了" (none left any more); that fits
    only when the player's Fe cards are already in the compound being built."""
    why = _refusal("C Na", "Fe(+3)")
    assert why.key == "no_card"
    text = t(why.key, lang, **why.params)
    assert text == {"de": "Du hast keine Karte Fe auf der Hand.", "en": "You have no Fe card.",
                    "zh": "你手里没有 Fe 牌。"}[lang]
    used = _refusal("S Na Na", "Na", "Na", "Na")
    assert t(used.key, lang, **used.params) == t("board_no_card_left", lang, symbol="Na")


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_zh_5_ck18_the_refusal_counts_the_jokers_the_hand_holds(lang: str) -> None:
    """zh 5: for [CO₃]²⁻ "3 O, or 1 O + 2 ✱, are missing". With S and two Protomaterie, SO₃ lacks
    three O, and one O even with both as jokers (CK-18: at most as many jokers as real cards)."""
    why = _refusal("S Protomaterie Protomaterie Na", "SO3")
    assert why.key == "no_card_left_jokers", why.key
    assert (why.params["missing"], why.params["jokers"], why.params["rest"]) == (3, 2, 1)
    assert t(why.key, lang, **why.params) == {
        "de": "Für SO₃ fehlen dir noch 3 Karten O; auch mit 2 Protomaterie als Joker fehlt noch 1.",
        "en": "You need 3 more O cards for SO₃; even with 2 Protomatter as jokers, 1 more.",
        "zh": "组成 SO₃ 还缺 3 张 O 牌；用 2 张原物质代替，仍缺 1 张。"}[lang]
