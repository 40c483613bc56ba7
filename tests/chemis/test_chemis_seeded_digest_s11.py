"""Issue 18 point 3 (CHEMIS speed, session 11): the engine's shortcuts change no game.

Seeded random games are played through the protocol as ``chemcards bench`` plays them (a uniformly
random legal action for the seat alone in ``to_act``, ``next_mover`` otherwise), and every legal list
(its actions in order) and the whole state after every action (``state_json``, the generator's
position included) go into one SHA-256. The expected digests were written by the engine *before*
session 11's speed pass (``main`` at 8205e4b); any shortcut that changes a legal list, its order, a
reaction offered or a card's way makes them differ. Once before the caches hold anything and once
after the same games have filled them, so that a cached answer must equal the one worked out.
"""

from __future__ import annotations

import hashlib

import pytest

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, plays, windows, zones

#: players -> (games, SHA-256 over every legal list and state of those games from Rng(1))
EXPECTED = {
    2: (8, "035879e698c07347773704aa90b9549153964f814f79ad92928442e0e8da762f"),
    3: (10, "2e2ba53507b08a504889c215ee925d52e508a975251f7ed56a0631f355f9d718"),
    4: (8, "bfae482809816f123951c3f97417b7222959203a9bca2bfe1e3bfa6bd2985b16"),
    6: (4, "e3288930142641deda5098f6d22eeeea8b1b85b1f87d28a12f8bf51a8cd58585"),
}


def _digest(players: int, games: int) -> str:
    options = GAME.resolve_options({})
    seats = [Seat(f"p{i}", "computer", "easy") for i in range(players)]
    rng = Rng(1)
    h = hashlib.sha256()
    for _ in range(games):
        st = GAME.new_state(seats, options, Rng(rng.randbelow(1 << 62)))
        for _step in range(5000):
            actors = GAME.to_act(st)
            if len(actors) == 1 and actors[0] != REFEREE:
                seat = actors[0]
                legal = GAME.legal_actions(st, seat)
                if not legal:
                    break
                action = legal[rng.randbelow(len(legal))]
            else:
                moved = next_mover(GAME, st, rng)
                if moved is None:
                    break
                seat, legal = moved
                action = legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))]
            h.update(repr((seat, legal)).encode())
            GAME.apply(st, seat, action)
            h.update(repr((GAME.state_json(st), st.rng.clone().randbelow(1 << 30))).encode())
    return h.hexdigest()


def _forget() -> None:
    plays.clear_caches()
    windows.clear_caches()
    zones.clear_caches()


@pytest.mark.slow
@pytest.mark.parametrize("players", sorted(EXPECTED))
def test_seeded_random_games_are_the_same_as_before_the_speed_pass(players: int) -> None:
    """Issue 18 point 3: same legal lists, same states, cold caches and warm."""
    games, expected = EXPECTED[players]
    _forget()
    assert _digest(players, games) == expected  # cold: every answer worked out
    assert _digest(players, games) == expected  # warm: the same games read the kept answers
