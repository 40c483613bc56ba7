"""Play-through 17, en 7: Metallurgie's seats panel put the kept cards in brackets on a line of
their own, "(Ag×1 +bonus Ag)", and cut a long one inside its brackets, "(Fe×1 Cu×1 Ag×1 Au×1…",
an opening bracket never closed. The other games' panels read "3 cards · 2 points" and nothing in
brackets under it: the kept cards (MT-11) and bonus cards (MT-13) now stand under the counts as a
plain list, without brackets, wrapped at their spaces."""

from __future__ import annotations

import re

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.texts import seat_lines

LANGS = ("en", "de", "zh")


def four_seats_with_points() -> Match:
    """Four seats; Bohr keeps one card of every metal and holds three bonus cards (MT-11, MT-13),
    Ann one silver and the silver bonus, Curie one copper, Meitner nothing yet."""
    seats = [Seat("Ann"), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Meitner"))]
    match = Match(GAME, seats, {"bonus": "on"}, seed=1)
    state = match.state
    state.points = [[0, 0, 1, 0], [0, 1, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0]]
    state.bonus_owner = [2, 2, 0, 2]  # Fe, Cu, Au to Bohr, Ag to Ann
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt17_en7_kept_cards_stand_under_the_counts_without_brackets(lang: str) -> None:
    """en 7 (MT-11, MT-13) at 80×24, four seats: no line of the seats panel opens a bracket it
    does not close or stands in brackets, and every kept card and bonus card is there in full."""
    match = four_seats_with_points()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one("#seats")
        rows = [row.strip("│ ▶◉").strip() for row in region_text(app, panel.content_region)]
        text = "\n".join(rows)
        for row in rows:
            assert not re.match(r"[(（]", row), text
            assert row.count("(") == row.count(")") and row.count("（") == row.count("）"), text
        words = " ".join(text.split())
        for kept in ("Fe×1 Cu×1 Ag×1 Au×1", "Fe Cu Au", "Ag×1", "Cu×1"):
            assert kept in words, text
        assert "…" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_pt17_en7_seat_line_keeps_its_counts_first_as_in_the_other_games(lang: str) -> None:
    """The game's seat line (also read by ``chemcards replay``) starts with the counts the other
    games' lines have, "3 cards · 7 points", and says the kept cards after them."""
    match = four_seats_with_points()
    line = seat_lines(match.view(0), lang)[2]
    counts = {"en": "3 cards · 7 points", "de": "3 Karten · 7 Punkte", "zh": "3 张牌 · 7 分"}[lang]
    assert line.startswith(counts) and "Fe×1 Cu×1 Ag×1 Au×1" in line, line
