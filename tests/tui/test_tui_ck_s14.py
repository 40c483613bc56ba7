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


# -- en 6: whose roll the die shows ---------------------------------------------------------------

ROLLED = {"en": ("Curie rolled ⚅ 6", "You rolled ⚄ 5"),
          "de": ("Curie hat ⚅ 6 gewürfelt", "Du hast ⚄ 5 gewürfelt"),
          "zh": ("Curie 掷出了 ⚅ 6", "你掷出了 ⚄ 5")}


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en6_the_die_says_whose_roll_it_shows(lang: str) -> None:
    """en 6: at the start of Ann's turn the board showed "Die ⚅ 6", Curie's roll, read as Ann's
    own. The die's line names the seat that rolled, "You" for the person at the screen."""
    from chemcards.games.chemie_kartenspiel.texts import t

    match = _match("H Cl Ca Kr")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        for (roll, roller), line in zip(((6, 1), (5, 0)), ROLLED[lang], strict=True):
            match.state.last_roll, match.state.last_roller = roll, roller
            table.render_table()
            await settle(pilot)
            text = screen_text(app)
            assert line in text, text
            assert f"{t('board_die', lang)} ⚅ 6" not in text


def test_en6_the_engine_keeps_who_rolled() -> None:
    """The roll that ends a turn (CK-8) is kept with the seat that rolled it, in the view of
    every seat (the roll is open); a pass (draw 4, no roll) leaves both as they were."""
    from chemcards.games.chemie_kartenspiel.actions import Skip

    game = registry.games()[GAME_ID]
    match = Match(game, [Seat("Ann"), Seat("Bob")], {"mode": "family"}, seed=9)
    match.act(0, Skip())
    assert match.state.last_roll is None and match.view(1).last_roller is None
    lay = None
    for _ in range(40):  # Bob lays what he can, a step at a time, or passes
        legal = match.legal(1)
        lay = next((a for a in legal if str(a).startswith("lay")), None)
        step = lay or next((a for a in legal if str(a).startswith("add")), None) or Skip()
        match.act(1, step)
        if match.state.current != 1:
            break
    assert lay is not None  # the seed lets Bob lay out
    assert match.state.last_roller == 1 and match.view(0).last_roller == 1
    assert match.view(0).last_roll == match.state.last_roll
