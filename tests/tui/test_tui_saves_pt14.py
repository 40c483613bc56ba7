"""Saves, replay and the launcher after play-through 14 (German tester, issue 12): findings de 1, 6,
7 and 8. Each test names the finding it guards."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import footer_showing, open_launcher, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.records import load_record
from chemcards.tui import saves
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.saved_games import SavedGamesScreen
from chemcards.tui.settings import Settings, current_save_path


def _app(game: str = "chemie-kartenspiel") -> ChemcardsApp:
    return ChemcardsApp(settings=Settings(lang="en", speed="instant", game=game), clock=FakeClock(),
                        remember=False, games=registry.games)


async def _pass_once(pilot: Any) -> None:
    """The person passes (``s``) when it is their turn: one move in the record."""
    app = pilot.app
    await settle(pilot)
    table = app.table
    before = len(table.match.record.actions)
    await pilot.press("s")
    await settle(pilot)
    mine = [t for s, t in table.match.record.actions[before:] if s == 0]
    assert mine, table.match.record.actions[before:]


async def _new_game(pilot: Any) -> LauncherScreen:
    """Ctrl+P "New game" and yes, as the tester did."""
    pilot.app.action_new_game()
    await pilot.pause()
    await pilot.press("y")
    return await open_launcher(pilot)


def _resume_args() -> argparse.Namespace:
    from chemcards.commands.play import add_resume_arguments

    parser = argparse.ArgumentParser()
    add_resume_arguments(parser)
    return parser.parse_args([])


@pytest.mark.parametrize("b_moved", [False, True], ids=["as-played", "b-moved"])
@sync
async def test_pt14_de1_resume_continues_the_game_resumed_last_from_saved_games(
        b_moved: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-through 14 de 1: game A (one pass), New game, game B, New game, Saved games: A resumed
    and played, Ctrl+Q. ``chemcards resume`` opened B (current.json) instead of A, the game just
    played; A stayed filed as unfinished-*. The game resumed from Saved games becomes the game in
    progress (README: resume opens "the game in progress, or else the most recently played
    unfinished one"); B, if anybody moved in it, is put aside as unfinished-* and listed."""
    from chemcards.commands import play

    current = current_save_path()
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await open_launcher(pilot)
        launcher.action_start()
        await _pass_once(pilot)  # game A
        a_seats = list(app.table.match.record.seats)
        launcher = await _new_game(pilot)
        launcher.action_start()  # game B
        await settle(pilot)
        b_match = app.table.match
        if b_moved:
            await _pass_once(pilot)
        await _new_game(pilot)
        await pilot.press("ctrl+g")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavedGamesScreen)
        a_row = next(i for i, g in enumerate(screen.saved) if g.path.name.startswith("unfinished-"))
        a_path = screen.saved[a_row].path
        assert len([g for g in screen.saved]) == (2 if b_moved else 1)
        screen.query_one("#saved-list").move_cursor(row=a_row)
        await pilot.press("enter")
        await settle(pilot)
        if b_moved:  # B is not thrown away silently: the notice says it is kept
            assert "was kept" in screen_text(app), screen_text(app)
        await _pass_once(pilot)  # A played on
        played = app.table.match
        assert played.record.seats == a_seats
        a_actions = list(played.record.actions)
        # A is the game in progress now; B, with a move in it, is kept aside (not overwritten)
        assert played.autosave == current and not a_path.exists()
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    saves.release()
    folder = current.parent
    aside = [load_record(p) for p in folder.glob("unfinished-*.json")]
    if b_moved:
        assert [r.seats for r in aside] == [b_match.record.seats]
    assert load_record(current).actions == a_actions
    # the CLI: ``chemcards resume`` opens A, exactly where it was left
    opened: list[Match] = []
    monkeypatch.setattr(play, "_run_app", lambda **kw: opened.append(kw["match"]) or 0)
    assert play.run_resume(_resume_args()) == 0
    assert opened[0].record.seats == a_seats and opened[0].record.actions == a_actions
    saves.release()


@sync
async def test_pt14_de1_the_launchers_resume_is_the_game_chemcards_resume_opens(tmp_path: Path) -> None:
    """Play-through 14 de 1: with nothing in progress in current.json (left at once), the
    launcher's Resume continues the most recently played unfinished game, as ``chemcards resume``
    does, and that game becomes the game in progress."""
    from tui_helpers import table_of

    from chemcards.games.color_clash import GAME as CC

    folder = current_save_path().parent
    folder.mkdir(parents=True)
    aside = folder / "unfinished-color-clash-20260101-120000.json"
    from chemcards.core.seats import Seat

    match = Match(CC, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3, autosave=aside)
    seat = match.to_act()[0]
    match.act(seat, match.legal(seat)[0])
    assert saves.latest_unfinished() == aside
    app = _app("color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        launcher = await open_launcher(pilot)
        assert launcher.query("#resume"), "Resume is offered for the game chemcards resume opens"
        await pilot.press("ctrl+r")
        await settle(pilot)
        table = table_of(app)
        assert table.match.record.seats == match.record.seats
        assert table.match.autosave == current_save_path() and not aside.exists()
    saves.release()


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("seat", [None, 1])
def test_pt14_de6_replay_prints_its_header_lines_in_the_language_of_lang(
        lang: str, seat: int | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-through 14 de 6: ``chemcards --lang de replay FILE`` printed "# seat 1: Anna", "# seat 2:
    Bert" and "# the public log; --seat N …" in English above a German log. Every line it prints
    follows --lang (the record's own notation line, first, stays notation)."""
    import re

    from chemcards import cli
    from chemcards.core.seats import Seat
    from chemcards.games.color_clash import GAME as CC
    from chemcards.i18n import ui

    path = tmp_path / "game.json"
    match = Match(CC, [Seat("Anna"), Seat("Bert"), Seat("Curie", "computer", "easy")], {}, seed=4,
                  autosave=path)
    for _ in range(3):
        who = match.to_act()[0]
        match.act(who, match.legal(who)[0])
    argv = ["--lang", lang, "replay", str(path)] + ([] if seat is None else ["--seat", str(seat)])
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    head = [line for line in out.splitlines()[1:] if line.startswith("#")]
    assert head, out
    english = {"seat", "the", "public", "log", "shows", "one", "view", "everything", "what", "saw",
               "referee"}
    for line in head:
        words = re.findall(r"[A-Za-z]+", re.sub(r"--[a-z]+|Anna|Bert|Curie|Computer", " ", line))
        assert not [w for w in words if w.lower() in english], line
        if lang == "zh":
            assert not [w for w in words if len(w) > 1], line  # "--seat N" stays an option
    assert ui("replay_seat", lang, n=1, name="Anna") in out.splitlines()
    assert "referee" not in out


async def _choose(pilot: Any, screen: LauncherScreen, game_id: str) -> None:
    from chemcards.tui.widgets import Cycler

    await _drawn(pilot, screen)
    screen.query_one("#game", Cycler).value = game_id
    for _ in range(200):
        await pilot.pause(0.02)
        if screen.game is not None and screen.game.id == game_id and screen.query("#game") \
                and screen.query(f"#name-{len(screen.seat_specs) - 1}"):
            return
    raise AssertionError(f"{game_id} never loaded")


async def _drawn(pilot: Any, screen: LauncherScreen) -> None:
    """The form is on screen again after a rebuild."""
    for _ in range(200):
        await pilot.pause(0.02)
        if screen.query("#game") and screen.query(f"#name-{len(screen.seat_specs) - 1}"):
            return
    raise AssertionError("the launcher was never drawn again")


async def _set(pilot: Any, screen: LauncherScreen, key: str, value: Any) -> None:
    from chemcards.tui.widgets import Cycler

    game = screen.game
    assert game is not None
    index = next(i for i, o in enumerate(game.options()) if o.key == key)
    screen.query_one(f"#opt-{index}", Cycler).value = game.options()[index].values().index(value)
    await pilot.pause()


@sync
async def test_pt14_de8_each_games_options_survive_other_screens_and_games() -> None:
    """Play-through 14 de 8: Color Clash "after the people: round ends" came back as "computers play
    on", CHEMIS "Start-HP 1 / round limit 20" as "4 / 40", after visits to other games. Each game
    keeps its choices while the app runs, also across Saved games (which opens the launcher anew)."""
    app = _app("color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        await _set(pilot, screen, "people_out", "end_round")
        await _choose(pilot, screen, "chemis")
        await _set(pilot, screen, "hp", 1)
        await _set(pilot, screen, "rounds", 20)
        await pilot.press("ctrl+g")
        await pilot.pause()
        await pilot.press("escape")
        screen = await open_launcher(pilot)
        assert screen.options()["hp"] == 1 and screen.options()["rounds"] == 20, screen.options()
        await _choose(pilot, screen, "metallurgie")
        await _choose(pilot, screen, "color-clash")
        assert screen.options()["people_out"] == "end_round", screen.options()
        await _choose(pilot, screen, "chemis")
        assert screen.options()["hp"] == 1 and screen.options()["rounds"] == 20, screen.options()


@sync
async def test_pt14_de8_six_seats_come_back_after_passing_a_four_seat_game() -> None:
    """Play-through 14 de 8: six seats became four after passing Metallurgie (at most 4) in the game
    list. The seats it cannot seat are kept aside and come back, as they were, in a game with room
    for them; + or − (the person choosing the count) forgets them."""
    app = _app("color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        while len(screen.seat_specs) < 6:
            screen.query_one("#add-seat").press()
            await _drawn(pilot, screen)
        six = [(s.name, s.computer, s.level) for s in screen.seat_specs]
        await _choose(pilot, screen, "metallurgie")
        assert len(screen.seat_specs) == 4
        await _choose(pilot, screen, "chemis")
        assert [(s.name, s.computer, s.level) for s in screen.seat_specs] == six
        await _choose(pilot, screen, "metallurgie")
        screen.query_one("#remove-seat").press()
        await pilot.pause()
        await _drawn(pilot, screen)
        await _choose(pilot, screen, "color-clash")
        assert len(screen.seat_specs) == 3


def test_pt14_de8_right_makes_every_number_choice_larger() -> None:
    """Play-through 14 de 8: CHEMIS "Rundenlimit" went 60 → 40 → 20 → 60 with →, so → made the
    number smaller, unlike every other ◀ ▶ field. In every game, the numbers among an option's
    choices grow in the order → steps through them."""
    for game in registry.games().values():
        for opt in game.options():
            numbers = [int(v) for v in opt.values() if str(v).isdigit()]
            assert numbers == sorted(numbers), (game.id, opt.key, opt.values())


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt14_de7_question_mark_in_a_name_field_opens_the_keys_not_the_name(lang: str) -> None:
    """Play-through 14 de 7: ``?`` pressed in a name field typed into the name ("5.  ?Noether")
    while the footer had dropped "? Tasten", and nothing warned. In a name field the footer keeps
    "?" and ``?`` lists the keys as on every other row; the name stays as it was."""
    from chemcards.i18n import ui
    from chemcards.tui.help import KeysScreen

    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="color-clash"), clock=FakeClock(),
                       remember=False, games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        field = screen.query_one("#name-1")
        before = field.value  # type: ignore[attr-defined]
        field.focus()
        footer = await footer_showing(pilot, "?", ui("keys", lang))
        assert "?" in footer and ui("keys", lang) in footer, footer
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        assert field.value == before and "?" not in field.value  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt14_de6_replays_own_refusals_follow_lang(lang: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Play-through 14 de 6, every line: a --seat out of range and --text without --all are said
    in the language of --lang too."""
    from chemcards import cli
    from chemcards.core.seats import Seat
    from chemcards.games.color_clash import GAME as CC
    from chemcards.i18n import ui

    path = tmp_path / "game.json"
    match = Match(CC, [Seat("Anna"), Seat("Bert")], {}, seed=4, autosave=path)
    who = match.to_act()[0]
    match.act(who, match.legal(who)[0])
    assert cli.main(["--lang", lang, "replay", str(path), "--seat", "3"]) == 2
    assert ui("replay_seat_range", lang, count=2, n=3) in capsys.readouterr().err
    assert cli.main(["--lang", lang, "replay", str(path), "--text"]) == 2
    assert ui("replay_text_needs_all", lang) in capsys.readouterr().err
