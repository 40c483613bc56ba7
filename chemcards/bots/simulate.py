"""Computer-only games in bulk: the engine of ``chemcards simulate`` (pure; the CLI layer draws).

Every game is played by the match driver without a clock (``MatchDriver.run_stepwise``; who moves
next is ``chemcards.core.driver.next_mover``: the referee only when it is alone, the seats of a
window in an order shuffled by the driver's seeded rng). A game still running after
``max_actions`` actions is stopped and counted as unfinished (a correct engine has none; the table
shows the count).

Seeding: game ``i`` gets a seed derived from ``(seed, i)`` alone, so the results do not depend on
``jobs`` or on the order in which workers finish. Inside a game, the deal, the driver and every bot
have their own generator, derived from the game seed by ``chemcards.core.driver.derive_seeds`` (the
app's tables use the same derivation). Hard bots search with an iteration budget only (no
wall-clock cap), so a seeded simulation replays exactly.

Counting: a shared win (a tie for first) counts as ``1/k`` of a win for each of the ``k`` winners;
win rates are wins / games played (unfinished games count as played and won by nobody), with a 95 %
Wilson score interval.
"""

from __future__ import annotations

import csv
import hashlib
import math
import multiprocessing
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import Any

from chemcards.core.driver import MatchDriver, derive_seeds
from chemcards.core.match import Match
from chemcards.core.protocol import Game
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import LEVELS, Seat

from .levels import make_bot

#: Actions after which a game is stopped and reported as unfinished.
DEFAULT_MAX_ACTIONS = 20_000
Z95 = 1.959963984540054

Progress = Callable[[int, int], None]


def resolve_game(spec: str) -> Game:  # type: ignore[type-arg]
    """A registered game id, or ``module:attribute`` for a game that is not installed (tests, a
    plugin under development). ``UnknownGame``/``ImportError`` propagate with their message."""
    if ":" in spec:
        module, _, name = spec.partition(":")
        game = getattr(import_module(module), name)
        if not isinstance(game, Game):
            raise TypeError(f"{spec} is not a chemcards Game")
        return game
    return get_game(spec)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index``: a hash, so neighbouring seeds and indices give unrelated games."""
    digest = hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


@dataclass(frozen=True, slots=True)
class SeatResult:
    level: str
    score: float
    place: int
    win: float  # 1/k for one of k shared winners
    decisions: int
    decision_seconds: float


@dataclass(frozen=True, slots=True)
class GameResult:
    index: int
    seed: int
    finished: bool
    actions: int  # every applied action, the referee's included
    turns: int  # decisions taken by the (non-referee) seats
    seats: tuple[SeatResult, ...]
    rotation: int = 0  # player p sat at seat (p + rotation) % n


@dataclass(frozen=True, slots=True)
class SimConfig:
    game: str
    levels: tuple[str, ...]
    games: int = 100
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    max_actions: int = DEFAULT_MAX_ACTIONS
    #: rotate the players round the table each game: player p sits at seat (p + i) % n in game i
    rotate: bool = False
    #: settings for hard bots (ISMCTS): ``iterations``, ``rollout_cap``; ``seconds`` stays None
    hard: Mapping[str, Any] = field(default_factory=dict)


def play_game(config: SimConfig, index: int) -> GameResult:
    """One seeded game between computer players. A top-level function, so worker processes can run
    it under any multiprocessing start method."""
    game = resolve_game(config.game)
    count = len(config.levels)
    rotation = index % count if config.rotate else 0
    # seat s is played by player (s - rotation) % n
    levels = [config.levels[(s - rotation) % count] for s in range(count)]
    seed = game_seed(config.seed, index)
    seeds = derive_seeds(seed, count)
    hard = {"seconds": None, **config.hard}
    seats = [Seat(f"{level} {s + 1}", "computer", level) for s, level in enumerate(levels)]
    match = Match(game, seats, config.options, seed=seeds.deal)
    bots = {s: make_bot(game, s, level, Rng(seeds.bot(s)), **hard) for s, level in enumerate(levels)}
    driver = MatchDriver(match, seed=seed, bots=bots)
    driver.run_stepwise(config.max_actions)
    stats = driver.stats
    decisions, spent, actions, turns = stats.decisions, stats.seconds, stats.actions, stats.turns
    outcome = match.outcome()
    if outcome is None:
        results = tuple(SeatResult(levels[s], 0.0, 0, 0.0, decisions[s], spent[s]) for s in range(count))
        return GameResult(index, seed, False, actions, turns, _unrotate(results, rotation), rotation)
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    results = tuple(
        SeatResult(levels[s], float(outcome.scores[s]), outcome.places[s],
                   share if s in outcome.winners else 0.0, decisions[s], spent[s])
        for s in range(count))
    return GameResult(index, seed, True, actions, turns, _unrotate(results, rotation), rotation)


def _unrotate(results: tuple[SeatResult, ...], rotation: int) -> tuple[SeatResult, ...]:
    """Results in player order (the order of ``SimConfig.levels``)."""
    count = len(results)
    return tuple(results[(p + rotation) % count] for p in range(count))


# -- many games ------------------------------------------------------------------------------------
def check_config(config: SimConfig) -> Game:  # type: ignore[type-arg]
    """Everything that can be wrong with a configuration, as a ValueError sentence, before any work."""
    game = resolve_game(config.game)
    game.check_players(len(config.levels))
    for level in config.levels:
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r}; choose one of: {', '.join(LEVELS)}")
    game.resolve_options(config.options)
    if config.games < 1:
        raise ValueError("the number of games must be at least 1")
    # The game's own start checks, exactly as ``play`` meets them (team pairs need an even number,
    # competitive decks one per player ...): one set-up on a throwaway match (issue 13, point 4).
    seats = [Seat(f"{level} {s + 1}", "computer", level) for s, level in enumerate(config.levels)]
    Match(game, seats, config.options, seed=config.seed)
    return game


def run_games(config: SimConfig, jobs: int = 1, progress: Progress | None = None,
              on_result: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """All games of ``config`` in index order; ``jobs`` > 1 spreads them over worker processes.

    ``on_result`` is handed each game as it ends (in the order they end), before ``progress``:
    a long run can write what has ended, so stopping it loses no finished game. If either
    callback raises (or the run is interrupted), games not yet started are cancelled rather than
    played to the end with nobody waiting for them."""
    check_config(config)
    total = config.games
    results: list[GameResult | None] = [None] * total
    if jobs <= 1 or total == 1:
        for i in range(total):
            result = results[i] = play_game(config, i)
            if on_result is not None:
                on_result(result)
            if progress is not None:
                progress(i + 1, total)
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=min(jobs, total), mp_context=context) as pool:
            futures = {pool.submit(play_game, config, i): i for i in range(total)}
            try:
                for done, future in enumerate(as_completed(futures), 1):
                    result = results[futures[future]] = future.result()
                    if on_result is not None:
                        on_result(result)
                    if progress is not None:
                        progress(done, total)
            except BaseException:
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    return [r for r in results if r is not None]


# -- the table --------------------------------------------------------------------------------------
def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; good near 0 and 1 and for few trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class SeatSummary:
    player: int  # index into SimConfig.levels (the seat, unless rotating)
    level: str
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    avg_score: float
    avg_decisions: float
    avg_decision_ms: float


@dataclass(frozen=True, slots=True)
class Summary:
    games: int
    finished: int
    unfinished: int
    avg_actions: float
    avg_turns: float
    seats: tuple[SeatSummary, ...]


def summarize(config: SimConfig, results: Sequence[GameResult]) -> Summary:
    games = len(results)
    finished = [r for r in results if r.finished]
    rows = []
    for p, level in enumerate(config.levels):
        wins = sum(r.seats[p].win for r in results)
        low, high = wilson(wins, games)
        decisions = sum(r.seats[p].decisions for r in results)
        seconds = sum(r.seats[p].decision_seconds for r in results)
        rows.append(SeatSummary(
            p, level, wins, wins / games if games else 0.0, low, high,
            sum(r.seats[p].score for r in finished) / len(finished) if finished else 0.0,
            decisions / games if games else 0.0,
            1000.0 * seconds / decisions if decisions else 0.0))
    return Summary(games, len(finished), games - len(finished),
                   sum(r.actions for r in results) / games if games else 0.0,
                   sum(r.turns for r in results) / games if games else 0.0,
                   tuple(rows))


def simulate(config: SimConfig, jobs: int = 1, progress: Progress | None = None,
             ) -> tuple[Summary, list[GameResult]]:
    results = run_games(config, jobs, progress)
    return summarize(config, results), results


CSV_FIELDS = ("game", "seed", "finished", "actions", "turns", "player", "seat", "level", "score", "place",
              "win", "decisions", "decision_seconds")


def csv_rows(r: GameResult) -> list[list[Any]]:
    """A game's rows under ``CSV_FIELDS``: one per player."""
    count = len(r.seats)
    return [[r.index, r.seed, int(r.finished), r.actions, r.turns, p, (p + r.rotation) % count, s.level,
             s.score, s.place, s.win, s.decisions, f"{s.decision_seconds:.6f}"]
            for p, s in enumerate(r.seats)]


def write_csv(path: Path, results: Sequence[GameResult]) -> None:
    """One row per game and player, so any figure of the table (and more) can be recomputed."""
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_FIELDS)
        for r in results:
            writer.writerows(csv_rows(r))
