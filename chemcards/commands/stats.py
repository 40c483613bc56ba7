"""``chemcards stats``: games against computers played, won and the average score per game,
level and table size (issue 19; ``chemcards.tui.stats``), as a table and a terminal plot."""

from __future__ import annotations

import argparse
from pathlib import Path

from chemcards.commands import CommandError, cli_lang


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", help="only this game (its id, e.g. color-clash)")
    parser.add_argument("--file", type=Path, help="the statistics file (default: beside the settings)")
    parser.add_argument("--no-plot", action="store_true", help="the table only")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    """Coloured in a terminal, plain text when piped or redirected (Rich styles only a terminal, as
    ``chemcards rules`` does; play-through 14 zh 1), the chart as wide as the terminal up to 78."""
    from rich.console import Console

    from chemcards.tui.stats import StatsError, stats_rich

    console = Console(highlight=False)  # a long table line wraps at a space, the chart fits
    try:
        # the command line's language: it was English unless --lang was given (play-through 18 zh)
        text = stats_rich(args.file, args.game, cli_lang(args), not args.no_plot,
                          width=max(40, min(78, console.width - 2)))
    except StatsError as exc:
        raise CommandError(str(exc)) from None
    console.print(text)
    return 0
