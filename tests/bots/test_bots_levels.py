"""Levels (issue 8, item 1): easy = random, medium = the game's heuristic (random without), hard = ISMCTS."""

from __future__ import annotations

from typing import Any

import pytest
from bots_helpers import seats
from bots_toy_game import GAME, ToyGame

from chemcards.bots.ismcts import ISMCTSBot
from chemcards.bots.levels import make_bot
from chemcards.bots.random_bot import RandomBot
from chemcards.core.rng import Rng


class _Plain(ToyGame):
    def heuristic_bot(self, seat: int, rng: Rng) -> Any:
        return None


def test_levels_map_to_random_heuristic_and_ismcts() -> None:
    assert isinstance(make_bot(GAME, 0, "easy", Rng(1)), RandomBot)
    medium = make_bot(GAME, 0, "medium", Rng(1))
    assert not isinstance(medium, RandomBot) and medium.level == "medium"
    hard = make_bot(GAME, 0, "hard", Rng(1), iterations=5, seconds=None)
    assert isinstance(hard, ISMCTSBot) and hard.iterations == 5 and hard.seconds is None


def test_medium_falls_back_to_random_for_a_game_without_heuristic() -> None:
    bot = make_bot(_Plain(), 1, "medium", Rng(1))
    assert isinstance(bot, RandomBot) and bot.level == "medium" and bot.seat == 1


def test_unknown_level_is_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="unknown computer level"):
        make_bot(GAME, 0, "expert", Rng(1))


def test_random_bot_picks_every_legal_action_over_time() -> None:
    deals = (GAME.new_state(seats(2), {}, Rng(seed)) for seed in range(50))
    state = next(s for s in deals if len(GAME.legal_actions(s, 0)) > 2)
    legal = GAME.legal_actions(state, 0)
    bot = make_bot(GAME, 0, "easy", Rng(2))
    picks = {bot.choose(GAME.view(state, 0), legal) for _ in range(200)}
    assert picks == set(legal)
