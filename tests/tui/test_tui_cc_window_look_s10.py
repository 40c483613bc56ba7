"""The "Last card!" window at one screen, as people at the table meet it (play-through 9,
session 10; CC-10 … CC-14, CC-23).

1. en, two people: Bob played his second-to-last card (a Reverse, acting as Skip) and the 3 seconds
   were over before Ann could catch. Ann had been looking away from Bob's hand (CC-23), and nothing
   called her back. Decided: a screen calls everyone to look first; the window's seconds start only
   once the window is on screen for all (docs/rules/color-clash.*.md, "at one screen"). The driver
   keeps the timing (it is paused behind that screen); no screen on the way shows a hand.
2. de: the log said „Die Zeit zum Ansagen ist um“ right after a call made in time; that line
   belongs only to a window whose time ran out with no call and no catch.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from tui_helpers import app_for, region_text, screen_text, settle, sync, table_of, wait_out_guard

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import CALL, PLAY
from chemcards.games.color_clash.catalogue import card_label
from chemcards.games.color_clash.game import CALL_WINDOW_SECONDS
from chemcards.i18n import tr
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen, WindowCurtain
from chemcards.tui.turn_end import TurnEndScreen

#: a card as the board renders it (the pattern of test_tui_hot_seat_windows.py)
CARD = re.compile(r"(?:★\+4|★(?! \w)|[●■▲◆] (?:\+2|\d|⊘|⇄))(?![\w+])")


def board_cards(app: Any) -> Counter[str]:
    lines = region_text(app, table_of(app).board.region)
    return Counter(m.group(0) for line in lines for m in CARD.finditer(line))


async def play_to_window(app: Any, pilot: Any) -> None:
    """Two people play (cards first, never a call) until a second-to-last card opens the window;
    every curtain on the way is lifted, the screen that opens with the window is not."""
    for _ in range(300):
        await settle(pilot)
        table = table_of(app)
        if table.match.state.window >= 0:
            return
        if isinstance(app.screen, CurtainScreen | TurnEndScreen):  # TurnEndScreen: after a draw
            await pilot.press("enter")
            continue
        legal = table.board.legal
        plays = [a for a in legal if a.kind == PLAY and not a.call]
        table.board.choose(plays[0] if plays else next(a for a in legal if a.kind != CALL))
    raise AssertionError("no call window opened")


def log_text(app: Any) -> str:
    """The log panel's words, joined across its wrapped lines."""
    lines = region_text(app, table_of(app).query_one("#log").region)
    return "".join("".join(line.strip("│ ") for line in lines).split())


@sync
async def test_cc10_cc14_window_waits_for_everyone_to_look_and_then_gives_its_full_three_seconds() -> None:
    """CC-10/CC-14 at one screen (play-through 9, en): when the window opens, a screen without any
    card calls everyone by name to look; behind it the seconds do not run (30 s pass, the window
    stays open). Lifted, the window screen shows no hand (CC-23) and runs its full 3 seconds, in
    which Ann can still catch Bob (CC-11: two cards)."""
    clock = FakeClock()
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_window(app, pilot)
        table = table_of(app)
        owner = match.state.window
        assert isinstance(app.screen, WindowCurtain), "the window opened with nobody called to look"
        text = screen_text(app)
        assert not CARD.search(text), "the screen calling everyone shows a card (CC-23)"
        assert "Ann" in text and "Bob" in text, text
        clock.advance(30.0)  # people come to the screen and reach the keyboard
        await pilot.pause()
        assert match.state.window == owner, "the window's seconds ran behind the screen (CC-10)"
        await wait_out_guard(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is table and table.viewer is None
        assert board_cards(app) == Counter([card_label(match.view(None).top)]), "a hand is on screen"
        assert table.remaining() == CALL_WINDOW_SECONDS  # CC-10: the 3 seconds start now
        clock.advance(CALL_WINDOW_SECONDS - 0.2)
        await pilot.pause()
        assert match.state.window == owner  # the other person still may catch
        before = len(match.state.hand(owner))
        await pilot.press("c")
        await settle(pilot)
        assert len(match.state.hand(owner)) == before + 2  # CC-11


@sync
async def test_cc14_one_person_against_computers_gets_no_look_screen() -> None:
    """CC-14: alone at the screen with computers, the window opens on the person's own table at
    once (their hand stays in view, nobody else needs calling)."""
    clock = FakeClock()
    match = Match(GAME, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=5)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(300):
            await settle(pilot)
            if match.state.window >= 0 or match.outcome() is not None:
                break
            assert not isinstance(app.screen, CurtainScreen)
            legal = table_of(app).board.legal
            plays = [a for a in legal if a.kind == PLAY and not a.call]
            if legal:
                table_of(app).board.choose(plays[0] if plays else next(a for a in legal if a.kind != CALL))
            else:
                clock.advance(1.0)
        assert match.state.window >= 0
        assert not isinstance(app.screen, CurtainScreen) and not table_of(app).driver.paused


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("called", [True, False])
@sync
async def test_cc10_time_is_up_is_logged_only_when_the_time_ran_out(lang: str, called: bool) -> None:
    """CC-10 (play-through 9, de): after "Last card!" called in time the log does not say the time
    to call is up; when the 3 seconds run out with no call and no catch, it does."""
    clock = FakeClock()
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=clock, lang=lang)
    time_up = "".join(tr("color-clash", "ev_window_time_up", lang).split())
    closed_line = "".join(tr("color-clash", "ev_window_closed", lang).split())
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_window(app, pilot)
        await wait_out_guard(pilot)
        await pilot.press("enter")  # everyone looks
        await settle(pilot)
        if called:
            await pilot.press("l")
        else:
            clock.advance(CALL_WINDOW_SECONDS + 0.1)
        await pilot.pause()
        await settle(pilot)
        assert match.state.window < 0
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        log = log_text(app)
        # the sentence's head ("Die Zeit zum Ansagen ist um", the old German line whole) is enough
        head = re.split("[:：]", time_up)[0]
        assert (head in log) == (not called), log
        assert (time_up in log) == (not called), log
        assert (closed_line in log) == called, log
