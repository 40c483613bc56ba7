"""Timing is a rule of the game (issue 14, item 2): the call window's 3 seconds (CC-10, CC-14) and the
turn timer (CC-21) come from ``GAME.referee_timer``; the match driver only runs the clock."""

from __future__ import annotations

from cc_rig import act, rig

from chemcards.core.protocol import REFEREE
from chemcards.games.color_clash import GAME


def timer(state):  # type: ignore[no-untyped-def]
    return GAME.referee_timer(GAME.view(state, None), GAME.legal_actions(state, REFEREE), {})


def hands():  # type: ignore[no-untyped-def]
    return [["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]]


def test_cc10_the_call_window_lasts_three_seconds() -> None:
    state = rig(hands(), "B5")
    act(state, 0, "play B7")  # second-to-last card, no call: the window opens
    found = timer(state)
    assert found is not None and found[0] == 3.0


def test_cc21_the_turn_timer_is_the_chosen_turn_time_and_a_draw_keeps_its_key() -> None:
    state = rig(hands(), "B5", pile_top=["B1"], options={"turn_time": "45"})
    found = timer(state)
    assert found is not None and found[0] == 45.0
    act(state, 0, "draw")  # CC-21: drawing does not restart the turn's clock
    assert GAME.view(state, 0).phase == "drawn"  # the drawn B1 may be played: still seat 0's turn
    again = timer(state)
    assert again is not None and again[1] == found[1]


def test_cc21_without_a_turn_time_there_is_no_timer() -> None:
    state = rig(hands(), "B5")
    assert timer(state) is None
