"""The notices a table opens with (a fallback seat name, de 14 of play-through 11; a kept save)
stay when a computer moves first: the first turn to reach a person is not a new moment that
clears them (CI, session 13: at instant speed the computer's first move hid the fallback name)."""

from __future__ import annotations

from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.clock import FakeClock
from chemcards.tui.notice import NoticeLine


def computer_first() -> Match:
    """A computer and Ann, at a seed where the computer plays first (CC-3: left of the dealer)."""
    for seed in range(1, 200):
        match = Match(GAME, [Seat("Curie", "computer", "medium"), Seat("Ann")], seed=seed)
        if match.to_act()[:1] == (0,) and match.view(0).phase == "turn":
            return match
    raise AssertionError("no seed lets the computer move first")


@sync
async def test_a_notice_the_table_opened_with_stays_past_the_computers_first_move() -> None:
    match = computer_first()
    clock = FakeClock()
    app = app_for(match, clock=clock)
    app.settings.speed = "normal"  # the computer waits for the fake clock: the notice comes first
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        app.notify("Seat 2 had no name: it plays as Ann.")
        await pilot.pause()
        assert match.record.actions == []  # the computer has not moved yet
        for _ in range(20):
            clock.advance(5)
            await settle(pilot)
            if match.record.actions and 1 in match.to_act():
                break
        assert match.record.actions and 1 in match.to_act(), "the turn never reached Ann"
        assert table.query_one(NoticeLine).message == "Seat 2 had no name: it plays as Ann."
        # the next turn that reaches Ann is a new moment again: the notice goes (issue 12 follow-up 3)
        await pilot.press("d")
        for _ in range(20):
            clock.advance(5)
            await settle(pilot)
        assert table.query_one(NoticeLine).message is None
