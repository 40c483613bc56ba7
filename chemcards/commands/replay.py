"""``chemcards replay FILE``: a saved game move by move, showing only what a reader may know.

By default it prints the public log: who acted and what the table saw (the events as a spectator
sees them), never the notation of a move, which may name cards still in a hand (a Chemie-
Kartenspiel draft step ``add Na``), and never the seed, which would deal every hand again.
``--seat N`` shows seat N's view: its own moves and its own secrets (the cards it drew) as well.
Seats count from 1 here as everywhere a person reads them (the launcher, the seats panel; issue 12
follow-up, point 9); only the notation a record holds (``catch 1``, shown with ``--all``) counts
from 0.
Everything, every move's notation and every secret, only with an explicit ``--all`` (issue 13,
point 8). ``--text`` prints the bare notation and so needs ``--all`` too.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from chemcards.commands import CommandError, cli_lang
from chemcards.commands import refusal as refusal_of


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a game record (.json), e.g. a save file")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS)
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, metavar="N",
                     help="show what seat N saw (its own cards and moves too); seats count from 1, "
                          "as the '# seat N: …' lines list them")
    who.add_argument("--all", action="store_true",
                     help="show everything: every move's notation and every hidden card")
    parser.add_argument("--text", action="store_true",
                        help="print the record as notation only (needs --all: it shows every move)")


def run(args: argparse.Namespace) -> int:
    from chemcards.core.driver import MatchDriver
    from chemcards.core.match import Match
    from chemcards.core.records import RecordError, load_record
    from chemcards.core.seats import shown_name
    from chemcards.i18n import computer_mark, join_list, tr, ui

    seat_number: int | None = getattr(args, "seat", None)  # from 1, as a person counts
    everything = bool(getattr(args, "all", False))
    if args.text and not everything:
        raise CommandError(ui("replay_text_needs_all", cli_lang(args)))
    try:
        record = load_record(args.file)
        if seat_number is not None and not 1 <= seat_number <= len(record.seats):
            raise CommandError(ui("replay_seat_range", cli_lang(args), count=len(record.seats),
                                  n=seat_number))
        if args.text:
            print(record.text())
            return 0
        # Validate the whole record before printing anything.
        Match.from_record(record)
        replay = Match.from_record(record, upto=0)
    except RecordError as exc:
        raise CommandError(exc.said(cli_lang(args))) from None
    seat_view = None if seat_number is None else seat_number - 1
    driver = MatchDriver(replay)  # steps through the record as it was played
    game, lang = replay.game, cli_lang(args)
    names = [shown_name(seat.name) for seat in replay.seats]

    def seen(event: object) -> object:
        return event if everything else event.seen_by(seat_view)  # type: ignore[attr-defined]

    print(_head(game, record.options, record.seed if everything else None, lang))
    # every line in the language of --lang (play-through 14, de 6: "# seat 1: Anna" above a German log)
    for i, seat in enumerate(replay.seats):
        marker = computer_mark(lang) if seat.is_computer else ""
        print(ui("replay_seat", lang, n=i + 1, name=names[i] + marker))
    if not everything:
        print(ui("replay_seat_view", lang, n=seat_number, name=names[seat_view]) if seat_view is not None
              else ui("replay_public", lang))
    # the public facts a line may name (CHEMIS: whose zone a letter is, "Ann's zone (A)" as the app
    # writes it, not "A's zone"; play-through 21, en 8): the view of the seat shown, or the public one
    for event in replay.events:  # what happened while setting up (the deal, the first card)
        _print_event(game.event_text(seen(event), lang, names=names, view=replay.view(seat_view)))
    for step, (seat, text) in enumerate(record.actions, start=1):
        before = len(replay.events)
        refusal = driver.replay_entry(seat, text)
        if refusal is not None:  # validated above: a refusal here is our bug, said in one line
            raise refusal_of("record_damaged", step=step, reason=refusal.reason)
        who = ui("replay_who", lang, name=names[seat], n=seat + 1) if 0 <= seat < len(names) \
            else ui("replay_referee", lang)
        # a move's notation may name hidden cards: only its own player (or --all) reads it
        told = everything or seat == seat_view or seat < 0 or text.startswith("!")
        move = _typed(game, replay, seat, text, lang) if told else ""
        print(f"\n{step:4}. " + (ui("replay_move", lang, who=who, move=move) if told else who))
        for event in replay.events[before:]:
            _print_event(game.event_text(seen(event), lang, names=names, view=replay.view(seat_view)))
        view = replay.view(seat_view)
        lines = game.seat_lines(view, lang)
        # as in the app's seats panel: in the order play goes round (CHEMIS: the identities' order,
        # CH-2), and a line that does not name its seat gets the name first
        for i in game.seat_order(view) or range(len(lines)):
            name, line = names[i], lines[i]
            named = line if name in line else ui("replay_seat_line", lang, name=name, line=line)
            print(f"      | {named}")
    outcome = replay.outcome()
    if outcome is not None:  # as the app's game-over screen says it, in the chosen language
        winners = join_list([names[w] for w in outcome.winners], lang)
        print("\n" + (ui("winner", lang, names=winners) if winners else ui("no_winner", lang)))
        note = game.outcome_text(outcome, lang)
        if note:
            print(note)
        scores = " · ".join(f"{name} {score:g}" for name, score in zip(names, outcome.scores, strict=False))
        # the language's colon and list comma (play-through 18: „分数: Ann 0“ in Chinese)
        print(tr("cli", "replay_points", lang, points=ui("points", lang), scores=scores))
    return 0


def _head(game: Any, options: Mapping[str, Any], seed: int | None, lang: str) -> str:
    """The first line: the game's title and its options by the launcher's names, the seed only
    when given (``--all``: it deals every hand again). The record's own header („# metallurgie
    seed=None options={"bonus": "off"}“) stood untranslated above a Chinese log (play-through 20,
    zh 8); ``--text`` still prints that one."""
    from chemcards.i18n import option_parts, ui

    parts = ([] if seed is None else [ui("replay_seed", lang, seed=seed)]) + option_parts(game, options, lang)
    if not parts:
        return ui("replay_head_bare", lang, title=game.title(lang))
    return ui("replay_head", lang, title=game.title(lang), parts=ui("replay_head_sep", lang).join(parts))


def _typed(game: Any, match: Any, seat: int, text: str, lang: str) -> str:
    """A recorded move as the person would type it and as the log and the field name things
    (Metallurgie's places „49/21“, not the notation's „1,-1“; play-through 20, en 9 and zh 8), with
    the verb in the reader's words; an entry that is no move (``!undo 1``) or that the game cannot
    read back stays as recorded."""
    if text.startswith("!"):
        return text
    try:
        view = match.view(seat if seat >= 0 else None)
        return str(game.typed_action(view, game.parse_action(text), lang))
    except ValueError:
        return text


def _print_event(text: str) -> None:
    if text:  # a game says nothing of what the table does not see (a compound built in the hand)
        print(f"      {text}")
