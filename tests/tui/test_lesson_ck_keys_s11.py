"""Play-through 10 (zh, issues 12/21): the Chemie-Kartenspiel lesson asked for OH "from the row below
your cards", but ↓ from Na lands on H₂O there, so the instruction and the cursor disagreed. The
first step now says which keys do what (←→ move, ⏎ pick, ↓ to the row below, ←→ to OH, l), and
this test presses exactly those keys on the lesson's first deal at 80×24 in every language."""

from __future__ import annotations

from typing import Any

import pytest
from lesson_walk import LEARNER
from tui_helpers import app_for, settle, sync

from chemcards.core.registry import get_game
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.lessons import load_lesson
from chemcards.tui.lesson import GuidedTable


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_ck_lesson_first_step_keys_do_what_its_text_says(lang: str) -> None:
    lesson = load_lesson("chemie-kartenspiel")
    game = get_game(lesson.game)
    match = lesson.new_match("You", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang=lang, games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        prompt = table.prompt
        # the text names every key the step takes, in this order
        at = 0
        # play-through 11 (de 13, zh 6): ↓ lands on the combination the text names, [OH]⁻ as the
        # rulebook writes it; no ←→ between
        for key in ["←→", "⏎", "Na +1", "↓", "[OH]⁻", "⏎", " l "]:
            at = prompt.find(key, at)
            assert at >= 0, (prompt, key)
        board: Any = table.board
        na = ("card", catalogue().by_symbol["Na"])
        for _ in range(len(board.entries)):  # ←→ to Na
            if board.entries[board.cursor] == na:
                break
            await pilot.press("right")
        await pilot.press("enter")  # ⏎ picks it
        await pilot.press("down")  # ↓ to the row below the cards: the combinations
        assert board.entries[board.cursor][0] == "combo", board.entries[board.cursor]
        # the combinations are that row and only that row, with Na gone from the cards above (OH
        # used to move up beside the cards once a used-up card left the hand)
        combos = [i for i, (kind, _) in enumerate(board.entries) if kind == "combo"]
        assert [i for row in board.rows for i in row if i in combos] == combos
        assert any(row == combos[:len(row)] for row in board.rows), board.rows
        assert all(board.entries[i][0] == "card" for i in board.rows[0])
        oh = parse_unit("[OH]")
        assert board.entries[board.cursor] == ("combo", oh), board.entries[board.cursor]
        await pilot.press("enter", "l")
        await settle(pilot)
        mine = [text for seat, text in match.record.actions if seat == LEARNER]
        assert mine[:3] == ["add Na", "add [OH]", "lay"], mine
        assert table.guide.done[[m.key for m in lesson.milestones].index("add")]
