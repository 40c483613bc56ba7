"""CC-4: when the first card turned up is a Wild, the first player names its colour before
anything else. ``d`` then drew nothing and said nothing (found by CI stop 33, where a test pressed
``d`` there): one line says the colour comes first, and the game is unchanged."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import COLOR
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine
from chemcards.tui.text import after_label


def _wild_first() -> Match:
    """A seeded two-seat game whose first card is a Wild: seat 0 is to name its colour (CC-4)."""
    for seed in range(400):
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        if match.to_act() == (0,) and all(a.kind == COLOR for a in match.legal(0)):
            return match
    raise AssertionError("no Wild first card in 400 seeded games")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc4_d_before_the_first_colour_is_named_says_the_colour_comes_first(lang: str) -> None:
    match = _wild_first()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table: Any = table_of(app)
        actions = list(match.record.actions)
        table.focus_board()
        await pilot.press("d")
        await pilot.pause()
        # a refusal: after the line's label the sentence goes on in lower case ("Not allowed: first …")
        assert table.query_one(NoticeLine).message == after_label(ui("cc_name_colour_first", lang), lang)
        assert match.record.actions == actions
        await pilot.press("2")  # the colour named, play goes on (CC-4)
        await settle(pilot)
        assert len(match.record.actions) > len(actions)
