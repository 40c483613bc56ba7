"""Color Clash's hard level at three to six seats (issue 18, point 1; session 10): every candidate
move is played out on the same samples (``ColorClashSearch.paired_search``), judged by the chance
of winning (``bot.win_chance``), and the guard weighs the *paired* differences against medium's
move. Each test names the rule it leans on."""

from __future__ import annotations

import sys
from pathlib import Path

from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import DRAW, PLAY
from chemcards.games.color_clash.bot import (
    ColorClashHeuristic,
    ColorClashSearch,
    candidates,
    evaluate_position,
    halving_rounds,
    survivors,
    win_chance,
)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "color_clash"))
from cc_rig import act, rig

SIX = [
    ["W+4", "R3"],
    ["G1", "G2", "Y3", "Y4", "R5", "G6"],
    ["G1", "G2", "Y3", "Y4", "R5", "G6"],
    ["G3", "G4", "Y5", "Y6", "R7", "G7"],
    ["G3", "G4", "Y5", "Y6", "R7", "G7"],
    ["G8", "G9", "Y7", "Y8", "R8", "Y9"],
]


def test_cc15_win_chance_counts_the_first_out_only() -> None:
    """CC-15: the first seat out wins the round; the places after it (CC-16) win nothing, though
    the search's old reward paid half for them."""
    state = rig([["B7"], ["B2", "B4"], ["Y3", "Y9", "R2"], ["G1", "G2", "G3", "G4"]], "B5")
    act(state, 0, "play B7")  # seat 0 is out first
    assert state.winner == 0
    assert win_chance(state, 0) == 1.0  # CC-15
    assert [win_chance(state, s) for s in (1, 2, 3)] == [0.0, 0.0, 0.0]
    assert evaluate_position(state)[1] > 0.0  # the old judgement paid seat 1 for its place


def test_cc15_fewer_cards_is_a_better_chance_and_chances_add_up_to_one() -> None:
    state = rig(
        [["B7", "Y1", "G5"], ["B2", "B4"], ["Y3", "Y9", "R2", "R4"], ["G1", "G2", "G3", "G4", "G6"]],
        "B5",
        current=1,
    )
    chances = [win_chance(state, s) for s in range(4)]
    assert abs(sum(chances) - 1.0) < 1e-9
    assert chances[1] > chances[0] > chances[2] > chances[3]


def test_cc10_candidates_leave_out_plays_without_the_call() -> None:
    """CC-10: the second-to-last card is compared only with the call switched on; a draw stays."""
    state = rig([["B7", "B8"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    legal = GAME.legal_actions(state, 0)
    kept = candidates(legal)
    assert {str(a) for a in kept} == {"play B7 call", "play B8 call", "draw"}


def test_six_seats_compare_every_move_on_the_same_samples() -> None:
    """Without halving (session 10) every candidate gets the same number of samples (one per
    shared deal); two players keep ISMCTS, whose visits follow the tree."""
    state = rig(SIX, "B9")
    bot = ColorClashSearch(GAME, 0, Rng(3), iterations=200, seconds=None, halving=False)
    legal = GAME.legal_actions(state, 0)
    bot.search(GAME.view(state, 0), legal)
    counts = {n for n, _ in bot.last_values.values()}
    assert len(bot.last_values) == len(candidates(legal)) and counts == {200 // len(candidates(legal))}
    two = rig([["W+4", "R3"], ["G1", "G2", "Y3", "Y4", "R5", "G6"]], "B9")
    duo = ColorClashSearch(GAME, 0, Rng(3), iterations=200, seconds=None)
    duo.search(GAME.view(two, 0), GAME.legal_actions(two, 0))
    assert sum(n for n, _ in duo.last_values.values()) == 200
    assert len({n for n, _ in duo.last_values.values()}) > 1


def test_paired_guard_trusts_a_small_but_steady_difference() -> None:
    """The guard (issue 18) weighs the difference sample by sample: a move one point better on
    every shared sample is clearly better, although each move's own spread is wide."""
    bot = ColorClashSearch(GAME, 0, Rng(1), iterations=10, seconds=None)
    state = rig(SIX, "B9")
    legal = GAME.legal_actions(state, 0)
    play, draw = legal[0], legal[-1]
    noise = [0.0, 1.0, 0.2, 0.9, 0.1, 0.8, 0.3, 0.7] * 4
    bot._paired = {play: [x + 0.01 for x in noise], draw: noise}
    bot._root_stats = {m: (len(r), sum(r) / len(r), 0.1) for m, r in bot._paired.items()}
    assert bot.guarded(play, draw) == play
    bot._paired = {play: [x + (0.01 if i % 2 else -0.01) for i, x in enumerate(noise)], draw: noise}
    assert bot.guarded(play, draw) == draw  # no better on average: medium's move stays


def test_cc8_cc10_six_seats_spend_the_wild_draw_four_to_reach_the_last_card() -> None:
    """CC-8 / CC-10: holding a Wild Draw Four and one red card on blue, with nobody close to out,
    medium draws (it saves the Wild Draw Four); playing it with the call leaves one card and the
    colour of it. Hard overrules medium here on every seed tried."""
    state = rig(SIX, "B9")
    legal = GAME.legal_actions(state, 0)
    view = GAME.view(state, 0)
    assert ColorClashHeuristic(GAME, 0, Rng(1)).choose(view, legal).kind == DRAW
    for seed in range(3):
        move = ColorClashSearch(GAME, 0, Rng(seed), iterations=300, seconds=None).choose(view, legal)
        assert move.kind == PLAY and move.call


def test_halving_rounds_halve_down_to_the_last_two() -> None:
    """Issue 18, session 12 (the budget split): two moves are one paired comparison; more moves
    are halved until at most two are left."""
    assert [halving_rounds(k) for k in (1, 2, 3, 4, 5, 8, 9)] == [1, 1, 2, 2, 3, 3, 4]


def test_survivors_are_the_better_half_and_medium_stays() -> None:
    """The better half (rounded up) goes on; medium's move stays whatever its mean, because the
    guard weighs the best against it sample by sample."""
    means = [0.10, 0.30, 0.20, 0.05, 0.25]
    assert survivors([0, 1, 2, 3, 4], means, None) == [1, 2, 4]
    assert survivors([0, 1, 2, 3, 4], means, 3) == [1, 2, 3, 4]
    assert survivors([0, 1, 2, 3, 4], means, 1) == [1, 2, 4]
    assert survivors([1, 3], means, None) == [1]


def test_six_seats_spend_the_samples_on_the_close_moves() -> None:
    """Issue 18, session 12: at six seats the budget follows the moves still in. Medium's move is
    played on every sample (the guard's reference), the chosen move on as many, the moves dropped
    early on fewer, and no more playouts are spent than ``iterations``."""
    state = rig(SIX, "B9")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    bot = ColorClashSearch(GAME, 0, Rng(3), iterations=400, seconds=None)
    chosen = bot.choose(view, legal)
    prior = bot.last_heuristic
    counts = {m: n for m, (n, _) in bot.last_values.items()}
    assert len(counts) == len(candidates(legal)) == 5
    top = max(counts.values())
    assert counts[prior] == top and counts[chosen] == top
    assert min(counts.values()) < top
    assert top > 400 // 5  # more than an even split would give them
    assert bot.last_stats.iterations <= 400


def test_six_seats_halve_when_thinking_by_time() -> None:
    """In play hard thinks by the clock with no iteration count (issue 18, item 2): the halving
    then ends each round at its share of the time, so the samples still pile up on the moves that
    stay instead of all going to the first round."""
    state = rig(SIX, "B9")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    bot = ColorClashSearch(GAME, 0, Rng(3), iterations=None, seconds=0.3)
    bot.choose(view, legal)
    counts = [n for n, _ in bot.last_values.values()]
    assert len(counts) == 5 and min(counts) >= 2
    assert max(counts) > min(counts)
