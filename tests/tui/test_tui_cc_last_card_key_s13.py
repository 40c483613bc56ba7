"""Play-through 12, en 6 (session 13): the "Last card!" key ``l`` showed in the footer only at some
two-card moments, and pressed when it could not be used it changed nothing and said nothing. ``l``
always answers: it marks the call for the next play where that play may leave one card (CC-10), and
otherwise says in one line when to call; in Family mode, that the call is made for you (CC-13)."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine


def _notice(app: Any) -> str | None:
    return table_of(app).query_one(NoticeLine).message



@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc10_en6_l_with_seven_cards_says_when_to_call_and_changes_nothing(lang: str) -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=4)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert match.state.sizes[0] > 2
        assert not table.board.check_action("last_card", ())  # l Last card! is not in the footer
        actions = list(match.record.actions)
        table.focus_board()
        await pilot.press("l")
        await pilot.pause()
        assert _notice(app) == ui("cc_call_not_now", lang)
        assert table.board.precall is False
        assert match.record.actions == actions


@sync
async def test_cc13_l_in_family_mode_says_the_call_is_made_for_you() -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {"mode": "family"}, seed=4)
    app = app_for(match, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.focus_board()
        await pilot.press("l")
        await pilot.pause()
        assert _notice(app) == ui("cc_auto_call", "de")
