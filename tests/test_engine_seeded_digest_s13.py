"""Issue 18 point 3 (session 13): speed work on the two chemistry engines changes no game.

Over 55 seeded random games per game (Das Chemie-Kartenspiel at 2, 3 and 4 players; CHEMIS at 2, 3,
4 and 6), played through the protocol as ``chemcards bench`` plays them (a uniformly random legal
action for the seat alone in ``to_act``, ``next_mover`` otherwise), one SHA-256 takes the seat, every
legal list in order, the pick, the events it caused (kind, seat, data and secret) and the whole state
after it (``state_json`` and the generator's next number). The expected digests were written by
``main`` at a9b4529, before session 13's changes. Each table is played twice: with the engine's
caches emptied first (every answer worked out) and again with them filled by the same games (every
answer read back), so a kept answer must equal the one worked out.
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

#: (game, players, games, seed) -> (actions, SHA-256), written by main at a9b4529
EXPECTED: dict[tuple[str, int, int, int], tuple[int, str]] = {
    ("chemie-kartenspiel", 2, 30, 1301): (
        5105,
        "d82105f461e5af1bb6b4c27217e3b8aecc9e359fa800fac3cba823d593dd30cd",
    ),
    ("chemie-kartenspiel", 3, 10, 1302): (
        1257,
        "2d2ad1c148b4f4f58a98004ff013a416db22ed0bc4c9507f7065a10037c531f3",
    ),
    ("chemie-kartenspiel", 4, 15, 1303): (
        1941,
        "21311238317125852cf562c1db0093e5b6bd03742b541d6338d627c74c495afa",
    ),
    ("chemis", 2, 10, 1311): (586, "1dd0fa40eb49b7b601ea3f5939236ebfb2b6158c5751bca43721c188cd68100e"),
    ("chemis", 3, 25, 1312): (3188, "4bb144f8bf2508132615cb0d2014e9b6ccd2f157374883e5f6c8700d30bbe41c"),
    ("chemis", 4, 15, 1313): (2513, "00e8457af081163f262d0e85132fb3ec4fb7e522202ef6ce85c213030c21af4b"),
    ("chemis", 6, 5, 1314): (1550, "bbae77e95e1bbbad5ecffa8fd76f81f65a28fea97d14e02e4f56fa673f80c493"),
}


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(EXPECTED), ids=lambda k: f"{k[0]}-{k[1]}p")
def test_issue18_seeded_random_games_play_exactly_as_before_session13(key: tuple[str, int, int, int]) -> None:
    """Issue 18 point 3: the same seeded random games give the same legal lists, picks, events and
    states as before session 13's speed work, with cold caches and with warm ones."""
    name, players, games, seed = key
    game, forget = _GAMES[name]()
    forget()
    assert _digest(game, players, games, seed) == EXPECTED[key]  # cold
    assert _digest(game, players, games, seed) == EXPECTED[key]  # warm


if __name__ == "__main__":  # print the digests of the code on PYTHONPATH (how EXPECTED was made)
    for k in sorted(EXPECTED):
        g, f = _GAMES[k[0]]()
        f()
        print(k, _digest(g, k[1], k[2], k[3]))
