"""Issue 18 (speed) made three things cheaper without changing what they give; these tests hold them
to that. ``legal_actions`` hands out tuples kept in tables and ``apply`` shared one-event tuples
(nobody can change them for a later caller; the events are those of before); the playout policy
draws its tie-breaks inline (the same numbers and decisions as through ``Rng.random``); and
``determinize`` works out a view's unseen cards once per view (a later view never gets an earlier
one's cards)."""

from __future__ import annotations

from collections.abc import Sequence

from cc_rig import act, assert_all_cards, rig, seats

from chemcards.core.protocol import REFEREE, Event
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import DRAW_ACTION, KEEP_ACTION, PLAY, Action
from chemcards.games.color_clash.bot import (
    CLOSE_TO_OUT,
    ROLLOUT_EPSILON,
    ColorClashHeuristic,
    rollout_choice,
)
from chemcards.games.color_clash.catalogue import (
    COLOUR_MASK,
    POINTS,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
)
from chemcards.games.color_clash.state import State


def _positions(players: int, games: int, seed: int) -> list[State]:
    """Positions of medium-against-medium games (every seat that may act, windows included)."""
    rng = Rng(seed)
    out: list[State] = []
    for g in range(games):
        state = GAME.new_state(seats(players), {}, Rng(seed * 100 + g))
        bots = [ColorClashHeuristic(GAME, s, Rng(seed + s)) for s in range(players)]
        while GAME.outcome(state) is None and len(out) < 400 * (g + 1):
            actors = GAME.to_act(state)
            movers = [s for s in actors if s != REFEREE and GAME.legal_actions(state, s)]
            seat = movers[rng.randbelow(len(movers))] if movers else REFEREE
            legal = GAME.legal_actions(state, seat)
            out.append(GAME.clone(state))
            action = bots[seat].choose(GAME.view(state, seat), legal) if seat >= 0 else legal[0]
            GAME.apply(state, seat, action)
    return out


def test_cc6_cc7_cc10_legal_lists_are_tuples_that_stay_the_same() -> None:
    """Every seat's legal list (the referee's too) is a tuple, so a caller cannot change the table
    it comes from; asked again, it is equal, and each action in it is accepted by ``apply``."""
    for state in _positions(4, 3, 1)[::7]:
        for seat in (*range(state.n), REFEREE):
            legal = GAME.legal_actions(state, seat)
            assert isinstance(legal, tuple)
            assert GAME.legal_actions(state, seat) == legal
            for action in legal[:3]:
                GAME.apply(GAME.clone(state), seat, action)  # never refused


def test_cc6_cc7_plain_plays_and_draws_give_the_events_of_before() -> None:
    """A plain play logs ``play R7`` and a draw ``draw 1`` with the drawn card secret to the
    drawer (CC-7): the same events as before, now as shared tuples that cannot be changed."""
    state = rig([["R7", "B2", "Y3"], ["R2", "G4", "G5"], ["R3", "R9", "B9"]], "R5", pile_top=["G1"])
    events = act(state, 0, "play R7")
    assert isinstance(events, tuple)
    assert list(events) == [Event("play", 0, ("R7",))]
    events = act(state, 1, "draw")
    assert isinstance(events, tuple)
    assert list(events) == [Event("draw", 1, (1,), ("G1",))]
    assert events[0].seen_by(0) == Event("draw", 1, (1,), ())
    assert_all_cards(state)


def _reference_rollout_choice(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """``rollout_choice`` as it was before its draws went inline (issue 18): the reference."""
    n = len(legal)
    if n == 1:
        return legal[0]
    kind = legal[0].kind
    if kind != PLAY:
        return rollout_choice(state, seat, legal, rng)  # these draw nothing or one randbelow
    last = legal[-1]
    if last is DRAW_ACTION or last is KEEP_ACTION:
        n -= 1
    low = n >> 1 if legal[n - 1].call else 0
    random = rng.random
    if random() < ROLLOUT_EPSILON:
        return legal[low + rng.randbelow(n - low)]
    mask = state.masks[seat]
    following = state.nxt[seat]
    close = following != seat and state.sizes[following] <= CLOSE_TO_OUT
    best = legal[low]
    best_value = -1e9
    for i in range(low, n):
        action = legal[i]
        value = 3 * (mask & COLOUR_MASK[action.colour]).bit_count() + POINTS[action.face] * 0.1 + random()
        rank = action.rank
        if rank == WILD_DRAW_FOUR:
            value += 30 if close else -60
        elif rank == WILD:
            value -= 20
        elif rank >= SKIP:
            value += 25 if close else -2
        if value > best_value:
            best_value = value
            best = action
    if best.rank == WILD_DRAW_FOUR and not close and n < len(legal) and state.n > 2:
        sizes = state.sizes
        if not any(sizes[s] <= CLOSE_TO_OUT for s in range(state.n) if s != seat and sizes[s]):
            return last
    return best


def test_cc_playout_policy_draws_inline_the_numbers_it_drew_through_random() -> None:
    """Seeded, ``rollout_choice`` draws its tie-breaks inline: on positions at 2, 4 and 6 players,
    for several seeds, it picks what the reference picks and leaves the generator where the
    reference leaves it (so seeded searches decide as before). A replayed generator (no inline
    draws) picks the same from the same numbers."""
    checked = several = 0
    for players, seed in ((2, 3), (4, 4), (6, 5)):
        for state in _positions(players, 2, seed)[::3]:
            actors = [s for s in GAME.to_act(state) if s != REFEREE]
            for seat in actors:
                legal = GAME.legal_actions(state, seat)
                if not legal:
                    continue
                for r in range(3):
                    fast, slow = Rng(1000 * seed + r), Rng(1000 * seed + r)
                    assert rollout_choice(state, seat, legal, fast) is _reference_rollout_choice(
                        state, seat, legal, slow)
                    assert fast.randbelow(1 << 62) == slow.randbelow(1 << 62)
                numbers = [Rng(seed * 31 + seat).randbelow(1 << 30), *range(0, 1 << 30, 1 << 24)]
                assert rollout_choice(state, seat, legal, Rng(replay=numbers)) is _reference_rollout_choice(
                    state, seat, legal, Rng(replay=numbers))
                checked += 1
                several += sum(a.kind == PLAY for a in legal) > 1
    assert checked > 150 and several > 50  # the inline draws ran on many positions


def test_determinize_a_later_view_gets_its_own_unseen_cards() -> None:
    """``determinize`` keeps the last view's unseen cards (issue 18); a sample of another view is
    the sample it would be with nothing kept: its own hand, the other hands by their counts, all
    108 cards in one place each (CC-1, CC-23)."""
    positions = _positions(4, 2, 7)[::11]
    views = [GAME.view(state, GAME.to_act(state)[0] % state.n) for state in positions]
    for i, view in enumerate(views):
        before = views[i - 1]
        GAME.determinize(before, Rng(i))  # the kept cards are now the previous view's
        sampled = GAME.determinize(view, Rng(100 + i))
        assert GAME.view(sampled, view.seat) == view
        assert_all_cards(sampled)
        GAME.determinize(views[(i + 5) % len(views)], Rng(i))
        again = GAME.determinize(view, Rng(100 + i))
        assert GAME.state_json(again) == GAME.state_json(sampled)
    assert len({len(v.discard) for v in views}) > 5  # views far apart: the kept cards would differ
