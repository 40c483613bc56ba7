"""Color Clash's footer while a colour is asked (play-through 9, en): it offered "d Draw" beside
the picker's keys. While the colour of a Wild is asked the footer shows the question's keys (1–4,
Esc) and nothing that would leave the question for another move (CC-8)."""

from __future__ import annotations

import pytest
from test_tui_cc_picker import ann_may_play_a_wild, footer, open_picker
from test_tui_color_clash import reach
from tui_helpers import app_for, settle, sync

from chemcards.games.color_clash.actions import DRAW
from chemcards.i18n import tr, ui


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_cc8_footer_while_a_colour_is_asked_offers_no_draw(lang: str) -> None:
    """CC-8: with the picker open, Ann may still draw (the engine offers it), but the footer shows
    only the picker's keys; Esc closes the picker and "d Draw" is back in the footer."""
    match = reach(ann_may_play_a_wild)
    assert any(a.kind == DRAW for a in match.legal(0))  # drawing is legal: the footer hides it
    draw = f"d {tr('ui', 'cc_draw', lang)}"
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = await open_picker(pilot, app, match)
        line = footer(app)
        assert ui("cc_colour_key", lang) in line and ui("cc_colour_back", lang) in line, line
        assert draw not in line and f"k {tr('ui', 'cc_keep', lang)}" not in line, line
        assert not board.query_one("#cc-draw").display  # nor a Draw button beside the colours
        await pilot.press("escape")
        await settle(pilot)
        assert draw in footer(app), footer(app)
        assert board.query_one("#cc-draw").display
