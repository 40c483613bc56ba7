"""``chemcards simulate GAME``: computer players in bulk, a progress bar and a table.

The work is ``chemcards.bots.simulate`` (pure); this module only reads arguments, draws the progress
bar on stderr and the table on stdout, and turns every mistake the user can fix into a
``CommandError`` sentence.
"""

from __future__ import annotations

import argparse
import os
import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from chemcards.bots.simulate import SimConfig, Summary, check_config, simulate, write_csv
from chemcards.core.i18n import level_label
from chemcards.core.protocol import Game
from chemcards.core.registry import UnknownGame, get_game
from chemcards.core.seats import LEVELS

from . import CommandError, parse_option_pairs, refusal


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id, e.g. color-clash")
    parser.add_argument("--players", type=int, help="number of players (default: as many as --seats, else 4)")
    parser.add_argument("--seats", help=f"level per seat, comma separated ({', '.join(LEVELS)}); "
                                        "one level is used for every seat (default: easy)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, help="seed; the same seed gives the same games for any --jobs")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--csv", type=Path, help="also write one row per game and seat to this CSV file")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option mode=family (repeatable)")
    parser.add_argument("--fixed-seats", dest="rotate", action="store_false",
                        help="keep every level at its seat; by default the players move one seat round "
                             "the table each game, so no level keeps a seat's advantage")
    parser.add_argument("--iterations", type=int, help="ISMCTS iterations per decision of hard seats")
    parser.add_argument("--max-actions", type=int, help="stop a game after this many actions (unfinished)")


def parse_levels(seats: str | None, players: int | None, game: Game) -> tuple[str, ...]:  # type: ignore[type-arg]
    levels = [s.strip().lower() for s in seats.split(",")] if seats else ["easy"]
    for level in levels:
        if level not in LEVELS:
            raise refusal("unknown_sim_level", level=level, levels=", ".join(LEVELS))
    if len(levels) == 1:
        count = players if players is not None else max(game.min_players, min(4, game.max_players))
        levels = levels * count
    elif players is not None and players != len(levels):
        raise refusal("players_levels", players=players, n=len(levels))
    return tuple(levels)


def parse_options(pairs: Sequence[str], game: Game) -> dict[str, Any]:  # type: ignore[type-arg]
    return parse_option_pairs(game, pairs)


#: the most games one command plays: a million easy games already take hours (issue 13, point 4)
MAX_GAMES = 1_000_000


def max_jobs() -> int:
    """Worker processes beyond the cores only wait for each other; two are always allowed."""
    return max(2, os.cpu_count() or 1)


def build_config(args: argparse.Namespace) -> tuple[SimConfig, int]:
    # Only installed games, by name: the command line never imports a module it is given
    # (``module:attr`` stays a library feature of ``bots.simulate`` for tests and plugin authors).
    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    if args.games is not None and not 1 <= args.games <= MAX_GAMES:
        raise refusal("range", option="--games", most=MAX_GAMES)
    if args.jobs is not None and not 1 <= args.jobs <= max_jobs():
        raise refusal("jobs_range", most=max_jobs())
    if args.seed is not None and not -(1 << 64) < args.seed < 1 << 64:
        raise refusal("seed_bits")
    if args.players is not None and args.players < 1:
        raise refusal("at_least", option="--players", n=1)
    if args.iterations is not None and args.iterations < 1:
        raise refusal("at_least", option="--iterations", n=1)
    if args.max_actions is not None and args.max_actions < 1:
        raise refusal("at_least", option="--max-actions", n=1)
    levels = parse_levels(args.seats, args.players, game)
    options = parse_options(args.option, game)
    seed = args.seed if args.seed is not None else secrets.randbelow(1 << 31)
    hard = {"iterations": args.iterations} if args.iterations else {}
    config = SimConfig(game.id, levels, args.games, seed, options,
                       rotate=args.rotate, hard=hard,
                       **({"max_actions": args.max_actions} if args.max_actions else {}))
    try:
        check_config(config)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    return config, args.jobs


def render(summary: Summary, config: SimConfig, title: str, lang: str = "en", width: int = 80) -> Table:
    """The table in ``lang`` (play-through 15, de 5: its headers and caption were English under
    ``--lang de``); a level by its name as the launcher shows it in German and Chinese ("leicht",
    "简单"; play-through 16 zh 4: "easy" stood in the 等级 column), in English as ``--seats`` takes
    it ("easy", "strongest"); the typed words stay accepted in every language. Numbers as the
    language writes them (play-through 17, de 10: "33.3" in German); the summary under the table
    breaks between its clauses, within the table's width on a terminal ``width`` cells wide (zh 15:
    "75.7" / "个动作")."""
    from rich.console import Console

    from chemcards.core.i18n import decimal, tr

    from . import clause_lines

    def t(key: str, **params: object) -> str:
        return tr("cli", key, lang, **params)

    def level_name(level: str) -> str:
        return level_label(level, lang)  # as simulate and the launcher name it

    who = t("col_player") if config.rotate else t("col_seat")
    # 80 columns hold every figure whole (play-through 14 en 13: "51.0–100…"): no outer frame or
    # padding, one-word headers ("score" and "turns" are averages, the caption says so)
    def num(value: float, places: int = 1) -> str:
        return decimal(value, lang, places)

    table = Table(title=t("sim_title", title=title, games=summary.games, seed=config.seed),
                  show_edge=False, pad_edge=False)
    table.add_column(who, justify="right", no_wrap=True)
    table.add_column(t("col_level"), no_wrap=True)
    table.add_column(t("col_wins"), justify="right", no_wrap=True)
    table.add_column(t("col_win_pct"), justify="right", no_wrap=True)
    table.add_column(t("col_ci"), justify="right", no_wrap=True)
    table.add_column(t("col_score"), justify="right", no_wrap=True)
    table.add_column(t("col_turns"), justify="right", no_wrap=True)
    table.add_column(t("col_ms_turn"), justify="right", no_wrap=True)
    for row in summary.seats:
        wins = num(row.wins) if row.wins != int(row.wins) else str(int(row.wins))
        table.add_row(str(row.player + 1), level_name(row.level), wins,
                      num(100 * row.win_rate), f"{num(100 * row.ci_low)}–{num(100 * row.ci_high)}",
                      num(row.avg_score), num(row.avg_decisions), num(row.avg_decision_ms, 2))
    # the caption is wrapped here, to the table's own width: Rich would wrap it at any space
    room = Console(width=width).measure(table).maximum
    table.caption = clause_lines(t("sim_caption", finished=summary.finished, unfinished=summary.unfinished,
                                   average=average_text(summary, lang)), room)
    return table


def average_text(summary: Summary, lang: str) -> str:
    """A game's average length: the seats' turns, and the steps the game took by itself (a window
    or a timer running out; the actions less the turns) only when there were any as shown. "66.7
    turns, 66.7 actions" printed one number twice without saying why the two could differ
    (play-through 18 zh 7)."""
    from chemcards.core.i18n import decimal, tr

    turns = decimal(summary.avg_turns, lang)
    auto = decimal(max(0.0, summary.avg_actions - summary.avg_turns), lang)
    if auto == decimal(0.0, lang):
        return tr("cli", "sim_average", lang, turns=turns)
    return tr("cli", "sim_average_auto", lang, turns=turns, auto=auto)


def run(args: argparse.Namespace) -> int:
    from chemcards.core.i18n import tr

    from . import cli_lang

    config, jobs = build_config(args)
    lang = cli_lang(args)
    title = get_game(config.game).title(lang)
    err = Console(stderr=True)
    out = Console()
    with Progress(TextColumn("[progress.description]{task.description}"), BarColumn(),
                  MofNCompleteColumn(), TimeRemainingColumn(), console=err, transient=True) as bar:
        task = bar.add_task(tr("cli", "sim_progress", lang, game=config.game), total=config.games)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done)

        summary, results = simulate(config, jobs, advance)
    out.print(render(summary, config, title, lang, out.width))
    if args.csv is not None:
        try:
            write_csv(args.csv, results)
        except OSError as exc:
            raise refusal("cannot_write", path=args.csv, reason=exc.strerror or exc) from None
    return 0
