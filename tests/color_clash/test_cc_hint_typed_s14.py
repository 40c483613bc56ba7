"""Play-through 13, en 11 (session 14): Color Clash hints gave no typed form ("Hint: play ▲ 8 —
about as good as play ▲ 3") while the other games add "(type “…”)": the card as the screen shows
it (▲ 8) was the typed text, and its shapes are on no keyboard. The hint now adds the move in
keyboard words ("play yellow 8"), which the move box reads back as the same move (CC-1: the colour
is named, CC-6)."""

from __future__ import annotations

import re

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat

SHAPES = re.compile("[●■▲◆★⊘⇄]")
QUOTED = {"de": "tippe „(.+?)“", "en": "type “(.+?)”", "zh": "输入“(.+?)”"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("notation", ["play Y8", "play RS", "play BR", "play G+2", "play W B",
                                      "play W+4 G call", "play Y5 call"])
def test_en11_a_color_clash_hint_adds_the_move_as_typed_on_a_keyboard(lang: str, notation: str) -> None:
    game = get_game("color-clash")
    action = game.parse_action(notation)
    other = game.parse_action("play Y3")
    advice = Advice(action, (Estimate(action, 0.5, 20), Estimate(other, 0.49, 20)))
    view = Match(game, [Seat("Ann"), Seat("Ben")], {}, seed=1).view(0)
    line = hint_line(game, view, advice, lang)
    typed = re.findall(QUOTED[lang], line)
    assert typed, line
    assert not SHAPES.search(typed[0]), typed[0]  # typeable: no card shape
    assert game.read_typed(view, typed[0]) == action, (typed[0], notation)


def test_en11_the_typed_card_names_its_colour_in_the_players_words() -> None:
    game = get_game("color-clash")
    action = game.parse_action("play Y8")
    assert game.typed_action(None, action, "en") == "play yellow 8"
    assert game.typed_action(None, action, "de") == "spiel gelb 8"
    assert game.typed_action(None, action, "zh") == "出 黄 8"
    assert game.typed_action(None, game.parse_action("play RS"), "en") == "play red skip"
