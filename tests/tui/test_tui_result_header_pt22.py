"""Play-through 22 (en 1, de, zh; issue 12 point 7): the Color Clash result's column header was cut
at 80×24 — "Out? · hand at the win (p…" with six seats, "Raus? · Hand beim Sieg (Punkt…" and
"是否出完 · 赢家出完牌时的手牌（分值…" with three. A header longer than its column takes a second
line; every word of it is on the screen (CC-16, CC-26: the column says how each seat left the
round and what it held at the win)."""

from __future__ import annotations

import pytest
from test_tui_six_seats import _finished
from tui_helpers import app_for, region_text, settle, sync

from chemcards.i18n import tr


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("n", [3, 6])
@sync
async def test_pt22_the_result_columns_header_is_whole(lang: str, n: int) -> None:
    match = _finished("color-clash", lang, n, seed=2)
    outcome = match.outcome()
    assert outcome is not None
    key = "hand_header_out" if outcome.details.get("places_by") == "out" else "hand_header"
    header = tr("color-clash", key, lang)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for part in app.screen.query("#outcome-compact"):  # six seats: the short table first
            lines = region_text(app, part.region)
            rule = next(i for i, line in enumerate(lines) if "━" in line)
            assert not any("…" in line for line in lines[:rule]), lines[:rule]
        full = app.screen.query_one("#outcome-table")
        app.screen.query_one(".result-scroll").scroll_to_widget(full, animate=False, top=True)
        await pilot.pause()
        lines = region_text(app, full.region)
        rule = next(i for i, line in enumerate(lines) if "━" in line)  # under the header's lines
        above = lines[:rule]
        assert not any("…" in line for line in above), above
        # the header's column read down its lines: the whole header, a line break being no space
        columns = zip(*(line.split("┃") for line in above), strict=True)
        said = ["".join(cell.strip() for cell in column) for column in columns]
        assert header.replace(" ", "") in [cell.replace(" ", "") for cell in said], said
        for word in header.split():  # no word split between two lines (a Chinese one may be)
            assert lang == "zh" or any(word in line for line in above), (word, above)


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_pt22_de_the_cards_below_the_six_seat_result_are_reached_with_keys(lang: str) -> None:
    """Play-through 22, de (CC-26: every hand is shown after the game): with six seats at 80×24 the
    table with every card lies below the fold of the result's scrolling part, and ↓, PageDown and
    End did nothing (a button has the focus). Now End shows its last row and Home the first again."""
    match = _finished("color-clash", lang, 6, seed=2)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        scroll = app.screen.query_one(".result-scroll")
        full = app.screen.query_one("#outcome-table")
        assert full.region.bottom > scroll.region.bottom  # below the fold at first
        await pilot.press("end")
        await pilot.pause()
        assert scroll.scroll_y > 0
        assert full.region.bottom <= scroll.region.bottom  # its last row in sight
        await pilot.press("home")
        await pilot.pause()
        assert scroll.scroll_y == 0
        await pilot.press("down")
        await pilot.pause()
        assert scroll.scroll_y == 1
