"""Play-through 8 (session 9): the Chemie-Kartenspiel's typed moves and texts as a player meets
them, in de, en and zh (issue 12 point 10, issue 21)."""

from __future__ import annotations

import pytest

from chemcards.core.i18n import untranslated
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Drop
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import display_unit
from chemcards.games.chemie_kartenspiel.search import unit_lookup, units
from chemcards.tui.text import notation_refusal


def group(formula: str, jokers: int = 0) -> int:
    combo = next(c for c in catalogue().combinations if c.formula == formula)
    return unit_lookup()[(-1, combo.index, jokers)]


@pytest.mark.parametrize(("typed", "formula", "jokers"), [
    ("加 OH", "OH", 0), ("nimm OH", "OH", 0), ("add OH", "OH", 0),
    ("放入 ClO₄", "ClO4", 0), ("add ClO4", "ClO4", 0), ("nimm SO₄ (✱×1)", "SO4", 1),
])
def test_ck15_a_group_card_is_added_by_its_name_as_the_hand_shows_it(typed: str, formula: str,
                                                                     jokers: int) -> None:
    """Issue 12 point 10 (play-through 8 zh 3; CK-15, CK-18): "加 OH" was refused as no move while
    "OH −1" stood in the hand grid; a group is now typed as the hand shows it, jokers too."""
    action = GAME.parse_action(untranslated(GAME.id, typed))
    assert action == Add(group(formula, jokers))
    assert display_unit(units()[action.unit]) in typed.replace("ClO4", "ClO₄")


def test_ck15_a_group_is_taken_back_by_its_name_too() -> None:
    assert GAME.parse_action("drop OH") == Drop(group("OH"))


def test_ck_single_cards_and_the_notation_still_read_as_before() -> None:
    """The notation ("[OH]", "O", "Fe(+3)") keeps its meaning: records replay unchanged."""
    assert GAME.parse_action("add [OH]") == Add(group("OH"))
    o = catalogue().by_symbol["O"]
    assert GAME.parse_action("add O") == Add(unit_lookup()[(o, -2, -1)])


@pytest.mark.parametrize(("lang", "typed", "says"), [
    ("en", "add XY", "a group as the hand shows it, e.g. “OH”"),
    ("de", "nimm XY", "eine Gruppe so, wie sie auf der Hand steht, z. B. „OH“"),
    ("zh", "加 XY", "原子团照手牌上的写法，例如“OH”"),
])
def test_ck_a_card_that_is_none_says_how_to_write_cards_and_groups(lang: str, typed: str,
                                                                   says: str) -> None:
    """Issue 12 point 10: a typed card that is no card says how to type an element and a group,
    in the player's language, with the typed word quoted and no rule number."""
    with pytest.raises(ValueError) as caught:
        GAME.parse_action(untranslated(GAME.id, typed))
    line = notation_refusal(GAME, typed, caught.value, lang)
    assert says in line and "XY" in line and "CK-" not in line
