"""ISMCTS at three or more players (issue 18, item 5): what the backed-up values and the guard mean.

- A seat's value is its own: every node holds the reward of the seat that chose its action, so a
  seat neither plays for the table's leader nor trusts the others to play for it.
- One move that wins outright for the seat to move in a four-player game is found, even when the
  game's heuristic (medium) would rather do something else.
- The guard (``ISMCTSBot.guarded``): the search refines medium's choice and overrules it only when
  its samples say clearly that another move is better; between moves it cannot tell apart it keeps
  medium's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from bots_helpers import seats
from bots_toy_game import DRAW, ToyAction, ToyGame, ToyState

from chemcards.bots.base import Bot
from chemcards.bots.ismcts import ISMCTSBot
from chemcards.core.protocol import Event
from chemcards.core.rng import Rng

#: move markers are kept on the (public) discard pile above the deck's cards, so views and
#: determinizations carry them like any public card
MARK = 100
A = ToyAction("pick", 0)
B = ToyAction("pick", 1)


class _Picks(ToyGame):
    """Seats pick A or B in turn (seat 0, then seat 1, ... for ``plies`` picks); then nobody is to
    act and the position is judged by ``values`` (per seat, from the picks so far). Hidden hands
    stay the toy's, so the search determinizes as in a real game."""

    max_players = 4

    def __init__(self, plies: int, values: dict[tuple[int, ...], list[float]]) -> None:
        self.plies = plies
        self.values = values
        self.rollout_cap = 0

    @staticmethod
    def picks(state: ToyState) -> tuple[int, ...]:
        return tuple(c - MARK for c in state.discard if c >= MARK)

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        done = len(self.picks(state))
        return (done % len(state.seats),) if done < self.plies else ()

    def legal_actions(self, state: ToyState, seat: int) -> list[ToyAction]:
        return [A, B] if self.to_act(state) == (seat,) else []

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> list[Event]:
        state.discard.append(MARK + action.card)
        return [Event("pick", seat, (action.card,))]

    def outcome(self, state: ToyState) -> None:
        return None

    def evaluate(self, state: ToyState) -> list[float]:
        return self.values[self.picks(state)]


def _decide(game: ToyGame, players: int, *, iterations: int = 400, seed: int = 3,
            **options: Any) -> Any:
    state = game.new_state(seats(players), {}, Rng(1))
    bot = ISMCTSBot(game, 0, Rng(seed), iterations=iterations, seconds=None, **options)
    return bot.choose(game.view(state, 0), game.legal_actions(state, 0))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_seat_plays_for_its_own_value_not_the_leaders(seed: int) -> None:
    """Four players: A makes seat 1 the clear leader (0.9) and leaves seat 0 with 0.3; B leaves
    everyone at 0.5. Seat 0's own value is higher after B, so B; a search that backed up the
    leader's value (or the best value at the table) would take A."""
    game = _Picks(1, {(0,): [0.3, 0.9, 0.1, 0.1], (1,): [0.5, 0.5, 0.5, 0.5]})
    assert _decide(game, 4, seed=seed) == B


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_next_seat_is_expected_to_play_for_itself(seed: int) -> None:
    """Four players, two picks: after seat 0's A, seat 1 chooses between A (seat 0 gets 1.0, seat 1
    nothing) and B (seat 1 gets 1.0, seat 0 nothing), so seat 1 takes B and A is worth 0 to seat 0;
    after seat 0's B every line gives seat 0 0.6. Only a search whose seat-1 nodes hold seat 1's
    reward sees that B is better; one that scored every node for the root seat would take A."""
    game = _Picks(2, {
        (0,): [0.5] * 4, (1,): [0.5] * 4,
        (0, 0): [1.0, 0.0, 0.0, 0.0], (0, 1): [0.0, 1.0, 0.0, 0.0],
        (1, 0): [0.6, 0.4, 0.0, 0.0], (1, 1): [0.6, 0.4, 0.0, 0.0],
    })
    assert _decide(game, 4, seed=seed) == B


class _Drawer(Bot):
    """A heuristic that always draws: the search must overrule it when a play wins."""

    level = "medium"

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return DRAW if DRAW in legal else legal[0]


class _DrawingToy(ToyGame):
    def heuristic_bot(self, seat: int, rng: Rng) -> Bot:
        return _Drawer(self, seat, rng)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_finds_the_move_that_wins_outright_at_four_players(seed: int) -> None:
    """TOY-4 at four players: seat 0's last card matches the top card, so playing it wins now;
    drawing hands the turn to three others. Found with the guard on, although the heuristic the
    guard keeps would draw: a win is a clear difference, so the search overrules it."""
    game = _DrawingToy()
    state = game.new_state(seats(4), {}, Rng(4))
    top = state.discard[-1]
    others = {c for s in (1, 2, 3) for c in state.hands[s]}
    winner = next(c for c in range(24) if c != top and c // 6 == top // 6 and c not in others)
    state.hands[0] = [winner]
    state.pile = [c for c in range(24) if c not in others and c not in (top, winner)]
    legal = game.legal_actions(state, 0)
    assert legal == [ToyAction("play", winner), DRAW]
    bot = ISMCTSBot(game, 0, Rng(seed), iterations=200, seconds=None, guard=1.0)
    assert bot.choose(game.view(state, 0), legal) == ToyAction("play", winner)
    assert bot.last_heuristic == DRAW and bot.last_overruled


class _Favourite(Bot):
    """A heuristic with a fixed taste: B (the search, with nothing to choose between, visits A,
    the first legal action, at least as often)."""

    level = "medium"

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return B


class _GuardedPicks(_Picks):
    def heuristic_bot(self, seat: int, rng: Rng) -> Bot:
        return _Favourite(self, seat, rng)


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_guard_keeps_the_heuristics_move_when_the_search_cannot_tell_them_apart(seed: int) -> None:
    """A and B are worth exactly the same to everyone: the most visited root action is a coin toss,
    so the guarded search plays the heuristic's B every time; unguarded it plays A."""
    game = _GuardedPicks(1, {(0,): [0.25] * 4, (1,): [0.25] * 4})
    assert _decide(game, 4, seed=seed, guard=1.0) == B
    assert _decide(game, 4, seed=seed, guard=None) == A


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_guard_gives_way_when_the_search_is_clearly_better(seed: int) -> None:
    """A is worth 0.6 to seat 0 and the heuristic's B 0.3: the guarded search plays A."""
    game = _GuardedPicks(1, {(0,): [0.6, 0.4, 0.0, 0.0], (1,): [0.3, 0.7, 0.0, 0.0]})
    assert _decide(game, 4, seed=seed, guard=1.0) == A


def test_without_a_heuristic_the_guard_changes_nothing() -> None:
    """A game with no medium player of its own: the guard has nothing to keep."""
    game = _Picks(1, {(0,): [0.3, 0.9, 0.1, 0.1], (1,): [0.5, 0.5, 0.5, 0.5]})
    assert _decide(game, 4, guard=1.0) == _decide(game, 4, guard=None) == B
