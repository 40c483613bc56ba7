"""The hard level's hooks on CHEMIS: ``evaluate`` judges a cut position from HP, pending damage in
zones (CH-16, CH-32) and cards; ``rollout_action`` always picks a legal move; ISMCTS decides through
them with the game's ``rollout_cap``."""

from __future__ import annotations

from chemis_helpers import fresh, put
from hypothesis import given, settings
from hypothesis import strategies as hs

from chemcards.bots.ismcts import ISMCTSBot
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME


def test_evaluate_gives_each_seat_a_value_in_0_1_and_dead_seats_nothing() -> None:
    st = fresh(4, 2)
    st.alive[1] = False
    st.hp[1] = 0
    values = GAME.evaluate(st)
    assert values is not None and len(values) == 4
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[1] == 0.0
    assert abs(sum(values) - 1.0) < 1e-9


def test_evaluate_prefers_more_hp_and_counts_acid_waiting_in_a_zone_ch16() -> None:
    st = fresh(3, 2)
    st.hp = [4, 4, 2]
    base = GAME.evaluate(st)
    assert base is not None and base[2] < base[0]
    put(st, 0, "H2SO4")  # a strong acid hurts its zone's owner at the end of the turn (CH-8, CH-16)
    hit = GAME.evaluate(st)
    assert hit is not None and hit[0] < base[0]


def test_evaluate_shares_a_team_value_among_its_members_ch12() -> None:
    st = fresh(4, 2, teams="two")
    values = GAME.evaluate(st)
    assert values is not None and st.team is not None
    for a in range(4):
        for b in range(4):
            if st.team[a] == st.team[b]:
                assert values[a] == values[b]


@settings(max_examples=15, deadline=None)
@given(hs.integers(0, 10_000))
def test_rollout_action_is_always_legal_and_playouts_end(seed: int) -> None:
    st = fresh(3, seed)
    rng = Rng(seed)
    for _ in range(3000):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        action = GAME.rollout_action(st, seat, legal, rng)
        assert action in legal
        GAME.apply(st, seat, action)
    assert GAME.outcome(st) is not None


def test_hard_level_decides_through_evaluate_with_the_games_rollout_cap() -> None:
    st = fresh(3, 7)
    seat = GAME.to_act(st)[0]
    legal = GAME.legal_actions(st, seat)
    bot = ISMCTSBot(GAME, seat, Rng(1), iterations=60, seconds=None)
    assert bot.rollout_cap == GAME.rollout_cap
    action, stats = bot.search(GAME.view(st, seat), legal)
    assert action in legal
    assert stats.iterations == 60 and stats.rollout_actions <= 60 * GAME.rollout_cap
