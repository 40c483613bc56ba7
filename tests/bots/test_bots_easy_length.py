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
    """Medium wins clearly more than half of 400 two-player games against easy. Since easy names the
    colour it holds most and switches "Last card!" on one time in four (play-through 16, en 4) medium
    wins 63 % (58-68 %) here, where the driver's order lets easy call before medium catches half the
    time; before, 74.5 %. A stand-in that catches first, as a person does, wins about 80 %
    (``test_a_two_seat_end_against_easy_stays_short_and_easy_to_win``)."""
    summary, _ = simulate(SimConfig("color-clash", ("medium", "easy"), games=400, seed=1, rotate=True))
    assert summary.seats[0].ci_low > 0.55


def _two_seats_catching_first(levels: tuple[str, str], count: int) -> tuple[float, float]:
    """Average decisions per two-seat Color Clash game, and seat 0's win rate, when seat 0 catches
    before anyone else acts in a call window: a person at the screen beats easy's call (2.2-3.4 s,
    CC-14) to it. The other decisions go by the driver's own order (``next_mover``)."""
    from chemcards.bots.simulate import game_seed
    from chemcards.core.driver import derive_seeds, next_mover
    from chemcards.core.match import Match
    from chemcards.core.protocol import REFEREE
    from chemcards.core.seats import Seat
    from chemcards.games.color_clash.actions import CATCH

    cc = games()["color-clash"]
    turns = wins = 0
    for index in range(count):
        seeds = derive_seeds(game_seed(7, index), 2)
        match = Match(cc, [Seat(f"{level} {s}", "computer", level) for s, level in enumerate(levels)], {},
                      seed=seeds.deal)
        bots = [make_bot(cc, s, level, Rng(seeds.bot(s))) for s, level in enumerate(levels)]
        rng = Rng(seeds.driver)
        while match.outcome() is None:
            state = match.state
            mine = cc.legal_actions(state, 0) if 0 in cc.to_act(state) else ()
            if any(a.kind == CATCH for a in mine):
                seat, legal = 0, mine
            else:
                seat, legal = next_mover(cc, state, rng)  # type: ignore[misc]
            action = legal[0] if seat == REFEREE else bots[seat].choose(match.view(seat), legal)
            turns += seat != REFEREE
            match.act(seat, action)
        outcome = match.outcome()
        wins += outcome is not None and 0 in outcome.winners
    return turns / count, wins / count


@pytest.mark.slow
def test_a_two_seat_end_against_easy_stays_short_and_easy_to_win() -> None:
    """Play-through 16, en 4 (issue 12 point 4): against one easy computer a person played on for 119
    decisions. A medium stand-in for the person that catches first (as a person at the screen does)
    plays a two-seat game against easy in at most twice the turns of two medium players, and still
    wins most of them. Before easy switched "Last card!" on now and then it won every game and needed
    2.03 times medium's turns (docs/bots.md, two-seat end phases)."""
    easy, won = _two_seats_catching_first(("medium", "easy"), 200)
    medium, _ = _two_seats_catching_first(("medium", "medium"), 200)
    assert easy <= 2 * medium, (easy, medium)
    assert 0.6 < won < 1.0, won


def test_easy_level_is_the_games_own_easy_player_where_it_has_one() -> None:
    """``Game.easy_bot`` is used for easy; a game without one gets uniformly random play."""
    cc = games()["color-clash"]
    assert type(make_bot(cc, 0, "easy", Rng(1))).__name__ == "ColorClashEasy"
    mt = games()["metallurgie"]
    assert type(make_bot(mt, 0, "easy", Rng(1))).__name__ == "RandomBot"
