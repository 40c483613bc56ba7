"""Play-through 17, en 5 (CC-11): "c" pressed just after another player caught first said only
"Too late: the call window has closed". On the board the notice names who caught whom."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of, walk_to_call_window

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


@pytest.mark.parametrize("lang", ["en", "de"])
@sync
async def test_pt18_de_the_computers_mark_in_a_too_late_notice_is_shown(lang: str) -> None:
    """Play-through 18 (de): "Zu spät: Curie  hat schon „Letzte Karte!“ angesagt." — the notice was
    read as Textual markup, which took the computer's mark "[Computer]" (CC-24) out of it."""
    from chemcards.core.i18n import computer_mark

    match = Match(games()["color-clash"], [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=FakeClock(), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        while isinstance(app.screen, CurtainScreen | TurnEndScreen):  # the first person's cards
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        board = table.board
        said = tr("color-clash", "too_late_called", lang, who="Curie" + computer_mark(lang))
        board._too_late = lambda: said  # type: ignore[method-assign]  # a computer called first
        table.focus_board()
        await pilot.press("c")
        await pilot.pause()
        assert computer_mark(lang).strip() in screen_text(app)
