"""Play-through 17 (session 17) at the Chemie-Kartenspiel's table, en 1: hand Na×2 O Tc×2 Pt ✱,
Na, Na and then Tc picked with ⏎ by mistake ("✗ The total charge is +9, not 0."); `h` said "pass
and draw 4 cards (type “pass”) — the only move there is", though dropping Tc and adding O lays Na₂O
(CK-8). Since play-through 18 en 3, ⏎ on Tc there is refused with the engine's reason; the hint
names the way on, in de, en and zh."""

from __future__ import annotations

import re

import pytest
from test_tui_cc_hint import press_h
from test_tui_ck_pt16 import _match4, _pick
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine

HELD = "Na*2 O Tc*2 Pt Protomaterie"


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en1_the_pick_that_spoils_the_compound_is_refused_and_the_hint_goes_on(lang: str) -> None:
    """en 1 (CK-8): Na, Na picked on the board, then Tc: since play-through 18 en 3 the engine's
    rule refuses Tc at ⏎ (no compound holds Na, Na and Tc; the typed "add" says the same), so the
    picks stay Na, Na, and the hint names the next step to Na₂O, never "pass … the only move
    there is". (From a draft no compound holds, the hint's drop: tests/chemie_kartenspiel/
    test_ck_pt17.py.)"""
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.rules import add_refusal
    from chemcards.games.chemie_kartenspiel.search import unit_lookup
    from chemcards.tui.text import refusal_text

    match = _match4(HELD)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        cat = catalogue()
        for sym in ("Na", "Na", "Tc"):
            await _pick(pilot, board, ("card", cat.by_symbol[sym]))
        assert len(board.selection) == 2, board.message
        tc = unit_lookup()[(cat.by_symbol["Tc"], board._charge_of(cat.by_symbol["Tc"]), -1)]
        refused = add_refusal(tuple(match.state.hands[0]), tuple(sorted(board.selection)), tc)
        # on the notice line, where the same step typed is answered (play-through 20 de 4)
        notice = app.screen.query_one(NoticeLine).message or ""
        assert refused is not None and refusal_text(GAME, refused, lang)[1:] in notice, notice
        await press_h(pilot, app)
        line = table.hint_shown or ""
        assert ui("hint_only_move", lang) not in line, line
        move = re.split("[—–。]", line)[0]  # the move, before the reason
        assert t("do_skip", lang) not in move, line
        assert "O" in move, line


@sync
async def test_en1_after_the_last_card_of_a_kind_the_cursor_is_on_the_card_now_in_its_place() -> None:
    """en 1, second half: the last Na picked leaves the hand (play-through 10: no "Na×0" entries),
    the cards after it move up one place, and the cursor stays where it was: on the card now
    there (O), the next of the hand, not one further."""
    app = app_for(_match4(HELD), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        cat = catalogue()
        na = ("card", cat.by_symbol["Na"])
        board.cursor = board.entries.index(na)
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert na not in board.entries
        assert board.entries[board.cursor] == ("card", cat.by_symbol["O"]), board.entries
