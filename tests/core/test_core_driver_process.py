"""Issue 14: computers may think in a process instead of a thread (``executor_thinker`` with a
process pool), so that a hard computer's search, which holds the GIL, does not slow the loop that
serves everyone else. Real processes: the thought travels there and back by pickle."""

from __future__ import annotations

import asyncio
import multiprocessing
import pickle
import threading
from concurrent.futures import ProcessPoolExecutor

import pytest

from chemcards.bots.levels import make_bot
from chemcards.core.clock import FakeClock
from chemcards.core.driver import MatchDriver, Thought, executor_thinker
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

GAMES = ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_thought_travels_without_its_lock_and_chooses_a_legal_move(game_id: str) -> None:
    """What a process gets is the bot, the view and the legal moves; the thread lock stays home."""
    game = get_game(game_id)
    match = Match(game, [Seat(f"Cpu{i}", "computer", "hard") for i in range(2)], seed=3)
    seat = next(s for s in match.to_act() if s >= 0)
    legal = match.legal(seat)
    thought = Thought(make_bot(game, seat, "medium", Rng(1)), match.view(seat), legal, threading.Lock())
    copy = pickle.loads(pickle.dumps(thought))
    assert copy.lock is None
    action, spent = copy()
    assert action in legal and spent >= 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_computers_thinking_in_a_process_pool_play_a_match_that_replays(game_id: str) -> None:
    """Every thought of three computers goes to a pool of real processes; the driver applies what
    comes back as from a thread (stale ones dropped), and the record rebuilds the same state."""
    game = get_game(game_id)

    async def scenario(pool: ProcessPoolExecutor) -> None:
        clock = FakeClock()
        match = Match(game, [Seat(f"Cpu{i}", "computer", "medium") for i in range(3)], seed=5)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=executor_thinker(pool))
        driver.start()
        for _ in range(3000):
            if match.outcome() is not None or len(match.steps) >= 25:
                break
            await asyncio.sleep(0.01)  # the processes answer in real time
            if not driver.busy:
                clock.advance(0.5)
        driver.stop()
        assert len(match.steps) >= 25 or match.outcome() is not None
        assert sum(driver.stats.decisions) >= 10
        again = Match.from_record(match.record)
        assert game.state_json(again.state) == game.state_json(match.state)

    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        asyncio.run(scenario(pool))
