"""Play-through 17, en 5 (CC-11): "c" pressed just after another player caught first said only
"Too late: the call window has closed". On the board the notice names who caught whom."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, settle, sync, table_of, walk_to_call_window

from chemcards.core.i18n import tr
from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.games.color_clash.actions import parse_action
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.notice import NoticeLine
from chemcards.tui.turn_end import TurnEndScreen


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt17_en5_a_catch_after_another_caught_names_who_caught(lang: str) -> None:
    clock = FakeClock()
    match = Match(games()["color-clash"], [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        owner = match.state.window
        assert owner >= 0
        catcher = 1 - owner
        table = table_of(app)
        assert table.apply(catcher, parse_action(f"catch {owner}"))  # the other one was quicker
        await settle(pilot)
        while isinstance(app.screen, CurtainScreen | TurnEndScreen):
            await pilot.press("enter")
            await settle(pilot)
        assert match.state.window < 0
        actions = list(match.record.actions)
        table.focus_board()
        await pilot.press("c")
        await pilot.pause()
        names = ["Ann", "Bob"]
        if table.board.seat == owner:
            expected = tr("color-clash", "too_late_caught_you", lang, who=names[catcher])
        else:
            expected = tr("color-clash", "too_late_caught", lang, who=names[catcher], owner=names[owner])
        assert table.query_one(NoticeLine).message == expected
        assert match.record.actions == actions  # nothing changed
