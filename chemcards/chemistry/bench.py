"""Throughput figures for ``chemcards bench chemistry`` (targets in docs/chemistry.md).

Each measurement runs ``repeats`` times and reports the median, so one slow run (a GC pause, a
busy machine) does not decide the figure.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from chemcards.chemistry.balance import balance
from chemcards.chemistry.data import load_data
from chemcards.chemistry.formula import _parse, element_symbols
from chemcards.chemistry.queries import engine, possible_reactions
from chemcards.chemistry.reactions import all_reactions

ZONE_OF_TEN = {
    "HCl": 2, "NaOH": 1, "CuSO4": 1, "Fe": 1, "Na2CO3": 1,
    "BaCl2": 1, "AgNO3": 1, "C": 2, "CaCO3": 1, "H2O": 1,
}


def _median_time(fn: Callable[[], object], repeats: int, inner: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    """(name, median value, unit) for parse and balance throughput and the zone query."""
    data = load_data()
    engine()  # build the indexes outside the timed part, as a game does at start
    formulas = [s.formula for s in data.substances.values()]
    symbols = element_symbols()

    def parse_all() -> None:
        _parse.cache_clear()  # measure parsing, not the cache
        for f in formulas:
            _parse(f, symbols)

    per_parse_round = _median_time(parse_all, repeats, 3)
    equations = [
        ([f for _, f in r.reactants], [f for _, f in r.products]) for r in all_reactions()[:200]
    ]

    def balance_all() -> None:
        for left, right in equations:
            balance(left, right)

    per_balance_round = _median_time(balance_all, repeats, 1)
    conditions = ("heat", "ignite")
    per_query = _median_time(lambda: possible_reactions(ZONE_OF_TEN, conditions), repeats, 200)
    return [
        ("parse", len(formulas) / per_parse_round, "formulas/s"),
        ("balance", len(equations) / per_balance_round, "equations/s"),
        ("possible_reactions, zone of 10", per_query * 1e6, "µs"),
    ]
