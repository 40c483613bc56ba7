"""The footer's order of priority at 80×24 (session 12, footer12 point 1; play-through 11 de #4,
zh #10): the German Chemie-Kartenspiel, Metallurgie and CHEMIS footers never showed "h Tipp" or
"u" at 80×24 (F1 took the room, or nothing was left). Now the game's keys come first, then h and u
while they work, then F1 and the move box's ":", with Ctrl+Q and "?" always at the end; a key
refused right now is not listed. Session 13 (play-through 12 en#5): ":" ranks with h, before u."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.widgets import KeysFooter

GAMES = ["chemie-kartenspiel", "metallurgie", "chemis", "color-clash"]


def shown_keys(app: Any) -> list[str]:
    footer = app.screen.query_one(KeysFooter)
    line = screen_text(app).splitlines()[-1]
    keys = [k for k in footer.query(FooterKey) if k.display and not k.has_class("-command-palette")]
    for key in keys:
        assert f"{key.key_display} {key.description}".strip() in line, (key.key_display, line)
    return [k.key for k in keys]


async def to_own_turn(app: Any, pilot: Any) -> None:
    for _ in range(40):
        await settle(pilot)
        if 0 in table_of(app).match.to_act():
            return
    raise AssertionError("never Ann's turn")


@pytest.mark.parametrize("lang", ["de", "zh", "en"])
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_h_and_u_are_in_the_footer_at_80x24_while_they_work(game_id: str, lang: str) -> None:
    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=5, aids=True)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await to_own_turn(app, pilot)
        table = table_of(app)
        assert table.aids_working()[1]
        assert "h" in shown_keys(app), screen_text(app).splitlines()[-1]
        # one decision of Ann's: now it can be taken back, and the footer says so
        table.query_one(type(table.board)).choose(match.legal(0)[0])
        await to_own_turn(app, pilot)
        await pilot.pause()
        undo, hint = table.aids_working()
        keys = shown_keys(app)
        line = screen_text(app).splitlines()[-1]
        assert hint and "h" in keys, line
        if undo and "u" not in keys:  # only for want of room: the keys shown leave none for it
            label = f"u {ui('undo', lang)}"
            assert cell_len(line.rstrip()) + 1 + cell_len(label) > 80, line
        assert keys.index("h") < keys.index("f1") if "f1" in keys else True, line
        assert keys[-2:] == ["ctrl+q", "question_mark"], line


@pytest.mark.parametrize("lang", ["de", "zh"])
@sync
async def test_undo_is_in_the_zh_and_de_footer_where_the_game_keys_leave_room(lang: str) -> None:
    """zh #10: the Chemie-Kartenspiel footer showed "F1 规则 h 提示" but no "u" while undo worked.
    Since session 13 the move box's ":" ranks with h (play-through 12 en#5: the hint says "type
    …" and the own turn's footer had no ":"), so u is there where the row leaves room for it."""
    game = registry.games()["chemie-kartenspiel" if lang == "zh" else "color-clash"]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=5, aids=True)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await to_own_turn(app, pilot)
        table = table_of(app)
        for _ in range(6):
            if table.aids_working()[0]:
                break
            table.query_one(type(table.board)).choose(match.legal(0)[0])
            await to_own_turn(app, pilot)
            await pilot.pause()
        assert table.aids_working()[0]
        keys = shown_keys(app)
        line = screen_text(app).splitlines()[-1]
        # session 15 (play-through 13): where the board's own line of keys names ":" (the
        # Chemie-Kartenspiel building), u goes before ":" in the footer
        assert "h" in keys and ("colon" in keys or table.board.names_typing()), line
        if "u" not in keys:  # only for want of room
            assert cell_len(line.rstrip()) + 1 + cell_len(f"u {ui('undo', lang)}") > 80, line
