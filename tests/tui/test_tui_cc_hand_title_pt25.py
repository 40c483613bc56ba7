"""Hot seat (play-through 25, en 9): after a catch (CC-11) the caught person's hand title went from
"Your hand, Player 1 (2)" to "Your hand (3) · drew 2: caught by Player 2": the name, which tells
the person at a shared screen that this hand is theirs, gave way to the reason. With several
people at the screen the name stays and the reason gives way where both do not fit."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, region_text, settle, sync, walk_to_call_window

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY
from chemcards.i18n import LANGS
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.turn_end import TurnEndScreen


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt25_en9_cc11_the_caught_persons_hand_keeps_their_name_in_hot_seat(lang: str) -> None:
    names = ["Player 1" if lang == "en" else "Spieler 1" if lang == "de" else "玩家1",
             "Player 2" if lang == "en" else "Spieler 2" if lang == "de" else "玩家2"]
    match = Match(GAME, [Seat(names[0]), Seat(names[1])], {}, seed=5)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        owner = match.state.window
        hand = len(match.state.hand(owner))
        await pilot.press("c")  # the other person catches (CC-11)
        await settle(pilot)
        assert len(match.state.hand(owner)) > hand, "the catch was taken"
        for _ in range(60):
            await settle(pilot)
            table = app.table
            assert table is not None
            if isinstance(app.screen, CurtainScreen | TurnEndScreen):
                await pilot.press("enter")
                continue
            if table.viewer == owner:
                break
            legal = table.board.legal
            plays = [a for a in legal if a.kind == PLAY and not a.call]
            table.board.choose(plays[0] if plays else legal[0])
        else:
            raise AssertionError("the caught person's turn never came")
        box = table.board.query_one("#cc-hand-box")
        title = region_text(app, box.region)[0]
        assert names[owner] in title, title
