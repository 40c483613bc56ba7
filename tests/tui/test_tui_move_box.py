"""Issue 12, point 10: the move box's example is a move of the game being played."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from textual.widgets import Input
from tui_helpers import make_app, people, screen_text, settle, sync

from chemcards.core.registry import games


def test_every_game_offers_an_example_in_its_own_notation() -> None:
    for game in games().values():
        assert game.move_example, game.id
        assert str(game.parse_action(game.move_example)).startswith(game.move_example.split()[0]), game.id


@sync
async def test_the_move_box_shows_the_chemie_kartenspiel_example_not_color_clashs() -> None:
    """Since play-through 19 (en 6) the example is a step with a card of the person's hand
    (tests/tui/test_tui_ck_pt20.py), in the Chemie-Kartenspiel's notation."""
    ck = games()["chemie-kartenspiel"]
    app = make_app(ck, people("Ann", computers=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("colon")
        box = app.screen.query_one("#move-input", Input)
        assert box.display and "“add " in str(box.placeholder), box.placeholder
        assert "play" not in str(box.placeholder)


@sync
async def test_a_german_player_types_a_move_in_german_and_it_is_made() -> None:
    """Issue 21: the move box takes the player's words. At a German Color Clash table (CC-7)
    "zieh" draws a card as "draw" would, and the box's example is German (a card of the hand in
    words, no English colour letter)."""
    cc = games()["color-clash"]
    app = make_app(cc, people("Ann", computers=1), lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        match = app.screen.match  # type: ignore[attr-defined]
        assert match.to_act() == (0,)  # Ann starts round 1 (CC-3)
        await pilot.press("colon")
        box = app.screen.query_one("#move-input", Input)
        # a card of Ann's hand, in German (play-through 21, en 9: no longer the fixed "rot 7")
        assert re.search(r"„spiel (rot|blau|gelb|grün|schwarz) ", str(box.placeholder)), box.placeholder
        assert "play" not in str(box.placeholder)
        for ch in "zieh":
            await pilot.press(ch)
        await pilot.press("enter")
        await settle(pilot)
        assert match.record.actions[0] == (0, "draw")


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("game_id", ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"])
@sync
async def test_issue12_7_4_the_move_box_hint_is_whole_at_80_columns(game_id: str, lang: str) -> None:
    """Issue 12 point 7.4: the German hint in CHEMIS and Metallurgie ended "…, Eingabetaste zum
    Ausführen, Esc zum" — cut at the box's edge without "…". A placeholder is one line: in every
    game and language it fits the open box at 80 columns, so the whole hint shows."""
    app = make_app(games()[game_id], people("Ann", computers=1), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("colon")
        await pilot.pause()
        box = app.screen.query_one("#move-input", Input)
        hint = str(box.placeholder)
        assert cell_len(hint) <= box.content_region.width, (hint, box.content_region.width)
        assert hint in screen_text(app)
