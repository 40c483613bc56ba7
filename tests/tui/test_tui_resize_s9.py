"""Issue 12 points 15 and 7: every board lays itself out again from the current size on every
resize, both ways. A tester (de) shrank a fresh Color Clash game from 160x48 to 80x24: the large
faces of the top card and of the cards played before it stayed, drawn over each other, and the
hand and the prompt were pushed off the screen. A board after a resize is to look as a board
started at that size does."""

from __future__ import annotations

import pytest
from test_tui_large_screen import table_app
from tui_helpers import region_text, screen_text, settle, sync

from chemcards.games.color_clash.catalogue import card_label

GAMES = ["color-clash", "chemie-kartenspiel", "metallurgie", "chemis"]


async def board_after(game_id: str, sizes: list[tuple[int, int]], whole: bool = False) -> list[str]:
    """The board's text in German after starting at ``sizes[0]`` and resizing to the others (with
    ``whole``: the whole screen, the seats panel and the log too)."""
    app = table_app(game_id, "de")
    async with app.run_test(size=sizes[0]) as pilot:
        await settle(pilot)
        await pilot.pause()
        for size in sizes[1:]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.pause()
        if whole:
            return screen_text(app).splitlines()
        return region_text(app, app.screen.query_one("#board").region)


@pytest.mark.parametrize("size", [(80, 24), (90, 30)], ids=["80x24", "90x30"])
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_point15_screen_after_shrinking_is_the_small_screen(game_id: str,
                                                                        size: tuple[int, int]) -> None:
    """Issue 12 points 15 and 7: 160x48 -> 80x24 (or 90x30) draws the screen a start at that size
    draws: no large faces left on the board, every seat in the seats panel (at 90x30 it kept the
    one-line height of 160x48 and hid two seats), the log wrapped for its new width."""
    shrunk = await board_after(game_id, [(160, 48), size], whole=True)
    assert shrunk == await board_after(game_id, [size], whole=True)


@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_point15_board_after_growing_again_is_the_large_board(game_id: str) -> None:
    """Issue 12 point 15: 160x48 -> 80x24 -> 160x48 draws the large board again, as at the start."""
    grown = await board_after(game_id, [(160, 48), (80, 24), (160, 48)])
    assert grown == await board_after(game_id, [(160, 48)])


@sync
async def test_issue12_point15_color_clash_hand_and_prompt_on_screen_after_shrinking() -> None:
    """Issue 12 point 15 (the tester's case): after 160x48 -> 80x24 every card of the hand and the
    prompt are on the board, and no face frame is left in the top-card panel; and back at 160x48
    the top card is one face, drawn once."""
    app = table_app("color-clash", "de")
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        await pilot.pause()
        board = app.screen.query_one("#board")
        view = board.view
        for part in ("#cc-info", "#cc-hand-box", "#cc-prompt"):
            region = board.query_one(part).region
            assert region.height and region.bottom <= board.region.bottom, f"{part} is off the board"
        hand = " ".join(region_text(app, board.query_one("#cc-hand-box").region))
        for face in view.hand:
            assert card_label(face) in hand, f"{card_label(face)} not on screen"
        info = region_text(app, board.query_one("#cc-info").region)
        assert not any("╭" in line[1:-1] or "╰" in line[1:-1] for line in info), "\n".join(info)
        await pilot.resize_terminal(160, 48)
        await settle(pilot)
        await pilot.pause()
        info = region_text(app, board.query_one("#cc-info").region)
        top_row = next(line for line in info if "╭" in line[1:-1])
        bottoms = [line for line in info if "╰" in line[1:-1]]
        assert len(bottoms) == 1 and top_row.count("╭") == bottoms[0].count("╰"), "\n".join(info)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_issue12_point15_color_clash_game_over_enlarged_draws_the_top_card_once(lang: str) -> None:
    """Issue 12 point 15 (de tester): at game over, enlarged from 80x24 to 160x48 and looked at with
    ``v``, the top card was drawn twice, interleaved: the row of played cards beside it was counted
    from the label "Oben" alone, not the label column ("Richtung"), overflowed and wrapped. Now each
    row of faces is one screen line: one top edge and one bottom edge in the top-card panel."""
    from tui_helpers import app_for, table_of

    from chemcards.bots.levels import make_bot
    from chemcards.core import registry
    from chemcards.core.match import Match
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    game = registry.games()["color-clash"]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=11)
    bots = [make_bot(game, s, "medium", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    assert len(match.view(0).discard) > 6, "too few cards played: the test shows nothing"
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.resize_terminal(160, 48)
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        await pilot.pause()
        info = region_text(app, table_of(app).query_one("#cc-info").region)
        assert sum("╭" in line[1:-1] for line in info) == 1, "\n".join(info)
        assert sum("╰" in line[1:-1] for line in info) == 1, "\n".join(info)
