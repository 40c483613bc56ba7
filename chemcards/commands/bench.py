"""``chemcards bench TARGET``: the figures quoted in docs/performance.md, medians of repetitions.

Targets: a game id (random playouts through ``legal_actions`` + ``apply`` and whole matches through
the match driver, at the player counts that matter, plus the game's own figures), ``bots``
(ISMCTS), ``chemistry``, ``app`` (cold start).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from collections.abc import Callable

from chemcards.commands import CommandError, catalogued, refusal, say

Row = tuple[str, float, str]

#: game id -> player counts for the generic random-playout benchmark
PLAYER_COUNTS = {"color-clash": (2, 4), "metallurgie": (2, 4), "chemie-kartenspiel": (2, 4),
                 "chemis": (3, 4)}
GAME_MODULES = {"color-clash": "color_clash", "metallurgie": "metallurgie",
                "chemie-kartenspiel": "chemie_kartenspiel", "chemis": "chemis"}
OTHER = {"bots": "chemcards.bots.bench", "chemistry": "chemcards.chemistry.bench",
         "app": "chemcards.tui.startup_bench"}


def measure_text(label: str, lang: str) -> str:
    """A bench row's measure as a person reads it in ``lang``. A measure's English text is its key
    in docs/performance.md and the tests, so the rows keep it and only the table shows it in the
    language (play-through 18: „metallurgie 2p random playout: games/s“ on a German terminal)."""
    return catalogued(label, "bench_m_", lang, inner="bench_p_")


def unit_text(unit: str, lang: str) -> str:
    """A bench row's unit as a person reads it in ``lang``."""
    return catalogued(unit, "bench_u_", lang)


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


#: one module of each chemistry engine that a normal install compiles (``[tool.chemcards] mypyc``
#: in pyproject.toml: all of them or none)
_COMPILED_PROBES = ("chemcards.games.chemie_kartenspiel.search", "chemcards.games.chemis.plays")


def engines_compiled() -> bool:
    """Whether this install runs the chemistry engines compiled with mypyc (setup.py): the figures
    of the two builds differ by about a quarter, so the table says which one it measured."""
    specs = [importlib.util.find_spec(name) for name in _COMPILED_PROBES]
    return all(spec is not None and spec.origin is not None and not spec.origin.endswith(".py")
               for spec in specs)


def run(args: argparse.Namespace) -> int:
    if args.repeats < 1:
        raise refusal("at_least", option="--repeats", n=1)
    from rich.console import Console
    from rich.table import Table

    from chemcards.core.i18n import decimal

    from . import cli_lang

    lang = cli_lang(args)

    from rich.cells import cell_len

    from . import clause_lines

    rows = rows_for(args.target, args.repeats)
    table = Table(title=say("bench_title", target=args.target, n=args.repeats),
                  caption=say("bench_compiled" if engines_compiled() else "bench_pure"))
    table.add_column(say("bench_measure"))
    table.add_column(say("bench_median"), justify="right")
    table.add_column(say("bench_unit"))
    # grouped and with the decimal mark of the language (play-through 17, de 10)
    cells = [(measure_text(label, lang), decimal(value, lang, 2 if value < 1000 else 0, grouped=True),
              unit_text(unit, lang)) for label, value, unit in rows]
    console = Console()
    # the measure broken between its clauses by us, not at any space by the table (play-through 18:
    # "ISMCTS，Color Clash 色彩对决，4" / "人，…" split "4 人"): the room the other columns leave,
    # less the four rules and the six cells of padding
    others = sum(max([cell_len(str(col.header)), *(cell_len(row[i]) for row in cells)])
                 for i, col in ((1, table.columns[1]), (2, table.columns[2])))
    room = console.width - others - 10
    for measure, median, unit in cells:
        table.add_row(clause_lines(measure, room) if room >= 20 else measure, median, unit)
    console.print(table)
    return 0
