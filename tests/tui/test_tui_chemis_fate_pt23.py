"""Play-through 23, en 1 (CH-11): the story a person reads when they died, fifteen lines of the log,
was drawn against the top left corner and seemed to a tester cut at its top. A helper's five games
drew it whole every time; it now stands centred as every other dialog does, and at 80×24 with more
lines than it holds it shows its frame once, the end of the story and the OK button, and scrolls
(↑) to the rest. The same for Color Clash's round result and the turn's end."""

from __future__ import annotations

import re

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import FateScreen
from chemcards.i18n import ui

LINES = [f"Dalton plays into your zone (A): Zn + [CO3] → ZnCO₃ ({i + 1})" for i in range(15)]


@pytest.mark.parametrize("size", [(80, 24), (160, 48)])
@sync
async def test_pt23_en1_the_death_story_stands_whole_and_centred(size: tuple[int, int]) -> None:
    match = Match(GAME, [Seat("Player 1"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang="en")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.push_screen(FateScreen("Player 1, you are dead. This is what happened:", LINES, "en"))
        await settle(pilot)
        rows = screen_text(app).splitlines()
        tops = [r for r in rows if "█▀▀▀" in r]
        bottoms = [r for r in rows if "█▄▄▄" in r]
        assert len(tops) == 1 and len(bottoms) == 1, "\n".join(rows)
        top = rows.index(tops[0])
        left = tops[0].index("█")
        right = size[0] - (tops[0].rindex("█") + 1)
        assert abs(left - right) <= 1 and left > 0, tops[0]  # centred across
        if size[1] > 24:  # room above it: centred down too, not at the top
            assert top > 1, tops[0]
        body = "\n".join(rows)
        assert "you are dead" in body and LINES[-1] in body and ui("ok", "en") in body, body
        # the story's start is a scroll away, not lost
        if size[1] == 24:
            assert LINES[0] not in body
        for _ in range(len(LINES)):
            await pilot.press("up")
        await pilot.pause()
        assert LINES[0] in screen_text(app)
        assert not re.search(r"█▀▀▀.*\n(.*\n)*.*█▀▀▀", screen_text(app))
