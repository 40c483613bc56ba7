"""Benchmarks of the bots and of any game's protocol speed, for ``chemcards bench``.

Every figure is the median of ``repeats`` runs, so one noisy run (another process, a GC pause) does
not move it. Rows are ``(label, median, unit)``.
"""

from __future__ import annotations

import re
import statistics
import time
from typing import Any

from chemcards.core.driver import MatchDriver, next_mover
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, Game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from .ismcts import DEFAULT_ITERATIONS, ISMCTSBot
from .random_bot import RandomBot

Row = tuple[str, float, str]

#: iterations per measured search for the simulations/s figure
BENCH_ITERATIONS = 2000


def _seats(players: int) -> list[Seat]:
    return [Seat(f"bot {i + 1}", "computer", "easy") for i in range(players)]


def playout_bench(game: Game, players: int, repeats: int = 5, seconds: float = 0.5,  # type: ignore[type-arg]
                  seed: int = 1, max_actions: int = 20_000) -> list[Row]:
    """Random playouts through ``legal_actions`` + ``apply``: games/s, µs per action, ``clone`` µs.

    These are the protocol's raw speed (what a search's playouts cost), not matches: no record, no
    driver (``driver_bench`` measures those). Random means a uniformly random legal action for
    every seat, the referee's first action when it is alone in ``to_act`` (the driver's
    ``next_mover``). Each repetition plays whole games for at
    least ``seconds``; ``clone`` is timed on the states met along the way."""
    options = game.resolve_options({})
    per_game: list[float] = []
    per_action: list[float] = []
    per_clone: list[float] = []
    rng = Rng(seed)
    clock = time.perf_counter
    for _ in range(repeats):
        games = actions = 0
        spent = 0.0
        samples: list[Any] = []
        while spent < seconds or games == 0:
            state = game.new_state(_seats(players), options, Rng(rng.randbelow(1 << 62)))
            start = clock()
            steps = 0
            to_act, legal_actions, apply = game.to_act, game.legal_actions, game.apply
            below = rng.randbelow
            while steps < max_actions:
                actors = to_act(state)
                if len(actors) == 1 and actors[0] != REFEREE:
                    seat = actors[0]
                    legal = legal_actions(state, seat)
                    if not legal:
                        break
                    apply(state, seat, legal[below(len(legal))])
                else:
                    moved = next_mover(game, state, rng)
                    if moved is None:
                        break
                    seat, legal = moved
                    apply(state, seat, legal[0] if seat == REFEREE else legal[below(len(legal))])
                steps += 1
                if steps == 20:
                    samples.append(game.clone(state))
            spent += clock() - start
            games += 1
            actions += steps
        per_game.append(games / spent)
        per_action.append(1e6 * spent / max(actions, 1))
        samples = samples[:50] or [game.new_state(_seats(players), options, Rng(seed))]
        loops = max(1, 2000 // len(samples))
        start = clock()
        for _ in range(loops):
            for sample in samples:
                game.clone(sample)
        per_clone.append(1e6 * (clock() - start) / (loops * len(samples)))
    name = f"{game.id} {players}p random playout"
    return [(f"{name}: games/s", statistics.median(per_game), "games/s"),
            (f"{name}: time per action", statistics.median(per_action), "µs"),
            (f"{game.id} {players}p clone()", statistics.median(per_clone), "µs")]


def driver_bench(game: Game, players: int, repeats: int = 5, seconds: float = 0.5,  # type: ignore[type-arg]
                 seed: int = 1, max_actions: int = 20_000) -> list[Row]:
    """Whole matches of easy (random) computers through ``Match`` and the match driver without a
    clock (``MatchDriver.run_stepwise``), as ``chemcards simulate`` plays them: matches/s and µs per
    action, recording and per-seat bookkeeping included."""
    options = game.resolve_options({})
    per_game: list[float] = []
    per_action: list[float] = []
    rng = Rng(seed)
    clock = time.perf_counter
    for _ in range(repeats):
        games = actions = 0
        spent = 0.0
        while spent < seconds or games == 0:
            start = clock()
            match = Match(game, _seats(players), options, seed=rng.randbelow(1 << 62))
            bots = {s: RandomBot(game, s, Rng(rng.randbelow(1 << 62))) for s in range(players)}
            driver = MatchDriver(match, bots=bots)
            driver.run_stepwise(max_actions)
            spent += clock() - start
            games += 1
            actions += driver.stats.actions
        per_game.append(games / spent)
        per_action.append(1e6 * spent / max(actions, 1))
    name = f"{game.id} {players}p match through the driver (easy seats)"
    return [(f"{name}: matches/s", statistics.median(per_game), "games/s"),
            (f"{name}: time per action", statistics.median(per_action), "µs")]


def rollout_policy_name(game: Game) -> str:  # type: ignore[type-arg]
    """How the game's playouts choose (its own ``rollout_action`` or the protocol's uniform default),
    and, when the game judges cut playouts itself (``evaluate``), where they are cut: the figures
    mean little without both."""
    named = getattr(game, "rollout_policy", None)
    if isinstance(named, str):
        policy = named
    elif type(game).rollout_action is Game.rollout_action:
        policy = "uniform random"
    else:
        doc = (type(game).rollout_action.__doc__ or "").strip()
        first = re.split(r"[:;,.(]", doc, maxsplit=1)[0].strip().lower()  # the phrase, not its aside
        policy = first or "the game's own"
    if type(game).evaluate is not Game.evaluate:
        policy += f", cut at {game.rollout_cap} actions and judged by the game"
    return f"rollout policy: {policy}"


def ismcts_bench(game: Game, players: int, repeats: int = 5, seed: int = 1,  # type: ignore[type-arg]
                 iterations: int = BENCH_ITERATIONS) -> list[Row]:
    """ISMCTS from the first decision of a seeded deal: simulations/s, µs per rollout action (policy,
    ``legal_actions``, ``apply`` and ``to_act`` together) and the time of one decision at the default
    hard budget (iterations and the 1 s cap of ``chemcards.bots.ismcts``)."""
    options = game.resolve_options({})
    sims: list[float] = []
    per_action: list[float] = []
    decision: list[float] = []
    for r in range(repeats):
        state = game.new_state(_seats(players), options, Rng(seed + r))
        moved = next_mover(game, state, Rng(seed))
        if moved is None:
            raise RuntimeError(f"{game.id} has no first decision")
        seat, legal = moved
        view = game.view(state, seat)
        bot = ISMCTSBot(game, seat, Rng(seed + r), iterations=iterations, seconds=None)
        _, stats = bot.search(view, legal, measure_rollouts=True)
        sims.append(stats.iterations / stats.seconds)
        per_action.append(1e6 * stats.rollout_seconds / max(stats.rollout_actions, 1))
        default = ISMCTSBot(game, seat, Rng(seed + r))
        _, stats = default.search(view, legal)
        decision.append(stats.seconds)
    name = f"ISMCTS {game.id} {players}p first decision ({rollout_policy_name(game)})"
    return [(f"{name}: simulations/s", statistics.median(sims), "sims/s"),
            (f"{name}: time per rollout action", statistics.median(per_action), "µs"),
            (f"{name}: decision at default budget ({DEFAULT_ITERATIONS} it.)",
             1000 * statistics.median(decision), "ms")]


def run_bench(repeats: int = 5) -> list[Row]:
    """The bots' figures of issue 8: ISMCTS on Color Clash with 4 players from the first decision."""
    from chemcards.core.registry import get_game

    return ismcts_bench(get_game("color-clash"), 4, repeats)


def thinking_lag_bench(game: Game, rooms: int = 2, players: int = 2,  # type: ignore[type-arg]
                       seconds: float = 20.0, processes: int = 0, seed: int = 1,
                       tick: float = 0.02) -> list[Row]:
    """What a room server's loop feels while ``rooms`` matches of hard computers think, on one
    loop as ``chemcards serve`` runs them (issue 14: thread or process): how late a ``tick``-second
    timer on the loop fires (the wait a client's message meets) and the decisions made, with the
    computers thinking in threads (``processes=0``) or in a pool of that many processes."""
    import asyncio
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from chemcards.core.driver import Thinker, executor_thinker, thread_thinker

    from .levels import make_bot

    pool = ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn")) \
        if processes else None
    thinker: Thinker = executor_thinker(pool) if pool is not None else thread_thinker

    async def run() -> tuple[list[float], int]:
        loop = asyncio.get_running_loop()
        drivers = []
        for room in range(rooms):
            match = Match(game, [Seat(f"cpu {i + 1}", "computer", "hard") for i in range(players)],
                          seed=seed + room)
            drivers.append(MatchDriver(match, make_bot=make_bot, thinker=thinker))
        if pool is not None:  # the processes start before the clock does
            await asyncio.gather(*(loop.run_in_executor(pool, int) for _ in range(processes)))
        for driver in drivers:
            driver.start()
        lags: list[float] = []
        end = loop.time() + seconds
        while loop.time() < end:
            before = loop.time()
            await asyncio.sleep(tick)
            lags.append(loop.time() - before - tick)
        for driver in drivers:
            driver.stop()
        return lags, sum(sum(d.stats.decisions) for d in drivers)

    try:
        lags, decisions = asyncio.run(run())
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    lags.sort()
    mode = f"{processes} processes" if processes else "threads"
    name = f"{game.id} {rooms} rooms x {players} hard computers, thinking in {mode}"
    return [(f"{name}: loop lag median", 1000 * statistics.median(lags), "ms"),
            (f"{name}: loop lag p99", 1000 * lags[int(0.99 * (len(lags) - 1))], "ms"),
            (f"{name}: loop lag max", 1000 * lags[-1], "ms"),
            (f"{name}: decisions/s", decisions / seconds, "1/s")]
