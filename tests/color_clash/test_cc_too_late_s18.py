"""Play-through 17, en 5 (CC-10, CC-11, CC-24): a call or catch key pressed just after a computer
had called or caught said only "Too late". The notice says who did what first, the computer marked;
after a window that closed for time there is nobody to name."""

from __future__ import annotations

import pytest
from cc_rig import act, rig

from chemcards.core.i18n import computer_mark, tr
from chemcards.core.seats import Seat
from chemcards.games.color_clash.texts import too_late_text


def _window(seats: list[Seat]):  # type: ignore[no-untyped-def]
    """Seat 0 plays its second-to-last card without calling: the window is open (CC-10)."""
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    state.seats = seats
    events = act(state, 0, "play B7")
    return state, events


SEATS = [Seat("Ann"), Seat("Ada", "computer", "easy"), Seat("Bob", "computer", "medium")]


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_en5_a_catch_after_the_owners_call_names_who_called(lang: str) -> None:
    seats = [Seat("Ada", "computer", "easy"), Seat("Ann"), Seat("Bob")]
    state, events = _window(seats)
    events += act(state, 0, "call")
    ada = "Ada" + computer_mark(lang)
    assert too_late_text(events, 1, seats, lang) == tr("color-clash", "too_late_called", lang, who=ada)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_en5_a_call_after_being_caught_says_who_caught_you(lang: str) -> None:
    state, events = _window(SEATS)
    events += act(state, 1, "catch 0")
    ada = "Ada" + computer_mark(lang)
    assert too_late_text(events, 0, SEATS, lang) == tr("color-clash", "too_late_caught_you", lang, who=ada)
    # another seat's screen names both
    assert too_late_text(events, 2, SEATS, lang) == tr("color-clash", "too_late_caught", lang, who=ada,
                                                       owner="Ann")


def test_pt17_en5_after_ones_own_catch_nobody_else_is_named() -> None:
    state, events = _window(SEATS)
    events += act(state, 2, "catch 0")
    assert too_late_text(events, 2, SEATS, "en") is None  # the generic "the window has closed"


def test_pt17_en5_a_window_closed_for_time_or_still_open_names_nobody() -> None:
    state, events = _window(SEATS)
    assert too_late_text(events, 1, SEATS, "en") is None  # still open
    events += act(state, -1, "close")
    assert too_late_text(events, 1, SEATS, "en") is None  # the 3 seconds ran out (CC-10)
