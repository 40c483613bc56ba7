"""``chemcards stats``: games against computers played, won and the average score per game,
level and table size (issue 19; ``chemcards.tui.stats``), as a table and a terminal plot."""

from __future__ import annotations

import argparse
from pathlib import Path

from chemcards.commands import CommandError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", help="only this game (its id, e.g. color-clash)")
    parser.add_argument("--file", type=Path, help="the statistics file (default: beside the settings)")
    parser.add_argument("--no-plot", action="store_true", help="the table only")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    from chemcards.tui.stats import StatsError, stats_text

    try:
        print(stats_text(args.file, args.game, args.lang or "en", chart=not args.no_plot))
    except StatsError as exc:
        raise CommandError(str(exc)) from None
    return 0
