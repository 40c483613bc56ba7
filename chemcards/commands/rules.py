"""``chemcards rules GAME``: the rules in our own words, from ``docs/rules/<game>.<lang>.md``."""

from __future__ import annotations

import argparse

from chemcards.commands import CommandError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id, e.g. color-clash")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default="en")


def rules_text(game_id: str, lang: str) -> str:
    """The rules document in ``lang``, falling back to English; shared with the app's F1 help."""
    from importlib import resources

    folder = resources.files("chemcards.docs") / "rules"
    for candidate in (lang, "en"):
        doc = folder / f"{game_id}.{candidate}.md"
        if doc.is_file():
            return doc.read_text(encoding="utf-8")
    raise CommandError(f"there are no rules for {game_id!r}")


def run(args: argparse.Namespace) -> int:
    from chemcards.core.registry import UnknownGame, get_game

    try:
        get_game(args.game)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    print(rules_text(args.game, args.lang))
    return 0
