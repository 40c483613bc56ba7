"""Play-through 19, zh 10 (CC-10, CC-12): in the owner's own "Last card!" window a play of the last
card (or a draw) was answered with a card rule ("■ 1 does not match the card on the table"). In the
window only the call is a move for the owner: the engine's reason says so, whether the card would
match or not, and nothing changes."""

from __future__ import annotations

from cc_rig import act, rig
from test_cc_call import refused, two_left

from chemcards.core.i18n import tr


def test_cc10_pt19_zh10_the_owners_play_or_draw_in_the_window_is_refused_for_the_call() -> None:
    state = two_left()
    act(state, 0, "play B7")  # Y2 left: it matches neither B7's colour nor its number
    refused(state, 0, "play Y2", "window_call_only")
    refused(state, 0, "draw", "window_call_only")
    refused(state, 1, "play B2", "window_open")  # the others: CC-12 as before


def test_cc10_pt19_zh10_a_matching_last_card_is_refused_for_the_call_too() -> None:
    state = rig([["B7", "B2"], ["R4", "R5", "R1"], ["G3", "G9", "R2"]], "B5")
    act(state, 0, "play B7")  # B2 left: it would match B7 by colour
    refused(state, 0, "play B2", "window_call_only")


def test_cc10_pt19_zh10_the_reason_names_the_call_key_in_every_language() -> None:
    for lang in ("en", "de", "zh"):
        text = tr("color-clash", "window_call_only", lang)
        assert text != "window_call_only" and " l" in text, (lang, text)
