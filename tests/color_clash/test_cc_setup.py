"""Cards and setup: CC-1 … CC-5."""

from __future__ import annotations

from collections import Counter

import pytest
from cc_rig import ArrangedRng, assert_all_cards, legal_texts, seats

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.catalogue import (
    COLOUR,
    COLOUR_SHAPES,
    DECK,
    NO_COLOUR,
    RANK,
    TEXT,
    card_label,
    card_name,
)


def test_cc1_deck_has_108_cards_in_four_colours_with_shapes() -> None:
    """CC-1: 25 per colour (one 0, two of 1–9, two each Skip/Reverse/Draw Two), 4 Wild, 4 Wild Draw Four."""
    assert len(DECK) == 108
    per_colour = Counter(COLOUR[f] for f in DECK)
    assert per_colour == {0: 25, 1: 25, 2: 25, 3: 25, NO_COLOUR: 8}
    for colour in range(4):
        ranks = Counter(RANK[f] for f in DECK if COLOUR[f] == colour)
        assert ranks[0] == 1
        assert all(ranks[r] == 2 for r in range(1, 13))
    wild = Counter(TEXT[f] for f in DECK if COLOUR[f] == NO_COLOUR)
    assert wild == {"W": 4, "W+4": 4}
    assert len(set(COLOUR_SHAPES)) == 4


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_cc1_a_card_is_never_shown_by_colour_alone(lang: str) -> None:
    """CC-1: every coloured card's label carries its colour's shape and its name names the shape."""
    for f in set(DECK):
        if COLOUR[f] != NO_COLOUR:
            assert card_label(f, lang).startswith(COLOUR_SHAPES[COLOUR[f]])
            assert "(" in card_name(f, lang)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc2_seven_cards_each_rest_is_the_pile(players: int) -> None:
    """CC-2: 2–6 players, seven cards each, one card turned, the rest is the draw pile."""
    state = GAME.new_state(seats(players), {"mode": "family"}, Rng(players))
    assert state.sizes == [7] * players
    assert len(state.discard) == 1
    assert len(state.pile) == 108 - 7 * players - 1
    assert_all_cards(state)


@pytest.mark.parametrize("players", [1, 7])
def test_cc2_player_count_outside_two_to_six_is_refused(players: int) -> None:
    with pytest.raises(ValueError, match="2–6 players"):
        Match(GAME, seats(players), seed=1)


def test_cc3_start_seat_moves_on_each_round() -> None:
    """CC-3: round 1 starts left of the dealer (seat 0), then one seat further every round."""
    match = Match(GAME, seats(3), {"length": "five"}, seed=5)
    starts = []
    rng = Rng(9)
    while match.outcome() is None:
        if match.state.round > len(starts):
            starts.append(match.state.start)
        seat = match.to_act()[0]
        legal = match.legal(seat)
        plays = [a for a in legal if a.verb == "play"]
        match.act(seat, rng.choice(plays or legal))
    assert starts == [0, 1, 2, 0, 1]


def test_cc4_first_wild_draw_four_goes_back() -> None:
    """CC-4: a Wild Draw Four turned first is returned to the pile and another card turned."""
    for seed in range(5):
        state = GAME.new_state(seats(4), {}, ArrangedRng(["W+4"], 4, seed))
        assert TEXT[state.discard[-1]] != "W+4"
        assert len(state.discard) == 1
        assert_all_cards(state)


def test_cc4_first_skip_skips_the_first_player() -> None:
    state = GAME.new_state(seats(4), {}, ArrangedRng(["BS"], 4))
    assert state.current == 1


def test_cc4_first_reverse_dealer_starts_and_play_runs_the_other_way() -> None:
    state = GAME.new_state(seats(4), {}, ArrangedRng(["GR"], 4))
    assert state.current == 3  # the dealer of round 1 sits right of seat 0
    assert state.direction == -1


def test_cc4_first_draw_two_first_player_draws_two_and_is_skipped() -> None:
    state = GAME.new_state(seats(4), {}, ArrangedRng(["Y+2"], 4))
    assert state.sizes[0] == 9
    assert state.current == 1
    assert_all_cards(state)


def test_cc4_first_wild_first_player_names_colour_then_plays() -> None:
    state = GAME.new_state(seats(4), {}, ArrangedRng(["W"], 4))
    assert legal_texts(state, 0) == ["color R", "color B", "color Y", "color G"]
    assert list(GAME.legal_actions(state, 1)) == []
    GAME.apply(state, 0, GAME.parse_action("color Y"))
    assert state.current == 0
    assert "draw" in legal_texts(state, 0)
    assert all(a.split()[1] in ("W", "W+4") or a.split()[1].startswith("Y") for a in legal_texts(state, 0)
               if a.startswith("play"))


def test_cc5_family_first_card_is_always_a_number() -> None:
    """CC-5: family evening turns again until a number card comes (the others go back in the pile)."""
    for first in ("W", "BS", "Y+2", "GR", "W+4"):
        state = GAME.new_state(seats(3), {"mode": "family"}, ArrangedRng([first], 3))
        assert RANK[state.discard[-1]] <= 9
        assert len(state.discard) == 1
        assert state.current == 0 and state.direction == 1 and state.sizes == [7, 7, 7]
        assert_all_cards(state)
    for seed in range(40):
        state = GAME.new_state(seats(4), {"mode": "family"}, Rng(seed))
        assert RANK[state.discard[-1]] <= 9


def test_cc4_cc5_classic_allows_an_action_first_card() -> None:
    """CC-20: classic lets an action card open the round; family never does."""
    firsts = {RANK[GAME.new_state(seats(4), {}, Rng(seed)).discard[0]] for seed in range(150)}
    assert any(r > 9 for r in firsts)


def test_cc3_cc4_the_log_names_who_really_starts_after_a_first_reverse() -> None:
    """CC-4: after a first Reverse the dealer starts; the round's log line says so (issue 12, 13)."""
    state, events = GAME.start(seats(4), {}, ArrangedRng(["GR"], 4))
    names = [s.name for s in state.seats]
    line = GAME.event_text(next(e for e in events if e.kind == "starts"), "en", names)
    assert line == "P3 starts"
    assert state.current == 3


@pytest.mark.parametrize(("first", "effects"), [("RS", ["skipped"]), ("GR", ["reverse"]),
                                                ("B+2", ["penalty", "skipped"]), ("G5", [])])
def test_cc4_the_log_tells_the_first_card_and_its_effect_before_who_starts(first: str,
                                                                            effects: list[str]) -> None:
    """CC-4 (issue 12 follow-up, point 7): the first card is turned and acts at once, and only
    then does the first player start: the log says it in that order ("First card: ● R Skip",
    "P0 is skipped", "P1 starts"), not "P1 starts" above the skip that made it so. The round's
    header comes before all of it (play-through 12, de 8)."""
    state, events = GAME.start(seats(4), {}, ArrangedRng([first], 4))
    kinds = [e.kind for e in events]
    assert kinds == ["round", "first", *effects, "starts"]
    names = [s.name for s in state.seats]
    lines = [GAME.event_text(e, "en", names) for e in events]
    assert lines[1].startswith("First card") and lines[-1] == f"P{state.current} starts"


def test_cc3_the_log_names_the_cc3_seat_after_a_number_card() -> None:
    state, events = GAME.start(seats(4), {}, ArrangedRng(["G5"], 4))
    names = [s.name for s in state.seats]
    assert GAME.event_text(next(e for e in events if e.kind == "starts"), "en", names) == "P0 starts"
