"""The bench hooks (issue 8, item 6) produce sane rows for any game (here the toy game)."""

from __future__ import annotations

from bots_toy_game import GAME

from chemcards.bots.bench import driver_bench, ismcts_bench, playout_bench, rollout_policy_name
from chemcards.core.protocol import Game


def test_playout_bench_rows_for_games_per_second_action_time_and_clone() -> None:
    rows = playout_bench(GAME, 3, repeats=2, seconds=0.02)
    labels = [label for label, _, _ in rows]
    assert [unit for _, _, unit in rows] == ["games/s", "µs", "µs"]
    assert all(value > 0 for _, value, _ in rows)
    assert "toy-clash 3p" in labels[0]


def test_driver_bench_plays_whole_matches_through_the_driver() -> None:
    rows = driver_bench(GAME, 3, repeats=2, seconds=0.02)
    assert [unit for _, _, unit in rows] == ["games/s", "µs"]
    assert all(value > 0 for _, value, _ in rows)
    assert "toy-clash 3p match through the driver" in rows[0][0]


def test_ismcts_bench_states_the_rollout_policy() -> None:
    rows = ismcts_bench(GAME, 2, repeats=1, iterations=20)
    assert all("rollout policy: play before drawing" in label for label, _, _ in rows)
    assert [unit for _, _, unit in rows] == ["sims/s", "µs", "ms"]
    assert all(value > 0 for _, value, _ in rows)


def test_a_game_without_its_own_rollout_policy_is_labelled_uniform_random() -> None:
    class Plain(type(GAME)):  # type: ignore[misc]
        rollout_action = Game.rollout_action

    assert rollout_policy_name(Plain()) == "rollout policy: uniform random"


def test_a_game_that_judges_cut_playouts_has_its_cap_in_the_label() -> None:
    class Judged(type(GAME)):  # type: ignore[misc]
        rollout_cap = 7

        def evaluate(self, state):  # type: ignore[no-untyped-def]
            return [0.5, 0.5]

    assert rollout_policy_name(Judged()).endswith("cut at 7 actions and judged by the game")
    assert "cut at" not in rollout_policy_name(GAME)
