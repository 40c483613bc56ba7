"""Play-through 18, zh 2 (CC-10, CC-11, CC-14): at computer speed "instant" a hard computer caught a
person 0.8 s after their "Last card!" window was shown, before they could press `l`. A person's own
window now has a floor (``PERSON_CALL_FLOOR``, decided: half of the 3 seconds) before which no
computer acts, whatever its level and the speed setting; a computer's own window has none."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from cc_rig import act, rig

from chemcards.core.clock import FakeClock
from chemcards.core.driver import MatchDriver, inline_thinker
from chemcards.core.match import Match
from chemcards.core.protocol import REACTION_DELAY, Event
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.game import CALL_WINDOW_SECONDS, PERSON_CALL_FLOOR


class Catcher:
    """A computer that catches whenever it may (else its first legal action)."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return next((a for a in legal if str(a).startswith(("catch", "call"))), legal[0])

    def observe(self, events: Sequence[Event]) -> None:
        return None


def _catcher(game: Any, seat: int, level: str, rng: Rng) -> Catcher:
    return Catcher()


async def _spin() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


def _window_match(seats: list[Seat], owner: int) -> Match:
    """``owner`` plays their second-to-last card without calling: their window is open (CC-10)."""
    match = Match(GAME, seats, seed=1)
    hands = [["B2", "B4", "R1"] for _ in seats]
    hands[owner] = ["B7", "Y2"]
    state = rig(hands, "B5", current=owner)
    state.seats = list(seats)
    act(state, owner, "play B7")
    match.state = state
    return match


def test_pt18_zh2_a_hard_computer_does_not_catch_a_person_before_the_floor_at_instant_speed() -> None:
    assert REACTION_DELAY["hard"][0] < PERSON_CALL_FLOOR < CALL_WINDOW_SECONDS  # the floor matters

    async def scenario() -> None:
        clock = FakeClock()
        match = _window_match([Seat("Ann"), Seat("Bohr", "computer", "hard")], owner=0)
        driver = MatchDriver(match, clock=clock, make_bot=_catcher, thinker=inline_thinker, pace=0.0)
        driver.start()
        await _spin()
        clock.advance(PERSON_CALL_FLOOR - 0.05)
        await _spin()
        assert match.view(None).phase == "window", "a computer caught the person before they could react"
        assert driver.submit(0, GAME.parse_action("call")) is None  # the person's call still counts
        driver.stop()

    asyncio.run(scenario())


def test_pt18_zh2_the_computer_still_catches_a_person_who_does_not_call_within_the_window() -> None:
    async def scenario() -> None:
        clock = FakeClock()
        match = _window_match([Seat("Ann"), Seat("Bohr", "computer", "hard")], owner=0)
        driver = MatchDriver(match, clock=clock, make_bot=_catcher, thinker=inline_thinker, pace=0.0)
        driver.start()
        await _spin()
        clock.advance(PERSON_CALL_FLOOR + 0.05)
        await _spin()
        assert match.view(None).phase != "window"
        assert any(e.kind == "catch" and e.seat == 1 for e in match.events)  # CC-11
        driver.stop()

    asyncio.run(scenario())


def test_pt18_zh2_a_computers_own_window_has_no_floor() -> None:
    match = _window_match([Seat("Curie", "computer", "hard"), Seat("Ann")], owner=0)
    assert GAME.reaction_floor(match.view(None)) == 0.0
    person = _window_match([Seat("Curie", "computer", "hard"), Seat("Ann")], owner=1)
    assert GAME.reaction_floor(person.view(None)) == PERSON_CALL_FLOOR
