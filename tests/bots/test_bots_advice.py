"""The hint and the review's advice (issue 19): what the hard computer would play from one seat's
view, with the search's estimates, said in one line in de/en/zh."""

from __future__ import annotations

import math

import pytest

from chemcards.bots.advice import Advice, Estimate, advise, hint_line
from chemcards.bots.levels import make_bot
from chemcards.core.driver import next_mover
from chemcards.core.i18n import LANGS
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import games, get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash.catalogue import WD4_FACE, WILD_FACE


def position_with_choice(game_id: str, seed: int) -> Match:
    """A seeded game of a person against a computer, played on until the person has a real choice."""
    game = get_game(game_id)
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=seed)
    rng = Rng(seed)
    for _ in range(400):
        if 0 in match.to_act() and len(match.legal(0)) > 1:
            return match
        moved = next_mover(game, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    raise AssertionError("no choice came up")


@pytest.mark.parametrize("game_id", sorted(games()))
def test_the_hint_is_what_the_hard_computer_plays_from_the_persons_view(game_id: str) -> None:
    """Issue 19: the hint is the hard level's own move for this view, legal, with estimates in
    [0, 1] best first, and one line in every language naming the move."""
    match = position_with_choice(game_id, 4)
    game, view, legal = match.game, match.view(0), match.legal(0)
    advice = advise(game, 0, view, legal, seed=9, iterations=120)
    hard = make_bot(game, 0, "hard", Rng(9), iterations=120, seconds=None)
    assert advice.action == hard.choose(view, list(legal))
    assert advice.action in legal
    values = [e.value for e in advice.estimates]
    assert values and all(0.0 <= v <= 1.0 for v in values) and values == sorted(values, reverse=True)
    for lang in LANGS:
        line = hint_line(game, view, advice, lang)
        # the move as the log would describe it, not its notation (issue 21)
        assert game.action_text(view, advice.action, lang) in line and "\n" not in line
        assert "hint_" not in line  # no catalogue key shows through


def test_a_hint_with_only_one_move_says_so() -> None:
    game = get_game("metallurgie")
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=1)
    legal = match.legal(match.to_act()[0])
    advice = advise(game, 0, match.view(0), legal[:1])
    assert advice.action == legal[0] and math.isnan(advice.estimates[0].value)
    assert hint_line(game, match.view(0), advice, "en").endswith("the only move there is.")


def test_cc6_color_clash_hint_says_it_keeps_the_wild_for_later() -> None:
    """Issue 19 example: "plays Y7: keeps the wild for later" (a wild fits anything later, CC-6)."""
    game = get_game("color-clash")
    for seed in range(40):
        match = position_with_choice("color-clash", seed)
        view = match.view(0)
        coloured = [a for a in match.legal(0) if str(a).startswith("play") and a.face not in
                    (WILD_FACE, WD4_FACE) and not a.call]
        if coloured and any(f in (WILD_FACE, WD4_FACE) for f in view.hand):
            advice = Advice(coloured[0], (Estimate(coloured[0], 0.6, 10),))
            move = game.action_text(view, coloured[0], "en")
            # with the move as typed on a keyboard (play-through 13, en 11)
            typed = game.typed_action(view, coloured[0], "en")
            wanted = f"Hint: {move} (type “{typed}”) — keeps the wild for later."
            assert hint_line(game, view, advice, "en") == wanted
            assert "Farbwahlkarte" in hint_line(game, view, advice, "de")  # the rulebook's term (s11)
            assert "变色牌" in hint_line(game, view, advice, "zh")
            return
    raise AssertionError("no position with a wild in hand and a coloured card to play")
