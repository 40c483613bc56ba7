"""Play-through 18, zh 2 (CC-10, CC-11, CC-14): in a hot-seat game a computer caught the person and
the screen moved on to the next person's curtain at once; the late `l` said nothing. A key pressed
just after the window closed says "Too late: …" wherever it lands, the curtain included."""

from __future__ import annotations

from test_tui_color_clash import ann_may_go_to_one, plain_plays, reach
from tui_cc_helpers import pick_card
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.i18n import computer_mark
from chemcards.core.seats import Seat
from chemcards.games.color_clash.game import PERSON_CALL_FLOOR
from chemcards.i18n import tr
from chemcards.tui.clock import FakeClock

HOT_SEAT = [Seat("Ann"), Seat("Bob"), Seat("Bohr", "computer", "hard")]


@sync
async def test_pt18_zh2_a_late_l_after_a_computers_catch_says_too_late() -> None:
    match = reach(ann_may_go_to_one, seats=HOT_SEAT)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if app.screen is not table_of(app):  # Ann's curtain
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"
        if app.screen is not table:  # everyone is called to look (CC-14 at one screen)
            await pilot.press("enter")
            await settle(pilot)
        clock.advance(PERSON_CALL_FLOOR + 0.2)  # Bohr (hard) catches once the floor has passed
        await settle(pilot)
        assert [e.data for e in match.events if e.kind == "catch"][-1:] == [(0,)]
        await pilot.press("l")  # Ann's call, a moment too late, on whatever screen came next
        await settle(pilot)
        late = tr("color-clash", "too_late_caught", "zh", who="Bohr" + computer_mark("zh"), owner="Ann")
        mine = tr("color-clash", "too_late_caught_you", "zh", who="Bohr" + computer_mark("zh"))
        shown = "".join(screen_text(app).split())
        assert "".join(late.split()) in shown or "".join(mine.split()) in shown, shown
