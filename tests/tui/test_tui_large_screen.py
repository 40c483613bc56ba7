"""Issue 12 point 15: a large terminal's room is used. At 160x48 a tester found most of every game's
board empty (play-through 8, en #1: the Chemie-Kartenspiel's rows 12-47, Color Clash's rows 20-47,
Metallurgie's 5-row field amid some 40 empty rows). These tests measure the board's empty area on
the table screen at 160x48 (and the sizes around it) from what is drawn, cell by cell.

An *empty* cell is one that is more than ``REACH_X`` columns and ``REACH_Y`` rows away from anything
drawn: a character, or a coloured cell (Metallurgie's metals are coloured cells). The spaces
between words, inside a card's frame or around a short line are not empty in this sense; a band of
rows with nothing on it is. The side panel (seats and log) is the shell's and not measured: the log
fills as the game goes on.

The bound, ``MAX_EMPTY`` = 45 % of the board: under half of it, so most of a large board carries
the game. The same measure finds 50-61 % of the 80x24 boards empty at the start (where the side
panel takes a larger share), so a large screen is to be fuller than the small one, not as empty.
Before this change the boards were 58-80 % empty at 160x48 (the numbers in the tests below).
"""

from __future__ import annotations

from typing import Any

import pytest
from rich.segment import Segment
from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.tui.app import ChemcardsApp

REACH_X, REACH_Y = 6, 1
MAX_EMPTY = 0.45


def table_app(game_id: str, lang: str) -> ChemcardsApp:
    """The snapshot tests' table: a person and three medium computers, seed 5."""
    game = registry.games()[game_id]
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium"),
             Seat("Dalton", "computer", "medium")]
    return app_for(Match(game, seats, {}, seed=5), lang=lang)


def drawn_cells(app: ChemcardsApp) -> list[list[bool]]:
    """Per screen cell: something is drawn there (a visible character, or a background other than
    that of the widget under the cell: a panel's own background is not something drawn)."""
    strips = app.screen._compositor.render_strips()
    grid: list[list[bool]] = []
    for y, strip in enumerate(strips):
        row: list[bool] = []
        for segment in strip:
            text, style, _ = segment
            if Segment(text).control:
                continue
            for ch in text:
                x = len(row)
                drawn = not ch.isspace()
                if not drawn and style is not None and style.bgcolor is not None:
                    widget, _ = app.screen.get_widget_at(x, y)
                    drawn = style.bgcolor != widget.background_colors[1].rich_color
                row.append(drawn)
        grid.append(row)
    return grid


def empty_share(app: ChemcardsApp) -> float:
    """The share of the board's cells that are empty (see the module's docstring)."""
    region = app.screen.query_one("#board").region
    grid = drawn_cells(app)
    empty = 0
    for y in range(region.y, region.bottom):
        for x in range(region.x, region.right):
            near = any(grid[yy][xx]
                       for yy in range(max(region.y, y - REACH_Y), min(region.bottom, y + REACH_Y + 1))
                       for xx in range(max(region.x, x - REACH_X), min(region.right, x + REACH_X + 1))
                       if xx < len(grid[yy]))
            empty += not near
    return empty / (region.width * region.height)


#: boards still over the bound, marked as expected to fail, strictly, so the day one passes the
#: mark must go. Empty now: none. Metallurgie was 49 % (en) / 47 % (zh) empty at 160x48 (a young
#: field drawn three times the size and centred left columns on both sides); with cells one step
#: wider where the field fits across it is 39 % / 37 % (play-through 9)
NOT_YET: dict[str, str] = {}


def game(game_id: str) -> Any:
    """A game's parameter, marked when its board is not yet under the bound."""
    if game_id in NOT_YET:
        return pytest.param(game_id, marks=pytest.mark.xfail(reason=NOT_YET[game_id], strict=True))
    return game_id


GAMES = [game(g) for g in ("color-clash", "chemie-kartenspiel", "metallurgie", "chemis")]
#: at 120x36 Metallurgie's board is under the bound since its field has row letters and a column
#: ruler (issue 12 point 12): the mark goes there, as the note above asks
GAMES_120 = ["color-clash", "chemie-kartenspiel", "metallurgie", "chemis"]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_point15_board_at_160x48_is_mostly_used(game_id: str, lang: str) -> None:
    """Issue 12 point 15: at 160x48 less than 45 % of the board is empty area. Before this change
    (en): Color Clash 69 %, Chemie-Kartenspiel 82 %, CHEMIS 58 %, Metallurgie 80 % (49 % before
    play-through 9's wider cells)."""
    app = table_app(game_id, lang)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        await pilot.pause()
        share = empty_share(app)
        assert share < MAX_EMPTY, f"{game_id} {lang}: {share:.0%} of the board is empty"


@pytest.mark.parametrize("game_id", GAMES_120)
@sync
async def test_issue12_point15_board_at_120x36_is_mostly_used(game_id: str) -> None:
    """Issue 12 point 15: a size between (120x36, under the 40 rows the faces needed before) uses
    its room too: card faces, framed places, the same bound."""
    app = table_app(game_id, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.pause()
        share = empty_share(app)
        assert share < MAX_EMPTY, f"{game_id} 120x36: {share:.0%} of the board is empty"


@pytest.mark.parametrize("size", [(160, 48), (120, 36)], ids=["160x48", "120x36"])
@sync
async def test_issue12_point15_chemie_large_table_never_pushes_the_hand_off(size: tuple[int, int]) -> None:
    """Issue 12 point 15, CK-9: the framed seats and larger faces give way where the game needs the
    rows: later in a game (a long hand, compounds on the table) the line of keys under the hand is
    still on the board, whole (it was pushed off by the larger table in a first version)."""
    from tui_helpers import region_text

    from chemcards.games.chemie_kartenspiel.texts import t as ck_text

    app = table_app("chemie-kartenspiel", "en")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for _ in range(6):  # Ann passes; the computers lay compounds and the hand grows
            await pilot.press("s")
            await settle(pilot)
        await pilot.pause()
        board = app.screen.query_one("#board")
        view = board.view
        assert any(view.table), "the computers laid no compound: the test shows nothing"
        text = " ".join(line.strip() for line in region_text(app, board.region))
        keys = ck_text("board_keys", "en")
        # each key whole (a wrapped line drops the " · " at its break: session 13 added ": type a move")
        for item in keys.split(" · "):
            assert " ".join(item.split()) in " ".join(text.split()), item
