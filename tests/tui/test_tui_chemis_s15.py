"""CHEMIS at the screen, session 15 (issue 12; play-through 13).

en 9 (hot-seat, CH-10): after a judgement in another person's zone the turn comes back to the
person whose turn it is without a curtain (they already sit at the keyboard). Their next ⏎, meant
for a curtain, played the first row of the move list ("You put Ca into your own zone"), and at one
screen there is no undo. In a turn the move list therefore holds no chosen row until the person
moves into it (↑/↓) or picks cards: ⏎ alone plays nothing and says how to choose.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import End, Pass, parse
from chemcards.games.chemis.state import Judgement
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, name


async def _lift_curtains(pilot, app) -> None:
    for _ in range(10):
        await settle(pilot)
        if not isinstance(app.screen, CurtainScreen):
            return
        await pilot.press("enter")
    raise AssertionError("curtains without end")


@sync
async def test_en9_enter_after_a_judgement_in_another_zone_plays_nothing() -> None:
    """en 9, CH-10: Ann puts BaSO₄ into Ben's zone; Ben and Ann pass the judgement; Ann's turn
    goes on at her screen without a curtain. A ⏎ then plays no move: her hand, the zones and the
    log stay as they were, and the screen says how a move is chosen."""
    app = make_app(GAME, people("Ann", "Ben"), seed=3, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _lift_curtains(pilot, app)
        table = table_of(app)
        match = table.match
        st = match.state
        ann = st.turn_seat
        ben = 1 - ann
        for s in range(2):
            clear_hand(st, s)
        give(st, ann, "Ba", "[SO4]", "Ca", "Ca")
        table.board.choose(parse(f"{name(st, ben)}: Ba+[SO4]"))
        await _lift_curtains(pilot, app)
        # the judgement (CH-10): Ben first, then Ann; each passes with "p"
        for _ in range(4):
            if not (st.stack and isinstance(st.stack[-1], Judgement)):
                break
            assert Pass() in match.legal(match.to_act()[0])
            await pilot.press("p")
            await _lift_curtains(pilot, app)
        assert not st.stack and st.turn_seat == ann and table.viewer == ann
        assert not isinstance(app.screen, CurtainScreen)  # she sits at the keyboard already
        hand, items, events = list(st.hands[ann]), [list(z) for z in st.items], len(match.events)
        table.clock.advance(1.0)  # long after the pass: a deliberate key
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)
        assert st.hands[ann] == hand and [list(z) for z in st.items] == items
        assert len(match.events) == events, [e.kind for e in match.events[events:]]
        # and says why no row was chosen: the judgement is over, the turn goes on (pt19 en 2)
        said = "".join(screen_text(app).replace("▌", "").split())
        assert "judgementisoverandyourturngoeson" in said, screen_text(app)
        # the line said once, the first row is chosen: the next ⏎ would play it (play-through 20,
        # zh 1: ⏎ on the only row said the same line again and again)
        assert table.board.highlighted_move() == table.board.shown[0]
        # a move chosen in the list is played by ⏎
        chosen = table.board.highlighted_move()
        assert chosen is not None and chosen != End()
        await pilot.press("enter")
        await settle(pilot)
        assert len(match.events) > events
