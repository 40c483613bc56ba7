"""Play-through 21: the Chemie-Kartenspiel board before the first key."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, region_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.texts import t

GAME = get_game("chemie-kartenspiel")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt21_en5_nothing_picked_shows_what_to_do_not_a_cross(lang: str) -> None:
    """Play-through 21, en 5 and de: before any key the compound line read "✗ A compound needs at
    least one card." — a mistake nobody made. Nothing picked: what to do; `l` still refuses (CK-11)."""
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        shown = "".join("".join(region_text(app, board.region)).split())
        assert "".join(t("board_draft_empty", lang).split()) in shown, shown
        assert "✗" not in shown, shown
