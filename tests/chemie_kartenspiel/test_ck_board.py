"""The board and the deck builder in a tiny Textual app (Pilot): building a compound with live
charge, points and reason; laying it out step by step; attack targets; the die; the deck builder."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from ck_helpers import build, rig
from textual.app import App, ComposeResult

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Attack, Lay, Stop
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.deckbuilder import DeckBuilder, PoolList
from chemcards.games.chemie_kartenspiel.decks import deck_problems, read_deck_file
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.state import Placed


class BoardApp(App[None]):
    """Applies what the board chooses, like the shell does, and shows the board the new view."""

    def __init__(self, state: Any, seat: int, lang: str = "en") -> None:
        super().__init__()
        self.state, self.seat, self.lang = state, seat, lang
        self.chosen: list[Any] = []
        #: what the board answered in words, last at the end (the shell's notice line)
        self.answered: list[str] = []

    def compose(self) -> ComposeResult:
        yield ChemieBoard(GAME, self.lang)

    def on_mount(self) -> None:
        self.refresh_board()
        self.query_one(ChemieBoard).focus()

    def refresh_board(self) -> None:
        seat = self.state.current
        self.query_one(ChemieBoard).show(GAME.view(self.state, self.seat),
                                         GAME.legal_actions(self.state, self.seat), self.seat)
        del seat

    def on_game_board_action_chosen(self, message: ChemieBoard.ActionChosen) -> None:
        self.chosen.append(message.action)
        GAME.apply(self.state, self.seat, message.action)
        self.refresh_board()

    def on_game_board_answered(self, message: ChemieBoard.Answered) -> None:
        self.answered.append(message.text)


def text_of(app: App[Any]) -> str:
    board = app.query_one(ChemieBoard)
    return "\n".join(line.text for line in board.render_lines(board.region.reset_offset))


async def settle(pilot: Any) -> None:
    for _ in range(3):
        await pilot.pause()


async def move_to(pilot: Any, board: ChemieBoard, kind: str, value: int) -> None:
    for _ in range(len(board.entries)):
        if board.entries[board.cursor] == (kind, value):
            return
        await pilot.press("right")
    raise AssertionError(f"{kind} {value} not on the board")


def test_board_builds_shows_charge_and_reason_then_lays_out() -> None:
    async def run() -> None:
        state = rig(["Fe*2 O*3 Cl Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            fe = parse_unit("Fe(+2)")
            from chemcards.games.chemie_kartenspiel.catalogue import catalogue

            cat = catalogue()
            await move_to(pilot, board, "card", cat.by_symbol["Fe"])
            await pilot.press("c")  # Fe +2 -> +3 (CK-12 charge choice)
            await pilot.press("enter")
            assert board.selection == [parse_unit("Fe(+3)")] and fe not in board.selection
            await settle(pilot)
            shown = text_of(app)
            assert "charge +3" in shown and "total charge is +3" in shown  # live reason
            await pilot.press("enter")
            await move_to(pilot, board, "card", cat.by_symbol["O"])
            for _ in range(3):
                await pilot.press("enter")
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("enter")  # shield
            await settle(pilot)
            assert "charge 0" in text_of(app) and "✓" in text_of(app)
            await pilot.press("l")
            await settle(pilot)
            for _ in range(10):
                await settle(pilot)
            assert app.chosen[-1] == Lay(True)
            assert [a for a in app.chosen if isinstance(a, Add)]
            placed = state.table[0][0]
            assert str(placed.compound) == "Fe2O3+P" and placed.points == points(parse_compound("Fe2O3"))

    asyncio.run(run())


def test_board_divisible_selection_shows_the_ck13_reason_in_german() -> None:
    async def run() -> None:
        state = rig(["Fe Cu Cl O*2", "K"], pile="O*20")
        app = BoardApp(state, 0, lang="de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.selection = [parse_unit(u) for u in ("Fe(+3)", "Cu(+2)", "Cl", "O", "O")]
            board.refresh()
            await settle(pilot)
            # the reason in the player's words; its rule number only in the rules (issue 21)
            assert "teilbar" in text_of(app) and "CK-13" not in text_of(app)
            await pilot.press("l")
            await settle(pilot)
            assert app.chosen == []  # nothing sent: the reason stays on screen

    asyncio.run(run())


def test_board_attack_targets_and_die_are_shown() -> None:
    async def run() -> None:
        state = rig(["U O*2 Na", "K"], pile="O*20")
        comp = parse_compound("Pb(+2)O+P")
        state.table[1].append(Placed(1, comp, points(comp), True, 1, 0))
        state.next_id = 2
        build(state, 0, "U(+4)", "O", "O")
        GAME.apply(state, 0, Lay())
        app = BoardApp(state, 0, lang="zh")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            assert board.entries == [("target", 1)]
            shown = text_of(app)
            # CK-22: the formula without the shield, the protection beside it (shield, border);
            # points in Chinese as 分, never "P" (issue 21: a Chinese reader does not read P as points)
            # a number spaced from its unit (issue 21 item 4), the tags from the points (issue 21 s8 item 2)
            # the tags in words since play-through 8 (zh 14), glued to the full-width bracket
            assert "#1 PbO 5 分（护盾、黑边 ×1）" in shown
            assert not re.search(r"\d+P\b", shown), shown
            assert "护盾" in shown  # the detail says what an attack would do: take the shield
            await pilot.press("enter")
            await settle(pilot)
            assert app.chosen == [Attack(1)]
            # the die roll after the turn ended, as the roller's own (play-through 13 en 6)
            assert "你掷出了" in text_of(app)

    asyncio.run(run())


def test_board_stop_and_hidden_hand_for_spectators() -> None:
    async def run() -> None:
        state = rig(["U O*2 Na", "K"], pile="O*20")
        comp = parse_compound("NaCl")
        state.table[1].append(Placed(1, comp, points(comp), False, 0, 0))
        state.next_id = 2
        build(state, 0, "U(+4)", "O", "O")
        GAME.apply(state, 0, Lay())
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("s")
            await settle(pilot)
            assert app.chosen == [Stop()]
            board = app.query_one(ChemieBoard)
            board.show(GAME.view(state, None), [], None)
            await settle(pilot)
            assert board.entries == [] and "Na×" not in text_of(app)

    asyncio.run(run())


class BuilderApp(App[None]):
    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.result: Any = "unset"

    def on_mount(self) -> None:
        def done(result: Any) -> None:
            self.result = result

        self.push_screen(DeckBuilder("en", self.path), done)


def test_deckbuilder_builds_and_saves_a_valid_deck(tmp_path: Path) -> None:
    async def run() -> None:
        path = tmp_path / "decks" / "mine.toml"
        app = BuilderApp(path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, DeckBuilder)
            pool = screen.query_one(PoolList)
            await pilot.press("0")  # start from nothing
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert not path.exists()
            status = str(screen.query_one("#db-status").render())
            assert "Not saved" in status
            # 54 cards: every ★ card of the pool up to 30, 15 ★★, 4 ★★★, 5 Protomaterie
            from chemcards.games.chemie_kartenspiel.catalogue import catalogue

            cat = catalogue()
            want = {1: 30, 2: 15, 3: 4, 0: 5}
            for i, sym in enumerate(pool.symbols):
                level = cat.element(sym).level
                while want[level] and pool.counts[sym] < pool.pool[sym]:
                    pool.cursor = i
                    await pilot.press("right")
                    want[level] -= 1
            assert want == {1: 0, 2: 0, 3: 0, 0: 0}
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert path.exists()
            assert deck_problems(read_deck_file(path)) == []
            await pilot.press("escape")
            await settle(pilot)
            assert app.result == path

    asyncio.run(run())


# -- issue 12, point 10 --------------------------------------------------------------------------------

def test_board_takes_over_steps_typed_in_the_move_box() -> None:
    """A step typed with ``:`` (the shell applies ``add Fe(+3)``) shows in the compound being built."""
    async def run() -> None:
        state = rig(["Fe*2 O*3 Cl", "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            GAME.apply(state, 0, GAME.parse_action("add Fe(+3)"))  # what the shell does with ":add Fe(+3)"
            app.refresh_board()
            await settle(pilot)
            assert board.selection == [parse_unit("Fe(+3)")]
            assert "charge +3" in text_of(app)
            GAME.apply(state, 0, GAME.parse_action("add O"))
            app.refresh_board()
            await settle(pilot)
            assert sorted(board.selection) == sorted([parse_unit("Fe(+3)"), parse_unit("O")])
            # unfinished, the compound shows its ions (play-through 11 en 15: "NaN" read as a word)
            assert "Fe³⁺ O²⁻" in text_of(app) and "charge +1" in text_of(app)

    asyncio.run(run())


def test_board_up_down_move_by_the_rows_drawn_without_wrapping_and_home_end() -> None:
    async def run() -> None:
        state = rig(["H Li Na K O Cl F Br C N S Mg Ca Al Fe Cu Zn Ag Mn Cr Ni Sn Ba Pb", "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            rows = board.rows
            assert len(rows) >= 2 and sum(len(r) for r in rows) == len(board.entries)
            # every row of items is one line on screen
            lines = text_of(app).split("\n")
            for row in rows:
                assert any(all(board._label(i) in line for i in row) for line in lines), row
            await pilot.press("up")  # already in the first row: stays
            assert board.cursor == 0
            await pilot.press("down")
            assert board.cursor in rows[1]
            for _ in range(len(rows)):  # down to the last row (Home/End stay in their list: newcomer)
                await pilot.press("down")
            await pilot.press("end")
            assert board.cursor == len(board.entries) - 1
            await pilot.press("down")  # the last row: no wrap to the top
            assert board.cursor == len(board.entries) - 1
            await pilot.press("home")  # the first of the combinations (play-through 15 zh 8)
            assert board.entries[board.cursor][0] == "combo" != board.entries[board.cursor - 1][0]
            for _ in range(len(rows)):
                await pilot.press("up")
            await pilot.press("home")
            assert board.cursor == 0

    asyncio.run(run())


def test_board_says_which_card_is_missing_for_a_card_or_a_combination() -> None:
    async def run() -> None:
        from chemcards.games.chemie_kartenspiel.catalogue import catalogue

        cat = catalogue()
        state = rig(["K Cl O H Na", "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", cat.by_symbol["Na"])
            await pilot.press("enter")
            # the last Na is in the compound: it leaves the hand (play-through 10: no "Cl×0" to
            # press ⏎ on; test_ck_board_s11.py)
            assert ("card", cat.by_symbol["Na"]) not in board.entries
            await move_to(pilot, board, "combo", parse_unit("[OH]"))
            await pilot.press("enter")
            assert parse_unit("[OH]") in board.selection
            # a second OH: no O and no H left, so OH leaves the hand like a used-up card
            # (play-through 11: it stayed listed and ⏎ on it seemed to do nothing)
            assert ("combo", parse_unit("[OH]")) not in board.entries
            assert board.selection.count(parse_unit("[OH]")) == 1

    asyncio.run(run())


def test_board_writes_formulas_in_the_chemists_order_with_jokers_counted() -> None:
    async def run() -> None:
        state = rig(["K O H Cl O*2 Protomaterie*2", "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.selection = [parse_unit("K"), parse_unit("[OH]")]
            board.refresh()
            await settle(pilot)
            assert "KOH" in text_of(app) and "[OH]K" not in text_of(app)
            board.selection = [parse_unit("K"), parse_unit("[ClO2**]")]
            board.refresh()
            await settle(pilot)
            assert "KClO₄ (✱×2)" in text_of(app) and "**" not in text_of(app)

    asyncio.run(run())
