"""Issue 12 point 7: one-line texts cut at the screen's edge without "…" (play-through 6).

A line that does not fit either wraps at a good place (tui/wrap.py: cells, CJK rules) or ends in
"…" — never silently cut. Each test reads the screen as a person would, at 80x24, in de, en, zh.
"""

from __future__ import annotations

import pytest
from tui_helpers import make_app, people, region_text, settle, sync

from chemcards.core.registry import games

LANGS = ["de", "en", "zh"]


def squeeze(text: str) -> str:
    """Text without spaces (a wrapped line's break may fall where a space was)."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_2_metallurgie_legend_with_positions_is_whole(lang: str) -> None:
    """Issue 12 point 7.2 (MT positions, ``c``): the legend "q,r = q im Feld, Reihe r links · + Cu
    passt · Fe1: …" lost its end at the board's edge. With positions shown, every note of the
    legend is on the screen whole, over as many rows as it needs."""
    app = make_app(games()["metallurgie"], people("Ann", computers=1), lang=lang, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        board = app.screen.query_one("#board")
        legend = board.query_one("#mt-legend")
        for key in ["left"] * 3 + ["down", "right"] * 3:  # onto a stack: its note joins in
            notes = [p.plain for p, _ in legend.parts if p.plain.strip() != "·"]  # type: ignore[attr-defined]
            if len(notes) >= 3:
                break
            await pilot.press(key)
            await pilot.pause()
        assert len(notes) >= 3, notes  # positions, the chosen card's places, the stack here
        shown = squeeze("".join(region_text(app, legend.region)))
        for note in notes:
            assert squeeze(note) in shown, (note, region_text(app, legend.region))
        assert "…" not in shown
