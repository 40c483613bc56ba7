"""The medium Color Clash player (issue 8, item 3) and the play-first rollout policy."""

from __future__ import annotations

from cc_rig import act, rig, seats

from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY
from chemcards.games.color_clash.bot import ColorClashHeuristic


def decide(state, seat: int) -> str:  # type: ignore[no-untyped-def]
    bot = GAME.heuristic_bot(seat, Rng(1))
    return str(bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat)))


def test_heuristic_is_the_medium_level() -> None:
    bot = GAME.heuristic_bot(0, Rng(1))
    assert isinstance(bot, ColorClashHeuristic) and bot.level == "medium"


def test_heuristic_calls_with_its_second_to_last_card() -> None:
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    assert decide(state, 0).endswith(" call")


def test_heuristic_calls_in_the_window_and_catches_others() -> None:
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    act(state, 0, "play B7")
    assert decide(state, 0) == "call"
    assert decide(state, 1) == "catch 0"


def test_heuristic_keeps_its_strongest_colour_and_names_it() -> None:
    state = rig([["B7", "Y5", "Y6", "Y8"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    assert decide(state, 0) == "play Y5"
    state = rig([["W", "G1", "G2", "R3", "Y4"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    assert decide(state, 0) == "play W G"


def test_heuristic_holds_wild_draw_four_until_someone_is_close() -> None:
    state = rig([["W+4", "R1", "G7"], ["Y2", "B4", "R1", "R2"], ["B3", "B9", "R2", "R3"]], "B5")
    assert decide(state, 0) == "draw"
    state = rig([["W+4", "R1", "G7"], ["Y2", "B4"], ["B3", "B9", "R2", "R3"]], "B5")
    assert decide(state, 0).startswith("play W+4")


def test_heuristic_hits_the_next_player_when_close_to_out() -> None:
    state = rig([["B+2", "B1", "R1", "R2"], ["Y2", "B4"], ["B3", "B9", "R2", "R3"]], "B5")
    assert decide(state, 0) == "play B+2"


def test_heuristic_only_ever_chooses_legal_actions_and_beats_random() -> None:
    """Smoke version of the strength benchmark: medium against random, two players, 60 games."""
    wins = 0
    for g in range(60):
        state = GAME.new_state(seats(2), {}, Rng(g))
        bots = {0: GAME.heuristic_bot(0, Rng(g)), 1: None}
        if g % 2:
            bots = {1: GAME.heuristic_bot(1, Rng(g)), 0: None}
        rng = Rng(1000 + g)
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            bot = bots.get(seat)
            action = bot.choose(GAME.view(state, seat), legal) if bot else rng.choice(legal)
            assert action in legal
            GAME.apply(state, seat, action)
        outcome = GAME.outcome(state)
        assert outcome is not None
        heuristic_seat = 0 if g % 2 == 0 else 1
        wins += heuristic_seat in outcome.winners
    assert wins > 36


def test_rollout_policy_plays_before_drawing() -> None:
    state = rig([["B7", "Y2", "R1"], ["B2", "B4"], ["B3", "B9"]], "B5")
    legal = GAME.legal_actions(state, 0)
    rng = Rng(3)
    for _ in range(50):
        assert GAME.rollout_action(state, 0, legal, rng).kind == PLAY
    state = rig([["G7", "Y2", "R1"], ["B2", "B4"], ["B3", "B9"]], "B5")
    assert str(GAME.rollout_action(state, 0, GAME.legal_actions(state, 0), rng)) == "draw"
    assert REFEREE not in GAME.to_act(state)


def test_rollout_policy_switches_the_call_on_with_the_second_to_last_card() -> None:
    """CC-10 in playouts: with two cards the policy always plays with the call on (no window)."""
    state = rig([["B7", "B8"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    rng = Rng(4)
    legal = GAME.legal_actions(state, 0)
    chosen = {str(GAME.rollout_action(state, 0, legal, rng)) for _ in range(40)}
    assert chosen == {"play B7 call", "play B8 call"}
