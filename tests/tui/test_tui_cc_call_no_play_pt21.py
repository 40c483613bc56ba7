"""Play-through 21, en 2 (CC-10): with two cards and neither playable on the top card, `l` said
"call “Last card!” as you play your second-to-last card; press l just before you play it" — what the
person was doing. This turn cannot leave them one card because nothing can be played: the line says
that, and that the move is to draw (CC-6)."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine


def _two_cards_none_playable() -> Match:
    """A seeded game played on at random until seat 0 is to move with two cards, none playable."""
    for seed in range(200):
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        rng = Rng(seed)
        for _ in range(400):
            if match.outcome() is not None:
                break
            acting = match.to_act()
            if acting == (0,) and len(match.view(0).hand) == 2 and \
                    not any(a.kind == PLAY for a in match.legal(0)):
                return match
            seat = acting[0]
            match.act(seat, rng.choice(list(match.legal(seat))))
    raise AssertionError("no such position in 200 seeded games")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt21_en2_cc10_l_with_two_cards_none_playable_says_why(lang: str) -> None:
    match = _two_cards_none_playable()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table: Any = table_of(app)
        actions = list(match.record.actions)
        table.focus_board()
        await pilot.press("l")
        await pilot.pause()
        assert table.query_one(NoticeLine).message == ui("cc_call_no_play", lang)
        assert table.board.precall is False
        assert match.record.actions == actions
