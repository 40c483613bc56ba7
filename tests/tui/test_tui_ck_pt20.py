"""Play-through 20 at the Chemie-Kartenspiel's table (session 21), and play-through 19 en 6.

de 2: ⏎ on "Ne×1 0 S" ("Compound: Ne"), `u` ("1 move taken back"), then ctrl+y said "Nothing to
redo", twice: the pick was the board's own, which `u` takes back first, and redo asked the match
only. de 4 / zh 6: ⏎ on a card once the compound is complete, and `c` on a card with one charge,
seemed to say nothing; `: nimm Os` said "Your compound is already complete: lay it out." pt19 en 6:
the move box's example "add Fe(+3)" named a card the hand did not hold."""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_ck_s14 import _match, _type
from textual.widgets import Input
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import unit_lookup
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settle import MOVE_SETTLE

ADD = {"zh": "加", "de": "nimm", "en": "add"}
HELD = "Ne Na Br Os P Ca"


def _notice(app: Any) -> str:
    return app.screen.query_one(NoticeLine).message or ""


def _unit(symbol: str, charge: int) -> int:
    return unit_lookup()[(catalogue().by_symbol[symbol], charge, -1)]


async def _enter_on(pilot: Any, board: ChemieBoard, symbol: str) -> None:
    board.cursor = board.entries.index(("card", catalogue().by_symbol[symbol]))
    await pilot.press("enter")
    await settle(pilot)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt20_de2_ctrl_y_puts_back_the_pick_u_took_back(lang: str) -> None:
    """de 2 (issue 19, docs/practice.md: ctrl+y puts back what `u` took back): ⏎ on Ne, `u`, ctrl+y:
    Ne is in the compound again and the line says one move was played again; a second ctrl+y has
    nothing left to put back."""
    app = app_for(_match(HELD), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        ne = _unit("Ne", 0)
        await _enter_on(pilot, board, "Ne")
        assert board.selection == [ne]
        await pilot.press("u")
        await settle(pilot)
        assert board.selection == [] and ui("undo_done", lang, n=1)[1:] in _notice(app)
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert board.selection == [ne], _notice(app)
        assert ui("redo_done", lang, n=1)[1:] in _notice(app)
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert board.selection == [ne]
        assert ui("redo_none", lang)[1:] in _notice(app)  # after "Not allowed:" in small letters
        assert table_of(app).match.record.actions == []  # the board's picks, none of the match's


@sync
async def test_pt20_de2_a_pick_after_u_ends_what_ctrl_y_may_put_back() -> None:
    """de 2, the other side (docs/practice.md: redo "until a different move was made"): ⏎ on Ne,
    `u`, ⏎ on Na, ctrl+y: Ne does not come back over the new pick, and the line says so."""
    app = app_for(_match(HELD), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        await _enter_on(pilot, board, "Ne")
        await pilot.press("u")
        await settle(pilot)
        await _enter_on(pilot, board, "Na")
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert board.selection == [_unit("Na", 1)]
        assert ui("redo_none", "en")[1:] in _notice(app)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt20_de4_ck13_enter_after_a_complete_compound_says_what_typing_says(lang: str) -> None:
    """de 4 (CK-13: a compound no part of which is one already): NaBr typed, complete; ⏎ on Os
    and then on P are refused with the line `: nimm Os` gives, on the notice line, at each press."""
    app = app_for(_match(HELD), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        await _type(pilot, f"{ADD[lang]} Na")
        await _type(pilot, f"{ADD[lang]} Br")
        app.clock.advance(MOVE_SETTLE)
        await settle(pilot)
        board.focus()
        before = list(board.selection)
        assert len(before) == 2
        complete = t("draft_complete", lang)[1:]  # after "Not allowed:" in small letters
        await _enter_on(pilot, board, "Os")
        assert complete in _notice(app), _notice(app)
        app.screen.query_one(NoticeLine).clear()
        await _enter_on(pilot, board, "P")  # said again, not left standing from the first press
        assert complete in _notice(app), _notice(app)
        assert board.selection == before and board.message == ""
        await _type(pilot, f"{ADD[lang]} Os")
        assert complete in _notice(app), _notice(app)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt20_zh6_ck12_c_on_a_card_with_one_charge_answers_on_the_notice_line(lang: str) -> None:
    """zh 6 (CK-12: `c` switches between a card's charges): `c` on Ca says that Ca has only the one
    charge, +2, where the table answers keys."""
    app = app_for(_match(HELD), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["Ca"]))
        await pilot.press("c")
        await settle(pilot)
        assert t("board_one_charge", lang, symbol="Ca", charge="+2") in _notice(app), _notice(app)


async def _example(pilot: Any) -> str:
    await pilot.press("colon")
    await pilot.pause()
    placeholder = str(pilot.app.screen.query_one("#move-input", Input).placeholder)
    await pilot.press("escape")
    await pilot.pause()
    return placeholder


@pytest.mark.parametrize(("lang", "held", "example"), [
    ("en", "Na Cl S Ca", "add S(−2)"),  # a card with several charges: its charge is typed (CK-12)
    ("de", "Na Cl S Ca", "nimm S(−2)"),
    ("zh", "Na Cl S Ca", "加 S(−2)"),
    ("en", "Na Cl K", "add Cl"),  # cards of one charge only
    ("en", "H Na O Cl", "add H(+1)"),  # at the charge the hand shows (“H×1 +1”), not H(−1)
])
@sync
async def test_pt19_en6_the_move_box_example_is_a_hand_move(lang: str, held: str, example: str) -> None:
    """pt19 en 6: the move box's example is a step the person may take with the cards they hold,
    in their words, and no card they do not hold (the fixed example "add Fe(+3)")."""
    app = app_for(_match(held), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = await _example(pilot)
        assert example in shown and "Fe" not in shown, shown
        await _type(pilot, example)  # and it is a move the table takes
        assert len(app.screen.query_one(ChemieBoard).selection) == 1, _notice(app)


@sync
async def test_pt19_en6_the_example_follows_the_compound_on_the_board() -> None:
    """pt19 en 6 with a card picked with ⏎: the example is a step from the compound the board
    shows (the hint's position), not a card already used up."""
    app = app_for(_match("Na Cl K"), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        await _enter_on(pilot, board, "Cl")
        shown = await _example(pilot)
        assert "add Na" in shown or "add K" in shown, shown


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt20_de4_backspace_with_nothing_picked_answers(lang: str) -> None:
    """de 4, "no key in the footer is silent": the footer offers ⌫ while building; with nothing
    picked it says so, and nothing changes."""
    app = app_for(_match(HELD), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        await pilot.press("backspace")
        await settle(pilot)
        assert board.selection == [] and t("board_nothing_picked", lang) in _notice(app), _notice(app)
