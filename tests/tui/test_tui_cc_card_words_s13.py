"""Play-through 12, en 10 (session 13): Color Clash cards were only symbols (``● 7``, ``▲ ⊘``), with
no line naming the card under the cursor as the Chemie-Kartenspiel has. One line below the keys now
names it in words (CC-1: colour, shape and what the card is), in de, en and zh, at 80x24 without
pushing any other line off the board."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.board import HandView
from chemcards.games.color_clash.catalogue import face_of
from chemcards.games.color_clash.texts import card_words


def test_cc1_en10_a_card_in_words() -> None:
    assert card_words(face_of("BS"), "en") == "■ ⊘: blue Skip (square)"
    assert card_words(face_of("R7"), "de") == "● 7: 7 in Rot (Kreis)"
    assert card_words(face_of("Y+2"), "zh") == "▲ +2：黄色罚摸二（三角形）"
    assert card_words(face_of("G5"), "zh") == "◆ 5：绿色 5（菱形）"
    assert card_words(face_of("W+4"), "en") == "★+4: Wild Draw Four (no colour)"


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc1_en10_the_card_under_the_cursor_is_named_below_the_keys(lang: str) -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=4)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        hand = table.board.query_one(HandView)
        table.focus_board()
        hand.focus()
        before = screen_text(app)
        assert card_words(hand.cards[hand.cursor], lang) in before
        await pilot.press("right")
        await pilot.pause()
        text = screen_text(app)
        assert card_words(hand.cards[hand.cursor], lang) in text
        board = table.board
        parts = ("prompt", "buttons", "detail")
        prompt, keys, detail = (board.query_one(f"#cc-{part}").region for part in parts)
        assert prompt.height >= 1 and keys.height >= 1  # the prompt and the keys keep their rows
        assert detail.y >= keys.y + keys.height and detail.y + detail.height <= board.region.bottom
