"""The launcher after play-through 16 (session 17, launch17): en 3 (⏎ on a focused "−"/"+"
started the game), de 2 (no marker on the focused choice; ↑ on the game row went round to Quit),
zh 12 (Color Clash's "all people out" option was lost on a restart). Each test names its finding."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets import Button
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core import registry
from chemcards.i18n import LANGS, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings, load_settings
from chemcards.tui.table import TableScreen
from chemcards.tui.widgets import Cycler


def _app(lang: str = "en", game: str = "color-clash") -> ChemcardsApp:
    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                        remember=False, games=registry.games)


async def _launcher(pilot: Any) -> LauncherScreen:
    app = pilot.app
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(app.screen, LauncherScreen) and app.screen.loaded and app.screen.query("#start"):
            break
    await pilot.pause()
    assert isinstance(app.screen, LauncherScreen)
    return app.screen


async def _until(pilot: Any, what: Any, rounds: int = 200) -> None:
    for _ in range(rounds):
        await pilot.pause(0.05)
        if what():
            return
    raise AssertionError("never happened")


def _focused(app: ChemcardsApp) -> str:
    return app.focused.id if app.focused is not None and app.focused.id else ""


# -- en 3: ⏎ presses a focused button ---------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt16_en3_enter_presses_a_focused_plus_or_minus(lang: str) -> None:
    """en 3: "−" was focused (reverse video), ⏎ started a game with four seats, twice. ⏎ presses
    the focused "−" and "+" as any focused button; Ctrl+S starts; the help line there says so."""
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        count = len(screen.seat_specs)
        screen.query_one("#remove-seat", Button).focus()
        await pilot.pause()
        hint = ui("launcher_hint_button", lang)
        assert hint in screen_text(app), "the help line on a button: ⏎ presses it"
        await pilot.press("enter")
        await _until(pilot, lambda: len(screen.seat_specs) == count - 1)
        assert isinstance(app.screen, LauncherScreen) and _focused(app) == "remove-seat"
        screen.query_one("#add-seat", Button).focus()
        await pilot.pause()
        await pilot.press("enter", "enter")
        await _until(pilot, lambda: len(screen.seat_specs) == count + 1)
        assert isinstance(app.screen, LauncherScreen)
        await pilot.press("ctrl+s")
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert len(app.screen.match.seats) == count + 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_pt16_en3_the_help_lines_say_what_enter_does_and_fit_80_columns(lang: str) -> None:
    """en 3: the general line said "Space presses +/−, ⏎ starts the game". Now: on a choice ⏎ or
    Ctrl+S starts; on a button ⏎ presses it. Each fits one line of the launcher at 80 columns."""
    general, button = ui("launcher_hint", lang), ui("launcher_hint_button", lang)
    assert "⏎" in general and "+S" in general and "+/−" not in general
    assert button.startswith("⏎") and "+S" in button
    assert max(cell_len(general), cell_len(button)) <= 78


# -- de 2: the focused row is marked in text ----------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt16_de2_every_focused_row_has_a_marker_in_text(lang: str) -> None:
    """de 2: only "+"/"−" and buttons showed the focus (reverse video); on a choice nothing did, and
    ←/→ changed a seat the tester had not meant. Every field of the form, focused, puts "▸" at the
    start of its row's line (a screen capture without colours shows it) and no other line has one;
    a focused choice shows its value in reverse video."""
    app = _app(lang, "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        chain = list(screen.focus_chain)
        assert len(chain) > 10
        for widget in chain:
            widget.focus()
            await pilot.pause()
            lines = screen_text(app).splitlines()
            marked = [n for n, line in enumerate(lines) if line.lstrip().startswith("▸")]
            assert len(marked) == 1, (widget.id, marked)
            row = next(a for a in widget.ancestors if a.has_class("row"))
            top = row.region.y
            assert top <= marked[0] < top + row.region.height, (widget.id, marked, row.region)
            if isinstance(widget, Cycler):
                spans = widget.render().spans
                assert any("reverse" in str(span.style) for span in spans), widget.id


@sync
async def test_pt16_de2_up_on_the_game_row_never_goes_round_to_quit() -> None:
    """de 2: the focus once sat on "Quit", where the next ⏎ would quit. ↑ on the first row (the
    game) went round to Quit; it stays on the game now (Tab still goes round, as Tab does)."""
    app = _app("de")
    async with app.run_test(size=(80, 24)) as pilot:
        await _launcher(pilot)
        assert _focused(app) == "game"
        await pilot.press("up")
        await pilot.pause()
        assert _focused(app) == "game"
        await pilot.press("enter")  # ⏎ on the game row starts the game, it never quits
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))


@sync
async def test_pt16_de2_new_game_from_the_result_focuses_the_game_row() -> None:
    """de 2: after "Neues Spiel (n)" from the result the focus sat on "Beenden". It lands on the
    game row, whose ⏎ starts the same table again."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.match import Match
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    seats = [Seat("Anna"), Seat("Curie", "computer", "hard")]
    match = Match(registry.get_game("metallurgie"), seats, {}, seed=11)
    bots = [make_bot(match.game, s, "medium", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    app = app_for(match, lang="de", games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("n")
        await _launcher(pilot)
        await pilot.pause()
        assert _focused(app) == "game"
        assert "▸ " + ui("game", "de") in screen_text(app)


# -- zh 12: each game's options are kept across restarts ----------------------------------------------
def _remembering_app(tmp_path: Path) -> ChemcardsApp:
    settings = load_settings(tmp_path / "settings.json")
    settings.lang, settings.speed = "zh", "instant"
    if not settings.game:
        settings.game = "color-clash"
    return ChemcardsApp(settings=settings, clock=FakeClock(), games=registry.games,
                        settings_path=tmp_path / "settings.json",
                        save_path=tmp_path / "saves" / "current.json", stats_path=tmp_path / "stats.json")


@sync
async def test_pt16_zh12_a_chosen_option_is_kept_across_restarts(tmp_path: Path) -> None:
    """zh 12: Color Clash "真人都出完后 ◀ 本局结束 ▶" was back at "电脑继续打" after Ctrl+Q and a
    restart, while the seats and the speed were kept. The options are kept in settings.json too,
    chosen and not started (another app on the same config dir shows them)."""
    app = _remembering_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        game = screen.game
        assert game is not None and game.id == "color-clash"
        index = next(i for i, o in enumerate(game.options()) if o.key == "people_out")
        cycler = screen.query_one(f"#opt-{index}", Cycler)
        assert screen.options()["people_out"] == "play_on"
        cycler.focus()
        await pilot.press("right")
        await pilot.pause()
        assert screen.options()["people_out"] == "end_round"
        chosen = screen.options()["people_out"]
    app = _remembering_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _launcher(pilot)
        assert screen.options()["people_out"] == chosen
        label = game.options()[index].choices[game.options()[index].values().index(chosen)].label("zh")
        assert label in screen_text(app)


def test_pt16_zh12_a_damaged_options_entry_gives_defaults(tmp_path: Path) -> None:
    """The options in settings.json are read strictly, like the rest: a wrong type gives defaults."""
    path = tmp_path / "settings.json"
    path.write_text('{"lang": "de", "options": {"color-clash": {"people_out": ["x"]}}}')
    assert load_settings(path).options == {}
    path.write_text('{"lang": "de", "options": {"color-clash": {"people_out": "round_ends"}}}')
    assert load_settings(path).options == {"color-clash": {"people_out": "round_ends"}}
