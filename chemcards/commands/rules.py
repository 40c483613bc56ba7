"""``chemcards rules GAME``: the rules in our own words, from ``docs/rules/<game>.<lang>.md``."""

from __future__ import annotations

import argparse

from chemcards.commands import CommandError, cli_lang, refusal


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id, e.g. color-clash")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)


def rules_text(game_id: str, lang: str) -> str:
    from chemcards.core.data import rules_doc

    text = rules_doc(game_id, lang)
    if text is None:
        raise refusal("no_rules", game=game_id)
    return text


def run(args: argparse.Namespace) -> int:
    """Rendered with Rich's Markdown (wrapped by our own rules, ``tui/rules_markdown``): styled in a
    terminal, plain text (no escape codes, no Markdown marks) when piped or redirected, since Rich
    only styles output that goes to a terminal."""
    from chemcards.core.registry import UnknownGame, get_game

    try:
        get_game(args.game)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    from rich.console import Console

    from chemcards.tui.markdown_text import for_lang
    from chemcards.tui.rules_markdown import RulesMarkdown

    # the command line's language (``--lang``, the app's last choice, the terminal's): it was
    # English unless ``--lang`` was given (play-through 18, zh)
    lang = cli_lang(args)
    console = Console(soft_wrap=False)
    console.print(RulesMarkdown(for_lang(rules_text(args.game, lang), lang), hyperlinks=False))
    return 0
