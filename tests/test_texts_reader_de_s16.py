"""Issue 21, the German reader of session 16 (play-through 15): German sentences filled in with a
name and with the numbers 1 and 2, read as a German family and a chemistry teacher would; the terms
of each game's rulebook; no rule number and no file path in any German text of rulesets/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from chemcards.core.data import load_toml
from chemcards.i18n import tr, ui

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\b(?:CC|CK|CH|MT)-\d+")


def _german_values(node: Any, path: str = "") -> list[tuple[str, str]]:
    """Every German text of a ruleset file, as (where, text)."""
    out: list[tuple[str, str]] = []
    if isinstance(node, dict):
        if isinstance(node.get("de"), str):
            out.append((path, node["de"]))
        for key, value in node.items():
            if key not in ("de", "en", "zh"):
                out += _german_values(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _german_values(value, f"{path}[{i}]")
    return out


def _all_german() -> list[tuple[str, str]]:
    out = []
    for file in sorted((ROOT / "rulesets").rglob("*.toml")):
        domain = file.parent.name
        out += [(f"{domain}/{file.name}{where}", text)
                for where, text in _german_values(load_toml(domain, file.name))]
    return out


@pytest.mark.parametrize("name", ["Anna", "Hans", "Spieler 1"])
def test_metallurgie_names_its_cards_and_areas_as_the_rulebook_does(name: str) -> None:
    """The Metallurgie rulebook writes "Eisenkarten", "Goldkarte" and keeps a card "als Siegpunkt";
    the log, the status line and the hints said "Eisen-Karte", "Eisen-Fläche" and "als Punkt"
    beside the game's own "keine Eisenkarte" (issue 21 point 3)."""
    one = tr("metallurgie", "st_removing", "de", name=name, count=1, metal="Eisen")
    two = tr("metallurgie", "st_removing", "de", name=name, count=2, metal="Eisen")
    assert one == f"{name}: räumt noch 1 Eisenkarte der mit * markierten Fläche ab."
    assert two == f"{name}: räumt noch 2 Eisenkarten der mit * markierten Fläche ab."
    assert tr("metallurgie", "st_removing_you", "de", count=2, metal="Gold") == \
        "Du bist am Zug: noch 2 mit − markierte Goldkarten abräumen."
    # play-through 16 en 7: the scoring lines also say what happens to the cards (MT-9, MT-11)
    assert tr("metallurgie", "ev_point", "de", who=name, metal="Kupfer", count=4, rest=3) == \
        f"{name} behält eine der 4 abgeräumten Kupferkarten als Siegpunkt; 3 weitere gehen aus dem Spiel"
    assert tr("metallurgie", "ev_score", "de", who=name, metal="Silber", pos="50/20", size=5, remove=3,
              stay=2) == f"{name} punktet die Silberfläche bei 50/20 (5 Karten): 3 davon werden abgeräumt, " \
                         "2 bleiben liegen"
    assert tr("metallurgie", "ev_score_old_you", "de", metal="Eisen", pos="50/20", size=2) == \
        "Du punktest die Eisenfläche bei 50/20 (2 Karten)"
    assert tr("metallurgie", "ev_discard", "de", metal="Gold") == \
        "Die Goldkarte passt nirgends und wird abgelegt; der Zug endet"
    assert tr("metallurgie", "st_revealed", "de", name=name, metal="Kupfer") == \
        f"{name}: die aufgedeckte Kupferkarte anlegen."
    german = [text for _, text in _all_german() if "{metal}" in text]
    assert not [text for text in german if "{metal}-Karte" in text or "{metal}-Fläche" in text]


def test_german_sentences_with_one_and_two_filled_in() -> None:
    """Counted words follow their number: "1 Karte", "2 Karten", "fehlt … 1", "fehlen … 2"."""
    assert tr("chemie-kartenspiel", "no_card_left", "de", unit="SO₃", missing=1, symbol="O") == \
        "Für SO₃ fehlt dir noch 1 Karte O."
    assert tr("chemie-kartenspiel", "no_card_left", "de", unit="SO₃", missing=2, symbol="O") == \
        "Für SO₃ fehlen dir noch 2 Karten O."
    assert tr("chemis", "ev_inherit", "de", who="Anna", owner="Bob", n=1) == \
        "Anna erbt 1 Karte von Bob aus dem eigenen Team"
    assert tr("chemis", "ev_inherit_you", "de", owner="Bob", n=2) == \
        "Du erbst 2 Karten von Bob aus deinem Team"
    assert tr("color-clash", "ev_penalty", "de", who="Anna", count=1, why="erwischt") == \
        "Anna muss 1 Karte ziehen (erwischt)"


def test_color_clash_texts_say_what_the_rulebook_says() -> None:
    """The rulebook's "Schnellspiel" (online, strangers), the typed move in German words (not the
    notation's "play W G"), a hint that is a clause after its dash, and the lesson's sentence with
    the other seat named, not "er" for a computer called Curie (play-through 15, de 9)."""
    assert tr("online", "quick_play", "de") == "Schnellspiel"
    assert "Schnellspiel" in tr("online", "quick_humans_only", "de")
    refusal = tr("color-clash", "no_colour_to_name", "de")
    assert "play" not in refusal and "„spiel Farbwahl grün“" in refusal
    assert tr("color-clash", "hint_keep_wild", "de") == "so bleibt dir die Farbwahlkarte für später"
    done = tr("lessons", "cc_action_done", "de")
    assert not re.search(r"\ber\b", done), done
    assert "am Zug" in done


def test_chemie_kartenspiel_says_schutz_and_kompetitiv_as_its_rulebook() -> None:
    """Protection is „Schutz“ (no „Schild“ beside it, session 8); the rulebook's mode is
    „Kompetitiv“, never „Turnierdeck“."""
    assert "Schild" not in tr("chemie-kartenspiel", "board_joker_no_charge", "de", name="Protomaterie")
    text = tr("chemie-kartenspiel", "deck_not_competitive", "de", mode="family")
    assert "Turnier" not in text and "Kompetitiv" in text


def test_the_move_box_speaks_of_typing_a_move_not_of_notation() -> None:
    """„Zug in Notation“ is a developer's word; the footer's key is „Tippen“."""
    for key in ("type_move_hint", "type_move_hint_game"):
        text = ui(key, "de", example="spiel rot 7")
        assert "Notation" not in text and "„spiel rot 7“" in text


def test_no_rule_number_and_no_file_path_in_any_german_ruleset_text() -> None:
    """Issue 21 point 5 over every ruleset file, not only the i18n catalogues: the chemistry labels
    said „erzwungener Ionenaustausch (Strom, CH-26)“ and `chemcards chem react` printed
    „(docs/chemistry.md)“, a file no installed copy has."""
    found = [(where, text) for where, text in _all_german()
             if RULE_ID.search(text) or re.search(r"\bdocs/", text)]
    assert not found


def test_server_lines_read_as_german() -> None:
    """„Auf … kann nicht gelauscht werden“ and „kann nicht bereitgestellt werden“ were English
    grammar in German words."""
    listen = tr("online", "serve_cannot_listen", "de", host="0.0.0.0", reason="x")
    serve = ui("web_cannot_serve", "de", address="0.0.0.0:8000", reason="x")
    assert "gelauscht" not in listen and "bereitgestellt" not in serve


def test_one_word_per_thing_across_screens() -> None:
    """The log panel is the „Verlauf“ (its title), the saved games are „Spielstände“ (the launcher's
    button), a log line is a sentence like its neighbours, and a refusal says what to do."""
    assert "Protokoll" not in tr("lessons", "mt_opening", "de")
    assert "Verlauf" in tr("lessons", "mt_opening", "de") and ui("log", "de") == "Verlauf"
    assert ui("saved_games", "de") in ui("saved_games_in_launcher", "de")
    assert tr("chemis", "ev_reshuffle", "de", data=1) == \
        "Der Ablagestapel wird in den Stapel gemischt (1 Karte)"
    assert tr("chemis", "ev_reshuffle", "de", data=2).endswith("(2 Karten)")
    assert tr("chemis", "counter_not_reactant", "de").startswith("Einen Zähler darfst du nur")
    rules = (ROOT / "docs" / "rules" / "color-clash.de.md").read_text(encoding="utf-8")
    assert "Protokoll" not in rules


def test_the_lessons_use_the_words_on_the_screen() -> None:
    """The lessons said „Zahltasten“ beside the legend's „Zifferntasten“, „Entwurf“ for a compound
    the board calls „Verbindung“, the half sentence „Geht keine:“, and „Bis dahin drück c“."""
    assert "Zifferntasten" in tr("lessons", "ch_zone", "de")
    assert "Zifferntasten" in tr("chemis", "board_legend", "de", marks="")
    for key in ("ck_add_done", "ck_group_done"):
        assert "Entwurf" not in tr("lessons", key, "de")
    assert "Geht keine:" not in tr("lessons", "ck_lay_done", "de")
    assert "Bis dahin" not in tr("lessons", "cc_catch", "de")
    assert "verfällt" in tr("lessons", "ch_condition_done", "de")
