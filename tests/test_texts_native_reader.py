"""Issue 21, "Done when": what a native reader of German and of Chinese found when every screen of a
whole game per game was read (docs/i18n.md). Each test catches a class of finding in every
catalogue, so a new text of the same kind cannot bring it back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards.core.data import load_toml, rules_doc
from chemcards.core.protocol import IllegalAction
from chemcards.core.registry import get_game
from chemcards.i18n import LANGS, catalogue, join_list, tr, ui

ROOT = Path(__file__).resolve().parents[1]
DOMAINS = sorted(p.parent.name for p in (ROOT / "rulesets").glob("*/i18n.toml"))
GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
RULE_ID = re.compile(r"\b(?:CC|CK|CH|MT)-\d+")
#: Latin words a Chinese reader meets on purpose: key names, proper names, the file format
ZH_LATIN_OK = {"Esc", "Ctrl", "Del", "Tab", "Enter", "Shift", "chemcards", "Color", "Clash", "CHEMIS",
               "Home", "End",  # key names as the keyboard prints them (CHEMIS `?`, play-through 15 zh 4)
               "Metallurgie", "Protomaterie", "Das", "Chemie", "Kartenspiel", "TOML",
               # the chemists' names computers get (ui computer_names), proper names
               "Curie", "Bohr", "Dalton", "Noether", "Mendeleev", "Lavoisier", "Meitner", "Hodgkin",
               # the rating scale and model `chemcards league` names (rulesets/cli, session 16)
               "Elo", "Luce",
               # the language and the compiler `chemcards bench` names the measured build by (session 31)
               "Python", "mypyc"}


def _values(lang: str) -> list[tuple[str, str, str]]:
    out = []
    for domain in DOMAINS:
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict) and isinstance(entry.get(lang), str):
                out.append((domain, key, entry[lang]))
    return out


def _unquoted(text: str) -> str:
    """A text without its placeholders, quoted typed input (“pass”, „end“, `x2 on C`) and paths."""
    text = re.sub(r"\{[^{}]*\}", " ", text)
    text = re.sub(r"“[^”]*”|„[^“]*“|「[^」]*」|`[^`]*`|\"[^\"]*\"", " ", text)
    return re.sub(r"\S+\.(?:md|toml|json)\b", " ", text)


@pytest.mark.parametrize("lang", LANGS)
def test_no_rule_number_in_any_catalogue_value(lang: str) -> None:
    """Issue 21.5: rule numbers (CK-11) live in the rules docs and an entry's ``rule`` field (what
    F1 opens), never in a sentence a player reads — in any catalogue, not only the games'."""
    found = [(d, k, v) for d, k, v in _values(lang) if RULE_ID.search(v)]
    assert not found


def test_no_english_word_in_a_chinese_text() -> None:
    """Outside quoted typed input, placeholders and paths, a Chinese text holds Chinese, chemical
    formulas (HCl, O₂), key names and proper names — no English word (the CK deck file's mode
    "competitive" was one, unquoted)."""
    formula = re.compile(r"(?:[A-Z][a-z]?\d*)+")
    found = []
    for domain, key, text in _values("zh"):
        for word in re.findall(r"[A-Za-z]{2,}", _unquoted(text)):
            if word not in ZH_LATIN_OK and not formula.fullmatch(word):
                found.append((domain, key, word))
    assert not found


def test_chinese_texts_use_full_width_punctuation() -> None:
    """A comma, colon or bracket next to a Chinese character is the full-width one (，：（）),
    outside quoted typed input such as “乙: H+Cl -> HCl”."""
    half = re.compile(r"[\u4e00-\u9fff][,;!?(]|[,;!?)] ?[\u4e00-\u9fff]|[\u4e00-\u9fff]: ")
    found = [(d, k, v) for d, k, v in _values("zh") if half.search(_unquoted(v))]
    assert not found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_has_one_name_per_language_on_every_screen(game_id: str) -> None:
    """A game's name is its proper name: the launcher (game.toml), the engine (result dialog) and
    the rules page (F1) name it alike in each language, and no text in one language calls it by
    another language's name ("Metallurgy" beside "Metallurgie")."""
    game = get_game(game_id)
    listed = load_toml(game_id, "game.toml")["title"]
    for lang in LANGS:
        assert game.title(lang) == listed[lang]
        heading = (rules_doc(game_id, lang) or "").splitlines()[0]
        assert heading.removeprefix("# ").startswith(game.title(lang)), (lang, heading)
    # the proper name of the published game stands in every language's title
    proper = {"color-clash": "Color Clash", "metallurgie": "Metallurgie", "chemis": "CHEMIS"}
    if game_id in proper:
        assert all(proper[game_id] in game.title(lang) for lang in LANGS)
    others = {game.title(lang) for lang in LANGS}
    for lang in LANGS:
        foreign = {t for t in others if t not in game.title(lang) and game.title(lang) not in t}
        for domain, key, text in _values(lang):
            assert not any(t in text for t in foreign), (domain, key, lang, text)


def test_metallurgie_english_uses_the_typed_verbs() -> None:
    """One word per move: the typed moves are ``place`` and ``reveal``, so the English hints, log
    and refusals say "place" and "reveal" (not "lay" and "turn the top card")."""
    texts = [v for d, _, v in _values("en") if d == "metallurgie"]
    assert not [t for t in texts if re.search(r"\b(?:lay|lays|laid|turn the top card|turned)\b", t)]
    assert tr("metallurgie", "ev_place_you", "en", metal="gold", pos="0,0") == "You place gold on 0,0"


@pytest.mark.parametrize(("lang", "gold", "symbol"), [("de", "Goldkarte", "Au"), ("zh", "金牌", "Au")])
def test_metallurgie_refusals_name_the_metal_as_the_log_does(lang: str, gold: str, symbol: str) -> None:
    """MT-4/MT-6 refusals: the log says "Gold"/"金", so the refusal does not say "Au"."""
    from chemcards.tui.text import refusal_text

    game = get_game("metallurgie")
    for key in ("not_in_hand", "must_place_revealed"):
        text = refusal_text(game, IllegalAction("x", key, metal="Au"), lang)
        assert gold in text and symbol not in text, text
    text = refusal_text(game, IllegalAction("x", "needs_lower", metal="Au", lower="Ag", pos="1,0"), lang)
    assert "Au" not in text and "Ag" not in text, text


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_color_clash_refusals_show_a_card_as_the_screen_does(lang: str) -> None:
    """CC-6: the hand and the log show "● 7" (shape and symbol, issue 21); a refusal about a card the
    player does not hold shows it the same way, not the notation "R7"."""
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.color_clash.catalogue import card_label, face_of
    from chemcards.tui.text import refusal_text

    game = get_game("color-clash")
    match = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    seat = match.to_act()[0]
    refusals = []
    for card in ("R7", "B3", "G5", "Y1", "R2", "B9"):
        try:
            game.apply(match.state, seat, game.parse_action(f"play {card}"))
        except IllegalAction as exc:
            if exc.key == "not_in_hand":
                refusals.append((card, refusal_text(game, exc, lang)))
            continue
        break  # played: the state moved on, stop probing
    assert refusals
    for card, text in refusals:
        # issue 21: the card as the screen shows it, its shape and symbol without the colour letter
        assert card_label(face_of(card)) in text and card not in text, text


@pytest.mark.parametrize(("lang", "sep"), [("de", ", "), ("en", ", "), ("zh", "、")])
def test_lists_in_a_sentence_use_the_languages_separator(lang: str, sep: str) -> None:
    """Cards drawn, winners: Chinese enumerates with 、, German and English with a comma."""
    assert join_list(["A", "B"], lang) == f"A{sep}B"
    from chemcards.core.protocol import Event
    from chemcards.games.color_clash import GAME

    line = GAME.event_text(Event("draw", 0, (), ("R7", "B3")).seen_by(0), lang, names=["Ann"], viewer=0)
    assert sep in line and (lang != "zh" or ", " not in line), line


@pytest.mark.parametrize("game_id", GAMES)
def test_german_rules_mark_every_decision_the_same_way(game_id: str) -> None:
    """The German rules mark our decisions with "festgelegt" in every game (CHEMIS had
    "[entschieden]"), and close German quotes with “ (not ")."""
    text = rules_doc(game_id, "de") or ""
    assert "festgelegt" in text.lower() and "[entschieden]" not in text
    assert not re.search(r"„[^“\n]*\"", text)


def test_chinese_button_keys_and_seat_marks_use_full_width_brackets() -> None:
    """Color Clash's buttons ("摸牌（d）") and computer mark ("Curie（电脑）"): full-width in Chinese."""
    assert ui("key_hint", "zh", label="摸牌", key="d") == "摸牌（d）"
    assert ui("key_hint", "de", label="Ziehen", key="d") == "Ziehen (d)"
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat

    game = get_game("color-clash")
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1)
    lines = game.seat_lines(match.view(0), "zh")
    assert any("Curie（电脑）" in line for line in lines), lines
    assert not any("(电脑)" in line for line in lines), lines


def test_chinese_call_window_marks_read_as_chinese() -> None:
    """CC-10/CC-11 seat marks: "可以喊牌"/"可以抓人" as the zh rules say 喊牌 and 抓 (not the
    clipped "可喊"/"可抓")."""
    assert tr("color-clash", "seat_may_call", "zh").strip(" ◀") == "可以喊牌"
    assert tr("color-clash", "seat_may_catch", "zh").strip(" ◀") == "可以抓人"
    assert not [(d, k) for d, k, v in _values("zh") if re.search(r"可喊|可抓(?!人)", v)]


def test_chinese_texts_speak_of_cards_not_of_chess() -> None:
    """A card game's Chinese has no chess or Go words: 悔棋 (undo), 走棋, 招法 read as board games;
    undo is 撤销, a move is 操作/指令/一步."""
    found = [(d, k, v) for d, k, v in _values("zh") if re.search(r"棋|招法", v)]
    assert not found
    for game_id in GAMES:
        assert not re.search(r"棋|招法", rules_doc(game_id, "zh") or ""), game_id


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_chemis_result_has_no_points_column(lang: str) -> None:
    """CH-12: CHEMIS is won by surviving. Its result table showed "Punkte" / "分数" with 1 for the
    winner and 0 for the dead; it shows places and players only. Games with points keep theirs."""
    from chemcards.core.protocol import Outcome
    from chemcards.core.seats import Seat
    from chemcards.tui.outcome import outcome_table

    assert get_game("chemis").outcome_has_points() is False
    assert all(get_game(g).outcome_has_points() for g in GAMES if g != "chemis")
    outcome = Outcome((1.0, 0.0), (1, 2), (0,), "last_alive")
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    headers = [str(c.header) for c in outcome_table(outcome, seats, lang, points=False).columns]
    assert ui("points", lang) not in headers and ui("player", lang) in headers
    headers = [str(c.header) for c in outcome_table(outcome, seats, lang).columns]
    assert ui("points", lang) in headers
