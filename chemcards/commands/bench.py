"""``chemcards bench TARGET``: the figures quoted in docs/performance.md, medians of repetitions.

Targets: a game id (random playouts through ``legal_actions`` + ``apply`` and whole matches through
the match driver, at the player counts that matter, plus the game's own figures), ``bots``
(ISMCTS), ``chemistry``, ``app`` (cold start).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import re
from collections.abc import Callable
from functools import cache

from chemcards.commands import CommandError, refusal, say

Row = tuple[str, float, str]

#: game id -> player counts for the generic random-playout benchmark
PLAYER_COUNTS = {"color-clash": (2, 4), "metallurgie": (2, 4), "chemie-kartenspiel": (2, 4),
                 "chemis": (3, 4)}
GAME_MODULES = {"color-clash": "color_clash", "metallurgie": "metallurgie",
                "chemie-kartenspiel": "chemie_kartenspiel", "chemis": "chemis"}
OTHER = {"bots": "chemcards.bots.bench", "chemistry": "chemcards.chemistry.bench",
         "app": "chemcards.tui.startup_bench"}


#: placeholders of a measure's English text that stand for a number (the others match any text)
_NUMBERS = {"players", "n", "seconds"}


@cache
def _templates(prefix: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The command line's catalogue entries under ``prefix`` as (pattern of the English text, key).

    A measure's English text is its key in docs/performance.md and the tests, so the rows keep
    it and only the table shows it in the language (play-through 18: „metallurgie 2p random
    playout: games/s“ on a German terminal)."""
    from chemcards.i18n import catalogue

    found = []
    for key, entry in catalogue("cli").items():
        if key.startswith(prefix) and isinstance(entry, dict):
            parts = re.split(r"\{(\w+)\}", str(entry["en"]))
            pattern = "".join(
                re.escape(part) if i % 2 == 0
                else f"(?P<{part}>\\d+)" if part in _NUMBERS else f"(?P<{part}>.+?)"
                for i, part in enumerate(parts))
            found.append((re.compile(pattern), key))
    return tuple(found)


def _local(text: str, prefix: str, lang: str) -> str:
    """``text`` (a measure's or unit's English text) in ``lang``; its game id becomes the game's
    name and a rollout policy is said in the language too. A text the catalogue lacks stays as
    it is (tests/test_cli_bench_texts_pt18.py keeps every measure in the catalogue)."""
    from chemcards.core.registry import UnknownGame, get_game
    from chemcards.i18n import tr

    if lang == "en":
        return text
    for pattern, key in _templates(prefix):
        found = pattern.fullmatch(text)
        if found is None:
            continue
        params = found.groupdict()
        if "game" in params:
            with contextlib.suppress(UnknownGame):  # a test's toy game keeps its id
                params["game"] = get_game(params["game"]).title(lang)
        for name in ("policy", "rule"):
            if name in params:
                params[name] = _local(params[name], "bench_p_", lang)
        return tr("cli", key, lang, **params)
    return text


def measure_text(label: str, lang: str) -> str:
    """A bench row's measure as a person reads it in ``lang``."""
    return _local(label, "bench_m_", lang)


def unit_text(unit: str, lang: str) -> str:
    """A bench row's unit as a person reads it in ``lang``."""
    return _local(unit, "bench_u_", lang)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("target", help="a game id, or bots, chemistry, app")
    parser.add_argument("--repeats", type=int, default=5, help="repetitions (median reported)")


def rows_for(target: str, repeats: int) -> list[Row]:
    if target in OTHER:
        module = importlib.import_module(OTHER[target])
        return list(module.run_bench(repeats))
    from chemcards.bots.bench import driver_bench, playout_bench
    from chemcards.core.registry import UnknownGame, get_game

    try:
        game = get_game(target)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    rows: list[Row] = []
    for players in PLAYER_COUNTS.get(target, (game.min_players, game.max_players)):
        rows += playout_bench(game, players, repeats)
        rows += driver_bench(game, players, repeats)
    module_name = GAME_MODULES.get(target)
    if module_name:
        try:
            extra: Callable[[int], list[Row]] = importlib.import_module(
                f"chemcards.games.{module_name}.bench").run_bench
        except (ImportError, AttributeError):
            extra = lambda _repeats: []  # noqa: E731 - a game without extra figures
        rows += extra(repeats)
    return rows


def run(args: argparse.Namespace) -> int:
    if args.repeats < 1:
        raise refusal("at_least", option="--repeats", n=1)
    from rich.console import Console
    from rich.table import Table

    from chemcards.core.i18n import decimal

    from . import cli_lang

    lang = cli_lang(args)

    rows = rows_for(args.target, args.repeats)
    table = Table(title=say("bench_title", target=args.target, n=args.repeats))
    table.add_column(say("bench_measure"))
    table.add_column(say("bench_median"), justify="right")
    table.add_column(say("bench_unit"))
    for label, value, unit in rows:
        # grouped and with the decimal mark of the language (play-through 17, de 10)
        table.add_row(measure_text(label, lang),
                      decimal(value, lang, 2 if value < 1000 else 0, grouped=True), unit_text(unit, lang))
    Console().print(table)
    return 0
