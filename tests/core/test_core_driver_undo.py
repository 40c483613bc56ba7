"""The match driver's undo and redo (issue 19): a person takes a move back at a live table, the
computers' thoughts in flight are dropped, and every subscriber gets the rewritten history at once
(``SeatUpdate.reset``), as its seat may see it."""

from __future__ import annotations

import asyncio

from chemcards.bots.levels import make_bot
from chemcards.core.clock import FakeClock
from chemcards.core.driver import MatchDriver, SeatUpdate, inline_thinker
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat


async def spin(turns: int = 40) -> None:
    for _ in range(turns):
        await asyncio.sleep(0)


def test_undo_at_a_live_table_goes_back_to_the_persons_decision_and_resets_the_log() -> None:
    """Issue 19: undo through the driver; the person's subscriber gets the shorter history whole."""

    async def scenario() -> None:
        game = get_game("metallurgie")
        match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=8)
        driver = MatchDriver(match, clock=FakeClock(), make_bot=make_bot, thinker=inline_thinker)
        updates: list[SeatUpdate] = []
        driver.subscribe(0, updates.append)
        driver.start()
        await spin()
        # the person plays until undo is possible at their turn (the computer answers meanwhile)
        for _ in range(60):
            if 0 in match.to_act() and match.can_undo(0):
                break
            if 0 in match.to_act():
                assert driver.submit(0, match.legal(0)[0]) is None
            await spin()
        assert match.can_undo(0)
        index = match.undo_point(0)
        assert index is not None
        before = len(match.record.actions)
        assert driver.undo(0) is None
        last = updates[-1]
        assert last.reset and last.events == tuple(e.seen_by(0) for e in match.events)
        assert len(match.steps) == index and 0 in last.to_act and last.legal
        assert match.record.actions[before][1].startswith("!undo ")
        assert driver.redo(0) is None and updates[-1].reset
        driver.stop()

    asyncio.run(scenario())


def test_a_computer_seat_cannot_be_undone_for_and_refusals_change_nothing() -> None:
    """Issue 19: undo is a person's; a refusal is one sentence and the match is untouched."""
    game = get_game("metallurgie")
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=8)
    driver = MatchDriver(match, make_bot=make_bot)
    refusal = driver.undo(1)
    assert refusal is not None and refusal.key == "undo_not_person"
    refusal = driver.undo(0)  # nothing played yet: nothing to undo (play-through 15, zh 6)
    assert refusal is not None and refusal.key == "undo_nothing"
    refusal = driver.redo(0)
    assert refusal is not None and refusal.key == "redo_none"
    assert match.record.actions == []


def test_a_closed_match_takes_nothing_back() -> None:
    """Like every submission, undo on a stopped driver is refused and changes nothing."""
    game = get_game("metallurgie")
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=8)
    match.act(0, match.legal(0)[0])
    driver = MatchDriver(match, make_bot=make_bot)
    driver.stop()
    refusal = driver.undo(0)
    assert refusal is not None and refusal.key == "match_closed"
    assert len(match.steps) == 1


def test_chemcards_replay_steps_through_a_record_with_an_undo(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 19: a saved game with "!undo N" / "!redo N" replays in a real `chemcards replay`."""
    import subprocess
    import sys

    from chemcards.core.rng import Rng

    game = get_game("metallurgie")
    path = tmp_path / "game.json"
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=8, autosave=path)
    rng = Rng(3)
    while not (0 in match.to_act() and match.can_undo(0)):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.act(seat, legal[rng.randbelow(len(legal))])
    taken = match.undo(0)
    match.redo(0)
    match.undo(0)
    match.act(0, match.legal(0)[-1])
    done = subprocess.run([sys.executable, "-m", "chemcards", "replay", str(path)], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert f"!undo {taken}" in done.stdout and f"!redo {taken}" in done.stdout
