"""Issue 18 point 3 (session 13): speed work on the two chemistry engines changes no game.

Over 55 seeded random games per game (Das Chemie-Kartenspiel at 2, 3 and 4 players; CHEMIS at 2, 3,
4 and 6), played through the protocol as ``chemcards bench`` plays them (a uniformly random legal
action for the seat alone in ``to_act``, ``next_mover`` otherwise), one SHA-256 takes the seat, every
legal list in order, the pick, the events it caused (kind, seat, data and secret) and the whole state
after it (``state_json`` and the generator's next number). Each table is played twice: with the
engine's caches emptied first (every answer worked out) and again with them filled by the same
games (every answer read back), so a kept answer must equal the one worked out. That a speed
change alters no game is checked by running this file as a script on both commits and comparing
the printed digests (docs/performance.md): a digest the code wrote itself is no expectation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import pytest

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def _digest(game: Any, players: int, games: int, seed: int) -> tuple[int, str]:
    options = game.resolve_options({})
    seats = [Seat(f"P{i + 1}", "computer", "easy") for i in range(players)]
    rng = Rng(seed)
    h = hashlib.sha256()
    actions = 0
    for _ in range(games):
        state = game.new_state(seats, options, Rng(rng.randbelow(1 << 62)))
        for _step in range(5000):
            actors = game.to_act(state)
            if len(actors) == 1 and actors[0] != REFEREE:
                seat = actors[0]
                legal = game.legal_actions(state, seat)
                if not legal:
                    break
                pick = legal[rng.randbelow(len(legal))]
            else:
                moved = next_mover(game, state, rng)
                if moved is None:
                    break
                seat, legal = moved
                pick = legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))]
            events = game.apply(state, seat, pick)
            h.update(f"{seat}|{legal!r}|{pick!r}\n".encode())
            for e in events:
                h.update(f"{e.kind} {e.seat} {e.data!r} {e.secret!r}\n".encode())
            h.update(repr((game.state_json(state), state.rng.clone().randbelow(1 << 30))).encode())
            actions += 1
    return actions, h.hexdigest()


def _ck() -> tuple[Any, Callable[[], None]]:
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.search import clear_caches

    return GAME, clear_caches


def _chemis() -> tuple[Any, Callable[[], None]]:
    from chemcards.games.chemis import GAME, plays, windows, zones

    def forget() -> None:
        plays.clear_caches()
        windows.clear_caches()
        zones.clear_caches()

    return GAME, forget


_GAMES = {"chemie-kartenspiel": _ck, "chemis": _chemis}

#: (game, players, games, seed): the tables played
TABLES: list[tuple[str, int, int, int]] = [
    ("chemie-kartenspiel", 2, 30, 1301),
    ("chemie-kartenspiel", 3, 10, 1302),
    ("chemie-kartenspiel", 4, 15, 1303),
    ("chemis", 2, 10, 1311),
    ("chemis", 3, 25, 1312),
    ("chemis", 4, 15, 1313),
    ("chemis", 6, 5, 1314),
]


@pytest.mark.slow
@pytest.mark.parametrize("key", TABLES, ids=lambda k: f"{k[0]}-{k[1]}p")
def test_issue18_a_kept_answer_equals_the_answer_worked_out(key: tuple[str, int, int, int]) -> None:
    """Issue 18 point 3: the engines' caches change no game. The same seeded random games give the
    same legal lists, picks, events and states with every answer worked out (cold caches) and
    with every answer read back (warm caches)."""
    name, players, games, seed = key
    game, forget = _GAMES[name]()
    forget()
    cold = _digest(game, players, games, seed)
    warm = _digest(game, players, games, seed)
    assert cold[0] > 0 and cold == warm


if __name__ == "__main__":  # print the digests of the code on PYTHONPATH (to compare two commits)
    for k in TABLES:
        g, f = _GAMES[k[0]]()
        f()
        print(k, _digest(g, k[1], k[2], k[3]))
