"""CH-29: the deck's counts make 3- and 4-player games last 15-40 minutes.

Minutes are turns at the table's pace (``bench.SECONDS_PER_TURN``), which is calibrated on the one
playing time a rulebook gives us: Metallurgie, "Dauer: ca. 30 Minuten".
"""

from __future__ import annotations

import statistics

from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import bench


def test_pace_is_metallurgie_box_time_over_its_turns():
    """30 minutes over the turns our medium players need for a 3-player Metallurgie game."""
    game = get_game("metallurgie")
    turns = []
    for g in range(30):
        st = game.new_state([Seat(f"p{i}") for i in range(3)], {}, Rng(g))
        bots = [game.heuristic_bot(i, Rng(g * 10 + i)) for i in range(3)]
        n = 1
        while game.outcome(st) is None:
            seat = game.to_act(st)[0]
            a = bots[seat].choose(game.view(st, seat), game.legal_actions(st, seat))
            game.apply(st, seat, a)
            n += a.kind == "end"
        turns.append(n)
    assert abs(30 * 60 / statistics.median(turns) - bench.SECONDS_PER_TURN) <= 3


def test_ch29_three_and_four_players_finish_in_15_to_40_minutes():
    for players in (3, 4):
        gl = bench.game_length(players, games=40, seed=100)
        assert 15 <= gl["minutes"] <= 40, (players, gl)
