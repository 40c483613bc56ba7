"""Play-through 8 (session 9): the Chemie-Kartenspiel's typed moves and texts as a player meets
them, in de, en and zh (issue 12 point 10, issue 21)."""

from __future__ import annotations

import re

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
    # the hand writes a charged group as the rulebook does ("[SO₄]²⁻", play-through 11); typed by
    # its formula
    bare = re.sub(r"[\[\]⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]", "", display_unit(units()[action.unit]))
    assert bare in typed.replace("ClO4", "ClO₄"), (bare, typed)


def test_ck15_a_group_is_taken_back_by_its_name_too() -> None:
    assert GAME.parse_action("drop OH") == Drop(group("OH"))


def test_ck_single_cards_and_the_notation_still_read_as_before() -> None:
    """The notation ("[OH]", "O", "Fe(+3)") keeps its meaning: records replay unchanged."""
    assert GAME.parse_action("add [OH]") == Add(group("OH"))
    o = catalogue().by_symbol["O"]
    assert GAME.parse_action("add O") == Add(unit_lookup()[(o, -2, -1)])


@pytest.mark.parametrize(("lang", "typed", "says"), [
    ("en", "add XY", "a group by its formula, e.g. “OH”"),
    ("de", "nimm XY", "eine Gruppe mit ihrer Formel, z. B. „OH“"),
    ("zh", "加 XY", "原子团写化学式，例如“OH”"),
])
def test_ck_a_card_that_is_none_says_how_to_write_cards_and_groups(lang: str, typed: str,
                                                                   says: str) -> None:
    """Issue 12 point 10: a typed card that is no card says how to type an element and a group,
    in the player's language, with the typed word quoted and no rule number."""
    with pytest.raises(ValueError) as caught:
        GAME.parse_action(untranslated(GAME.id, typed))
    line = notation_refusal(GAME, typed, caught.value, lang)
    assert says in line and "XY" in line and "CK-" not in line


def test_ck11_zh_log_sets_a_compound_with_its_notes_in_one_full_width_bracket() -> None:
    """Play-through 8, zh 11/13: "CrPS(OH)（带护盾）（Cr⁶⁺ P³⁻ S²⁻ OH⁻）" had two brackets in a row,
    and "NiH(OH) (✱×1)" half-width ones where zh uses full-width."""
    from chemcards.games.chemie_kartenspiel.texts import compound_text, compound_with_ions

    assert compound_with_ions("[OH]CrPS+P", "zh") == "CrPS(OH)（带护盾；Cr⁶⁺ P³⁻ S²⁻ [OH]⁻）"
    assert compound_text("[O*]Ca+P", "zh").count("（") == 1
    assert "（✱×1）" in compound_text("[O*]Ca", "zh") and " (" not in compound_text("[O*]Ca", "zh")
    assert compound_text("[O*]Ca", "en").endswith(" (✱×1)")  # de/en keep their brackets


@pytest.mark.parametrize(("lang", "entry"), [
    ("en", "#1 PbO 5 points [shield, border ×1]"),
    ("de", "Nr. 1 PbO 5 Punkte [Schutz, Rand ×1]"),  # the log's „Nr. 1“ (play-through 9)
    ("zh", "#1 PbO 5 分（护盾、黑边 ×1）"),
])
def test_ck22_a_compound_entry_names_its_protection_in_words_and_points_one_way(lang: str,
                                                                                entry: str) -> None:
    """Play-through 8, en 6 / zh 14 (CK-19, CK-22): the board wrote "1 pt", "3 pts" and
    "0 points", and tagged protection "[+P]", "[B1]", "[T1]" — Latin letters nobody explained.
    Points are written out as in the seat lines, protection in words the legend explains."""
    from chemcards.games.chemie_kartenspiel.board import entry_text, pts
    from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
    from chemcards.games.chemie_kartenspiel.state import Placed

    comp = parse_compound("Pb(+2)O+P")
    assert entry_text(Placed(1, comp, points(comp), True, 1, 0), lang) == entry
    assert pts(1, lang) == {"en": "1 point", "de": "1 Punkt", "zh": "1 分"}[lang]
    legend = GAME.board_legend(lang)
    from chemcards.games.chemie_kartenspiel.texts import t
    assert t("tag_shield", lang) in legend and t("tag_border", lang, n=1) in legend


def test_ck4_zh_rules_quote_the_built_in_decks_names() -> None:
    """Play-through 8, zh 12: "内置牌组 入门 A 和 入门 B" read as loose words; the names are quoted
    as the deck list writes them (CK-4)."""
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs/rules/chemie-kartenspiel.zh.md").read_text(encoding="utf-8")
    assert "内置牌组“入门 A”和“入门 B”" in text and "*入门 A*" not in text


def test_chemis_german_title_is_one_name_everywhere() -> None:
    """Play-through 8, de 10: the result title „Papierchemie CHEMIS“ — it is the German name on
    the launcher, the rules page and the result alike."""
    from pathlib import Path

    from chemcards.games.chemis import GAME as CHEMIS
    from chemcards.i18n import ui

    rules = (Path(__file__).parents[2] / "docs/rules/chemis.de.md").read_text(encoding="utf-8")
    assert CHEMIS.title("de") == "Papierchemie CHEMIS"
    assert rules.startswith(f"# {CHEMIS.title('de')} ")
    assert ui("outcome_title", "de", title=CHEMIS.title("de")).startswith("Papierchemie CHEMIS")
