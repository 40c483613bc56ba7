"""Last card!: CC-10 … CC-14."""

from __future__ import annotations

import pytest
from cc_rig import act, assert_all_cards, kinds, legal_texts, rig

from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.games.color_clash import GAME


def refused(state, seat: int, text: str, key: str) -> None:  # type: ignore[no-untyped-def]
    before = GAME.state_json(state)
    with pytest.raises(IllegalAction) as info:
        act(state, seat, text)
    assert info.value.key == key
    assert GAME.state_json(state) == before


def two_left(options=None):  # type: ignore[no-untyped-def]
    return rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"], ["G3", "G9", "R3"]], "B5",
               options=options)


def test_cc10_second_to_last_card_without_call_opens_a_window() -> None:
    """CC-10: after the second-to-last card, the owner may still call; the others may catch or pass."""
    state = two_left()
    events = act(state, 0, "play B7")
    assert kinds(events) == ["play", "window"]
    assert GAME.to_act(state) == (0, 1, 2, 3, REFEREE)
    assert legal_texts(state, 0) == ["call"]
    assert legal_texts(state, 2) == ["catch 0", "pass"]
    assert legal_texts(state, REFEREE) == ["close"]
    events = act(state, 0, "call")
    assert kinds(events) == ["call", "window_closed"]
    assert GAME.to_act(state) == (1,) and state.sizes[0] == 1


def test_cc10_call_switched_on_before_playing_opens_no_window() -> None:
    state = two_left()
    assert "play B7 call" in legal_texts(state, 0)
    events = act(state, 0, "play B7 call")
    assert kinds(events) == ["play", "call"]
    assert GAME.to_act(state) == (1,)


def test_cc10_call_only_with_the_second_to_last_card() -> None:
    state = rig([["B7", "Y2", "Y3"], ["B2", "B4"], ["B3", "B9"]], "B5")
    assert not any(t.endswith("call") for t in legal_texts(state, 0))
    refused(state, 0, "play B7 call", "call_needs_two")
    refused(state, 0, "call", "no_window")


def test_cc11_caught_before_calling_draws_two() -> None:
    state = two_left()
    act(state, 0, "play B7")
    events = act(state, 2, "catch 0")
    assert kinds(events) == ["catch", "penalty", "window_closed"]
    assert state.sizes[0] == 3 and GAME.to_act(state) == (1,)
    assert_all_cards(state)


def test_cc11_catch_names_the_right_seat_and_only_others_catch() -> None:
    state = two_left()
    act(state, 0, "play B7")
    refused(state, 2, "catch 1", "catch_wrong_seat")
    refused(state, 0, "catch 0", "cannot_catch")
    refused(state, REFEREE, "catch 0", "cannot_catch")


def test_cc12_nobody_plays_or_draws_while_the_window_is_open() -> None:
    state = two_left()
    act(state, 0, "play B7")
    refused(state, 1, "play B2", "window_open")
    refused(state, 1, "draw", "window_open")
    assert list(GAME.legal_actions(state, 1)) == [GAME.parse_action("catch 0"), GAME.parse_action("pass")]


def test_cc13_family_calls_automatically() -> None:
    state = two_left({"mode": "family"})
    assert not any(t.endswith("call") for t in legal_texts(state, 0))
    refused(state, 0, "play B7 call", "family_auto_call")
    events = act(state, 0, "play B7")
    assert kinds(events) == ["play", "call"] and events[1].data == ("auto",)
    assert GAME.to_act(state) == (1, REFEREE)  # family evening runs the turn clock (CC-20)


def test_cc14_referee_closes_the_window_after_the_time() -> None:
    """CC-14: the 3 seconds are an explicit referee action; after it nobody can catch any more."""
    state = two_left()
    act(state, 0, "play B7")
    refused(state, 1, "close", "referee_only_close")
    events = act(state, REFEREE, "close")
    assert kinds(events) == ["window_closed"]
    assert GAME.to_act(state) == (1,) and state.sizes[0] == 1
    refused(state, 2, "catch 0", "no_window")


def test_cc14_window_closes_when_every_other_seat_has_passed() -> None:
    state = two_left()
    act(state, 0, "play B7")
    act(state, 1, "pass")
    assert GAME.to_act(state) == (0, 2, 3, REFEREE)
    refused(state, 1, "catch 0", "cannot_catch")
    act(state, 2, "pass")
    events = act(state, 3, "pass")
    assert kinds(events) == ["pass", "window_closed"]
    assert GAME.to_act(state) == (1,)


def test_cc14_a_seat_already_out_takes_no_part_in_the_window() -> None:
    """CC-14 with CC-16 (play-through 17, en 4): the seat that is out neither catches nor passes."""
    state = rig([["B1"], ["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    act(state, 0, "play B1")  # seat 0 goes out and wins the round (CC-15)
    act(state, 1, "play B7")
    assert 0 not in GAME.to_act(state)
    refused(state, 0, "catch 1", "cannot_catch")
    act(state, 2, "catch 1")
    assert state.sizes[1] == 3
