"""issue 16: ``chemcards web`` in a real browser at computer size (mouse): the page, a Color Clash
game against computers played by clicking, and several browsers each with their own app."""

from __future__ import annotations

import re
from typing import Any

from web_helpers import DESKTOP, Screen, Served, new_context
from web_play import hand_cards, play_turn, start_color_clash, wait_for_change


def test_the_page_has_a_title_and_an_icon(browser: Any, served: Served) -> None:
    context = new_context(browser, DESKTOP)
    try:
        page = context.new_page()
        page.goto(served.url)
        assert page.title().startswith("chemcards")
        icon = page.locator("link[rel=icon]").get_attribute("href")
        assert icon is not None
        response = page.request.get(served.url.rstrip("/") + icon)
        assert response.ok and response.headers["content-type"].startswith("image/svg")
    finally:
        context.close()


def test_a_computer_browser_starts_color_clash_and_plays_a_card_by_clicking(
        browser: Any, served: Served) -> None:
    """Open the page, start Color Clash against two computers, click a card the board shows as
    playable (or Draw when none is, CC-5), and see the screen change: the hand or the log."""
    context = new_context(browser, DESKTOP)
    try:
        screen = Screen.open(context, served.url)
        cols, _ = screen.size()
        assert cols >= 100, cols
        start_color_clash(screen, seats=3, mode="Classic")
        screen.shot("desktop-table")
        screen.wait_for(r"Your turn|You drew", timeout=30)
        before = screen.settle()
        hand_before = [c[2] for c in hand_cards(screen)]
        tapped = play_turn(screen)
        assert tapped is not None, before
        wait_for_change(screen, before)
        after = screen.settle()
        hand_after = [c[2] for c in hand_cards(screen)]
        assert hand_after != hand_before or after != before
        if tapped not in ("Draw", "Keep", "Pass", "colour") and not tapped.startswith("★"):
            assert re.search(rf"Me plays? .*{re.escape(tapped[2:])}", after), after
        screen.shot("desktop-after-a-click")
    finally:
        context.close()


def test_two_browsers_each_get_their_own_app(browser: Any, served: Served) -> None:
    """One browser starting a game leaves the other's launcher as it was: separate processes, and
    separate settings and saves (a cookie names each browser's folder)."""
    first, second = new_context(browser, DESKTOP), new_context(browser, DESKTOP)
    try:
        one = Screen.open(first, served.url)
        two = Screen.open(second, served.url)
        one.wait_for("Start game")
        two.wait_for("Start game")
        start_color_clash(one, seats=2)
        assert "Start game" in two.settle() and "hand (" not in two.text()
        folders = sorted(p.name for p in (served.home / "data" / "chemcards" / "web" / "browsers").iterdir())
        cookies = {c["value"] for ctx in (first, second) for c in ctx.cookies()
                   if c["name"] == "chemcards_browser"}
        assert len(cookies) == 2 and cookies <= set(folders), (cookies, folders)
    finally:
        first.close()
        second.close()
