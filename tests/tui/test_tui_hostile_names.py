"""Issue 13, point 7: a seat's name is shown as typed on every screen, never read as markup.

A name such as ``[/]`` or ``[bold red]`` is what a person may type; it must neither crash a screen
(Rich's ``MarkupError``) nor restyle it. Every game is played a few turns with such names, through
the curtain (CHEMIS shows identities after it), the board and the log.
"""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat

HOSTILE = ("[/]", "[bold red]x", "a[/b]")


@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_markup_in_names_is_shown_as_typed_on_every_game_screen(game_id: str) -> None:
    game = games()[game_id]
    seats = [Seat(HOSTILE[0]), Seat(HOSTILE[1])]
    match = Match(game, seats, {}, seed=3)
    app = app_for(match)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        for _ in range(3):  # through the curtain and a few screens, as a person would
            await pilot.press("enter")
            await settle(pilot)
            text = screen_text(app)
        assert app.is_running
        assert "[/]" in text or "[bold red]x" in text


@sync
async def test_the_chemis_fate_screen_shows_names_and_cards_as_they_are() -> None:
    """CHEMIS's report of a death quotes names and log lines with cards such as ``[CO3]``."""
    from textual.app import App

    from chemcards.games.chemis.board import FateScreen

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(FateScreen("[/] died", ["[/] draws 2 (Filter, [CO3])", "\x1b[2J"], "en"))

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)  # type: ignore[arg-type]
        assert "[/] died" in text and "(Filter, [CO3])" in text and "\x1b" not in text
        lines = text.splitlines()
        story = next(i for i, line in enumerate(lines) if "(Filter, [CO3])" in line)
        assert "?[2J" in lines[story + 1]  # one log line per line, the escape defused
