"""Play-through 17 (session 17) at the Chemie-Kartenspiel's table, en 1: hand Na×2 O Tc×2 Pt ✱,
Na, Na and then Tc picked with ⏎ by mistake ("✗ The total charge is +9, not 0."); `h` said "pass
and draw 4 cards (type “pass”) — the only move there is", though dropping Tc and adding O lays Na₂O
(CK-8). The hint names the drop of Tc, in de, en and zh."""

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

HELD = "Na*2 O Tc*2 Pt Protomaterie"


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en1_the_hint_drops_the_pick_that_spoils_the_compound(lang: str) -> None:
    """en 1 (CK-8): Na, Na, Tc picked on the board: the hint is "take Tc out again" with its typed
    form, never "pass … the only move there is"."""
    app = app_for(_match4(HELD), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        cat = catalogue()
        for sym in ("Na", "Na", "Tc"):
            await _pick(pilot, board, ("card", cat.by_symbol[sym]))
        assert len(board.selection) == 3, board.message
        await press_h(pilot, app)
        line = table.hint_shown or ""
        assert ui("hint_only_move", lang) not in line, line
        move = re.split("[—–。]", line)[0]  # the move, before the reason
        assert t("do_skip", lang) not in move, line
        assert "Tc" in move, line
