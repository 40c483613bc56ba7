"""Play-through 19, zh 10 (CC-10, CC-12): in the person's own "Last card!" window ⏎ on the last card
said nothing (against computers) or seemed to answer with a card rule (online). The engine's reason
comes: only the call counts now. Nothing changes, and the footer still offers only l (and c)."""

from __future__ import annotations

import pytest
from test_tui_color_clash import ann_may_go_to_one, plain_plays, reach
from tui_cc_helpers import pick_card
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.i18n import tr
from chemcards.tui.clock import FakeClock
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settle import MOVE_SETTLE


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_pt19_zh10_enter_on_the_last_card_in_ones_window_says_only_the_call_counts(lang: str) -> None:
    match = reach(ann_may_go_to_one)  # Ann against three computers: her own window, hand in view
    clock = FakeClock()
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window" and match.state.window == 0
        clock.advance(MOVE_SETTLE + 0.1)  # not a double press; still before any computer catches
        await settle(pilot)
        actions = list(match.record.actions)
        await pick_card(pilot, table.board, match.view(0).hand[0])
        await settle(pilot)
        said = tr("color-clash", "window_call_only", lang)
        assert said in (table.query_one(NoticeLine).message or "")
        assert match.record.actions == actions and match.state.window == 0  # nothing changed
        footer = screen_text(app).splitlines()[-1]
        assert "l " in footer and "⏎" not in footer, footer  # the window's key, no "Play card"
