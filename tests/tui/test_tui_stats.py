"""Statistics of games against computers (issue 19): counted once per finished game, kept beside
the settings, shown by ``chemcards stats`` (with a terminal plot) and in the launcher; a damaged
file is reported and never overwritten."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

from test_tui_review import finished_game
from tui_helpers import settle, sync

from chemcards.core.seats import Seat
from chemcards.tui import stats
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings

DAY = dt.date(2026, 12, 1)


def test_a_finished_game_against_computers_makes_one_entry_and_hot_seat_none() -> None:
    match = finished_game([Seat("Ann"), Seat("Curie", "computer", "hard"), Seat("Bohr", "computer", "hard")])
    outcome = match.outcome()
    assert outcome is not None
    entry = stats.entry_for(match, DAY)
    assert entry == stats.Entry("color-clash", "hard", 3, 0 in outcome.winners, float(outcome.scores[0]),
                                outcome.places[0], "2026-12-01")
    mixed = finished_game([Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "hard")])
    assert stats.entry_for(mixed, DAY).level == "mixed"  # type: ignore[union-attr]
    assert stats.entry_for(finished_game([Seat("Ann"), Seat("Bob")]), DAY) is None


def test_totals_per_game_level_and_table_size(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    games = [("color-clash", "easy", 2, True, 30.0), ("color-clash", "easy", 2, False, 10.0),
             ("color-clash", "easy", 3, True, 5.0), ("metallurgie", "hard", 2, False, 4.0)]
    for game, level, players, won, score in games:
        stats.add(stats.Entry(game, level, players, won, score, 1 if won else 2, "2026-12-01"), path)
    assert stats.totals(stats.load(path)) == [
        stats.Total("color-clash", "easy", 2, 2, 1, 20.0),
        stats.Total("color-clash", "easy", 3, 1, 1, 5.0),
        stats.Total("metallurgie", "hard", 2, 1, 0, 4.0),
    ]


def test_a_damaged_statistics_file_is_reported_and_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_bytes(b'{"format": "chemcards-stats", "version": 1, "games": [{"game": 3}]}')
    before = path.read_bytes()
    entry = stats.Entry("color-clash", "easy", 2, True, 1.0, 1, "2026-12-01")
    try:
        stats.add(entry, path)
    except stats.StatsError as exc:
        assert "damaged" in str(exc)
    else:
        raise AssertionError("a damaged file must be refused")
    assert path.read_bytes() == before


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "chemcards", *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def test_chemcards_stats_prints_the_table_and_a_plot_and_refuses_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    stats.add(stats.Entry("metallurgie", "easy", 2, True, 7.0, 1, "2026-12-01"), path)
    stats.add(stats.Entry("metallurgie", "easy", 2, False, 3.0, 2, "2026-12-02"), path)
    done = run_cli("stats", "--file", str(path), "--lang", "de")
    assert done.returncode == 0, done.stderr
    # a decimal comma in German (play-through 15, de 10: "173.0 Punkte im Schnitt")
    assert "Metallurgie · leicht · 2: 2 gespielt, 1 gewonnen, 5,0 Punkte im Schnitt" in done.stdout
    assert "gewonnen" in done.stdout and "█" in done.stdout  # the bars
    path.write_text("{", encoding="utf-8")
    done = run_cli("stats", "--file", str(path))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "damaged" in done.stderr
    assert "Traceback" not in done.stderr and path.read_text(encoding="utf-8") == "{"


@sync
async def test_the_app_counts_a_finished_game_once_and_the_launcher_shows_it(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    match = finished_game([Seat("Ann"), Seat("Curie", "computer", "easy")])
    app = ChemcardsApp(match=match, settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, stats_path=path, games=lambda: {match.game.id: match.game})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.table
        assert table is not None
        app.game_over(table)  # shown again (after looking at the table): still one game
        await pilot.pause()
        assert len(stats.load(path)) == 1
        app.show_launcher()
        await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        from chemcards.tui.stats_screen import StatsScreen

        assert isinstance(app.screen, StatsScreen)
        body = str(app.screen.query_one("#stats-body").render())
        assert "Color Clash · easy · 2: 1 played" in body
