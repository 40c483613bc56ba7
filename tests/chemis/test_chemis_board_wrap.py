"""Issue 12 point 7 on the CHEMIS board at 80x24: a zone's entries are units (tui/wrap.py).

de broke "FeCO₃[↓] / Eisen(II)-carbona" / "t ·", zh "H₂O[W] 水 · K₂CO₃" / "碳酸钾 ·", and every
zone entry ended with a dangling " ·": separators go between entries only."""

from __future__ import annotations

import asyncio
import io

import pytest
from chemis_helpers import fresh, put
from rich.cells import cell_len
from rich.console import Console
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard, substance_text
from chemcards.tui.wrap import CLOSING


def region_lines(app: App[None], region: object) -> list[str]:
    """The screen's rows inside ``region``, cut by cells (a Chinese character takes two)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True, force_terminal=True)
    console.print(app.screen._compositor.render_update(full=True))
    rows = console.export_text().splitlines()[region.y:region.bottom]  # type: ignore[attr-defined]
    out = []
    for row in rows:
        col, kept = 0, []
        for ch in row:
            if region.x <= col < region.right:  # type: ignore[attr-defined]
                kept.append(ch)
            col += cell_len(ch)
        out.append("".join(kept).rstrip())
    return out


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_issue12_p7_chemis_zone_entries_are_units_separated_between_only(lang: str) -> None:
    """The zone column at 80x24: each substance with its name ("FeCO₃[↓] Eisen(II)-carbonat") is
    one unit on one row; " · " stands between entries only, so no row ends with the last entry's
    " ·" and none starts with "·"; no row starts with a closing mark."""
    st = fresh(3, 4)
    me = st.turn_seat
    zone = st.ident[me]
    for formula in ("FeCO3", "H2O", "K2CO3", "HCl"):
        put(st, zone, formula)
    view = GAME.view(st, me)
    names = [substance_text(it.formula, it.heated, it.cooled, it.portions, lang).plain
             for it in view.items[zone]]
    assert len(names) == 4
    lines: list[str] = []

    async def run() -> None:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(view, GAME.legal_actions(st, me), me)
            await pilot.pause()
            lines.extend(region_lines(app, board.query_one("#chemis-zones").region))

    asyncio.run(run())
    for name in names:
        assert any(name in line for line in lines), (name, lines)
    assert any(names[-1] in line for line in lines)
    assert not any(line.endswith(" ·") and names[-1] in line for line in lines), lines
    assert not any(line.split("  ")[-1].strip().startswith("·") for line in lines), lines
    assert not any(line.strip() and line.strip()[0] in CLOSING for line in lines), lines
