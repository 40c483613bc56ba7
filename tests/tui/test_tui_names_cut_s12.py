"""Shortened names keep their number (session 12, footer12 point 2; play-through 11 de #8):
"▶Spieler… 0" lost the "1" of "Spieler 1", and the seats panel ended a cut detail in "·…"."""

from __future__ import annotations

from rich.cells import cell_len

from chemcards.tui.board_base import cut_name
from chemcards.tui.table import SeatParts


def test_a_cut_name_keeps_its_trailing_number() -> None:
    assert cut_name("Spieler 1", 9) == "Spieler 1"
    assert cut_name("Spieler 1", 6) == "Spie…1"
    assert cut_name("Spieler 12", 6) == "Spi…12"
    assert cut_name("玩家12", 5) == "玩…12"
    assert cut_name("Maximilian", 6) == "Maxim…"
    for width in range(1, 10):
        assert cell_len(cut_name("Spieler 1", width)) <= width


def test_a_seat_line_cut_keeps_the_number_and_no_dot_before_the_ellipsis() -> None:
    part = SeatParts("", "Spieler 1", "", "", "8 Karten · 29 Punkte · 3 Verbindungen")
    line = part.one_line(22, "").plain
    assert "1" in line.split()[0] or "…1" in line, line
    lines = [t.plain for t in part.lines(16, "", long=False)]
    assert not any(t.rstrip().endswith(("·…", "· …")) for t in lines), lines


def test_a_substitute_keeps_its_one_mark_and_its_name_gives_way() -> None:
    """"1 Spi… [Computer-Ersatz]" (play-through 11 de #8) was met by shortening the mark to
    "[Computer]"; play-through 15 (de 6) then read "[Computer-Ersatz]" in the top line beside
    "[Computer]" in the Seats panel: one term everywhere. The name gives way, keeping its number."""
    from chemcards.core.seats import Seat
    from chemcards.tui.table import seat_parts

    seat = Seat("Spieler 1").as_substitute()
    part = seat_parts(seat, "Spieler 1 [Computer-Ersatz]: 7 Karten", "de")
    assert part.long_mark.strip() == part.mark.strip() == "[Computer-Ersatz]"
    line = part.one_line(33, "").plain
    assert "[Computer-Ersatz]" in line and "7 Karten" in line and "…1" in line, line
