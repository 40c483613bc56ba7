"""Snapshots of the main screens at 80×24 and 120×40 (pytest-textual-snapshot). The SVGs under
__snapshots__ were looked at before they were committed; update them with --snapshot-update only
after looking at the difference."""

from __future__ import annotations

from typing import Any

from tui_helpers import app_for, settle

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings

SEATS = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium"),
         Seat("Dalton", "computer", "medium")]


def table_app(lang: str = "en", seats: list[Seat] = SEATS) -> ChemcardsApp:
    return app_for(Match(CC, seats, {}, seed=5), lang=lang)


async def settled(pilot: Any) -> None:
    await settle(pilot)
    await pilot.pause()


def test_snapshot_launcher_80x24(snap_compare: Any) -> None:
    app = ChemcardsApp(settings=Settings(lang="en", speed="normal"), clock=FakeClock(), remember=False,
                       games=lambda: {CC.id: CC})
    assert snap_compare(app, terminal_size=(80, 24))


def test_snapshot_color_clash_table_80x24(snap_compare: Any) -> None:
    assert snap_compare(table_app(), terminal_size=(80, 24), run_before=settled)


def test_snapshot_color_clash_table_chinese_120x40(snap_compare: Any) -> None:
    assert snap_compare(table_app("zh"), terminal_size=(120, 40), run_before=settled)


def test_snapshot_hot_seat_curtain_80x24(snap_compare: Any) -> None:
    assert snap_compare(table_app(seats=[Seat("Ann"), Seat("Bob")]), terminal_size=(80, 24),
                        run_before=settled)
