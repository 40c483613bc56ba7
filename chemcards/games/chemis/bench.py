"""CHEMIS figures for ``chemcards bench chemis`` and the deck-length check of CH-29.

* reaction search per play: the time to list the possible reactions in a zone after a play;
* legal actions per call in mid-game positions;
* game length: heuristic players, actions per game by kind, turned into minutes with a stated
  number of seconds per action (a person forming a substance thinks longer than one who passes).
"""

from __future__ import annotations

import statistics
import time
from collections import Counter

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import zones
from .engine import GAME
from .state import ChemisState

#: assumed seconds a person needs per action: plays (form, salt, function, counter, reaction
#: choice) need reading the zones; end, pass and discard are quick
SECONDS_PER_PLAY = 20.0
SECONDS_PER_QUICK = 4.0
QUICK = ("End", "Pass", "Drop")


def _positions(seed: int, count: int) -> list[ChemisState]:
    """Mid-game positions reached by random play, for timing queries on realistic zones."""
    out: list[ChemisState] = []
    rng = Rng(seed)
    while len(out) < count:
        st = GAME.new_state([Seat(f"p{i}") for i in range(4)], {}, Rng(rng.randbelow(1 << 30)))
        for step in range(200):
            if GAME.outcome(st) is not None:
                break
            seat = GAME.to_act(st)[0]
            GAME.apply(st, seat, GAME.rollout_action(st, seat, GAME.legal_actions(st, seat), rng))
            if step % 10 == 9:
                out.append(st.clone())
    return out[:count]


def reaction_search_us(positions: list[ChemisState]) -> float:
    """Median µs to list the possible reactions of one zone (done after every play, CH-19), with the
    adapter's cache emptied first: this is the chemistry engine's own query time."""
    from . import chem

    chem._possible.cache_clear()
    t0 = time.perf_counter()
    n = 0
    for st in positions:
        for z in range(st.n):
            zones.possible(st.items[z], st.conds[z])
            n += 1
    return (time.perf_counter() - t0) / n * 1e6


def legal_us(positions: list[ChemisState]) -> float:
    t0 = time.perf_counter()
    for st in positions:
        GAME.legal_actions(st, GAME.to_act(st)[0]) if GAME.to_act(st) else None
    return (time.perf_counter() - t0) / len(positions) * 1e6


def game_length(players: int, games: int = 40, seed: int = 0) -> dict[str, float]:
    """Heuristic players to the end: median actions, plays, quick actions and estimated minutes."""
    actions: list[int] = []
    minutes: list[float] = []
    rounds: list[int] = []
    for g in range(games):
        st = GAME.new_state([Seat(f"p{i}") for i in range(players)], {}, Rng(seed + g))
        bots = [GAME.heuristic_bot(i, Rng(seed + g * 10 + i)) for i in range(players)]
        kinds: Counter[str] = Counter()
        while GAME.outcome(st) is None:
            seat = GAME.to_act(st)[0]
            a = bots[seat].choose(GAME.view(st, seat), GAME.legal_actions(st, seat))  # type: ignore[union-attr]
            GAME.apply(st, seat, a)
            kinds[type(a).__name__] += 1
        quick = sum(kinds[k] for k in QUICK)
        plays = sum(kinds.values()) - quick
        actions.append(sum(kinds.values()))
        minutes.append((plays * SECONDS_PER_PLAY + quick * SECONDS_PER_QUICK) / 60)
        rounds.append(st.round)
    return {"actions": statistics.median(actions), "minutes": statistics.median(minutes),
            "minutes_q1": statistics.quantiles(minutes, n=4)[0],
            "minutes_q3": statistics.quantiles(minutes, n=4)[2], "rounds": statistics.median(rounds)}


def hard_decision_seconds(positions: list[ChemisState], iterations: int = 500) -> float:
    """Median seconds of one hard-level (ISMCTS) decision with the simulation budget: the search
    judges positions with ``Chemis.evaluate`` after ``Chemis.rollout_cap`` playout actions."""
    from chemcards.bots.ismcts import ISMCTSBot

    times = []
    for k, st in enumerate(positions):
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        bot = ISMCTSBot(GAME, seat, Rng(k), iterations=iterations, seconds=None)
        _, stats = bot.search(GAME.view(st, seat), legal)
        times.append(stats.seconds)
    return statistics.median(times)


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    positions = _positions(1, 60)
    search = statistics.median(reaction_search_us(positions) for _ in range(repeats))
    legal = statistics.median(legal_us(positions) for _ in range(repeats))
    hard = hard_decision_seconds([st for st in positions if GAME.to_act(st)][::12][:repeats])
    rows = [("reaction search per play (one zone)", search, "µs"),
            ("legal actions per call (mid-game)", legal, "µs"),
            ("hard level: one decision (500 iterations)", hard, "s")]
    for n in (3, 4):
        gl = game_length(n, games=20)
        rows.append((f"{n} players: estimated game length (median)", gl["minutes"], "min"))
        rows.append((f"{n} players: actions per game (median)", gl["actions"], "actions"))
    return rows


if __name__ == "__main__":  # pragma: no cover - a manual check
    for label, value, unit in run_bench(3):
        print(f"{label:50} {value:10.1f} {unit}")
