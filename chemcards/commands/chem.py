"""``chemcards chem ...``: the chemistry engine from the command line (issue 6)."""

from __future__ import annotations

import argparse

#: the catalogue entries (rulesets/cli) of the chemistry engine's refusals
ERRORS = "chem_err_"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from chemcards.chemistry.cli import add_arguments as add

    add(parser)


def run(args: argparse.Namespace) -> int:
    import sys

    from chemcards.chemistry import ChemistryError
    from chemcards.chemistry.cli import run as run_chem
    from chemcards.commands import CommandError, catalogued, cli_lang, command_lang

    # the language every other command speaks (``--lang``, else the app's setting, else LANG):
    # the chemistry engine's own default was English (play-through 19, de 1)
    args.lang = cli_lang(args)
    try:
        return run_chem(args, sys.stdout)
    except ChemistryError as exc:  # the engine's English line, said in the command's language
        raise CommandError(catalogued(str(exc), ERRORS, command_lang(), inner=ERRORS)) from None
