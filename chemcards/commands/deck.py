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

from chemcards.games.chemie_kartenspiel.catalogue import GAME_ID
from chemcards.games.chemie_kartenspiel.decks import (
    MODES,
    DeckError,
    builtin_decks,
    deck_problems,
    deck_toml,
    read_deck_file,
    starter,
)
from chemcards.i18n import tr

from . import CommandError, command_lang, refusal, say


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
            print(say("deck_cards", name=name, n=sum(deck.counts.values())))
        print(say("deck_cards_family", name="starter", n=sum(starter().counts.values())))
        return 0
    raise refusal("deck_what")


def check(path: Path, mode: str | None = None) -> int:
    """Every note and problem in the command's language, from the game's catalogue (play-through
    17: they were the deck module's English)."""
    lang = command_lang()
    try:
        deck = read_deck_file(path)
    except DeckError as exc:
        raise CommandError(exc.said(lang)) from None
    if mode is not None:
        deck = replace(deck, mode=mode, notes=tuple(n for n in deck.notes if n.key != "deck_note_no_mode"))
    for note in deck.notes:
        print(say("deck_note", path=path, note=tr(GAME_ID, note.key, lang, **note.params)))
    problems = deck_problems(deck)
    if not problems:
        print(say("deck_valid", path=path, mode=deck.mode, n=sum(deck.counts.values())))
        return 0
    print(say("deck_problems", path=path, n=len(problems)), file=sys.stdout)
    for problem in problems:
        print(f"  - {tr(GAME_ID, problem.key, lang, **problem.params)}")
    return 1


def new(path: Path, source: str) -> int:
    decks = builtin_decks()
    if source == "starter":
        deck = starter()
    elif source in decks:
        deck = decks[source]
    else:
        raise refusal("deck_unknown", name=source, choices=", ".join(decks))
    if path.exists():
        raise refusal("file_exists", path=path)
    try:
        path.write_text(deck_toml(source, deck.counts, deck.mode), encoding="utf-8")
    except OSError as exc:
        raise refusal("cannot_write", path=path, reason=exc.strerror) from None
    print(say("deck_wrote", path=path))
    return 0
