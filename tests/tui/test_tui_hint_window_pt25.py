"""Hints and timers (play-through 25, zh 1): ``h`` in the 3-second "Last card!" window (CC-10,
CC-14) started a search of one to two seconds; the window closed meanwhile and the hint "catch
Curie" stayed on the screen over the result. A hint is not worked out when less time is left than
it takes (one line says so, at once), and a hint shown goes as soon as anybody moves."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY
from chemcards.i18n import LANGS, ui
from chemcards.tui.notice import line_of


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt25_zh1_no_hint_is_worked_out_in_the_call_window_cc14(lang: str) -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=11)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(300):
            await settle(pilot)
            table = app.table
            assert table is not None and match.outcome() is None
            if match.state.window >= 0 and 0 in match.to_act():
                break
            legal = table.board.legal
            plays = [a for a in legal if a.kind == PLAY and not a.call]
            table.board.choose(plays[0] if plays else legal[0])
        else:
            raise AssertionError("no call window came")
        table = app.table
        assert table is not None and table.remaining() is not None  # the window's timer runs
        asked = table.hint_asked
        await pilot.press("h")
        await pilot.pause()
        assert table.hint_asked == asked, "no search was started"
        notice = line_of(table)
        assert notice is not None and notice.message == ui("hint_no_time", lang), screen_text(app)


@sync
async def test_pt25_zh1_a_shown_hint_goes_once_anybody_moves() -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=11)
    app = app_for(match, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.table
        assert table is not None and 0 in match.to_act()
        await pilot.press("h")
        for _ in range(400):
            await pilot.pause(0.02)
            if table.hint_shown is not None:
                break
        hint = table.hint_shown
        assert hint is not None
        notice = line_of(table)
        assert notice is not None and hint in notice.message
        table.board.choose(table.board.legal[0])  # a move not made by a key (as a timer's is not)
        await settle(pilot)
        assert table.hint_shown is None
        notice = line_of(table)
        assert notice is None or hint not in (notice.message or ""), notice.message
