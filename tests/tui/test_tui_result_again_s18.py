"""Play-through 17 (en 10, de 9, zh 11): on the game-over dialog, "r" (the review), Esc, then "n"
(new game): the first "n" was ignored and only a second one worked. The result that came back had
started its wait for keys typed ahead again (``OutcomeScreen.settle``, play-through 11, de 1) and
dropped the "n". A result the person opens again (after the review, or with Esc on the final table)
takes their keys at once, in every game. The fake clock is never moved on after Esc here, so a
result still waiting drops the "n" and the test fails."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.driver import next_mover
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.review import ReviewScreen

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


def finished(game_id: str) -> Match:
    """A game of Ann against one computer, played to its end with seeded random moves."""
    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Ada", "computer", "easy")], {}, seed=3)
    rng = Rng(3)
    while match.outcome() is None:
        moved = next_mover(game, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


#: the review ("r") in every game; the final table ("v", Esc on it brings the result back) once
CASES = [*((game_id, "r") for game_id in GAMES), ("color-clash", "v")]


@pytest.mark.parametrize(("game_id", "away"), CASES)
@sync
async def test_pt17_the_first_n_after_leaving_the_result_and_esc_starts_a_new_game(
        game_id: str, away: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the review's search is not what is tested: it finds nothing at once
    monkeypatch.setattr("chemcards.tui.review.review_with_others", lambda *args, **kwargs: ([], []))
    match = finished(game_id)
    app = app_for(match, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)  # the first result waits out its moment, as a person reading it does
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press(away)
        await pilot.pause()
        assert not isinstance(app.screen, OutcomeScreen)
        assert isinstance(app.screen, ReviewScreen) == (away == "r")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen), app.screen_stack


@sync
async def test_pt11_de1_the_first_result_still_drops_keys_typed_ahead() -> None:
    """The wait stays where it belongs: keys typed on while the computers finished do not act on
    the result that has just appeared (play-through 11, de 1)."""
    app = app_for(finished("color-clash"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, OutcomeScreen):
                break
        assert isinstance(app.screen, OutcomeScreen) and not app.screen.ready
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, OutcomeScreen)
