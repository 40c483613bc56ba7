"""Notation (docs/notation-metallurgie.md) and the hex grid helpers behind MT-2, MT-8 and MT-10."""

from __future__ import annotations

import pytest
from mt_helpers import new_game

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.actions import Action, parse_action
from chemcards.games.metallurgie.hexgrid import (
    area,
    connected,
    cut_free,
    pack,
    parse_pos,
    pos_text,
    screen_xy,
    unpack,
)


def test_notation_round_trips_every_legal_action_of_a_game() -> None:
    state = new_game(3, 4)
    rng = Rng(4)
    seen: set[str] = set()
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            assert parse_action(str(action)) == action
            seen.add(str(action).split()[0])
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    assert {"place", "reveal", "end"} <= seen


@pytest.mark.parametrize("text, expected", [
    ("place Cu 1,-1", Action("place", 1, pack(1, -1))),
    ("PLACE au -3,2", Action("place", 3, pack(-3, 2))),
    ("score Fe 0,0", Action("score", 0, pack(0, 0))),
    ("remove 0,1", Action("remove", -1, pack(0, 1))),
    ("reveal", Action("reveal")),
    ("end", Action("end")),
    ("pass", Action("pass")),
])
def test_notation_parses(text: str, expected: Action) -> None:
    assert parse_action(text) == expected


@pytest.mark.parametrize("text", ["", "place", "place Zn 0,0", "place Cu 0;0", "remove a,b", "end now",
                                  "dance", "place Cu 99,0"])
def test_notation_refuses_nonsense_with_a_sentence(text: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        parse_action(text)


def test_positions_pack_and_print() -> None:
    for q, r in [(0, 0), (-5, 7), (40, -40)]:
        assert unpack(pack(q, r)) == (q, r)
        assert parse_pos(pos_text(pack(q, r))) == pack(q, r)
    assert screen_xy(pack(1, 0)) == (2, 0) and screen_xy(pack(0, 1)) == (1, 1)


def test_mt8_area_is_one_metal_and_connected() -> None:
    field = {pack(0, 0): 1, pack(1, 0): 1, pack(2, 0): 0, pack(3, 0): 1, pack(0, 1): 1}
    assert sorted(area(field, pack(0, 0))) == sorted([pack(0, 0), pack(1, 0), pack(0, 1)])
    assert area(field, pack(3, 0)) == [pack(3, 0)]


def test_mt10_cut_free_agrees_with_a_full_connectivity_check() -> None:
    state = new_game(2, 8)
    rng = Rng(8)
    checked = 0
    while GAME.outcome(state) is None and checked < 3000:
        for pos in state.field:
            assert cut_free(state.field, pos) == connected(state.field, without=[pos])
            checked += 1
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    assert checked > 100


def test_a_record_replays_through_the_match() -> None:
    match = Match(GAME, [Seat("A"), Seat("B")], {"bonus": "on"}, seed=11)
    rng = Rng(3)
    while match.outcome() is None:
        (seat,) = match.to_act()
        legal = match.legal(seat)
        match.act(seat, legal[rng.randbelow(len(legal))])
    again = Match.from_record(match.record)
    assert GAME.state_json(again.state) == GAME.state_json(match.state)
