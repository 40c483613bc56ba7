"""``chemcards league GAME --levels easy,medium,hard``: every level against every other.

The work is ``chemcards.bots.league`` (pure; each match-up is a seeded, seat-rotated ``simulate``
run through the match driver); this module reads the arguments, draws the progress bar on stderr,
the table, the ratings and (``--plot``) a chart on stdout, writes an SVG chart on request, and turns
every mistake the user can fix into a ``CommandError`` sentence.
"""

from __future__ import annotations

import argparse
import csv
import os
import secrets
import tempfile
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

# the module, not ``run_league``: the CLI would take a ``run_league`` here for this command's runner
from chemcards.bots import league as engine
from chemcards.bots.league import LeagueConfig, LeagueResult, check_league, svg_chart, text_chart
from chemcards.bots.simulate import CSV_FIELDS, GameResult, csv_rows, resolve_game
from chemcards.core.i18n import level_label
from chemcards.core.registry import UnknownGame
from chemcards.core.seats import LEVELS

from . import CommandError, parse_option_pairs, refusal, say


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id, e.g. color-clash")
    parser.add_argument("--levels", default="easy,medium,hard",
                        help=f"levels, weakest first, comma separated ({', '.join(LEVELS)}); "
                             "default easy,medium,hard")
    parser.add_argument("--players", default="2",
                        help="players per game: a number, or 'max' for the game's largest table (default 2)")
    parser.add_argument("--games", type=int, default=200, help="games per match-up (default 200)")
    parser.add_argument("--seed", type=int, help="seed; the same seed gives the same league for any --jobs")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option rounds=1 (repeatable)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int,
                        help="ISMCTS iterations per decision of hard seats (seeded, reproducible; "
                             "default 500, strongest five times as many)")
    budget.add_argument("--seconds", type=float,
                        help="ISMCTS seconds per decision of hard seats instead (strength at equal time; "
                             "not reproducible)")
    budget.add_argument("--cpu-seconds", type=float,
                        help="like --seconds, but seconds of the searching thread's own CPU time, so a "
                             "busy machine does not cut the search short (not reproducible)")
    parser.add_argument("--plot", action="store_true", help="also draw the win rates in the terminal")
    parser.add_argument("--svg", type=Path, metavar="FILE", help="also write the chart as an SVG file")
    parser.add_argument("--csv", type=Path, metavar="FILE",
                        help="also write one row per game and seat to this CSV file, each game as it "
                             "ends (a league stopped early keeps the games that ended)")


def build_config(args: argparse.Namespace) -> tuple[LeagueConfig, int]:
    try:
        game = resolve_game(args.game)
    except (UnknownGame, ImportError, AttributeError, TypeError) as exc:
        raise CommandError(str(exc)) from None
    if args.games < 1:
        raise refusal("at_least", option="--games", n=1)
    if args.jobs < 1:
        raise refusal("at_least", option="--jobs", n=1)
    if args.iterations is not None and args.iterations < 1:
        raise refusal("at_least", option="--iterations", n=1)
    if args.seconds is not None and not args.seconds > 0:
        raise refusal("more_than_zero", option="--seconds")
    if args.cpu_seconds is not None and not args.cpu_seconds > 0:
        raise refusal("more_than_zero", option="--cpu-seconds")
    if args.players == "max":
        players = game.max_players
    else:
        try:
            players = int(args.players)
        except ValueError:
            raise refusal("league_players", value=args.players) from None
    levels = tuple(w.strip() for w in args.levels.split(",") if w.strip())
    options = parse_option_pairs(game, args.option)
    hard: dict[str, object]
    if args.seconds is not None:
        hard = {"seconds": args.seconds, "iterations": None}
    elif args.cpu_seconds is not None:
        hard = {"seconds": args.cpu_seconds, "iterations": None, "cpu_clock": True}
    else:
        hard = {"seconds": None, "iterations": args.iterations}
    seed = args.seed if args.seed is not None else secrets.randbelow(1 << 31)
    config = LeagueConfig(game.id if ":" not in args.game else args.game, levels, players, args.games,
                          seed, options, hard)
    try:
        check_league(config)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    return config, args.jobs


def render(result: LeagueResult, title: str, lang: str = "en") -> tuple[Table, Table]:
    """The tables in ``lang`` (play-through 15, de 5 / zh 12), numbers as the language writes them
    (play-through 17, de 10: "68.8" in German)."""
    from chemcards.core.i18n import decimal, join_list, tr

    def num(value: float) -> str:
        return decimal(value, lang)

    def t(key: str, **params: object) -> str:
        return tr("cli", key, lang, **params)

    def level_name(level: str) -> str:
        return level_label(level, lang)  # as simulate and the launcher name it

    config = result.config
    n = config.hard.get("seconds") or config.hard.get("iterations") or 500
    budget = t("budget_cpu_seconds" if config.hard.get("cpu_clock") else "budget_seconds", n=n) \
        if config.hard.get("seconds") else t("budget_iterations", n=n)
    search = [lv for lv in config.levels if lv in ("hard", "strongest")]
    levels = join_list([level_name(lv) for lv in search], lang)
    searching = t("league_search", levels=levels, budget=budget) + (
        t("league_strongest") if "strongest" in search else "") + t("league_then") if search else ""
    table = Table(title=t("league_title", title=title, players=config.players, games=config.games,
                          seed=config.seed),
                  caption=t("league_caption", searching=searching))
    table.add_column(t("col_matchup"))
    table.add_column(t("col_games"), justify="right")
    table.add_column(t("col_win_pct"), justify="right")
    table.add_column(t("col_ci"), justify="right")
    table.add_column(t("col_fair"), justify="right")
    table.add_column("", justify="center")
    for m in result.matches:
        up = m.matchup
        other = level_name(up.other)
        others = f"{up.players - 1} × {other}" if up.players > 2 else other
        unfinished = t("league_unfinished", n=m.unfinished) if m.unfinished else ""
        table.add_row(t("league_row", focus=level_name(up.focus), others=others), f"{m.games}{unfinished}",
                      num(100 * m.win_rate),
                      f"{num(100 * m.ci_low)}–{num(100 * m.ci_high)}", num(100 * up.fair),
                      "✓" if m.beats_fair else "✗")
    # as wide as the caption's longest line: the narrow two-column table broke it mid-phrase
    # („Luce“ / „模型“, play-through 20 zh 3)
    from rich.cells import cell_len

    caption = t("ratings_caption")
    ratings = Table(title=t("ratings_title"), caption=caption,
                    min_width=max(cell_len(line) for line in caption.splitlines()) + 2)
    ratings.add_column(t("col_level"))
    ratings.add_column(t("col_rating"), justify="right")
    for level, value in result.ratings.items():
        ratings.add_row(level_name(level), f"{value:+.0f}")
    return table, ratings


def write_svg(path: Path, text: str) -> None:
    """Atomically, and never over a file that is not ours to replace: a directory is refused."""
    if path.is_dir():
        raise refusal("is_directory", path=path)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise refusal("cannot_write", path=path, reason=exc.strerror or exc) from None


#: ``--csv``: the match-up's index (the table's row), then ``simulate``'s columns
LEAGUE_CSV_FIELDS = ("matchup", *CSV_FIELDS)


class GameRows:
    """``--csv``: each game's rows written and flushed as the game ends, so a league stopped
    early (a stopping time, Ctrl+C, a crash) leaves every ended game on disk: a long league's
    games are hours of CPU (docs/bots.md, session 28). Rows come in the order games end; the
    ``matchup`` and ``game`` columns say which game a row belongs to."""

    def __init__(self, path: Path) -> None:
        if path.is_dir():
            raise refusal("is_directory", path=path)
        self.path = path
        try:
            self.handle = open(path, "w", newline="", encoding="utf-8")  # noqa: SIM115 - closed in close()
        except OSError as exc:
            raise refusal("cannot_write", path=path, reason=exc.strerror or exc) from None
        self.writer = csv.writer(self.handle)
        self._write([LEAGUE_CSV_FIELDS])

    def add(self, matchup: int, game: GameResult) -> None:
        self._write([[matchup, *row] for row in csv_rows(game)])

    def _write(self, rows: list[Sequence[object]]) -> None:
        try:
            self.writer.writerows(rows)
            self.handle.flush()
        except OSError as exc:
            raise refusal("cannot_write", path=self.path, reason=exc.strerror or exc) from None

    def close(self) -> None:
        self.handle.close()


def run(args: argparse.Namespace) -> int:
    from . import cli_lang

    config, jobs = build_config(args)
    lang = cli_lang(args)
    title = resolve_game(config.game).title(lang)
    err = Console(stderr=True)
    out = Console()
    with Progress(TextColumn("[progress.description]{task.description}"), BarColumn(),
                  MofNCompleteColumn(), TimeRemainingColumn(), console=err, transient=True) as bar:
        task = bar.add_task(say("league_progress", game=title), total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        rows = GameRows(args.csv) if args.csv is not None else None
        try:
            result = engine.run_league(config, jobs, advance, None if rows is None else rows.add)
        finally:
            if rows is not None:
                rows.close()
    table, ratings = render(result, title, lang)
    out.print(table)
    out.print(ratings)
    if args.plot:
        for line in text_chart(result, lang=lang):
            out.print(line, highlight=False)
    if args.svg is not None:
        write_svg(args.svg, svg_chart(result, say("league_svg_title", title=title, players=config.players),
                                      lang))
    return 0
