"""The app's shared screens after play-through 13 (issue 12, session 15): the zh tester's small
points on the result dialog's buttons, saved games nobody moved in, and the quit question."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Button
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.protocol import Outcome
from chemcards.core.records import load_record
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui import saves
from chemcards.tui.outcome import OutcomeScreen

#: the result dialog's buttons and the keys its footer names for them (n, v, r, q)
BUTTON_KEYS = {"new": "n", "look": "v", "review": "r", "quit": "q"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_pt13_zh_small_every_result_button_names_its_key(lang: str, game_id: str) -> None:
    """Play-through 13, zh small points: the CK result's buttons read "新游戏 / 查看牌桌（v） / 复盘 /
    退出": one button named its key, the others not, though the footer has n, v, r and q. Every
    button of every game's result says its key, in the language's own brackets."""
    game = games()[game_id]
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    outcome = Outcome(scores=(3.0, 1.0), places=(1, 2), winners=(0,))
    app = app_for(None, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(OutcomeScreen(outcome, seats, lang, game.title(lang), review=True, game=game))
        await settle(pilot)
        buttons = {str(b.id): str(b.label) for b in app.screen.query(Button)}
        assert set(buttons) == set(BUTTON_KEYS), buttons
        bracket = "（{}）" if lang == "zh" else "({})"
        for bid, key in BUTTON_KEYS.items():
            assert buttons[bid].endswith(bracket.format(key)), (bid, buttons)
            assert app.screen.query_one(f"#{bid}", Button).region.right <= 80, buttons  # all on screen


def _started(path: Path, moves: int) -> Match:
    """A Color Clash game against a computer, saved at ``path`` after ``moves`` moves."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import GAME as CC

    match = Match(CC, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3, autosave=path)
    bots: dict[int, Any] = {}
    for _ in range(moves):
        seat = match.to_act()[0]
        bot = bots.setdefault(seat, make_bot(CC, seat, "easy", Rng(seat)))
        match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
    return match


def test_pt13_zh_small_a_game_nobody_moved_in_is_not_listed_and_not_put_aside(private_dirs: Path) -> None:
    """Play-through 13, zh small points: five games "0 moves" in Saved games, each started and left
    at once. A game nobody moved in is not worth resuming: it is not listed (the file stays where
    it is: nothing is deleted), and a new game does not put it aside as ``unfinished-*`` (the
    autosave it takes over is ours, and there is nothing in it to lose)."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    empty = folder / "unfinished-color-clash-20260101-120000.json"
    played = folder / "unfinished-color-clash-20260102-120000.json"
    _started(empty, 0)
    _started(played, 2)
    assert load_record(empty).actions == [] or all(t.startswith("!") for _, t in load_record(empty).actions)
    listed = [g.path for g in saves.unfinished_games(folder)]
    assert listed == [played]
    assert empty.exists()  # not listed, never deleted
    # the autosave of a game left at once: the next game takes its place, nothing put aside
    current = folder / "current.json"
    _started(current, 0)
    saves.release()
    path, kept = saves.claim_autosave(current, "color-clash")
    try:
        assert path == current and kept is None
        assert sorted(p.name for p in folder.glob("unfinished-*.json")) == sorted([empty.name, played.name])
    finally:
        saves.release()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt13_zh_small_the_quit_question_names_the_launchers_way_back(lang: str) -> None:
    """Play-through 13, zh small points: the quit dialog said "“chemcards resume” 可继续" — a shell
    command a newcomer in the app does not know to type. In the app it names the launcher's
    Saved games (the command stays the CLI's own)."""
    question = ui("quit_question", lang)
    assert "chemcards resume" not in question
    assert re.search(re.escape(ui("saved_games", lang)), question), question


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt13_zh_small_a_table_nobody_moved_at_promises_no_saved_game(lang: str) -> None:
    """With a game nobody moved in no longer listed (above), quitting or leaving it must not promise
    it under Saved games or Resume: the questions say it is not kept. After a move they promise
    Saved games again."""
    from tui_helpers import make_app, people, table_of

    from chemcards.games.color_clash import GAME as CC

    app = make_app(CC, people("Ann", computers=2), seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert tuple(table.match.to_act()) == (0,) and not table.match.record.actions
        for question in (table.quit_question(), table.abandon_question()):
            assert ui("saved_games", lang) not in question and ui("resume", lang) not in question, question
        await pilot.press("d")  # Ann draws: a move
        await settle(pilot)
        assert table.match.record.actions
        assert table.quit_question() == ui("quit_question", lang)
        assert table.abandon_question() == ui("abandon_question", lang)
