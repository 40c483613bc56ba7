"""CHEMIS figures for ``chemcards bench chemis`` and the deck-length check of CH-29.

* reaction search per play: the time to list the possible reactions in a zone after a play;
* legal actions per call in mid-game positions;
* game length: heuristic players to the end, turns per game, turned into minutes at the table's
  pace (:data:`SECONDS_PER_TURN`).
"""

from __future__ import annotations

import statistics
import time

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import zones
from .game import GAME
from .state import ChemisState

#: Seconds a table of people spends on one turn. Calibrated on Metallurgie, whose box says "ca. 30
#: Minuten": our players need 41 turns for a 3-player Metallurgie game (40-42 for 2-4 players), so a
#: turn there takes 1800 s / 41 = 44 s (checked in tests/chemis/test_chemis_length.py). A CHEMIS turn
#: (draw, form substances, reactions, judgements, discard) asks at least as much, so this is a floor.
SECONDS_PER_TURN = 44.0


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

    chem.clear_possible()
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


def game_length(players: int, games: int = 40, seed: int = 0, hp: int = 4) -> dict[str, float]:
    """Medium players to the end: median turns (with quartiles), minutes at the table's pace, rounds."""
    turns: list[int] = []
    rounds: list[int] = []
    for g in range(games):
        st, events = GAME.start([Seat(f"p{i}") for i in range(players)], {"hp": hp}, Rng(seed + g))
        bots = [GAME.heuristic_bot(i, Rng(seed + g * 10 + i)) for i in range(players)]
        n = sum(e.kind == "turn" for e in events)
        while GAME.outcome(st) is None:
            seat = GAME.to_act(st)[0]
            a = bots[seat].choose(GAME.view(st, seat), GAME.legal_actions(st, seat))  # type: ignore[union-attr]
            n += sum(e.kind == "turn" for e in GAME.apply(st, seat, a))
        turns.append(n)
        rounds.append(st.round)
    q1, _, q3 = statistics.quantiles(turns, n=4)
    return {"turns": statistics.median(turns), "turns_q1": q1, "turns_q3": q3,
            "minutes": statistics.median(turns) * SECONDS_PER_TURN / 60,
            "minutes_q1": q1 * SECONDS_PER_TURN / 60, "minutes_q3": q3 * SECONDS_PER_TURN / 60,
            "rounds": statistics.median(rounds)}


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
        rows.append((f"{n} players: turns per game (median)", gl["turns"], "turns"))
        rows.append((f"{n} players: game length at {SECONDS_PER_TURN:.0f} s per turn", gl["minutes"], "min"))
    return rows


if __name__ == "__main__":  # pragma: no cover - a manual check
    for label, value, unit in run_bench(3):
        print(f"{label:50} {value:10.1f} {unit}")
