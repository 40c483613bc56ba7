"""Play-through 20, de 9: the Metallurgie score row began a row with the bar that parts its pieces,
„ │ Bonus: Fe Cu Ag Au“ (online, 2 seats) and „│ Stapel 80 │ Bonus: …“ (4 seats). A piece that
opens a row of its own has no bar before it; between pieces on one row the bar stays."""

from __future__ import annotations

import pytest
from rich.text import Text

from chemcards.games.metallurgie.board import ScoreView

SEATS = {2: ["▶Spieler 1 0 ", " Mendelejew [Computer] 0 "],
         4: ["▶Spieler 1 0 ", " Mendelejew [Computer] 2 ", " Curie [Computer] 1 ", " Bohr [Computer] 0 "]}
TAIL = ["│ Stapel 80", " │ Bonus: Fe Cu Ag Au"]


@pytest.mark.parametrize(("seats", "width"), [(2, 40), (2, 50), (4, 79), (4, 60)])
def test_pt20_de9_no_row_of_the_score_row_begins_with_a_bar(seats: int, width: int) -> None:
    view = ScoreView()
    view.variants = [[(Text(p), "") for p in SEATS[seats]]]
    view.tail = [(Text(p), "") for p in TAIL]
    rows = [row.plain for row in view.lines(width)]
    assert len(rows) > 1, rows  # the widths make the row wrap
    assert not any(row.lstrip().startswith("│") for row in rows), rows
    assert any("│" in row for row in rows), rows  # a bar still parts pieces on one row
    text = " ".join(rows)
    assert "Stapel 80" in text and "Bonus: Fe Cu Ag Au" in text, rows  # nothing lost
