"""Keys typed ahead (issue 12 follow-up, point 1; CC-23: no screen shows a hand to anyone but its
owner).

A person who has just played presses Enter once more out of habit. That second Enter must not lift
the next person's curtain (the next hand would be shown to the person who just played), nor close a
round's result or a result before anyone read it. These tests type the move and the extra Enters
back to back, as fast as a Pilot can, in every game where a hot-seat curtain appears; a fresh key
after the curtain has been up for a moment (``tui/settle.py``) still lifts it.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_hot_seat_windows import CARD
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.settle import CURTAIN_SETTLE, GAME_RESULT_SETTLE, RESULT_SETTLE
from chemcards.tui.turn_end import TurnEndScreen


def _passing_move(match: Match, seat: int) -> str | None:
    """A legal move of ``seat``, as typed, after which only the other person is to act (so the
    curtain for them goes up at once)."""
    game = match.game
    for action in match.legal(seat):
        text = str(action)
        if game.parse_action(text) != action:
            continue
        state = game.clone(match.state)
        game.apply(state, seat, action)
        if game.outcome(state) is None and tuple(game.to_act(state)) == (1 - seat,):
            return text
    return None


async def _lift(pilot: Any, app: Any) -> None:
    """A person arrives at the curtain, waits a moment and presses Enter."""
    await settle(pilot)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)


async def _to_a_passing_move(pilot: Any, app: Any) -> tuple[int, str]:
    """Lift curtains and play moves that keep the turn until the person at the screen has a move
    that hands the screen to the other person."""
    table = table_of(app)
    for _ in range(40):
        await _lift(pilot, app)
        seat = table.viewer
        assert seat is not None and not table.curtain_up
        if seat in table.match.to_act():
            move = _passing_move(table.match, seat)
            if move is not None:
                return seat, move
            table.board.choose(table.match.legal(seat)[0])
        await settle(pilot)
    raise AssertionError("no move that hands the screen over")


@pytest.mark.parametrize("key", ["enter", "space"])
@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_cc23_keys_typed_ahead_do_not_lift_the_next_persons_curtain(game_id: str, key: str) -> None:
    """CC-23 (issue 12 follow-up, point 1): the move and two more keys back to back; the curtain for
    the next person stays up and shows none of their cards; a fresh key after a moment lifts it."""
    game = games()[game_id]
    clock = FakeClock()
    match = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        seat, move = await _to_a_passing_move(pilot, app)
        table = table_of(app)
        await pilot.press("colon")
        table.query_one("#move-input").value = move  # type: ignore[attr-defined]
        await pilot.press("enter", key, key)  # the move, then the same key twice more at once
        await pilot.pause()
        assert match.to_act() == (1 - seat,)
        if isinstance(app.screen, TurnEndScreen):
            # the move drew cards (CK-8, Metallurgie's refill): the mover's own screen says which
            # first (play-through 11, en 13); the keys typed ahead did not close it unread
            assert table.viewer == seat and not table.curtain_up
            clock.advance(RESULT_SETTLE)
            await pilot.pause()
            await pilot.press(key, key, key)  # read: it closes, the next two land on the curtain
            await pilot.pause()
        assert isinstance(app.screen, CurtainScreen), "a typed-ahead key lifted the curtain"
        assert table.curtain_up and table.viewer == 1 - seat
        curtain = screen_text(app)
        assert match.seats[1 - seat].name in curtain
        if game_id == "color-clash":
            assert not CARD.search(curtain), "the curtain shows a card"
        # a moment later, a fresh key of the next person lifts it
        clock.advance(CURTAIN_SETTLE)
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert not isinstance(app.screen, CurtainScreen)
        assert not table.curtain_up
        # none of the lines of the next person's own board was on the curtain
        board = table.board.region
        own = {line.strip() for line in screen_text(app).splitlines()[board.y:board.bottom]}
        shown = {line.strip() for line in curtain.splitlines()}
        assert not {line for line in own & shown if any(ch.isalnum() for ch in line)}


@sync
async def test_cc23_the_curtains_button_is_not_pressable_before_it_settled() -> None:
    """CC-23: the curtain's button is neither focused nor enabled while a typed-ahead key could
    still press it; it is both once the curtain settled."""
    from textual.widgets import Button

    clock = FakeClock()
    match = Match(games()["color-clash"], [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        button = curtain.query_one("#curtain-lift", Button)
        assert button.disabled and app.focused is not button
        await pilot.click("#curtain-lift")
        assert app.screen is curtain
        clock.advance(CURTAIN_SETTLE)
        await pilot.pause()
        assert not button.disabled and app.focused is button
        await pilot.click("#curtain-lift")
        await pilot.pause()
        assert app.screen is not curtain


def _near_the_end(options: dict[str, str], seed: int, *, over: bool) -> tuple[Match, str]:
    """A Color Clash match of Ann against a computer, played on at random until Ann has a move, as
    typed, that ends a round (``over``: the whole game; else a round with more to come)."""
    import random

    from chemcards.core.protocol import REFEREE

    game = games()["color-clash"]
    for tried in range(seed, seed + 50):  # a game the computer wins before Ann can: the next seed
        match = Match(game, [Seat("Ann"), Seat("Cpu", "computer", "easy")], options, seed=tried)
        pick = random.Random(tried)
        while match.outcome() is None:
            to_act = match.to_act()
            if to_act == (0,):
                for action in match.legal(0):
                    state = game.clone(match.state)
                    game.apply(state, 0, action)
                    ended = len(state.history) > len(match.state.history)
                    if ended and (game.outcome(state) is not None) == over and \
                            game.parse_action(str(action)) == action:
                        return match, str(action)
            seat = next((s for s in to_act if s != REFEREE), REFEREE)
            match.act(seat, pick.choice(match.legal(seat)))
    raise AssertionError("no round-ending move found")


@sync
async def test_a_second_enter_after_the_last_card_leaves_the_rounds_result_up() -> None:
    """CC-15…CC-17 (issue 12 follow-up, point 1): the result of a round (CC-26: the hands it
    scored) stays up when the last card is played with Enter pressed twice more; a fresh Enter a
    moment later closes it."""
    from chemcards.games.color_clash.board import RoundEndScreen

    clock = FakeClock()
    match, move = _near_the_end({"length": "three"}, 3, over=False)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("colon")
        table.query_one("#move-input").value = move  # type: ignore[attr-defined]
        await pilot.press("enter", "enter", "enter")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, RoundEndScreen), type(result)
        clock.advance(RESULT_SETTLE)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not result


@sync
async def test_ch11_the_report_of_a_death_is_not_closed_by_keys_typed_ahead() -> None:
    """CH-11 (issue 12 follow-up, point 1): the CHEMIS report of what happened to a person who died
    during others' turns stays up under a double Enter that arrives with it; a fresh one closes it."""
    from textual.app import App

    from chemcards.games.chemis.board import FateScreen

    clock = FakeClock()

    class Host(App[None]):
        def __init__(self) -> None:
            super().__init__()
            self.clock = clock

        def on_mount(self) -> None:
            self.push_screen(FateScreen("Ann died", ["Bob plays HCl on Ann"], "en"))

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        fate = app.screen
        assert isinstance(fate, FateScreen)
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert app.screen is fate
        clock.advance(RESULT_SETTLE)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not fate


@sync
async def test_a_second_enter_after_the_last_card_leaves_the_games_result_up() -> None:
    """CC-15, CC-19 (issue 12 follow-up, point 1): the last card played with Enter pressed twice
    more leaves the result up to be read. A fresh key a moment later acts: "n" is New game (Enter is
    not, play-through 11, de 1: it rests on a button that keeps the result one Esc away)."""
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.outcome import OutcomeScreen

    clock = FakeClock()
    match, move = _near_the_end({"length": "one"}, 3, over=True)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("colon")
        table.query_one("#move-input").value = move  # type: ignore[attr-defined]
        await pilot.press("enter", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, OutcomeScreen), type(app.screen)
        clock.advance(GAME_RESULT_SETTLE)
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen)
