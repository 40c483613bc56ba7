"""CC-27 [decided], offered at the moment it matters (issue 12 point 4, play-through 14 zh 4).

With the default ``people_out=play_on`` (CC-16) a person who has gone out against computers only
watched them play on for the places. Once every person is out, each of them may end the round
then and there ("end"): it is settled exactly as ``people_out=end_round`` settles it — those out
keep their places in order, the computers still holding cards share the next place, and the winner
keeps what CC-17 scored. The engine decides who may, so a saved game and a replay reproduce it.
"""

from __future__ import annotations

import pytest
from cc_rig import act, kinds, rig

from chemcards.core.match import Match
from chemcards.core.protocol import IllegalAction
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import END_ACTION, parse_action

HANDS = [["B1"], ["B2", "Y1", "Y2"], ["B3", "R1", "R2"], ["B4", "B6", "G1", "G2"]]


def _table(people: set[int], **options: str):  # type: ignore[no-untyped-def]
    state = rig(HANDS, "B5", options=options)
    state.seats = [Seat(f"P{s}") if s in people else Seat(f"C{s}", "computer", "easy")
                   for s in range(len(HANDS))]
    return state


def test_cc27_end_is_notation() -> None:
    assert parse_action("end") is END_ACTION and str(END_ACTION) == "end"


def test_cc27_end_offered_once_the_only_person_is_out() -> None:
    """CC-27: the person out (default play_on) may end the round; before, nobody may."""
    state = _table({0})
    assert END_ACTION not in GAME.legal_actions(state, 0)
    act(state, 0, "play B1")
    assert state.out == (0,) and not state.history
    assert GAME.legal_actions(state, 0) == (END_ACTION,)
    # the computers' turns do not wait for it: the person is not among those to act
    assert 0 not in GAME.to_act(state)
    for seat in (1, 2, 3):  # no computer may end a round for the people
        assert END_ACTION not in GAME.legal_actions(state, seat)


def test_cc27_end_settles_as_the_option_does() -> None:
    """The same places, points and result as ``people_out=end_round`` at the same moment."""
    ended = _table({0})
    act(ended, 0, "play B1")
    events = act(ended, 0, "end")
    assert "round_end" in kinds(events) and events[0].kind == "end_round_now" and events[0].seat == 0
    option = _table({0}, people_out="end_round")
    act(option, 0, "play B1")
    assert ended.history == option.history
    assert ended.history[-1]["places"] == [1, 2, 2, 2]
    assert GAME.outcome(ended) == GAME.outcome(option)
    assert GAME.outcome(ended).winners == (0,)


def test_cc27_end_after_computers_played_on_keeps_their_places() -> None:
    """Computers that went out meanwhile keep their places; the rest share the next one."""
    state = rig([["B1"], ["B2"], ["B3", "R1", "R2"], ["B4", "B6", "G1", "G2"]], "B5")
    state.seats = [Seat("Ann"), *(Seat(f"C{s}", "computer", "easy") for s in (1, 2, 3))]
    act(state, 0, "play B1")
    act(state, 1, "play B2")  # a computer out second; two still hold cards
    assert GAME.legal_actions(state, 0) == (END_ACTION,)
    act(state, 0, "end")
    assert state.history[-1]["places"] == [1, 2, 3, 3]


def test_cc27_end_refused_while_a_person_holds_cards() -> None:
    state = _table({0, 2})
    act(state, 0, "play B1")
    assert END_ACTION not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, END_ACTION)
    assert refused.value.key == "cannot_end_round"
    assert state.out == (0,) and not state.history


def test_cc27_end_refused_before_going_out_and_at_a_computers_table() -> None:
    state = _table({0})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, END_ACTION)
    computers = _table(set())
    act(computers, 0, "play B1")
    with pytest.raises(IllegalAction):
        GAME.apply(computers, 0, END_ACTION)


def test_cc27_end_in_a_longer_game_deals_the_next_round() -> None:
    """Three rounds: ending one deals the next, as the option's end does; not offered there."""
    state = _table({0}, length="three")
    act(state, 0, "play B1")
    events = act(state, 0, "end")
    assert "round" in kinds(events) and state.round == 2 and GAME.outcome(state) is None
    assert state.people_out is False  # the launcher's option is not changed for later rounds
    assert END_ACTION not in GAME.legal_actions(state, 0)


def _person_out_match(seed: int) -> Match | None:
    """A real match, one person (seat 0, playing its first legal move) against three computers
    (first legal move too), until the person is out while two computers or more hold cards."""
    seats = [Seat("Ann"), *(Seat(f"C{s}", "computer", "easy") for s in (1, 2, 3))]
    match = Match(GAME, seats, {}, seed=seed)
    for _ in range(2000):
        if match.outcome() is not None:
            return None
        if END_ACTION in match.legal(0):
            return match
        to_act = match.to_act()
        seat = to_act[0]
        match.act(seat, match.legal(seat)[0])
    return None


def test_cc27_end_is_recorded_and_replayed() -> None:
    """A saved game and a replay reproduce the ended round (the record holds "end")."""
    match = next(m for m in map(_person_out_match, range(40)) if m is not None)
    match.act(0, END_ACTION)
    assert match.record.actions[-1] == (0, "end")
    assert match.outcome() is not None
    again = Match.from_record(match.record)
    assert again.outcome() == match.outcome()
    assert again.state.history == match.state.history
