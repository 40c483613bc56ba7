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


def test_hard_thinks_by_time_and_strongest_five_times_longer() -> None:
    """Issue 18, point 3: hard searches for about a second per decision (no iteration limit); the
    practice level "strongest" for five times that; seeded runs switch the clock off and get an
    iteration count instead (five times hard's for strongest)."""
    from chemcards.bots.ismcts import DEFAULT_ITERATIONS
    from chemcards.bots.levels import HARD_SECONDS, STRONGEST_SECONDS

    hard = make_bot(GAME, 0, "hard", Rng(1))
    strongest = make_bot(GAME, 0, "strongest", Rng(1))
    assert isinstance(hard, ISMCTSBot) and isinstance(strongest, ISMCTSBot)
    assert (hard.seconds, hard.iterations) == (HARD_SECONDS, None) and 0.5 <= HARD_SECONDS <= 2
    assert (strongest.seconds, strongest.iterations) == (STRONGEST_SECONDS, None)
    assert STRONGEST_SECONDS > HARD_SECONDS and strongest.level == "strongest"
    seeded = make_bot(GAME, 0, "hard", Rng(1), seconds=None)
    assert (seeded.seconds, seeded.iterations) == (None, DEFAULT_ITERATIONS)  # type: ignore[attr-defined]
    seeded = make_bot(GAME, 0, "strongest", Rng(1), seconds=None, iterations=40)
    assert (seeded.seconds, seeded.iterations) == (None, 200)  # type: ignore[attr-defined]


def test_strongest_is_labelled_with_its_thinking_time_in_every_language() -> None:
    """The launcher's level column is 14 cells (10 for the text between the arrows): the strongest
    level's label fits and says that it thinks 5 s a move, in de/en/zh."""
    from rich.cells import cell_len

    from chemcards.bots.levels import STRONGEST_SECONDS
    from chemcards.core.i18n import ui

    for lang in ("de", "en", "zh"):
        label = ui("level_strongest", lang)
        assert cell_len(label) <= 10 and str(int(STRONGEST_SECONDS)) in label
        assert label != ui("level_hard", lang)
