"""Play-through 17, en 2 (seen twice): a game started from the launcher with Ctrl+S or ⏎ and → pressed
at once: the first → did nothing (the table had no focus yet), and after Ctrl+S it even reached the
launcher and changed the game that then started. The keys here arrive as a terminal sends them, one
right behind the other, with no pause for the app in between."""

from __future__ import annotations

from importlib import import_module
from typing import Any

import pytest
from textual import events
from tui_helpers import settle, sync

from chemcards.core import registry
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings
from chemcards.tui.table import TableScreen

GAMES = ["chemie-kartenspiel", "chemis", "color-clash", "metallurgie"]


def _mover(game: str) -> type:
    """The widget whose ``action_move`` moves the cursor (Color Clash's hand, the others' board)."""
    if game == "color-clash":
        from chemcards.games.color_clash.board import HandView

        return HandView
    board = registry.get_game(game).board
    module, _, name = board.partition(":")
    return getattr(import_module(module), name)  # type: ignore[no-any-return]


async def _burst(game: str, keys: list[str]) -> str:
    """The game on the table after ``keys`` were sent in one burst from the launcher (posted as
    the terminal driver does: nothing of the app runs between them)."""
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant", game=game), clock=FakeClock(),
                       remember=False, games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, LauncherScreen) and app.screen.loaded and app.screen.query("#start"):
                break
        for key in keys:
            app.post_message(events.Key(key, "\r" if key == "enter" else None))
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        return table.game.id


@pytest.mark.parametrize("start", ["ctrl+s", "enter"])
@pytest.mark.parametrize("game", GAMES)
@sync
async def test_pt17_en2_first_right_after_the_start_moves_the_cursor(game: str, start: str,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    mover = _mover(game)
    moves: list[tuple[Any, Any]] = []
    move = mover.action_move

    def recorded(self: Any, step: Any) -> None:
        before = self.cursor
        move(self, step)
        moves.append((before, self.cursor))

    monkeypatch.setattr(mover, "action_move", recorded)
    started = await _burst(game, [start, "right"])
    assert started == game, "the → after the start reached the launcher and changed the game"
    assert len(moves) == 1, "the first → after the start did not reach the board"
    before, after = moves[0]
    assert after != before, "the first → after the start left the cursor where it was"
