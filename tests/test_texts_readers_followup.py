"""Issue 21, what the last readers still found (de, zh, en at 80×24): key names in English on
German and Chinese screens, CHEMIS's Chinese identity cards on German and English screens, four
forms of the computer mark, points written two ways, board tags explained nowhere, and Chinese
punctuation and spacing once sentences are filled in (docs/i18n.md)."""

from __future__ import annotations

import re

import pytest

from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.i18n import LANGS, catalogue, computer_mark, key_display, tr

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


@pytest.mark.parametrize(("key", "de", "zh"), [
    ("tab", "Tab", "Tab"), ("shift+tab", "Umschalt+Tab", "Shift+Tab"), ("escape", "Esc", "Esc"),
    ("delete", "Entf", "Del"), ("space", "Leertaste", "空格")])
def test_keys_that_are_words_are_named_as_the_readers_keyboard_does(key: str, de: str, zh: str) -> None:
    """Textual writes "shift+tab", "del", "space" on every screen: German and Chinese screens name
    them in their own words; signs (⏎) and letters keep Textual's form. Ctrl and F-keys are words
    too since issue 12 point 2 (tests/tui/test_tui_key_names.py)."""
    assert key_display(key, "de") == de and key_display(key, "zh") == zh
    assert key_display("enter", "zh") is None and key_display("x", "de") is None


def test_german_texts_name_enter_as_a_german_keyboard_does() -> None:
    """"Enter" in a German sentence is the "Eingabetaste" (one name, as in the footer)."""
    found = [(d, k, e["de"]) for d in _domains() for k, e in catalogue(d).items()
             if isinstance(e, dict) and re.search(r"\bEnter\b", str(e.get("de", "")))]
    assert not found


@pytest.mark.parametrize(("lang", "sep"), [("de", "A"), ("en", "A"), ("zh", "甲")])
def test_ch2_identity_cards_read_as_the_players_language_shows_them(lang: str, sep: str) -> None:
    """CH-2 (docs/rules/chemis.*.md): German and English screens name the identity cards A–F, which
    typed moves accept; Chinese screens keep the printed 甲…己. Seat lines, the log's opening line
    and the status line come from one source (the catalogue's ``ident_labels``)."""
    game = get_game("chemis")
    names = ["Ann", "Bob", "Cem"]
    match = Match(game, [Seat(n) for n in names], {}, seed=4)
    view = match.view(0)
    labels = tr("chemis", "ident_labels", lang)
    assert labels[0] == sep and len(labels) == 6
    lines = game.seat_lines(view, lang)
    first = game.event_text(match.events[0], lang, names)
    status = game.status_text(view, lang)
    shown = [*lines, first, status]
    chinese = set("甲乙丙丁戊己")
    if lang == "zh":
        assert all(any(c in chinese for c in text) for text in lines)
    else:
        assert not [text for text in shown if chinese & set(text)], shown
        for s, line in enumerate(lines):
            assert labels[view.ident[s]] in line, line
    # what the screen shows is what the move box takes
    assert str(game.parse_action(f"{labels[1]}: heat")) == "乙: heat"


def test_ch6_a_refusals_typed_example_names_the_zone_as_the_screen_does() -> None:
    """A refusal with a typed example ("乙: [SO4] on Fe") shows B on German and English screens."""
    from chemcards.core.protocol import IllegalAction
    from chemcards.tui.text import refusal_text

    game = get_game("chemis")
    exc = IllegalAction("x", "salt_write_on", example="乙: [SO4] on Fe")
    assert "B: [SO4] on Fe" in refusal_text(game, exc, "de")
    assert "乙: [SO4] on Fe" in refusal_text(game, exc, "zh")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_cc24_one_computer_mark_in_every_game(game_id: str, lang: str) -> None:
    """CC-24 (computers are always marked): one form per language — " [Computer]" in German and
    English, "（电脑）" in Chinese — in every game's seat lines and the shell's labels, not "(Computer)",
    "[C]" or "⚙" beside it."""
    from chemcards.tui.text import seat_label

    game = get_game(game_id)
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    if game_id == "color-clash":
        match = Match(game, seats, {}, seed=2)
        assert any("Curie" + computer_mark(lang) in line for line in game.seat_lines(match.view(0), lang))
    mark = computer_mark(lang)
    assert mark == ("（电脑）" if lang == "zh" else " [Computer]")
    assert seat_label(seats[1], lang, short=True) == "Curie" + mark
    level = tr("ui", "level_easy", lang)
    long = f"（电脑·{level}）" if lang == "zh" else f" [Computer·{level}]"
    assert seat_label(seats[1], lang) == "Curie" + long


@pytest.mark.parametrize("lang", LANGS)
def test_chemie_kartenspiel_writes_points_one_way_on_board_and_panel(lang: str) -> None:
    """The board said "0P" beside the panel's "0 p.": one short form per language (and "P" stays
    the shield's "[+P]"). Since issue 21 item 4 the panel's full seat line writes points out as
    every game's seat line does ("0 Punkte"); since session 8 the short seat line does too."""
    from chemcards.games.chemie_kartenspiel.board import pts

    game = get_game("chemie-kartenspiel")
    match = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=1)
    line = game.seat_lines_short(match.view(0), lang)[0]
    # a number and its unit are spaced in Chinese (issue 21 item 4); since session 8 (item 2) the
    # short seat line writes points out as the full one does; since session 9 (play-through 8,
    # en 6: "1 pt", "3 pts", "0 points" on one board) the compounds on the board do too
    written = {"de": "0 Punkte", "en": "0 points", "zh": "0 分"}[lang]
    assert pts(0, lang) == written
    assert written in line, line
    assert pts(1, "en") == "1 point"


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_screen_explains_the_board_tags(lang: str) -> None:
    """The tags on the boards (the Chemie-Kartenspiel's protection in words since play-through 8:
    [shield], [border ×1], [turned ×1], and its ✱; CHEMIS's [A+], [☠], [W]) are explained on the
    ``?`` screen."""
    from chemcards.games.chemie_kartenspiel.texts import t as ck_t
    from chemcards.games.chemis.texts import MARKS, mark

    ck = get_game("chemie-kartenspiel").board_legend(lang)
    tags = [ck_t("tag_shield", lang), ck_t("tag_border", lang, n=1), ck_t("tag_turned", lang, n=1)]
    assert all(tag in ck for tag in (*tags, "✱×2", computer_mark(lang).strip()))
    chemis = get_game("chemis").board_legend(lang)
    assert all(f"[{mark(cls, lang)}]" in chemis for cls in MARKS)  # zh: its own marks (issue 21 item 5)
    assert "{" not in ck + chemis


def _domains() -> list[str]:
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "rulesets"
    return sorted(p.parent.name for p in root.glob("*/i18n.toml"))


def test_german_texts_quote_with_german_marks() -> None:
    """German quotes are „…“ (‚…‘ inside them) in every catalogue and every German rules page: no
    "…", “…” or a „ closed by ” (issue 21.5)."""
    from chemcards.core.data import rules_doc

    texts = [(d, k, str(e["de"])) for d in _domains() for k, e in catalogue(d).items()
             if isinstance(e, dict) and "de" in e]
    texts += [(g, "rules", rules_doc(g, "de") or "") for g in GAMES]
    for where, key, text in texts:
        prose = re.sub(r"`[^`]*`", "", text)  # code spans show typed input as it is typed
        assert '"' not in prose and "”" not in prose and "'" not in prose, (where, key)
        depth = 0
        for ch in prose:  # „ opens, “ closes, ‚…‘ only inside
            depth += {"„": 1, "“": -1}.get(ch, 0)
            assert 0 <= depth <= 1, (where, key)
            assert ch not in "‚‘" or depth == 1, (where, key)
        assert depth == 0, (where, key)


_CJK = r"[\u4e00-\u9fff]"
#: placeholders that count (plural forms, numbers); every other one gets a Latin name
_NUMBERS = {"n", "count", "points", "cards", "total", "seconds", "compounds", "hp", "round", "place",
            "played", "won", "left", "owed", "size", "turns", "rounds", "need", "have", "times"}


def _zh_rendered() -> list[tuple[str, str, str]]:
    """Every zh entry with its placeholders filled: numbers with 2, anything else with "Bohr"."""
    out = []
    for domain in _domains():
        for key, entry in catalogue(domain).items():
            raw = entry.get("zh") if isinstance(entry, dict) else None
            if not isinstance(raw, str):
                continue
            names = set(re.findall(r"\{(\w+)", raw))
            params: dict[str, object] = {k: 2 if k in _NUMBERS else "Bohr" for k in names}
            text = tr(domain, key, "zh", **params)
            assert not re.search(r"\{\w+[}|:]", text), (domain, key, text)  # every placeholder filled
            out.append((domain, key, text))
    return out


def test_zh_filled_in_sentences_use_chinese_punctuation_and_one_spacing_rule() -> None:
    """Every zh catalogue entry filled in with sample values (a Latin name such as "Bohr"): no ASCII
    comma, colon, semicolon or bracket next to a Chinese character, and one space between a Chinese
    character and a Latin word ("Bohr 打出", not "Bohr打出"; docs/i18n.md). Quoted typed input
    (“pass”) is what one types and is left out."""
    half = re.compile(rf"{_CJK}[,:;()]|[,:;()]{_CJK}|{_CJK}[A-Za-z]|[A-Za-z]{_CJK}")
    found = []
    for domain, key, text in _zh_rendered():
        prose = re.sub(r"“[^”]*”|`[^`]*`", "“”", text)
        if half.search(prose):
            found.append((domain, key, text))
    assert not found


def test_zh_lists_are_joined_with_the_enumeration_comma() -> None:
    """Lists in Chinese sentences use 、 (join_list), never ", " — the catalogues' own lists too."""
    found = [(d, k, t) for d, k, t in _zh_rendered() if re.search(rf"{_CJK}, ?{_CJK}", t)]
    assert not found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_typed_examples_in_the_players_words_are_moves(game_id: str, lang: str) -> None:
    """German and Chinese screens showed English verbs ("place Cu 1,-1", "pay Na") as the examples
    of typed moves: each game's examples are in the player's words, and each one the screen shows
    (the move box's and the refusal's help) is read as a move by the game."""
    from chemcards.tui.text import move_example

    game = get_game(game_id)
    help_text = tr(game_id, "notation_help", lang)
    quoted = re.findall(r"„([^“]*)“|“([^”]*)”|\"([^\"]*)\"", help_text)
    examples = [move_example(game, lang)] + ["".join(q) for q in quoted]
    assert len(examples) >= 3, help_text
    # read as the move box reads them (``read_typed``: the Chemie-Kartenspiel's "add ✱" is the
    # shield, a step of its board, play-through 12 zh#5), from a seat's view of a new game
    from chemcards.core.rng import Rng

    view = game.view(game.new_state([Seat("A"), Seat("B")], {}, Rng(1)), 0)
    for text in examples:
        game.read_typed(view, text)  # raises ValueError if it is no move
    if lang != "en" and game_id != "chemis":
        verb = move_example(game, lang).split()[0]
        assert verb not in ("play", "place", "add"), verb


@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie", "chemie-kartenspiel"])
def test_every_typed_verb_in_every_language_is_the_notations(game_id: str) -> None:
    """Each verb entry's words in de/en/zh stand for the notation's verb, and the English one is the
    notation's own (a move written in the log can always be typed back)."""
    from chemcards.i18n import typed_verbs, untranslated

    verbs = typed_verbs(game_id)
    for key, entry in catalogue(game_id).items():
        if not key.startswith("verb_"):
            continue
        notation = key.removeprefix("verb_")
        assert notation in entry["en"].split("/")
        for lang in LANGS:
            for word in entry[lang].split("/"):
                assert verbs[word.casefold()] == notation, (lang, word)
                assert untranslated(game_id, word).split()[0] == notation
    assert untranslated(game_id, "xyz 1") == "xyz 1"
