"""Play-through 23, en 3 (CK-18, CK-19): the board offered "H₂O (✱×1)" but a new player found no way
to use the joker in it: ⏎ on ✱ attached it as a shield, and the line under the hand said only
"joker (✱) in combinations". That line now says where the joker is used (the combinations marked
✱, in the row below the cards: ↓, ⏎) and what ⏎ on ✱ itself does; following it uses the joker."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle

from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import units
from chemcards.games.chemie_kartenspiel.texts import t

GAME = get_game("chemie-kartenspiel")


def _match() -> Match:
    """Seed 1 deals the person H, O, O, Mg, P and two Protomaterie: [OH]⁻, H₂O and [PO₄]³⁻ with
    jokers are on offer (the person begins)."""
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1)
    assert list(match.to_act()) == [0]
    assert any(str(a).startswith("add [") and "*" in str(a) for a in match.legal(0))
    return match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt23_en3_the_joker_line_leads_to_a_combination_that_uses_it(lang: str) -> None:
    async def run() -> None:
        match = _match()
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board: Any = app.screen.board  # type: ignore[attr-defined]
            proto = ("card", catalogue().proto)
            for _ in range(len(board.entries)):
                if board.entries[board.cursor] == proto:
                    break
                await pilot.press("right")
            assert board.entries[board.cursor] == proto
            help_line = t("board_joker_help", lang)
            # the line names both keys, and stands whole on the screen (over its two lines)
            assert "↓" in help_line and "⏎" in help_line and "✱" in help_line
            board_side = [re.split(r"[│╭╰]", line)[0] for line in screen_text(app).splitlines()]
            shown = "".join("".join(board_side).split())
            assert "".join(help_line.split()) in shown, screen_text(app)
            # doing what it says: ↓ to the combinations, to one marked ✱, ⏎
            await pilot.press("down")
            assert board.entries[board.cursor][0] == "combo", board.entries[board.cursor]
            for _ in range(len(board.entries)):
                kind, unit = board.entries[board.cursor]
                if kind == "combo" and units()[unit].jokers:
                    break
                await pilot.press("right")
            kind, unit = board.entries[board.cursor]
            assert kind == "combo" and units()[unit].jokers, board.entries[board.cursor]
            await pilot.press("enter")
            await settle(pilot)
            assert unit in board.selection, board.selection
            assert not board.shield  # a joker in the compound, not a shield (CK-19)

    asyncio.run(run())
