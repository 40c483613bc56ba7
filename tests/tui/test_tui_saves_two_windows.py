"""Two windows on one saves folder (issue 12 point 9, play-through 7: a second window's new game
moved the first window's autosave aside, and Saved games later listed games that had ended).

The other window is a real process (``WINDOW``) that claims the autosave as the app does, plays a
real game and, when told, plays it to the end; this test process is the second window, through the
pure save functions and through the app itself.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from tui_helpers import screen_text, sync

from chemcards.core.match import Match
from chemcards.core.records import load_record
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui import saves
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings, current_save_path

#: the first window: claims ``current.json`` for a new Color Clash game, makes its first move, says
#: "ready", waits for a line (closes mid-game at the end of its input), then plays the game to its
#: end (every seat by an easy computer) and says "over"
WINDOW = textwrap.dedent("""
    import sys
    from pathlib import Path
    from chemcards.bots.levels import make_bot
    from chemcards.core.match import Match
    from chemcards.core.protocol import REFEREE
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat
    from chemcards.games.color_clash import GAME
    from chemcards.tui.saves import claim_autosave

    current = Path(sys.argv[1])
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {"length": "one"}, seed=11)
    path, kept = claim_autosave(current, GAME.id)
    match.autosave = path
    # one move: a game nobody moved in is not kept nor listed (play-through 13, zh)
    first = next(s for s in match.to_act() if s != REFEREE)
    match.act(first, match.legal(first)[0])
    match.save(path)
    print("ready", path, kept, flush=True)
    if not sys.stdin.readline():
        sys.exit(0)  # the window closed mid-game
    bots = {}
    for _ in range(20000):
        if match.outcome() is not None:
            break
        seat = next((s for s in match.to_act() if s != REFEREE), REFEREE)
        bot = bots.setdefault(seat, make_bot(GAME, max(seat, 0), "easy", Rng(seat + 7)))
        match.act(seat, bot.choose(match.view(None if seat == REFEREE else seat), match.legal(seat)))
    print("over", match.outcome() is not None, flush=True)
    sys.stdin.readline()
""")


def _first_window(current: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", WINDOW, str(current)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline().split()
    assert line[:2] == ["ready", str(current)], line  # the first window plays in current.json
    return proc


def _finish(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("go\n")
    proc.stdin.flush()
    assert proc.stdout.readline().split() == ["over", "True"]


def _close(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)


def test_issue12_point9_a_second_window_never_touches_the_first_windows_game() -> None:
    """Issue 12 point 9: while another process plays the game in ``current.json``, a new game here
    saves to a file of its own (nothing moved aside, the first game's bytes unchanged); Saved games
    lists the first game as played elsewhere and it can be neither resumed nor deleted here;
    once it has ended it is no longer offered, and no stale copy of it is left listed."""
    current = current_save_path()  # in the test's own XDG data folder
    folder = current.parent
    proc = _first_window(current)
    try:
        before = current.read_bytes()
        assert saves.held_elsewhere(current)
        # the second window starts a game
        mine = Match(CC, [Seat("Cleo"), Seat("Curie", "computer", "easy")], {}, seed=4)
        path, kept = saves.claim_autosave(current, CC.id)
        mine.autosave = path
        seat = mine.to_act()[0]  # a move: a game nobody moved in is not listed (play-through 13, zh)
        mine.act(seat, mine.legal(seat)[0])
        mine.save(path)
        assert kept is None and path != current and path.parent == folder
        assert current.read_bytes() == before  # not moved, not rewritten
        assert not list(folder.glob("unfinished-*"))
        listed = {g.path.name: g.elsewhere for g in saves.unfinished_games(folder)}
        assert listed == {"current.json": True, path.name: False}
        assert saves.latest_unfinished(folder) == path  # `chemcards resume` takes ours, not theirs
        for touch in (lambda: saves.resume(current), lambda: saves.delete_save(current, folder)):
            try:
                touch()
            except saves.SaveInUse:
                pass
            else:
                raise AssertionError("another window's game was resumed or deleted")
        assert current.read_bytes() == before
        # the first window plays its game to the end: it is marked finished and no longer offered
        _finish(proc)
        assert load_record(current).finished
        assert [g.path for g in saves.unfinished_games(folder)] == [path]
    finally:
        _close(proc)
        saves.release()
    assert not saves.held_elsewhere(current)  # the process ended: its lock went with it


def test_issue12_point9_a_game_left_by_a_closed_window_is_kept_aside_and_resumable() -> None:
    """Issue 12 point 9, the other side: once the window that played ``current.json`` has closed,
    a new game keeps that unfinished game aside as ``unfinished-*`` (as before) and it resumes."""
    current = current_save_path()  # in the test's own XDG data folder
    proc = _first_window(current)
    _close(proc)  # closed mid-game
    before = current.read_bytes()
    try:
        path, kept = saves.claim_autosave(current, CC.id)
        assert path == current and kept is not None and kept.name.startswith("unfinished-color-clash-")
        assert kept.read_bytes() == before
        resumed = saves.resume(kept)
        assert resumed.autosave == kept and not saves.held_elsewhere(kept)
    finally:
        saves.release()


@sync
async def test_issue12_point9_the_launcher_in_a_second_window() -> None:
    """Issue 12 point 9 in the app: a new game started in the launcher while another process plays
    the autosave shows no "kept as" notice and leaves that save alone; Saved games marks it "other
    window" and Enter on it refuses with one line instead of opening it a second time."""
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.saved_games import SavedGamesScreen
    from chemcards.tui.table import TableScreen

    current = current_save_path()
    proc = _first_window(current)
    try:
        before = current.read_bytes()
        app = ChemcardsApp(settings=Settings(lang="en", speed="instant", game=CC.id), clock=FakeClock(),
                           remember=False, games=lambda: {CC.id: CC})
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, LauncherScreen)
            assert "Resume" not in screen_text(app)  # the launcher does not offer another window's game
            app.screen.action_start()
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            assert app.screen.match.autosave != current
            assert "kept" not in screen_text(app)
            assert current.read_bytes() == before
            app.show_saved_games()
            await pilot.pause()
            assert isinstance(app.screen, SavedGamesScreen)
            assert "other window" in screen_text(app)
            # the row keeps its time and says it is in use elsewhere (play-through 8, en 10: the
            # time column read "other window", a place)
            import re

            text = screen_text(app)
            assert "in use in another window" in text
            # today's time with seconds, an older one with its date (play-through 16, de 7)
            times = re.findall(r"\d{4}-\d\d-\d\d \d\d:\d\d|\b\d\d:\d\d:\d\d\b", text)
            assert len(times) == len(app.screen.saved)
            assert [g.path for g in app.screen.saved if g.elsewhere] == [current]
            row = next(i for i, g in enumerate(app.screen.saved) if g.elsewhere)
            app.screen.query_one("#saved-list").move_cursor(row=row)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, SavedGamesScreen)
            assert "being played in another chemcards window" in screen_text(app)
        assert current.read_bytes() == before
    finally:
        _close(proc)


def test_issue12_point9_chemcards_resume_never_opens_another_windows_game() -> None:
    """Issue 12 point 9: ``chemcards resume`` (no file) does not take the game another window
    plays and says so in one sentence; with that file named it says why it cannot."""
    import argparse

    import pytest

    from chemcards.commands import CommandError
    from chemcards.commands.play import add_resume_arguments, run_resume

    def args(argv: list[str]) -> argparse.Namespace:
        parser = argparse.ArgumentParser()
        add_resume_arguments(parser)
        return parser.parse_args(argv)

    current = current_save_path()
    proc = _first_window(current)
    try:
        before = current.read_bytes()
        with pytest.raises(CommandError, match="another chemcards window"):
            run_resume(args([]))
        with pytest.raises(CommandError, match="another chemcards window"):
            run_resume(args([str(current)]))
        assert current.read_bytes() == before
    finally:
        _close(proc)
