"""Snapshots a German reader checks (issue 21) and the CC-26 round result at 80×24. The SVGs under
__snapshots__ were looked at before they were committed; update them with --snapshot-update only
after looking at the difference."""

from __future__ import annotations

from typing import Any

from tui_helpers import make_app, people, settle

from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC


async def settled(pilot: Any) -> None:
    await settle(pilot)
    await pilot.pause(0.2)


def test_snapshot_color_clash_table_german_80x24(snap_compare: Any) -> None:
    seats = [Seat("Spieler 1"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    assert snap_compare(make_app(CC, seats, seed=5, lang="de"), terminal_size=(80, 24), run_before=settled)


def test_snapshot_cc26_round_result_german_80x24(snap_compare: Any) -> None:
    app = make_app(CC, people(computers=4, level="medium"), seed=5, lang="de", options={"length": "three"})
    assert snap_compare(app, terminal_size=(80, 24), run_before=settled)
