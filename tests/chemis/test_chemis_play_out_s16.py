"""CH-12 [decided] (issue 12 point 4, play-through 15 de 1): who may let the computers play the
rest of a CHEMIS game out at once — a person, once every person at the table is dead — decided
by the engine (``rules.may_play_out``) and granted by the match driver (``MatchDriver.play_out``)."""

from __future__ import annotations

from chemis_helpers import fresh

from chemcards.core.driver import MatchDriver
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, rules


def test_ch12_not_offered_while_a_person_is_alive() -> None:
    st = fresh(3)
    assert st.alive[0]
    assert not any(rules.may_play_out(st, s) for s in range(3))
    assert not GAME.may_play_out(st, 0)


def test_ch12_offered_to_the_dead_person_once_only_computers_live() -> None:
    st = fresh(3)
    st.alive[0] = False
    assert rules.may_play_out(st, 0)
    assert not rules.may_play_out(st, 1)  # never a computer's
    st.result = ((1,), "survivor")
    assert not rules.may_play_out(st, 0)  # nothing left to play out


def test_ch12_hot_seat_only_when_every_person_is_dead() -> None:
    st = GAME.new_state([Seat("Ann"), Seat("Bob"), Seat("Cpu", "computer", "easy")], {}, fresh().rng)
    st.alive[0] = False
    assert not rules.may_play_out(st, 0)  # Bob still plays
    st.alive[1] = False
    assert rules.may_play_out(st, 0) and rules.may_play_out(st, 1)


def test_ch12_a_substitute_counts_as_a_computer() -> None:
    st = GAME.new_state([Seat("Ann"), Seat("Bob"), Seat("Cpu", "computer", "easy")], {}, fresh().rng)
    st.seats[1] = st.seats[1].as_substitute("easy")  # Bob left: a computer plays his seat (CC-22)
    st.alive[0] = False
    assert rules.may_play_out(st, 0)
    assert not rules.may_play_out(st, 1)


def test_ch12_the_driver_grants_it_only_when_the_engine_allows() -> None:
    seats = [Seat("Ann"), Seat("Cpu1", "computer", "easy"), Seat("Cpu2", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=2)
    driver = MatchDriver(match)
    refused = driver.play_out(0)
    assert refused is not None and refused.key == "cannot_play_out" and not driver.hurry
    match.state.alive[0] = False
    assert driver.may_play_out(0)
    assert driver.play_out(1) is not None  # a computer's seat
    assert driver.play_out(0) is None and driver.hurry
    assert not driver.may_play_out(0)  # granted once


def test_ch12_other_games_never_offer_it() -> None:
    from chemcards.games.color_clash import GAME as CC

    match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=1)
    assert not MatchDriver(match).may_play_out(0)
