"""CC-27 [decided]: "end the round when every person is out" — an option, decided in the engine.

A person who has gone out against computers only need not watch them play on for the places
(CC-16). With ``people_out=end_round`` the round ends as soon as no person holds cards; the default
``play_on`` keeps CC-16 exactly.
"""

from __future__ import annotations

from cc_rig import act, kinds, rig

from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.view import determinize

HANDS = [["B1"], ["B2", "Y1", "Y2"], ["B3", "R1", "R2"], ["B4", "B6", "G1", "G2"]]


def _table(people: set[int], **options: str):  # type: ignore[no-untyped-def]
    state = rig(HANDS, "B5", options=options)
    state.seats = [Seat(f"P{s}") if s in people else Seat(f"C{s}", "computer", "easy")
                   for s in range(len(HANDS))]
    return state


def test_cc27_round_ends_once_the_only_person_is_out() -> None:
    state = _table({0}, people_out="end_round")
    events = act(state, 0, "play B1")
    assert "round_end" in kinds(events)
    record = state.history[-1]
    # the winner is first; the computers still holding cards share the next place (as CC-16's last)
    assert record["winner"] == 0 and record["places"] == [1, 2, 2, 2]
    assert GAME.outcome(state) is not None and GAME.outcome(state).winners == (0,)


def test_cc27_default_plays_on_for_places_as_cc16() -> None:
    state = _table({0})
    assert GAME.resolve_options({})["people_out"] == "play_on"
    events = act(state, 0, "play B1")
    assert "round_end" not in kinds(events)
    assert state.out == (0,) and state.current == 1


def test_cc27_round_goes_on_while_another_person_holds_cards() -> None:
    state = _table({0, 2}, people_out="end_round")
    assert "round_end" not in kinds(act(state, 0, "play B1"))
    act(state, 1, "play B2")
    events = act(state, 2, "play B3")  # the second person plays on; not out yet
    assert "round_end" not in kinds(events)


def _second_out(**options: str) -> list[str]:
    """A computer wins, then Ann (the only person) goes out second of four."""
    state = rig([["B9"], ["B2"], ["B3", "R1", "R2"], ["B4", "G1", "G2"]], "B5", current=1,
                options=options)
    state.seats = [Seat("Ann"), *(Seat(f"C{s}", "computer", "easy") for s in (1, 2, 3))]
    act(state, 1, "play B2")
    act(state, 2, "play B3")
    act(state, 3, "play B4")
    return kinds(act(state, 0, "play B9"))


def test_cc27_a_person_out_second_also_ends_the_round() -> None:
    assert "round_end" in _second_out(people_out="end_round")
    assert "round_end" not in _second_out()  # CC-16: two computers would play on


def test_cc27_computers_only_table_plays_on() -> None:
    """With no person at the table the option changes nothing (simulations stay CC-16)."""
    state = _table(set(), people_out="end_round")
    assert "round_end" not in kinds(act(state, 0, "play B1"))


def test_cc27_option_survives_the_view_and_determinize() -> None:
    """Search bots rebuild the state from a view: the rule must come with it."""
    from chemcards.core.rng import Rng
    state = _table({0}, people_out="end_round")
    view = GAME.view(state, 1)
    assert view.people_out is True
    assert determinize(view, Rng(3)).people_out is True
