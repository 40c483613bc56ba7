"""Metallurgie field, play-through 9 (issue 12 points 12 and 15; en and zh at 80×24 in tmux).

1. An empty place where the chosen card may go was drawn as "+" right after a metal: the row read
   "Cu2 Fe1 +", like an ion (Fe¹⁺). A sign beside a metal's height must not read as a charge, with
   or without colour.
2. Rows above row A were named "AV AW … AZ", which read as if they came after Z: a newcomer could
   not tell which row is which. Row names read in order top to bottom and stay the same for a
   place all game; the old typed forms (``M20``, ``q,r``) are still accepted.
3. At 160×48 the board's empty share is measured in ``test_tui_large_screen.py`` (no longer an
   expected failure for Metallurgie).
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
from chemcards.games.metallurgie.board import RULER, FieldView, MetallurgieBoard, cell_xy
from chemcards.i18n import tr

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import table

SIZES = [(80, 24), (160, 48)]
METAL = r"(?:Fe|Cu|Ag|Au)\d"


def _match(state: Any) -> Match:
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=1)
    state.seats = list(seats)
    match.state = state
    return match


def start_app(lang: str) -> Any:
    """The snapshot tests' table: a person and three medium computers, seed 5: Ann to move, an
    iron chosen, its places (empty targets) around the starting field."""
    seats = [
        Seat("Ann"),
        Seat("Curie", "computer", "medium"),
        Seat("Bohr", "computer", "medium"),
        Seat("Dalton", "computer", "medium"),
    ]
    return app_for(Match(GAME, seats, {}, seed=5), lang=lang, games=registry.games())


def letters_line(field: FieldView, pos: int) -> tuple[str, int]:
    """The drawn line with ``pos``'s letters and the column where they start."""
    lines = field.render().plain.split("\n")
    ox, oy = field.origin or (0, 0)
    scale, scale_y = field.scale(), field.scale_y()
    x, y = cell_xy(pos)
    line = lines[RULER + (y - oy) * scale_y + (scale_y - 1) // 2]
    return line, field.left() + (x - ox) * scale + 1 + (0 if scale == 1 else (scale * 4 - 3) // 2)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@sync
async def test_issue12_empty_places_never_read_as_a_charge_after_a_metal(
    lang: str, size: tuple[int, int]
) -> None:
    """Play-through 9 (MT-2, MT-4): no "+" or "-" follows a metal's height on any row of the field
    ("Fe1 +" read as Fe¹⁺); each empty place the chosen iron may go to shows one sign at its
    letters' column, the sign the legend explains, and a blank column parts it from the metal
    before it, so the field reads the same without colour."""
    app = start_app(lang)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        field = app.screen.query_one(FieldView)
        empty = field.targets - set(field.field)
        assert len(empty) >= 3, "no empty places to look at: the test shows nothing"
        plain = field.render().plain
        charged = re.findall(METAL + r"\s*[+\-]", plain)
        assert not charged, plain
        signs = set()
        for pos in empty:
            line, column = letters_line(field, pos)
            signs.add(line[column])
            assert line[column - 1] == " " or pos == field.cursor, line  # parted from its left
            assert not re.match(r"[A-Za-z0-9]", line[column]), line
        assert len(signs) == 1, signs  # one sign for "the chosen card may go here"
        board = app.screen.query_one(MetallurgieBoard)
        legend = " ".join(str(p) for p, _ in board.query_one("#mt-legend").parts)
        sign = signs.pop()
        assert sign in legend, (sign, legend)


def reading_key(label: str) -> tuple[int, int, str]:
    """The order in which a person reads row names: numbers by value, letters as a spreadsheet
    counts them (A … Z, then AA, AB …): a longer name comes after a shorter one."""
    if re.fullmatch(r"-?\d+", label):
        return (0, int(label), "")
    return (1, len(label), label)


def arm_state() -> Any:
    """The starting field with a long arm of iron upwards (seventeen rows above the centre, as the
    play-through's field grew) and one downwards: Ann holds iron for its top."""
    field: dict[tuple[int, int], str] = {(0, 0): "Ag", (1, 0): "Cu", (-1, 0): "Fe"}
    field |= {(0, -r): "Fe" for r in range(1, 18)}
    field |= {(0, r): "Fe" for r in range(1, 15)}
    return table(field, [["Fe", "Cu", "Ag"], ["Fe"]], pile=["Cu"] * 6 + ["STOP"] + ["Fe"] * 2)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@pytest.mark.parametrize("where", [-17, -12, 0, 14], ids=["top", "old-A", "centre", "bottom"])
@sync
async def test_issue12_row_names_read_in_order_top_to_bottom(
    lang: str, size: tuple[int, int], where: int
) -> None:
    """Play-through 9 (MT-2 place names): with the field grown far up and down, the row names at
    the field's left edge read in order from top to bottom wherever the window is; each names the
    place as the log does (``hexgrid.place_name``), and the cursor's row is among them."""
    match = _match(arm_state())
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        board.cursor = hexgrid.pack(0, where)
        board._render_all()
        await pilot.pause()
        field = app.screen.query_one(FieldView)
        lines = field.render().plain.split("\n")[RULER:]
        labels = [line[:3].strip() for line in lines if line[:3].strip()]
        assert len(labels) >= 4, lines
        keys = [reading_key(label) for label in labels]
        assert keys == sorted(keys) and len(set(keys)) == len(keys), labels
        cursor_name = hexgrid.place_name(board.cursor)
        assert any(cursor_name.startswith(label) for label in labels), (cursor_name, labels)
        legend = " ".join(str(p) for p, _ in board.query_one("#mt-legend").parts)
        assert cursor_name in legend, legend


def test_issue12_row_names_are_in_order_and_old_typed_forms_still_read() -> None:
    """MT-2 place names: over every row a field can reach, names sort in the order of the rows;
    a name reads back to its place in any case; the notation ``q,r`` (records, replays) and the
    names of session 9 (``M20`` for the centre, ``AZ20`` for the row above A) are still
    accepted for the same places."""
    names = [hexgrid.place_name(hexgrid.pack(0, r)) for r in range(-45, 46)]
    rows = [re.match(r"-?\d+|[A-Z]+", n).group(0) for n in names]  # type: ignore[union-attr]
    assert [reading_key(r) for r in rows] == sorted(reading_key(r) for r in rows), rows
    assert len(set(rows)) == len(rows)
    for q in range(-40, 41, 5):
        for r in range(-45, 46):
            pos = hexgrid.pack(q, r)
            assert hexgrid.parse_pos(hexgrid.place_name(pos)) == pos
            assert hexgrid.parse_pos(hexgrid.place_name(pos).lower()) == pos
            assert hexgrid.parse_pos(hexgrid.pos_text(pos)) == pos
    # session 9's names: row M was the centre's, A twelve rows up, AZ the row above A
    assert hexgrid.parse_pos("M20") == hexgrid.CENTRE
    assert hexgrid.parse_pos("l21") == hexgrid.pack(1, -1)
    assert hexgrid.parse_pos("A8") == hexgrid.pack(0, -12)
    assert hexgrid.parse_pos("AZ7") == hexgrid.pack(0, -13)
    assert hexgrid.parse_pos("ZA34") == hexgrid.pack(0, 14)
    assert GAME.parse_action("place Cu L21") == GAME.parse_action("place Cu 1,-1")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_issue12_the_move_example_names_a_place_as_the_field_does(lang: str) -> None:
    """The move box's example ("place Cu …") uses today's place names, so a newcomer copies a
    form the field shows."""
    example = tr("metallurgie", "move_example", lang)
    place = example.split()[-1]
    assert hexgrid.place_name(hexgrid.parse_pos(place)) == place, example
