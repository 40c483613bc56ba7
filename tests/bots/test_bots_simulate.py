"""The simulation driver (issue 8, item 5; issue 2, item 5): seeded, parallel, counted, written out."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import pytest
from bots_toy_game import GAME

from chemcards.bots.simulate import (
    GameResult,
    SeatResult,
    SimConfig,
    check_config,
    game_seed,
    play_game,
    run_games,
    simulate,
    summarize,
    wilson,
    write_csv,
)
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng

TOY = "bots_toy_game:GAME"


def _facts(results: list[GameResult]) -> list[tuple[object, ...]]:
    """Everything but the wall-clock decision times."""
    return [(r.index, r.seed, r.finished, r.actions, r.turns,
             tuple((s.level, s.score, s.place, s.win, s.decisions) for s in r.seats)) for r in results]


def test_same_seed_same_results_for_any_number_of_jobs() -> None:
    config = SimConfig(TOY, ("hard", "medium", "easy"), games=4, seed=5, hard={"iterations": 5})
    serial = run_games(config, jobs=1)
    parallel = run_games(config, jobs=2)
    assert _facts(serial) == _facts(parallel)
    other = run_games(SimConfig(TOY, ("hard", "medium", "easy"), games=4, seed=6, hard={"iterations": 5}))
    assert _facts(other) != _facts(serial)


def test_per_game_seeds_depend_on_seed_and_index_only() -> None:
    seeds = {game_seed(1, i) for i in range(100)}
    assert len(seeds) == 100
    assert game_seed(1, 3) == game_seed(1, 3) != game_seed(2, 3)


def test_progress_is_reported_for_every_game() -> None:
    seen: list[tuple[int, int]] = []
    simulate(SimConfig(TOY, ("easy", "easy"), games=5, seed=1), progress=lambda d, t: seen.append((d, t)))
    assert seen == [(i, 5) for i in range(1, 6)]


def test_a_game_over_the_action_cap_counts_as_unfinished() -> None:
    config = SimConfig(TOY, ("easy", "easy"), games=4, seed=2, max_actions=3)
    summary, results = simulate(config)
    assert summary.unfinished == 4 and summary.finished == 0
    assert all(not r.finished and r.actions == 3 for r in results)
    assert all(row.wins == 0 for row in summary.seats)


def test_the_referee_acts_only_when_alone_and_windows_get_every_seat_a_chance(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Driver policy: in a TOY-3 window the seats act (call/catch/pass); the referee closes only when
    it is the only one left in ``to_act``."""
    import chemcards.bots.simulate as sim

    acted: list[tuple[tuple[int, ...], int]] = []
    real = sim.Match.act

    def spy(self: sim.Match, seat: int, action: object) -> object:
        acted.append((self.to_act(), seat))
        return real(self, seat, action)

    monkeypatch.setattr(sim.Match, "act", spy)
    run_games(SimConfig(TOY, ("easy", "easy", "easy"), games=20, seed=3))
    assert all(to_act == (REFEREE,) for to_act, seat in acted if seat == REFEREE)
    windows = [seat for to_act, seat in acted if len(to_act) > 1]
    assert windows and all(seat != REFEREE for seat in windows)
    assert any(seat == REFEREE for _, seat in acted)


def test_shared_wins_count_fractionally_and_rates_use_every_game() -> None:
    config = SimConfig(TOY, ("easy", "medium"), games=4)
    def result(i: int, wins: tuple[float, float], finished: bool = True) -> GameResult:
        return GameResult(i, i, finished, 10, 10, tuple(
            SeatResult(config.levels[p], 2.0 * p, 1, w, 5, 0.01) for p, w in enumerate(wins)))
    results = [result(0, (1, 0)), result(1, (0.5, 0.5)), result(2, (0, 1)), result(3, (0, 0), False)]
    summary = summarize(config, results)
    assert summary.unfinished == 1
    assert summary.seats[0].wins == 1.5 and summary.seats[0].win_rate == 1.5 / 4
    assert summary.seats[1].avg_score == 2.0
    assert math.isclose(summary.seats[0].avg_decision_ms, 2.0)


def test_wilson_interval_contains_the_rate_and_narrows_with_games() -> None:
    low, high = wilson(30, 50)
    assert low < 0.6 < high
    low2, high2 = wilson(300, 500)
    assert low < low2 < 0.6 < high2 < high
    assert wilson(0, 10)[0] == 0.0 and math.isclose(wilson(10, 10)[1], 1.0)
    a, b = wilson(7, 20)
    c, d = wilson(13, 20)
    assert math.isclose(a, 1 - d) and math.isclose(b, 1 - c)


def test_rotation_moves_players_round_the_table() -> None:
    config = SimConfig(TOY, ("medium", "easy"), games=4, seed=1, rotate=True)
    results = run_games(config)
    assert [r.rotation for r in results] == [0, 1, 0, 1]
    assert all(r.seats[0].level == "medium" for r in results)


def test_bad_configurations_are_refused_before_any_game() -> None:
    with pytest.raises(ValueError, match="needs"):
        check_config(SimConfig(TOY, ("easy",) * 9))
    with pytest.raises(ValueError, match="level"):
        check_config(SimConfig(TOY, ("easy", "expert")))
    with pytest.raises(ValueError, match="option"):
        check_config(SimConfig(TOY, ("easy", "easy"), options={"speed": 1}))


def test_csv_has_a_row_per_game_and_player(tmp_path: Path) -> None:
    config = SimConfig(TOY, ("easy", "medium", "easy"), games=3, seed=4)
    _, results = simulate(config)
    path = tmp_path / "out.csv"
    write_csv(path, results)
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert len(rows) == 9
    assert {r["level"] for r in rows} == {"easy", "medium"}
    assert sum(float(r["win"]) for r in rows) == sum(s.win for r in results for s in r.seats)


def test_play_game_ends_every_toy_game() -> None:
    for i in range(20):
        assert play_game(SimConfig(TOY, ("easy", "easy", "easy", "easy"), seed=9), i).finished
    assert GAME.min_players == 2 and Rng(1).randbelow(2) in (0, 1)
