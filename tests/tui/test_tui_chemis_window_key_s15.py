"""Play-through 14 zh 6 (CH-10, CH-11): a judgement or dying round waiting for another seat (a
computer that judges) named the key "(p)" although this screen could not use it, and p did nothing.
The key is named only to the seat whose answer is awaited."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put

LANGS = ("zh", "de", "en")
PASS_KEY = ("(p)", "（p）", "(p:", "（p ")


def _judged(lang: str) -> Match:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    st = match.state
    clear_hand(st, 0)
    give(st, 0, "Na", "Cl", "filter")
    it = put(st, 0, "H2O", source=1, judged=False)
    st.stack.append(Judgement(0, (it.uid,), 0, 0))
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_zh6_ch10_the_pass_key_is_named_only_to_the_seat_asked(lang: str) -> None:
    app = app_for(_judged(lang), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = app.screen.query_one("#board")
        view = board.view
        assert isinstance(view.window, Judgement) and view.window.at == 0
        mine = board._window_text(view).plain
        assert any(key in mine for key in PASS_KEY), mine  # asked: the key is named
        other = dataclasses.replace(view, stack=(*view.stack[:-1], view.window._replace(at=1)))
        theirs = board._window_text(other).plain
        assert "Curie" in theirs, theirs
        assert not any(key in theirs for key in PASS_KEY), theirs
