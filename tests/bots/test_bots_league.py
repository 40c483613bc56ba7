"""``chemcards league`` (issue 18, point 4): every pairing, win rates with 95 % intervals, a rating
per level, a chart in the terminal and as SVG; one-line refusals for bad arguments."""

from __future__ import annotations

import argparse
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from bots_helpers import seats
from bots_toy_game import DRAW

from chemcards.bots.league import LeagueConfig, MatchResult, MatchUp, matchups, rate, run_league, svg_chart
from chemcards.bots.simulate import GameResult, wilson
from chemcards.commands import CommandError
from chemcards.commands import league as command

TOY = "bots_toy_game:GAME"


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    command.add_arguments(parser)
    return parser.parse_args(list(argv))


def _result(focus: str, other: str, players: int, focus_wins: float, games: int) -> MatchResult:
    low, high = wilson(focus_wins, games)
    return MatchResult(MatchUp(focus, other, players), games, 0, focus_wins, games - focus_wins, low, high)


def test_every_pair_once_the_later_level_alone_against_the_earlier() -> None:
    ups = matchups(("easy", "medium", "hard"), 4)
    assert [(u.focus, u.other) for u in ups] == [("medium", "easy"), ("hard", "easy"), ("hard", "medium")]
    assert ups[0].seats == ("medium", "easy", "easy", "easy") and ups[0].fair == 0.25


def test_rating_follows_the_luce_model_at_two_and_at_four_players() -> None:
    """Three wins in four at two players is a strength ratio of 3, i.e. 400·log10(3) Elo points; one
    seat winning half the games against three others of strength 1 has strength 3 as well."""
    expected = 400 * math.log10(3)
    two = rate(("medium", "hard"), [_result("hard", "medium", 2, 3000, 4000)])
    four = rate(("medium", "hard"), [_result("hard", "medium", 4, 2000, 4000)])
    assert two["medium"] == 0.0 and four["medium"] == 0.0
    assert two["hard"] == pytest.approx(expected, abs=1.0)
    assert four["hard"] == pytest.approx(expected, abs=1.0)


def test_a_level_that_never_wins_still_gets_a_finite_rating() -> None:
    ratings = rate(("easy", "hard"), [_result("hard", "easy", 2, 50, 50)])
    assert math.isfinite(ratings["hard"]) and ratings["hard"] > 200


def test_league_plays_each_pairing_with_rotated_seats_and_reports_progress() -> None:
    seen: list[tuple[int, int]] = []
    config = LeagueConfig(TOY, ("easy", "medium", "hard"), 3, 4, seed=2, hard={"seconds": None,
                                                                              "iterations": 8})
    result = run_league(config, progress=lambda done, total: seen.append((done, total)))
    assert [m.games for m in result.matches] == [4, 4, 4]
    assert seen[-1] == (12, 12)
    assert set(result.ratings) == {"easy", "medium", "hard"}
    again = run_league(config)
    assert [m.focus_wins for m in again.matches] == [m.focus_wins for m in result.matches]
    svg = svg_chart(result, "toy <3>")
    assert ET.fromstring(svg).tag.endswith("svg")


def test_league_command_prints_table_ratings_chart_and_writes_svg(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    out = tmp_path / "league.svg"
    code = command.run(_args(TOY, "--levels", "easy,hard", "--players", "max", "--games", "3",
                             "--seed", "1", "--iterations", "5", "--plot", "--svg", str(out)))
    assert code == 0
    text = capsys.readouterr().out
    for word in ("1 × hard vs", "win %", "95 % CI", "fair %", "ratings", "seed 1", "fair share"):
        assert word in text
    ET.parse(out)


@pytest.mark.parametrize("argv", [
    ("--levels", "easy,hard,easy"),
    ("--levels", "hard"),
    ("--levels", "easy,genius"),
    ("--players", "9"),
    ("--players", "many"),
    ("--games", "0"),
    ("--jobs", "0"),
    ("--seconds", "0"),
    ("--cpu-seconds", "-1"),
])
def test_bad_arguments_are_one_sentence(argv: tuple[str, ...]) -> None:
    with pytest.raises(CommandError) as caught:
        command.build_config(_args(TOY, *argv))
    assert "\n" not in str(caught.value)


def test_svg_into_a_directory_is_refused_and_nothing_is_lost(tmp_path: Path) -> None:
    keep = tmp_path / "keep.txt"
    keep.write_text("mine", encoding="utf-8")
    with pytest.raises(CommandError):
        command.write_svg(tmp_path, "<svg/>")
    assert keep.read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt"]


def test_equal_time_budget_reaches_the_search() -> None:
    """``--seconds``: strength at equal time (issue 18, point 3); hard thinks by the clock, no
    iteration limit; ``--iterations`` and ``--seconds`` exclude each other."""
    from chemcards.bots.levels import make_bot
    from chemcards.bots.simulate import resolve_game
    from chemcards.core.rng import Rng

    config, _ = command.build_config(_args(TOY, "--seconds", "0.01"))
    assert config.hard == {"seconds": 0.01, "iterations": None}
    bot = make_bot(resolve_game(TOY), 0, "hard", Rng(1), **{"seconds": None, **config.hard})
    assert (bot.seconds, bot.iterations) == (0.01, None)  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):
        _args(TOY, "--seconds", "1", "--iterations", "5")


def test_equal_cpu_time_budget_reaches_the_search() -> None:
    """``--cpu-seconds``: strength at equal time measured on a shared machine (issue 18, point 2).
    A wall-clock budget gives a loaded machine's search fewer iterations, so the figure would
    measure the load; the CPU-time budget counts only the searching thread's own time. The search
    must spend at least its budget of CPU per decision."""
    import time

    from chemcards.bots.levels import make_bot
    from chemcards.bots.simulate import resolve_game
    from chemcards.core.rng import Rng

    config, _ = command.build_config(_args(TOY, "--cpu-seconds", "0.05"))
    assert config.hard == {"seconds": 0.05, "iterations": None, "cpu_clock": True}
    game = resolve_game(TOY)
    state = game.new_state(seats(2), game.resolve_options({}), Rng(3))
    rng = Rng(4)
    while len(game.legal_actions(state, state.current)) < 2:  # a real choice, so the search runs
        game.apply(state, state.current, DRAW)
    seat = state.current
    bot = make_bot(game, seat, "hard", rng, **{"seconds": None, **config.hard})
    assert (bot.seconds, bot.iterations, bot.cpu_clock) == (0.05, None, True)  # type: ignore[attr-defined]
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    before = time.thread_time()
    bot.choose(view, legal)
    assert time.thread_time() - before >= 0.05
    with pytest.raises(SystemExit):
        _args(TOY, "--cpu-seconds", "1", "--seconds", "1")


def _csv(path: Path) -> list[list[str]]:
    import csv

    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def _without_time(rows: list[list[str]]) -> list[list[str]]:
    return [row[:-1] for row in rows]  # the last column is the wall-clock decision time


def test_league_csv_holds_every_game_as_simulate_plays_it(tmp_path: Path) -> None:
    """``--csv``: one row per game and seat, the match-up's index first, then ``simulate``'s
    columns; the rows are the games ``simulate`` plays for that match-up, and the focus level's
    wins in them are the table's."""
    from chemcards.bots.league import _sim_config
    from chemcards.bots.simulate import CSV_FIELDS, csv_rows, run_games

    out = tmp_path / "league.csv"
    args = _args(TOY, "--levels", "easy,medium,hard", "--players", "3", "--games", "3", "--seed", "4",
                 "--iterations", "5", "--csv", str(out))
    assert command.run(args) == 0
    header, *rows = _csv(out)
    assert header == ["matchup", *CSV_FIELDS]
    config, _ = command.build_config(args)
    result = run_league(config)
    for k, matchup in enumerate(matchups(config.levels, config.players)):
        mine = sorted(row[1:] for row in rows if row[0] == str(k))
        games = run_games(_sim_config(config, matchup, k))
        assert _without_time(mine) == _without_time(sorted(
            [str(v) for v in row] for game in games for row in csv_rows(game)))
        focus_wins = sum(float(row[CSV_FIELDS.index("win") + 1]) for row in rows
                         if row[0] == str(k) and row[CSV_FIELDS.index("player") + 1] == "0")
        assert focus_wins == pytest.approx(result.matches[k].focus_wins)
    assert len(rows) == 3 * 3 * 3  # three match-ups of three games at three seats


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_stopped_league_keeps_the_games_that_ended_in_its_csv(tmp_path: Path, jobs: int) -> None:
    """Each game's rows are on disk as soon as it ends, so a league stopped early (Ctrl+C, a
    stopping time) loses no ended game; the stop itself goes through."""
    out = tmp_path / "league.csv"
    rows = command.GameRows(out)
    ended: list[int] = []

    def add(k: int, game: GameResult) -> None:
        rows.add(k, game)
        ended.append(game.index)
        on_disk = _csv(out)[1:]
        assert len(on_disk) == 3 * len(ended)  # flushed: every ended game's three seats
        if len(ended) == 2:
            raise KeyboardInterrupt

    config = LeagueConfig(TOY, ("easy", "medium"), 3, 8, seed=3)
    with pytest.raises(KeyboardInterrupt):
        run_league(config, jobs, on_result=add)
    rows.close()
    assert sorted({int(row[1]) for row in _csv(out)[1:]}) == sorted(ended)


def test_csv_into_a_directory_is_refused_and_nothing_is_lost(tmp_path: Path) -> None:
    keep = tmp_path / "keep.txt"
    keep.write_text("mine", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        command.run(_args(TOY, "--levels", "easy,medium", "--games", "1", "--csv", str(tmp_path)))
    assert "\n" not in str(caught.value)
    assert keep.read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt"]
