"""Play-through 17, de 3: the result's headline addresses the person at the screen who won ("You
win!", „Du gewinnst!“, “你赢了！”) instead of naming their seat („Gewonnen: Ich“); a screen of
several people reads the names."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import app_for, settle, sync

from chemcards.core.driver import next_mover
from chemcards.core.i18n import ui
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.outcome import OutcomeScreen


def finished(seats: list[Seat]) -> Match:
    """Color Clash played to its end with seeded random moves (seed 5: seat 0 wins)."""
    match = Match(GAME, seats, {}, seed=5)
    rng = Rng(5)
    while match.outcome() is None:
        moved = next_mover(GAME, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


async def _headline(match: Match, lang: str) -> str:
    """The result's headline as the screen shows it (80x24)."""
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        headline = app.screen.query_one("#outcome-headline", Static)
        return "".join(strip.text for strip in headline.render_lines(headline.region.reset_offset)).strip()


@sync
async def test_pt17_de3_the_result_says_du_gewinnst_to_the_one_person_who_won() -> None:
    match = finished([Seat("Ich"), Seat("Ada", "computer", "easy")])
    outcome = match.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert await _headline(match, "de") == ui("winner_you", "de")


@sync
async def test_pt17_de3_several_people_at_one_screen_read_the_winners_name() -> None:
    match = finished([Seat("Ich"), Seat("Bea")])
    assert await _headline(match, "de") == ui("winner", "de", names="Ich")
