"""Issue 13 in the app: nothing is lost (point 2), one warning while saving fails and no stale
temporary file (point 9), names never read as markup (point 7).

Real files in a private folder: a save folder made unusable by putting a plain file where the
folder should be (we run as root, so permissions would not stop a write)."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from tui_fake_game import GAME as SHED
from tui_helpers import make_app, people, settle, sync, table_of

from chemcards.commands import play as play_command
from chemcards.core.match import Match
from chemcards.core.protocol import Outcome
from chemcards.core.records import VERSION, load_record
from chemcards.core.seats import Seat
from chemcards.tui import saves
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.outcome import outcome_table
from chemcards.tui.settings import current_save_path


def _spy_notices(app: ChemcardsApp) -> list[str]:
    """Every notice the app is asked to show (the real ``notify`` still runs)."""
    seen: list[str] = []
    real = app.notify

    def notify(message: str, *args: Any, **kwargs: Any) -> None:
        seen.append(str(message))
        real(message, *args, **kwargs)

    app.notify = notify  # type: ignore[method-assign]
    return seen


# -- point 9: one warning while saving fails ---------------------------------------------------------
@sync
async def test_a_failing_autosave_warns_once_and_says_when_it_works_again(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    save = folder / "current.json"
    app = make_app(SHED, people("Ann", "Bob"), save=save)
    notices = _spy_notices(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        # the folder becomes a plain file: every save now fails with an OSError
        for child in folder.iterdir():
            child.unlink()
        folder.rmdir()
        folder.write_text("not a folder", encoding="utf-8")
        moves = 0
        for _ in range(6):
            seat = table.match.to_act()[0]
            if table.apply(seat, table.match.legal(seat)[-1]):
                moves += 1
            await settle(pilot)
        assert moves >= 3
        failing = [m for m in notices if "Saving fails" in m]
        assert len(failing) == 1, notices  # one notice, not one per action
        assert table.save_failing is not None
        status = str(table.query_one("#status").render())
        assert "not saved" in status
        assert len(table.match.record.actions) >= moves  # the moves stand, recorded in memory
        # the folder comes back: the next action saves everything, and the player is told
        folder.unlink()
        folder.mkdir()
        seat = table.match.to_act()[0]
        assert table.apply(seat, table.match.legal(seat)[-1])
        await settle(pilot)
        assert table.save_failing is None
        assert sum("Saving works again" in m for m in notices) == 1
        assert "not saved" not in str(table.query_one("#status").render())
        assert load_record(save).actions == table.match.record.actions


def test_stale_temporary_files_are_cleaned_and_fresh_ones_kept(tmp_path: Path) -> None:
    """Point 9: a ``kill -9`` between write and rename leaves ``current.json.XXXX.tmp``."""
    stale = tmp_path / "current.json.abc123.tmp"
    fresh = tmp_path / "current.json.def456.tmp"
    other = tmp_path / "notes.tmp"
    for f in (stale, fresh, other):
        f.write_text("{", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    removed = saves.clean_stale_temps(tmp_path)
    assert removed == [stale]
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_killed_save_leaves_a_tmp_that_the_next_start_removes(tmp_path: Path) -> None:
    """Point 9 with a real ``kill -9``: a process is killed while it holds a temporary save file."""
    import subprocess
    import sys

    folder = tmp_path / "saves"
    folder.mkdir()
    code = ("import os, tempfile, time, sys\n"
            f"fd, p = tempfile.mkstemp(prefix='current.json.', suffix='.tmp', dir={str(folder)!r})\n"
            "os.write(fd, b'{\"format\": \"chemcards-rec'); print(p, flush=True); time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    tmp = Path(proc.stdout.readline().strip())  # type: ignore[union-attr]
    proc.kill()
    proc.wait()
    assert tmp.exists()
    later = time.time() + 2 * saves.STALE_TMP_SECONDS
    assert saves.clean_stale_temps(folder, now=later) == [tmp]
    assert list(folder.iterdir()) == []


# -- point 2: nothing is lost ----------------------------------------------------------------------
@pytest.mark.parametrize(("content", "kept_as"), [
    (b'{"format": "chemcards-record", "version": 1, "game": "x", "se', "current.damaged-"),
    (b"\x00\x01 not json at all", "current.damaged-"),
    (json.dumps({"format": "chemcards-record", "version": VERSION + 5, "game": "color-clash",
                 "whatever": [1, 2, 3]}).encode(), "current.newer-"),
])
def test_starting_a_game_keeps_a_save_it_cannot_read_under_a_name_that_says_so(
        private_dirs: Path, content: bytes, kept_as: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Point 2: ``play`` over a damaged or newer ``current.json`` keeps its bytes and says where."""
    path = current_save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    started: list[Match] = []
    monkeypatch.setattr(play_command, "_run_app", lambda **kw: started.append(kw["match"]) or 0)
    args = argparse.Namespace(game="color-clash", seats="Ann,cpu", option=[], seed=1)
    assert play_command.run(args) == 0
    kept = [p for p in path.parent.iterdir() if p.name.startswith(kept_as)]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept_as[:-1] in capsys.readouterr().err  # the player is told where it is
    assert load_record(path).game == "color-clash" and started


def test_a_refused_start_leaves_the_old_save_in_place(private_dirs: Path) -> None:
    """Point 2: the start rules are checked before the autosave is touched."""
    path = current_save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"damaged")
    args = argparse.Namespace(game="chemis", seats="Ann,cpu,cpu", option=["teams=pairs"], seed=1)
    with pytest.raises(play_command.CommandError, match="even"):
        play_command.run(args)
    assert path.read_bytes() == b"damaged" and list(path.parent.iterdir()) == [path]


def test_archive_keeps_unfinished_and_leaves_finished(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    match = Match(SHED, people("Ann", computers=1), {}, seed=1, autosave=path)
    seat = match.to_act()[0]  # a move: a game nobody moved in is not kept (play-through 13, zh)
    match.act(seat, match.legal(seat)[0])
    kept = saves.archive_unfinished(path)
    assert kept is not None and kept.name.startswith("unfinished-shed-")
    # the game by its name and where to find it in words, no raw path (play-through 8, de 9)
    line = saves.kept_message(kept)
    assert "was kept" in line and "Saved games" in line and str(kept.parent) not in line


# -- point 7: names are never markup --------------------------------------------------------------
def test_the_outcome_table_shows_markup_names_as_typed() -> None:
    seats = [Seat("[/]"), Seat("[bold]Bob", "computer", "easy")]
    outcome = Outcome((3.0, 1.0), (1, 2), (0,))
    console = Console(width=60, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    console.print(outcome_table(outcome, seats, "en"))
    text = console.export_text()
    assert "[/]" in text and "[bold]Bob" in text and "Computer" in text


@pytest.mark.parametrize("text", ["Ann\x1b[31m,cpu", "A\nB,cpu", "x" * 41 + ",cpu"])
def test_seat_names_with_control_characters_or_too_long_are_refused(text: str) -> None:
    with pytest.raises(play_command.CommandError, match="--seats"):
        play_command.parse_seats(text)


# -- point 5: typed CHEMIS moves naming no card ----------------------------------------------------
@pytest.mark.parametrize("typed", ["甲: Q", "甲: Xx", "甲: [HO]", "甲: [/]"])
@sync
async def test_a_typed_chemis_move_naming_no_card_is_refused_in_the_app(typed: str) -> None:
    """Point 5: the ':' box crashed the app with a KeyError; now the engine refuses (CH-18)."""
    from chemcards.games.chemis import GAME as CHEMIS

    app = make_app(CHEMIS, [Seat("Ann"), Seat("Cpu0", "computer", "easy"), Seat("Cpu1", "computer", "easy")],
                   seed=5)
    notices = _spy_notices(app)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        table = table_of(app)
        before = CHEMIS.state_json(table.match.state)
        table.action_type_move()
        await pilot.pause()
        table.query_one("#move-input").value = typed  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        assert app.is_running
        assert CHEMIS.state_json(table.match.state) == before  # nothing changed
        from textual.content import Content

        said = " ".join(Content.from_markup(n).plain for n in notices)  # as the notice shows it
        assert typed.split(": ")[1] in said  # the refusal names what was typed


@sync
async def test_the_launcher_keeps_a_damaged_save_and_says_where(private_dirs: Path) -> None:
    """Point 2 from the launcher: a new game over a damaged ``current.json`` keeps its bytes."""
    from chemcards.games.color_clash import GAME as CC
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.settings import Settings

    path = current_save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "chemcards-record", "vers')
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       games=lambda: {CC.id: CC}, remember=False)
    notices = _spy_notices(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.table is not None
    kept = [p for p in path.parent.iterdir() if p.name.startswith("current.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"format": "chemcards-record", "vers'
    assert any("could not be read" in n and kept[0].name in n for n in notices)
    assert load_record(path).game == "color-clash"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([*"[]/\\ab =#@$", "bold", "HO", "\x1b", "\n", "[/]", "[b]"]), max_size=15)
       .map("".join))
def test_safe_text_renders_exactly_what_was_typed(text: str) -> None:
    """Point 7, the class: whatever a name or a refusal holds, Textual shows it as typed."""
    from textual.content import Content

    from chemcards.tui.text import safe_text

    expected = "".join(ch if ch.isprintable() or ch == "\n" else "?" for ch in text)
    assert Content.from_markup(safe_text(text)).plain == expected


def test_a_damaged_settings_file_is_kept_not_overwritten(private_dirs: Path) -> None:
    """Nothing we read is lost: the settings file too (it only holds preferences, so it reads as
    defaults, but its bytes are kept aside before new settings are written)."""
    from chemcards.tui.settings import Settings, config_dir, load_settings, save_settings

    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"lang": 5')
    assert load_settings() == Settings()
    save_settings(Settings(lang="de"))
    kept = list(path.parent.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"lang": 5'
    assert load_settings().lang == "de"


@pytest.mark.parametrize("text", ["[/],cpu", "[bold]Ann,Bob"])
def test_names_with_brackets_are_names(text: str) -> None:
    """Point 7: brackets are allowed in a name (they are shown as typed), control characters not."""
    seats = play_command.parse_seats(text)
    assert seats[0].name == text.split(",")[0]
