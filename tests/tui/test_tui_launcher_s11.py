"""Issue 12, play-through 10: the launcher's first focus, its level column and the seat labels
(session 11). Each test names the finding it guards."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from tui_helpers import cell_slice, screen_text, sync

from chemcards.core import registry
from chemcards.i18n import LANGS, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.table import TableScreen
from chemcards.tui.widgets import Cycler


def launcher(lang: str = "en", game: str = "color-clash", *, lazy: bool = False) -> ChemcardsApp:
    """The launcher; ``lazy``: the engines imported in the launcher's worker, as a person starts it."""
    if lazy:
        return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                            remember=False)
    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                        remember=False, games=registry.games)


async def loaded(pilot: Any) -> None:
    app = pilot.app
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if getattr(app.screen, "loaded", False) and app.screen.query("#start"):
            break
    await pilot.pause()


# -- finding 1: the first focus is on the game chooser ------------------------------------------
@pytest.mark.parametrize("lazy", [False, True], ids=["games-given", "engines-in-worker"])
@sync
async def test_the_launcher_opens_on_the_game_chooser_and_arrows_change_the_game(lazy: bool) -> None:
    """Play-through 10, launcher 1: focus was on Start, where ←/→ did nothing; a newcomer chooses
    the game first."""
    app = launcher(lazy=lazy)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert isinstance(app.focused, Cycler) and app.focused.id == "game", app.focused
        before = app.screen.game_id  # type: ignore[attr-defined]
        await pilot.press("right")
        await loaded(pilot)
        assert app.screen.game_id != before  # type: ignore[attr-defined]
        assert app.focused is not None and app.focused.id == "game"


@sync
async def test_enter_on_the_game_chooser_starts_the_game() -> None:
    """Play-through 10, launcher 1: Enter still starts the game from where the launcher opens, as
    it did when the focus was on Start; the hint under the form says so."""
    app = launcher("de")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert "⏎" in ui("launcher_hint", "de") and ui("launcher_hint", "de") in screen_text(app)
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, TableScreen):
                break
        assert isinstance(app.screen, TableScreen)
        assert app.screen.match.game.id == "color-clash"


# -- finding 2: the level column shows every level whole -----------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_every_level_fits_the_level_column_at_80x24(lang: str) -> None:
    """Play-through 10, launcher 2: "◀ max · 5 s" was cut without "…" at 80×24 (de). Every level
    shows whole, arrows included, in every language."""
    app = launcher(lang, "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        level = app.screen.query_one("#level-1", Cycler)
        for _ in level.choices:
            label = level.choices[level.index][0]
            assert cell_len(f"◀ {label} ▶") <= level.content_region.width, (lang, label)
            line = screen_text(app).splitlines()[level.region.y]
            assert f"◀ {label} ▶" in line, (lang, line)
            level.focus()
            await pilot.press("right")
            await pilot.pause()


@sync
async def test_a_cycler_too_narrow_for_its_choice_ends_it_in_an_ellipsis() -> None:
    """Play-through 10, launcher 2: nothing is cut without "…" (a narrow browser window)."""
    app = launcher("de", "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        level = app.screen.query_one("#level-1", Cycler)
        level.styles.width = 10
        level.value = "strongest"
        await pilot.pause()
        line = screen_text(app).splitlines()[level.region.y]
        cell = cell_slice(line, level.region.x, level.region.x + level.region.width)
        assert "…" in cell and cell.rstrip().endswith("▶"), cell


# -- finding 3: one name per seat in every game --------------------------------------------------
GAMES = ("color-clash", "chemie-kartenspiel", "chemis", "metallurgie")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_an_unnamed_seat_is_the_launchers_default_name_in_every_game(game_id: str, lang: str) -> None:
    """Play-through 10, launcher 3: one seat was "Platz 2" (Chemie-Kartenspiel), "Spieler 2"
    (Color Clash, Metallurgie) and "#1" (CHEMIS, counted from 0) where a log had no names. Every
    game now says what the launcher calls that row: "Spieler 2" / "Player 2" / "玩家2"."""
    import re

    from chemcards.core.match import Match
    from chemcards.core.protocol import REFEREE
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")],
                  {}, seed=3)
    rng = Rng(103)
    for _ in range(120):
        if match.outcome() is not None:
            break
        acting = [s for s in match.to_act() if s != REFEREE]
        seat = acting[rng.randbelow(len(acting))] if acting else REFEREE
        match.act(seat, game.rollout_action(match.state, seat, match.legal(seat), rng))
    lines = [game.event_text(e.seen_by(None), lang) for e in match.events
             if e.seat is not None and e.seat >= 0]
    text = "\n".join(lines)
    assert any(ui("default_person", lang, n=n) in text for n in (1, 2, 3)), text[:400]
    for other in (r"#\d", r"\bSeat \d", r"\bPlatz \d(?!\))", r"\d 号位"):
        # "raus (Platz 2)" is a finishing place in Color Clash, not a seat
        assert not re.search(other, text.replace(", raus auf Platz", "")), (other, text[:400])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_every_games_table_and_log_call_a_seat_by_its_launcher_name(game_id: str, lang: str) -> None:
    """Play-through 10, launcher 3: from the launcher to the table, each seat is the launcher's
    name (a person's "Spieler 1", the computers' chemists), a computer marked " [Computer]" /
    "（电脑）" in the seats panel; no game numbers a named seat in its log."""
    import re

    from tui_helpers import settle

    from chemcards.i18n import computer_mark

    app = launcher(lang, game_id)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        launcher_screen = app.screen
        names = [spec.name for spec in launcher_screen.seat_specs]  # type: ignore[attr-defined]
        computers = [spec.computer for spec in launcher_screen.seat_specs]  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        table = app.table
        assert table is not None
        assert [s.name for s in table.match.seats] == names
        text = screen_text(app)
        for name, computer in zip(names, computers, strict=True):
            shown = name + computer_mark(lang) if computer else name
            assert shown in text, (shown, text)
        log = "\n".join(table.match.game.event_text(e.seen_by(0), lang, names=names, viewer=0)
                        for e in table.match.events)
        for n in range(2, len(names) + 1):
            assert ui("default_person", lang, n=n) not in log, log
        assert not re.search(r"#\d|\bSeat \d|\d 号位", log), log

