"""Play-through 20, de 1 (CH-18): a play typed without its product ("A: Al") was played, but its
text in the record read "甲: Al -> ", which reads back as "nothing after '->'": `resume` and Saved
games called the save damaged, and `u` then Ctrl+Y ended the app with a traceback. A play's text
reads back as the same play, with or without its product, and a record holding it resumes and
redoes."""

from __future__ import annotations

import pytest

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Form, Salt, parse


@pytest.mark.parametrize("action", [Form(0, (("Al", 1),), ""), Form(1, (("H", 2), ("O", 1)), ""),
                                    Salt(2, (("[SO4]", 1),), "Zn", 1, ""),
                                    Form(0, (("H", 2), ("O", 1)), "H2O")])
def test_pt20_de1_a_play_reads_back_as_itself(action: Form | Salt) -> None:
    assert parse(str(action)) == action, str(action)


def test_pt20_de1_a_play_typed_without_its_product_resumes_and_redoes() -> None:
    # Ann against a computer (undo needs no agreement then), a deal where she moves first
    match = next(m for seed in range(40)
                 if (m := Match(GAME, [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, seed=seed))
                 .to_act() == (0,))
    seat = 0
    listed = next(a for a in match.legal(seat) if isinstance(a, Form) and a.formula)
    short = str(listed).split(" -> ")[0]  # "甲: Al", as typed into the move box
    typed = GAME.read_typed(match.view(seat), short)
    assert isinstance(typed, Form) and not typed.formula, typed
    match.act(seat, typed)
    texts = [step.text for step in match.steps]
    again = Match.from_record(match.record)  # what `resume` does with the save
    assert [step.text for step in again.steps] == texts
    assert again.state.items == match.state.items
    assert match.undo(seat) >= 1
    match.redo(seat)  # Ctrl+Y: the step read back and played again
    assert [step.text for step in match.steps] == texts
