"""Guided first games, play-through 10 finding 5 (issue 12/21, session 11): the CHEMIS lesson
started in the middle of the computer's judgement round and named the learner "Spieler 1"."""

from __future__ import annotations

import pytest
from tui_helpers import settle, sync

from chemcards.core.i18n import LANGS, seat_fallback, tr
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, Guide, learner_name, load_lesson

LESSON_GAMES = ["chemie-kartenspiel", "chemis", "color-clash", "metallurgie"]


def test_pt10_f5_the_chemis_lesson_starts_at_the_learners_first_own_turn() -> None:
    """CH-2, CH-5: the learner holds identity A (turn order), so the lesson opens on their own
    first turn — two cards drawn, nothing open to answer — and its first prompt asks for a
    substance the hand can form."""
    lesson = load_lesson("chemis")
    match = lesson.new_match("Anna")
    st = match.state
    assert st.ident[0] == 0 and st.turn_seat == 0 and not st.stack
    assert match.to_act() == (0,)
    legal = [str(a) for a in match.legal(0)]
    assert any(" -> " in a for a in legal)  # a substance to form from the hand
    assert Guide(lesson).prompt(legal, "de") == tr(DOMAIN, "ch_zone", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_pt10_f5_the_learner_is_called_by_the_launchers_name_or_player_1(lang: str) -> None:
    """A lesson names the learner as the launcher does; a default seat label ("Spieler 1",
    "Player 2", "玩家1") is no name, and the learner is then the first row's default name
    (session 12: never "Du" / "You" / "你" as a name, play-through 11 en #2)."""
    first = seat_fallback(0, lang)
    assert first in ("Spieler 1", "Player 1", "玩家1")
    assert learner_name("Anna", lang) == "Anna"
    for default in ("Spieler 1", "Player 1", "玩家1", "Spieler 3", "  ", ""):
        assert learner_name(default, lang) == first


@pytest.mark.parametrize("game_id", LESSON_GAMES)
@sync
async def test_pt10_f5_learn_to_play_takes_the_launchers_first_person(game_id: str) -> None:
    """Every game's lesson: "Spielen lernen" seats the launcher's first person by their name; with
    the launcher's default label the learner is "Spieler 1", never "Du" (session 12)."""
    from textual.widgets import Input

    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.settings import Settings

    game = get_game(game_id)
    for typed, wanted in (("Anna", "Anna"), (None, "Spieler 1")):
        app = ChemcardsApp(settings=Settings(lang="de", speed="instant"), clock=FakeClock(),
                           remember=False, games=lambda: {game.id: game})
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if typed is not None:
                box = app.screen.query_one("#name-0", Input)
                box.value = typed
                await pilot.pause()
            await pilot.click("#learn")
            await settle(pilot)
            table = app.table
            assert isinstance(table, GuidedTable) and table.match.game.id == game_id
            assert table.match.seats[0].name == wanted


@pytest.mark.parametrize("game_id", LESSON_GAMES)
@sync
async def test_s12_a_lesson_never_calls_the_learner_you_where_a_name_stands(game_id: str) -> None:
    """Play-through 11 en #2: "╭─ Your hand, You (7)", "◎A You", "▶You 0  Curie 0", "points: You 2".
    Without a typed name the learner is "Player 1" in the seats, the hand's title and the log."""
    from tui_helpers import screen_text

    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.settings import Settings

    game = get_game(game_id)
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        assert table.match.seats[0].name == "Player 1"
        text = screen_text(app)
        assert "Player 1" in text or "Player…1" in text, text
        for bad in ("hand, You", "▶You", "A You", "You 0", "│ You │", ": You "):
            assert bad not in text, (bad, text)
