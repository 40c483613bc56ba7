"""Issue 5 "done when": a person plays a 3-player game against two computers to the end at 80×24,
in the real app, with the keys the board offers."""

from __future__ import annotations

import asyncio

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.board import MetallurgieBoard
from chemcards.games.metallurgie.state import PLACING, REMOVING, REVEALED, START
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.settle import MOVE_SETTLE


def keys_for(match: Match) -> list[str]:
    """What a plain person presses: score when offered, else lay the first card that fits, else gamble."""
    kinds = {a.kind for a in match.legal(0)}
    phase = match.state.phase
    if "score" in kinds:
        return ["s"]
    if phase in (REMOVING, REVEALED):
        return ["n", "enter"]
    if phase == START:
        hand = sorted(match.state.hands[0])
        placeable = {a.metal for a in match.legal(0) if a.kind == "place"}
        for i, metal in enumerate(hand):
            if metal in placeable:
                return [str(i + 1), "n", "enter"]
        return ["r"] if "reveal" in kinds else ["p"]
    assert phase == PLACING or "end" in kinds
    return ["e"]


async def play_to_the_end(seed: int) -> Match:
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=seed)
    app = ChemcardsApp(match=match, settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME})
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):
            for _ in range(200):
                await pilot.pause()
                await app.workers.wait_for_complete()
                table = app.table
                if table is None or not table.busy:
                    break
            if match.outcome() is not None:
                break
            if match.to_act() != (0,):
                continue
            board = app.screen.query_one(MetallurgieBoard)
            assert board.size.width >= 40 and board.size.height >= 18
            before = len(match.record.actions)
            app.clock.advance(MOVE_SETTLE)  # a person's next key after their move (tui/settle.py)
            await pilot.press(*keys_for(match))
            await pilot.pause()
            assert len(match.record.actions) > before, "the keys did nothing"
        assert match.outcome() is not None
    return match


def test_a_person_plays_a_whole_three_player_game_against_two_computers() -> None:
    match = asyncio.run(play_to_the_end(seed=4))
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == 3
    assert any(seat == 0 for seat, _ in match.record.actions)
    assert any(seat == 1 for seat, _ in match.record.actions)
