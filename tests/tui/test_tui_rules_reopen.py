"""Issue 12 point 4: F1 opens fast, takes PageDown at once, and opens again right after Esc.

Found at 80×24 (pt6-en #7, pt6-zh2 #15): F1 took 2–7 s to open under load (the rules' Markdown laid
out anew every time), PageDown did nothing until ↓ had been pressed, and an F1 pressed right after
Esc was ignored. The rules screen is made once per game and language and kept (``open_rules``).
"""

from __future__ import annotations

from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.tui.help import RulesScreen


@sync
async def test_issue12_4_f1_again_is_the_same_laid_out_screen_and_pagedown_scrolls_at_once() -> None:
    game = registry.games()["chemis"]
    app = app_for(Match(game, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=3), lang="zh",
                  games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        for _ in range(100):  # the first time the Markdown is laid out (slow on a loaded machine)
            await pilot.pause(0.1)
            if isinstance(app.screen, RulesScreen) and app.screen.query_one("#rules").max_scroll_y > 0:
                break
        first = app.screen
        assert isinstance(first, RulesScreen)
        await pilot.press("escape", "f1")  # F1 right after Esc opens the rules again
        await pilot.pause()
        assert app.screen is first  # the same screen, already laid out
        rules = first.query_one("#rules")
        top = rules.scroll_y
        await pilot.press("pagedown")  # no ↓ needed first: the text has the keys
        await pilot.pause()
        assert rules.scroll_y > top
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)


@sync
async def test_pt25_de2_the_launchers_f1_opens_the_rules_at_the_top() -> None:
    """Play-through 25, de 2: the rules read halfway in a game opened there again from the launcher
    ("entfernen sie Niederschläge …" at the top); from the launcher they open at the top, with the
    game's name. In a game they stay where they were left (the reading goes on)."""
    from tui_helpers import launcher_app, open_launcher

    app = launcher_app("de", game="chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_launcher(pilot)
        await pilot.press("f1")
        for _ in range(100):
            await pilot.pause(0.1)
            if isinstance(app.screen, RulesScreen) and app.screen.query_one("#rules").max_scroll_y > 0:
                break
        rules_screen = app.screen
        assert isinstance(rules_screen, RulesScreen)
        rules = rules_screen.query_one("#rules")
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        assert rules.scroll_y > 0
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen is rules_screen and rules.scroll_y == 0
