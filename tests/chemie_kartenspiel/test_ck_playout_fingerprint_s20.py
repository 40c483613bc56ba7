"""Issue 18 point 3 (session 20): making the engine faster changes no game.

Seeded random games at 2 players and at the largest table (6, CK-2 family mode) are played through
the protocol as ``chemcards bench`` plays them (a uniformly random legal action for the seat to
act). One SHA-256 per table takes, for every action: the seat, the whole legal list in order, the
pick, every event it caused (kind, seat, data and the secret part), every seat's view afterwards
(what each may know, CK: hands hidden) and the whole state (``state_json`` and the generator's next
number). The expected digests in ``golden/playout_fingerprints_s20.json`` were recorded from
``main`` at d3f97d7, *before* this session's speed change, by running this file as a script with
that tree first on ``PYTHONPATH``::

    cd /tmp && PYTHONPATH=<tree of d3f97d7> python <this file> > playout_fingerprints_s20.json

The test never writes them; a missing file fails it. A change that alters a legal list, a view,
an event or a random draw alters the digest.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

GOLDEN = Path(__file__).parent / "golden" / "playout_fingerprints_s20.json"

#: (players, games, seed) of each table: two players and the largest table (CK-2)
TABLES: list[tuple[int, int, int]] = [(2, 8, 2001), (6, 8, 2006)]


def fingerprint(players: int, games: int, seed: int) -> dict[str, object]:
    """The number of actions and the digest of ``games`` seeded random games at ``players``."""
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.search import clear_caches

    clear_caches()
    options = GAME.resolve_options({})
    seats = [Seat(f"P{i + 1}", "computer", "easy") for i in range(players)]
    rng = Rng(seed)
    h = hashlib.sha256()
    actions = 0
    for _ in range(games):
        state = GAME.new_state(seats, options, Rng(rng.randbelow(1 << 62)))
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            pick = legal[rng.randbelow(len(legal))]
            events = GAME.apply(state, seat, pick)
            h.update(f"{seat}|{legal!r}|{pick!r}\n".encode())
            for e in events:
                # an attack's fourth item, the compound's formula, and a stop's count of attacks
                # made (session 24, for the log) were not there when the digests were recorded:
                # both are read off the state, which the digest holds
                data = e.data[:3] if e.kind == "attack" else () if e.kind == "stop" else e.data
                h.update(f"{e.kind} {e.seat} {data!r} {e.secret!r}\n".encode())
            for s in range(players):
                h.update(repr(GAME.view(state, s)).encode())
            h.update(repr((GAME.state_json(state), state.rng.clone().randbelow(1 << 30))).encode())
            actions += 1
    return {"players": players, "games": games, "seed": seed, "actions": actions, "sha256": h.hexdigest()}


@pytest.mark.slow  # about 2.5 s: 2 356 actions, each with every seat's view hashed
def test_issue18_seeded_random_games_play_as_before_the_speed_change() -> None:
    """Issue 18 point 3: the same seeded random games, at 2 and 6 players, give the same legal
    lists, picks, events, views and states as ``main`` did before this session's change."""
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = [fingerprint(*table) for table in TABLES]
    assert got == expected


if __name__ == "__main__":  # print the fingerprints of the code on PYTHONPATH (see the docstring)
    print(json.dumps([fingerprint(*table) for table in TABLES], indent=1))
