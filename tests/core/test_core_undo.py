"""Undo and redo (issue 19): back to the person's previous decision, never past new hidden
information (a chance draw, a card drawn or turned up), recorded as ``!undo N`` / ``!redo N``.

The property test plays random games of every registered game with one person (seat 0) against
computers, and wherever undo is possible checks that

- undo gives back exactly the views every seat had at that person's previous decision, and redo the
  views every seat had before the undo (same ``state_json``, too);
- no undone step drew chance: replaying the undone steps on the restored state with a *different*
  random generator gives the same views;
- no step of the person or the referee that undo takes back showed the person a card hidden from
  them: replaying those steps on another state consistent with the person's view (``determinize``,
  other hidden cards) gives the person the same views;
- the record, replayed from its JSON, ends in the same state.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chemcards.core.driver import next_mover
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.records import Record
from chemcards.core.registry import games, get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

GAMES = sorted(games())
PERSON = 0


def table(players: int) -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"cpu{i}", "computer", "easy") for i in range(1, players)]


def views(match: Match) -> tuple[Any, ...]:
    return tuple(match.view(s) for s in [None, *range(len(match.seats))])


def play_one(match: Match, rng: Rng) -> bool:
    """One random legal action by whoever may act (the referee only when alone); False at the end."""
    moved = next_mover(match.game, match.state, rng)
    if moved is None or match.outcome() is not None:
        return False
    seat, legal = moved
    match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return True


def check_undo_here(match: Match, at_decision: dict[int, tuple[Any, str]]) -> None:
    game = match.game
    index = match.undo_point(PERSON)
    assert index is not None
    before_views, before_json = views(match), json.dumps(game.state_json(match.state), sort_keys=True)
    group = list(match.steps[index:])
    real_person_views = []  # what the person saw after each undone step, to compare below

    # undo: the views of the person's previous decision, exactly
    count = match.undo(PERSON)
    assert count == len(group) and match.record.actions[-1] == (PERSON, f"!undo {count}")
    expected_views, expected_json = at_decision[index]
    assert views(match) == expected_views
    assert json.dumps(game.state_json(match.state), sort_keys=True) == expected_json
    assert PERSON in match.to_act() and any(True for _ in match.legal(PERSON))

    # no chance crossed: the undone steps with another generator give the same views
    twin = game.clone(match.state)
    if hasattr(twin, "rng"):
        twin.rng = Rng(987654321)
        if hasattr(twin, "rng_shared"):
            twin.rng_shared = False
    replica = game.clone(match.state)
    for step in group:
        if step.text.startswith("!"):
            break
        action = game.parse_action(step.text)
        game.apply(twin, step.seat, action)
        game.apply(replica, step.seat, action)
        real_person_views.append(game.view(replica, PERSON))
        assert [game.view(twin, s) for s in range(len(match.seats))] == \
            [game.view(replica, s) for s in range(len(match.seats))]

    # no hidden card shown to the person by their own steps or the referee's: another world
    # consistent with their view agrees. (A computer's reply shows what it chose to play, and what
    # its hand allowed; that is the price of taking back a move against computers, and the world
    # would need the computer's real hand, so the comparison ends at the first computer step.)
    world = game.determinize(match.view(PERSON), Rng(424242))
    if game.view(world, PERSON) == match.view(PERSON):
        for step, seen in zip(group, real_person_views, strict=False):
            if step.seat not in (PERSON, REFEREE):
                break
            game.apply(world, step.seat, game.parse_action(step.text))
            assert game.view(world, PERSON) == seen, f"undo crossed news for the person: {step}"

    # redo: everything as it was before the undo
    assert match.redo(PERSON) == count
    assert views(match) == before_views
    assert json.dumps(game.state_json(match.state), sort_keys=True) == before_json


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(1, 120),
       secure=st.booleans())
def test_undo_and_replay_give_the_same_views_and_never_cross_chance(
        game_id: str, seed: int, players: int, steps: int, secure: bool) -> None:
    """Issue 19 "Done when": undo + replay gives the same views; no undo crosses a chance event."""
    game = get_game(game_id)
    players = max(game.min_players, min(players, game.max_players))
    match = Match(game, table(players), seed=None if secure else seed)
    rng = Rng(seed + 1)
    at_decision: dict[int, tuple[Any, str]] = {}
    undone = 0
    for _ in range(steps):
        if PERSON in match.to_act():
            at_decision[len(match.steps)] = (views(match), json.dumps(game.state_json(match.state),
                                                                       sort_keys=True))
            if match.can_undo(PERSON) and rng.randbelow(3) == 0:
                check_undo_here(match, at_decision)
                undone += 1
        if not play_one(match, rng):
            break
    # the record (with its !undo / !redo entries) replays to the same state
    again = Match.from_record(Record.from_json(json.loads(json.dumps(match.record.to_json()))))
    assert game.state_json(again.state) == game.state_json(match.state)
    assert views(again) == views(match)


def test_undo_is_written_to_the_record_and_a_new_move_ends_redo() -> None:
    """Issue 19: undo is recorded as such; redo only until a different move is made."""
    game = get_game("metallurgie")
    match = Match(game, table(2), seed=3)
    rng = Rng(5)
    while not match.can_undo(PERSON):
        assert play_one(match, rng)
    match.undo(PERSON)
    assert match.can_redo(PERSON)
    assert match.record.actions[-1][1].startswith("!undo ")
    legal = match.legal(PERSON)
    match.act(PERSON, legal[-1])
    assert not match.can_redo(PERSON)
    with pytest.raises(IllegalAction) as refused:
        match.redo(PERSON)
    assert refused.value.key == "redo_none"


def test_undo_stops_before_a_drawn_card() -> None:
    """Issue 19 / CC-4: a card drawn from the pile is new hidden information; undo refuses to go
    back past it and changes nothing."""
    game = get_game("color-clash")
    match = Match(game, table(2), seed=11)
    rng = Rng(2)
    while True:
        if PERSON in match.to_act() and "draw" in [str(a) for a in match.legal(PERSON)]:
            match.act(PERSON, game.parse_action("draw"))
            break
        assert play_one(match, rng)
    assert match.steps[-1].barrier
    state = json.dumps(game.state_json(match.state), sort_keys=True)
    assert match.undo_point(PERSON) is None
    with pytest.raises(IllegalAction) as refused:
        match.undo(PERSON)
    assert refused.value.key == "undo_none"
    assert json.dumps(game.state_json(match.state), sort_keys=True) == state


def test_undo_among_people_needs_their_agreement() -> None:
    """Issue 19: in a hot-seat game among people undo works only when all agreed at the start."""
    game = get_game("metallurgie")
    seats = [Seat("Ann"), Seat("Bob")]
    for agreed in (False, True):
        match = Match(game, seats, seed=3, aids=agreed)
        rng = Rng(5)
        for _ in range(200):
            if match.undo_point(PERSON) is not None and PERSON in match.to_act():
                break
            assert play_one(match, rng)
        assert match.aids_allowed is agreed
        if agreed:
            assert match.undo(PERSON) >= 1
        else:
            state = game.state_json(match.state)
            with pytest.raises(IllegalAction) as refused:
                match.undo(PERSON)
            assert refused.value.key == "aids_not_agreed"
            assert game.state_json(match.state) == state
