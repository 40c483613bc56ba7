"""The launcher's per-seat deck choice for the Chemie-Kartenspiel (issue 4, item 3; CK-2, CK-5):
built-in decks, a deck file, a deck built on the spot in the deck builder, and the game that
follows with those decks. The launcher finds the game's part through ``launcher_ext``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_helpers import screen_text, settle, sync, table_of

from chemcards.core.protocol import Game
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.deckbuilder import (
    BUILD,
    FILE,
    DeckBuilder,
    DeckChoice,
    DeckCycler,
    DeckFileScreen,
    PoolList,
)
from chemcards.games.chemie_kartenspiel.decks import builtin_decks, deck_toml, read_deck_file
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import tr
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen, launcher_extension
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import Cycler


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The deck builder saves under ~/.chemcards/decks: never the real home in a test."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def ck_app(game: Game = CK) -> ChemcardsApp:  # type: ignore[type-arg]
    return ChemcardsApp(settings=Settings(lang="en", speed="instant", game=game.id), clock=FakeClock(),
                        games=lambda: {CK.id: CK, CC.id: CC}, remember=False)


async def competitive(pilot: Any, app: ChemcardsApp, seats: int = 2) -> LauncherScreen:
    """The launcher with the Chemie-Kartenspiel in competitive mode and ``seats`` seats, by keys."""
    launcher = app.screen
    assert isinstance(launcher, LauncherScreen) and launcher.game_id == CK.id
    launcher.query_one("#opt-0", Cycler).focus()
    await pilot.press("right")  # mode: family -> competitive
    await pilot.pause()
    while len(launcher.seat_specs) > seats:
        launcher.query_one("#remove-seat").focus()
        await pilot.press("space")  # Space presses − (⏎ starts the game: play-through 11, de 14)
        await pilot.pause()
    return launcher


def deck_cycler(launcher: LauncherScreen, seat: int) -> DeckCycler:
    return launcher.query_one(f"#deck-{seat}", DeckCycler)


async def choose(pilot: Any, launcher: LauncherScreen, seat: int, value: str) -> None:
    """Step the seat's deck cycler with → until it shows ``value`` (as a person would)."""
    cycler = deck_cycler(launcher, seat)
    cycler.focus()
    for _ in range(len(cycler.choices)):
        if cycler.value == value:
            return
        await pilot.press("right")
        await pilot.pause()
    raise AssertionError(f"{value} is not offered: {cycler.choices}")


def test_launcher_finds_a_games_extension_only_where_the_game_has_one() -> None:
    assert isinstance(launcher_extension(CK), DeckChoice)
    assert launcher_extension(CC) is None


@sync
async def test_ck2_family_mode_asks_for_no_deck_and_competitive_asks_each_seat() -> None:
    app = ck_app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen)
        assert not launcher.query(DeckCycler)  # family: one shared starter deck (CK-2)
        assert tr(CK.id, "opt_decks", "en") not in screen_text(app)  # the generic row is replaced
        launcher = await competitive(pilot, app, seats=3)
        cyclers = list(launcher.query(DeckCycler))
        assert len(cyclers) == 3
        names = list(builtin_decks())
        assert [c.value for c in cyclers] == [names[i % len(names)] for i in range(3)]
        text = screen_text(app)
        assert "Starter A" in text and tr(CK.id, "ckl_hint", "en")[:30] in text
        await choose(pilot, launcher, 2, names[1])
        await pilot.press("ctrl+s")
        await settle(pilot)
        match = table_of(app).match
        assert match.options["mode"] == "competitive"
        assert match.options["decks"] == ";".join([names[0], names[1], names[1]])
        state = match.state
        for seat, name in enumerate([names[0], names[1], names[1]]):
            expected = [0] * catalogue().size
            for card in builtin_decks()[name].cards():
                expected[card] += 1
            assert list(state.decks[seat]) == expected  # CK-6: each seat its own pile from its deck


@sync
async def test_ck5_a_deck_file_is_checked_in_the_dialog_then_played(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(deck_toml("bad", {"H": 50}), encoding="utf-8")
    good = tmp_path / "good.toml"
    counts = dict(builtin_decks()["starter-b"].counts)
    good.write_text(deck_toml("good", counts), encoding="utf-8")
    app = ck_app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await competitive(pilot, app)
        await choose(pilot, launcher, 1, FILE)
        await pilot.press("enter")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, DeckFileScreen)
        field = dialog.query_one("#deck-path")
        field.value = str(bad)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog  # refused: every problem listed, in the player's language
        problems = str(dialog.query_one("#deck-problems").render())
        # CK-3/CK-5: one line per violation, in English here (the joker is "Protomatter" in en)
        assert "exactly 54" in problems and "0 Protomatter" in problems and "50 × H" in problems
        field.value = str(good)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LauncherScreen)
        assert deck_cycler(launcher, 1).value == f"file:{good}"
        assert "good.toml" in screen_text(app)
        await pilot.press("ctrl+s")
        await settle(pilot)
        match = table_of(app).match
        first, second = match.options["decks"].split(";")
        assert first == "starter-a" and second.startswith("inline:")  # the record needs no file
        assert match.state.decks[1] == match.state.decks[1].__class__(
            sum(1 for c in read_deck_file(good).cards() if c == i) for i in range(catalogue().size))


@sync
async def test_ck2_a_seat_left_on_file_is_refused_with_the_reason() -> None:
    app = ck_app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await competitive(pilot, app)
        await choose(pilot, launcher, 0, BUILD)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen) and app.table is None
        assert launcher.extension is not None
        with pytest.raises(ValueError, match="Seat 1"):
            launcher.extension.complete(launcher.options(), launcher.seats())


@sync
async def test_ck3_deck_builder_from_the_launcher_to_a_hot_seat_game(private_home: Path) -> None:
    app = ck_app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await competitive(pilot, app)
        for seat, name in enumerate(["Ann", "Bo"]):  # two people at one keyboard
            launcher.query_one(f"#name-{seat}").value = name  # type: ignore[attr-defined]
            launcher.query_one(f"#kind-{seat}", Cycler).value = "human"
        await pilot.pause()
        await choose(pilot, launcher, 0, BUILD)
        await pilot.press("enter")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilder)
        # one change by keys: a Hydrogen more, an Oxygen fewer; still 54 cards (CK-3)
        pool = builder.query_one(PoolList)
        h, o = pool.symbols.index("H"), pool.symbols.index("O")
        pool.cursor = h
        await pilot.press("right")
        pool.cursor = o
        await pilot.press("left")
        await pilot.press("ctrl+s")
        await pilot.pause()
        saved = builder.saved
        assert saved is not None and saved.parent == private_home / ".chemcards" / "decks"
        deck = read_deck_file(saved)
        start = builtin_decks()["starter-a"].counts
        assert deck.counts["H"] == start["H"] + 1 and deck.counts["O"] == start["O"] - 1
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, LauncherScreen)
        assert deck_cycler(launcher, 0).value == f"file:{saved}"
        await choose(pilot, launcher, 1, f"file:{saved}")  # the saved deck is offered to every seat
        await pilot.press("ctrl+s")
        await settle(pilot)
        table = table_of(app)
        mine = [0] * catalogue().size
        for card in deck.cards():
            mine[card] += 1
        assert [list(d) for d in table.match.state.decks] == [mine, mine]
        # hot seat: the curtain first, then Ann's board with her hand
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(table.board, ChemieBoard)
        assert table.viewer == 0 and table.board.view is not None and table.board.view.hand is not None


@sync
async def test_a_second_new_deck_does_not_overwrite_the_first(private_home: Path) -> None:
    folder = private_home / ".chemcards" / "decks"
    folder.mkdir(parents=True)
    (folder / "my-deck.toml").write_text(deck_toml("first", dict(builtin_decks()["starter-a"].counts)),
                                         encoding="utf-8")
    app = ck_app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await competitive(pilot, app)
        assert "my-deck.toml" in [label for label, _ in deck_cycler(launcher, 0).choices]
        await choose(pilot, launcher, 0, BUILD)
        await pilot.press("enter")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilder)
        assert builder.path == folder / "my-deck-2.toml"
