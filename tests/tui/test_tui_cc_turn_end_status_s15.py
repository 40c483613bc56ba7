"""Play-through 14 de 5 (session 15), hot-seat privacy of the moment: when Bert's turn ended with a
card only he may see (CC-7), the dialog "Bert, dein Zug ist zu Ende … die anderen schauen bitte
noch weg" stood over a status line that already said "Anna ist am Zug" — an invitation to Anna to
look at the screen before the dialog was read. Under that dialog the status line names only the
person whose turn is over; the table under it is that person's own (their hand, no one else's)."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import parse_action
from chemcards.games.color_clash.board import HandView
from chemcards.i18n import ui
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.turn_end import TurnEndScreen


def _draw_ends_the_turn() -> int:
    """A seed at which the first person's draw cannot be played (CC-7): the turn ends with it."""
    for seed in range(200):
        match = Match(GAME, [Seat("Anna"), Seat("Bert")], {}, seed=seed)
        first = match.to_act()[0]
        if match.view(None).phase != "turn":
            continue
        match.act(first, parse_action("draw"))
        if match.view(None).phase == "turn":
            return seed
    raise AssertionError("no seed found")


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt14_de5_status_under_the_turn_end_dialog_does_not_name_the_next_person(lang: str) -> None:
    match = Match(GAME, [Seat("Anna"), Seat("Bert")], {}, seed=_draw_ends_the_turn())
    app = app_for(match, lang=lang, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await settle(pilot)
        table = table_of(app)
        mover = table.viewer
        assert mover is not None
        following = match.seats[1 - mover].name
        assert table.act_for_keyboard(parse_action("draw"))  # CC-7: cannot be played, turn over
        await settle(pilot)
        assert isinstance(app.screen, TurnEndScreen), type(app.screen)
        status = str(table.query_one("#status").render())
        assert following not in status, status
        assert match.seats[mover].name in status, status
        assert ui("status_turn_over", lang, name=match.seats[mover].name) in " ".join(status.split())
        # nor does the board's line under the hand ("Bert ist am Zug …", seen at 80x24)
        assert following not in str(table.board.query_one("#cc-prompt").render()), lang
        # the table under the dialog is the mover's own: their hand, nobody else's
        hand = table.board.query_one(HandView)
        assert hand.cards == match.view(mover).hand
        assert table.board.seat == mover  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and following in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        status = str(table.query_one("#status").render())
        assert following in status or ui("status_turn_over", lang, name=match.seats[mover].name) \
            not in status
