"""Play-through 17 on the CHEMIS board (session 18): zh 3, the move list keeps its highlighted row
when a key chooses another target zone (1–6), so ↓/↑ go on from there."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from textual.widgets import OptionList
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Salt

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put


def _my_turn(*cards: str) -> Match:
    """The person (seat 0, whose turn it is: seed 5) against two computers, holding ``cards``."""
    seats = [Seat("小明"), Seat("Bohr", "computer", "easy"), Seat("Curie", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=5)
    st = match.state
    assert st.turn_seat == 0 and not st.stack
    clear_hand(st, 0)
    give(st, 0, *cards)
    return match


def _moves(app: Any) -> OptionList:
    return table_of(app).board.query_one("#chemis-moves", OptionList)


@sync
async def test_pt17_zh3_target_key_keeps_the_highlighted_move_and_down_goes_on_from_it() -> None:
    """Zh 3: ↓↓ onto "甲 ← H+Cl → HCl", then 2 (zone 乙): the row of the same play on 乙 stays
    highlighted, and the next ↓ takes the row after it, not the first one."""
    match = _my_turn("H", "Cl", "Na", "heat")
    async with app_for(match, lang="zh").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board, moves = table_of(app := pilot.app).board, _moves(pilot.app)
        await pilot.press("down", "down")
        first = board.highlighted_move()
        assert first is not None and first.zone == 0, board.shown
        await pilot.press("2")
        assert board.target == 1
        assert board.highlighted_move() == first._replace(zone=1), (moves.highlighted, board.shown)
        row = moves.highlighted
        await pilot.press("down")
        assert moves.highlighted == row + 1, board.shown
        await pilot.press("1", "up")  # back to 甲 (Na+Cl there) and up: H+Cl there again
        assert board.highlighted_move() == first, (moves.highlighted, board.shown)
        assert app.screen is table_of(app)


@sync
async def test_pt17_zh3_a_move_the_new_zone_lacks_leaves_the_highlight_on_the_closest_row() -> None:
    """Zh 3, the list changed: [SO₄] onto the Fe in the person's own zone (CH-6 II) has no
    counterpart in zone 乙, which holds no metal; the highlight stays on the row where it was (the
    closest move), not gone, and ↓ goes on from there."""
    match = _my_turn("[SO4]", "H", "Cl", "heat", "filter")
    put(match.state, 0, "Fe")
    async with app_for(match, lang="zh").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board, moves = table_of(pilot.app).board, _moves(pilot.app)
        salt = next(i for i, a in enumerate(board.shown) if isinstance(a, Salt))
        for _ in range(salt):  # the turn starts on its first row (play-through 18 zh 10)
            await pilot.press("down")
        assert isinstance(board.highlighted_move(), Salt)
        await pilot.press("2")
        assert not any(isinstance(a, Salt) for a in board.shown)
        assert salt + 1 < len(board.shown)  # rows follow it on 乙 too
        assert moves.highlighted == salt, board.shown
        await pilot.press("down")
        assert moves.highlighted == salt + 1, board.shown
