"""Issue 12 point 3: the Metallurgie board says the engine's reason, as a typed move does.

Found at 80×24 (pt6-de #7, pt6-zh1 #6): Enter where the chosen card cannot go said only "bei 1,-1
nichts zu tun" / "0,-1 处无可操作" (lower case, no reason), while the typed move said "In einem Zug
legst du entweder Karten einer Metallsorte oder aufsteigend auf einen Platz." (MT-5); pressing `1`
on a card that could not be laid did nothing at all, and the next Enter laid another card.
Also point 1: the key row and the footer name the `r` key alike.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.board import LineView, MetallurgieBoard
from chemcards.games.metallurgie.hexgrid import pack
from chemcards.i18n import tr
from chemcards.tui.text import after_label

# the hand-made tables of the Metallurgie tests (the app tests run in tests/tui, whose fixtures
# keep every file the app writes in a private directory)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import act, table


def _match(state: Any) -> Match:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=1)
    state.seats = [Seat("Ann"), Seat("Curie", "computer", "medium")]
    match.state = state
    return match


def _notice(app: Any) -> str:
    from chemcards.tui.notice import NoticeLine

    return str(table_of(app).query_one("#notice", NoticeLine).message or "")


def _run_state() -> Any:
    """Ann has laid a copper on the iron at 0,0 (MT-5: now more copper, or silver on that copper)."""
    state = table({(0, 0): "Fe", (1, 0): "Fe", (3, 0): "Fe"}, [["Cu", "Cu", "Ag", "Fe"], ["Fe"]])
    act(state, "place Cu 0,0")
    return state


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_issue12_3_mt5_a_card_that_cannot_be_laid_says_why_when_picked(lang: str) -> None:
    match = _match(_run_state())
    before = GAME.state_json(match.state)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        hand = list(board.view.hand)
        iron = hand.index(0) + 1  # the hand is sorted: its number on screen
        picked = board.picked
        await pilot.press(str(iron))
        await pilot.pause()
        assert after_label(tr("metallurgie", "one_metal_or_run", lang), lang) in _notice(app)
        assert board.picked == picked  # the card chosen before stays chosen
        assert GAME.state_json(match.state) == before  # nothing changed


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_issue12_3_mt4_enter_where_the_card_cannot_go_says_the_engines_reason(lang: str) -> None:
    match = _match(_run_state())
    before = GAME.state_json(match.state)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        board.cursor = pack(5, 0)  # an empty place away from the field: no copper goes there
        board._render_all()
        await pilot.press("enter")
        await pilot.pause()
        notice = _notice(app)
        assert tr("metallurgie", "board_nothing_here", lang, pos="5,0") not in notice
        # the engine's MT-4 sentence, with its metals in the player's words
        needs = GAME.refusal_params({"metal": "Cu", "lower": "Fe", "pos": "5,0"}, lang)
        assert after_label(tr("metallurgie", "needs_lower", lang, **needs), lang) in notice, notice
        assert GAME.state_json(match.state) == before


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_issue12_1_the_key_row_and_the_footer_name_r_alike(lang: str) -> None:
    state = table({(0, 0): "Fe"}, [["Cu"], ["Fe"]])
    app = app_for(_match(state), lang=lang, games=registry.games())
    async with app.run_test(size=(160, 30)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        keys_row = board.query_one("#mt-keys", LineView).render().plain
        footer = [b.description for (_, b, _, _) in app.screen.active_bindings.values()
                  if b.action == "reveal"]
        assert footer and f"r {footer[0]}" in keys_row, (footer, keys_row)
