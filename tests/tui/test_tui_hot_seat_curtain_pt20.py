"""Play-through 20, hot-seat curtains (CC-23 hands the keyboard over behind them).

en 3: the first ⏎ on a fresh curtain was often ignored. The curtain takes no key in its first
second on purpose (``settle.KeyGuard``: a second ⏎ of the person who just played must not show the
next hand); it now says so and asks for ⏎ again.

zh 5 / de 12: the curtain, centred (column 18 in zh, 5 in de), jumped to column 0 when its message
line appeared (after `l`, or „Gerade ist niemand zu erwischen.“): the line took the whole width and
the centred block with it. The curtain stays where it is.
"""

from __future__ import annotations

import pytest
from test_tui_color_clash import ann_may_go_to_one, reach
from tui_helpers import app_for, settle, sync

from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.settle import CURTAIN_SETTLE

HOT_SEAT = [Seat("Ann"), Seat("Bob"), Seat("Bohr", "computer", "easy")]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt20_zh5_de12_the_curtain_stays_where_it_is_when_its_line_appears(lang: str) -> None:
    """zh 5 / de 12: `l` on a fresh curtain writes one line on it (play-through 19, de 3); the
    title, the text and the button keep their places, and the line sits under them."""
    match = reach(ann_may_go_to_one, seats=HOT_SEAT)
    app = app_for(match, clock=FakeClock(), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        parts = ["#curtain-title", "#curtain-body", "#curtain-lift"]
        before = [app.screen.query_one(p).region for p in parts]
        assert before[0].x > 0  # centred to begin with
        await pilot.press("l")
        await settle(pilot)
        line = app.screen.query_one("#curtain-late")
        assert str(line.render()).strip()  # the line is there
        after = [app.screen.query_one(p).region for p in parts]
        assert after == before  # not a column (nor a row) moved
        assert line.region.y >= before[-1].bottom  # the line is under the block, not over it


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt20_en3_enter_too_soon_on_a_fresh_curtain_says_press_again(lang: str) -> None:
    """en 3 (CC-23): ⏎ in the curtain's first second lifts nothing (it may be the last person's
    second press), but no longer silently: one line says to press again; then ⏎ lifts it."""
    match = reach(ann_may_go_to_one, seats=HOT_SEAT)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()  # not ``settle``: that waits the curtain's moment out, as a person would
        assert isinstance(app.screen, CurtainScreen) and not app.screen.ready
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)  # the guard holds
        said = "".join(str(app.screen.query_one("#curtain-late").render()).split())
        assert "".join(ui("curtain_too_soon", lang).split()) in said, said
        clock.advance(CURTAIN_SETTLE + 0.1)
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen)
