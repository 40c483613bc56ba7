"""The Saved games screen after play-through 16 (session 17, launch17): de 7 / en 10 (six rows read
"Color Clash  Anna, Curie [Computer], Bohr…  2026-12-03 11:27  2" alike; which games are listed was
not said; the key bar looked empty) and zh 13 (the Ctrl+L question wrapped with a gap before the
name). Each test names its finding."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, footer_showing, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import LANGS, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.saved_games import SavedGamesScreen, saved_when
from chemcards.tui.settings import Settings, current_save_path


def _saves(folder: Path, count: int) -> None:
    """``count`` unfinished Color Clash games with the same seats, saved within one minute."""
    cc = registry.get_game("color-clash")
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for i in range(count):
        seats = [Seat("Anna"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
        path = folder / f"unfinished-color-clash-2026120{i}.json"
        match = Match(cc, seats, {}, seed=i, autosave=path)
        who = match.to_act()[0]
        match.act(who, match.legal(who)[0])
        os.utime(path, (now - 7 * i, now - 7 * i))


def _app(lang: str) -> ChemcardsApp:
    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="color-clash"), clock=FakeClock(),
                        remember=False, games=registry.games)


async def _open_saved_games(app: ChemcardsApp, pilot: Any) -> None:
    """The Saved games screen, once its rows are read."""
    await pilot.pause()
    app.show_saved_games()
    for _ in range(50):
        await pilot.pause()
        if isinstance(app.screen, SavedGamesScreen) and app.screen.saved:
            return


def test_pt16_de7_today_a_row_shows_seconds_an_older_one_its_date() -> None:
    """de 7: games saved in the same minute read alike; today's time has its seconds."""
    now = time.mktime((2026, 12, 3, 11, 30, 0, 0, 0, -1))
    assert saved_when(now - 65, now) == "today 11:28:55"  # "today" since play-through 17, zh 9
    assert saved_when(now - 2 * 86400, now) == "2026-12-01 11:30"  # yesterday's says so (pt20 en 9)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt16_de7_en10_rows_differ_the_screen_says_what_is_listed_and_the_footer_has_the_keys(
        lang: str) -> None:
    """de 7 / en 10: the rows of quick starts (same seats, same minute) differ by their time; the
    screen says that a game is listed once anybody, person or computer, has moved (one nobody moved
    in is not kept); the footer holds ⏎ Resume, Del Delete and Esc Back."""
    _saves(current_save_path().parent, 3)
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_saved_games(app, pilot)
        assert isinstance(app.screen, SavedGamesScreen)
        text = screen_text(app)
        lines = text.splitlines()
        rows = [line for line in lines if "Color Clash" in line]
        assert len(rows) == 3 and len(set(rows)) == 3, rows
        keys = []
        for key in ("resume", "delete_save", "back"):
            binding = next(b for b in app.screen.BINDINGS if getattr(b, "id", None) == key)
            keys.append(app.get_key_display(binding))  # type: ignore[arg-type]
        footer = await footer_showing(pilot, *keys)
        for shown in keys:
            assert shown in footer, (shown, footer)
        said = ui("saved_games_hint", lang, folder="|").split("|")[0].strip()
        assert said and said[:20] in text.replace("\n", "")
        assert "⏎" not in said, "the keys are in the footer now"


@sync
async def test_pt16_zh13_the_leave_question_names_the_person_once_and_fits_one_line() -> None:
    """zh 13: "玩家1要离开座位吗？将由一台标明为“电脑替补”的电脑代替" / "玩家1继续。": the name,
    never split, went to a line of its own with a gap before it. The question names the person once,
    at its start, and with the default name it is one line of the dialog at 80×24."""
    question = ui("leave_question", "zh", name="玩家1")
    assert question.count("玩家1") == 1 and question.startswith("玩家1")
    match = Match(registry.get_game("chemie-kartenspiel"), [Seat("玩家1"), Seat("Curie", "computer", "easy")],
                  {}, seed=3)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.action_leave_seat()
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, ConfirmScreen):
                break
        assert isinstance(app.screen, ConfirmScreen)
        assert question in screen_text(app).replace(" ", ""), screen_text(app)




@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt19_zh6_the_delete_question_says_which_save(lang: str) -> None:
    """Play-through 19, zh 6: with two Color Clash saves, Del asked „删除《Color Clash 色彩对决》的存档？“
    without saying which. The question names the chosen row's seats and time, as the list shows
    them, and "y" deletes that one only."""
    from chemcards.tui.saved_games import seats_text

    _saves(current_save_path().parent, 2)
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_saved_games(app, pilot)
        screen = app.screen
        assert isinstance(screen, SavedGamesScreen) and len(screen.saved) == 2
        await pilot.press("down")  # the second row: the older save
        await pilot.pause()
        chosen = screen._chosen()
        assert chosen is screen.saved[1]
        await pilot.press("delete")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.question
        for part in (seats_text(chosen.record.seats, lang), saved_when(chosen.saved, lang=lang)):
            assert part in question, (part, question)
        # each seat with its mark on one line (play-through 20, zh 4: "Noether" / "（电脑）")
        from chemcards.tui.text import seat_label

        lines = screen_text(app).splitlines()
        for seat in chosen.record.seats:
            label = seat_label(seat, lang, short=True)
            assert any(label in line for line in lines), (label, screen_text(app))
        await pilot.press("y")
        await settle(pilot)
        assert not chosen.path.exists() and screen.saved[0].path.exists()


@pytest.mark.parametrize("lang", LANGS)
def test_pt20_zh4_a_long_seat_list_is_cut_between_seats(lang: str) -> None:
    """Play-through 20, zh 4: the Saved games row read "门捷列夫、Curie（电脑）、Bohr（电 …", a
    computer's mark (CC-24) cut in its bracket. Where the seats do not fit, whole seats are shown,
    then "…"."""
    from rich.cells import cell_len

    from chemcards.tui.saved_games import seats_fitted, seats_text
    from chemcards.tui.text import seat_label

    seats = [Seat("门捷列夫"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy"),
             Seat("Dalton", "computer", "easy")]
    for width in range(12, cell_len(seats_text(seats, lang)) + 1):
        text = seats_fitted(seats, lang, width)
        assert cell_len(text) <= width or text == seats_text(seats, lang), (width, text)
        shown = text.removesuffix("…").rstrip("、, ")
        labels = [seat_label(s, lang, short=True) for s in seats]
        assert shown == seats_text(seats, lang) or all(
            part in labels for part in shown.split("、" if lang == "zh" else ", ")), (width, text)


def test_pt20_zh4_the_delete_question_keeps_each_seat_with_its_mark() -> None:
    """Play-through 20, zh 4: the delete question broke between "Noether" and "（电脑）". The
    dialog keeps each seat's label whole on its line (``ConfirmScreen(names=…)``), at any width
    where such a break would otherwise fall."""
    from chemcards.tui.text import seat_label
    from chemcards.tui.wrap import wrap_text

    seats = [Seat("门捷列夫"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy"),
             Seat("Noether", "computer", "easy")]
    labels = [seat_label(s, "zh", short=True) for s in seats]
    question = ui("delete_question", "zh", game="Color Clash 色彩对决",
                  seats="、".join(labels), when="今天 00:01:55")

    def split(lines: list[str]) -> bool:
        return any(label not in "".join(lines) or not any(label in line for line in lines)
                   for label in labels)

    broken = [w for w in range(24, 60) if split([x.plain for x in wrap_text(question, w)])]
    assert broken, "no width breaks a label without names: the test shows nothing"
    for width in broken:
        lines = [x.plain for x in wrap_text(question, width, names=labels)]
        assert not split(lines), (width, lines)
