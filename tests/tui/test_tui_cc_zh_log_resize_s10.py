"""Color Clash's log in Chinese keeps no old line breaks after a resize (play-through 9, zh at
160×48: the log kept its 80-column breaks; session 9 re-wraps the log on a resize, checked here for
Color Clash in zh, where a line breaks between characters, not at spaces). After 80×24 → 160×48 the
screen is the one a start at 160×48 draws, and back at 80×24 the one a start at 80×24 draws."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from tui_helpers import app_for, region_text, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME

NAMES = ["小明", "欧阳诸葛长名字", "居里夫人", "门捷列夫"]


def played_match() -> Match:
    """Forty random legal moves, then the person's turn: a log with lines long enough to wrap."""
    match = Match(GAME, [Seat(NAMES[0])] + [Seat(n, "computer", "medium") for n in NAMES[1:]], {}, seed=5)
    rng = Rng(5)
    moves = 0
    while match.outcome() is None and (moves < 40 or match.to_act() != (0,)):
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
        moves += 1
    assert match.outcome() is None
    return match


async def screens(sizes: list[tuple[int, int]]) -> tuple[list[str], Any]:
    app = app_for(played_match(), lang="zh")
    async with app.run_test(size=sizes[0]) as pilot:
        await settle(pilot)
        await pilot.pause()
        for size in sizes[1:]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.pause()
        log = region_text(app, app.screen.query_one("#log").region)
        return screen_text(app).splitlines(), log


@sync
async def test_zh_color_clash_log_is_wrapped_again_for_every_new_size() -> None:
    small, small_log = await screens([(80, 24)])
    width = len(small_log[0])  # the log panel's cells at 80x24 (its border row)
    events = [GAME.event_text(e.seen_by(0), "zh", names=NAMES, viewer=0) for e in played_match().events[-8:]]
    assert any(cell_len(text) > width - 2 for text in events), (
        "no log line is long enough to wrap at 80x24: the test would prove nothing"
    )
    grown, _ = await screens([(80, 24), (160, 48)])
    assert grown == (await screens([(160, 48)]))[0]
    back, _ = await screens([(80, 24), (160, 48), (80, 24)])
    assert back == small
