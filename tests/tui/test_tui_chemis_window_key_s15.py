"""Play-through 14 zh 6 (CH-10, CH-11): a judgement or dying round waiting for another seat (a
computer that judges) named the key "(p)" although this screen could not use it, and p did nothing.
The key is named only to the seat whose answer is awaited."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from test_tui_chemis_s12 import _judged_water
from tui_helpers import app_for, settle, sync

from chemcards.games.chemis.state import Judgement

LANGS = ("zh", "de", "en")
PASS_KEY = ("(p)", "（p）", "(p:", "（p ")


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_zh6_ch10_the_pass_key_is_named_only_to_the_seat_asked(lang: str) -> None:
    app = app_for(_judged_water(lang), lang=lang)  # water in the person's zone, they are asked
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
