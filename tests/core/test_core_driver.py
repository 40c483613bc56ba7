"""The match driver (issue 14): timers, reactions, pausing, stale thoughts and per-seat streams.

Time is a ``FakeClock`` that moves only when a test says so: no test sleeps. The game is "Tick"
(``core_tick_game``): a 3-second call window closed by the referee (as CC-10), an optional 5-second
turn timer (as CC-21), and cards that are unique tokens, so a seat's stream can be scanned for any
card another seat holds.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any

import pytest
from core_tick_game import GAME, WINDOW_SECONDS, TickState, token

from chemcards.core.clock import FakeClock
from chemcards.core.driver import (
    Change,
    MatchDriver,
    Refusal,
    SeatUpdate,
    derive_seeds,
    inline_thinker,
    next_mover,
)
from chemcards.core.match import Match
from chemcards.core.protocol import REACTION_DELAY, REFEREE, Event
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def run(test: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(test())


async def spin(turns: int = 20) -> None:
    """Let the loop run what is due at once (no time passes on the fake clock)."""
    for _ in range(turns):
        await asyncio.sleep(0)


class Scripted:
    """A computer player that prefers the first of ``likes`` it may take, else its first legal action."""

    def __init__(self, level: str = "medium", likes: Sequence[str] = ("catch",)) -> None:
        self.level = level
        self.likes = likes
        self.seen: list[tuple[Any, tuple[Any, ...]]] = []
        self.observed: list[Event] = []

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        self.seen.append((view, tuple(legal)))
        for like in self.likes:
            for action in legal:
                if action.startswith(like):
                    return action
        return legal[0]

    def observe(self, events: Sequence[Event]) -> None:
        self.observed.extend(events)


def make_bot(game: Any, seat: int, level: str, rng: Rng) -> Scripted:
    return Scripted(level)


def people(*names: str, computers: int = 0, level: str = "medium") -> list[Seat]:
    return [Seat(n) for n in names] + [Seat(f"Cpu{i}", "computer", level) for i in range(computers)]


def open_window(match: Match) -> None:
    """Seat 0 plays down to one card: the call window opens (others may catch, the referee closes)."""
    hand = match.state.hands[0]
    match.act(0, f"play {token(hand[0])}")
    # seat 1 (and further) draw to pass the turn round to seat 0 again
    while match.to_act()[0] != 0:
        match.act(match.to_act()[0], "draw")
    match.act(0, f"play {token(match.state.hands[0][0])}")
    assert match.state.phase == "window"


def test_cc10_the_referee_closes_the_call_window_when_its_three_seconds_run_out() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob"), seed=3)
        open_window(match)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot)
        driver.start()
        assert driver.remaining() == WINDOW_SECONDS
        clock.advance(WINDOW_SECONDS - 0.1)
        await spin()
        assert match.state.phase == "window"  # nobody acted, the window is still open
        clock.advance(0.2)
        await spin()
        assert match.state.phase == "turn"
        assert match.record.actions[-1] == (REFEREE, "close")
        assert driver.remaining() is None

    run(scenario)


def test_cc21_a_turn_timer_running_out_draws_for_the_player_and_the_next_turn_gets_a_fresh_one() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob"), {"timer": 5}, seed=3)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot)
        driver.start()
        cards = len(match.state.hands[0])
        clock.advance(4.9)
        await spin()
        assert match.to_act()[0] == 0 and len(match.state.hands[0]) == cards
        clock.advance(0.2)
        await spin()
        assert match.record.actions[-1] == (REFEREE, "timeout")
        assert len(match.state.hands[0]) == cards + 1 and match.to_act()[0] == 1
        left = driver.remaining()  # fired at 5.0, the clock stands at 5.1 now
        assert left is not None and abs(left - 4.9) < 1e-9

    run(scenario)


def test_cc21_a_timer_keeps_running_while_its_key_is_unchanged() -> None:
    """A person's own action that leaves the game's timer key as it was does not restart it."""

    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob", "Cy"), seed=3)
        open_window(match)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot)
        driver.start()
        clock.advance(1.0)
        assert driver.submit(1, "pass") is None  # the window stays open for Cy: same key
        assert match.state.phase == "window"
        left = driver.remaining()
        assert left is not None and abs(left - (WINDOW_SECONDS - 1.0)) < 1e-9

    run(scenario)


def test_pause_under_another_screen_keeps_the_seconds_left() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob"), {"timer": 5}, seed=3)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot)
        driver.start()
        clock.advance(2.0)
        driver.pause()  # e.g. the help screen covers the table
        timer = driver.timer()
        assert timer is not None and not timer.running and timer.left == 3.0 and timer.seconds == 5.0
        clock.advance(100.0)
        await spin()
        assert match.record.actions == []  # nothing happened while paused
        assert driver.remaining() == 3.0
        driver.resume()
        clock.advance(2.9)
        await spin()
        assert match.record.actions == []
        clock.advance(0.2)
        await spin()
        assert match.record.actions == [(REFEREE, "timeout")]

    run(scenario)


def test_a_paused_timer_whose_turn_is_over_does_not_come_back() -> None:
    """The seconds kept by a pause belong to that timer (its key): a new turn gets a fresh one."""

    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob"), {"timer": 5}, seed=3)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot)
        driver.start()
        clock.advance(2.0)
        driver.pause()
        assert driver.submit(0, "draw") is None  # Ann's turn ends while the table is covered
        driver.resume()
        timer = driver.timer()
        assert timer is not None and timer.running and timer.left == 5.0 and timer.key == ("turn", 1)

    run(scenario)


def test_cc14_a_computer_catches_only_after_its_levels_reaction_delay() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", computers=1, level="hard"), seed=3)
        open_window(match)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker)
        driver.start()
        await spin()
        low, high = REACTION_DELAY["hard"]
        clock.advance(low - 0.01)
        await spin()
        assert match.state.phase == "window", "the computer reacted faster than CC-14 allows"
        clock.advance(high - low + 0.02)
        await spin()
        assert (1, "catch 0") in match.record.actions  # within the 3-second window (CC-10, CC-11)

    run(scenario)


def test_a_stale_computer_thought_is_dropped_when_the_state_moved_on() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        held: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []

        async def slow_thinker(thought: Callable[[], Any]) -> Any:
            future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
            held.append((thought, future))
            return await future

        # Ann opened the window; seat 1 is a computer, seat 2 is Bob
        match = Match(GAME, [Seat("Ann"), Seat("Cpu", "computer", "medium"), Seat("Bob")], seed=3)
        open_window(match)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=slow_thinker)
        driver.start()
        await spin()
        assert len(held) == 1 and driver.thinking == 1  # the computer is thinking of a catch
        assert driver.submit(2, "pass") is None  # Bob passes: the state moved, the window stays open
        await spin()
        assert len(held) == 2  # so the computer thinks again, from the new state
        thought, future = held[0]
        future.set_result(thought())  # the first thought ("catch 0", still legal) arrives only now
        await spin()
        clock.advance(WINDOW_SECONDS - 0.1)  # past any medium reaction (CC-14), not past the window
        await spin()
        assert (1, "catch 0") not in match.record.actions, "a stale thought was played"
        assert match.state.phase == "window" and driver.thinking == 1
        thought, future = held[1]
        future.set_result(thought())  # the fresh thought is played (and the window still open)
        await spin()
        assert match.record.actions[-1] == (1, "catch 0")

    run(scenario)


def test_every_seats_stream_holds_only_what_that_seat_may_see() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob", computers=1), {"timer": 5}, seed=5)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker)
        streams: dict[int | None, list[SeatUpdate]] = {0: [], 1: [], 2: [], None: []}
        for seat, stream in streams.items():
            driver.subscribe(seat, stream.append)
        driver.start()
        held_by: dict[int, set[int]] = {s: set(h) for s, h in enumerate(match.state.hands)}
        for _ in range(60):  # people play their first card; timers and the computer do the rest
            if match.outcome() is not None:
                break
            for seat in (0, 1):
                legal = driver.snapshot(seat).legal
                plays = [a for a in legal if a.startswith("play")]
                if plays:
                    driver.submit(seat, plays[0])
            for s, hand in enumerate(match.state.hands):
                held_by[s] |= set(hand)
            clock.advance(1.0)
            await spin()
        assert len(match.record.actions) > 10
        for seat, stream in streams.items():
            assert stream, f"seat {seat} got no updates"
            own = held_by.get(seat, set()) if seat is not None else set()
            for update in stream:
                assert update.seat == seat
                if seat is not None:
                    assert set(update.view.hand) <= own
                else:
                    assert update.view.hand == ()
                if seat not in update.to_act:
                    assert update.legal == ()
                for event in update.events:
                    if event.secret:
                        assert event.seat == seat, f"seat {seat} was sent {event}"
                        assert {int(t[1:]) for t in event.secret} <= own
            # everything that happened reached every seat, in order, as that seat may see it
            seen = [e for u in stream for e in u.events]
            assert seen == [e.seen_by(seat) for e in match.events]
        # a hand never held by anyone but seat 1 never shows in seat 0's updates
        only_bob = held_by[1] - held_by[0] - held_by[2] - set(match.state.discard)
        text = repr(streams[0])
        assert not any(token(c) in text for c in only_bob)

    run(scenario)


def test_a_refused_submission_says_why_and_changes_nothing() -> None:
    async def scenario() -> None:
        match = Match(GAME, people("Ann", "Bob", computers=1), seed=3)
        driver = MatchDriver(match, clock=FakeClock(), make_bot=make_bot)
        driver.start()
        before = GAME.state_json(match.state)
        refusals = [driver.submit(1, "draw"), driver.submit(2, "draw"), driver.submit(7, "draw"),
                    driver.submit_text(0, "fly away"), driver.submit(REFEREE, "timeout")]
        assert all(isinstance(r, Refusal) and r.reason for r in refusals)
        assert refusals[0] is not None and refusals[0].key == "tick_not_now"
        assert refusals[3] is not None and refusals[3].key == "bad_notation"
        assert GAME.state_json(match.state) == before and match.record.actions == []
        assert driver.version == 0

    run(scenario)


def test_cc22_a_person_who_leaves_is_played_on_by_a_marked_substitute() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", "Bob"), seed=3)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker)
        changes: list[Change] = []
        driver.watch(changes.append)
        driver.start()
        assert driver.leave(0, "easy") is None
        assert match.seats[0].is_computer and match.seats[0].substitute
        await spin()
        assert match.record.actions[-1][0] == 0  # the substitute moved for Ann at once (pace 0)
        assert changes[0].kind == "resume" and any(c.kind == "leave" for c in changes)
        assert isinstance(driver.leave(0), Refusal)  # nobody is there to leave any more

    run(scenario)


def test_an_autosave_failure_is_reported_and_the_move_stands(tmp_path: Path) -> None:
    async def scenario() -> None:
        blocked = tmp_path / "file"
        blocked.write_text("x")
        match = Match(GAME, people("Ann", "Bob"), seed=3)
        match.autosave = blocked / "save.json"  # its folder is a file: every save fails
        driver = MatchDriver(match, clock=FakeClock(), make_bot=make_bot)
        changes: list[Change] = []
        driver.watch(changes.append)
        driver.start()
        assert driver.submit(0, "draw") is None
        assert match.record.actions == [(0, "draw")]
        assert changes[-1].kind == "act" and changes[-1].save_error
        assert changes[-1].events == tuple(match.events[-1:])  # what happened is told all the same

    run(scenario)


def test_a_stopped_driver_never_acts_again() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people("Ann", computers=1), {"timer": 5}, seed=3)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker)
        driver.start()
        driver.stop()  # the table was closed: a new game began
        driver.resume()
        clock.advance(60.0)
        await spin()
        refusal = driver.submit(0, "draw")
        assert refusal is not None and refusal.key == "match_closed"
        assert match.record.actions == []

    run(scenario)


def test_a_finished_match_is_reported_to_waiters_and_subscribers() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, people(computers=3), seed=9)
        driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker)
        last: list[SeatUpdate] = []
        driver.subscribe(None, last.append)
        driver.start()
        waiter = asyncio.ensure_future(driver.wait_finished())
        for _ in range(2000):  # reactions inside windows take (fake) seconds
            if waiter.done():
                break
            clock.advance(0.5)
            await spin()
        outcome = waiter.result()
        assert outcome == match.outcome() and last[-1].outcome == outcome

    run(scenario)


def test_stepwise_runs_computers_without_a_clock_and_counts_their_decisions() -> None:
    bots = {s: Scripted("medium", likes=("play",)) for s in range(3)}
    match = Match(GAME, people(computers=3), seed=4)
    driver = MatchDriver(match, bots=bots)
    outcome = driver.run_stepwise(max_actions=500)
    assert outcome is not None and outcome == match.outcome()
    assert driver.stats.actions == len(match.record.actions)
    assert sum(driver.stats.decisions) == driver.stats.turns == sum(
        1 for seat, _ in match.record.actions if seat != REFEREE)
    for seat, bot in bots.items():  # each bot was told only what its seat may see
        assert all(not e.secret or e.seat == seat for e in bot.observed)


def test_next_mover_gives_the_referee_a_turn_only_when_it_is_alone() -> None:
    state: TickState = GAME.new_state(people(computers=2), {}, Rng(1))
    state.phase, state.window_seat, state.waiting = "window", 0, (1,)
    seat, legal = next_mover(GAME, state, Rng(0)) or (None, [])
    assert seat in (0, 1) and legal
    state.waiting = ()
    GAME.apply(state, 0, "call")
    assert next_mover(GAME, state, Rng(0)) == (1, GAME.legal_actions(state, 1))


def test_seeds_are_derived_as_simulate_always_derived_them() -> None:
    master = Rng(42)
    expected = [master.randbelow(1 << 62) for _ in range(5)]
    seeds = derive_seeds(42, 3)
    assert [seeds.deal, seeds.driver, *seeds.bots] == expected
    assert derive_seeds(None, 2).bots == (None, None)


def test_a_subscriber_that_fails_is_dropped_and_the_match_goes_on() -> None:
    async def scenario() -> None:
        match = Match(GAME, people("Ann", "Bob"), seed=3)
        driver = MatchDriver(match, clock=FakeClock(), make_bot=make_bot)
        fine: list[SeatUpdate] = []

        def broken(update: SeatUpdate) -> None:
            if update.version:  # the first snapshot arrives; the first change breaks it
                raise ConnectionError("gone")

        driver.subscribe(0, broken)
        driver.subscribe(1, fine.append)
        driver.start()
        assert driver.submit(0, "draw") is None and driver.submit(1, "draw") is None
        assert [seat for seat, _ in driver.dropped] == [0]
        assert isinstance(driver.dropped[0][1], ConnectionError)
        # the snapshot, the start (paused no more), and both actions
        assert [u.version for u in fine] == [0, 0, 1, 2] and not fine[1].paused
        assert match.record.actions == [(0, "draw"), (1, "draw")]

    run(scenario)


def test_a_closed_subscription_gets_nothing_more() -> None:
    async def scenario() -> None:
        match = Match(GAME, people("Ann", "Bob"), seed=3)
        driver = MatchDriver(match, clock=FakeClock(), make_bot=make_bot)
        got: list[SeatUpdate] = []
        subscription = driver.subscribe(0, got.append)
        driver.start()
        driver.submit(0, "draw")
        subscription.close()
        subscription.close()  # twice is harmless
        driver.submit(1, "draw")
        assert [u.version for u in got] == [0, 0, 1] and subscription.closed

    run(scenario)


@pytest.mark.parametrize("seat", [-1, 5])
def test_subscribing_to_a_seat_that_does_not_exist_is_refused(seat: int) -> None:
    driver = MatchDriver(Match(GAME, people("Ann", "Bob"), seed=1), make_bot=make_bot)
    with pytest.raises(ValueError, match="no seat"):
        driver.subscribe(seat, lambda update: None)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_every_game_runs_to_its_end_in_real_time_and_its_record_replays(game_id: str) -> None:
    """Computers only, on the fake clock: windows wait for reactions (CC-14) and the referee's
    timers; the finished record rebuilds the same final state (the driver recorded every step)."""
    from chemcards.bots.levels import make_bot as real_bots
    from chemcards.core.registry import get_game

    async def scenario() -> None:
        game = get_game(game_id)
        clock = FakeClock()
        seats = [Seat(f"Cpu{i}", "computer", "easy") for i in range(3)]
        match = Match(game, seats, {}, seed=11)
        driver = MatchDriver(match, clock=clock, make_bot=real_bots, thinker=inline_thinker)
        driver.start()
        for _ in range(20000):
            if match.outcome() is not None:
                break
            await spin(3)
            if not driver.busy:
                clock.advance(0.5)
        assert match.outcome() is not None, f"{game_id} did not finish"
        again = Match.from_record(match.record)
        assert game.state_json(again.state) == game.state_json(match.state)

    run(scenario)
