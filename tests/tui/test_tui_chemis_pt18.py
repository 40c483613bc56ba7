"""Play-through 18 (session 19) at the CHEMIS table, zh 10: the move list had no highlight at the
start of a turn, so the first ↓ chose row 1 and the highlighted row did not say what ⏎ does. A
turn starts with its first move highlighted; ↓ goes to the second. (A window closed inside the
person's own turn still leaves no row chosen: play-through 13 en 9, tests/tui/test_tui_chemis_s15.)"""

from __future__ import annotations

from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.tui.clock import FakeClock


@sync
async def test_pt18_zh10_a_turn_starts_on_its_first_move_and_down_goes_to_the_second() -> None:
    match = Match(games()["chemis"], [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang="zh", clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert match.to_act() == (0,), "seed 3: Ann's turn comes first"
        table.focus_board()
        board = table.board
        assert len(board.shown) > 1
        assert board.highlighted_move() == board.shown[0]
        await pilot.press("down")
        assert board.highlighted_move() == board.shown[1]
        board._render_all()  # the same list drawn again (a redraw): the row chosen stays
        assert board.highlighted_move() == board.shown[1]
