"""issue 16: a phone (400x800 CSS px, touch, about 45 columns) plays by taps alone."""

from __future__ import annotations

from typing import Any

from web_helpers import PHONE, Screen, Served, new_context
from web_play import play_until_over, start_color_clash


def test_a_phone_plays_a_whole_color_clash_round_against_a_computer_by_taps_alone(
        browser: Any, served: Served) -> None:
    """CC-1 (shape + notation on every card) lets the test see playable cards; every input is a
    tap on the touch screen: launcher choices, cards, Draw/Keep/Pass, the colour chooser (CC-7),
    and the round ends at the game-over screen (one round: CC-15)."""
    context = new_context(browser, PHONE)
    try:
        screen = Screen.open(context, served.url)
        cols, rows = screen.size()
        assert 40 <= cols <= 50 and 30 <= rows <= 50, (cols, rows)
        screen.shot("phone-launcher")
        start_color_clash(screen, seats=2)
        screen.shot("phone-table")
        taps = play_until_over(screen)
        assert taps >= 1
        screen.shot("phone-game-over")
        assert "Game over" in screen.text()
    finally:
        context.close()
