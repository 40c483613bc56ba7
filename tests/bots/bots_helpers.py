"""Shared helpers of the bot tests: the games to check, and seeded random play to reach a position."""

from __future__ import annotations

from typing import Any

from bots_toy_game import GAME as TOY

from chemcards.core.protocol import REFEREE, Game
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def all_games() -> list[Game]:  # type: ignore[type-arg]
    """The toy game plus every registered game that loads: a new game is checked with no new test."""
    return [TOY, *games().values()]


def seats(count: int) -> list[Seat]:
    return [Seat(f"p{i}", "computer", "easy") for i in range(count)]


def mover(game: Game, state: Any, rng: Rng) -> tuple[int, list[Any]] | None:  # type: ignore[type-arg]
    actors = game.to_act(state)
    others = [s for s in actors if s != REFEREE]
    rng.shuffle(others)
    for seat in others:
        legal = game.legal_actions(state, seat)
        if legal:
            return seat, legal
    if REFEREE in actors:
        legal = game.legal_actions(state, REFEREE)
        if legal:
            return REFEREE, legal
    return None


def random_position(game: Game, players: int, seed: int, steps: int) -> Any:  # type: ignore[type-arg]
    """A state reached by ``steps`` random legal actions (fewer if the game ends) from a seeded deal."""
    rng = Rng(seed)
    state = game.new_state(seats(players), game.resolve_options({}), Rng(seed + 1))
    for _ in range(steps):
        if game.outcome(state) is not None:
            break
        moved = mover(game, state, rng)
        if moved is None:
            break
        seat, legal = moved
        game.apply(state, seat, legal[rng.randbelow(len(legal))])
    return state
