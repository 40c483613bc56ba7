"""Play-through 17 (en 4, de 4), CC-14 with CC-16: a seat that is already out of the round takes no
part in a "Last card!" window. It was listed among those who "pass" in the window's log. The
rulebook: "Der Gewinner ist raus, und die anderen spielen weiter um die Plätze" — catching is part
of that play. (This replaces the decision of play-through 14 de 4, under which an out seat could
still catch.)"""

from __future__ import annotations

import pytest
from cc_rig import act, kinds, legal_texts, rig

from chemcards.core.i18n import tr
from chemcards.core.protocol import IllegalAction
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.texts import event_text, seat_lines


def _window_after_one_is_out():  # type: ignore[no-untyped-def]
    """Seat 3 plays its last card and is out (place 1); seat 0 then plays its second-to-last card
    without calling: the call window is open (CC-10)."""
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"], ["B8"]], "B5", current=3)
    act(state, 3, "play B8")
    assert state.out == (3,)
    assert kinds(act(state, 0, "play B7")) == ["play", "window"]
    return state


def test_pt17_en4_cc14_a_seat_that_is_out_is_not_in_the_window() -> None:
    state = _window_after_one_is_out()
    assert 3 not in GAME.to_act(state)
    assert set(GAME.to_act(state)) >= {0, 1, 2}  # the owner calls, the seats still in may catch
    assert legal_texts(state, 3) == []
    assert GAME.view(state, 3).waiting == (1, 2)
    for move in ("catch 0", "pass"):
        with pytest.raises(IllegalAction):
            act(state, 3, move)
    assert state.sizes[0] == 1 and GAME.view(state, 0).phase == "window"  # nothing changed


def test_pt17_de4_cc14_the_window_closes_when_the_seats_still_in_pass_and_the_log_names_no_other() -> None:
    state = _window_after_one_is_out()
    events = act(state, 1, "pass") + act(state, 2, "pass")
    assert kinds(events) == ["pass", "pass", "window_closed"]
    assert [e.seat for e in events if e.kind == "pass"] == [1, 2]
    for lang in ("de", "en", "zh"):  # no line of the window names the seat that is out
        names = ["Ann", "Ben", "Cleo", "Dora"]
        assert not any("Dora" in event_text(e, lang, names) for e in events), lang


def test_pt17_en4_cc11_a_seat_still_in_may_catch() -> None:
    state = _window_after_one_is_out()
    assert legal_texts(state, 2) == ["catch 0", "pass"]
    assert kinds(act(state, 2, "catch 0")) == ["catch", "penalty", "window_closed"]
    assert state.sizes[0] == 3


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_en4_the_seats_panel_marks_only_the_seats_still_in_as_may_catch(lang: str) -> None:
    state = _window_after_one_is_out()
    view = GAME.view(state, 0)
    lines = seat_lines(view, lang)
    may_catch = tr("color-clash", "seat_may_catch", lang).strip()
    place = tr("color-clash", "seat_line_out", lang, n=4, name="P3", mark="",
               points=view.scores[3], place=1, extra="")
    assert lines[3] == place, lines[3]  # its place, nothing about the window
    for seat in (1, 2):
        assert lines[seat].endswith(may_catch), (seat, lines[seat])
    assert may_catch not in lines[0]
