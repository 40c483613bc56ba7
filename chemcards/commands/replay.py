"""``chemcards replay FILE``: a saved game move by move, with what everyone could see."""

from __future__ import annotations

import argparse
from pathlib import Path

from chemcards.commands import CommandError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a game record (.json), e.g. a save file")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)
    parser.add_argument("--text", action="store_true", help="print the record as notation only")


def run(args: argparse.Namespace) -> int:
    from chemcards.core.match import Match
    from chemcards.core.records import RecordError, load_record
    from chemcards.i18n import ui

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
    game, lang = replay.game, args.lang or "en"
    print(record.text().splitlines()[0])
    for i, seat in enumerate(replay.seats):
        marker = " [Computer]" if seat.is_computer else ""
        print(f"# seat {i}: {seat.name}{marker}")
    names = [seat.name for seat in replay.seats]
    for event in replay.events:  # what happened while setting up (the deal, the first card)
        _print_event(game.event_text(event.seen_by(None), lang, names=names))
    for step, (seat, text) in enumerate(record.actions, start=1):
        before = len(replay.events)
        if text.startswith("!"):
            replay.leave(seat, text.split()[-1])
        else:
            replay.act_text(seat, text)
        who = f"{names[seat]} ({seat})" if 0 <= seat < len(names) else "referee"
        print(f"\n{step:4}. {who}: {text}")
        for event in replay.events[before:]:
            _print_event(game.event_text(event.seen_by(None), lang, names=names))
        view = replay.view(None)
        for name, line in zip(names, game.seat_lines(view, lang), strict=False):
            # as in the app's seats panel: a line that does not name its seat gets the name first
            print(f"      | {line}" if name in line else f"      | {name}: {line}")
    outcome = replay.outcome()
    if outcome is not None:  # as the app's game-over screen says it, in the chosen language
        winners = ", ".join(replay.seats[w].name for w in outcome.winners)
        print("\n" + (ui("winner", lang, names=winners) if winners else ui("no_winner", lang)))
        note = game.outcome_text(outcome, lang)
        if note:
            print(note)
        seats = zip(replay.seats, outcome.scores, strict=False)
        scores = " · ".join(f"{seat.name} {score:g}" for seat, score in seats)
        print(f"{ui('points', lang)}: {scores}")
    return 0


def _print_event(text: str) -> None:
    if text:  # a game says nothing of what the table does not see (a compound built in the hand)
        print(f"      {text}")
