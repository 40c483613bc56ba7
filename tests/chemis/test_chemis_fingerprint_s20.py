"""Issue 18 point 3 (session 20): CHEMIS made faster plays every seeded game exactly as before.

Seeded random games at 2 players and at the largest table (6), played through the protocol as
``chemcards bench`` plays them (a uniformly random legal action for the seat alone in ``to_act``,
``next_mover`` otherwise). One SHA-256 per table takes, for every action, the seat, its legal list
in order, the pick, the events it caused (kind, seat, data, secret), the whole state after it
(``state_json`` and the generator's next number) and every seat's view (hidden information: what
each seat may know must not change either).

The expected digests in ``fingerprint_s20.json`` were written by the code *before* the speed work:
``PYTHONPATH=/work/main python tests/chemis/test_chemis_fingerprint_s20.py`` with ``/work/main`` at
d3f97d7 (session 20's branch point), so the code under test does not write its own expectation.
Running this file as a script prints the digests of whatever code is on the path.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

#: (players, games, seed): 2 players and the largest table CHEMIS allows
TABLES: list[tuple[int, int, int]] = [(2, 8, 2001), (6, 3, 2006)]

FIXTURE = Path(__file__).with_name("fingerprint_s20.json")


def fingerprint(players: int, games: int, seed: int) -> tuple[int, str]:
    """The number of actions and one SHA-256 over everything the seeded games showed anyone."""
    from chemcards.games.chemis import GAME, plays, windows, zones

    plays.clear_caches()
    windows.clear_caches()
    zones.clear_caches()
    options = GAME.resolve_options({})
    seats = [Seat(f"P{i + 1}", "computer", "easy") for i in range(players)]
    rng = Rng(seed)
    h = hashlib.sha256()
    actions = 0
    for _ in range(games):
        state = GAME.new_state(seats, options, Rng(rng.randbelow(1 << 62)))
        for _step in range(5000):
            actors = GAME.to_act(state)
            if len(actors) == 1 and actors[0] != REFEREE:
                seat = actors[0]
                legal = GAME.legal_actions(state, seat)
                if not legal:
                    break
                pick = legal[rng.randbelow(len(legal))]
            else:
                moved = next_mover(GAME, state, rng)
                if moved is None:
                    break
                seat, legal = moved
                pick = legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))]
            events = GAME.apply(state, seat, pick)
            h.update(f"{seat}|{legal!r}|{pick!r}\n".encode())
            for e in events:
                h.update(f"{e.kind} {e.seat} {e.data!r} {e.secret!r}\n".encode())
            h.update(repr((GAME.state_json(state), state.rng.clone().randbelow(1 << 30))).encode())
            for viewer in range(players):
                h.update(repr(GAME.view(state, viewer)).encode())
            actions += 1
    return actions, h.hexdigest()


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}p")
def test_issue18_speed_work_plays_every_seeded_game_as_before(table: tuple[int, int, int]) -> None:
    """Issue 18 point 3: the same seeded random games give the same legal lists, picks, events,
    states and views as the code before session 20's speed work (digests recorded from it)."""
    players, games, seed = table
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))[f"{players}p"]
    assert list(fingerprint(players, games, seed)) == expected


if __name__ == "__main__":  # print the digests of the code on PYTHONPATH, as the fixture holds them
    print(json.dumps({f"{p}p": list(fingerprint(p, g, s)) for p, g, s in TABLES}, indent=2))
