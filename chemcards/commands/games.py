"""``chemcards games``: what is installed, and any plugin that failed to load."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    from chemcards.core.registry import LOAD_ERRORS, games

    lang = args.lang or "en"
    for game_id, game in games().items():
        print(f"{game_id:20} {game.title(lang)}  ({game.min_players}–{game.max_players})")
    for name, why in LOAD_ERRORS.items():
        print(f"{name:20} could not be loaded: {why}")
    return 0
