"""Snapshots at 80×24 for issue 12 point 7 after play-through 15 (session 16, wrap16): the CHEMIS
zone column with German substance names longer than the column (de 2: "Eisen(II)-carb-" / "onat",
"Kohlenstoffdio-" / "xid"; now "Eisen(II)-" / "carbonat", "Kohlenstoff-" / "dioxid"), and the same
table in Chinese, whose log breaks its lines by the Chinese rules (zh 5: the identities line on one
row, no 的 at a line's start). The SVGs under __snapshots__ were looked at before they were
committed; update them with --snapshot-update only after looking at the difference."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.tui.app import ChemcardsApp

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "chemis"))
from chemis_helpers import put


def zone_app(lang: str) -> ChemcardsApp:
    """Ann (a person, 甲/A, to move: seed 5) and two computers, one with a long name (the zone
    column is 14 cells in German, as narrow as in the play-through's six-seat game); Ann's zone
    holds iron(II) carbonate and carbon dioxide, Curie's sodium hydrogen carbonate (names longer
    than the zone column)."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Mendeleev", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=5)
    st = match.state
    assert st.turn_seat == 0
    put(st, st.ident[0], "FeCO3")
    put(st, st.ident[0], "CO2")
    put(st, st.ident[1], "NaHCO3")
    return app_for(match, lang=lang)


async def settled(pilot: Any) -> None:
    await settle(pilot)
    await pilot.pause()


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_snapshot_pt15_chemis_zone_column_and_log_80x24(snap_compare: Any, lang: str) -> None:
    assert snap_compare(zone_app(lang), terminal_size=(80, 24), run_before=settled)
