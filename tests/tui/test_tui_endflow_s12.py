"""Session 12, issue 12 (play-through 11): the end of a game, the result dialog, hints and the review."""

from __future__ import annotations

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
