"""The hot-seat "Last card!" window screen (CC-10…CC-12, CC-14; issue 12 point 1, play-through 6
zh1 #7): everyone at the table looks at it, so it shows no hand (docs/rules/color-clash, "at one
screen"), and what it does show must read right: the prompt keeps the name with its sentence, only
the seat that may call carries the turn mark ▶, the footer offers the window's keys (l, c) and no
play keys, and the log keeps no call prompt once the window has closed.
"""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import (
    app_for,
    footer_showing,
    region_text,
    screen_text,
    settle,
    sync,
    table_of,
    walk_to_call_window,
)

from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.i18n import tr

LANGS = ("de", "en", "zh")
NAMES = {"de": ("Anna", "Bernd"), "en": ("Ann", "Bob"), "zh": ("甲", "乙")}


def window_app(lang: str) -> Any:
    match = Match(GAME, [Seat(n) for n in NAMES[lang]], {}, seed=3)
    return app_for(match, lang=lang)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_cc10_cc14_window_screen_keeps_the_name_with_its_prompt_marks_the_caller_and_offers_l_c(
        lang: str) -> None:
    """CC-10/CC-14 at one screen, 80×24: the prompt's first line holds the owner's name *and*
    words after it (the name stood alone on a line: "乙" / "可以喊…"); only the owner, who may
    call, carries ▶ (the catchers' lines say "may catch"); the footer shows l and c, never the
    play keys (← → ⏎, d)."""
    app = window_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        table = table_of(app)
        view = table.match.view(None)
        assert view.phase == "window" and table.viewer is None
        owner = table.match.seats[view.window].name
        board_lines = [line.strip() for line in region_text(app, table.board.region)]
        assert owner not in board_lines, "\n".join(board_lines)
        prompt = next(line for line in board_lines if line.startswith(owner))
        assert len(prompt) > len(owner) + 2, prompt
        # the panel's rows, not its title (which says what ▶ means, play-through 10)
        marks = region_text(app, table.query_one("#seats").region)[1:]
        assert sum(line.count("▶") for line in marks) == 1, "\n".join(marks)
        assert any("▶" in line and owner in line for line in marks), "\n".join(marks)
        footer = await footer_showing(pilot, "l ", "c ")
        assert "l " in footer and "c " in footer, footer
        assert "⏎" not in footer and "←→" not in footer, footer
        assert f"d {tr('ui', 'cc_draw', lang)}" not in footer, footer


@pytest.mark.parametrize("lang", LANGS)
def test_cc10_the_windows_log_line_is_no_call_to_act(lang: str) -> None:
    """CC-10…CC-12: the log is history, read again after the window has closed (the owner's own
    screen rebuilt its log and said "你只剩一张牌——快喊！" when no call was possible any more). The
    window's line states the fact (one card left) for everyone; the prompt to call or catch is
    the board's and the status line's, shown only while the window is open."""
    imperative = {"de": ("ansagen", "erwischen"), "en": ("call", "catch"), "zh": ("喊", "抓")}[lang]
    event = Event("window", 1)
    for viewer in (None, 0, 1):
        text = GAME.event_text(event, lang, names=list(NAMES[lang]), viewer=viewer)
        assert text and not any(word in text.lower() for word in imperative), (viewer, text)
        assert (NAMES[lang][1] in text) == (viewer != 1), text


@sync
async def test_cc10_after_the_window_closed_no_screen_still_asks_for_the_call() -> None:
    """zh1 #7: once the window has closed (3 s, CC-10), neither person's screen shows a call prompt
    (in the log or anywhere else)."""
    from chemcards.tui.curtain import CurtainScreen
    from chemcards.tui.turn_end import TurnEndScreen

    app = window_app("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        table = table_of(app)
        app.clock.advance(3.1)  # nobody acted: the window closes
        await settle(pilot)
        assert table.match.view(None).phase != "window"
        for _ in range(2):
            if isinstance(app.screen, CurtainScreen | TurnEndScreen):
                await pilot.press("enter")
                await settle(pilot)
            assert "快喊" not in screen_text(app)
