"""Das Chemie-Kartenspiel board as a German newcomer met it at 80×24: a stable card alone, the
charge a card starts at, and moving through the hand's rows (rule IDs in each test)."""

from __future__ import annotations

import asyncio

from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue


def test_ck14_a_stable_card_alone_is_laid_at_charge_0_whatever_charge_was_showing() -> None:
    """CK-14 (decided: a lone stable card takes its elemental charge 0): Ag shows +1 first; picked
    alone and laid with ``l`` it lies as Ag, not refused with "the total charge is +1"."""

    async def run() -> None:
        state = rig(["Ag H Cl", "K"], pile="O*20")
        app = BoardApp(state, 0, "de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            ag = catalogue().by_symbol["Ag"]
            await move_to(pilot, board, "card", ag)
            assert "Ag×1 +1" in text_of(app)  # its first charge, as the card lists them
            await pilot.press("enter")
            await settle(pilot)
            assert "Gesamtladung" not in text_of(app) and "✓" in text_of(app), text_of(app)
            # the draft shows the charge it lies at; the used-up card has left the hand (play-through 10)
            assert "Ag×0" not in text_of(app), text_of(app)
            assert "Ladung 0" in text_of(app), text_of(app)
            await pilot.press("l")
            await settle(pilot)
            assert any(isinstance(a, Lay) for a in app.chosen), app.chosen
            placed = [p for p in state.table[0]]
            assert len(placed) == 1 and placed[0].compound.cards() == {ag: 1}

    asyncio.run(run())


def test_ck12_a_charge_chosen_for_one_compound_does_not_carry_to_the_next_turn() -> None:
    """CK-12: the charge chosen for an element holds within one compound. The next compound starts
    every card at its first charge again (the newcomer saw "H×2 -1" carried over)."""

    async def run() -> None:
        state = rig(["Li H H Na Cl", "K"], pile="O*40")
        app = BoardApp(state, 0, "de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            cat = catalogue()
            h = cat.by_symbol["H"]
            await move_to(pilot, board, "card", cat.by_symbol["Li"])
            await pilot.press("enter")
            await move_to(pilot, board, "card", h)
            await pilot.press("c")  # H +1 -> -1: lithium hydride
            assert board._charge_of(h) == -1
            await pilot.press("enter", "l")
            await settle(pilot)
            assert state.table[0], "LiH was not laid"
            # the other seat's turn, then this seat's next turn
            for _ in range(10):
                if state.current == 0 and GAME.legal_actions(state, 0) and state.phase == "build":
                    break
                seat = state.current
                GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
            app.refresh_board()
            await settle(pilot)
            assert board._charge_of(h) == 1
            assert "H×1 +1" in text_of(app), text_of(app)

    asyncio.run(run())


WIDE_HAND = "H Li Na K O Cl F Br C N S Mg Ca Al Fe Cu Zn Ag Mn Cr Ni Sn Ba Pb"


def _centre(app, board: ChemieBoard, index: int) -> tuple[int, int]:
    """(line, middle column) of item ``index`` as drawn on screen, found by its label."""
    from rich.cells import cell_len

    label = board._label(index)
    rows = board.rows
    r = next(n for n, row in enumerate(rows) if index in row)
    lines = [line for line in text_of(app).split("\n") if all(board._label(i) in line for i in rows[r])]
    line = lines[0]
    at = line.index(label)
    return r, cell_len(line[:at]) + cell_len(label) // 2


def test_ck_hand_up_down_keep_the_column_and_home_end_stay_in_their_list() -> None:
    """Moving through the hand (the newcomer picked wrong cards: Home/End jumped to the whole hand's
    ends, ↑/↓ landed in unpredictable columns): ↓ goes to the item of the next row nearest the
    column ↓ started from, ↓↓ and ↑↑ keep that column, ↑ after ↓ comes back to the same item.
    Home/End go to the first/last card of the hand, or combination, never from one list into the
    other (play-through 15 zh 8: End stopped at the end of the row, not on the last card)."""

    async def run() -> None:
        state = rig([WIDE_HAND, "K"], pile="O*20")
        app = BoardApp(state, 0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            rows = board.rows
            assert len(rows) >= 3, rows
            start = rows[0][len(rows[0]) // 2 + 1]
            for _ in range(start):
                await pilot.press("right")
            assert board.cursor == start
            _, x0 = _centre(app, board, start)
            for step in (1, 2):
                await pilot.press("down")
                row = rows[step]
                assert board.cursor in row
                nearest = min(row, key=lambda i: abs(_centre(app, board, i)[1] - x0))
                assert abs(_centre(app, board, board.cursor)[1] - x0) == abs(
                    _centre(app, board, nearest)[1] - x0), (step, board.cursor, nearest)
            await pilot.press("up", "up")
            assert board.cursor == start  # back where ↓↓ started
            await pilot.press("down")
            cards = [i for i, (kind, _) in enumerate(board.entries) if kind == "card"]
            await pilot.press("end")
            assert board.cursor == cards[-1] != len(board.entries) - 1
            await pilot.press("home")
            assert board.cursor == 0
            await pilot.press("up")
            assert board.cursor in rows[0]

    asyncio.run(run())
