"""Metallurgie field after session 9's place names (issue 12 points 12 and 15).

A tester (zh, 80×24) saw the "+" of an empty place one cell left of its place, under the other ruler
line's number ("Fe1+" under "21" while the cursor line said "> K22"): the sign sat in the mark's
column, not where a metal's letters start. And at 160×48 after the game the field was drawn at
three times the size with everything right of column 19 cut off ("›"), though the whole field fit
at a smaller scale: the field now takes the largest scale at which it fits.
"""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from mt_helpers import new_game, table
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from chemcards.games.metallurgie import GAME, hexgrid
from chemcards.games.metallurgie.board import RULER, TARGET, FieldView, MetallurgieBoard, cell_xy
from chemcards.games.metallurgie.state import State


def sync(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(fn(*args, **kwargs))

    return wrapper


class BoardApp(App[None]):
    """The board beside a side panel, as the shell places it."""

    CSS = "Horizontal { height: 1fr; } #side { width: 30; }"

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield MetallurgieBoard(GAME, self.lang, id="board")
            yield Static("side", id="side")


def show(app: BoardApp, state: State, seat: int | None = None) -> FieldView:
    board = app.query_one(MetallurgieBoard)
    who = state.current if seat is None else seat
    board.show(GAME.view(state, who), GAME.legal_actions(state, who), who)
    return board.query_one(FieldView)


def mark_column(field: FieldView, pos: int) -> tuple[str, int]:
    """The line of ``pos``'s letters and the column where they start (after the mark's column,
    centred in a big cell): where its ruler number stands."""
    lines = field.render().plain.split("\n")
    ox, oy = field.origin or (0, 0)
    scale, scale_y = field.scale(), field.scale_y()
    x, y = cell_xy(pos)
    line = lines[RULER + (y - oy) * scale_y + (scale_y - 1) // 2]
    return line, field.left() + (x - ox) * scale + 1 + (0 if scale == 1 else (scale * 4 - 3) // 2)


def ruler_number_at(field: FieldView, column: int) -> str:
    rulers = [line for line in field.render().plain.split("\n")
              if line.strip() and re.fullmatch(r"[\d\s-]+", line)]
    found = [m.group(0) for line in rulers for m in re.finditer(r"-?\d+", line) if m.start() == column]
    assert len(found) == 1, (column, rulers)
    return found[0]


@pytest.mark.parametrize(("lang", "size"), [("zh", (80, 24)), ("en", (80, 24)), ("en", (160, 48))])
@sync
async def test_issue12_p12_a_place_mark_stands_under_its_ruler_number_filled_or_empty(
        lang: str, size: tuple[int, int]) -> None:
    """Issue 12 point 12 (MT-2 place names): for every place shown, a metal's letters and an empty
    target's sign (``TARGET``, "◦" since play-through 9) start in the column of its ruler number;
    the mark's column (right before the letters) holds the cursor's ">", a filled target's sign ("◦Fe1")
    and nothing for an empty target, so no sign stands under the other ruler line's number."""
    app = BoardApp(lang)
    async with app.run_test(size=size) as pilot:
        field = show(app, new_game(2, 4))
        await pilot.pause()
        empty = field.targets - set(field.field)
        assert len(empty) >= 2 and field.cursor is not None
        assert any(p != field.cursor for p in empty)  # an empty target away from the cursor
        for pos in set(field.field) | field.targets | {field.cursor}:
            line, column = mark_column(field, pos)
            if pos in field.field:
                assert line[column:column + 2] == ("Fe", "Cu", "Ag", "Au")[field.field[pos]], line
            else:
                assert line[column] == TARGET, (hexgrid.place_name(pos), line)
            # the mark's column: right before the letters, in a big cell too (play-through 10,
            # finding 3: at 160x48 it stood at the cell's edge, far from its stack)
            mark = column - 1
            if pos == field.cursor:
                assert line[mark] == ">", line
            elif pos in field.targets and pos in field.field:  # a metal one may lay on: "◦Fe1"
                assert line[mark] == TARGET, line
            elif pos in empty:
                assert line[mark] == " ", (hexgrid.place_name(pos), line)
            assert ruler_number_at(field, column) == str(hexgrid.column_of(pos))


@sync
async def test_issue12_p15_a_grown_field_at_160x48_takes_a_scale_at_which_every_place_shows() -> None:
    """Issue 12 point 15: a field grown wide (seventeen places in a row) at 160×48 is drawn at the
    largest scale at which it fits, not cut off at the screen's largest scale: no "‹"/"›", every
    place's letters drawn under its ruler number. A young field keeps the large scale."""
    app = BoardApp("en")
    async with app.run_test(size=(160, 48)) as pilot:
        field = show(app, new_game(2, 4))
        await pilot.pause()
        assert field.scale() >= field.room_scale() >= 3  # a young field: the room is used
        wide = {(q, 0): ("Fe", "Cu", "Ag")[q % 3] for q in range(-8, 9)}
        wide |= {(q, 1): "Fe" for q in range(-8, 8)}
        state = table(wide, [["Fe", "Cu", "Ag"], ["Cu", "Fe", "Ag"]])
        field = show(app, state)
        await pilot.pause()
        plain = field.render().plain
        assert field.scale() < field.room_scale()
        assert "›" not in plain and "‹" not in plain, plain
        for pos, top in field.field.items():
            line, column = mark_column(field, pos)
            assert line[column:column + 2] == ("Fe", "Cu", "Ag", "Au")[top], (hexgrid.place_name(pos), line)
            assert ruler_number_at(field, column) == str(hexgrid.column_of(pos))
