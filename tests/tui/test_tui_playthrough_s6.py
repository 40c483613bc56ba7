"""Issue 12: what the last play-throughs (80x24, en/de/zh) still met, each from the player's side.

Point numbers are those of the sixth session's list: 1 double Enter after a move, 2 the result
dialogs' footers, 3 CHEMIS status after a death, 4 a late catch, 5 "New game" after
``chemcards play``, 6 refusals as sentences, 7 the launcher after Esc + shift+tab, 8 CJK notices.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.tui.clock import FakeClock
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settle import MOVE_SETTLE


def _ann_moves(match: Match) -> int:
    return sum(1 for seat, _ in match.record.actions if seat == 0)


def _notice(app: Any) -> str | None:
    return table_of(app).query_one(NoticeLine).message


# -- point 1: a second Enter right after a move does nothing ------------------------------------
@sync
async def test_ch_double_enter_after_a_play_plays_one_move_only() -> None:
    """Issue 12 (CHEMIS, CH-7 a turn of several plays): Enter plays the move under the cursor and
    the list is rebuilt with the cursor on another move; a second Enter pressed at once must not
    play (or try) that one. A fresh Enter a moment later plays again."""
    clock = FakeClock()
    match = Match(games()["chemis"], [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert match.to_act() == (0,), "seed 3: Ann's turn comes first"
        table.focus_board()
        before = _ann_moves(match)
        # a row chosen first: in a turn the list holds none until ↓ moves into it (play-through
        # 13, en 9: an Enter meant for a curtain played the first row)
        await pilot.press("down")
        # both Enters read from the terminal at once, as tmux delivers them: the second reaches the
        # board before the first move is applied (Pilot's press would wait in between)
        app.post_message(events.Key("enter", "\r"))
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert _ann_moves(match) == before + 1, "the second Enter played a move too"
        assert _notice(app) is None, "the second Enter was taken (and refused)"
        assert match.to_act() == (0,), "still Ann's turn: a second move was possible"
        clock.advance(MOVE_SETTLE)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert _ann_moves(match) == before + 2 or _notice(app) is not None, "a fresh Enter did nothing"


@pytest.mark.parametrize("key", ["enter", "space"])
@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_enter_right_after_a_move_does_nothing_in_every_game(game_id: str, key: str) -> None:
    """Issue 12: in every board, Enter (or Space) pressed at once after a person's move made at
    the keyboard is a double press: it neither moves again, picks, nor says "not your turn". The
    same key a moment later acts again."""
    clock = FakeClock()
    match = Match(games()[game_id], [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        for _ in range(10):
            await settle(pilot)
            if 0 in match.to_act():
                break
            clock.advance(1.0)
        assert 0 in match.to_act()
        table.focus_board()
        assert table.act_for_keyboard(match.legal(0)[0])
        table.query_one(NoticeLine).clear()
        moves, board = _ann_moves(match), _board_text(app)
        await pilot.press(key)
        await pilot.pause()
        assert _ann_moves(match) == moves, "the second press made another move"
        assert _notice(app) is None, f"the second press was taken: {_notice(app)}"
        await settle(pilot)
        if match.to_act() == (0,) and _board_text(app) == board:
            clock.advance(MOVE_SETTLE)
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            taken = _ann_moves(match) > moves or _notice(app) is not None or _board_text(app) != board
            assert taken, "a fresh key after the moment did nothing"


def _board_text(app: Any) -> list[str]:
    region = table_of(app).board.region
    return screen_text(app).splitlines()[region.y:region.bottom]


# -- point 2: a result dialog's footer lists its own keys only -------------------------------------
def _footer(app: Any) -> str:
    return screen_text(app).splitlines()[-1]


def _finished(game_id: str, seed: int = 11) -> Match:
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng

    game = games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
    bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_game_over_footer_shows_the_dialogs_keys_only(lang: str) -> None:
    """Issue 12: behind the game-over dialog the footer listed the table's keys (Type move, Rules)
    as if they worked; it shows the dialog's keys only (New game, Look at the table, Quit, and
    since session 9 its own F1 Rules, which opens the rules over it: CK-10, play-through 8 de 10)."""
    from chemcards.i18n import ui
    from chemcards.tui.outcome import OutcomeScreen

    match = _finished("metallurgie")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        footer = _footer(app)
        for key in ("new_game", "dialog_look", "quit", "rules"):
            assert ui(key, lang) in footer, footer
        assert "F1" in footer, footer  # the dialog's own F1 (the rules over the result)
        assert ui("type_move", lang) not in footer, footer
        await pilot.press("v")  # the table again: its own keys are back
        await settle(pilot)
        footer = _footer(app)
        assert ui("dialog_look", lang) not in footer, footer  # the dialog's keys are gone
        # the final table's own: Esc shows the result, n a new game (play-through 11, zh 14)
        assert ui("new_game", lang) in footer, footer
        assert ui("type_move", lang) not in footer, footer


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_cc15_round_result_and_ch11_story_footers_show_their_keys_only(lang: str) -> None:
    """Issue 12 (CC-15 a round's result; CH-11 the story of a death): the footer under each dialog
    names its own key (Next round / OK) and none of the table's."""
    from chemcards.games.chemis.board import FateScreen
    from chemcards.games.color_clash.board import RoundEndScreen
    from chemcards.i18n import ui

    match = Match(games()["color-clash"], [Seat("Ann"), Seat("Curie", "computer", "easy")],
                  {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table_keys = [w for w in _footer(app).split() if len(w) > 2]
        assert table_keys
        view = match.view(0)
        record = {"round": 1, "winner": 0, "points": 12, "places": [1, 2]}
        app.push_screen(RoundEndScreen(view, record, lang))
        await settle(pilot)
        footer = _footer(app)
        assert ui("dialog_next_round", lang) in footer, footer
        assert not [w for w in table_keys if w in footer], footer
        await pilot.press("enter")
        await settle(pilot)
        app.push_screen(FateScreen("Ann is out", ["Curie plays"], lang))
        await settle(pilot)
        footer = _footer(app)
        assert ui("ok", lang) in footer, footer
        assert not [w for w in table_keys if w in footer], footer


# -- point 3: CHEMIS after a person's death ---------------------------------------------------------
def _ann_dead_and_a_computer_plays(seats: list[Seat]) -> Match:
    """CH-11: a seeded CHEMIS game played at random until Ann (seat 0) is dead and the computer
    (seat 2) is to act, the game going on."""
    import random

    for seed in range(1, 60):
        match = Match(games()["chemis"], seats, {}, seed=seed)
        pick = random.Random(seed)
        for _ in range(3000):
            if match.outcome() is not None:
                break
            if not match.view(0).alive[0] and match.to_act() == (2,):
                return match
            seat = match.to_act()[0]
            match.act(seat, pick.choice(match.legal(seat)))
    raise AssertionError("no game where Ann dies first")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_ch11_status_says_the_dead_person_is_out_and_who_plays(lang: str) -> None:
    """CH-11 (issue 12): after Ann's death the game goes on among the others; her status line said
    "your turn" or another's turn as if she still played. It says she is out, then who plays."""
    from chemcards.games.chemis.texts import t
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.settings import Settings

    seats = [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    match = _ann_dead_and_a_computer_plays(seats)
    # computers at their normal pace on a clock that never moves: the status is read while the
    # computer is to act (at instant speed they could finish the game first; seen once, 2 workers)
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed="normal"), clock=FakeClock(),
                       remember=False, games=lambda: {match.game.id: match.game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table.viewer == 0
        status = str(table.query_one("#status").render())
        out = t("status_out_you", lang, rest="")
        assert status.startswith(out.strip()), status
        assert "Bohr" in status or "Curie" in status, status  # who plays now (computers go on)
        assert t("status_turn_you", lang, round=match.view(0).round).split("·")[-1].strip() not in status


@sync
async def test_ch11_hot_seat_status_never_tells_a_dead_person_it_is_their_turn() -> None:
    """CH-11 in a hot-seat game (Ann and Bob at one screen, a computer): after Ann's death, the
    screen shown while the computer plays says Ann is out if it is hers, and Bob's screen does not
    call him out."""
    from chemcards.games.chemis.texts import t

    seats = [Seat("Ann"), Seat("Bob"), Seat("Bohr", "computer", "easy")]
    match = _ann_dead_and_a_computer_plays(seats)
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        status = str(table.query_one("#status").render())
        out = t("status_out_you", "en", rest="").strip()
        if table.viewer == 0:
            assert status.startswith(out), status
        else:
            assert out not in status, status
        assert "your turn" not in status, status


# -- point 4: a late catch in Color Clash ------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc11_cc12_a_catch_after_the_window_closed_says_too_late_and_changes_nothing(lang: str) -> None:
    """CC-11/CC-12 (issue 12): "c" pressed after the call window closed gave no feedback at all.
    It gives one clear notice, "too late", and nothing changes (no action, no card drawn)."""
    from tui_helpers import walk_to_call_window

    from chemcards.i18n import ui
    from chemcards.tui.curtain import CurtainScreen
    from chemcards.tui.turn_end import TurnEndScreen

    clock = FakeClock()
    match = Match(games()["color-clash"], [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        assert match.state.window >= 0
        clock.advance(3.5)  # nobody calls or catches: the window closes (CC-10, 3 s)
        await pilot.pause()
        await settle(pilot)
        # the curtain, or first the mover's own screen if the window closed with a catch's draw
        while isinstance(app.screen, CurtainScreen | TurnEndScreen):
            await pilot.press("enter")
            await settle(pilot)
        assert match.state.window < 0
        actions, public = list(match.record.actions), repr(match.view(None))
        table_of(app).focus_board()
        await pilot.press("c")
        await pilot.pause()
        assert _notice(app) == ui("cc_catch_too_late", lang)
        assert match.record.actions == actions and repr(match.view(None)) == public


# -- point 8: a Chinese notice over every board keeps every character ---------------------------------
@pytest.mark.parametrize("shift", [0, 1])
@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_chinese_notice_over_every_board_is_read_back_whole(game_id: str, shift: int) -> None:
    """Issue 12 (an earlier play-through saw "未完成的  戏": a toast over a panel's border lost a
    Chinese character). A Chinese notice, sent as the app sends every notice (``app.notify``), is
    read back whole from the rendered screen at 80x24 over each game's table; ``shift`` moves it
    by one cell against the panels' borders."""
    from test_tui_notices import on_screen

    from chemcards.i18n import ui

    match = Match(games()[game_id], [Seat("安"), Seat("居里", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang="zh", clock=FakeClock())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        for key in ("saved_games_in_launcher", "cc_catch_too_late"):
            sentence = "x" * shift + ui(key, "zh")
            app.notify(sentence)
            await pilot.pause()
            assert on_screen(app, sentence), screen_text(app)
        assert not app._notifications, "a toast was shown"  # the notice line only
