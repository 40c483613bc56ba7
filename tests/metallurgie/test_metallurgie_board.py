"""The Metallurgie board in a tiny Textual app at 80×24 (issue 5, item 4), driven by Pilot."""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import Callable, Coroutine
from typing import Any

from mt_helpers import act, new_game, table
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.board import (
    REMOVABLE,
    RULER,
    TARGET,
    FieldView,
    LineView,
    MetallurgieBoard,
    cell_xy,
)
from chemcards.games.metallurgie.hexgrid import pack, unpack
from chemcards.games.metallurgie.state import State
from chemcards.tui.board_base import GameBoard


def sync(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(fn(*args, **kwargs))

    return wrapper


class BoardApp(App[None]):
    """The board where the shell puts it at 80×24: beside a 30-column side panel."""

    CSS = "Horizontal { height: 1fr; } #side { width: 30; }"

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang
        self.chosen: list[Any] = []

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield MetallurgieBoard(GAME, self.lang, id="board")
            yield Static("side", id="side")

    def on_game_board_action_chosen(self, message: GameBoard.ActionChosen) -> None:
        self.chosen.append(message.action)


def text_of(app: BoardApp) -> list[str]:
    board = app.query_one(MetallurgieBoard)
    lines: list[str] = []
    for widget in (board.query_one("#mt-scores"), board.query_one(FieldView), board.query_one("#mt-hand"),
                   board.query_one("#mt-keys")):
        lines += widget.render().plain.split("\n")
    return lines


def show(app: BoardApp, state: State, seat: int | None = None) -> MetallurgieBoard:
    board = app.query_one(MetallurgieBoard)
    who = state.current if seat is None else seat
    board.show(GAME.view(state, who), GAME.legal_actions(state, who), who)
    return board


@sync
async def test_mt2_stacks_show_letters_and_height_in_a_brick_pattern() -> None:
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, new_game(3, 2))
        await pilot.pause()
        assert board.size.width == 50
        # at 80×24 a stack shows its metal's letters and a blank after them (play-through 11: the
        # height "Ag3" glued the next place's mark to it); the height is the legend's and a big cell's
        lines = app.query_one(FieldView).render().plain.split("\n")
        assert any(" Ag " in line for line in lines)  # the centre: iron, copper, silver
        assert sum(line.count("Cu ") for line in lines) == 3
        assert sum(line.count("Fe ") for line in lines) == 3
        row0 = next(line for line in lines if "Ag " in line)
        above = lines[lines.index(row0) - 1]
        # brick pattern: the row above is offset by half a card
        assert (above.index("Cu") - row0.index("Ag")) % 4 == 2
        assert text_of(app)[0].startswith("▶P1 0")  # the score row


@sync
async def test_mt4_legal_targets_of_the_chosen_card_are_marked_and_enter_lays_it() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Fe", (2, 0): "Cu"}, [["Ag", "Cu", "Fe"], ["Fe"]])
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        await pilot.press("2")  # the copper (the hand is shown sorted: Fe, Cu, Ag)
        field = board.query_one(FieldView)
        assert field.targets == {pack(0, 0), pack(1, 0)}
        assert sum(line.count(f"{TARGET}Fe ") + line.count(">Fe ") for line in text_of(app)) == 2
        await pilot.press("enter")
        assert [str(a) for a in app.chosen] == [f"place Cu {'0,0' if board.cursor == pack(0, 0) else '1,0'}"]
        await pilot.press("3")  # silver: only on the copper
        assert field.targets == {pack(2, 0)}


@sync
async def test_mt6_reveal_key_and_the_turned_card_is_forced() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Au"], ["Fe"]], pile=["Fe"] * 5 + ["Cu"])
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        show(app, state)
        await pilot.pause()
        await pilot.press("r")
        assert [str(a) for a in app.chosen] == ["reveal"]
        act(state, "reveal")
        board = show(app, state)
        await pilot.pause()
        assert "Revealed:" in text_of(app)[-2]
        assert board.query_one(FieldView).targets == {pack(0, 0)}
        await pilot.press("n", "enter")
        assert str(app.chosen[-1]) == "place Cu 0,0"


@sync
async def test_mt8_mt9_ready_area_outlined_scored_and_cards_chosen_for_removal() -> None:
    state = table({**{(q, 0): "Fe" for q in range(8)}}, [["Fe"], ["Fe"]])
    act(state, "place Fe 8,0")
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        field = board.query_one(FieldView)
        assert len(field.ready) == 9
        assert sum(line.count("*Fe ") for line in text_of(app)) >= 7
        await pilot.press("s")
        assert str(app.chosen[-1]) == "score Fe 0,0"
        act(state, "score Fe 0,0")
        show(app, state)
        await pilot.pause()
        assert field.removable == {pack(0, 0), pack(8, 0)}  # MT-10: only the ends keep the field whole
        assert sum(line.count(f"{REMOVABLE}Fe ") for line in text_of(app)) + sum(
            line.count(">Fe ") for line in text_of(app)) >= 2
        await pilot.press("n", "enter")
        assert app.chosen[-1].kind == "remove" and app.chosen[-1].pos in field.removable


@sync
async def test_mouse_click_on_a_target_lays_the_card() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Ag"], ["Fe"]])
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        field = board.query_one(FieldView)
        x, y = cell_xy(pack(1, 0))
        ox, oy = field.origin or (0, 0)
        await pilot.click(FieldView, offset=(field.left() + x - ox + 1, RULER + y - oy))
        assert [str(a) for a in app.chosen] == ["place Ag 1,0"]
        hand = board.query_one("#mt-hand", LineView)
        assert any(name == "pick0" for _, name in hand.parts)


@sync
async def test_the_field_pans_to_follow_the_cursor() -> None:
    state = table({(q, 0): "Fe" for q in range(30)}, [["Fe"], ["Fe"]])
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        field = board.query_one(FieldView)
        width = field.content_size.width
        start = field.origin
        for _ in range(25):
            await pilot.press("right")
        assert field.origin != start
        x, _ = cell_xy(board.cursor)
        assert 0 <= x - field.origin[0] <= width - 4
        assert any(">" in line for line in text_of(app))


@sync
async def test_chinese_lines_fit_the_board_and_hands_stay_hidden_without_a_seat() -> None:
    from rich.cells import cell_len

    app = BoardApp("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        state = new_game(4, 6)
        board = show(app, state)
        await pilot.pause()
        width = board.size.width
        assert all(cell_len(line) <= width for line in text_of(app))
        assert "手牌" in text_of(app)[-2]
        board.show(GAME.view(state, None), [], None)
        await pilot.pause()
        assert "手牌已隐藏" in text_of(app)[-2]
        assert "Fe" not in text_of(app)[-2]


@sync
async def test_mt2_every_place_shows_its_name_beside_its_metal_and_clicks_still_hit() -> None:
    """Issue 12, point 12: the log names a place by its row number and column number ("P1 places
    iron on 48/18"); the field always shows the row's number at its left edge and the column's number
    on the ruler straight above the place's letters, with the metals still drawn (the old ``c``
    view swapped them for numbers), and a click on a place still means that place."""
    state = new_game(3, 2)
    seat = state.current
    place = next(a for a in GAME.legal_actions(state, seat) if a.kind == "place")
    events = GAME.apply(state, seat, place)
    logged = GAME.event_text(events[0], "en", [s.name for s in state.seats])
    found = re.search(r" on (\d+)/(-?\d+)$", logged)
    assert found, logged
    app = BoardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        field = board.query_one(FieldView)
        lines = field.render().plain.split("\n")
        ox, oy = field.origin or (0, 0)
        assert place.pos in field.field and any("Ag " in line for line in lines)
        # the ruler's lines: digits only, none in the row numbers' columns at the left edge
        rulers = [line for line in lines if line.strip() and re.fullmatch(r"[\d ]+", line)
                  and not line[:3].strip()]
        assert len(rulers) == RULER
        for pos in field.field:
            q, r = unpack(pos)
            x, y = cell_xy(pos)
            line = lines[RULER + y - oy]
            start = field.left() + x - ox
            letter = line[:3].strip()
            numbers = {m.group(0) for ruler in rulers for m in re.finditer(r"\d+", ruler)
                       if m.start() == start + 1}
            assert len(numbers) == 1, (q, r, rulers)
            if pos == place.pos:
                assert (letter, numbers.pop()) == (found[1], found[2]), (logged, line)
            # a click on that place still means that position
            assert field.position_at(start + 2, RULER + y - oy) == pos
