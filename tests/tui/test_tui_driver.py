"""The table screen drives its match through the match driver (issue 14): it pauses the driver under
another screen, the turn timer keeps its seconds left (CC-21), and the screen holds no timer of
its own."""

from __future__ import annotations

from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.clock import FakeClock
from chemcards.tui.help import KeysScreen
from chemcards.tui.table import TableScreen


def ann_first(seed: int = 1) -> Match:
    """Ann against one computer with a 30 s turn clock, at a seed where Ann moves first."""
    for s in range(seed, seed + 200):
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "medium")], {"turn_time": "30"}, seed=s)
        if match.to_act()[:1] == (0,) and match.view(0).phase == "turn":
            return match
    raise AssertionError("no seed lets Ann move first")


@sync
async def test_cc21_the_turn_timer_stops_under_the_keys_screen_and_goes_on_with_the_seconds_left() -> None:
    match = ann_first()
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        clock.advance(12)
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert table.driver.paused
        clock.advance(300)  # far past the 30 s: nothing may happen while the table is covered
        await pilot.pause()
        assert match.record.actions == []
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and not table.driver.paused
        left = table.remaining()
        assert left is not None and abs(left - 18.0) < 1e-6
        assert "⏱18s" in screen_text(app)
        clock.advance(18)
        await settle(pilot)
        assert match.record.actions[0] == (-1, "timeout")  # CC-21: the referee drew for Ann


def test_the_table_screen_keeps_no_timer_or_thread_of_its_own() -> None:
    """Rendering and input only: what time does is the driver's (no scheduling names left)."""
    names = set(vars(TableScreen))
    assert not names & {"_schedule", "_think", "_plan_referee", "_referee_fires", "_later", "_bot"}
