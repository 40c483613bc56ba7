"""Play-through 12, en 10 (session 13): the Color Clash guided game.

- "Next comes: drawing when nothing fits." stood for four turns while a card fitted: a step for a
  situation in which every move is it (CC-7: nothing fits, so draw) is not named as next while the
  learner has another move; the next step left is.
- It named "Skip, Reverse or Draw Two +2" without the symbols the cards show (CC-1, CC-8): each name
  it teaches has its symbol beside it."""

from __future__ import annotations

import pytest

from chemcards.core.i18n import tr
from chemcards.games.color_clash.catalogue import face_of, sign_name
from chemcards.lessons import DOMAIN, Guide, load_lesson


def test_cc7_en10_drawing_is_not_named_next_while_a_card_fits() -> None:
    guide = Guide(load_lesson("color-clash"))
    guide.done[:2] = [True, True]  # matching and an action card done: drawing and the call are left
    legal = ["play R5", "play Y5", "draw"]
    assert guide.active(legal) is None
    # with two cards in the hand, when the call can come up (play-through 13, en 2)
    line = guide.prompt(legal, "en", ["hold 2 cards"])
    assert tr(DOMAIN, "cc_draw_topic", "en") not in line
    assert tr(DOMAIN, "cc_last_topic", "en") in line
    assert guide.prompt(["draw"], "en") == tr(DOMAIN, "cc_draw", "en")  # nothing fits: it is asked
    guide.done[3] = True  # the call done too: drawing is all that is left, and named
    assert tr(DOMAIN, "cc_draw_topic", "en") in guide.prompt(legal, "en")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_cc8_en10_the_action_card_lesson_shows_each_cards_symbol_beside_its_name(lang: str) -> None:
    for key in ("cc_action", "cc_action_wrong"):
        text = tr(DOMAIN, key, lang)
        for sign, card in (("⊘", "RS"), ("⇄", "RR"), ("+2", "R+2")):
            name = sign_name(face_of(card), lang)
            assert name is not None
            assert f"{name} {sign}" in text, (key, lang, name, text)
