"""Snapshots of the main screens at 80×24, 120×40 and 160×48 (pytest-textual-snapshot). The SVGs under
__snapshots__ were looked at before they were committed; update them with --snapshot-update only
after looking at the difference."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, walk_to_call_window

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


GAMES = ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"]


def game_table_app(game_id: str, lang: str) -> ChemcardsApp:
    """A person and three medium computers (the game's own heuristic: seeded, so stable), seed 5."""
    from chemcards.core import registry

    game = registry.games()[game_id]
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium"),
             Seat("Dalton", "computer", "medium")]
    return app_for(Match(game, seats, {}, seed=5), lang=lang)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game_id", GAMES)
def test_snapshot_every_game_table(snap_compare: Any, game_id: str, lang: str, size: tuple[int, int]) -> None:
    """Issue 12 "Done when": every game's table screen at 80×24 and 160×48 in English and Chinese
    (points 3, 7 and 15: every seat visible, nothing cut by character count, the room used)."""
    assert snap_compare(game_table_app(game_id, lang), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_snapshot_launcher_80x24_german_and_chinese(snap_compare: Any, lang: str) -> None:
    """Points 5, 7, 8: the launcher in German and Chinese, labels measured in cells."""
    app = ChemcardsApp(settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False,
                       games=lambda: {CC.id: CC})
    assert snap_compare(app, terminal_size=(80, 24))


def test_snapshot_hot_seat_call_window_80x24(snap_compare: Any) -> None:
    """Point 1 (CC-14 at one screen): the window screen two people share shows no hand."""
    app = table_app(seats=[Seat("Ann"), Seat("Bob")])

    async def to_window(pilot: Any) -> None:
        await walk_to_call_window(app, pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=to_window)


@pytest.mark.parametrize("game_id", GAMES)
def test_snapshot_every_game_table_german_80x24(snap_compare: Any, game_id: str) -> None:
    """Point 7: long German words at 80×24 (seats, log, status) wrap or end in a visible "…"."""
    assert snap_compare(game_table_app(game_id, "de"), terminal_size=(80, 24), run_before=settled)
