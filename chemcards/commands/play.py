"""``chemcards play GAME --seats ...``, ``chemcards resume`` and plain ``chemcards`` (the launcher).

Everything is imported inside the functions: ``chemcards --help`` and the launcher's cold start must
not pay for engines, bots or Textual they do not use.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import CommandError, cli_lang, command_lang, parse_option_pairs, refusal

if TYPE_CHECKING:
    from chemcards.core.protocol import Game
    from chemcards.core.seats import Seat

COMPUTER_WORDS = ("cpu", "computer", "bot")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="the game id, e.g. color-clash (see `chemcards games`)")
    parser.add_argument("--seats", default=None,
                        help='comma-separated seats: a name for a person, "cpu" (or cpu:easy, '
                             'cpu:medium, cpu:hard) for a computer, e.g. "Ann,Bob,cpu,cpu:hard" '
                             '(default: you as "Player 1" in the app\'s language, and three computers)')
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option mode=family (repeatable)")
    _common(parser)
    parser.add_argument("--seed", type=int, default=None,
                        help="seeded shuffling for practice and tests (default: a secure random shuffle)")


def add_resume_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", type=Path, default=None,
                        help="a saved game (default: the last unfinished game)")
    _common(parser)


def _common(parser: argparse.ArgumentParser) -> None:
    # SUPPRESS: an absent option must not overwrite ``chemcards --lang de play ...``
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                        help="language of the app (default: the one chosen last time)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=argparse.SUPPRESS,
                        help="how long computer moves stay visible")


def parse_seats(text: str, lang: str = "en") -> list[Seat]:
    """``"Ann,Bob,cpu,cpu:hard"`` to seats; computers get chemists' names, always marked (CC-24)."""
    from chemcards.core.seats import LEVELS, MAX_NAME, Seat, name_problem_key, shown_name
    from chemcards.tui.names import computer_names

    seats: list[Seat] = []
    names: set[str] = set()
    parts = [p.strip() for p in text.split(",")]
    if not any(parts):
        raise refusal("seats_none")
    for part in parts:
        word, _, level = part.partition(":")
        if part.lower() in LEVELS:  # a level alone is a computer at it, as `simulate --seats` reads
            word, level = "cpu", part  # it (play-through 20, zh 2: "我,easy" seated a person "easy")
        if word.lower() in COMPUTER_WORDS:
            level = level.strip().lower() or "medium"
            if level not in LEVELS:
                raise refusal("unknown_level", level=level, levels=", ".join(LEVELS))
            name = next((n for n in computer_names(lang) if n not in names), f"CPU {len(seats) + 1}")
            seats.append(Seat(name, "computer", level))
        else:
            if not part:
                raise refusal("seats_empty_name")
            problem = name_problem_key(part)
            if problem:  # in the command's language (play-through 17: it was English)
                raise refusal(f"seats_{problem}", name=shown_name(part), most=MAX_NAME)
            if part in names:
                raise refusal("seats_twice", name=part)
            name = part
            seats.append(Seat(name, "human"))
        names.add(name)
    return seats


def default_seats(lang: str) -> str:
    """``--seats`` when none is given: one person and three computers. The person gets a real name
    in the app's language ("Player 1", "Spieler 1", "玩家1"), which reads right in every sentence of
    the log, unlike "Me" ("Me plays", "Ich zieht"), issue 12.14."""
    from chemcards.i18n import ui

    return f"{ui('default_person', lang, n=1)},cpu,cpu,cpu"


def parse_options(game: Game, given: list[str]) -> dict[str, Any]:  # type: ignore[type-arg]
    return parse_option_pairs(game, given)


def app_settings(args: argparse.Namespace) -> Any:
    """The app's settings for a command that opens it (``play``, ``resume``, ``host``, ``join``):
    the language is ``--lang``, else the one chosen last in the app, else the terminal's
    (``cli_lang``). The settings' own default, English, came before the terminal's: ``join`` in a
    German or Chinese terminal with no settings yet showed an English lobby (play-through 18)."""
    from chemcards.tui.settings import load_settings

    settings = load_settings()
    settings.lang = cli_lang(args)
    if getattr(args, "speed", None):
        settings.speed = args.speed
    return settings


def run(args: argparse.Namespace) -> int:
    from chemcards.core.match import Match
    from chemcards.core.protocol import SetupError
    from chemcards.core.registry import UnknownGame, get_game
    from chemcards.i18n import tr
    from chemcards.tui.saves import claim_autosave, kept_message
    from chemcards.tui.settings import current_save_path

    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    settings = app_settings(args)
    seats = parse_seats(args.seats if args.seats is not None else default_seats(settings.lang), settings.lang)
    options = parse_options(game, args.option)
    if args.seed is not None and not -(1 << 64) < args.seed < 1 << 64:
        raise refusal("seed_bits")
    path = current_save_path()
    notices: list[str] = []
    try:
        game.check_players(len(seats))
        # Every start rule is checked before the old save is touched: a refused start keeps it.
        match = Match(game, seats, options, seed=args.seed)
        # another window's game saved there is never moved: this one then saves elsewhere
        path, kept = claim_autosave(path, game.id)
        if kept is not None:
            notices.append(kept_message(kept, settings.lang))
            # the terminal line (seen after the app closes) adds the file; the app's notice names
            # the game and Saved games instead of a path
            print(f"chemcards: {kept_message(kept, settings.lang)} ({kept})", file=sys.stderr)
        match.autosave = path
        match.save(path)
    except SetupError as exc:  # the game's own words in the command's language (CK-2)
        raise CommandError(tr(game.id, exc.key, command_lang(), **exc.params)) from None
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        raise refusal("cannot_save", path=path, reason=exc.strerror or exc) from None
    return _run_app(match=match, settings=settings, notices=notices)


def run_resume(args: argparse.Namespace) -> int:
    from chemcards.core.records import RecordError
    from chemcards.tui.saves import (
        kept_message,
        latest_unfinished,
        resume_as_current,
        unfinished_games,
        unreadable_line,
        unreadable_saves,
    )

    # without a file: the game in progress, else the most recent unfinished one (also one that a
    # new game put aside as unfinished-*.json), see ``chemcards`` → Saved games for the whole list;
    # never a game another window is playing (issue 12 point 9)
    path = args.file or latest_unfinished()
    if path is None:
        if any(g.elsewhere for g in unfinished_games()):
            raise refusal("save_elsewhere")
        # a save that cannot be read is named, not passed over as "no save" (play-through 18 zh 9)
        damaged = unreadable_line(unreadable_saves(), command_lang())
        if damaged is not None:
            raise CommandError(damaged)
        raise refusal("no_save")
    settings = app_settings(args)
    notices: list[str] = []
    try:
        # the game resumed becomes the game in progress: the next ``resume`` continues the game
        # played last (play-through 14, de 1); one that was in progress is put aside, and said so
        match, kept = resume_as_current(path)
    except RecordError as exc:
        raise refusal("cannot_resume", path=path, reason=exc.reason_in(command_lang())) from None
    except OSError as exc:
        raise refusal("cannot_resume", path=path, reason=exc.strerror or exc) from None
    if kept is not None:
        notices.append(kept_message(kept, settings.lang))
        print(f"chemcards: {kept_message(kept, settings.lang)} ({kept})", file=sys.stderr)
    return _run_app(match=match, settings=settings, notices=notices)


def run_launcher(lang: str | None = None) -> int:
    """Plain ``chemcards``: the launcher."""
    from chemcards.tui.settings import load_settings

    settings = load_settings()
    if lang:
        settings.lang = lang
    return _run_app(match=None, settings=settings)


def _run_app(*, notices: list[str] | None = None, **kwargs: Any) -> int:
    from chemcards.tui.first_frame import pause_gc, resume_gc

    # no collector passes before the first frame: they freed nothing and came before the game
    # list (issue 12 point 8, tui/first_frame.py); the app resumes the collector once drawn
    pause_gc()
    try:
        from chemcards.tui.app import ChemcardsApp
        from chemcards.tui.saves import clean_stale_temps

        clean_stale_temps()  # what a killed chemcards left half-written (issue 13, point 9)
        app = ChemcardsApp(notices=notices or (), **kwargs)
        result = app.run()
    finally:
        resume_gc()  # an app that never drew a frame (a failed start) leaves it on too
    return int(result or 0)
