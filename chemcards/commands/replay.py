"""``chemcards replay FILE``: a saved game move by move, with what everyone could see."""

from __future__ import annotations

import argparse
from pathlib import Path

from chemcards.commands import CommandError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a game record (.json), e.g. a save file")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default="en")
    parser.add_argument("--text", action="store_true", help="print the record as notation only")


def run(args: argparse.Namespace) -> int:
    from chemcards.core.match import Match
    from chemcards.core.records import RecordError, load_record

    try:
        record = load_record(args.file)
        if args.text:
            print(record.text())
            return 0
        # Validate the whole record before printing anything.
        Match.from_record(record)
        replay = Match.from_record(record, upto=0)
    except RecordError as exc:
        raise CommandError(str(exc)) from None
    game, lang = replay.game, args.lang
    print(record.text().splitlines()[0])
    for i, seat in enumerate(replay.seats):
        marker = " [Computer]" if seat.is_computer else ""
        print(f"# seat {i}: {seat.name}{marker}")
    for step, (seat, text) in enumerate(record.actions, start=1):
        before = len(replay.events)
        if text.startswith("!"):
            replay.leave(seat, text.split()[-1])
        else:
            replay.act_text(seat, text)
        print(f"\n{step:4}. {seat}: {text}")
        for event in replay.events[before:]:
            print(f"      {game.event_text(event.seen_by(None), lang)}")
        view = replay.view(None)
        for line in game.seat_lines(view, lang):
            print(f"      | {line}")
    outcome = replay.outcome()
    if outcome is not None:
        names = ", ".join(replay.seats[w].name for w in outcome.winners) or "-"
        print(f"\nResult: scores {list(outcome.scores)}; winners: {names}")
    return 0
