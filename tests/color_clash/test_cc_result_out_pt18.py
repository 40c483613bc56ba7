"""Play-through 18, en 5 and zh 6 (CC-16, CC-17, CC-26): in a one-round game the result placed Ann 2nd
with "● 5 (5), … = 72" above Bob 3rd with "▲ 6 (6) = 6", and the only hand column was "Hand at the
win": it looked as if Ann had done worse. Where the places rest on the order out (the engine's
``places_by``), each seat's cell says first whether it went out or still held cards."""

from __future__ import annotations

import pytest
from cc_rig import act, rig

from chemcards.core.i18n import tr
from chemcards.games.color_clash import GAME


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt18_en5_each_place_says_whether_the_seat_went_out_or_held_cards(lang: str) -> None:
    state = rig([["B1"], ["B2", "B4"], ["B3", "GR", "YR"]], "B5")
    act(state, 0, "play B1")  # Ann is out first: the round's winner (CC-15); Bob holds 2+4, Cid 3+20+20
    act(state, 1, "play B2 call")
    act(state, 2, "play B3")
    act(state, 1, "play B4")  # Bob goes out second; Cid still holds cards: the round ends (CC-16)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.details["places_by"] == "out"
    assert outcome.places == (1, 2, 3)
    header, cells = GAME.outcome_column(outcome, lang)  # type: ignore[misc]
    assert header == tr("color-clash", "hand_header_out", lang)
    went_out = tr("color-clash", "out_status_out", lang)
    held = tr("color-clash", "out_status_held", lang)
    assert cells[0] == tr("color-clash", "out_cell_winner", lang)
    assert cells[1].startswith(went_out) and cells[2].startswith(held)
    assert "6" in cells[1] and "43" in cells[2]  # the hands at the win stay: Bob 2+4, Cid 3+20+20


def test_pt19_en4_a_seat_out_after_the_winner_reads_out_later() -> None:
    """Play-through 19, en 4: "Dalton [Computer] │ out · ◆ 3 (3) = 3" read as out and holding a
    card at once. The hand is the one held when the winner went out (CC-26), so the status says the
    seat went out later."""
    assert tr("color-clash", "out_status_out", "en") == "out later"
    assert tr("color-clash", "out_status_out", "de") == "später raus"


def test_pt21_zh2_a_seat_out_later_names_its_hand_as_the_one_held_then() -> None:
    """Play-through 21, zh 2 (CC-16, CC-26): "后来出完 · ◆ 3 (3) = 3" read as out and holding a card
    at once. The Chinese cell says the hand is the one held then (当时, at the winner's going out)."""
    state = rig([["B1"], ["B2", "B4"], ["B3", "GR", "YR"]], "B5")
    act(state, 0, "play B1")
    act(state, 1, "play B2 call")
    act(state, 2, "play B3")
    act(state, 1, "play B4")  # Bob out after Ann: "out later", his hand at Ann's win is 2+4
    outcome = GAME.outcome(state)
    assert outcome is not None
    _, cells = GAME.outcome_column(outcome, "zh")  # type: ignore[misc]
    assert cells[1].startswith(tr("color-clash", "out_status_out", "zh") + "；当时 "), cells[1]
    assert cells[1].endswith("共 6 分"), cells[1]
    assert "当时" not in cells[2]  # Cid still held cards when the round ended: his own hand, now


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt23_de3_a_seat_out_later_names_its_hand_as_the_one_held_at_the_win(lang: str) -> None:
    """Play-through 23, de 3 (CC-16, CC-26): „später raus · ● 0 (0), ● 4 (4), ■ 3 (3) = 7“ read as
    out and holding three cards at once, as zh did before 当时; the cell now says "at the win"."""
    state = rig([["B1"], ["B2", "B4"], ["B3", "GR", "YR"]], "B5")
    act(state, 0, "play B1")
    act(state, 1, "play B2 call")
    act(state, 2, "play B3")
    act(state, 1, "play B4")
    outcome = GAME.outcome(state)
    assert outcome is not None
    _, cells = GAME.outcome_column(outcome, lang)  # type: ignore[misc]
    at_the_win = {"en": "at the win: ", "de": "beim Sieg: "}[lang]
    assert cells[1].startswith(tr("color-clash", "out_status_out", lang) + " · " + at_the_win), cells[1]
    assert at_the_win not in cells[2]  # Cid still held cards when the round ended


def test_pt23_de1_the_winner_cell_names_no_gender() -> None:
    """Play-through 23, de 1: „★ Anna │ als Erster raus“; „zuerst raus“ fits everyone."""
    assert tr("color-clash", "out_cell_winner", "de").startswith("zuerst raus")
