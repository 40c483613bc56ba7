"""One numbering for people (issue 12 point 14; play-through 11's launcher finding): the move box and
the hint count Color Clash seats from 1, as the launcher and the seats panel do, or take the seat's
name; only the record's notation (``catch 0``, docs/notation-color-clash.md) counts from 0. Typing
``catch 2`` to catch the seats panel's seat 2 caught seat 3 before."""

from __future__ import annotations

import pytest
from cc_rig import act, rig

from chemcards.core.protocol import IllegalAction
from chemcards.games.color_clash import GAME
from chemcards.tui.text import refusal_text


def window_of_seat_1():  # type: ignore[no-untyped-def]
    """CC-10: seat 1 (the seats panel's "2") plays its second-to-last card without a call."""
    state = rig([["B2", "B4", "R1"], ["B7", "Y2"], ["B3", "B9", "R2"]], "B5", current=1)
    act(state, 1, "play B7")
    return state


@pytest.mark.parametrize(("lang", "typed"), [("en", "catch 2"), ("de", "erwische 2"), ("zh", "抓 2")])
def test_cc11_the_move_box_counts_seats_from_1_like_the_seats_panel(lang: str, typed: str) -> None:
    """CC-11: catching the window's owner; "2" is the second seat as people count."""
    state = window_of_seat_1()
    view = GAME.view(state, 0)
    assert str(GAME.read_typed(view, typed)) == "catch 1"
    assert GAME.typed_action(view, GAME.parse_action("catch 1"), lang) == typed


def test_cc11_the_move_box_takes_a_seats_name() -> None:
    state = window_of_seat_1()
    view = GAME.view(state, 0)
    name = view.seats[1].name
    assert str(GAME.read_typed(view, f"catch {name}")) == "catch 1"
    assert str(GAME.read_typed(view, f"catch {name.upper()}")) == "catch 1"


@pytest.mark.parametrize("typed", ["catch 0", "catch 4", "catch nobody"])
def test_cc11_a_seat_that_is_not_at_the_table_is_refused(typed: str) -> None:
    view = GAME.view(window_of_seat_1(), 0)
    with pytest.raises(ValueError):
        GAME.read_typed(view, typed)


@pytest.mark.parametrize(("lang", "seat_word"), [("en", "Seat 3"), ("de", "Platz 3"), ("zh", "3 号座位")])
def test_cc11_a_refused_catch_names_the_seat_as_people_count(lang: str, seat_word: str) -> None:
    """The engine's refusal carries notation seat 2; the person reads seat 3."""
    state = window_of_seat_1()
    with pytest.raises(IllegalAction) as info:
        act(state, 0, "catch 2")
    assert info.value.key == "catch_wrong_seat"
    assert refusal_text(GAME, info.value, lang).startswith(seat_word)
