"""What got in a new player's way at 80×24 (issue 5, "done when"), each fixed on the board and proved
here with Pilot: Enter lays the chosen card only, the cursor goes where the next step is, the key row
speaks the player's language, removed cards stop looking scorable, the turned card belongs to whoever
turned it, the field says when it goes on beyond the edge, and a legend explains the marks."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any

from mt_helpers import act, table
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.board import REMOVABLE, FieldView, LineView, MetallurgieBoard, cell_xy
from chemcards.games.metallurgie.hexgrid import pack
from chemcards.games.metallurgie.state import State
from chemcards.tui.board_base import GameBoard


def sync(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(fn(*args, **kwargs))

    return wrapper


class PlayApp(App[None]):
    """The board beside a 30-column side panel, as the shell lays it out at 80×24."""

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


def show(app: PlayApp, state: State, seat: int | None = None) -> MetallurgieBoard:
    board = app.query_one(MetallurgieBoard)
    who = state.current if seat is None else seat
    board.show(GAME.view(state, who), GAME.legal_actions(state, who), who)
    return board


def line(app: PlayApp, wid: str) -> str:
    return app.query_one(f"#{wid}", LineView).render().plain


def field_lines(app: PlayApp) -> list[str]:
    return app.query_one(FieldView).render().plain.split("\n")


@sync
async def test_mt4_enter_lays_only_the_chosen_card_and_the_engine_refuses_it_where_it_does_not_fit() -> None:
    """Issue 12 point 12 area (play-through 7: silver chosen, "+ Ag fits", Enter laid iron): Enter
    never lays another card than the chosen one. With iron chosen, on a free iron (where only
    copper fits, MT-4) Enter sends the iron, which the engine refuses with its reason; with the
    copper chosen Enter lays the copper."""
    from chemcards.core.protocol import IllegalAction

    state = table({(0, 0): "Fe", (1, 0): "Ag"}, [["Fe", "Cu"], ["Fe"]])
    app = PlayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        assert board._picked_metal() == 0  # iron is chosen (the hand is sorted)
        board.cursor = pack(0, 0)
        board._render_all()
        await pilot.pause()
        await pilot.press("enter")
        assert [str(a) for a in app.chosen] == ["place Fe 0,0"]  # the chosen card, not the copper
        try:
            GAME.apply(GAME.clone(state), state.current, app.chosen[0])
        except IllegalAction as exc:
            assert exc.key == "iron_on_empty"  # the engine's reason: iron only on an empty place
        else:
            raise AssertionError("the engine laid iron on iron")
        await pilot.press("2")  # the copper chosen: now Enter lays it here
        await pilot.pause()
        await pilot.press("enter")
        assert [str(a) for a in app.chosen][1:] == ["place Cu 0,0"]


@sync
async def test_mt9_after_each_removal_the_cursor_is_on_a_card_that_may_go() -> None:
    """MT-9/MT-10: after a card is removed the cursor moves to the nearest removable one, and the
    cards already taken stop carrying the area's mark."""
    state = table({**{(q, 0): "Cu" for q in range(6)}, (6, 0): "Fe"}, [["Cu"], ["Fe"]])
    act(state, "place Cu 6,0")
    act(state, "score Cu 0,0")
    app = PlayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        first = board.cursor
        assert board._action_at(first) is not None and board._action_at(first).kind == "remove"
        await pilot.press("enter")
        act(state, str(app.chosen[-1]))
        show(app, state)
        await pilot.pause()
        field = board.query_one(FieldView)
        assert board.cursor != first and board.cursor in field.removable
        assert first not in field.scoring  # now an iron: no longer part of the copper area
        assert REMOVABLE in line(app, "mt-legend")


@sync
async def test_mt4_key_row_speaks_german_and_chinese_not_notation() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Cu", "Ag"], ["Fe"]])
    for lang, words in (("de", ("legen",)), ("zh", ("放在",))):
        app = PlayApp(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = show(app, state)
            await pilot.pause()
            keys = line(app, "mt-keys")
            assert board._action_at(board.cursor) is not None
            assert all(w in keys for w in words) and "place" not in keys
            assert cell_len(keys) <= board.size.width + 20  # the line is cropped, never wrapped
            assert all(cell_len(row) <= board.size.width for row in field_lines(app))


@sync
async def test_mt6_the_turned_card_shows_only_for_the_seat_that_turned_it() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe"], ["Au"]], pile=["Fe"] * 5 + ["Cu"])
    act(state, "reveal")
    app = PlayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        show(app, state, 0)
        await pilot.pause()
        assert "Revealed:" in line(app, "mt-hand")
        board = app.query_one(MetallurgieBoard)
        board.show(GAME.view(state, 1), [], 1)  # the other person's hand, while seat 0 places
        await pilot.pause()
        assert "Revealed:" not in line(app, "mt-hand") and "Au" in line(app, "mt-hand")
        assert line(app, "mt-legend") == ""  # no cursor, nothing to explain


@sync
async def test_mt2_a_field_wider_than_the_board_shows_arrows_and_whole_cells_only() -> None:
    state = table({(q, 0): "Fe" for q in range(-12, 13)}, [["Cu"], ["Fe"]])
    app = PlayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        board = show(app, state)
        await pilot.pause()
        rows = field_lines(app)
        row = next(r for r in rows if "Fe " in r)
        assert "›" in row or "‹" in row
        whole = row.count("Fe ")
        assert whole > 5 and row.count("F") == whole and row.count("e") == whole  # no cell cut in half
        starts = [i for i in range(len(row)) if row.startswith("Fe ", i)]
        assert all((i - starts[0]) % 4 == 0 for i in starts)  # the cells stay in step
        # the far end is reachable: the cursor pans there and the arrow moves to the other side
        for _ in range(20):
            await pilot.press("right")
        x, _ = cell_xy(board.cursor)
        field = board.query_one(FieldView)
        assert field.origin is not None and 0 <= x - field.origin[0] <= field.window()[0] - 4
        assert any("‹" in r for r in field_lines(app))


@sync
async def test_mt8_legend_names_the_marks_on_screen_in_the_players_language() -> None:
    state = table({(q, 0): "Fe" for q in range(8)}, [["Fe"], ["Fe"]])
    act(state, "place Fe 8,0")
    app = PlayApp("de")
    async with app.run_test(size=(80, 24)) as pilot:
        show(app, state)
        await pilot.pause()
        legend = line(app, "mt-legend")
        assert "* zum Punkten" in legend and "Eisen" in legend


@sync
async def test_mt14_the_key_row_says_the_game_is_over() -> None:
    state = table({(0, 0): "Fe"}, [["Cu"], ["Fe"]], pile=["STOP"])
    act(state, "reveal")
    assert GAME.outcome(state) is not None
    app = PlayApp()
    async with app.run_test(size=(80, 24)) as pilot:
        show(app, state, 0)
        await pilot.pause()
        assert "over" in line(app, "mt-keys") and "Waiting" not in line(app, "mt-keys")


@sync
async def test_mt4_the_key_row_offers_only_the_chosen_card_and_names_the_one_that_fits() -> None:
    """Issue 12 point 12 area (play-through 7: "⏎ place card 1 (iron) on 1,-2" while silver was
    chosen): with card 1 (iron) chosen, on a free iron the key row offers no Enter for another card
    but says that card 2 (copper) fits there and how to choose it, in every language; with the
    copper chosen it offers "place copper on 50/20" (the place as the field names it)."""
    state = table({(0, 0): "Fe", (1, 0): "Ag"}, [["Fe", "Cu"], ["Fe"]])
    for lang, fits in (("en", "card 2 (copper) fits: press 2"), ("de", "Karte 2 (Kupfer): Taste 2"),
                       ("zh", "第 2 张牌（铜）：按 2")):
        app = PlayApp(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = show(app, state)
            await pilot.pause()
            assert board._picked_metal() == 0 and board.picked == 0  # card 1, iron, highlighted
            board.cursor = pack(0, 0)
            board._render_all()
            await pilot.pause()
            keys = line(app, "mt-keys")
            assert fits in keys and "⏎" not in keys, (lang, keys)
            if lang == "en":
                board.picked = 1  # the copper chosen: Enter lays it
                board._render_all()
                await pilot.pause()
                keys = line(app, "mt-keys")
                assert "⏎ place copper on 50/20" in keys and "card 2" not in keys

