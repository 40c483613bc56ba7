"""Issue 12, play-through 11: the launcher and the Online screen (session 12, launcher12).

Each test names the tester's finding it guards: en #4, en #6, de #14, zh #2, zh #13.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.widgets import Button, Input, Label, Select
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.bots.levels import make_bot
from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import LANGS, tr, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.lesson import GuidedTable
from chemcards.tui.notice import NoticeLine
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings
from chemcards.tui.table import TableScreen
from chemcards.tui.widgets import Cycler


def launcher(lang: str = "en", game: str = "color-clash", *, lazy: bool = False) -> ChemcardsApp:
    """The launcher; ``lazy``: each engine imported when chosen, as a person starts the app."""
    settings = Settings(lang=lang, speed="instant", game=game)
    if lazy:
        return ChemcardsApp(settings=settings, clock=FakeClock(), remember=False)
    return ChemcardsApp(settings=settings, clock=FakeClock(), remember=False, games=registry.games)


async def loaded(pilot: Any) -> LauncherScreen:
    app = pilot.app
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(app.screen, LauncherScreen) and app.screen.loaded and app.screen.query("#start"):
            break
    await pilot.pause()
    assert isinstance(app.screen, LauncherScreen)
    return app.screen


async def until(pilot: Any, what: Any, rounds: int = 200) -> None:
    """Wait for ``what`` up to about ten seconds of the app's time (a loaded machine is slow: a
    bare ``pause()`` a round was over in milliseconds and missed a notice shown a moment later)."""
    for _ in range(rounds):
        await pilot.pause(0.05)
        if what():
            return
    raise AssertionError("never happened")


def form(screen: LauncherScreen) -> tuple[Any, ...]:
    """What the launcher sets up: game, seats (name, kind, level), options, aids."""
    return (screen.game_id, [(s.name, s.computer, s.level) for s in screen.seat_specs], screen.options(),
            screen.aids)


async def fill_in(pilot: Any, screen: LauncherScreen) -> tuple[Any, ...]:
    """A table a person set up: two seats, their own name, a hard computer, an option changed."""
    while len(screen.seat_specs) > 2:
        screen.query_one("#remove-seat", Button).press()
        await pilot.pause()
    screen.query_one("#name-0", Input).value = "Ann"
    await pilot.pause()
    screen.query_one("#level-1", Cycler).value = "hard"
    await pilot.pause()
    screen.query_one("#opt-0", Cycler).action_step(1)
    await pilot.pause()
    before = form(screen)
    assert before[1] == [("Ann", False, "medium"), (screen.seat_specs[1].name, True, "hard")], before
    return before


# -- en #6, de #14: the launcher forgets -----------------------------------------------------------
@sync
async def test_pt11_en6_ctrl_p_new_game_brings_the_launcher_back_as_it_was() -> None:
    """en #6: Ctrl+P "New game" → y reset the launcher to four seats, "Player 1" and the default
    options, while "n New game" on the result kept them. One behaviour on every path."""
    app = launcher("en", "metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        before = await fill_in(pilot, await loaded(pilot))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await settle(pilot)
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        screen = await loaded(pilot)
        assert form(screen) == before


@pytest.mark.parametrize("game_id", ["metallurgie", "chemie-kartenspiel"])
@sync
async def test_pt11_de14_leaving_a_lesson_brings_the_launcher_back_as_it_was(game_id: str) -> None:
    """de 14: after the Metallurgie lesson the launcher showed CHEMIS, after the CK lesson Color
    Clash, with four default seats. It comes back with the game and the table set up before."""
    app = launcher("de", game_id)
    async with app.run_test(size=(80, 24)) as pilot:
        before = await fill_in(pilot, await loaded(pilot))
        app.screen.query_one("#learn", Button).press()
        await until(pilot, lambda: isinstance(app.screen, GuidedTable))
        await settle(pilot)
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        screen = await loaded(pilot)
        assert form(screen) == before


def finished_match() -> Match:
    seats = [Seat("Ann"), Seat("Curie", "computer", "hard")]
    match = Match(registry.get_game("metallurgie"), seats, {}, seed=11)
    bots = [make_bot(match.game, s, "medium", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@sync
async def test_pt11_en6_the_results_new_game_and_ctrl_p_bring_the_same_table() -> None:
    """en #6: "n New game" on the result and Ctrl+P "New game" open the same launcher."""
    match = finished_match()
    app = app_for(match, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("n")
        first = form(await loaded(pilot))
        assert first[0] == "metallurgie" and first[1] == [("Ann", False, "medium"), ("Curie", True, "hard")]
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await settle(pilot)
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        assert form(await loaded(pilot)) == first


@sync
async def test_pt11_de14_choosing_another_game_keeps_the_seats() -> None:
    """de 14: changing the game reset the seats to four; the count stays within the game's limits."""
    app = launcher("de", "metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        await fill_in(pilot, screen)
        seats = [(s.name, s.computer, s.level) for s in screen.seat_specs]
        screen.query_one("#game", Cycler).focus()
        await pilot.press("right")
        await until(pilot, lambda: screen.game_id != "metallurgie" and screen.loaded)
        await pilot.pause()
        assert [(s.name, s.computer, s.level) for s in screen.seat_specs] == seats


# -- en #4: the game's name and its options change together --------------------------------------
@sync
async def test_pt11_en4_the_game_name_never_shows_over_another_games_options() -> None:
    """en #4: "Game ◀ Metallurgie ▶" stood over Color Clash's options for 1–2 s while the engine
    was imported. Whenever a game is loaded, the chooser still shows the game whose options are
    on screen; afterwards both show the new one."""
    app = launcher("en", "color-clash", lazy=True)
    seen: list[tuple[str, str | None]] = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        load = app.load_game

        def watched(game_id: str) -> Any:
            shown = app.screen.query_one("#game", Cycler).value
            # the game whose options are on screen now, the new one not loaded yet
            on_screen = screen.game
            seen.append((shown, on_screen.id if on_screen is not None else None))
            return load(game_id)

        app.load_game = watched  # type: ignore[method-assign]
        for _ in range(3):
            await pilot.press("right")
            await loaded(pilot)
            assert app.screen.query_one("#game", Cycler).value == screen.game_id
            labels = [w.render().plain for w in screen.query(".field")]  # type: ignore[attr-defined]
            game = screen.game
            assert game is not None
            owned = screen.extension.owns if screen.extension is not None else frozenset()
            for opt in game.options():
                if opt.key in owned:
                    continue
                assert opt.label("en") in labels, (opt.label("en"), labels)
    assert seen and all(shown == chosen for shown, chosen in seen), seen


@sync
async def test_pt11_en4_two_quick_steps_of_a_deferred_choice_go_two_on() -> None:
    """A choice that waits for the screen to redraw (the game, the language) still goes one
    step per key when two keys come before the redraw."""
    from textual.app import App, ComposeResult

    asked: list[str] = []

    class One(App[None]):
        def compose(self) -> ComposeResult:
            yield Cycler([("a", "a"), ("b", "b"), ("c", "c")], "a", deferred=True)

        def on_cycler_changed(self, event: Cycler.Changed) -> None:
            asked.append(event.value)

    app = One()
    async with app.run_test() as pilot:
        cycler = app.query_one(Cycler)
        cycler.action_step(1)
        cycler.action_step(1)
        await pilot.pause()
        assert asked == ["b", "c"]
        assert cycler.value == "a"  # shown unchanged until the screen redraws it


# -- de #14: ⏎ on − / Space -----------------------------------------------------------------------
@sync
async def test_pt11_de14_space_presses_the_seat_buttons_and_the_help_line_says_what_enter_does() -> None:
    """de 14: the help line says "⏎ startet das Spiel", but ⏎ on "−" removed a seat and Space did
    nothing. Space presses + and −, and the help line says what ⏎ does where the focus is. (⏎ on
    them started the game from session 12 to 16; since play-through 16, en 3, it presses them as
    any focused button, and Ctrl+S starts: tests/tui/test_tui_launcher_pt16.py.)"""
    app = launcher("de", "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        hint = ui("launcher_hint", "de")
        assert "⏎" in hint and hint in screen_text(app)
        count = len(screen.seat_specs)
        screen.query_one("#remove-seat", Button).focus()
        await pilot.pause()
        assert ui("launcher_hint_button", "de") in screen_text(app)
        await pilot.press("space")
        await until(pilot, lambda: len(screen.seat_specs) == count - 1)
        assert app.focused is not None and app.focused.id == "remove-seat"
        await pilot.press("space")
        await until(pilot, lambda: len(screen.seat_specs) == count - 2)
        app.screen.query_one("#add-seat", Button).focus()
        await pilot.press("space")
        await until(pilot, lambda: len(screen.seat_specs) == count - 1)
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert len(app.screen.match.seats) == count - 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt11_de14_every_launcher_hint_fits_one_line_at_80_columns(lang: str) -> None:
    app = launcher(lang, "chemie-kartenspiel")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert ui("launcher_hint", lang) in screen_text(app)


# -- de #14: the language choice is not on the Tab path -----------------------------------------
@sync
async def test_pt11_de14_tab_never_reaches_the_language_choice() -> None:
    """de 14: the language choice was on the Tab path; one ← while tabbing turned the screen
    Chinese. Tab and Shift+Tab go round the form without it; Ctrl+T and a click still switch."""
    app = launcher("de", "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        for key in ["tab"] * 30 + ["shift+tab"] * 30:
            await pilot.press(key)
            assert app.focused is not None and app.focused.id != "lang"
        await pilot.press("left")
        assert app.settings.lang == "de"
        await pilot.press("ctrl+t")
        await until(pilot, lambda: app.settings.lang != "de")
        lang = app.settings.lang
        await pilot.click("#lang", offset=(6, 0))
        await until(pilot, lambda: app.settings.lang != lang)


# -- de #14: names typed quickly after ⌫ -----------------------------------------------------------
async def type_fast(app: ChemcardsApp, keys: list[str]) -> None:
    """Keys as a terminal delivers a quick typist's: all queued before the app handles the first."""
    for key in keys:
        char = key if len(key) == 1 else None
        app.post_message(events.Key(key, char))


@sync
async def test_pt11_de14_names_typed_quickly_after_backspace_are_kept() -> None:
    """de 14: after ⌫ in the name fields and quickly typed names both fields stayed empty: the
    letters went in first, the ⌫ (a binding, run only after the key travelled up to the app)
    afterwards and deleted them. Letters typed after a Tab went into the field left, too."""
    app = launcher("de", "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        screen.query_one("#kind-1", Cycler).value = "human"
        await pilot.pause()
        screen.query_one("#add-seat", Button).focus()
        await pilot.pause()
        # from +: − and the first name; its kind, the second name (a person's level is no field)
        keys = (["tab"] * 2 + ["backspace"] * 12 + list("Anna")
                + ["tab", "tab"] + ["backspace"] * 12 + list("Ben"))
        await type_fast(app, keys)
        for _ in range(20):
            await pilot.pause()
        assert screen.query_one("#name-0", Input).value == "Anna"
        assert screen.query_one("#name-1", Input).value == "Ben"
        assert [s.name for s in screen.seat_specs[:2]] == ["Anna", "Ben"]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt11_de14_an_empty_name_starts_as_the_fallback_name_and_says_so(lang: str) -> None:
    """de 14: an empty name never becomes an empty seat; the table says which name it got."""
    app = launcher(lang, "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        screen.query_one("#name-0", Input).value = ""
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        name = ui("default_person", lang, n=1)
        assert table.match.seats[0].name == name
        line = table.query_one(NoticeLine)
        await until(pilot, lambda: line.message is not None)
        assert line.message == ui("seat_name_fallback", lang, n=1, name=name)


# -- de #14: the off choice ----------------------------------------------------------------------
def test_pt11_de14_an_options_off_choice_reads_the_same_in_every_game() -> None:
    """de 14: „Zeit pro Zug ◀ Aus ▶“ but „Teams ◀ aus ▶“; English had "Off" beside "off". One
    form per language (Chinese says 关闭, and for teams 不组队, "no teams", which is not "off")."""
    forms: dict[str, set[str]] = {"de": set(), "en": set()}
    for game in registry.games().values():
        for opt in game.options():
            for choice in opt.choices:
                if choice.label("en").lower() == "off":
                    for lang in forms:
                        forms[lang].add(choice.label(lang))
    assert forms == {"de": {"aus"}, "en": {"off"}}


# -- de #14: every launcher button is in the command palette --------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt11_de14_every_launcher_button_is_a_palette_command(lang: str, private_dirs: Any) -> None:
    """de 14: „Spielen lernen“ was not in the Ctrl+P palette („lernen“ → „Nichts gefunden“)."""
    app = launcher(lang, "metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        titles = {c.title for c in app.get_system_commands(screen)}
        buttons = [b for b in screen.query(Button) if b.id not in ("add-seat", "remove-seat")]
        assert buttons
        for button in buttons:
            label = str(button.label)
            assert label in titles, (label, titles)
        assert ui("new_game", lang) not in titles  # the launcher is where that leads


@sync
async def test_pt11_de14_lernen_finds_learn_to_play_in_the_palette() -> None:
    app = launcher("de", "metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        for ch in "lernen":
            await pilot.press(ch)
        await until(pilot, lambda: tr("lessons", "learn_to_play", "de") in screen_text(app), 200)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GuidedTable), 200)


# -- zh #2: the Online screen --------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt11_zh2_online_screen_labels_the_player_count_and_starts_at_the_launchers_game(
        lang: str) -> None:
    """zh 2: the player count had no label, and the game was always the Chemie-Kartenspiel."""
    from chemcards.tui.online import OnlineScreen

    app = launcher(lang, "metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        await pilot.press("ctrl+o")
        await until(pilot, lambda: isinstance(app.screen, OnlineScreen))
        await pilot.pause()
        assert app.screen.query_one("#online-game", Select).value == "metallurgie"
        label = tr("online", "players_label", lang)
        assert label in [str(w.render()) for w in app.screen.query(Label)]
        assert label in screen_text(app)


# -- zh #13: the games' Chinese names --------------------------------------------------------------
def test_pt11_zh13_chinese_game_names_follow_one_pattern() -> None:
    """zh 13: „化学卡牌游戏“ had no original name beside it while the others read „Color Clash 色彩
    对决“ and „Metallurgie 冶金“. A game from Germany or with an English name: its own name, then the
    Chinese one; CHEMIS is a Chinese game and its printed title is „纸片化学 CHEMIS“. F1's heading
    in Chinese starts with the same name."""
    from pathlib import Path

    import chemcards

    infos = registry.game_infos()
    for gid, info in infos.items():
        zh = info.title("zh")
        if gid != "chemis":
            original = info.title("de")
            assert zh.startswith(original + " ") and len(zh) > len(original) + 1, zh
        rules = Path(chemcards.__file__).parent.parent / "docs" / "rules" / f"{gid}.zh.md"
        if rules.exists():
            assert rules.read_text(encoding="utf-8").splitlines()[0].startswith(f"# {zh}"), gid
    ck = registry.get_game("chemie-kartenspiel")
    assert ck.title("zh") == infos["chemie-kartenspiel"].title("zh")
    assert ck.short_title("zh") == "化学卡牌游戏"
