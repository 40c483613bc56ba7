"""Session 12, issue 12 (play-through 11): the end of a game, the result dialog, hints and the review."""

from __future__ import annotations

from typing import Any

from test_tui_type_ahead import _near_the_end
from textual.widgets import Button
from tui_helpers import app_for, settle, sync, table_of

from chemcards.tui.clock import FakeClock
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settle import GAME_RESULT_SETTLE


@sync
async def test_pt11_de1_enter_pressed_on_and_on_around_the_end_leaves_the_result_up() -> None:
    """Play-through 11, de 1 / en 5 (CC-19, the game's end): a person presses ⏎ again and again
    while the game ends; none of those keys acts on the result, which stays up; a key after a pause
    acts, and ⏎ then is not "New game" (the result stays one Esc away)."""
    from chemcards.tui.launcher import LauncherScreen

    clock = FakeClock()
    match, move = _near_the_end({"length": "one"}, 3, over=True)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("colon")
        table.query_one("#move-input").value = move  # type: ignore[attr-defined]
        await pilot.press("enter")
        for _ in range(12):  # ⏎ every 0.3 s for 3.6 s: longer than any settle time
            await pilot.press("enter")
            clock.advance(0.3)
            await pilot.pause()
        result = app.screen
        assert isinstance(result, OutcomeScreen), type(result)
        assert not result.ready
        focused = app.focused
        assert isinstance(focused, Button) and focused.id in ("review", "look"), focused
        clock.advance(GAME_RESULT_SETTLE)
        await pilot.pause()
        assert result.ready
        await pilot.press("enter")  # a deliberate ⏎: Review or Look, never a new game
        await pilot.pause()
        assert not isinstance(app.screen, LauncherScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)


@sync
async def test_pt11_zh14_n_on_the_final_table_starts_a_new_game_and_the_footer_lists_it() -> None:
    """Play-through 11, zh 14: the result closed (Esc) to the final table, ``n`` did nothing and the
    footer showed only "? Keys F1 Rules Esc Show result Ctrl+Q Quit". Now ``n`` is New game there
    too, listed in the footer, in every language."""
    from test_tui_game_over_look import finished_match
    from tui_helpers import screen_text

    from chemcards.core.i18n import ui
    from chemcards.tui.launcher import LauncherScreen

    for lang in ("en", "de", "zh"):
        match = finished_match()
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            await pilot.press("escape")
            await settle(pilot)
            table = table_of(app)
            assert app.screen is table
            footer = screen_text(app).splitlines()[-1]
            assert ui("new_game", lang) in footer, (lang, footer)
            await pilot.press("n")
            await settle(pilot)
            assert isinstance(app.screen, LauncherScreen), (lang, type(app.screen))


@sync
async def test_pt11_de5_the_hint_goes_once_the_person_acts_on_the_board() -> None:
    """Play-through 11, de 5 (CK-11): the hint ("pass and draw 4 cards … instead add O") stayed
    after O and Cu were taken into the compound. Taking a card is the person acting: the old hint
    goes; moving the cursor only looks, and the hint stays for it."""
    from tui_helpers import make_app

    from chemcards.core.registry import games
    from chemcards.core.seats import Seat
    from chemcards.tui.notice import NoticeLine

    game = games()["chemie-kartenspiel"]
    app = make_app(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert 0 in table.match.to_act()
        await pilot.press("h")
        await settle(pilot)
        hint = table.hint_shown
        line = table.query_one(NoticeLine)
        assert hint is not None and line.message is not None and "Hint" in line.message, line.message
        await pilot.press("right")  # looking: the hint stays
        await pilot.pause()
        assert table.hint_shown == hint and line.message is not None
        await pilot.press("enter")  # a card taken into the compound
        await pilot.pause()
        assert table.hint_shown is None and line.message is None, line.message


def _left_and_finished(game_id: str, seed: int, options: dict[str, str]) -> object:
    """Ann plays a few moves against a computer, leaves her seat (Ctrl+L, CC-22), and computers
    finish the game."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.match import Match
    from chemcards.core.registry import games
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    game = games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], options, seed=seed)
    bots = [make_bot(game, s, "easy", Rng(seed + s)) for s in range(2)]
    moves = 0
    while match.outcome() is None:
        seat = next(s for s in match.to_act() if s >= 0)
        if seat == 0 and moves >= 3 and not match.seats[0].is_computer:
            match.leave(0, "easy")
            continue
        moves += seat == 0
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@sync
async def test_pt11_en14_review_is_offered_after_the_person_left_their_seat() -> None:
    """Play-through 11, en 14 / de 2: after Ctrl+L (CC-22) the result of Color Clash and Metallurgie
    offered no Review, CK and CHEMIS did. The person's decisions before they left are reviewed,
    none of the substitute's."""
    from chemcards.bots.review import review
    from chemcards.core.match import LEAVE

    for game_id, options in (("color-clash", {"length": "one"}), ("metallurgie", {})):
        match = _left_and_finished(game_id, 3, options)
        app = app_for(match)  # type: ignore[arg-type]
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen), game_id
            assert app.screen.query("#review"), game_id
        left = next(i for i, s in enumerate(match.steps) if s.text.startswith(LEAVE))  # type: ignore[attr-defined]
        assert all(m.step < left for m in review(match, 0, iterations=30, margin=-1.0))  # type: ignore[arg-type]


@sync
async def test_pt11_de2_a_substitute_s_win_says_why_nobody_scores() -> None:
    """Play-through 11, de 2 (CC-22): "1. ★ Spieler 1 [Computer-Ersatz] … 0" without a reason. The
    result says in one line that the winner was played by a substitute and nobody scores."""
    from chemcards.core.i18n import tr

    for seed in range(1, 40):
        match = _left_and_finished("color-clash", seed, {"length": "one"})
        if match.outcome().winners == (0,):  # type: ignore[attr-defined]
            break
    else:
        raise AssertionError("no game the substitute won")
    for lang in ("de", "en", "zh"):
        app = app_for(match, lang=lang)  # type: ignore[arg-type]
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            for _ in range(5):
                await pilot.pause()
            line = tr("color-clash", "outcome_no_score_substitute", lang, who="Ann")
            assert line in app.screen.note, (lang, app.screen.note)


@sync
async def test_pt11_two_people_at_one_screen_say_why_there_is_no_review() -> None:
    """Where the review truly cannot be offered (two people at one screen: it would show each one's
    cards to the other), the result says so in one line."""
    from test_tui_review import finished_game
    from tui_helpers import screen_text

    from chemcards.core.i18n import ui
    from chemcards.core.seats import Seat

    match = finished_game([Seat("Ann"), Seat("Bob")])
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen) and not app.screen.query("#review")
        assert "".join(ui("review_not_hot_seat", "en").split()) in "".join(screen_text(app).split())


@sync
async def test_pt11_en11_the_lesson_line_goes_at_game_over() -> None:
    """Play-through 11, en 11 (MT-14): after the lesson ended, "Well done … Finish this game, or
    press Ctrl+N" still stood above "Game over (stop card)". At the game's end the line goes."""
    from test_lessons import walk_in_app

    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng
    from chemcards.tui.lesson import LessonLine

    shown: list[bool] = []

    async def to_the_end(pilot: Any, app: Any, table: Any) -> None:
        match = table.match
        bots = [make_bot(match.game, s, "easy", Rng(s)) for s in range(len(match.seats))]
        lesson = table.query_one("#lesson", LessonLine)
        shown.append(bool(lesson.display))
        while match.outcome() is None:
            seat = next(s for s in match.to_act() if s >= 0)
            match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        table.render_table()
        await pilot.pause()
        shown.append(bool(lesson.display))

    await walk_in_app("metallurgie", "en", then=to_the_end)
    assert shown == [True, False]


@sync
async def test_pt11_en11_the_review_shows_no_waiting_line() -> None:
    """Play-through 11, en 11 / zh 4 (MT): the review's table showed "Waiting for the other
    players." under the hand: nobody is waited for in a past moment."""
    from test_tui_game_over_look import finished_match
    from tui_helpers import screen_text

    from chemcards.core.i18n import tr
    from chemcards.core.match import Match
    from chemcards.tui.review import ReviewScreen

    match = finished_match()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = ReviewScreen(match, 0, "en", iterations=20)
        app.push_screen(screen)
        for _ in range(300):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if screen.moments is not None:
                break
        assert screen.moments is not None
        waiting = tr("metallurgie", "board_wait", "en")
        # the board as Ann saw it at moments of the game (a listed moment shows just that)
        for upto in (10, 11, 40, 41):
            past = Match.from_record(match.record, upto=upto)
            screen.board.show(past.view(0), [], 0)
            await pilot.pause()
            assert waiting not in screen_text(app), upto
