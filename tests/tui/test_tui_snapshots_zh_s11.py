"""Chinese snapshots at 80×24, play-through 10 (issue 12, finding 4): the Metallurgie log with a
scoring line ("计分" whole, not "计" / "分"), the seats all in one layout, and the quit dialog
("可继续" whole). The SVGs under __snapshots__ were looked at before they were committed; update
them with --snapshot-update only after looking at the difference."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tui_helpers import app_for, settle

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import table


def scoring_app() -> Any:
    """Ann (a person) and three medium computers; Ann holds gold that completes an area of three
    gold (MT-8). The log starts empty: the hand-made table has no deal of its own."""
    cards = {(0, 0): "Au", (1, 0): "Au", (-1, 0): "Ag", (0, -1): "Fe", (1, -1): "Cu", (-1, 1): "Fe",
             (0, 1): "Cu"}
    state = table(cards, [["Au", "Fe", "Cu"], ["Fe", "Cu", "Fe"], ["Fe", "Ag", "Cu"], ["Cu", "Fe", "Fe"]],
                  pile=["Fe"] * 20 + ["STOP"] + ["Cu"] * 6)
    seats = [Seat("Ann"), *[Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton")]]
    match = Match(GAME, seats, {}, seed=5)
    state.seats = list(seats)
    match.state = state
    match.events.clear()
    return app_for(match, lang="zh", games=registry.games())


async def scored(pilot: Any) -> None:
    """Gold laid on the silver (key 3: gold is the hand's third card), the area scored (s)."""
    await settle(pilot)
    await pilot.press("3", "enter")
    await settle(pilot)
    await pilot.press("s")
    await settle(pilot)
    await pilot.pause(0.2)


async def quit_asked(pilot: Any) -> None:
    """Gold laid first: a game somebody moved in is kept, and the question says where (a game
    nobody moved in is not kept and says so; play-through 13, zh)."""
    await settle(pilot)
    await pilot.press("3", "enter")
    await settle(pilot)
    await pilot.press("ctrl+q")
    await pilot.pause(0.3)


def test_snapshot_metallurgie_scoring_log_and_seats_chinese_80x24(snap_compare: Any) -> None:
    assert snap_compare(scoring_app(), terminal_size=(80, 24), run_before=scored)


def test_snapshot_quit_dialog_chinese_80x24(snap_compare: Any) -> None:
    assert snap_compare(scoring_app(), terminal_size=(80, 24), run_before=quit_asked)
