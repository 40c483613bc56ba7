"""Play-through 18, de 9 (CC-7, CC-8): after drawing a ★ and pressing ⏎ on it, the status line still
said „Du hast gezogen: spielen oder behalten.“ while the board asked for the colour. The status
line says what is asked now, and goes back when the question closes."""

from __future__ import annotations

from typing import Any

from test_tui_color_clash import ann_turn, reach
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import DRAW_ACTION
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR, card_label
from chemcards.i18n import tr


def draws_a_wild(match: Match) -> bool:
    """Ann's turn, and the card she would draw is a Wild or Wild Draw Four she may play (CC-7)."""
    if not ann_turn(match):
        return False
    state = GAME.clone(match.state)
    GAME.apply(state, 0, DRAW_ACTION)
    view = GAME.view(state, 0)
    return view.phase == "drawn" and view.drawn is not None and COLOUR[view.drawn] == NO_COLOUR


def status(app: Any) -> str:
    return str(table_of(app).query_one("#status").render())


@sync
async def test_pt18_de9_the_status_asks_for_the_colour_of_the_drawn_wild() -> None:
    match = reach(draws_a_wild)
    app = app_for(match, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = table_of(app).board
        await pilot.press("d")  # Ann draws the Wild (CC-7)
        await settle(pilot)
        drawn = match.view(0).drawn
        assert match.view(0).phase == "drawn" and drawn is not None
        assert status(app).startswith(tr("color-clash", "status_drawn_you", "de"))
        board.play_face(drawn)  # ⏎ on the drawn Wild: its colour is asked (CC-8)
        await settle(pilot)
        assert board.pending_wild == drawn
        shown = status(app)
        assert shown.startswith(tr("color-clash", "status_colour_you", "de", card=card_label(drawn, "de")))
        assert tr("color-clash", "status_drawn_you", "de") not in shown
        await pilot.press("escape")  # the Wild is put back: the drawn card's question again
        await settle(pilot)
        assert status(app).startswith(tr("color-clash", "status_drawn_you", "de"))
