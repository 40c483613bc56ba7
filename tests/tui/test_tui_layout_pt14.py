"""Lines cut at 80×24 (issue 12; play-through 14, English tester).

1. en 5: Metallurgie in German with four seats at 80×24: the score row read "Bohr [Computer] 0
   Dalton [Computer] 0 │ Stapel …│" — the pile count, game information, was cut away. Names are
   cut (with "…", their number kept) before the count; the computer mark stays whole (CC-24).
2. Play-through 18, de 6: three seats with bonus cards (MT-13) read "▶Spie…1 0  Curie [Computer]
   0  Bohr [Computer] 0" — a name cut while the field had rows to spare. A third row is taken
   before any name is cut.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.i18n import computer_mark, tr
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME as METALLURGIE

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import table

LANGS = ("de", "en", "zh")


def _metallurgie(lang: str) -> Any:
    seats = [Seat(tr("ui", "default_person", lang, n=1)), Seat("Curie", "computer", "easy"),
             Seat("Bohr", "computer", "easy"), Seat("Dalton", "computer", "easy")]
    state = table({(0, 0): "Fe"}, [["Au", "Cu", "Fe"], ["Fe"], ["Fe"], ["Fe"]],
                  pile=["Fe"] * 38 + ["Cu"] * 28 + ["Ag"] * 13 + ["STOP"])
    match = Match(METALLURGIE, seats, {}, seed=1)
    state.seats = list(seats)
    match.state = state
    return app_for(match, lang=lang, games=registry.games())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", [3, 4])
@sync
async def test_pt18_de6_metallurgie_names_whole_with_bonus_cards(lang: str, n: int) -> None:
    """Play-through 18, de 6 (MT-13 bonus cards on): at 80×24 the score row cut the person's own
    name ("Spie…1") to keep two rows; with three and four seats every name is whole now, on up to
    three rows, with the pile count and the bonus cards (MT-13) after them."""
    person = tr("ui", "default_person", lang, n=1)
    names = ["Curie", "Bohr", "Dalton"][:n - 1]
    seats = [Seat(person), *(Seat(name, "computer", "easy") for name in names)]
    match = Match(METALLURGIE, seats, {"bonus": "on"}, seed=3)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = app.screen.query_one("#mt-scores").render().plain.split("\n")
        assert len(rows) <= 3 and "…" not in "".join(rows), rows
        row = " ".join(rows)
        for name in (person, *names):
            assert f"{name}" in row, rows
        assert row.count(computer_mark(lang).strip()) == n - 1, rows
        assert "Fe" in rows[-1] and "Au" in rows[-1], rows  # the bonus cards on the table (MT-13)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_en5_metallurgie_score_row_keeps_the_pile_count(lang: str) -> None:
    """Play-through 14 en 5: four seats at 80×24: the pile count is always whole; names give way
    first, the computer marks (CC-24), every seat's points and the seat's number stay."""
    app = _metallurgie(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        view = app.screen.query_one("#mt-scores")
        rows = view.render().plain.split("\n")
        row = " ".join(rows)
        assert len(rows) <= 3, rows
        pile = tr("metallurgie", "board_pile", lang, count=80)
        # whole, after a bar or opening a row of its own without one (play-through 20, de 9)
        assert any(re.search(rf"(^|│ ){re.escape(pile)}(\s|$)", r) for r in rows), rows
        assert row.count(computer_mark(lang).strip()) == 3, rows
        assert re.search(r"1 0\b", row), rows  # "Spieler 1" keeps its number ("Spiel…1 0")
        assert len(re.findall(r" 0(\s|$)", row)) == 4, rows  # every seat's points
        for name in ("Cu", "Bo", "Da"):
            assert name in row, rows
