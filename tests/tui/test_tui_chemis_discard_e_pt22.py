"""Play-through 22, zh 6 (CH-9): while the hand limit asks the person to discard, ``e`` (end the
turn) did nothing and said nothing. One line says to discard first; nothing changes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import HandLimit
from chemcards.games.chemis.texts import t
from chemcards.tui.notice import NoticeLine
from chemcards.tui.text import after_label


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt22_zh6_ch9_e_while_discarding_says_discard_first(lang: str) -> None:
    helpers = str(Path(__file__).parent.parent / "chemis")
    if helpers not in sys.path:
        sys.path.insert(0, helpers)
    from chemis_helpers import give

    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table: Any = table_of(app)
        st = match.state
        give(st, 0, "Fe", "Cu", "Zn", "Mg", "Ag", "H", "Cl", "Na", "K", "Ca")
        st.stack[:] = [HandLimit(0)]  # CH-9: seat 0 discards down to its limit now
        assert 0 in match.to_act() and all(type(a).__name__ == "Drop" for a in match.legal(0))
        table.render_table()
        table.refresh_bindings()
        await pilot.pause()
        table.focus_board()
        actions, hand = list(match.record.actions), list(st.hands[0])
        await pilot.press("e")
        await pilot.pause()
        assert table.query_one(NoticeLine).message == after_label(t("discard_first", lang), lang)
        assert match.record.actions == actions and list(st.hands[0]) == hand
