"""Play-through 22 (en 5, zh 2b; issue 12 points 7 and 9): the Saved games list cut a game's seats
to "Player 1, …" with twenty cells of its column free, and in Chinese the mark of a game open in
another window to "正在另一窗口中 …". The seats take a second line before any is left out, and the
mark its own lines; nothing on a row is cut while the row can grow."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from rich.cells import cell_len
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.saved_games import SavedGamesScreen, seats_lines
from chemcards.tui.settings import Settings, current_save_path
from chemcards.tui.text import seat_label

#: another window: holds the save named on its command line (as the app holds the game it plays)
#: until its input closes
HOLDER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from chemcards.tui.saves import hold
    print("held" if hold(Path(sys.argv[1])) else "refused", flush=True)
    sys.stdin.readline()
""")


def _save(folder: Path, game: str, seats: list[Seat], name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    match = Match(registry.get_game(game), seats, {}, seed=3, autosave=path)
    who = match.to_act()[0]
    match.act(who, match.legal(who)[0])
    return path


def test_pt22_en5_seats_take_a_second_line_before_any_is_left_out() -> None:
    seats = [Seat("Player 1"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    labels = [seat_label(s, "en", short=True) for s in seats]
    lines = seats_lines(seats, "en", 28)
    assert lines == [f"{labels[0]}, {labels[1]},", labels[2]]
    assert all(cell_len(line) <= 28 for line in lines)
    names = ("Curie", "Bohr", "Noether", "Dalton", "Meitner")
    six = [Seat("我"), *(Seat(n, "computer", "easy") for n in names)]
    lines = seats_lines(six, "zh", 20)
    assert len(lines) == 2 and lines[-1].endswith("…")  # two lines at most, then "…"
    assert all(cell_len(line) <= 20 for line in lines)


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_pt22_the_list_shows_every_seat_and_the_whole_in_use_mark(lang: str) -> None:
    folder = current_save_path().parent
    seats = [Seat("Player 1"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    _save(folder, "chemis", seats, "unfinished-chemis-20261204.json")
    time.sleep(0.01)
    held = _save(folder, "chemie-kartenspiel", seats[:2], "unfinished-chemie-kartenspiel-20261204.json")
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(held)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "held"
        app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                           remember=False, games=registry.games)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.show_saved_games()
            for _ in range(50):
                await pilot.pause()
                if isinstance(app.screen, SavedGamesScreen) and len(app.screen.saved) == 2:
                    break
            assert isinstance(app.screen, SavedGamesScreen)
            assert [g.elsewhere for g in app.screen.saved].count(True) == 1
            text = screen_text(app)
            for seat in seats:  # every seat of the three-seat game, whole
                assert seat_label(seat, lang, short=True) in text, text
            flat = text.replace(" ", "").replace("│", "").replace("\n", "")
            assert ui("saved_elsewhere", lang).replace(" ", "") in flat, text
            assert "…" not in text, text
    finally:
        assert other.stdin is not None
        other.stdin.close()
        other.wait(timeout=10)
