"""Metallurgie field, play-through 10 (issue 12; en and zh at 80×24 and 160×48 in tmux).

1. The column ruler named only columns that held something shown: a column between them (a gap in
   the field where a card can go, "column 22") had no number, so a log line's place could not be
   found. Every column from the field's left edge to its right edge now has its number, even ones
   on the first ruler line and odd ones on the second, each right over that column's letters.
3. At 160×48 (cells drawn large, session 10) the cursor's ">" and the other marks stood at the
   cell's left edge, seven columns from the metal's letters they belong to: a mark now stands
   right before its letters, as at 80×24.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME, hexgrid
from chemcards.games.metallurgie.board import CELL, RULER, TARGET, FieldView, MetallurgieBoard, cell_xy

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import table

SIZES = [(80, 24), (160, 48)]


def _app(state: Any, lang: str = "en") -> Any:
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=1)
    state.seats = list(seats)
    match.state = state
    return app_for(match, lang=lang, games=registry.games())


def letters_at(field: FieldView, pos: int) -> tuple[int, int]:
    """The line (of the drawn field, ruler included) and column where ``pos``'s letters start."""
    ox, oy = field.origin or (0, 0)
    scale, scale_y = field.scale(), field.scale_y()
    x, y = cell_xy(pos)
    column = field.left() + (x - ox) * scale + 1 + (0 if scale == 1 else (scale * CELL - 3) // 2)
    return RULER + (y - oy) * scale_y + (scale_y - 1) // 2, column


def ruler_lines(field: FieldView, lines: list[str]) -> list[str]:
    """The ruler's two lines: right above the field's first drawn line."""
    first = min(letters_at(field, pos)[0] for pos in shown_places(field)) - (field.scale_y() - 1) // 2
    return lines[first - RULER:first]


def shown_places(field: FieldView) -> list[int]:
    ox, oy = field.origin or (0, 0)
    width, height = field.window()
    spots = set(field.field) | field.targets | ({field.cursor} if field.cursor is not None else set())
    out = []
    for pos in spots:
        x, y = cell_xy(pos)
        if 0 <= y - oy < height and x - ox >= 0 and x - ox + CELL <= width:
            out.append(pos)
    return out


#: a ring of six cards around an empty place: column 20 (the ring's middle) holds no card in any
#: row, as in play-through 10 a gap in the field held none
RING = {(1, 0): "Fe", (-1, 0): "Cu", (0, -1): "Fe", (1, -1): "Ag", (-1, 1): "Fe", (0, 1): "Cu"}


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@pytest.mark.parametrize("cursor", [False, True], ids=["no-cursor", "cursor"])
@sync
async def test_issue12_pt10_the_ruler_names_every_column_the_field_shows(size: tuple[int, int],
                                                                         cursor: bool) -> None:
    """Play-through 10, finding 1 (MT-2 place names): every column from the leftmost place shown
    to the rightmost has its number on the ruler, on the line of its parity, starting right over
    where that column's letters stand; a column with no card in any row (the ring's middle,
    column 20) is named too."""
    app = _app(table(RING, [["Au"], ["Fe"]]))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        field = app.screen.query_one(FieldView)
        field_map = {hexgrid.pack(q, r): ("Fe", "Cu", "Ag", "Au").index(m) for (q, r), m in RING.items()}
        field.set_field(field_map, hexgrid.CENTRE if cursor else None, set(), set(), set(), set())
        await pilot.pause()
        lines = field.render().plain.split("\n")
        ruler = ruler_lines(field, lines)
        shown = shown_places(field)
        numbers = [hexgrid.column_of(p) for p in shown]
        assert 20 not in {hexgrid.column_of(p) for p in field_map}  # the gap the test is about
        ox = (field.origin or (0, 0))[0]
        for number in range(min(numbers), max(numbers) + 1):
            # a place of that column in the ruler's own row parity: row 0 for even, row 1 for odd
            pos = hexgrid.pack((number - hexgrid.COLUMN_CENTRE - number % 2) // 2, number % 2)
            _, column = letters_at(field, pos)
            assert (cell_xy(pos)[0] - ox) >= 0
            line = ruler[number % 2]
            assert line[column:column + len(str(number))] == str(number), (number, ruler)
        # and nothing else on the ruler: each number names the column under it
        for k, line in enumerate(ruler):
            for m in re.finditer(r"\d+", line):
                assert int(m.group(0)) % 2 == k and min(numbers) <= int(m.group(0)) <= max(numbers), ruler


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_issue12_pt10_the_ruler_names_every_column_of_a_grown_field(size: tuple[int, int],
                                                                          lang: str) -> None:
    """Finding 1 on a field grown wide with holes (the field pans at 80×24): every column between
    the leftmost and the rightmost place drawn has its number over its letters."""
    field_cards = {(q, 0): "Fe" for q in range(-9, 10, 3)} | {(q, -1): "Cu" for q in range(-9, 11)}
    app = _app(table(field_cards, [["Au"], ["Fe"]], pile=["Fe"] * 4 + ["STOP"]), lang)  # no targets
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        field = app.screen.query_one(FieldView)
        lines = field.render().plain.split("\n")
        ruler = ruler_lines(field, lines)
        numbers = [hexgrid.column_of(p) for p in shown_places(field)]
        for number in range(min(numbers), max(numbers) + 1):
            pos = hexgrid.pack((number - hexgrid.COLUMN_CENTRE - number % 2) // 2, number % 2)
            _, column = letters_at(field, pos)
            assert ruler[number % 2][column:column + len(str(number))] == str(number), (number, ruler)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@sync
async def test_issue12_pt10_the_cursor_stands_right_before_its_place(size: tuple[int, int]) -> None:
    """Play-through 10, finding 3: the cursor's ">" is drawn on the line of its place's letters,
    right before them (on a metal and on an empty place the chosen card may go to), and the other
    marks ("◦" before a metal one may cover) too; at 160×48 they stood at the big cell's left
    edge, far from the stack."""
    cards = {(0, 0): "Ag", (1, 0): "Cu", (-1, 0): "Fe", (0, -1): "Fe", (0, 1): "Cu"}
    app = _app(table(cards, [["Fe", "Cu"], ["Fe"]]))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        field = app.screen.query_one(FieldView)
        empty = sorted(field.targets - set(field.field))
        board.picked = 1  # copper: it may cover a free iron
        board._render_all()
        covered = sorted(field.targets & set(field.field))
        assert empty and covered, (empty, covered)
        for picked, cursor in ((0, empty[0]), (1, hexgrid.CENTRE), (1, covered[0])):
            board.picked, board.cursor = picked, cursor
            board._render_all()
            await pilot.pause()
            lines = field.render().plain.split("\n")
            row, column = letters_at(field, cursor)
            line = lines[row]
            assert line[column - 1] == ">", (hexgrid.place_name(cursor), line)
            assert line.count(">") == 1, line
            if cursor in field.field:
                assert line[column:column + 2] == ("Fe", "Cu", "Ag", "Au")[field.field[cursor]], line
            else:
                assert line[column] == TARGET, line
        for pos in covered:  # a metal the chosen card may cover: its "◦" right before the letters
            if pos != field.cursor:
                row, column = letters_at(field, pos)
                assert lines[row][column - 1] == TARGET, lines[row]
