"""Screens every game shares (play-through 10, issues 12 and 21, session 11): the quit dialog, the
review, the footer's practice keys, the hint, the final table and the seats panel's marks."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME as METALLURGIE
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.settle import RESULT_SETTLE


def practice_match(seed: int = 8) -> Match:
    return Match(METALLURGIE, [Seat("Ann"), Seat("Curie", "computer", "easy")], seed=seed)


def footer_line(app) -> str:  # type: ignore[no-untyped-def]
    return screen_text(app).splitlines()[-1]


# -- 1. the quit dialog ----------------------------------------------------------------------------

@sync
async def test_quit_dialog_footer_lists_only_its_answers() -> None:
    """Play-through 10 (issue 12): behind the quit question the footer listed the table's keys."""
    for lang, yes, no in (("en", "y Yes", "n No"), ("de", "j Ja", "n Nein"), ("zh", "y 是", "n 否")):
        app = app_for(practice_match(), lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            table_footer = footer_line(app)
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            footer = footer_line(app)
            assert yes in footer and no in footer, footer
            assert footer != table_footer
            for word in ("Keys", "Rules", "Quit", "Tasten", "Regeln", "Beenden", "按键", "规则", "退出"):
                assert word not in footer, footer


@sync
async def test_quit_dialog_buttons_name_their_keys_in_chinese() -> None:
    """Play-through 10: in Chinese it must be clear which key means yes and which no."""
    app = app_for(practice_match(), lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        text = screen_text(app)
        assert "是（y）" in text and "否（n）" in text


@sync
async def test_german_j_answers_yes_like_y() -> None:
    """Play-through 10 (de): "j" (ja) did nothing in the quit dialog."""
    app = app_for(practice_match(), lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("j")
        await pilot.pause()
    assert app.return_code == 0


@sync
async def test_no_key_reaches_the_table_after_no() -> None:
    """Play-through 10 (issue 12): after "No" a stray key press acted on the game. Keys pressed
    while the dialog closes go nowhere; a moment later the table takes keys again."""
    match = practice_match()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        await settle(pilot)
        assert 0 in match.to_act()
        actions = list(match.record.actions)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("n", "n", "enter", "space", "u", "h")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen)
        assert match.record.actions == actions
        assert table.hint_shown is None
        assert table.keys_held
        app.clock.advance(RESULT_SETTLE)  # type: ignore[union-attr]
        await pilot.pause()
        assert not table.keys_held
        await pilot.press("enter")  # the table's keys work again
        await settle(pilot)
        assert len(match.record.actions) > len(actions)


# -- 2. the review --------------------------------------------------------------------------------

def finished_cc_game(seed: int = 5) -> Match:
    from chemcards.core.driver import next_mover
    from chemcards.core.protocol import REFEREE
    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import GAME

    match = Match(GAME, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        moved = next_mover(GAME, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


@sync
async def test_the_review_owns_every_key() -> None:
    """Play-through 10 (zh): a key on the review answered from the board under it ("现在没有人可以
    抓" over the review). Focus never rests on the board, and its keys go nowhere."""
    from chemcards.tui.notice import NoticeLine
    from chemcards.tui.review import ReviewScreen

    match = finished_cc_game()
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        actions = list(match.record.actions)
        screen = ReviewScreen(match, 0, "zh", iterations=20)
        app.push_screen(screen)
        await pilot.pause()
        focused = screen.focused
        assert focused is not None and screen.board not in focused.ancestors_with_self
        screen.board.focus()  # as a Tab or a click would
        await pilot.pause()
        focused = screen.focused
        assert focused is not None and screen.board not in focused.ancestors_with_self
        for _ in range(200):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if screen.moments is not None:
                break
        await pilot.press("c", "d", "l", "k", "enter", "space", "u", "h")
        await pilot.pause()
        assert app.screen is screen
        assert match.record.actions == actions
        for other in app.screen_stack:
            for line in other.query(NoticeLine):
                assert line.message is None, line.message
        assert "没有人可以抓" not in screen_text(app)


def test_review_entries_say_the_figures_are_win_chances() -> None:
    """Play-through 10: "(62 % statt 40 %)" did not say what the figures are."""
    from chemcards.i18n import ui

    for lang, word in (("de", "Gewinnchance 62 % statt 40 %"), ("en", "win chance 62% instead of 40%"),
                       ("zh", "胜率 62%")):  # one space, as every zh percentage (pt18 zh 7)
        line = ui("review_item", lang, move=3, played="a", better="b", p=62, q=40)
        assert word in line, line


# -- 3. the practice keys in the footer -------------------------------------------------------------

@sync
async def test_u_and_h_are_in_the_footer_exactly_when_they_work() -> None:
    """Play-through 10 (issue 12): against computers the footer never showed u and h. They are
    shown while they work (an undo point; the person's turn) and never while they do not."""
    from tui_helpers import people

    match = practice_match()
    app = app_for(match)
    async with app.run_test(size=(120, 24)) as pilot:
        table = table_of(app)
        await settle(pilot)
        assert 0 in match.to_act() and not match.can_undo(0)
        footer = footer_line(app)
        assert "h Hint" in footer and "u Undo" not in footer, footer
        for _ in range(40):  # play until undo works
            if match.can_undo(0) and 0 in match.to_act():
                break
            assert table.apply(0, match.legal(0)[0])
            await settle(pilot)
        await pilot.pause()
        footer = footer_line(app)
        assert "u Undo" in footer and "h Hint" in footer, footer
    # among people who did not agree: neither (the keys then say why in one line)
    app = app_for(Match(METALLURGIE, people("Ann", "Bob"), seed=8))
    async with app.run_test(size=(120, 24)) as pilot:
        await settle(pilot)
        footer = footer_line(app)
        assert "Undo" not in footer and "Hint" not in footer, footer


@sync
async def test_u_without_an_undo_point_still_says_why() -> None:
    """Out of the footer is not out of order: u says in one line why nothing is taken back."""
    match = practice_match()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not match.can_undo(0)
        await pilot.press("u")
        await pilot.pause()
        assert "undo" in screen_text(app).lower()


# -- 4. the hint: a sign at once, the old hint gone, the screen responsive ---------------------------

@sync
async def test_h_shows_thinking_at_once_clears_the_old_hint_and_keeps_the_ui_responsive(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play-through 10: pressing h took ~5 s with no sign of work while the old hint stayed."""
    import threading

    from chemcards.tui import practice
    from chemcards.tui.help import KeysScreen
    from chemcards.tui.notice import NoticeLine

    release = threading.Event()
    real = practice.advise

    def slow_advise(*args, **kwargs):  # type: ignore[no-untyped-def]
        while not release.is_set():  # busy, as a search is: it holds the GIL between switches
            sum(range(2000))
        return real(*args, **{**kwargs, "iterations": 20})

    monkeypatch.setattr(practice, "advise", slow_advise)
    try:
        match = practice_match()
        app = app_for(match, lang="de")
        async with app.run_test(size=(80, 24)) as pilot:
            table = table_of(app)
            await settle(pilot)
            table.hint_shown = "Tipp: alt"
            table.notify("Tipp: alt", timeout=12)
            await pilot.pause()
            await pilot.press("h")
            await pilot.pause()
            line = table.query_one(NoticeLine)
            assert line.message == "Der Tipp wird berechnet …"
            assert table.hint_shown is None and "Tipp: alt" not in screen_text(app)
            await pilot.press("question_mark")  # the screen answers keys while the search runs
            await pilot.pause()
            assert isinstance(app.screen, KeysScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is table
            assert line.message == "Der Tipp wird berechnet …"  # still thinking, still said so
            release.set()
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert table.hint_shown is not None and table.hint_shown.startswith("Tipp: ")
            assert line.message is not None and line.message.startswith("Tipp: ")
    finally:
        release.set()  # never a thread left spinning


# -- 5. the final table says that Esc brings the result back ------------------------------------------

@sync
async def test_the_final_table_footer_says_esc_shows_the_result() -> None:
    """Play-through 10: after "Look at the table (v)" nothing said that Esc returns."""
    from chemcards.tui.outcome import OutcomeScreen

    for lang, words in (("en", "Esc Show result"), ("de", "Esc Ergebnis zeigen"), ("zh", "Esc 显示结果")):
        match = finished_cc_game()
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            app.clock.advance(RESULT_SETTLE)  # type: ignore[union-attr]
            await pilot.pause()
            await pilot.press("v")
            await pilot.pause()
            assert app.screen is table_of(app)
            assert words in footer_line(app), footer_line(app)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, OutcomeScreen)


# -- 6. "◉" is explained where it appears -------------------------------------------------------------

@sync
async def test_the_seats_panel_says_what_its_marks_mean() -> None:
    """Play-through 10: "◉" (the person whose screen this is) was on screen and explained nowhere.
    The seats panel's title names both marks of its marker column."""
    for lang, title in (("en", "Seats (▶ to move, ◉ you)"), ("de", "Plätze (▶ am Zug, ◉ du)"),
                        ("zh", "座位（▶ 行动中，◉ 你）")):
        app = app_for(practice_match(), lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert title in screen_text(app), screen_text(app)


@pytest.mark.parametrize(("lang", "legend"), [("en", "◉ = your seat · ★ = host"),
                                              ("de", "◉ = dein Platz · ★ = leitet den Raum"),
                                              ("zh", "◉ = 你的座位 · ★ = 房主的座位")])
@sync
async def test_the_online_lobby_says_what_its_marks_mean(lang: str, legend: str) -> None:
    """Play-through 10: the lobby marks the person's own seat "◉" (and the host's "★") unexplained;
    play-through 13 zh: "◉ 你 · ★ 房主" read as two names, so the legend says "=" and "seat"."""
    from chemcards.net.server import RoomServer
    from chemcards.net.store import MemoryStore
    from chemcards.tui.online import LobbyScreen
    from chemcards.tui.online_app import OnlineApp
    from chemcards.tui.settings import Settings

    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(1500):
                if isinstance(app.screen, LobbyScreen) and "◉" in str(
                        app.screen.query_one("#lobby-seats").render()):
                    break
                await pilot.pause(0.02)
            seats = str(app.screen.query_one("#lobby-seats").render())
            assert "◉" in seats and legend in seats, seats
    finally:
        await server.stop()


@sync
async def test_the_final_tables_seats_title_names_only_the_marks_shown() -> None:
    """On the final table nobody is to move: the title explains ◉ alone."""
    from chemcards.tui.outcome import OutcomeScreen

    app = app_for(finished_cc_game(), lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        app.clock.advance(RESULT_SETTLE)  # type: ignore[union-attr]
        await pilot.pause()
        await pilot.press("v")
        await pilot.pause()
        text = screen_text(app)
        assert "Plätze (◉ du)" in text and "▶ am Zug" not in text, text
