"""issue 16: ``chemcards web`` in a real browser: the page, several browsers each with their own
app (computer size, mouse), and a whole Color Clash round by taps alone at phone size."""

from __future__ import annotations

import re
from typing import Any

import pytest
from web_helpers import DESKTOP, PHONE, Screen, Served, new_context
from web_play import (
    HAND_TITLE,
    cycle_to,
    launcher_ready,
    launcher_row,
    play_until_over,
    seat_count,
    set_seats,
    start_color_clash,
)


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


@pytest.mark.parametrize("kind", ["phone", "desktop"])
def test_the_launchers_footer_is_there_before_any_input(browser: Any, served: Served, kind: str) -> None:
    """docs/web.md: every footer key is a button to tap, so the footer must be drawn from the
    start. Textual's web driver starts the app blurred; the footer once waited for the first
    touch. Now the first screen, with no tap, click or key, shows the launcher's keys."""
    context = new_context(browser, PHONE if kind == "phone" else DESKTOP)
    try:
        screen = Screen.open(context, served.url)
        screen.wait_for("Start game", timeout=30)

        def footer() -> bool:
            bottom = "\n".join(screen.lines()[-4:])
            return all(key in bottom for key in ("Ctrl+O Online", "F1 Rules", "Ctrl+Q Quit"))

        # still without any input: on a loaded machine the footer's first frame can come seconds
        # after the buttons' (a full run read the screen in between), but it must come untouched
        screen.wait_until(footer, "the footer's keys did not appear without input", timeout=30)
        shot = screen.shot(f"launcher-first-screen-{kind}")
        assert shot.exists()
    finally:
        context.close()


def test_two_browsers_each_get_their_own_app(browser: Any, served: Served) -> None:
    """A choice in one browser's launcher leaves the other's as it was: separate processes, and
    separate settings and saves (a cookie names each browser's folder)."""
    first, second = new_context(browser, DESKTOP), new_context(browser, DESKTOP)
    try:
        one = Screen.open(first, served.url)
        two = Screen.open(second, served.url)
        launcher_ready(one)
        launcher_ready(two)
        cycle_to(one, "Computer speed", "instant")
        set_seats(one, 2)
        _, _, speed_two = launcher_row(two, "Computer speed")
        assert "instant" not in speed_two and seat_count(two) == 4, two.text()
        folders = sorted(p.name for p in (served.home / "data" / "chemcards" / "web" / "browsers").iterdir())
        cookies = {c["value"] for ctx in (first, second) for c in ctx.cookies()
                   if c["name"] == "chemcards_browser"}
        assert len(cookies) == 2 and cookies <= set(folders), (cookies, folders)
    finally:
        first.close()
        second.close()


def test_a_phone_plays_a_whole_color_clash_round_against_computers_by_taps_alone(
        browser: Any, served: Served) -> None:
    """CC-1 (shape + notation on every card) lets the test see playable cards; every input is a
    tap on the touch screen: launcher choices, the keys a phone lacks (F1, Ctrl), cards,
    Draw/Keep/Pass, the colour chooser (CC-7), and the round ends at the game-over screen (one
    round: CC-15)."""
    context = new_context(browser, PHONE)
    try:
        screen = Screen.open(context, served.url)
        cols, rows = screen.size()
        assert 40 <= cols <= 50 and 30 <= rows <= 50, (cols, rows)
        screen.shot("phone-launcher")
        start_color_clash(screen, seats=4)  # the default; three computers end a round sooner
        screen.shot("phone-table")
        tap_the_keys_a_phone_lacks(screen)
        taps = play_until_over(screen)
        assert taps >= 1
        screen.shot("phone-game-over")
        # the result dialog's title ("Color Clash: game over"); the log's "Game over: …" line may
        # lie under the dialog on a phone, as its cells grew a line (fresh clone, session 23)
        assert "game over" in screen.text().lower()
    finally:
        context.close()


def tap_the_keys_a_phone_lacks(screen: Screen) -> None:
    """F1 and the Ctrl keys as taps: the footer's "F1 Rules" opens the rules and "Esc Close"
    closes them; "Ctrl+P Commands" opens the menu, where "Save a copy" (Ctrl+S) is a tap too."""
    # a tap on the footer is lost while a loaded machine still draws the new table (the footer is
    # recomposed when its keys change): taps again until the outcome shows, as a person would
    screen.tap_until(r"F1 Rules", lambda: screen.find(r"The cards \(CC-1\)") is not None)
    screen.settle()  # the rules finish laying out before "Esc Close" is tapped where it shows
    screen.shot("phone-rules")
    # a tap can be lost while a loaded machine still draws (the rules stayed open in a full run)
    screen.tap_until(r"Esc Close", lambda: re.search(HAND_TITLE, screen.text()) is not None)
    screen.settle()
    screen.tap_until(r"Ctrl\+P Commands", lambda: screen.find(r"Save a copy") is not None)
    screen.settle()
    screen.shot("phone-commands")
    screen.tap(r"Save a copy")
    screen.wait_for(r"Saved: ")
    screen.wait_for(HAND_TITLE)
