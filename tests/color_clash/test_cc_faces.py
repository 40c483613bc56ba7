"""Color Clash card faces without English letters (issue 21; pt8-de #5, pt8-zh #14; docs/i18n.md
"Color Clash card faces"). A card shows its colour's shape (CC-1) and the symbol printed on it, the
same in de, en and zh: ``● 7``, ``● ⊘``, ``● ⇄``, ``● +2``, ``★``, ``★+4``. The record keeps the
notation (``play R7``, docs/notation-color-clash.md); a typed move may also name the card as shown
or in words, and is read as the same action.
"""

from __future__ import annotations

import re

import pytest

from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import BY_TEXT, parse_action
from chemcards.games.color_clash.catalogue import (
    COLOUR,
    COLOURS,
    FACES,
    NO_COLOUR,
    TEXT,
    WD4_FACE,
    WILD_FACE,
    card_label,
    colour_of,
)
from chemcards.i18n import tr, untranslated

LANGS = ("de", "en", "zh")
SHAPES = "●■▲◆"
#: the decision in docs/i18n.md, written out: the letter's symbol -> what the card shows
SIGN = {str(n): str(n) for n in range(10)} | {"S": "⊘", "R": "⇄", "+2": "+2"}


def shown(notation: str) -> str:
    """The face docs/i18n.md decides for a card's notation, worked out here from the rule text."""
    if notation in ("W", "W+4"):
        return {"W": "★", "W+4": "★+4"}[notation]
    return f"{SHAPES['RBYG'.index(notation[0])]} {SIGN[notation[1:]]}"


def test_issue21_examples_from_the_decision() -> None:
    """Issue 21: the examples docs/i18n.md gives, exactly."""
    by_text = {t: f for f, t in enumerate(TEXT)}
    assert card_label(by_text["R7"]) == "● 7"
    assert card_label(by_text["RS"]) == "● ⊘"
    assert card_label(by_text["RR"]) == "● ⇄"
    assert card_label(by_text["R+2"]) == "● +2"
    assert card_label(WILD_FACE) == "★"
    assert card_label(WD4_FACE) == "★+4"


@pytest.mark.parametrize("lang", LANGS)
def test_cc1_issue21_every_face_is_its_shape_and_symbol_without_a_letter(lang: str) -> None:
    """CC-1: the shape always carries the colour; issue 21: no colour letter (Y, G, R …) in any
    language, and every card of the 54 faces reads differently."""
    labels = [card_label(face, lang) for face in range(FACES)]
    assert labels == [shown(TEXT[face]) for face in range(FACES)]
    assert len(set(labels)) == FACES
    for face, label in enumerate(labels):
        assert not re.search(r"[A-Za-z]", label), label
        if COLOUR[face] != NO_COLOUR:
            assert label.startswith(COLOURS[COLOUR[face]]["shape"] + " "), label


@pytest.mark.parametrize("text", ["play R7", "play BS call", "play W G", "play W+4 Y call", "color B"])
def test_the_record_notation_is_unchanged(text: str) -> None:
    """docs/notation-color-clash.md: the notation a record writes is read back as itself."""
    assert str(parse_action(text)) == text
    assert parse_action(text) is BY_TEXT[text]


def test_issue21_every_face_as_shown_is_read_as_its_notation() -> None:
    """Issue 21: a card typed the way the screen shows it ("play ● 7", with or without the space)
    is the same action as the notation ("play R7"), the call too; a Wild takes its colour as shape
    or as the colour's name in any language."""
    for face in range(FACES):
        label = card_label(face)
        if COLOUR[face] == NO_COLOUR:
            for c, colour in enumerate(COLOURS):
                want = BY_TEXT[f"play {TEXT[face]} {colour['letter']}"]
                for word in (colour["shape"], *colour["name"].values()):
                    assert parse_action(f"play {label} {word}") is want, (label, word)
                    assert colour_of(word) == c
            continue
        want = BY_TEXT[f"play {TEXT[face]}"]
        assert parse_action(f"play {label}") is want, label
        assert parse_action(f"play {label.replace(' ', '')}") is want, label
        assert parse_action(f"play {label} call") is BY_TEXT[f"play {TEXT[face]} call"], label


@pytest.mark.parametrize(("typed", "record"), [
    ("spiel ● 7", "play R7"), ("spiel rot 7", "play R7"), ("spiel Blau Aussetzen", "play BS"),
    ("spiel ▲ ⇄", "play YR"), ("spiel ◆ +2 call", "play G+2 call"), ("spiel ★ grün", "play W G"),
    ("spiel Farbwahl Zieh vier ■", "play W+4 B"), ("farbe gelb", "color Y"),
    ("出 ● 7", "play R7"), ("出 红 7", "play R7"), ("出 绿 跳过", "play GS"), ("出 ★+4 蓝", "play W+4 B"),
    ("选色 黄", "color Y"), ("play red 7", "play R7"), ("play wild green", "play W G"),
    ("play ★ +4 ◆", "play W+4 G"), ("play yellow reverse", "play YR"),
])
def test_issue21_a_move_typed_in_the_players_words_is_the_recorded_move(typed: str, record: str) -> None:
    """Issue 21 point 2: what a German, Chinese or English player types (verb and card in their
    words, or the card as shown) is read as the move the record writes in notation."""
    assert str(GAME.parse_action(untranslated(GAME.id, typed))) == record


@pytest.mark.parametrize("typed", ["play 7", "play ●", "play ● 10", "play ★ lila", "play ● 7 ◆",
                                   "play rot", "play ⊘"])
def test_issue21_a_card_named_without_its_colour_or_wrongly_is_refused(typed: str) -> None:
    """Issue 21 point 2, decided: a card needs its shape or colour (a bare "7" is refused even when
    one 7 fits; the shape is what says which card it is); a wrong colour after a Wild and a colour
    after a coloured card are refused too, each with a ValueError the move box shows in one line."""
    with pytest.raises(ValueError):
        parse_action(typed)


@pytest.mark.parametrize("lang", LANGS)
def test_issue21_a_wild_without_its_colour_explains_the_new_form(lang: str) -> None:
    """Issue 21 point 2 (pt8-de #5): "spiel W" was answered with English letters and no full stop
    ("… (R rot, B blau, Y gelb, G grün)"). Now the card is named as shown, the colour is asked for
    in words or as a shape, the sentence ends with a full stop, and each example in it is a move."""
    with pytest.raises(ValueError) as caught:
        parse_action("play ★+4")
    params = getattr(caught.value, "params", {})
    assert params == {"card": "★+4"}
    text = tr(GAME.id, getattr(caught.value, "key", ""), lang, **params)
    assert text.endswith(("。", ".")), text
    assert not re.search(r"(?<![.\w])[RBYG](?![.\w])|W\+4", text), text  # "z. B." is no letter
    examples = re.findall(r"„([^“]*)“|“([^”]*)”", text)
    assert len(examples) == 2, text
    for example in examples:
        move = "".join(example)
        assert str(GAME.parse_action(untranslated(GAME.id, move))).startswith("play W+4 "), move


@pytest.mark.parametrize(("lang", "quotes"), [("de", "„“"), ("en", "“”"), ("zh", "“”")])
def test_issue21_f1_rules_describe_the_faces_and_typed_examples_are_moves(lang: str, quotes: str) -> None:
    """Issue 21 item 4: docs/rules/color-clash.<lang>.md (the F1 page) shows each face of the
    decision and no card with its colour letter; every typed example is a move the game reads,
    except the bare number the page names as not enough, which is refused."""
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "rules" / f"color-clash.{lang}.md").read_text("utf-8")
    for face in ("`● 7`", "`● ⊘`", "`● ⇄`", "`● +2`", "`★`", "`★+4`"):
        assert face in text, face
    assert not re.search(r"[●■▲◆] [RBYG](?:\d|\+2|S|R)\b|★ W", text)
    if lang != "en":  # the colour keys' English initials are named on the English page only
        assert "r b y g" not in text and "r, b, y, g" not in text
    examples = re.findall(f"{quotes[0]}([^{quotes[1]}]+){quotes[1]}", text)
    typed = [e for e in examples if e.split()[0] in ("spiel", "play", "出")]
    assert len(typed) >= 5, typed
    for example in typed:
        if example.split()[1:] == ["7"]:
            with pytest.raises(ValueError):
                GAME.parse_action(untranslated(GAME.id, example))
        else:
            GAME.parse_action(untranslated(GAME.id, example))
