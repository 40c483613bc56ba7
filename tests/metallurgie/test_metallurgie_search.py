"""The hard level on Metallurgie: the game's own judgement of a running position (``evaluate``) and
the cut playouts (``rollout_cap``) that keep an ISMCTS decision well under a second."""

from __future__ import annotations

from mt_helpers import act, new_game, table

from chemcards.bots.ismcts import ISMCTSBot
from chemcards.core.protocol import Game
from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.rules import ROLLOUT_CAP


def test_hooks_are_the_games_own() -> None:
    assert GAME.rollout_cap == ROLLOUT_CAP < Game.rollout_cap
    assert type(GAME).evaluate is not Game.evaluate


def test_mt14_evaluate_is_a_share_per_seat_that_follows_the_points() -> None:
    state = new_game(3, 5)
    even = GAME.evaluate(state)
    assert len(even) == 3 and all(0.0 <= v <= 1.0 for v in even)
    assert max(even) - min(even) < 1e-9  # nobody has a point: an even position
    state.points[1][0] = 3  # seat 1 kept three iron cards (MT-11)
    values = GAME.evaluate(state)
    assert values[1] > values[0] and values[1] > values[2] and all(0.0 <= v <= 1.0 for v in values)


def test_mt14_a_lead_counts_for_more_when_few_cards_are_left() -> None:
    early = new_game(3, 5)
    early.points[0][1] = 2
    late = GAME.clone(early)
    late.pile = late.pile[-4:]
    assert GAME.evaluate(late)[0] > GAME.evaluate(early)[0]


def test_mt8_mt9_a_point_about_to_be_banked_counts_for_the_seat_on_turn() -> None:
    state = table({**{(q, 0): "Cu" for q in range(6)}, (6, 0): "Fe"}, [["Cu"], ["Fe"]])
    before = GAME.evaluate(state)
    act(state, "place Cu 6,0")  # a 7-copper area: scorable now (MT-8)
    ready = GAME.evaluate(state)
    assert ready[0] > before[0]
    act(state, "score Cu 0,0")  # removing (MT-9): the point is as good as kept
    assert GAME.evaluate(state)[0] == ready[0]


def test_playouts_are_cut_at_the_cap_and_judged() -> None:
    state = new_game(3, 8)
    bot = ISMCTSBot(GAME, 0, Rng(3), iterations=60, seconds=None)
    view = GAME.view(state, 0)
    action, stats = bot.search(view, GAME.legal_actions(state, 0))
    assert stats.iterations == 60 and stats.rollout_actions <= 60 * GAME.rollout_cap
    assert action in GAME.legal_actions(state, 0)


def test_mt8_hard_lays_the_card_that_completes_an_area() -> None:
    """Seven copper score (MT-8): with one copper to lay, the search finds the spot that makes seven
    rather than one of the other free irons."""
    field = {**{(q, 0): "Cu" for q in range(6)}, (6, 0): "Fe", (0, 2): "Fe", (1, 2): "Fe",
             (0, 1): "Fe", (-1, 2): "Fe"}
    state = table(field, [["Cu"], ["Fe", "Fe", "Fe"], ["Fe"]])
    bot = ISMCTSBot(GAME, 0, Rng(1), iterations=150, seconds=None)
    legal = GAME.legal_actions(state, 0)
    assert len([a for a in legal if a.kind == "place"]) >= 4
    action = bot.choose(GAME.view(state, 0), legal)
    assert str(action) == "place Cu 6,0"
