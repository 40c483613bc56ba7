"""Play-through 12 zh 12: the review showed a hand row ("Na×2 +1  K×2 +1  He×1 0 S …") without
saying whose hand it is. Every game's review board names it (Metallurgie's is another part of
session 13; Color Clash's hand box had its title already): the board as the review shows it,
read-only, with no moves."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat

WORDS = {"en": "Your hand, Ann", "de": "Deine Hand, Ann", "zh": "Ann，你的手牌"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", ["chemie-kartenspiel", "chemis", "color-clash"])
@sync
async def test_pt12_zh12_the_review_board_says_whose_hand_it_shows(game_id: str, lang: str) -> None:
    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one("#board")
        board.read_only = True  # as ReviewScreen sets it
        board.show(match.view(0), [], 0)
        await pilot.pause()
        await pilot.pause()
        shown = "".join("".join(region_text(app, board.region)).split())
        assert "".join(WORDS[lang].split()) in shown, shown
