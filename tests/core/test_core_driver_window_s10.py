"""The "Last card!" window's seconds at one screen (CC-10 … CC-14; play-through 9, session 10).

Decided: with several people at one screen the window's 3 seconds start only when the window is
shown to everyone. The table pauses the match driver while it calls everyone to look (the person at
the keyboard had their own hand on screen, so the others were looking away); the driver owns the
timing: a window that opened while it was paused starts its full 3 seconds on ``resume``, and only
the referee's close, when those seconds ran out, is logged as "time is up".

Real Color Clash engine, fake clock: no test sleeps.
"""

from __future__ import annotations

import asyncio
from typing import Any

from chemcards.core.clock import FakeClock
from chemcards.core.driver import Change, MatchDriver
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import CALL, PLAY
from chemcards.games.color_clash.game import CALL_WINDOW_SECONDS


async def spin(turns: int = 20) -> None:
    for _ in range(turns):
        await asyncio.sleep(0)


def to_second_to_last_play(match: Match) -> tuple[int, Any]:
    """Play the two-person match on (cards before draws, never a call) until the seat to move can
    play its second-to-last card without calling: that seat and that play (it opens the window)."""
    for _ in range(2000):
        seat = match.to_act()[0]
        if seat == REFEREE or match.state.window >= 0:
            match.act(REFEREE, match.legal(REFEREE)[0])  # the referee's close
            continue
        legal = match.legal(seat)
        plays = [a for a in legal if a.kind == PLAY and not a.call]
        if plays and match.state.sizes[seat] == 2:
            return seat, plays[0]
        match.act(seat, plays[0] if plays else next(a for a in legal if a.kind != CALL))
    raise AssertionError("no second-to-last card in 2000 moves")


def test_cc10_a_window_opened_behind_the_look_screen_starts_its_three_seconds_on_resume() -> None:
    """CC-10 at one screen: while the window is not on screen (the driver is paused by the screen
    that calls everyone to look) no second of it runs, however long that takes; shown, it gets its
    full 3 seconds, and the referee closes it only after them, logged as "time is up"."""

    async def scenario() -> None:
        clock = FakeClock()
        match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=5)
        owner, play = to_second_to_last_play(match)
        driver = MatchDriver(match, clock=clock)

        def look_first(change: Change) -> None:  # as the table does when a shared window opens
            if change.kind == "act" and match.state.window >= 0:
                driver.pause()

        driver.watch(look_first)
        driver.start()
        assert driver.submit(owner, play) is None
        assert match.state.window == owner and driver.paused
        clock.advance(30.0)  # everyone is still coming to the screen
        await spin()
        assert match.state.window == owner, "the window closed while nobody could see it (CC-10)"
        driver.resume()  # the window is on screen now
        assert driver.remaining() == CALL_WINDOW_SECONDS  # CC-10: all 3 seconds
        clock.advance(CALL_WINDOW_SECONDS - 0.1)
        await spin()
        assert match.state.window == owner  # still open: the other person may still catch (CC-11)
        clock.advance(0.2)
        await spin()
        assert match.state.window < 0 and match.record.actions[-1][0] == REFEREE
        closed = next(e for e in reversed(match.events) if e.kind == "window_closed")
        assert closed.data == ("time",)  # CC-10: the time ran out with no call and no catch

    asyncio.run(scenario())


def test_cc10_a_call_in_time_closes_the_window_without_the_time_being_up() -> None:
    """CC-10: the owner's call inside the window closes it, and that close does not say the time
    ran out (play-through 9, de: "Die Zeit zum Ansagen ist um" followed a call made in time)."""
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    owner, play = to_second_to_last_play(match)
    match.act(owner, play)
    events = match.act(owner, next(a for a in match.legal(owner) if a.kind == CALL))
    assert [e.kind for e in events] == ["call", "window_closed"]
    assert events[-1].data != ("time",)
    for lang in ("de", "en", "zh"):
        line = GAME.event_text(events[-1], lang)
        assert line != GAME.event_text(events[-1]._replace(data=("time",)), lang), lang
