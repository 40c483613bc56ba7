"""Play-through 23, zh 2 (issue 19, MT-14): after "Look at the table (v)" on the result of a game
against computers, ``r`` went to the board (Metallurgie's reveal) and said only that the game is
over; the way to the review was back through the result. On the final table ``r`` now opens the
review, as the result's "Review (r)" does, in every game; Esc there brings the result back. A game
of two people at one screen has no review (it would show each one's cards): ``r`` opens none."""

from __future__ import annotations

import pytest
from test_tui_result_again_s18 import GAMES, finished
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.review import ReviewScreen


@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_pt23_zh2_r_on_the_final_table_opens_the_review(game_id: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # the review's search is not what is tested: it finds nothing at once
    monkeypatch.setattr("chemcards.tui.review.review_with_others", lambda *args, **kwargs: ([], []))
    app = app_for(finished(game_id), games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("v")
        await settle(pilot)
        assert app.screen is table_of(app)
        footer = screen_text(app).splitlines()[-1]
        assert f"r {ui('review', 'en')}" in footer, footer  # the footer names the key
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen), type(app.screen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)


@sync
async def test_pt23_r_on_a_final_hot_seat_table_opens_no_review() -> None:
    game = registry.games()["metallurgie"]
    match: Match = finished("metallurgie")
    people = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    for seat, text in match.record.actions:  # the same game, played by two people
        people.act(seat, game.parse_action(text))
    assert people.outcome() is not None
    app = app_for(people, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("v")
        await settle(pilot)
        table = table_of(app)
        assert app.screen is table
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is table
