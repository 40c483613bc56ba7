"""``h`` in Color Clash against computers, in Chinese (issue 19's hint; play-through 6, zh1 #12:
"`h` did nothing"). Every press gives one line: the hint, or why there is none.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_cc_picker import ann_may_play_a_wild, legal_wild
from test_tui_color_clash import ann_turn, reach
from tui_cc_helpers import pick_card
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.i18n import ui

HINT = ui("hint_line", "zh", move="", why="").split("：")[0]  # "提示"


async def press_h(pilot: Any, app: Any) -> str:
    table = table_of(app)
    table.hint_shown = None
    await pilot.press("h")
    for _ in range(200):  # the hint is thought out in a worker thread
        await settle(pilot)
        if table.hint_shown is not None:
            break
    return screen_text(app)


def ann_has_drawn(match: Match) -> bool:
    return match.to_act() == (0,) and match.view(0).phase == "drawn"


@pytest.mark.parametrize("where", ["turn", "drawn", "picker"])
@sync
async def test_issue19_hint_key_shows_a_hint_on_every_kind_of_decision(where: str) -> None:
    """Issue 19 / zh1 #12: ``h`` on the person's turn, on the drawn-card offer (CC-7) and with the
    colour picker open (CC-8) shows the hard computer's move on the notice line."""
    want = {"turn": ann_turn, "drawn": ann_has_drawn, "picker": ann_may_play_a_wild}[where]
    match = reach(want)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if where == "picker":
            wild = legal_wild(match)
            assert wild is not None
            await pick_card(pilot, table_of(app).board, wild)
            await settle(pilot)
        text = await press_h(pilot, app)
        shown = table_of(app).hint_shown
        assert shown is not None and shown.startswith(HINT), shown
        assert HINT + "：" in text


@sync
async def test_issue19_hint_that_cannot_be_worked_out_says_so_in_one_line() -> None:
    """The hint is thought out off the event loop; if that fails, the person reads one line saying
    there is no hint now (it used to end silently: "`h` did nothing"), and the game goes on."""
    import chemcards.tui.practice as practice

    def broken(*_: Any, **__: Any) -> Any:
        raise RuntimeError("no thought")

    match = reach(ann_turn)
    app = app_for(match, lang="zh")
    saved = practice.advise
    practice.advise = broken  # type: ignore[assignment]
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            text = await press_h(pilot, app)
            assert table_of(app).hint_shown == ui("hint_failed", "zh")
            assert ui("hint_failed", "zh") in text
            assert match.to_act() == (0,)
    finally:
        practice.advise = saved  # type: ignore[assignment]


@sync
async def test_the_same_position_gives_the_same_hint_every_time() -> None:
    """Play-through 11 (en 1): ``h`` pressed again in one position read "play ■ 7", then "play ■ 6",
    then "■ 7" again, each with other chances: a newcomer cannot trust that. The hint answers one
    decision with one move and the same figures (``practice.hint_seed``)."""
    match = reach(ann_turn)
    app = app_for(match, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = []
        for _ in range(3):
            await press_h(pilot, app)
            lines.append(table_of(app).hint_shown)
        assert lines[0] is not None and lines[0].startswith("Hint"), lines
        assert lines.count(lines[0]) == 3, lines
