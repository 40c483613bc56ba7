"""``chemcards games``: what is installed, and any plugin that failed to load."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    from chemcards.core.registry import LOAD_ERRORS, games

    from . import cli_lang, say

    lang = cli_lang(args)  # as every command: --lang, else the settings, else LANG
    for game_id, game in games().items():
        print(f"{game_id:20} {game.title(lang)}  ({game.min_players}–{game.max_players})")
    for name, why in LOAD_ERRORS.items():
        print(say("games_not_loaded", name=name, why=why))
    return 0
