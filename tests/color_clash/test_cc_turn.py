"""A turn: CC-6 … CC-9."""

from __future__ import annotations

import pytest
from cc_rig import act, assert_all_cards, hand_texts, kinds, legal_texts, rig

from chemcards.core.protocol import IllegalAction
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.catalogue import TEXT


def refused(state, seat: int, text: str, key: str) -> None:  # type: ignore[no-untyped-def]
    before = GAME.state_json(state)
    with pytest.raises(IllegalAction) as info:
        act(state, seat, text)
    assert info.value.key == key
    assert info.value.reason
    assert GAME.state_json(state) == before


def test_cc6_match_by_colour_number_or_symbol_or_wild() -> None:
    """CC-6: on a blue 3, a blue card, any 3, and wilds may be played; nothing else."""
    state = rig([["B7", "G3", "RS", "W", "Y9", "R1", "G1"], ["R2"] * 1, ["R3"], ["R4"]], "B3")
    plays = [t for t in legal_texts(state, 0) if t.startswith("play")]
    assert sorted(plays) == ["play B7", "play G3", "play W B", "play W G", "play W R", "play W Y"]
    refused(state, 0, "play Y9", "no_match")
    refused(state, 0, "play RS", "no_match")
    act(state, 0, "play G3")
    assert state.current == 1 and TEXT[state.discard[-1]] == "G3"


def test_cc6_symbol_matches_symbol() -> None:
    state = rig([["GS", "R5", "R6"], ["R2"], ["R3"]], "BS")
    assert "play GS" in legal_texts(state, 0)
    assert "play R5" not in legal_texts(state, 0)


def test_cc6_only_the_seat_to_move_may_play() -> None:
    state = rig([["B7", "B8"], ["B2", "B4"], ["B3", "B9"]], "B5")
    refused(state, 1, "play B2", "not_your_turn")
    refused(state, 0, "play B2", "not_in_hand")


def test_cc7_draw_then_play_the_drawn_card_at_once() -> None:
    """CC-7: a playable drawn card may be played at once; nothing else may be."""
    state = rig([["B7", "Y2", "Y4"], ["R2", "R4"], ["R3", "R9"]], "B5", pile_top=["B1"])
    act(state, 0, "draw")
    assert legal_texts(state, 0) == ["play B1", "keep"]
    refused(state, 0, "play B7", "only_drawn_card")
    refused(state, 0, "draw", "already_drew")
    act(state, 0, "play B1")
    assert state.current == 1 and hand_texts(state, 0) == ["B7", "Y2", "Y4"]


def test_cc7_keep_the_drawn_card_ends_the_turn() -> None:
    state = rig([["B7", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5", pile_top=["B1"])
    act(state, 0, "draw")
    events = act(state, 0, "keep")
    assert kinds(events) == ["keep"] and state.current == 1 and state.sizes[0] == 3


def test_cc7_unplayable_drawn_card_is_kept_and_the_turn_ends() -> None:
    state = rig([["B7", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5", pile_top=["G1"])
    act(state, 0, "draw")
    assert state.current == 1 and "G1" in hand_texts(state, 0)
    refused(state, 0, "keep", "not_your_turn")


def test_cc7_drawing_is_allowed_even_with_a_playable_card() -> None:
    state = rig([["B7", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5")
    assert legal_texts(state, 0)[-1] == "draw"
    refused(state, 0, "keep", "keep_only_after_draw")


def test_cc8_skip_skips_the_next_player() -> None:
    state = rig([["BS", "B1", "R1"], ["B2", "B4"], ["B3", "B9"]], "B5")
    events = act(state, 0, "play BS")
    assert kinds(events) == ["play", "skipped"] and events[1].seat == 1
    assert state.current == 2


def test_cc8_reverse_changes_direction() -> None:
    state = rig([["B2", "B4", "R1"], ["BR", "B1", "R2"], ["B3", "B9"], ["B6", "B8"]], "B5", current=1)
    act(state, 1, "play BR")
    assert state.direction == -1 and state.current == 0
    act(state, 0, "play B2")
    assert state.current == 3


def test_cc8_reverse_with_two_players_acts_as_skip() -> None:
    state = rig([["BR", "B1", "Y1"], ["B2", "B4"]], "B5")
    act(state, 0, "play BR")
    assert state.current == 0


def test_cc8_draw_two_next_draws_two_and_is_skipped() -> None:
    state = rig([["B+2", "B1", "R1"], ["B2", "B4"], ["B3", "B9"]], "B5")
    events = act(state, 0, "play B+2")
    assert kinds(events) == ["play", "penalty", "skipped"]
    assert state.sizes[1] == 4 and state.current == 2
    assert len(events[1].secret) == 2 and events[1].seen_by(2).secret == ()
    assert_all_cards(state)


def test_cc8_wild_names_the_colour_to_follow() -> None:
    state = rig([["W", "B1", "R1"], ["Y2", "B4"], ["B3", "B9"]], "B5")
    act(state, 0, "play W Y")
    assert state.colour == 2 and state.current == 1
    assert "play Y2" in legal_texts(state, 1) and "play B4" not in legal_texts(state, 1)


def test_cc8_wild_draw_four_only_without_the_current_colour() -> None:
    """CC-8: Wild Draw Four is legal only when holding no card of the current colour."""
    state = rig([["W+4", "B1", "G7"], ["Y2", "B4"], ["B3", "B9"]], "B5")
    assert not any(t.startswith("play W+4") for t in legal_texts(state, 0))
    refused(state, 0, "play W+4 G", "wd4_has_colour")
    state = rig([["W+4", "R1", "G7"], ["Y2", "B4"], ["B3", "B9"]], "B5")
    assert "play W+4 G" in legal_texts(state, 0)
    events = act(state, 0, "play W+4 G")
    assert kinds(events) == ["play", "penalty", "skipped"]
    assert state.sizes[1] == 6 and state.current == 2 and state.colour == 3


def test_cc8_wild_needs_a_colour_in_the_notation() -> None:
    with pytest.raises(ValueError, match="colour"):
        GAME.parse_action("play W")


def test_cc9_empty_pile_reshuffles_discard_under_top() -> None:
    """CC-9: the discard pile except its top card becomes the new draw pile."""
    state = rig([["R1", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5", rest="discard")
    top = state.discard[-1]
    assert state.pile == [] and len(state.discard) > 1
    events = act(state, 0, "draw")
    assert kinds(events)[:2] == ["reshuffle", "draw"]
    assert state.discard == [top] and state.pile
    assert_all_cards(state)


def test_cc9_penalty_draw_reshuffles_midway() -> None:
    state = rig([["B+2", "Y2", "Y3"], ["R2", "R4"], ["R3", "R9"]], "B5", rest="discard", pile_top=["G1"])
    events = act(state, 0, "play B+2")
    assert "reshuffle" in kinds(events) and state.sizes[1] == 4
    assert_all_cards(state)


def test_cc9_cc18_nothing_to_draw_means_pass() -> None:
    state = rig([["R1", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5", rest=2)
    assert legal_texts(state, 0) == ["pass"]
    refused(state, 0, "draw", "cannot_draw")
    state2 = rig([["B1", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5", rest=2)
    assert legal_texts(state2, 0) == ["play B1", "play B1 call"]
    refused(state2, 0, "pass", "cannot_pass")


def test_cc6_to_cc10_cc18_turn_legal_list_is_every_playable_face_in_order() -> None:
    """The turn's legal list as ``legal_actions`` builds it on a cache miss (issue 18: a bit at a
    time) against its definition, for seeded random keys: every playable face in face order, a
    wild once per colour to name (CC-8), then the same plays with "Last card!" when the seat holds
    two cards (CC-10), then draw (CC-7), or pass when there is nothing to play or draw (CC-18)."""
    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import rules
    from chemcards.games.color_clash.actions import DRAW_ACTION, PASS_ACTION, PLAYS
    from chemcards.games.color_clash.catalogue import COLOUR, FACES, NO_COLOUR

    def definition(m: int) -> list[object]:
        plays = []
        for f in range(FACES):
            if m >> f & 1:
                plays += PLAYS[0][f] if COLOUR[f] == NO_COLOUR else [PLAYS[0][f][0]]
        legal = list(plays)
        if m & rules._CALL_FLAG:
            legal += [PLAYS[1][a.face][a.colour] for a in plays]
        if not m & rules._NODRAW_FLAG:
            legal.append(DRAW_ACTION)
        elif not plays:
            legal.append(PASS_ACTION)
        return legal

    rng = Rng(18)
    for trial in range(3000):
        faces = 0
        for _ in range(rng.randbelow(9)):
            faces |= 1 << rng.randbelow(FACES)
        flags = (rules._CALL_FLAG if trial % 3 == 0 else 0) | (rules._NODRAW_FLAG if trial % 5 == 0 else 0)
        m = faces | flags
        assert list(rules._build_turn_legal(m)) == definition(m), m


def test_cc6_cc8_matches_table_is_colour_number_symbol_or_wild() -> None:
    """CC-6 read from the rule for every match key and face: a card may go on the table when it has
    the colour to follow, or the same number or symbol as the top card, or is a Wild (CC-8 limits
    Wild Draw Four apart). ``MATCHES`` is the flag table ``apply`` tests (issue 18, speed)."""
    from chemcards.games.color_clash.catalogue import COLOUR, FACES, KEYS, MATCHES, NO_COLOUR, RANK

    for key in range(KEYS):
        colour, rank = divmod(key, 15)
        for f in range(FACES):
            wild = COLOUR[f] == NO_COLOUR
            expected = wild or COLOUR[f] == colour or RANK[f] == rank
            assert MATCHES[key][f] is expected, (key, TEXT[f])


def test_cc7_cc10_legal_list_after_a_playable_draw_is_that_card_or_keep() -> None:
    """CC-7: after drawing a playable card the seat may play that card (a wild once per colour to
    name, CC-8) or keep it, nothing else; with two cards in hand the play may carry "Last card!"
    (CC-10). Read on rigged tables for a number card, an action card and a Wild, with and without
    the call."""
    for drawn, hand, expected in (
        ("R5", ["B1", "G2"], ["play R5", "keep"]),
        ("RS", ["B1", "G2"], ["play RS", "keep"]),
        ("W", ["B1", "G2"], ["play W R", "play W B", "play W Y", "play W G", "keep"]),
        ("R5", ["B1"], ["play R5", "play R5 call", "keep"]),
        ("W", ["B1"], ["play W R", "play W B", "play W Y", "play W G",
                       "play W R call", "play W B call", "play W Y call", "play W G call", "keep"]),
    ):
        state = rig([hand, ["Y3", "Y4", "Y6"]], "R9", pile_top=[drawn])
        act(state, 0, "draw")
        assert legal_texts(state, 0) == expected, drawn
        assert legal_texts(state, 1) == []


def test_cc7_keep_returns_the_keep_event_and_moves_on() -> None:
    """CC-7: keeping the drawn card ends the turn at once (drawing never extends it); the log shows
    one "keep" event. ``apply`` keeps on its own short path (issue 18, speed)."""
    state = rig([["B1", "G2"], ["Y3", "Y4", "Y6"], ["Y7", "Y8"]], "R9", pile_top=["R5"])
    act(state, 0, "draw")
    events = GAME.apply(state, 0, GAME.parse_action("keep"))
    assert [e.kind for e in events] == ["keep"] and events[0].seat == 0
    assert GAME.to_act(state) == (1,) and hand_texts(state, 0).count("R5") == 1
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, GAME.parse_action("keep"))
