"""The medium Metallurgie bot: legal, stronger than random, and the three habits the issue names."""

from __future__ import annotations

from mt_helpers import act, new_game, table

from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.bot import MetallurgieHeuristic
from chemcards.games.metallurgie.hexgrid import pack


def bot_step(state, seat: int = 0):
    bot = MetallurgieHeuristic(GAME, seat, Rng(1))
    return bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat))


def test_heuristic_is_the_games_medium_bot() -> None:
    bot = GAME.heuristic_bot(1, Rng(0))
    assert isinstance(bot, MetallurgieHeuristic) and bot.level == "medium" and bot.seat == 1


def test_heuristic_beats_random_play() -> None:
    wins = 0
    games = 10
    for g in range(games):
        state = new_game(2, g)
        me = g % 2
        bot = MetallurgieHeuristic(GAME, me, Rng(g))
        rng = Rng(g + 50)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            action = bot.choose(GAME.view(state, seat), legal) if seat == me else \
                legal[rng.randbelow(len(legal))]
            assert action in legal
            GAME.apply(state, seat, action)
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += me in outcome.winners
    assert wins >= 8


def test_mt8_grows_an_area_its_own_hand_can_finish_and_scores_it() -> None:
    field = {(q, 0): "Cu" for q in range(5)}
    field.update({(q, 1): "Fe" for q in range(-1, 5)})
    state = table(field, [["Cu", "Cu", "Fe"], ["Fe", "Fe", "Fe"]], pile=["STOP"] + ["Ag"] * 8)
    for _ in range(12):
        if state.current != 0 or state.points[0][1]:
            break
        act(state, str(bot_step(state)))
    assert state.points[0][1] == 1


def test_mt8_does_not_hand_the_next_player_an_area() -> None:
    # Five coppers in a row over a row of free irons. The bot has laid one copper far away and holds
    # another: on the row it would make six, one short of seven, for the next player to finish.
    field = {(q, 0): "Cu" for q in range(5)}
    field.update({(q, 1): "Fe" for q in range(-4, 5)})
    state = table(field, [["Cu", "Cu", "Au"], ["Fe", "Fe", "Fe"]], pile=["STOP"] + ["Cu", "Fe", "Ag"] * 6)
    act(state, "place Cu -4,1")
    choice = bot_step(state)
    under_the_row = {pack(q, 1) for q in range(-1, 5)}
    assert any(a.pos in under_the_row for a in GAME.legal_actions(state, 0))
    assert not (choice.kind == "place" and choice.pos in under_the_row), str(choice)


def test_mt14_times_the_gamble_by_the_score() -> None:
    # Only gold in hand and no silver on the field: reveal or pass. Two cards left, one is the stop card.
    base = {(0, 0): "Fe", (1, 0): "Fe"}
    leading = table(base, [["Au", "Au", "Au"], ["Fe"]], pile=["STOP", "Fe"])
    leading.points[0][0] = 1
    leading.out[0] -= 1
    trailing = table(base, [["Au", "Au", "Au"], ["Fe"]], pile=["STOP", "Fe"])
    trailing.points[1][0] = 1
    trailing.out[0] -= 1
    assert str(bot_step(leading)) == "reveal"
    assert str(bot_step(trailing)) == "pass"
