"""Figures for ``chemcards bench chemie-kartenspiel`` beyond the generic random-playout rows.

Each figure is the median of ``repeats`` runs of a fixed, seeded workload, with the search caches
cleared before each run (so a repeat does not profit from the previous one). Rows: the heuristic
bot's best-compound search on 20-card hands (the issue's ≤ 5 ms target) and how often it finds the
true optimum; one ``legal_actions`` call in the build phase of a 20-card hand; random-playout µs per
action (3 players, family) and heuristic-bot games per second.
"""

from __future__ import annotations

import statistics
import time

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .bot import ChemieHeuristic
from .catalogue import catalogue
from .compounds import points
from .decks import starter
from .search import all_compounds, best, clear_caches, units
from .state import State


def _hands(count: int, size: int, seed: int) -> list[tuple[int, ...]]:
    rng = Rng(seed)
    deck = starter().cards()
    out = []
    for _ in range(count):
        pile = list(deck)
        rng.shuffle(pile)
        counts = [0] * catalogue().size
        for c in pile[:size]:
            counts[c] += 1
        out.append(tuple(counts))
    return out


def _best_ms(hands: list[tuple[int, ...]]) -> float:
    values = {u.index: float(u.points) for u in units()}
    clear_caches()
    times = []
    for h in hands:
        t0 = time.perf_counter()
        best(h, values)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def _optimal_share(hands: list[tuple[int, ...]]) -> float:
    values = {u.index: float(u.points) for u in units()}
    hits = 0
    for h in hands:
        _, value = best(h, values)
        top = max((points(c) for c in all_compounds(h)), default=0)
        hits += value >= top
    return 100.0 * hits / len(hands)


def _legal_ms(hands: list[tuple[int, ...]]) -> float:
    from . import GAME

    clear_caches()
    state = GAME.new_state([Seat("a"), Seat("b")], {"mode": "family"}, Rng(1))
    times = []
    for h in hands:
        state.hands[0] = list(h)
        t0 = time.perf_counter()
        GAME.legal_actions(state, 0)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def _playout_us(games: int, seed: int) -> float:
    from . import GAME

    clear_caches()
    seats = [Seat(f"P{i}", "computer", "easy") for i in range(3)]
    actions, elapsed = 0, 0.0
    for g in range(games):
        state: State = GAME.new_state(seats, {"mode": "family"}, Rng(seed + g))
        choice = Rng(seed - g).choice
        t0 = time.perf_counter()
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, choice(GAME.legal_actions(state, seat)))
            actions += 1
        elapsed += time.perf_counter() - t0
    return elapsed / actions * 1e6


def _bot_games_per_s(games: int, seed: int) -> float:
    from . import GAME

    clear_caches()
    seats = [Seat(f"P{i}", "computer", "medium") for i in range(3)]
    t0 = time.perf_counter()
    for g in range(games):
        state: State = GAME.new_state(seats, {"mode": "family"}, Rng(seed + g))
        bots = [ChemieHeuristic(GAME, s, Rng(g)) for s in range(3)]
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            choice = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state, seat))
            GAME.apply(state, seat, choice)
    return games / (time.perf_counter() - t0)


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    hands = _hands(20, 20, 42)
    rows = [
        ("bot best-compound search, 20-card hand",
         statistics.median(_best_ms(hands) for _ in range(repeats)), "ms"),
        ("bot search finds the optimum (20-card hands)", _optimal_share(hands), "%"),
        ("legal_actions in the build phase, 20-card hand",
         statistics.median(_legal_ms(hands) for _ in range(repeats)), "ms"),
        ("random playout, 3 players, family", statistics.median(_playout_us(4, 7) for _ in range(repeats)),
         "µs/action"),
        ("heuristic bots, 3 players, family",
         statistics.median(_bot_games_per_s(2, 9) for _ in range(repeats)), "games/s"),
    ]
    return rows
