"""Every key a screen tells about is on its ``?`` page (session 12, footer12 point 4; play-through 11
en #9): Color Clash's ``l`` (Last card!) and ``c`` (Catch!) were only in the footer, in the call
window; the Metallurgie lesson said "press Ctrl+N for a game of your own", and Ctrl+N was in
neither the footer nor ``?``."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.board_base import GameBoard
from chemcards.tui.help import key_rows, later_bindings
from chemcards.tui.widgets import KeysFooter

GAMES = ["chemie-kartenspiel", "metallurgie", "chemis", "color-clash"]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_the_keys_page_lists_every_key_of_the_board_and_the_footer(game_id: str, lang: str) -> None:
    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=5, aids=True)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        listed = {text for _, text in key_rows(table)}
        board = table.query_one(GameBoard)
        # the board's keys for other moments (the Chemie-Kartenspiel names only its turn's phase's,
        # play-through 12 de 4: tests/tui/test_tui_ck_board_s13.py)
        described = {b.description for b in later_bindings(board)}
        assert described <= listed, described - listed
        footer = {k.description.removesuffix(" …") for k in table.query_one(KeysFooter).query(FooterKey)
                  if k.display and k.description}
        assert footer <= listed, footer - listed
        if game_id == "color-clash":
            assert {ui("cc_last_card", lang), ui("cc_catch", lang)} <= listed


@sync
async def test_the_lesson_lists_ctrl_n_once_it_offers_it() -> None:
    from chemcards.core.registry import get_game
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.settings import Settings

    game = get_game("metallurgie")
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        own = ui("lesson_own_game", "en")
        assert own not in {text for _, text in key_rows(table)}  # not offered yet
        table.guide.done = [True] * len(table.guide.done)
        table.render_table()
        await settle(pilot)
        assert table.guide.finished
        assert own in {text for _, text in key_rows(table)}
        footer = {k.key for k in table.query_one(KeysFooter).query(FooterKey) if k.display}
        assert "ctrl+n" in footer
