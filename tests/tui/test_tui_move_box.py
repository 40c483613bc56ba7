"""Issue 12, point 10: the move box's example is a move of the game being played."""

from __future__ import annotations

from textual.widgets import Input
from tui_helpers import make_app, people, settle, sync

from chemcards.core.registry import games


def test_every_game_offers_an_example_in_its_own_notation() -> None:
    for game in games().values():
        assert game.move_example, game.id
        assert str(game.parse_action(game.move_example)).startswith(game.move_example.split()[0]), game.id


@sync
async def test_the_move_box_shows_the_chemie_kartenspiel_example_not_color_clashs() -> None:
    ck = games()["chemie-kartenspiel"]
    app = make_app(ck, people("Ann", computers=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("colon")
        box = app.screen.query_one("#move-input", Input)
        assert box.display and "add Fe(+3)" in str(box.placeholder)
        assert "play R7" not in str(box.placeholder)
