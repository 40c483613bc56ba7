"""No peeking (issue 8, item 4), checked generically for the toy game and every registered game.

A bot's whole input is ``(view, legal)``. For an observer seat, ``determinize(view)`` yields a state
that differs from the real one only in what that seat cannot see; so these tests cover "two states
that differ only in hidden cards give a bot identical inputs" and "determinize agrees with the view"
at once, for positions reached by seeded random play.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from bots_helpers import all_games, random_position, seats
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chemcards.bots.levels import make_bot
from chemcards.bots.simulate import SimConfig, play_game
from chemcards.core.protocol import Game
from chemcards.core.rng import Rng

GAMES = all_games()
IDS = [g.id for g in GAMES]
PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _card_multiset(game: Game, state: Any) -> Counter[Any] | None:  # type: ignore[type-arg]
    """Where the game tells us (hook ``card_places(state)``), every card of the state."""
    places = getattr(game, "card_places", None)
    return None if places is None else Counter(places(state))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@PROPS
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 150), players=st.integers(2, 6),
       sample=st.integers(0, 2**31))
def test_determinize_agrees_with_view_and_gives_identical_bot_inputs(
        game: Game, seed: int, steps: int, players: int, sample: int) -> None:  # type: ignore[type-arg]
    players = max(game.min_players, min(players, game.max_players))
    state = random_position(game, players, seed, steps)
    for seat in range(players):
        view = game.view(state, seat)
        twin = game.determinize(view, Rng(sample))
        # identical bot inputs: the same view and the same legal actions for the observer
        assert game.view(twin, seat) == view
        assert game.legal_actions(twin, seat) == game.legal_actions(state, seat)
        assert game.to_act(twin) == game.to_act(state)
        # never uses a card the view places elsewhere: the sampled state holds the same cards
        cards = _card_multiset(game, state)
        if cards is not None:
            assert _card_multiset(game, twin) == cards


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 80), sample=st.integers(0, 2**31))
def test_every_level_decides_the_same_on_two_states_differing_only_in_hidden_cards(
        game: Game, seed: int, steps: int, sample: int) -> None:  # type: ignore[type-arg]
    """Same inputs, same bot seed => same action, for easy, medium and hard (tiny budget)."""
    players = game.min_players
    state = random_position(game, players, seed, steps)
    if game.outcome(state) is not None:
        return
    for seat in game.to_act(state):
        if seat < 0 or not game.legal_actions(state, seat):
            continue
        twin = game.determinize(game.view(state, seat), Rng(sample))
        for level in ("easy", "medium", "hard"):
            picks = []
            for s in (state, twin):
                bot = make_bot(game, seat, level, Rng(7), iterations=8, seconds=None, rollout_cap=12)
                picks.append(bot.choose(game.view(s, seat), game.legal_actions(s, seat)))
            assert picks[0] == picks[1], level


class _Spy:
    """Wraps a bot to record what it is handed."""

    def __init__(self, inner: Any, log: list[tuple[Any, Any]]) -> None:
        self.inner, self.log = inner, log

    def choose(self, view: Any, legal: Any) -> Any:
        self.log.append((view, list(legal)))
        return self.inner.choose(view, legal)

    def observe(self, events: Any) -> None:
        self.inner.observe(events)


def test_the_simulation_driver_hands_bots_views_never_states(monkeypatch: pytest.MonkeyPatch) -> None:
    """The driver asks each bot with exactly ``view(state, seat)`` and never the state itself."""
    from bots_toy_game import GAME, ToyState, ToyView

    import chemcards.bots.simulate as sim

    log: list[tuple[Any, Any]] = []
    real = sim.make_bot
    monkeypatch.setattr(sim, "make_bot", lambda *a, **k: _Spy(real(*a, **k), log))
    config = SimConfig("bots_toy_game:GAME", ("easy", "medium", "hard"), hard={"iterations": 10})
    result = play_game(config, 0)
    assert result.finished and log
    assert all(isinstance(view, ToyView) and not isinstance(view, ToyState) for view, _ in log)
    assert all(legal for _, legal in log)
    assert GAME.id == "toy-clash" and len(seats(3)) == 3
