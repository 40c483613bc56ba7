"""Pressing keys and clicking like a person at the Color Clash board (shared by the app tests)."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from chemcards.games.color_clash.actions import CALL, CATCH, DRAW, KEEP, PLAY
from chemcards.games.color_clash.board import CHIP, HandView
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR
from chemcards.tui.table import TableScreen


async def pick_card(pilot: Pilot[Any], board: Any, face: int) -> None:
    """Move the hand's cursor to ``face`` with the arrow keys, then press Enter."""
    hand = board.query_one(HandView)
    hand.focus()
    for _ in range(len(hand.cards)):
        if hand.cards[hand.cursor] == face:
            break
        await pilot.press("right")
    assert hand.cards[hand.cursor] == face
    await pilot.press("enter")


async def click_card(pilot: Pilot[Any], board: Any, face: int) -> None:
    """Click the card ``face`` in the hand with the mouse."""
    hand = board.query_one(HandView)
    index = hand.cards.index(face)
    per_row = hand.per_row()
    x = 1 + (index % per_row) * CHIP + CHIP // 2  # 1: the hand's left padding
    await pilot.click(hand, offset=(x, index // per_row))


async def play_by_keys(pilot: Pilot[Any], table: TableScreen, seat: int) -> None:
    """One move for ``seat`` as a person makes it: click a playable card (a colour key after a
    wild), else draw, keep or pass by key; call "Last card!" in a window of one's own."""
    match = table.match
    legal = match.legal(seat)
    kinds = {a.kind for a in legal}
    view = match.view(seat)
    plays = [a for a in legal if a.kind == PLAY and not a.call]
    if CALL in kinds:
        await pilot.press("l")
    elif CATCH in kinds:
        await pilot.press("c")
    elif view.phase == "name":
        await pilot.press("1")
    elif plays:
        await click_card(pilot, table.board, plays[0].face)
        if COLOUR[plays[0].face] == NO_COLOUR:
            await pilot.press("2")
    elif DRAW in kinds:
        await pilot.press("d")
    elif KEEP in kinds:
        await pilot.press("k")
    else:
        assert kinds, "a person to act without a legal action"
        await pilot.press("p")
