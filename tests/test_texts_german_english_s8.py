"""Issue 21, session 8: the German and English texts the play-testers (pt7-de, pt7-en) still met,
read as a player reads them (the F1 page as ``rules_doc`` gives it, catalogue texts filled in,
screens through Pilot). Each test names the item of the session's brief it holds; the decisions are
in docs/i18n.md ("One form per thing, session 8")."""

from __future__ import annotations

import re

import pytest

from chemcards.core.data import rules_doc
from chemcards.i18n import tr

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


def _f1(game_id: str, lang: str) -> str:
    text = rules_doc(game_id, lang)
    assert text is not None
    return text


def _prose(text: str) -> str:
    """The page without its code spans (`chemcards replay`, `Ag3`): what is set as prose."""
    return re.sub(r"`[^`\n]*`", "", text)


# -- item 1: the F1 rules are for players ------------------------------------------------------------
DEVELOPER_WORDS = (
    "implemented", "implementiert", "simulation", "searched", "privacy test", "golden",
    "notation notes", "Notationsbeschreibung", "chemistry notes", "Chemie-Beschreibung",
    "the app's notes", "developer", "Entwickler",
)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_item1_f1_holds_no_developer_notes(game_id: str, lang: str) -> None:
    """pt7-en 4/12, pt7-de: the CC page told players a card face was "not yet implemented" and what
    a privacy test needs, CHEMIS that its counts "were searched by simulation", two pages pointed to
    "the app's notation notes" that no help screen reaches. Developer material lives in docs/*.md
    outside docs/rules (docs/chemis-deck.md); the pages a player reads say nothing of it."""
    text = _f1(game_id, lang).casefold()
    for word in DEVELOPER_WORDS:
        assert word.casefold() not in text, (game_id, lang, word)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_item1_f1_uses_one_quote_style_and_the_times_sign(game_id: str, lang: str) -> None:
    """pt7-en 8: F1 wrote 'calling "Last card!"' and '(x2 on C)' where every screen writes “Last
    card!” and ×2. Prose quotes are curly („…“ in German, “…” in English), a multiplier is ×."""
    text = _f1(game_id, lang)
    prose = _prose(text)
    assert '"' not in prose, (game_id, lang, [line for line in prose.splitlines() if '"' in line])
    assert not re.search(r"(?<![A-Za-z])x\d", text), (game_id, lang)
    if lang == "de":
        assert "”" not in prose, game_id  # German closes with “, never with the English ”
    else:
        assert "„" not in prose, game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_item1_german_f1_names_no_english_typed_move(game_id: str) -> None:
    """pt7-de 4: „Das Zugende ansagen (end, CH-7)“, „getippt x2 on C“, „(x2 on ignite)“, „1–4 r b y g“
    and „(`add …`, `lay`)“ were English on the German F1 page. Typed moves are named in the words
    the German move box reads."""
    text = _f1(game_id, "de")
    for english in ("`end`", " on C", "ignite", "`add", "`lay`", "1–4 r b y g"):
        assert english not in text, (game_id, english)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_item1_typed_examples_on_f1_are_moves_the_game_reads(lang: str) -> None:
    """The examples that replace "see the app's notation notes" must work when typed: each quoted
    example of a typed move on the CHEMIS, Metallurgie and Chemie-Kartenspiel pages is read as a move
    by the game's parser, after the move box turns the player's verb into the notation."""
    from chemcards.core.i18n import untranslated
    from chemcards.core.registry import get_game

    open_q, close_q = ("„", "“") if lang == "de" else ("“", "”")
    checked = 0
    for game_id in ("metallurgie", "chemie-kartenspiel", "chemis"):
        text = _f1(game_id, lang)
        game = get_game(game_id)
        for line in text.splitlines():
            if not re.search(r"getippt|typed|eintippen|be typed|key `e`|Taste `e`", line):
                continue
            for example in re.findall(f"{open_q}([^{close_q}]+){close_q}", line):
                game.parse_action(untranslated(game_id, example))
                checked += 1
    assert checked >= 8, checked


@pytest.mark.parametrize(("lang", "quote"), [("de", "„{}“"), ("en", "“{}”")])
def test_item1_cc27_names_the_options_as_the_launcher_does(lang: str, quote: str) -> None:
    """pt7-en 5: "Decided (CC-27), option All people out: with round ends the round is over …" read as
    garbled. The option and its values are quoted in the launcher's own words."""
    text = _f1("color-clash", lang)
    for key in ("option_people_out", "option_people_out_end_round", "option_people_out_play_on"):
        assert quote.format(tr("color-clash", key, lang)) in text, key
