"""Play-through 14 de 4 (session 15), CC-14: in a call window a seat that is already out of the
round (CC-16) may catch like every other seat — our rules page says so ("auch einer, der schon raus
ist") — and the seats panel marks it "◀ may catch" in every language, beside its place."""

from __future__ import annotations

import pytest
from cc_rig import act, kinds, legal_texts, rig

from chemcards.core.i18n import tr
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.texts import seat_lines


def _window_after_one_is_out():  # type: ignore[no-untyped-def]
    """Seat 3 plays its last card and is out (place 1); seat 0 then plays its second-to-last card
    without calling: the call window is open (CC-10)."""
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"], ["B8"]], "B5", current=3)
    act(state, 3, "play B8")
    assert state.out == (3,)
    assert kinds(act(state, 0, "play B7")) == ["play", "window"]
    return state


def test_pt14_de4_cc14_a_seat_that_is_out_may_catch() -> None:
    state = _window_after_one_is_out()
    assert 3 in GAME.to_act(state)
    assert legal_texts(state, 3) == ["catch 0", "pass"]
    events = act(state, 3, "catch 0")
    assert kinds(events) == ["catch", "penalty", "window_closed"]
    assert state.sizes[0] == 3


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt14_de4_cc14_the_seats_panel_marks_an_out_seat_that_may_catch(lang: str) -> None:
    state = _window_after_one_is_out()
    view = GAME.view(state, 0)
    lines = seat_lines(view, lang)
    may_catch = tr("color-clash", "seat_may_catch", lang).strip()
    place = tr("color-clash", "seat_line_out", lang, n=4, name="P3", mark="",
               points=view.scores[3], place=1, extra="")
    assert lines[3].startswith(place), lines[3]
    for seat in (1, 2, 3):  # every other seat, the one that is out too
        assert lines[seat].endswith(may_catch), (seat, lines[seat])
    assert may_catch not in lines[0]
