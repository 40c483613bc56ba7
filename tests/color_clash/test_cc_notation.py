"""The Color Clash text notation (docs/notation-color-clash.md)."""

from __future__ import annotations

import pytest

from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import ALL_ACTIONS, parse_action
from chemcards.games.color_clash.catalogue import DECK, TEXT, face_of


def test_every_action_round_trips_through_its_notation() -> None:
    assert len({str(a) for a in ALL_ACTIONS}) == len(ALL_ACTIONS)
    for action in ALL_ACTIONS:
        assert parse_action(str(action)) is action
        assert GAME.parse_action(str(action)) == action
        assert hash(action) == hash(parse_action(str(action)))


def test_every_card_round_trips() -> None:
    assert sorted({TEXT[f] for f in DECK}) == sorted(TEXT)
    for text in TEXT:
        assert TEXT[face_of(text)] == text


@pytest.mark.parametrize(("text", "canonical"), [
    ("play W4 G", "play W+4 G"), ("PLAY r7", "play R7"), ("play w+4 g call", "play W+4 G call"),
    ("  draw ", "draw"), ("colour y", "color Y"), ("catch 5", "catch 5"), ("play Y+2", "play Y+2"),
])
def test_aliases_and_case_read_to_the_canonical_action(text: str, canonical: str) -> None:
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize("text", [
    "", "   ", "play", "play X7", "play R7 G", "play W", "play W Q", "play R10", "draw 2", "catch",
    "catch two", "catch 9", "color", "color P", "jump", "play W+4 G B", "call now",
])
def test_malformed_text_is_a_value_error_with_a_sentence(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_action(text)
    assert len(str(info.value)) > 10


def test_non_text_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_action(7)  # type: ignore[arg-type]


def test_actions_are_immutable() -> None:
    action = parse_action("play R7")
    with pytest.raises(AttributeError):
        action.face = 3  # type: ignore[misc]
