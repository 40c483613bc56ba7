"""ISMCTS (issue 8, item 2) on the toy game: legal, reproducible, budgeted, window-aware, not blind."""

from __future__ import annotations

import time

import pytest
from bots_helpers import seats
from bots_toy_game import CALL, DRAW, GAME, PASS, ToyAction, ToyGame

from chemcards.bots.ismcts import ISMCTSBot, evaluate_state, outcome_rewards
from chemcards.core.protocol import REFEREE, Outcome
from chemcards.core.rng import Rng


def _state(players: int = 2, seed: int = 4):  # type: ignore[no-untyped-def]
    return GAME.new_state(seats(players), {}, Rng(seed))


def test_ismcts_returns_a_legal_action_and_is_reproducible_from_its_seed() -> None:
    state = _state(3)
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    picks = []
    for _ in range(2):
        bot = ISMCTSBot(GAME, 0, Rng(11), iterations=200, seconds=None)
        action, stats = bot.search(view, legal)
        picks.append((action, stats.iterations, stats.rollout_actions))
    assert picks[0][0] in legal
    assert picks[0] == picks[1]
    assert picks[0][1] == 200


def test_ismcts_takes_the_winning_move() -> None:
    """One card left that matches: playing it wins now (TOY-4); drawing only delays."""
    state = _state(2)
    top = state.discard[-1]
    winner = next(c for c in range(24) if c != top and c // 6 == top // 6 and c not in state.hands[1])
    state.hands[0] = [winner]
    state.pile = [c for c in range(24) if c not in state.hands[1] and c not in (top, winner)]
    legal = GAME.legal_actions(state, 0)
    assert legal == [ToyAction("play", winner), DRAW]
    bot = ISMCTSBot(GAME, 0, Rng(3), iterations=100, seconds=None)
    assert bot.choose(GAME.view(state, 0), legal) == ToyAction("play", winner)


def test_ismcts_calls_in_a_window_where_several_seats_and_the_referee_may_act() -> None:
    """TOY-3 window: seat 0 may call or pass while seat 1 may catch; calling avoids two cards."""
    state = _state(2, seed=9)
    top = state.discard[-1]
    spare = [c for c in range(24) if c != top and c not in state.hands[1]]
    state.hands[0] = [c for c in spare if c // 6 == top // 6][:2]
    state.pile = [c for c in spare if c not in state.hands[0]]
    GAME.apply(state, 0, ToyAction("play", state.hands[0][0]))
    assert set(GAME.to_act(state)) == {0, 1, REFEREE}
    legal = GAME.legal_actions(state, 0)
    assert legal == [CALL, PASS]
    bot = ISMCTSBot(GAME, 0, Rng(5), iterations=300, seconds=None)
    assert bot.choose(GAME.view(state, 0), legal) == CALL


def test_ismcts_time_budget_stops_the_search() -> None:
    state = _state(4)
    bot = ISMCTSBot(GAME, 0, Rng(1), iterations=None, seconds=0.05)
    start = time.perf_counter()
    _, stats = bot.search(GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert time.perf_counter() - start < 0.5
    assert stats.iterations > 0


def test_ismcts_needs_some_budget() -> None:
    with pytest.raises(ValueError):
        ISMCTSBot(GAME, 0, Rng(1), iterations=None, seconds=None)


def test_outcome_rewards_winner_one_last_place_zero() -> None:
    rewards = outcome_rewards(Outcome((10.0, 0.0, 0.0), (1, 3, 2), (0,)), 3)
    assert rewards[0] == 1.0 and rewards[1] == 0.0 and 0.0 < rewards[2] < 0.5
    even = outcome_rewards(Outcome((0.0, 0.0), (1, 1), ()), 2)
    assert even[0] == even[1]


class _Judged(ToyGame):
    def evaluate(self, state):  # type: ignore[no-untyped-def]
        return [1.0 if s == 0 else 0.0 for s in range(len(state.seats))]


def test_evaluate_hook_scores_a_rollout_stopped_at_the_cap() -> None:
    judged = _Judged()
    state = judged.new_state(seats(2), {}, Rng(2))
    assert evaluate_state(judged, state, 2) == [1.0, 0.0]
    assert evaluate_state(GAME, state, 2) == [0.5, 0.5]
    bot = ISMCTSBot(judged, 0, Rng(1), iterations=20, seconds=None, rollout_cap=0)
    _, stats = bot.search(judged.view(state, 0), judged.legal_actions(state, 0))
    assert stats.rollout_actions == 0


def test_a_game_may_set_its_own_rollout_cap() -> None:
    judged = _Judged()
    judged.rollout_cap = 3  # type: ignore[attr-defined]
    state = judged.new_state(seats(2), {}, Rng(2))
    bot = ISMCTSBot(judged, 0, Rng(1), iterations=20, seconds=None)
    _, stats = bot.search(judged.view(state, 0), judged.legal_actions(state, 0))
    assert bot.rollout_cap == 3 and 0 < stats.rollout_actions <= 3 * 20
    assert ISMCTSBot(GAME, 0, Rng(1)).rollout_cap > 3


def test_a_secure_generator_is_not_drained_by_the_search() -> None:
    secure = Rng()
    bot = ISMCTSBot(GAME, 0, secure, iterations=50, seconds=None)
    state = _state(2)
    bot.search(GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert len(secure.drawn) == 1 and not bot.rng.secure


def test_rank_rewards_place_the_seats_by_their_judged_values() -> None:
    """Issue 18, point 2: at three or more players a cut playout is rewarded like a finished game
    whose places follow the judged values: half for the win (shared by equal leaders), half for the
    place (1st = 1, last = 0; equal values share the mean place)."""
    from chemcards.bots.ismcts import rank_rewards

    assert rank_rewards([0.26, 0.24, 0.27, 0.23]) == pytest.approx([0.5 * 2 / 3, 0.5 * 1 / 3, 1.0, 0.0])
    tied = rank_rewards([0.3, 0.3, 0.1])
    assert tied == pytest.approx([0.25 + 0.5 * 0.75, 0.25 + 0.5 * 0.75, 0.0])


class _Close(ToyGame):
    def evaluate(self, state):  # type: ignore[no-untyped-def]
        return [0.34, 0.33, 0.33][: len(state.seats)]


def test_ranking_cut_playouts_is_an_option_for_three_players_and_more() -> None:
    """Judged values by default (the ranked reward did not beat them on Color Clash 4p, docs/bots.md);
    ranked, a cut playout is scored by places (seat 0 judged ahead wins it outright)."""
    close = _Close()
    state = close.new_state(seats(3), {}, Rng(2))
    assert evaluate_state(close, state, 3) == [0.34, 0.33, 0.33]
    assert evaluate_state(close, state, 3, ranked=True) == pytest.approx([1.0, 0.125, 0.125])
    assert ISMCTSBot(GAME, 0, Rng(1), iterations=5, seconds=None).ranked is False
