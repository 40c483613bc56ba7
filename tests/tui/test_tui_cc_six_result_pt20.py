"""Play-through 20, zh 7 (CC-16, CC-26): Color Clash's result at 80×24 with six seats read as the
same table twice: a short one („■ 5（5）、…“) and under it the full one. They are two parts of one
result: the first gives every place and its points on the first screen, the second every card of
the hands (CC-26). A line between them says so, in the result and in a round's result."""

from __future__ import annotations

import pytest
from test_tui_six_seats import _finished
from tui_helpers import app_for, region_text, settle, sync

from chemcards.i18n import tr, ui


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
@sync
async def test_pt20_zh7_six_seat_result_says_what_its_second_table_is(lang: str) -> None:
    """zh 7: between the short table and the one with every card, one line names each part; the
    places and points are in the first part only (CC-16), the cards in full in the second (CC-26)."""
    match = _finished("color-clash", lang, 6, seed=2)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        compact = app.screen.query_one("#outcome-compact")
        caption = app.screen.query_one("#outcome-parts")
        full = app.screen.query_one("#outcome-table")
        assert compact.region.bottom <= caption.region.y < full.region.y  # in this order
        said = "".join(region_text(app, caption.region)).replace(" ", "")
        assert ui("result_parts", lang).replace(" ", "") in said, said
        header = region_text(app, full.region)[0]
        assert ui("place", lang) not in header, header  # the places are above, once


@pytest.mark.parametrize("lang", ["zh", "en"])
@sync
async def test_pt20_zh7_six_seat_short_table_keeps_how_each_seat_left_the_round(lang: str) -> None:
    """zh 7, CC-16: the short table is the places' part; each loser's row says whether it went out
    or still held cards (in English it read "… = 50", the status cut with the cards)."""
    match = _finished("color-clash", lang, 6, seed=2)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = region_text(app, app.screen.query_one("#outcome-compact").region)[2:]
        statuses = [tr("color-clash", key, lang) for key in ("out_status_out", "out_status_held")]
        losers = [row for row in rows if row.strip() and "★" not in row]
        assert len(losers) == 5, rows
        for row in losers:
            assert any(status in row for status in statuses), row
