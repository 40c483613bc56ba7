"""Play-through 13 (session 14, issue 12) at the Chemie-Kartenspiel's table: `u` takes back the
shield like any other pick (en 1, CK-19), typed "pass" (en 5, CK-8), whose roll the die shows (en 6)."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.actions import Add
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import units
from chemcards.i18n import ui

GAME_ID = "chemie-kartenspiel"
ADD = {"zh": "加", "de": "nimm", "en": "add"}


def _match(held: str) -> Match:
    game = registry.games()[GAME_ID]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {"mode": "family"}, seed=5)
    counts = [0] * catalogue().size
    for word in held.split():
        symbol, _, times = word.partition("*")
        counts[catalogue().by_symbol[symbol]] += int(times or 1)
    match.state.hands[0] = counts
    return match


async def _type(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    from textual.widgets import Input

    await pilot.press("colon")
    await pilot.pause()
    pilot.app.screen.query_one("#move-input", Input).value = text
    await pilot.press("enter")
    await settle(pilot)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en1_ck19_u_takes_back_a_typed_shield(lang: str) -> None:
    """en 1: `:add ✱` ⏎, then `u`: "Nothing to undo: the way back would show a card that was
    hidden" and the shield stayed. `u` takes the shield back and says one move was taken back."""
    app = app_for(_match("H Cl Ca Kr Mn Cr Protomaterie"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.match.state.current == 0
        board = app.screen.query_one(ChemieBoard)
        await _type(pilot, f"{ADD[lang]} ✱")
        assert board.shield
        await pilot.press("u")
        await settle(pilot)
        assert not board.shield
        text = screen_text(app)
        assert ui("undo_none", lang) not in text
        assert ui("undo_done", lang, n=1) in text, text


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en1_ck19_u_takes_back_the_shield_before_the_cards_typed_before_it(lang: str) -> None:
    """en 1: N and Cr typed, then the shield: `u` took back Cr, the shield stayed. `u` takes back
    the shield first, then the engine's steps (a dealt hand: undo replays the game's record)."""
    game = registry.games()[GAME_ID]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {"mode": "family"}, seed=9)
    assert match.state.hands[0][catalogue().proto] and match.state.current == 0
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        await _type(pilot, f"{ADD[lang]} N")
        assert match.state.draft == (parse_unit("N(-3)"),)
        second = next(a for a in match.legal(0) if isinstance(a, Add) and units()[a.unit].element >= 0)
        await _type(pilot, match.game.typed_action(match.view(0), second, lang))
        assert len(match.state.draft) == 2
        await _type(pilot, f"{ADD[lang]} ✱")
        assert board.shield
        await pilot.press("u")
        await settle(pilot)
        assert not board.shield and len(match.state.draft) == 2
        await pilot.press("u")
        await settle(pilot)
        # then the match's undo: the engine's steps, and the board builds on what is left
        board = app.screen.query_one(ChemieBoard)
        assert len(match.state.draft) < 2 and sorted(board.selection) == sorted(match.state.draft)
        assert not board.shield
