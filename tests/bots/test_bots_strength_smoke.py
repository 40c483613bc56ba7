"""Quick smoke version of the strength benchmark (issue 8, item 7); the real one is
``chemcards simulate color-clash --seats hard,medium --games 400`` (figures in docs/bots.md).

Few games and a tiny budget: these only catch a level that has become blind (e.g. a heuristic or a
search that plays no better than random), not small regressions.
"""

from __future__ import annotations

import pytest

from chemcards.bots.simulate import SimConfig, simulate
from chemcards.core.registry import games

TOY = "bots_toy_game:GAME"


def test_toy_medium_and_hard_beat_easy() -> None:
    summary, _ = simulate(SimConfig(TOY, ("medium", "easy"), games=60, seed=1, rotate=True))
    assert summary.seats[0].wins > summary.seats[1].wins
    summary, _ = simulate(SimConfig(TOY, ("hard", "easy"), games=12, seed=1, rotate=True,
                                    hard={"iterations": 30}))
    assert summary.seats[0].wins > summary.seats[1].wins


@pytest.mark.skipif("color-clash" not in games(), reason="Color Clash engine not installed yet")
def test_color_clash_medium_beats_easy_and_hard_holds_its_own_against_medium() -> None:
    """Easy loses about seven games in ten to medium (docs/bots.md), so a hard level that took at
    least a third of ten games off medium with a tiny budget is not playing blind."""
    summary, _ = simulate(SimConfig("color-clash", ("medium", "easy"), games=20, seed=1, rotate=True))
    assert summary.unfinished == 0
    assert summary.seats[0].wins > summary.seats[1].wins
    summary, _ = simulate(SimConfig("color-clash", ("hard", "medium"), games=10, seed=1, rotate=True,
                                    hard={"iterations": 40}))
    assert summary.unfinished == 0
    assert summary.seats[0].wins >= 10 / 3
