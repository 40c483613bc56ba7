"""Issue 12 point 7 (zh tester at 80x24, session 9): the CHEMIS status line of a judgement that
asks the player who played the substance (CH-10) lost its last word "过牌" with no "…":
"判定小红（乙）的反应区：每人依次都可以去除 CaCO₃，打出它的你也一样——去除，或". Nothing may be cut
without a marker. The zh sentence is shorter now and has no "——" (an ambiguous-width mark a CJK
terminal draws two cells wide each, so the line overran the width the app measured); the status
line wraps onto its two rows; at 80x24 every character of it is on screen.
"""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from tui_helpers import make_app, region_text, settle, sync, table_of

from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME as CHEMIS
from chemcards.i18n import tr

#: the tester's situation: 小明 asked about CaCO₃ they played into 小红's zone
ZONE = {"zh": "小红（乙）的反应区", "en": "Ben's zone (B)", "de": "Bens Zone (B)"}


def judgement_status(lang: str, key: str = "status_judgement_own") -> str:
    return tr("chemis", key, lang, zone=ZONE[lang], what="CaCO₃")


@pytest.mark.parametrize("key", ["status_judgement_own", "status_judgement_ownzone_own"])
def test_ch10_zh_judgement_status_fits_one_row_at_80_columns_without_ambiguous_dashes(key: str) -> None:
    """The zh sentence at 80 columns (78 cells inside the status line's padding): one row, and no
    "—" (East Asian ambiguous width: two cells in a CJK terminal, one by the app's count)."""
    text = judgement_status("zh", key)
    # both the choice ("去除…或过牌") and who may make it (the player too), in one sentence since
    # session 13 (play-through 12, en 8: the judgement line as one sentence)
    assert "打出它的你也一样" in text and "过牌" in text, text
    assert "—" not in text and "–" not in text, text
    assert cell_len(text) <= 78, (cell_len(text), text)


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
@sync
async def test_ch10_the_judgement_status_is_whole_on_screen_at_80x24(lang: str, monkeypatch: Any) -> None:
    """At 80x24 the status line shows every character of the judgement's text (on two rows where it
    needs them: en and de), or ends in "…": never cut silently (issue 12 point 7.1)."""
    text = judgement_status(lang)
    app = make_app(CHEMIS, [Seat("小明"), Seat("小红")], seed=4, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(2):  # the curtain before the first person
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        monkeypatch.setattr(table.game, "status_text", lambda view, lang: text)
        table._render_status()
        await pilot.pause()
        await pilot.pause()
        status = table.query_one("#status")
        rows = [row.strip() for row in region_text(app, status.region)]
        shown = "".join("".join(rows).split())
        assert shown == "".join(text.split()) or shown.endswith("…"), rows
        assert shown == "".join(text.split()), rows  # two rows are room enough for it
