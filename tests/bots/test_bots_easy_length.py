"""Issue 12, point 4: easy computer players play a normal-length game and stay easy to beat.

Seeded ``chemcards simulate`` runs (the same driver, the same seeds): in every game, at two players
and at the largest table, a game of easy players lasts at most twice as many turns as a game of
medium players. The full table (100 games each) is in docs/bots.md.
"""

from __future__ import annotations

import pytest

from chemcards.bots.levels import make_bot
from chemcards.bots.simulate import SimConfig, simulate
from chemcards.core.registry import games
from chemcards.core.rng import Rng

TABLES = [("color-clash", 2), ("color-clash", 6), ("chemie-kartenspiel", 2), ("chemie-kartenspiel", 6),
          ("chemis", 2), ("chemis", 6), ("metallurgie", 2), ("metallurgie", 4)]


def turns(game: str, level: str, players: int, count: int) -> float:
    summary, _ = simulate(SimConfig(game, (level,) * players, games=count, seed=3))
    assert summary.unfinished == 0
    return summary.avg_turns


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_easy_game_lasts_at_most_twice_as_long_as_medium(game: str, players: int) -> None:
    if game not in games():
        pytest.skip(f"{game} is not installed")
    count = 40 if game == "color-clash" else 12
    easy, medium = turns(game, "easy", players, count), turns(game, "medium", players, count)
    assert easy <= 2 * medium, f"{game} at {players}: easy {easy:.0f} turns, medium {medium:.0f}"


def test_color_clash_easy_stays_easy_to_beat() -> None:
    """Medium wins clearly more than half of 200 two-player games against easy (about 70 %)."""
    summary, _ = simulate(SimConfig("color-clash", ("medium", "easy"), games=200, seed=1, rotate=True))
    assert summary.seats[0].ci_low > 0.6


def test_easy_level_is_the_games_own_easy_player_where_it_has_one() -> None:
    """``Game.easy_bot`` is used for easy; a game without one gets uniformly random play."""
    cc = games()["color-clash"]
    assert type(make_bot(cc, 0, "easy", Rng(1))).__name__ == "ColorClashEasy"
    mt = games()["metallurgie"]
    assert type(make_bot(mt, 0, "easy", Rng(1))).__name__ == "RandomBot"
