"""``chemcards deck``: Chemie-Kartenspiel deck files (CK-3, CK-5).

``deck check FILE`` lists every violation of CK-3 and every unknown card, one line each, and exits
1 when there is any; ``deck new FILE`` writes a built-in deck as a file to start from. A file that
cannot be read or is not TOML is a ``CommandError`` (one sentence, exit code 2).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from chemcards.games.chemie_kartenspiel.decks import (
    MODES,
    DeckError,
    builtin_decks,
    deck_problems,
    deck_toml,
    read_deck_file,
    starter,
)

from . import CommandError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="deck_command", metavar="check|new|list")
    check = sub.add_parser("check", help="list every problem of a deck file against the deck rules")
    check.add_argument("file", type=Path, help="the deck file (TOML)")
    check.add_argument("--mode", choices=MODES,
                       help="check as this mode (default: the file's mode, else competitive)")
    new = sub.add_parser("new", help="write a built-in deck to a file to edit")
    new.add_argument("file", type=Path, help="the file to write (not overwritten)")
    new.add_argument("--from", dest="source", default="starter-a",
                     help=f"built-in deck to copy: {', '.join(builtin_decks())} or starter "
                          "(default starter-a)")
    sub.add_parser("list", help="the built-in decks")


def run(args: argparse.Namespace) -> int:
    command = getattr(args, "deck_command", None)
    if command == "check":
        return check(args.file, args.mode)
    if command == "new":
        return new(args.file, args.source)
    if command == "list":
        for name, deck in builtin_decks().items():
            print(f"{name}: {sum(deck.counts.values())} cards")
        print(f"starter: {sum(starter().counts.values())} cards (family)")
        return 0
    raise CommandError("say what to do: chemcards deck check FILE, deck new FILE or deck list")


def check(path: Path, mode: str | None = None) -> int:
    try:
        deck = read_deck_file(path)
    except DeckError as exc:
        raise CommandError(str(exc)) from None
    if mode is not None:
        deck = replace(deck, mode=mode, notes=tuple(n for n in deck.notes if "no mode" not in n))
    for note in deck.notes:
        print(f"{path}: note: {note}")
    problems = deck_problems(deck)
    if not problems:
        print(f"{path}: a valid {deck.mode} deck ({sum(deck.counts.values())} cards)")
        return 0
    print(f"{path}: {len(problems)} problem{'s' if len(problems) != 1 else ''}:", file=sys.stdout)
    for problem in problems:
        print(f"  - {problem.message}")
    return 1


def new(path: Path, source: str) -> int:
    decks = builtin_decks()
    if source == "starter":
        deck = starter()
    elif source in decks:
        deck = decks[source]
    else:
        raise CommandError(f"no built-in deck {source!r}; choose from {', '.join(decks)} or starter")
    if path.exists():
        raise CommandError(f"{path} already exists; choose another name")
    try:
        path.write_text(deck_toml(source, deck.counts, deck.mode), encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror}") from None
    print(f"wrote {path}")
    return 0
