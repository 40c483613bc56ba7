"""The codec that carries views and events over the network (docs/online.md, "The protocol"):
what it decodes is exactly what was encoded, type for type, and it refuses what is not ours."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import NamedTuple

import pytest

from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.net import codec


class Foreign(NamedTuple):  # defined outside chemcards: never sent
    x: int


@dataclasses.dataclass(frozen=True)
class ForeignView:
    hand: tuple[int, ...]


@pytest.mark.parametrize(("game_id", "players"), [("color-clash", 4), ("metallurgie", 3),
                                                  ("chemie-kartenspiel", 3), ("chemis", 4)])
def test_every_seats_view_and_event_survives_the_wire_type_for_type(game_id: str, players: int) -> None:
    """CC-23: a client rebuilds its view from the wire; it must be the very view the server made
    (equal, and of the same classes), after every action of a random game."""
    game = get_game(game_id)
    seats = [Seat(f"p{i}", "human") for i in range(players)]
    match = Match(game, seats, game.resolve_options({}), rng=Rng(3))
    rnd = random.Random(3)
    for _ in range(60):
        if match.outcome() is not None:
            break
        for seat in range(players):
            view = match.view(seat)
            wire = json.loads(json.dumps(codec.encode(view)))
            back = codec.decode(wire)
            assert back == view and type(back) is type(view)
        for event in match.events[-4:]:
            assert codec.decode(json.loads(json.dumps(codec.encode(event)))) == event
        seat = match.to_act()[0]
        match.act(seat, rnd.choice(match.legal(seat)))


def test_containers_keep_their_kind() -> None:
    value = ((1, 2), [3], {4}, frozenset({5}), {"a": (6,)})
    back = codec.decode(json.loads(json.dumps(codec.encode(value))))
    assert back == value
    assert [type(x) for x in back] == [tuple, list, set, frozenset, dict]


@pytest.mark.parametrize("value", [Foreign(1), ForeignView((1, 2)), object(), b"bytes"])
def test_a_type_from_outside_chemcards_is_never_sent(value: object) -> None:
    with pytest.raises(TypeError):
        codec.encode(value)
