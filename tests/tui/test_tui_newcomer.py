"""What a newcomer tripped over in the app shell (issue 12, points 2, 3, 5, 6, 8, 9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tui_helpers import region_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings


def table_app(seats: list[Seat], *, lang: str = "en", speed: str = "instant",
              settings_path: Path | None = None, seed: int = 5) -> ChemcardsApp:
    match = Match(CC, seats, {}, seed=seed)
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed=speed), clock=FakeClock(),
                        settings_path=settings_path, remember=settings_path is not None,
                        games=lambda: {CC.id: CC})


@sync
async def test_plus_is_faster_and_minus_slower_and_the_file_says_so(tmp_path: Path) -> None:
    """Point 2: ``+`` ("Faster") shortens the computers' pause and stores the faster speed."""
    path = tmp_path / "settings.json"
    app = table_app([Seat("Ann"), Seat("Cpu", "computer", "easy")], speed="normal", settings_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.settings.pause
        await pilot.press("plus")
        assert app.settings.speed == "fast" and app.settings.pause < before
        assert json.loads(path.read_text(encoding="utf-8"))["speed"] == "fast"
        await pilot.press("minus", "minus")
        assert app.settings.speed == "slow"
        assert json.loads(path.read_text(encoding="utf-8"))["speed"] == "slow"


@pytest.mark.parametrize("game_id", ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"])
@sync
async def test_every_seat_is_visible_at_80x24_with_the_most_seats(game_id: str) -> None:
    """Point 3: with a game's most seats (six; Metallurgie four) at 80×24, in de, en and zh, every
    seat's name shows in the seats panel; an entry cut short ends in a visible "…"."""
    game = registry.games()[game_id]
    names = ["Ann", "Bob", "Cleo", "Dora", "Emil", "Finn"][:game.max_players]
    seats = [Seat(names[0])] + [Seat(n, "computer", "medium") for n in names[1:]]
    for lang in ("en", "de", "zh"):
        app = ChemcardsApp(match=Match(game, seats, {}, seed=5),
                           settings=Settings(lang=lang, speed="instant"),
                           clock=FakeClock(), remember=False, games=lambda: {game.id: game})
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            panel = table_of(app).query_one("#seats").region
            lines = region_text(app, panel)
            for name in names:
                assert any(name in line for line in lines), (lang, name, "\n".join(lines))
