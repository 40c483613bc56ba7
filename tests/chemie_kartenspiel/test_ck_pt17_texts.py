"""Play-through 17 (session 18), the Chemie-Kartenspiel's texts. zh 6: Chinese CK lines showed
half-width brackets where Chinese prose writes full-width ones ("组成 [ClO₄]⁻ (✱×2) 还缺 1 张 O 牌");
zh 5: a group typed with jokers got a message that did not say what the jokers stand for ("✱×2"
unexplained) or read wrong ("“OH（✱×2）”不是牌名", with "OH" given as an example of a name). CK-18:
Protomaterie stands in for the combination's other element, never the one it is printed on, and
never more jokers than real cards."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from ck_helpers import build, rig

from chemcards.core.protocol import LANGS, IllegalAction, NotationError
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Drop
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import units
from chemcards.games.chemie_kartenspiel.texts import t, unit_words
from chemcards.tui.text import notation_refusal, refusal_text

ROOT = Path(__file__).resolve().parents[2]

#: a half-width bracket pair that belongs to chemistry: glued to the symbol, group or bracket before
#: it, holding element symbols with counts ("Ca(OH)₂", "(NH₂)") or a signed charge ("Fe(+3)", "N(−3)")
FORMULA_BRACKETS = re.compile(r"(?<=[A-Za-z0-9₀-₉\])])\((?:[+\-−]?\d+|(?:[A-Z][a-z]?[0-9₀-₉]*)+)\)")


def prose_brackets(text: str) -> list[str]:
    """The half-width brackets of a Chinese text that are prose, each with the text around it.

    The rule (zh 6): Chinese prose writes brackets full-width, （ ）; a half-width pair ( ) is kept
    only where it is chemistry, that is glued (no space) to the symbol, group or bracket before it
    and holding nothing but element symbols with their counts (``Ca(OH)₂``, ``NaNH₂`` counted as
    ``Ca(NH₂)₂``) or a signed charge (``Fe(+3)``, ``N(−3)``, ``Au(0)``), as formulas and the
    notation write them. Every other ``(`` or ``)`` is prose: a note after a space (" (✱×2)"), a
    note in words, a rule hint. Square brackets are the rulebook's ion notation (``[OH]⁻``) and
    are not prose."""
    rest = FORMULA_BRACKETS.sub("", text)
    return [m.group(0) for m in re.finditer(r".{0,12}[()].{0,12}", rest)]


def test_zh6_the_checker_tells_prose_from_formulas() -> None:
    """The rule above, on lines as the game writes them: formulas and charges pass, notes fail."""
    for chemistry in ("Ca(OH)₂ 10 分", "“加 Fe(+3)”", "N(−3)", "Au(0)", "UHC(OH)（Am³⁺ H⁻）", "Ca(NH₂)₂"):
        assert prose_brackets(chemistry) == [], chemistry
    for prose in ("组成 [ClO₄]⁻ (✱×2) 还缺 1 张 O 牌。", "不允许 (F1：查看相关规则)", "Ca(OH)₂ (带护盾)",
                  "原物质(✱)", "(电脑)"):
        assert prose_brackets(prose), prose


def _zh_texts(data: object) -> list[str]:
    if isinstance(data, dict):
        return [v for k, v in data.items() if k == "zh" and isinstance(v, str)] + \
            [s for k, v in data.items() if k != "zh" for s in _zh_texts(v)]
    if isinstance(data, list):
        return [s for v in data for s in _zh_texts(v)]
    return []


@pytest.mark.parametrize("path", ["rulesets/chemie-kartenspiel/i18n.toml",
                                  "rulesets/chemie-kartenspiel/catalogue.toml",
                                  "rulesets/ui/i18n.toml", "rulesets/lessons/i18n.toml"])
def test_zh6_every_chinese_catalogue_text_ck_shows_has_full_width_prose_brackets(path: str) -> None:
    """zh 6: the game's own catalogue and the shared ones its screens use (the app's, the lessons')."""
    with open(ROOT / path, "rb") as fh:
        texts = _zh_texts(tomllib.load(fh))
    assert texts
    bad = {text: prose_brackets(text) for text in texts if prose_brackets(text)}
    assert not bad, bad


def test_zh6_the_chinese_rules_page_has_full_width_prose_brackets() -> None:
    """zh 6: F1's page (docs/rules/chemie-kartenspiel.zh.md), read line by line."""
    lines = (ROOT / "docs/rules/chemie-kartenspiel.zh.md").read_text(encoding="utf-8").splitlines()
    bad = [line for line in lines if prose_brackets(line)]
    assert not bad, bad


HANDS = ("Cl O*2 Protomaterie*2 K Na", "O K Na C", "H O Protomaterie S N Ca", "C Protomaterie*2 Fe Cu")


@pytest.mark.parametrize("held", HANDS)
def test_zh6_every_refusal_of_a_step_has_full_width_prose_brackets(held: str) -> None:
    """zh 6: "组成 [ClO₄]⁻ (✱×2) 还缺 1 张 O 牌" as seen. Every unit of the game added (and taken back,
    not being in the compound) from a few hands with and without Protomaterie: each refusal in
    Chinese, with the joker's count said in words, has no prose in half-width brackets."""
    state = rig([held, "K"], pile="O*20")
    seen = 0
    for unit in units():
        for action in (Add(unit.index), Drop(unit.index)):
            try:
                GAME.apply(GAME.clone(state), 0, action)
            except IllegalAction as exc:
                text = refusal_text(GAME, exc, "zh")
                assert not prose_brackets(text), (action, text)
                assert "✱" not in text, (action, text)
                seen += 1
    assert seen > len(units())


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_zh6_log_seat_and_status_lines_of_whole_games_have_full_width_prose_brackets(seed: int) -> None:
    """zh 6: every line a Chinese player reads in the log, the seat lines and the status of three
    random four-seat games (shields, jokers and unusual formulas among their compounds)."""
    from ck_helpers import new_game

    state = new_game(4, seed)
    rng = Rng(seed)
    names = ("安", "Bohr", "Curie", "小明")
    lines: list[str] = []
    steps = 0
    while GAME.outcome(state) is None and steps < 3000:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        for event in GAME.apply(state, seat, legal[rng.randbelow(len(legal))]):
            lines += [GAME.event_text(event, "zh", names, viewer) for viewer in (None, 0)]
        view = GAME.view(state, 0)
        lines += [*GAME.seat_lines(view, "zh"), GAME.status_text(view, "zh")]
        steps += 1
    bad = [line for line in lines if prose_brackets(line)]
    assert not bad, bad[:5]


def _refusal(held: str, typed: str, lang: str, built: tuple[str, ...] = ()) -> str:
    state = rig([held, "K"], pile="O*20")
    build(state, 0, *built)
    action = GAME.read_typed(GAME.view(state, 0), typed)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, action)
    return refusal_text(GAME, caught.value, lang)


def _proto(lang: str) -> str:
    return catalogue().elements[catalogue().proto].name(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_zh5_a_group_typed_with_jokers_and_a_card_missing_says_what_they_stand_for(lang: str) -> None:
    """zh 5 (CK-18): Cl, O, two Protomaterie, "加 ClO₄（✱×2）": one O is missing. The refusal says
    so, and that the two Protomaterie stand in for O, in words: no "✱×2" to decode."""
    text = _refusal("Cl O Protomaterie*2 K Na", "加 ClO4（✱×2）", lang)
    assert text == t("no_card_left", lang, missing=1, symbol="O", unit=t(
        "unit_jokers", lang, unit="[ClO₄]⁻", n=2, symbol="O")), text
    assert "✱" not in text and _proto(lang) in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_zh5_a_group_typed_with_a_joker_none_left_says_the_protomaterie_is_missing(lang: str) -> None:
    """zh 5 (CK-18): O but no Protomaterie, "加 OH（✱×1）": not "1 more Protomatter card for
    [OH]⁻ (✱×1)" but that OH needs one Protomaterie standing in for H, and none is left."""
    text = _refusal("O K Na", "加 OH（✱×1）", lang)
    assert text == t("no_joker_left", lang, unit="[OH]⁻", n=1, symbol="H", have=0), text
    assert "✱" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_zh5_the_last_joker_in_use_is_counted(lang: str) -> None:
    """zh 5 (CK-18): O×2, H and one Protomaterie for Ca(OH)₂, OH with the Protomaterie already
    built: a second "OH（✱×1）" finds none left (the first holds it)."""
    text = _refusal("O*2 H Protomaterie Ca", "加 OH（✱×1）", lang, built=("[O*]",))
    assert text == t("no_joker_left", lang, unit="[OH]⁻", n=1, symbol="H", have=0), text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("typed", "group", "most", "other", "defining"), [
    ("加 OH（✱×2）", "[OH]⁻", 1, "H", "O"),  # zh 5 as seen
    ("add ClO4 (✱×3)", "[ClO₄]⁻", 2, "O", "Cl"),  # the rulebook's example: 1 Cl + 1 O + 3 jokers
    ("add [ClO***]", "[ClO₄]⁻", 2, "O", "Cl"),  # the notation's form
])
def test_zh5_a_group_typed_with_too_many_jokers_is_told_the_limit_not_that_it_is_no_card(
        lang: str, typed: str, group: str, most: int, other: str, defining: str) -> None:
    """zh 5 (CK-18): "加 OH（✱×2）" was told "“OH（✱×2）”不是牌名", with "OH" as an example of a
    name. It is told how many Protomaterie the group takes, for which element, and why."""
    view = GAME.view(rig(["O Cl Protomaterie*3 K", "K"], pile="O*20"), 0)
    with pytest.raises(NotationError) as caught:
        GAME.read_typed(view, typed)
    assert caught.value.key == "typed_too_many_jokers"
    text = notation_refusal(GAME, typed, caught.value, lang)
    assert t("typed_too_many_jokers", lang, unit=group, most=most, symbol=other, defining=defining) in text
    assert t("card_unreadable", lang, card=typed.split(" ", 1)[1]) not in text, text


def test_zh5_every_group_with_jokers_in_words_names_the_element_they_stand_for() -> None:
    """zh 5 (CK-18): what a board message or a refusal names for a group with jokers: the group as
    the hand shows it, how many Protomaterie, and the element they stand for, in each language;
    Chinese in full-width brackets."""
    cat = catalogue()
    with_jokers = [u for u in units() if u.combo >= 0 and u.jokers]
    assert with_jokers
    for unit in with_jokers:
        other = cat.elements[cat.combinations[unit.combo].other].symbol
        for lang in LANGS:
            text = unit_words(unit, lang)
            assert "✱" not in text and _proto(lang) in text, text
            assert other in text and str(unit.jokers) in text, text
            assert lang != "zh" or not prose_brackets(text), text
