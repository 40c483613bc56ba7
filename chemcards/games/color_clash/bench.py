"""Color Clash figures for ``chemcards bench color-clash`` (the generic random-playout rows come from
the bench command itself). Each figure is the median of ``repeats`` runs of a fixed, seeded workload.

Rows: random playout µs per action at 2 and 4 players through the public protocol (``to_act``,
``legal_actions``, ``Rng.choice``, ``apply``, ``outcome``, as a simulation driver calls them), the cost
of ``legal_actions`` alone, ``clone``, ``determinize``, play-first rollouts (``rollout_action``, the
ISMCTS default policy) and one heuristic-bot decision.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .game import GAME
from .state import State

_SEATS = {n: [Seat(f"P{i}", "computer", "easy") for i in range(n)] for n in (2, 4)}


def _random_playout(players: int, games: int, seed: int) -> tuple[float, int]:
    """Seconds and actions for ``games`` uniformly random games."""
    game = GAME
    to_act, legal_actions, apply, outcome = game.to_act, game.legal_actions, game.apply, game.outcome
    actions = 0
    elapsed = 0.0
    for g in range(games):
        state = game.new_state(_SEATS[players], {}, Rng(seed + g))
        choice = Rng(seed - g - 1).choice
        t0 = time.perf_counter()
        while outcome(state) is None:
            seat = to_act(state)[0]
            apply(state, seat, choice(legal_actions(state, seat)))
            actions += 1
        elapsed += time.perf_counter() - t0
    return elapsed, actions


def _states(count: int, seed: int) -> list[State]:
    """Positions from random play at 4 players, to time per-position operations on."""
    rng = Rng(seed)
    out: list[State] = []
    while len(out) < count:
        state = GAME.new_state(_SEATS[4], {}, Rng(rng.randbelow(1 << 30)))
        while GAME.outcome(state) is None and len(out) < count:
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            if GAME.outcome(state) is None and rng.randbelow(8) == 0:
                out.append(GAME.clone(state))
    return out


def _per_call(states: list[State], op: Callable[[State], object], loops: int = 5) -> float:
    t0 = time.perf_counter()
    for _ in range(loops):
        for s in states:
            op(s)
    return (time.perf_counter() - t0) / (loops * len(states))


def _rollouts(states: list[State], seed: int) -> tuple[float, int, int]:
    rng = Rng(seed)
    game = GAME
    actions = rounds = 0
    t0 = time.perf_counter()
    for start in states:
        state = game.clone(start)
        round_at_start = state.round
        while game.outcome(state) is None and state.round == round_at_start:
            seat = game.to_act(state)[0]
            game.apply(state, seat, game.rollout_action(state, seat, game.legal_actions(state, seat), rng))
            actions += 1
        rounds += 1
    return time.perf_counter() - t0, actions, rounds


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    figures: dict[str, list[float]] = {}
    units: dict[str, str] = {}

    def add(label: str, value: float, unit: str) -> None:
        figures.setdefault(label, []).append(value)
        units[label] = unit

    states = _states(400, 7)
    bot = GAME.heuristic_bot(0, Rng(3))
    views = [(GAME.view(s, GAME.to_act(s)[0]), GAME.legal_actions(s, GAME.to_act(s)[0])) for s in states
             if GAME.to_act(s)[0] >= 0]
    for rep in range(repeats):
        for players, games in ((2, 20), (4, 10)):
            seconds, actions = _random_playout(players, games, 1000 * rep + players)
            add(f"random playout {players}p: per action (to_act+legal+choice+apply)", 1e6 * seconds / actions,
                "µs")
        add("legal_actions (4p positions)",
            1e9 * _per_call(states, lambda s: GAME.legal_actions(s, GAME.to_act(s)[0])), "ns")
        add("clone (4p positions)", 1e6 * _per_call(states, GAME.clone), "µs")
        sampler = Rng(rep)
        add("determinize (4p positions)",
            1e6 * _per_call(states, lambda s, r=sampler: GAME.determinize(GAME.view(s, 0), r), loops=1), "µs")
        seconds, actions, rounds = _rollouts(states, rep)
        add("play-first rollout 4p: per action", 1e6 * seconds / actions, "µs")
        add("play-first rollout 4p: actions to end of round", actions / rounds, "actions")
        t0 = time.perf_counter()
        for view, legal in views:
            bot.choose(view, legal)
        add("heuristic bot: one decision", 1e6 * (time.perf_counter() - t0) / len(views), "µs")
    return [(label, statistics.median(values), units[label]) for label, values in figures.items()]


if __name__ == "__main__":  # pragma: no cover - a quick look without the CLI
    for label, value, unit in run_bench():
        print(f"{label:58} {value:10.2f} {unit}")
