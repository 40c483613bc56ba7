"""The hard level: single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

Why this shape:
- The bot never sees the state. Each iteration samples a full state consistent with its view through
  ``game.determinize(view, rng)`` and searches one tree shared by all samples, so hidden cards are
  averaged over instead of peeked at. Children are keyed by (seat, action); an action that is not
  legal in this sample is simply not available, which the availability counts in UCB account for.
- Game-independent: only ``to_act``, ``legal_actions``, ``apply``, ``outcome``, ``determinize`` and the
  optional hooks ``rollout_action`` (every ``GameRules`` has it) and ``evaluate`` (see ``evaluate_state``).
- Windows (several seats in ``to_act``) and the referee: the referee acts, with its first legal action,
  only when it is the only one in ``to_act``; otherwise one of the other seats is picked at random to
  move. That is the match driver's policy without a clock too (``chemcards.core.driver.next_mover``,
  which ``chemcards simulate`` plays by), so the search plays the game the way it is simulated.
- Rollouts are capped (``rollout_cap`` actions); a game still running at the cap is scored by
  ``evaluate_state``.
- The guard (issue 18): the game's own medium player is asked first, and the search's answer
  replaces medium's only when its samples clearly prefer it (``ISMCTSBot.guarded``). At four and
  more players most of the search's departures from medium were coin tosses between moves it could
  not tell apart, and hard did not beat medium there; the search now refines medium's choice
  instead of replacing it (figures in docs/bots.md).

Performance: the tree is nodes with ``__slots__`` and per-seat action dicts; the protocol methods are
bound to locals once per search; the legal lists the engine returns are used as they are.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from chemcards.core.protocol import REFEREE, GameRules, Outcome
from chemcards.core.rng import Rng

from .base import Bot

#: Iterations per decision of the hard level. Chosen so that a decision on Color Clash with 4 players
#: stays well under a second on one core, and a 400-game strength run fits in half an hour on two
#: (see docs/bots.md for the measured figures).
DEFAULT_ITERATIONS = 500
#: Wall-clock cap per decision: protects the interface from a slow machine or a slow game. A search
#: stopped by it is no longer reproducible from the seed, so simulations switch it off.
DEFAULT_SECONDS: float | None = 1.0
#: The budget of a decision once nobody waits for the computers' moves any more (``hurry``; the
#: rest of a CHEMIS game played out at once, CH-12 [decided]): play-through 16, en 6 waited 40 s
#: for two rounds at the full second per decision. Whichever comes first.
HURRY_SECONDS = 0.05
HURRY_ITERATIONS = 40
#: UCB exploration constant for rewards in [0, 1].
EXPLORATION = 0.7
#: Standard errors by which the search's best root action must beat the heuristic's (medium's)
#: choice to be played instead of it (``ISMCTSBot.guarded``); ``None`` switches the guard off.
#: One standard error: the search still overrules medium often, but no longer on a coin toss
#: between moves it cannot tell apart (issue 18; docs/bots.md has the measurements).
GUARD: float | None = 1.0


def outcome_rewards(outcome: Outcome, seats: int) -> list[float]:
    """Per seat a reward in [0, 1]: half for winning, half for the place (1st = 1, last = 0).

    Winning is what players (and ``chemcards simulate``) count; the place term gives the search a
    gradient in games that go on for places (CC-16) and breaks ties between equally hopeless lines.
    """
    winners = outcome.winners
    places = outcome.places
    spread = max(places) - 1 if places else 0
    rewards = []
    for seat in range(seats):
        place_score = 1.0 if spread == 0 else 1.0 - (places[seat] - 1) / spread
        rewards.append(0.5 * (seat in winners) + 0.5 * place_score)
    return rewards


def rank_rewards(values: Sequence[float]) -> list[float]:
    """The rewards ``outcome_rewards`` would give if the game ended with the seats placed in the
    order of ``values`` (highest first; equal values share their places and the win).

    Why it was tried: at three or more players nearly every playout is cut at the cap, and what one
    root action changes in the judged (soft, expected) values may be small beside the exploration
    term; hard lost to medium at four players (issue 18: 23.5 % against a fair share of 25 %).
    Placing the seats by their values makes the judgement as sharp as a finished game's. Measured
    on Color Clash 4p it did not beat the values (docs/bots.md), so it is an option, off by default."""
    n = len(values)
    top = max(values)
    leaders = sum(1 for v in values if v == top)
    spread = n - 1
    rewards = []
    for v in values:
        above = sum(1 for w in values if w > v)
        level = sum(1 for w in values if w == v)
        place = above + (level - 1) / 2  # 0-based, ties share the mean place
        place_score = 1.0 if spread == 0 else 1.0 - place / spread
        rewards.append(0.5 * (1.0 / leaders if v == top else 0.0) + 0.5 * place_score)
    return rewards


def evaluate_state(game: GameRules, state: Any, seats: int,  # type: ignore[type-arg]
                   ranked: bool = False) -> list[float]:
    """Rewards for a game that is over, or still running at the rollout cap.

    A game may offer ``evaluate(state) -> Sequence[float]`` (per seat, in [0, 1]) to judge a running
    position; without it a running game counts as even for everyone (0.5 each). ``ranked``: the
    judged values become places (``rank_rewards``), what the search uses at three or more players.
    """
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome_rewards(outcome, seats)
    values = game.evaluate(state)
    if values is not None:
        if ranked:
            return rank_rewards(values)
        return [float(v) for v in values]
    return [0.5] * seats


class _Node:
    """One edge's statistics, seen from the seat that chose the action leading here."""

    __slots__ = ("avail", "kids", "reward", "seat", "square", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        #: sum of squared rewards, kept for the root's children only (the guard's standard errors)
        self.square = 0.0
        #: seat -> action -> child; created on first expansion
        self.kids: dict[int, dict[Any, _Node]] | None = None


@dataclass(frozen=True, slots=True)
class SearchStats:
    """What one decision cost: for ``chemcards bench`` and the docs."""

    iterations: int
    seconds: float
    rollout_actions: int
    rollout_seconds: float


class ISMCTSBot(Bot):
    level = "hard"

    def __init__(self, game: GameRules, seat: int, rng: Rng, *,  # type: ignore[type-arg]
                 iterations: int | None = DEFAULT_ITERATIONS,
                 seconds: float | None = DEFAULT_SECONDS,
                 rollout_cap: int | None = None,
                 exploration: float = EXPLORATION,
                 ranked: bool = False,
                 guard: float | None = GUARD,
                 cpu_clock: bool = False) -> None:
        # A secure generator would remember each of the search's many thousand draws as if they were
        # a record's chance; one secure draw seeds a private fast generator instead.
        super().__init__(game, seat, rng.fork() if rng.secure else rng)
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs an iteration or a time budget")
        self.iterations = iterations
        self.seconds = seconds
        #: ``seconds`` counts this thread's CPU time, not the wall clock: for measuring strength at
        #: equal time on a shared machine (``league --cpu-seconds``), where a wall-clock budget
        #: would give a loaded search fewer iterations. Players wait by the wall clock, so off.
        self.cpu_clock = cpu_clock
        if rollout_cap is None:
            rollout_cap = game.rollout_cap
        self.rollout_cap = rollout_cap
        self.exploration = exploration
        #: judge cut playouts by place (``rank_rewards``) at three or more players; off by default:
        #: on Color Clash 4p it did not beat judging by the values (docs/bots.md, issue 18)
        self.ranked = ranked
        self.last_stats: SearchStats | None = None
        self.last_values: dict[Any, tuple[int, float]] = {}
        #: keep the game's heuristic (medium) choice unless the search's best beats it by ``guard``
        #: standard errors (see :meth:`guarded`); ``None`` trusts the search alone
        self.guard = guard
        self._heuristic: Bot | None = None
        if guard is not None:
            make = getattr(game, "heuristic_bot", None)
            # its own generator, so the heuristic's tie-breaks leave the search's draws unchanged
            self._heuristic = make(seat, self.rng.fork()) if make is not None else None
        #: the heuristic's choice at the last decision and whether the search overruled it
        self.last_heuristic: Any = None
        self.last_overruled = False
        self._root_stats: dict[Any, tuple[int, float, float]] = {}

    def observe(self, events: Sequence[Any]) -> None:
        """The heuristic consulted at the root keeps the memory it would keep as a player."""
        if self._heuristic is not None:
            self._heuristic.observe(events)

    def hurry(self) -> None:
        """From now on search at most :data:`HURRY_ITERATIONS` iterations or :data:`HURRY_SECONDS`
        (the guard keeps medium's move unless that little search clearly prefers another)."""
        self.seconds = HURRY_SECONDS if self.seconds is None else min(self.seconds, HURRY_SECONDS)
        self.iterations = (HURRY_ITERATIONS if self.iterations is None
                           else min(self.iterations, HURRY_ITERATIONS))

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        prior = None
        if self._heuristic is not None:
            prior = self._heuristic.choose(view, legal)
        # set before the search too: a search may keep the heuristic's move among its candidates
        self.last_heuristic = prior
        action, self.last_stats = self.search(view, legal)
        if prior is None:
            return action
        chosen = self.guarded(action, prior)
        self.last_overruled = chosen != prior
        return chosen

    def guarded(self, best: Any, prior: Any) -> Any:
        """The search's ``best`` root action only if its mean reward beats the heuristic's ``prior``
        by more than ``guard`` standard errors of the difference; else ``prior``.

        Why (issue 18): at four players one root action changes a seat's judged value by little
        beside the noise of sampled hands and playouts, so the most visited action is often a coin
        toss among similar moves, and a hard player that tossed coins lost to medium. Searching to
        *refine* the heuristic's choice, not replace it, keeps every decision at least as good as
        medium's unless the samples say clearly otherwise."""
        if best == prior or self.guard is None:
            return best
        stats = self._root_stats
        if prior not in stats or best not in stats:
            return best if prior not in stats else prior
        (nb, mb, vb), (np_, mp, vp) = stats[best], stats[prior]
        if nb < 2 or np_ < 2:
            return prior
        error = math.sqrt(vb / nb + vp / np_)
        return best if mb - mp > self.guard * error else prior

    # -- the search ----------------------------------------------------------------------------
    def search(self, view: Any, legal: Sequence[Any], *, measure_rollouts: bool = False,
               ) -> tuple[Any, SearchStats]:
        """The most visited root action after the budget, and what the search cost.

        ``measure_rollouts`` also times the rollouts separately (two clock reads per iteration, so off
        in play)."""
        game = self.game
        rng = self.rng
        determinize = game.determinize
        apply = game.apply
        below = rng.randbelow
        clock = time.thread_time if self.cpu_clock else time.perf_counter
        root = _Node(self.seat)
        root_legal = list(legal)
        seats = -1
        ranked = False
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        limit = self.iterations if self.iterations is not None else 1 << 62
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        done = 0
        rollout_actions = 0
        rollout_time = 0.0

        while done < limit:
            if deadline is not None and (done & 7) == 0 and clock() >= deadline and done:
                break
            state = determinize(view, rng)
            if seats < 0:
                seats = len(game.seats(state))
                ranked = seats > 2 and self.ranked
            node = root
            path: list[_Node] = []
            seat = self.seat
            moves: Sequence[Any] | None = root_legal
            while moves is not None:
                by_seat = node.kids
                if by_seat is None:
                    by_seat = node.kids = {}
                kids = by_seat.get(seat)
                if kids is None:
                    kids = by_seat[seat] = {}
                untried = [a for a in moves if a not in kids]
                if untried:
                    action = untried[below(len(untried))]
                    child = _Node(seat)
                    kids[action] = child
                    apply(state, seat, action)
                    path.append(child)
                    break
                best = None
                best_action = None
                best_value = -1.0
                for action in moves:
                    child = kids[action]
                    child.avail += 1
                    value = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if value > best_value:
                        best_value = value
                        best = child
                        best_action = action
                assert best is not None
                apply(state, seat, best_action)
                path.append(best)
                node = best
                seat, moves = self._next_mover(state)
            if measure_rollouts:
                t0 = clock()
                steps = self._rollout(state)
                rollout_time += clock() - t0
            else:
                steps = self._rollout(state)
            rollout_actions += steps
            rewards = evaluate_state(game, state, seats, ranked)
            for visited in path:
                visited.visits += 1
                visited.reward += rewards[visited.seat]
            first = path[0]
            first.square += rewards[first.seat] ** 2
            done += 1

        kids = (root.kids or {}).get(self.seat, {})
        #: per root action: (visits, mean reward for this seat): the hint and the review read it
        self.last_values = {a: (k.visits, k.reward / k.visits) for a, k in kids.items() if k.visits}
        #: per root action: (visits, mean, variance of the reward): the guard's evidence
        self._root_stats = {a: (k.visits, k.reward / k.visits,
                                max(k.square / k.visits - (k.reward / k.visits) ** 2, 0.0))
                            for a, k in kids.items() if k.visits}
        best_action = root_legal[0]
        best_key = (-1, -1.0)
        for action in root_legal:
            child = kids.get(action)
            if child is None:
                continue
            key = (child.visits, child.reward)
            if key > best_key:
                best_key = key
                best_action = action
        stats = SearchStats(done, clock() - start, rollout_actions, rollout_time)
        return best_action, stats

    def _pick_window_seat(self, state: Any, actors: Sequence[int]) -> tuple[int, Sequence[Any]] | None:
        """Several seats may act: a random one of the non-referee seats that has a move; the referee
        only if nobody else has one."""
        candidates = [s for s in actors if s != REFEREE]
        legal_actions = self.game.legal_actions
        while candidates:
            seat = candidates.pop(self.rng.randbelow(len(candidates)))
            moves = legal_actions(state, seat)
            if moves:
                return seat, moves
        if REFEREE in actors:
            moves = legal_actions(state, REFEREE)
            if moves:
                return REFEREE, moves
        return None

    def _next_mover(self, state: Any) -> tuple[int, Sequence[Any] | None]:
        """The next seat to decide inside the tree and its moves, applying referee actions on the
        way; ``(seat, None)`` when the game is over (or stuck)."""
        game = self.game
        while True:
            actors = game.to_act(state)
            if not actors:
                return REFEREE, None
            if len(actors) == 1:
                seat = actors[0]
                moves = game.legal_actions(state, seat)
            else:
                picked = self._pick_window_seat(state, actors)
                if picked is None:
                    return REFEREE, None
                seat, moves = picked
            if not moves:
                return REFEREE, None
            if seat == REFEREE:
                game.apply(state, REFEREE, moves[0])
                continue
            return seat, moves

    def _rollout(self, state: Any) -> int:
        """Play on with the game's rollout policy until the end or the cap; returns the actions."""
        game = self.game
        to_act = game.to_act
        legal_actions = game.legal_actions
        apply = game.apply
        policy = game.rollout_action
        rng = self.rng
        steps = 0
        cap = self.rollout_cap
        while steps < cap:
            actors = to_act(state)
            if not actors:
                break
            if len(actors) == 1:
                seat = actors[0]
                moves = legal_actions(state, seat)
                if not moves:
                    break
            else:
                picked = self._pick_window_seat(state, actors)
                if picked is None:
                    break
                seat, moves = picked
            if seat == REFEREE:
                apply(state, seat, moves[0])
            else:
                apply(state, seat, policy(state, seat, moves, rng))
            steps += 1
        return steps
