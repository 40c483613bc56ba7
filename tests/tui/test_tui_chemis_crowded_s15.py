"""Play-through 14 en 1 (issue 12 point 3: every seat visible at 80×24 with 5–6 seats): CHEMIS with
six seats, one zone holding KNO₃, H₂O, Ba(OH)₂, CaCO₃ and ⟨Heat⟩, each name wrapped over lines. The
zone table on the left ended after that zone: rows E and F vanished, with no "…" nor scroll mark.
Every seat's row stays on screen; a crowded zone is shortened (formulas alone, then "+N more") and
is shown whole when it is the target zone, the one the player looks at (CH-6)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, chem, zones
from chemcards.games.chemis.state import Cond
from chemcards.games.chemis.texts import ident_label, t

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give

LANGS = ("en", "zh", "de")
NAMES = {"en": "Player 1", "de": "Spieler 1", "zh": "玩家1"}
COMPUTERS = ("Curie", "Bohr", "Dalton", "Mendeleev", "Noether")
CROWD = ("KNO3", "H2O", "Ba(OH)2", "CaCO3")


def _crowded(lang: str, crowded: tuple[int, ...]) -> Match:
    """Six seats; the zones of ``crowded`` seats hold four substances and a Heat each (the tester's
    own zone in play-through 14: KNO₃, H₂O, Ba(OH)₂, ⟨Heat⟩)."""
    seats = [Seat(NAMES[lang]), *(Seat(n, "computer", "medium") for n in COMPUTERS)]
    match = Match(GAME, seats, {}, seed=3)
    st = match.state
    for seat in crowded:
        for formula in CROWD:
            st.items[seat].append(zones.new_item(st, formula, (), -1, 1))
        st.conds[seat].append(Cond(900 + seat, "heat", (), 0, 0))
    clear_hand(st, 0)
    give(st, 0, "O", "O", "ignite", "Fe", "[SO4]", "O")
    return match


async def _zone_rows(match: Match, lang: str, keys: tuple[str, ...] = ()) -> list[str]:
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        board: Any = app.screen.query_one("#board")
        return region_text(app, board.query_one("#chemis-zones").region)


def _row_starts(rows: list[str], lang: str) -> list[int]:
    """The row where each identity's line starts (its letter, after the target mark)."""
    found = []
    for ident in range(6):
        label = ident_label(ident, lang)
        found.append(next((i for i, row in enumerate(rows) if row[:4].strip().lstrip("◎").startswith(label)),
                          -1))
    return found


@pytest.mark.parametrize("crowded", [(0,), (0, 3), (0, 1, 2, 3, 4, 5)])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_en1_every_seat_row_stays_on_screen_with_crowded_zones(lang: str,
                                                                          crowded: tuple[int, ...]) -> None:
    match = _crowded(lang, crowded)
    rows = await _zone_rows(match, lang)
    starts = _row_starts(rows, lang)
    assert all(start >= 0 for start in starts), (starts, rows)
    # whatever a zone could not show is said, never cut silently
    text = "\n".join(rows)
    for seat in crowded:
        ident = match.state.ident[seat]
        start = starts[ident]
        end = min((s for s in starts if s > start), default=len(rows))
        body = "\n".join(rows[start:end])
        shown = [f for f in CROWD if chem.display(f) in body]
        if len(shown) < len(CROWD):
            more = t("zone_more", lang, n=len(CROWD) + 1 - len(shown)).split("{")[0]
            assert more.strip() in body, (body, text)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_en1_the_target_zone_is_shown_whole(lang: str) -> None:
    """Three crowded zones; choosing one as the target (its key) shows each of its substances."""
    match = _crowded(lang, (0, 2, 4))
    st = match.state
    ident = st.ident[4]
    rows = await _zone_rows(match, lang, (str(ident + 1),))
    starts = _row_starts(rows, lang)
    assert all(start >= 0 for start in starts), (starts, rows)
    start = starts[ident]
    end = min((s for s in starts if s > start), default=len(rows))
    body = "".join(rows[start:end])
    for formula in CROWD:
        assert chem.display(formula) in body.replace(" ", ""), (formula, rows)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt14_en7_the_target_line_says_which_key_is_which_zone(lang: str) -> None:
    """Play-through 14 en 7, CH-2/CH-6: "◎ Target: your zone · keys 1–6 change it" while the zones
    are lettered A–F (drawn by lot: seat 1 may be D); nothing said that key 1 is zone A. The line
    names the letters beside the keys, and it is on screen whole at 80×24."""
    match = _crowded(lang, ())
    app = app_for(match, lang=lang)
    letters = f"{ident_label(0, lang)}–{ident_label(5, lang)}"
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for key in ("1", "4"):
            await pilot.press(key)
            await pilot.pause()
            board: Any = app.screen.query_one("#board")
            line = board._window_text(board.view).plain
            assert "1–6" in line and letters in line, line
            rows = "".join(row.strip() for row in region_text(app, board.query_one("#chemis-window").region))
            assert letters in rows and "1–6" in rows, rows


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_en7_the_lesson_says_key_1_is_zone_a(lang: str) -> None:
    """Learn to play said "number keys 1, 2 … choose the zone": it names the zones A, B … (甲、乙)
    beside the keys 1, 2 …"""
    from chemcards.i18n import tr
    from chemcards.lessons import DOMAIN

    text = tr(DOMAIN, "ch_zone", lang)
    keys, zones_ = ("1、2", f"{ident_label(0, lang)}、{ident_label(1, lang)}") if lang == "zh" else \
        ("1, 2", f"{ident_label(0, lang)}, {ident_label(1, lang)}")
    assert keys in text and zones_ in text, text
    assert text.index(zones_) - text.index(keys) < 40, text


@pytest.mark.parametrize("lang", ("en", "de"))
@sync
async def test_pt18_en1_names_whole_while_the_zones_fit_beside_them(lang: str) -> None:
    """Play-through 18, en 1 (CC-24: computers marked): with six seats at 80×24 the zone table read
    "D    Mendel… [Computer]" although the empty zones beside it had room. A name is cut only when
    the zones need its cells: at the start every name and mark are whole; with four crowded zones
    the rows still all show (play-through 14 en 1) and no row is wider than the box."""
    computers = ("Curie", "Bohr", "Dalton", "Mendelejew" if lang == "de" else "Mendeleev", "Noether")
    seats = [Seat(NAMES[lang]), *(Seat(n, "computer", "medium") for n in computers)]
    rows = "\n".join(await _zone_rows(Match(GAME, seats, {}, seed=3), lang))
    mark = "[Computer]"
    for name in computers:
        assert f"{name} {mark}" in rows, rows
    assert "…" not in rows, rows
    crowded = await _zone_rows(_crowded(lang, (0, 1, 2, 3)), lang)
    assert len(_row_starts(crowded, lang)) == 6, "\n".join(crowded)
