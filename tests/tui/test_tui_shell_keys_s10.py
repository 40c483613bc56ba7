"""Play-through 9 at 80×24 (session 10): the launcher's language switch by keyboard, one footer rule
for all four games, one meaning for ▶ in CHEMIS, CHEMIS status lines whole in zh and de.

1. en: "◀ English ▶" in the launcher could be reached only with the mouse. Every control must be
   reachable and operable by keyboard, and the footer or "?" says how.
3. en: the Chemie-Kartenspiel and CHEMIS footers lacked Ctrl+Q (Quit) that the other games showed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, region_text, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import LANGS, key_display, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import KeysFooter

GAMES = ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"]


def launcher(lang: str) -> ChemcardsApp:
    return ChemcardsApp(
        settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False, games=registry.games
    )


def footer_keys(app: Any) -> list[FooterKey]:
    """The footer's keys as drawn, left to right."""
    footer = app.screen.query_one(KeysFooter)
    return [
        c
        for c in footer.children
        if isinstance(c, FooterKey) and c.display and not c.has_class("-command-palette")
    ]


# -- 1. the language switch by keyboard ---------------------------------------------------------
@sync
async def test_tab_passes_the_language_switch_and_a_click_changes_it() -> None:
    """Session 10 put "◀ English ▶" on the Tab path; play-through 11 (de 14) found one ← while
    tabbing turned the whole screen Chinese. Session 12: Tab and Shift+Tab pass it by; Ctrl+T (next
    test) and a click change it (tests/tui/test_tui_launcher_s12.py has the tabbing itself)."""
    app = launcher("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        for key in ("tab", "shift+tab"):
            app.screen.query_one("#start").focus()
            await pilot.pause()
            for _ in range(40):
                await pilot.press(key)
                await pilot.pause(0.02)
                assert app.focused is None or app.focused.id != "lang", key
        await pilot.click("#lang", offset=(6, 0))
        await pilot.pause(0.3)
        assert app.settings.lang == LANGS[(LANGS.index("en") + 1) % len(LANGS)]
        await pilot.click("#lang", offset=(0, 0))  # the left arrow goes back
        await pilot.pause(0.3)
        assert app.settings.lang == "en"


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ctrl_t_changes_the_language_from_any_field_and_the_keys_page_names_it(lang: str) -> None:
    """Ctrl+T switches the language wherever the focus is (a name field too), and "?" lists the
    key in the screen's language."""
    app = launcher(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        app.screen.query_one("#name-0").focus()
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause(0.3)
        after = LANGS[(LANGS.index(lang) + 1) % len(LANGS)]
        assert app.settings.lang == after
        assert app.focused is not None and app.focused.id == "name-0"
        assert ui("launcher_title", after) in screen_text(app)
        app.screen.query_one("#start").focus()
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause(0.2)
        text = screen_text(app)
        line = next((ln for ln in text.splitlines() if ui("language", after) in ln), "")
        assert str(key_display("ctrl+t", after)) in line, text


# -- 3. one footer rule for all four games ------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_every_table_footer_keeps_quit_and_ends_in_keys(game_id: str, lang: str) -> None:
    """The one rule at 80×24: Ctrl+Q (Quit) is always in the footer; when keys are left out, the
    row ends in Quit and "? Keys", whose page lists the rest."""
    game = registry.games()[game_id]
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    app = app_for(Match(game, seats, {}, seed=5), lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        keys = footer_keys(app)
        line = screen_text(app).splitlines()[-1]
        names = [k.key for k in keys]
        assert "ctrl+q" in names, line
        quit_label = f"{keys[names.index('ctrl+q')].key_display} {ui('quit_key', lang)}"
        assert quit_label in line, line
        wanted = {b.action for (_, b, _, _) in app.screen.active_bindings.values() if b.show}
        if not wanted <= {k.action for k in keys}:  # some left out: Quit, then "?" end the row
            assert names[-2:] == ["ctrl+q", "question_mark"], line
            assert line.rstrip().endswith(f"? {ui('keys', lang)}"), line


# -- 4. one meaning for ▶ in CHEMIS ---------------------------------------------------------------
def _chemis_app(lang: str) -> ChemcardsApp:
    from chemcards.games.chemis import GAME

    names = CHEMIS_NAMES[lang]
    seats = [Seat(names[0]), Seat(names[1], "computer", "easy"), Seat(names[2], "computer", "easy")]
    return app_for(Match(GAME, seats, {}, seed=3), lang=lang)


CHEMIS_NAMES = {
    "zh": ("小明", "小红", "小刚"),
    "de": ("Annemarie", "Bernhard", "Carla"),
    "en": ("Ann", "Bob", "Cid"),
}


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_chemis_zones_keep_the_arrow_for_the_seat_to_move_and_name_the_viewer(lang: str) -> None:
    """Play-through 9, en 4: the zones marked the viewer "▶C Ann" (the target zone, which is the
    viewer's own at first) while the Seats panel's ▶ marks the seat to move. On the board ▶ is
    nowhere now (it means the seat to move, in the Seats panel only); the zone a play goes to has
    its own mark, the viewer's zone says "(you)", and "?" explains both marks."""
    from chemcards.games.chemis.board import TARGET_MARK
    from chemcards.games.chemis.texts import t

    app = _chemis_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.table
        assert table is not None
        board: Any = table.board
        zones = "\n".join(region_text(app, board.query_one("#chemis-zones").region))
        window = "\n".join(region_text(app, board.query_one("#chemis-window").region))
        assert "▶" not in zones and "▶" not in window, (zones, window)
        mine = [line for line in zones.splitlines() if CHEMIS_NAMES[lang][0] in line]
        assert len(mine) == 1 and t("zone_you", lang).strip() in mine[0], zones
        assert sum(line.lstrip().startswith(TARGET_MARK) for line in zones.splitlines()) == 1, zones
        # the Seats panel: ▶ on the seat(s) to move only
        to_move = {table.match.seats[s].name for s in board.marked_seats(table.match.to_act())}
        seats = "\n".join(region_text(app, table.query_one("#seats").region))
        for line in seats.splitlines()[1:]:  # under the title, which explains ▶ and ◉ (session 11)
            if "▶" in line:
                assert any(name in line for name in to_move), seats
        await pilot.press("question_mark")
        await pilot.pause(0.2)
        text = "".join(screen_text(app).split())
        assert TARGET_MARK in text and "".join(t("zone_you", lang).split()) in text, text


# -- 5. every CHEMIS status line whole at 80×24 in zh and de ------------------------------------------
def _windows(st: Any, viewer: int) -> list[Any]:
    """Every kind of window the status line speaks of (CH-10 judgement, CH-11 dying, CH-21 reaction
    order, the hand limit), asked of the viewer and of another seat, in the viewer's zone and in
    another's, and the plain turn (None)."""
    from chemcards.games.chemis.state import Dying, HandLimit, Judgement, ReactStep

    other = (viewer + 1) % len(st.hands)
    third = (viewer + 2) % len(st.hands)
    out: list[Any] = [None]
    for zone in (viewer, other):
        uids = tuple(it.uid for it in st.items[zone])
        for at in (viewer, other, third):
            out.append(Judgement(zone, uids, at, 0))
            out.append(ReactStep(zone, at))
    for dying in (viewer, other):
        for at in (viewer, other, third):
            out.append(Dying(dying, at, 0))
    out += [HandLimit(viewer), HandLimit(other)]
    return out


@pytest.mark.parametrize("dead", [False, True])
@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_every_chemis_status_line_is_whole_at_80x24(lang: str, dead: bool) -> None:
    """Play-through 9, zh 5: a CHEMIS status line was cut before its last word "过牌" at 80×24. Every
    status the table can show (CH-10, CH-11, CH-21, the hand limit, a turn; a dead viewer's "out"
    line before each), with two judged substances named in it, is drawn whole on the status line's
    rows: every character is there, no "…" is added, and German breaks only between words."""
    from rich.cells import cell_len

    from chemcards.games.chemis.state import Judgement
    from chemcards.tui.table import StatusLine

    sys_path = str(Path(__file__).parent.parent / "chemis")
    if sys_path not in sys.path:
        sys.path.insert(0, sys_path)
    from chemis_helpers import put

    app = _chemis_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.table
        assert table is not None
        match = table.match
        st = match.state
        viewer = table.viewer
        assert viewer is not None
        # two substances in the zones a window is about: "{what}" names both
        for zone, formulas in ((viewer, ("HCl", "ZnO")), ((viewer + 1) % len(st.hands), ("H2O", "FeO"))):
            for formula in formulas:
                put(st, zone, formula, source=zone)
        if dead:
            st.alive[viewer] = False
        status = table.query_one("#status", StatusLine)
        seen: set[str] = set()
        for window in _windows(st, viewer):
            st.stack[:] = [] if window is None else [window]
            if isinstance(window, Judgement) and window.at == viewer and dead:
                continue  # a dead seat is never asked (CH-11)
            view = match.view(viewer)
            expected = match.game.status_text(view, lang)
            table._render_status(view)
            await pilot.pause()
            lines = [ln.rstrip() for ln in status.render().plain.splitlines()]
            width = status.content_size.width
            assert all(cell_len(ln) <= width for ln in lines), lines
            if lang == "zh":
                assert "".join("".join(lines).split()) == "".join(expected.split()), (lines, expected)
            else:  # German: lines break between words, none is cut or hyphenated
                assert " ".join(ln.strip() for ln in lines) == " ".join(expected.split()), (lines, expected)
            seen.add(expected)
        assert len(seen) >= 10  # the windows gave different sentences, not one text again and again
