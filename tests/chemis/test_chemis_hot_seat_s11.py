"""CH-10, CH-11 at a table of several people (play-through 10, finding 6): a person who held no
answer in a judgement or dying round was passed for automatically, and everyone at the hot-seat
screen (online: in the log) learnt that they held none. Decided: wherever two or more people sit
at the table, every person is asked — behind the curtain, with "pass" as the only move when they
hold no answer — so nobody can tell; computers, and a person alone with computers, are still
passed for (docs/rules/chemis.*.md, CH-10)."""

from __future__ import annotations

from chemis_helpers import clear_hand, give, name, play

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import ChemisState, Dying, Judgement
from chemcards.games.chemis.turns import asks_everyone

TWO_PEOPLE = [Seat("Ann"), Seat("Ben"), Seat("Curie", "computer", "easy")]
ONE_PERSON = [Seat("Ann"), Seat("Bohr", "computer", "easy"), Seat("Curie", "computer", "easy")]


def _precipitate_for_next(seats: list[Seat], hp: int = 4) -> tuple[ChemisState, list, int]:
    """Every hand empty; the seat to move puts BaSO₄ (a precipitate, CH-16) into the next seat's
    zone: a judgement round (CH-10) in which nobody holds an answer."""
    st = GAME.new_state(seats, {}, Rng(1))
    killer = st.turn_seat
    victim = next(s for s in st.order[st.order.index(killer) + 1:] + st.order if s != killer)
    for s in range(st.n):
        clear_hand(st, s)
    st.hp[victim] = hp
    give(st, killer, "Ba", "[SO4]")
    events = play(st, killer, f"{name(st, victim)}: Ba+[SO4]")
    return st, events, victim


def _walk_round(st: ChemisState, events: list, kind: type) -> list:
    """Every person asked in the open round passes; returns all events. Asserts that a person is
    offered only "pass" (they hold nothing)."""
    out = list(events)
    while st.stack and isinstance(st.stack[-1], kind):
        (seat,) = GAME.to_act(st)
        assert not st.seats[seat].is_computer, "a computer without an answer is never waited for"
        assert [str(a) for a in GAME.legal_actions(st, seat)] == ["pass"]
        out += play(st, seat, "pass")
    return out


def test_ch10_two_people_each_person_is_asked_even_without_an_answer() -> None:
    st, events, victim = _precipitate_for_next(TWO_PEOPLE)
    assert isinstance(st.stack[-1], Judgement)
    people = {s for s in range(st.n) if not st.seats[s].is_computer}
    assert all(asks_everyone(st, s) for s in people)
    asked_first = GAME.to_act(st)
    assert asked_first[0] in people  # waited for although they hold nothing
    events = _walk_round(st, events, Judgement)
    auto = {e.seat for e in events if e.kind == "pass" and e.data == ("auto",)}
    passed = {e.seat for e in events if e.kind == "pass" and e.data != ("auto",)}
    assert people <= passed and not (auto & people)  # no person passed for: nothing to tell
    assert auto == {s for s in range(st.n) if st.seats[s].is_computer}  # computers still are
    assert st.hp[victim] == 3  # the precipitate acted after the round (CH-32)


def test_ch11_two_people_each_person_is_asked_in_a_dying_round_too() -> None:
    st, events, victim = _precipitate_for_next(TWO_PEOPLE, hp=1)
    events = _walk_round(st, events, Judgement)
    assert isinstance(st.stack[-1], Dying) and st.hp[victim] == 0
    events = _walk_round(st, events, Dying)
    people = {s for s in range(st.n) if not st.seats[s].is_computer}
    dying_passes = [e for e in events[[e.kind for e in events].index("dying"):] if e.kind == "pass"]
    assert {e.seat for e in dying_passes if e.data != ("auto",)} == people
    assert not any(e.seat in people and e.data == ("auto",) for e in dying_passes)
    assert not st.alive[victim]  # nobody could save them (CH-11)


def test_ch10_a_person_alone_with_computers_is_still_passed_for() -> None:
    """Nothing to hide from anyone at the screen: the one person without an answer is passed for,
    as before, and the game does not stop to ask them."""
    st, events, _victim = _precipitate_for_next(ONE_PERSON)
    assert not st.stack or not isinstance(st.stack[-1], Judgement)
    assert not asks_everyone(st, 0)
    assert any(e.kind == "pass" and e.seat == 0 and e.data == ("auto",) for e in events)


def test_ch10_the_match_driver_waits_for_each_person_at_a_hot_seat_table() -> None:
    """Through the match (as the app drives it): the judgement round waits for each person in
    turn, and the public log shows the same "passes" for each of them."""
    match = Match(GAME, TWO_PEOPLE, {}, seed=1)
    st = match.state
    killer = st.turn_seat
    victim = next(s for s in st.order[st.order.index(killer) + 1:] + st.order if s != killer)
    for s in range(st.n):
        clear_hand(st, s)
    give(st, killer, "Ba", "[SO4]")
    assert not match.seats[killer].is_computer  # seed 1: a person begins
    match.act_text(killer, f"{name(st, victim)}: Ba+[SO4]")
    waited = []
    while isinstance(match.state.stack[-1] if match.state.stack else None, Judgement):
        (seat,) = match.to_act()
        waited.append(seat)
        match.act_text(seat, "pass")
    people = [s for s in range(3) if not match.seats[s].is_computer]
    assert sorted(waited) == sorted(people)
    lines = {GAME.event_text(e, "en", names=[s.name for s in match.seats]) for e in match.events
             if e.kind == "pass" and e.seat in people}
    assert lines == {"Ann passes", "Ben passes"}
