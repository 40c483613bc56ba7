"""Play-through 19, de 3 (CC-10, CC-11, CC-14 at one screen): in a hot-seat game a late `l` on the
"Alle schauen jetzt auf den Bildschirm" screen, before the window ran, and a `c` pressed again on the
next „Weiter geht's mit …“ curtain some seconds after a catch showed nothing.

Decided (docs/rules/color-clash, "at one screen"): the window runs only once ⏎ shows the table to
everyone, so on the screen before it `l` and `c` count for nothing; it says "⏎ first, then l".
A key on a later curtain gets the table's own answer, one line, nothing changes."""

from __future__ import annotations

import time

import pytest
from test_tui_color_clash import ann_may_go_to_one, plain_plays, reach
from tui_cc_helpers import pick_card
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.seats import Seat
from chemcards.games.color_clash.board import LATE_CATCH
from chemcards.i18n import ui
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen, WindowCurtain
from chemcards.tui.settle import CURTAIN_SETTLE

HOT_SEAT = [Seat("Ann"), Seat("Bob"), Seat("Bohr", "computer", "easy")]


def flat(text: str) -> str:
    return "".join(text.split())


async def to_the_window_screen(pilot, app, clock):  # type: ignore[no-untyped-def]
    match = app.table.match
    await settle(pilot)
    if isinstance(app.screen, CurtainScreen):  # Ann's own curtain
        clock.advance(CURTAIN_SETTLE + 0.1)
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
    await pick_card(pilot, table_of(app).board, plain_plays(match)[0].face)
    await settle(pilot)
    assert isinstance(app.screen, WindowCurtain) and match.state.window == 0


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("key", ["l", "c"])
@sync
async def test_pt19_de3_l_or_c_before_the_window_runs_says_enter_first(lang: str, key: str) -> None:
    match = reach(ann_may_go_to_one, seats=HOT_SEAT)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_window_screen(pilot, app, clock)
        actions = list(match.record.actions)
        await pilot.press(key)
        await settle(pilot)
        assert flat(ui("cc_window_look_first", lang, key=key)) in flat(screen_text(app))
        assert isinstance(app.screen, WindowCurtain)  # still the screen before the window
        assert match.record.actions == actions and match.state.window == 0  # nothing counted


@pytest.mark.parametrize("lang", ["en", "de"])
@sync
async def test_pt19_de3_c_on_the_next_curtain_seconds_after_the_catch_says_nobody_to_catch(lang: str) -> None:
    match = reach(ann_may_go_to_one, seats=HOT_SEAT)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_window_screen(pilot, app, clock)
        clock.advance(CURTAIN_SETTLE + 0.1)
        await settle(pilot)
        await pilot.press("enter")  # the table for everyone: the window runs
        await settle(pilot)
        await pilot.press("c")  # Bob catches Ann
        await settle(pilot)
        assert [e.data for e in match.events if e.kind == "catch"][-1:] == [(0,)]
        for _ in range(5):  # Bohr's move may come first; then Bob's curtain
            if type(app.screen) is CurtainScreen:
                break
            await settle(pilot)
        assert type(app.screen) is CurtainScreen
        board = table_of(app).board
        board.window_closed_at = time.monotonic() - LATE_CATCH - 1  # some seconds have passed
        actions = list(match.record.actions)
        await pilot.press("c")
        await settle(pilot)
        assert flat(ui("cc_nothing_to_catch", lang)) in flat(screen_text(app))
        assert match.record.actions == actions
