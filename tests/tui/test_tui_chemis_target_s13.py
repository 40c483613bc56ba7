"""Play-through 12 (en#10), CH-6: the target line "◎ Target: your zone · 1–2 · pile 121 · discard 0"
did not say that "1–2" are keys that choose the zone a play goes to; only the guided game said so.
The line says it in de, en and zh, and at 80×24 it breaks between its parts, never inside one."""

from __future__ import annotations

import re
from typing import Any

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME

LANGS = ("zh", "de", "en")
NAMES = {"zh": ("小明", "Curie"), "de": ("Anna", "Curie"), "en": ("Ann", "Curie")}
#: the words that say "keys" and "change" beside the numbers
KEYS = {"en": ("keys 1–2", "change"), "de": ("Tasten 1–2", "wechseln"), "zh": ("按 1–2", "换")}


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ch6_en10_the_target_line_says_its_numbers_are_keys_to_change_the_zone(lang: str) -> None:
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = app.screen.query_one("#board")
        for ident in range(2):
            await pilot.press(str(ident + 1))
            await pilot.pause()
            line = board._window_text(board.view).plain
            keys = line.split("·")[1]
            assert all(word in keys for word in KEYS[lang]), line
            window = app.screen.query_one("#chemis-window")
            rows = [row.strip() for row in region_text(app, window.region) if row.strip()]
            parts = [part.strip() for part in re.split(r"·|\n", line)]  # the pile on its own row
            assert all(any(part in row for row in rows) for part in parts[1:]), rows
