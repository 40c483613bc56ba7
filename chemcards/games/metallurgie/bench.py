"""Game-specific figures for ``chemcards bench metallurgie`` (issue 5): random playouts through the
engine, the cost of finding areas on a large field, and the medium bot's thinking time."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import hexgrid
from .bot import MetallurgieHeuristic
from .game import Metallurgie
from .rules import scorable_areas
from .state import OVER, State


def big_field(size: int = 100, seed: int = 1) -> dict[int, int]:
    """``size`` positions in rings round the centre (one connected piece) with random top metals."""
    rng = Rng(seed)
    field: dict[int, int] = {}
    ring = [hexgrid.CENTRE]
    while len(field) < size:
        nxt: list[int] = []
        for pos in ring:
            if len(field) >= size:
                break
            if pos in field:
                continue
            field[pos] = rng.randbelow(4)
            nxt.extend(n for n in hexgrid.neighbours(pos) if n not in field)
        ring = nxt
    return field


def _median_of(repeats: int, run: Callable[[], float]) -> float:
    return statistics.median(run() for _ in range(repeats))


def _playouts(game: Metallurgie, games: int) -> float:
    """µs per action of random legal play, legal_actions + apply, three players."""
    rng = Rng(7)
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        state = game.new_state([Seat("A"), Seat("B"), Seat("C")], {"bonus": "off"}, Rng(g))
        while state.phase != OVER:
            seat = state.current
            legal = game.legal_actions(state, seat)
            game.apply(state, seat, legal[rng.randbelow(len(legal))])
            actions += 1
    return (time.perf_counter() - start) / actions * 1e6


def _area_cost(field: dict[int, int], loops: int) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        hexgrid.areas(field)
    return (time.perf_counter() - start) / loops * 1e6


def _scorable_cost(field: dict[int, int], loops: int) -> float:
    """What the engine pays per legal_actions call once cards are laid: areas through fresh cards."""
    state = State([Seat("A"), Seat("B")], False)
    state.field = field
    state.fresh = set(list(field)[::10])
    start = time.perf_counter()
    for _ in range(loops):
        scorable_areas(state)
    return (time.perf_counter() - start) / loops * 1e6


def _cut_cost(field: dict[int, int], loops: int) -> float:
    positions = list(field)
    start = time.perf_counter()
    for _ in range(loops):
        for pos in positions:
            hexgrid.cut_free(field, pos)
    return (time.perf_counter() - start) / (loops * len(positions)) * 1e6


def _bot_cost(game: Metallurgie, games: int) -> float:
    """ms per decision of the medium bot playing every seat."""
    decisions = 0
    spent = 0.0
    for g in range(games):
        state = game.new_state([Seat("A"), Seat("B"), Seat("C")], {"bonus": "off"}, Rng(g))
        bots = [MetallurgieHeuristic(game, s, Rng(g * 10 + s)) for s in range(3)]
        while state.phase != OVER:
            seat = state.current
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, legal)
            spent += time.perf_counter() - start
            decisions += 1
            game.apply(state, seat, action)
    return spent / decisions * 1e3


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    from . import GAME

    field = big_field(100)
    return [
        ("random playout (3 players)", _median_of(repeats, lambda: _playouts(GAME, 20)), "µs/action"),
        ("all areas of a 100-position field", _median_of(repeats, lambda: _area_cost(field, 200)), "µs"),
        ("scorable areas, 100 positions, 10 fresh",
         _median_of(repeats, lambda: _scorable_cost(field, 200)), "µs"),
        ("split check (MT-10) per position, 100 positions",
         _median_of(repeats, lambda: _cut_cost(field, 20)), "µs"),
        ("medium bot decision (3 players)", _median_of(repeats, lambda: _bot_cost(GAME, 2)), "ms"),
    ]


if __name__ == "__main__":
    for label, value, unit in run_bench():
        print(f"{label:50} {value:10.2f} {unit}")
