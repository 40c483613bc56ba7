"""The ``chemcards`` command.

Kept light on purpose: it imports only argparse and each subcommand's argument definitions, so
``chemcards`` reaches the launcher quickly (the app and the engines load when they are needed).
Every user mistake ends as one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

#: subcommand -> (module under chemcards.commands, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("play", "start a game directly, skipping the launcher"),
    "resume": ("play", "continue the last unfinished game"),
    "simulate": ("simulate", "let computer players play many games and tabulate the results"),
    "league": ("league", "every computer level against every other: win rates and ratings"),
    "bench": ("bench", "measure engines, bots and the app"),
    "replay": ("replay", "print a saved game move by move"),
    "stats": ("stats", "your games against computers: played, won, average score, with a plot"),
    "rules": ("rules", "print a game's rules"),
    "games": ("games", "list the installed games"),
    "deck": ("deck", "check a Chemie-Kartenspiel deck file"),
    "chem": ("chem", "the chemistry engine: reactions, substances, balancing"),
    "serve": ("online", "run a room server for online play"),
    "host": ("online", "open an online room and wait for friends in its lobby"),
    "join": ("online", "join an online room by its code or link"),
    "quick": ("online", "play online with strangers under animal names"),
    "web": ("web", "serve the app to browsers (phones, tablets, computers)"),
}

EXIT_USAGE = 2
#: a fault of ours, not the user's: still one line, never a traceback (CHEMCARDS_DEBUG=1 shows it)
EXIT_INTERNAL = 70


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: {message} (see '{self.prog} --help')\n")


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The parser; only the subcommand named in ``argv`` gets its arguments (and its module
    imported), which keeps start-up fast and lets each command stand alone."""
    chosen = _subcommand(argv)
    parser = _Parser(prog="chemcards", description="Four card games in the terminal.")
    parser.add_argument("--lang", choices=("de", "en", "zh"), help="language of the app")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        sp = sub.add_parser(name, help=help_text, description=help_text)
        if name != chosen:
            continue
        mod = importlib.import_module(f"chemcards.commands.{module}")
        adder = getattr(mod, f"add_{name}_arguments", None) or mod.add_arguments
        adder(sp)
        sp.set_defaults(_runner=getattr(mod, f"run_{name}", None) or mod.run)
    return parser


def _subcommand(argv: Sequence[str]) -> str | None:
    """The first word that is neither an option nor the value of the top-level ``--lang``."""
    words = iter(argv)
    for word in words:
        if word == "--lang":
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def main(argv: Sequence[str] | None = None) -> int:
    from chemcards.commands import CommandError
    from chemcards.core.schema import InputError, one_line

    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            from chemcards.commands.play import run_launcher

            return run_launcher(args.lang)
        return int(args._runner(args) or 0)
    except (CommandError, InputError) as exc:
        print(f"chemcards: {one_line(str(exc), 2000)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        from chemcards.commands import cli_lang
        from chemcards.i18n import ui

        print(f"chemcards: {ui('cli_interrupted', cli_lang(args))}", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the one place a fault of ours is caught: the player sees one line
        if os.environ.get("CHEMCARDS_DEBUG"):
            raise
        from chemcards.commands import cli_lang
        from chemcards.i18n import ui

        error = f"{type(exc).__name__}: {one_line(str(exc), 200)}"
        print(f"chemcards: {ui('cli_internal_error', cli_lang(args), error=error)}", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
