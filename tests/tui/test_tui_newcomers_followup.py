"""What two newcomers tripped over at 80×24 (CHEMIS in Chinese, Das Chemie-Kartenspiel in German),
checked on the screens they saw."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.tui.outcome import OutcomeScreen


def finished(game_id: str, seed: int = 11) -> Match:
    """A seeded game played to its end by two easy computers, looked at from seat 0's screen."""
    game = get_game(game_id)
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    options = {"hp": 1} if game_id == "chemis" else {}
    match = Match(game, seats, options, seed=seed)
    bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]
    for _ in range(20_000):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        if seat < 0:  # the referee (a timer's end): what it may do
            match.act(seat, match.legal(seat)[0])
            continue
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    assert match.outcome() is not None
    return match


@pytest.mark.parametrize("game_id", ["chemis", "color-clash", "metallurgie", "chemie-kartenspiel"])
@sync
async def test_game_over_is_said_once_on_the_final_table(game_id: str) -> None:
    """CH-12 / CC-26 / MT-14 / CK-10 (game over): a newcomer read "游戏结束：玩家1 获胜" twice above the
    result dialog — the status line and the board's own line. The final table says it once
    (Metallurgie's key row keeps its short "the game is over" in place of keys: it names no winner)."""
    match = finished(game_id)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("v")
        await settle(pilot)
        assert app.screen is table_of(app)
        table = table_of(app)
        status = str(match.game.status_text(match.view(table.viewer), "zh")).strip()
        lines = [line.strip(" │") for line in screen_text(app).splitlines()
                 if not line.lstrip().startswith("▌")]  # the notice "press Esc to see the result"
        over = [line for line in lines if status in line]
        assert len(over) == 1, over
