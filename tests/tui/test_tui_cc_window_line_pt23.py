"""Play-through 23, zh 3 (CC-11, CC-14 at one screen): the shared "Last card!" line broke between
the verb and whom it catches, "其他人可以抓" / "小红（c）", under a three-second timer. Whom the others
catch, with its key, stays on one line: on the table at 80×24 with the tester's names, and at every
width the prompt may have."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, sync, walk_to_call_window

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.wrap import wrap_text

NAMES = {"zh": ("小明", "小红"), "de": ("Anna", "Bernd"), "en": ("Ann", "Bob")}


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_pt23_zh3_whom_the_others_catch_stays_on_one_line_at_every_width(lang: str) -> None:
    for name in NAMES[lang]:
        line = ui("cc_window_shared", lang, name=name) + "  ⏱3s"
        unit = ui("cc_window_shared_unit", lang, name=name)
        assert unit in line  # the unit is the line's own words
        for width in range(24, 90):
            lines = [x.plain for x in wrap_text(line, width, NAMES[lang], units=[unit])]
            assert any(unit in x for x in lines), (width, lines)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_pt23_zh3_the_shared_window_line_on_the_table(lang: str) -> None:
    seats = [Seat(n) for n in NAMES[lang]]
    app = app_for(Match(registry.games()["color-clash"], seats, {}, seed=5), lang=lang,
                  games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        table = app.table
        assert table is not None
        owner = seats[table.match.state.window].name
        prompt = table.board.query_one("#cc-prompt")
        shown = [line.text for line in prompt.render_lines(prompt.region.reset_offset)]  # type: ignore[attr-defined]
        unit = ui("cc_window_shared_unit", lang, name=owner)
        assert any(unit in line for line in shown), shown
