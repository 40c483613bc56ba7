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
    from chemcards.commands import CommandError, catalogued, command_lang

    try:
        return run_chem(args, sys.stdout)
    except ChemistryError as exc:  # the engine's English line, said in the command's language
        raise CommandError(catalogued(str(exc), ERRORS, command_lang(), inner=ERRORS)) from None
