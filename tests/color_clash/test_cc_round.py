"""Winning, scoring, length, time, leaving, fairness: CC-15 … CC-25."""

from __future__ import annotations

import pytest
from cc_rig import ArrangedRng, act, assert_all_cards, kinds, legal_texts, rig, seats

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import ALL_ACTIONS
from chemcards.games.color_clash.catalogue import BIT, FACES, PLAYABLE, POINTS, face_of, hand_points
from chemcards.games.color_clash.rounds import final_outcome


def refused(state, seat: int, text: str, key: str) -> None:  # type: ignore[no-untyped-def]
    before = GAME.state_json(state)
    with pytest.raises(IllegalAction) as info:
        act(state, seat, text)
    assert info.value.key == key
    assert GAME.state_json(state) == before


def test_cc15_last_card_draw_two_next_player_still_draws_and_it_counts() -> None:
    """CC-15: going out on a Draw Two, the next player draws first; CC-17: those cards score."""
    state = rig([["B+2"], ["R1", "R2"], ["Y9", "Y8"]], "B5", pile_top=["G5", "G6"])
    events = act(state, 0, "play B+2")
    assert kinds(events)[:4] == ["play", "out", "penalty", "skipped"]
    assert state.sizes[1] == 4
    assert state.scores[0] == 1 + 2 + 5 + 6 + 9 + 8
    assert state.winner == 0


def test_cc16_round_goes_on_for_places_and_skips_empty_seats() -> None:
    """CC-16: with three or more players the winner is out, the others play on; turns pass over the
    empty seat; the round ends when one player still holds cards."""
    state = rig([["B1"], ["B2", "Y1", "Y2"], ["B3", "R1", "R2"], ["B4", "B6", "G1", "G2"]], "B5", current=3)
    act(state, 3, "play B4")
    act(state, 0, "play B1")
    assert state.out == (0,) and state.current == 1
    act(state, 1, "play B2")
    act(state, 2, "play B3")
    act(state, 3, "play B6")  # play passes 3 -> 1 over the empty seat 0
    assert state.current == 1
    assert 0 not in GAME.to_act(state)


def test_cc16_skip_passes_over_empty_seats_and_two_left_reverse_is_skip() -> None:
    state = rig([["BS", "Y3"], ["B2", "Y1", "Y2"], ["B3", "R1", "R2"]], "B5", pile_top=["Y9"])
    state.out, state.active = (), 3
    act(state, 0, "play BS call")  # skips seat 1
    assert state.current == 2
    state = rig([["B1"], ["BR", "Y1", "Y2"], ["B3", "R1", "R2"]], "B5")
    act(state, 0, "play B1")  # out: two left
    act(state, 1, "play BR")
    assert state.current == 1  # CC-16: with two left Reverse acts as Skip


def test_cc16_round_ends_when_one_player_still_holds_cards() -> None:
    state = rig([["B1"], ["B2"], ["B3", "R1", "R2"]], "B5")
    act(state, 0, "play B1")
    events = act(state, 1, "play B2")
    assert "round_end" in kinds(events)
    record = state.history[-1]
    assert record["places"] == [1, 2, 3] and record["winner"] == 0
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.places == (1, 2, 3)


def test_cc17_scoring_values() -> None:
    """CC-17: numbers face value, Skip/Reverse/Draw Two 20, Wild and Wild Draw Four 50."""
    assert POINTS[face_of("R7")] == 7 and POINTS[face_of("G0")] == 0
    assert {POINTS[face_of(c)] for c in ("BS", "YR", "G+2")} == {20}
    assert POINTS[face_of("W")] == POINTS[face_of("W+4")] == 50
    state = rig([["B1"], ["R5", "GS", "W"], ["Y+2", "W+4", "B0"]], "B5")
    act(state, 0, "play B1")
    assert state.scores == [5 + 20 + 50 + 20 + 50 + 0, 0, 0]
    assert hand_points(state.counts[1]) == 75


def test_cc18_stalemate_ends_the_round_with_no_winner() -> None:
    """CC-18: two full turns round the table with nobody able to play or draw. With the whole deck in
    play someone always holds the colour or a wild, so the rule is a safeguard; to exercise it the
    test sets the matching cards aside."""
    state = rig([["R1", "Y2"], ["R2", "Y4"], ["R3", "Y9"]], "B5", rest=2)
    matching = PLAYABLE[state.key]
    for f in range(FACES):
        if matching & BIT[f]:
            state.sizes[2] -= state.counts[2][f]
            state.counts[2][f] = 0
    state.masks[2] &= ~matching
    assert legal_texts(state, 0) == ["pass"]
    for turn in range(5):
        events = act(state, state.current, "pass")
        assert kinds(events) == ["pass"], turn
    events = act(state, state.current, "pass")
    assert kinds(events)[:3] == ["pass", "stalemate", "round_end"]
    assert state.history[-1]["winner"] is None and state.history[-1]["stalemate"]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == () and outcome.note == "no winner"


def test_cc19_three_rounds_highest_total_wins() -> None:
    match = Match(GAME, seats(3), {"length": "three"}, seed=11)
    rng = Rng(4)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        plays = [a for a in legal if a.verb == "play"]
        match.act(seat, rng.choice(plays or legal))
    outcome = match.outcome()
    assert outcome is not None and len(match.state.history) == 3
    best = max(outcome.scores)
    assert outcome.winners == tuple(s for s in range(3) if outcome.scores[s] == best)


def test_cc19_a_tie_shares_the_win() -> None:
    state = rig([["B1"], ["B2"], ["B3"]], "B5", options={"length": "three"})
    state.scores = [40, 40, 10]
    state.history = ({"round": 1, "winner": 0, "points": 40, "places": [1, 2, 3], "stalemate": False},)
    outcome = final_outcome(state)
    assert outcome.winners == (0, 1) and outcome.places == (1, 1, 3)


def test_cc19_first_to_500_plays_until_a_total_reaches_500() -> None:
    match = Match(GAME, seats(2), {"length": "500"}, seed=3)
    rng = Rng(5)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        plays = [a for a in legal if a.verb == "play"]
        match.act(seat, rng.choice(plays or legal))
    totals = match.state.scores
    assert max(totals) >= 500
    running = [0, 0]
    for record in match.state.history[:-1]:
        if record["winner"] is not None:
            running[record["winner"]] += record["points"]
            assert max(running) < 500


def test_cc20_family_evening_defaults_and_classic_defaults() -> None:
    """CC-20: family = three rounds, longest turn time, automatic call, number first card."""
    family = {"mode": "family", "length": "three", "turn_time": "90", "people_out": "play_on"}
    assert GAME.resolve_options({"mode": "family"}) == family
    assert GAME.resolve_options({"mode": "family", "length": "five", "turn_time": 30}) == {
        "mode": "family", "length": "five", "turn_time": "30", "people_out": "play_on"}
    assert GAME.resolve_options({}) == {"mode": "classic", "length": "one", "turn_time": "off",
                                        "people_out": "play_on"}
    with pytest.raises(ValueError, match="turn_time"):
        GAME.resolve_options({"turn_time": "20"})


def test_cc21_timeout_draws_one_and_ends_the_turn_never_plays() -> None:
    """CC-21: the referee issues the timeout; the seat draws one card and its turn ends."""
    state = rig([["B7", "Y2", "Y4"], ["R2", "R4"], ["R3", "R9"]], "B5", options={"turn_time": "30"},
                pile_top=["B1"])
    assert GAME.to_act(state) == (0, REFEREE)
    assert legal_texts(state, REFEREE) == ["timeout"]
    refused(state, 0, "timeout", "referee_only_timeout")
    events = act(state, REFEREE, "timeout")
    assert kinds(events) == ["timeout", "penalty"]
    assert state.sizes[0] == 4 and state.discard[-1] == face_of("B5") and state.current == 1


def test_cc21_timeout_after_drawing_keeps_the_card() -> None:
    state = rig([["B7", "Y2", "Y4"], ["R2", "R4"], ["R3", "R9"]], "B5", options={"turn_time": "45"},
                pile_top=["B1"])
    act(state, 0, "draw")
    events = act(state, REFEREE, "timeout")
    assert kinds(events) == ["timeout", "keep"] and state.sizes[0] == 4 and state.current == 1


def test_cc21_no_timeout_without_a_turn_time() -> None:
    state = rig([["B7", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5")
    assert GAME.to_act(state) == (0,)
    assert legal_texts(state, REFEREE) == []
    refused(state, REFEREE, "timeout", "timer_off")


def test_cc22_leaving_seat_gets_a_marked_substitute_that_cannot_score() -> None:
    """CC-22: a computer substitute plays on, marked; if it goes out first nobody scores."""
    state = rig([["B1"], ["R5", "GS"], ["Y+2", "W"]], "B5")
    events = GAME.leave_seat(state, 0, "medium")
    assert kinds(events) == ["leave"]
    assert state.seats[0].substitute and state.seats[0].is_computer and state.seats[0].level == "medium"
    events = act(state, 0, "play B1")
    assert "no_score" in kinds(events) and "score" not in kinds(events)
    assert state.scores == [0, 0, 0]


def test_cc22_leave_through_a_match_is_recorded_and_replayed() -> None:
    match = Match(GAME, seats(3), seed=8)
    match.act(match.to_act()[0], match.legal(match.to_act()[0])[-1])
    match.leave(1, "hard")
    replay = Match.from_record(match.record)
    assert replay.seats[1].substitute
    assert GAME.state_json(replay.state) == GAME.state_json(match.state)


def test_cc23_a_view_holds_only_its_own_hand_and_a_secure_deal_by_default() -> None:
    """CC-23: each seat sees only its own cards; chance is secure unless a seed is given."""
    state = rig([["B7", "Y2"], ["R2", "R4"], ["R3", "R9"]], "B5")
    view = GAME.view(state, 1)
    assert sorted(view.hand) == sorted([face_of("R2"), face_of("R4")])
    assert view.counts == (2, 2, 2) and view.pile_size == len(state.pile)
    assert GAME.view(state, None).hand == ()
    assert Match(GAME, seats(2)).rng.secure


def test_cc24_computer_seats_are_always_marked() -> None:
    state = GAME.new_state([Seat("Ana"), Seat("Bot", "computer", "easy"), Seat("Cy")], {}, Rng(1))
    GAME.leave_seat(state, 2)
    for lang in ("de", "en", "zh"):
        lines = GAME.seat_lines(GAME.view(state, 0), lang)
        assert "Computer" not in lines[0] and "电脑" not in lines[0]
        assert any(word in lines[1] for word in ("Computer", "电脑"))
        assert any(word in lines[2] for word in ("Computer", "电脑"))


def test_cc25_no_chat_there_is_no_free_text_action() -> None:
    """CC-25: no chat anywhere: every action is one of a fixed set, and free text is refused."""
    verbs = {a.verb for a in ALL_ACTIONS}
    assert verbs == {"play", "draw", "keep", "pass", "call", "catch", "close", "timeout", "color", "end"}
    with pytest.raises(ValueError):
        GAME.parse_action("say hello")
    assert_all_cards(rig([["B7"], ["R2"]], "B5"))


def test_cc21_cc4_timeout_while_naming_the_first_colour_passes_the_naming_on() -> None:
    """CC-21 [decided]: the first player draws one and the next seat names the colour (CC-4)."""
    state = GAME.new_state(seats(3), {"turn_time": "60"}, ArrangedRng(["W"], 3))
    assert legal_texts(state, REFEREE) == ["timeout"]
    events = act(state, REFEREE, "timeout")
    assert kinds(events) == ["timeout", "penalty"]
    assert state.sizes[0] == 8 and GAME.to_act(state) == (1, REFEREE)
    assert legal_texts(state, 1) == ["color R", "color B", "color Y", "color G"]
    act(state, 1, "color B")
    assert state.current == 1 and "draw" in legal_texts(state, 1)
