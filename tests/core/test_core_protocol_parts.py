"""The ``Game`` protocol in three parts (issue 14, item 4): the rules a driver and a search need,
the texts a front end needs, and the players' hooks. Every registered game is all three."""

from __future__ import annotations

import pytest

from chemcards.core.protocol import Game, GamePlayers, GameRules, GameTexts
from chemcards.core.registry import games

TEXT_HOOKS = {"board", "move_example", "event_text", "outcome_text", "outcome_column", "outcome_has_points",
              "seat_lines", "seat_lines_short", "status_text", "hint_reason", "action_text",
              "typed_action", "read_typed", "seat_order", "example_action"}
PLAYER_HOOKS = {"easy_bot", "heuristic_bot", "search_bot",
                # what the search player's estimate of a move means (the hint, bots.advice)
                "hint_value_is_win_chance"}


def test_the_rules_part_holds_no_texts_and_no_players() -> None:
    rules = {name for cls in GameRules.__mro__ for name in vars(cls)}
    assert not rules & (TEXT_HOOKS | PLAYER_HOOKS)
    assert {"referee_timer", "reaction_delay", "rollout_action", "evaluate", "apply"} <= rules


def test_the_texts_and_players_parts_hold_no_rules() -> None:
    for part, hooks in ((GameTexts, TEXT_HOOKS), (GamePlayers, PLAYER_HOOKS)):
        names = {n for n in vars(part) if not n.startswith("__")} - {"id"}
        assert names <= hooks, f"{part.__name__} holds {names - hooks}"


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_registered_game_is_rules_texts_and_players(game_id: str) -> None:
    game = games()[game_id]
    assert isinstance(game, Game)
    assert isinstance(game, GameRules) and isinstance(game, GameTexts) and isinstance(game, GamePlayers)


def test_the_timing_rules_default_to_no_timer_and_the_cc14_delays() -> None:
    game = games()["metallurgie"]  # a game without windows or timers
    assert game.referee_timer(None, [], {}) is None
    low, high = game.reaction_delay("hard")
    assert 0 < low < high < game.reaction_delay("easy")[1]
