"""Play-through 16 zh 6: the saved-games list joined its seats with ASCII ", " in Chinese
("玩家1, 玩家2"); the log joins names with "、" (``join_list``), and so does the list now."""

from __future__ import annotations

from chemcards.core.seats import Seat
from chemcards.tui.saved_games import seats_text


def test_seats_joined_like_the_log() -> None:
    seats = [Seat(name="玩家1"), Seat(name="玩家2")]
    assert seats_text(seats, "zh") == "玩家1、玩家2"
    assert seats_text(seats, "de") == "玩家1, 玩家2"
    assert seats_text(seats, "en") == "玩家1, 玩家2"
