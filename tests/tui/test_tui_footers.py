"""Footers at 80 columns (issue 12 follow-up, point 2).

The German launcher ended in "f1 R▏", the Metallurgie, CHEMIS and Chemie-Kartenspiel tables and the
Color Clash call window in ": Type mo": keys cut mid-word, with no sign that more existed. Every key
must be visible or reachable: the footer shows whole labels only, and when some keys do not fit, it
ends in the "?" key with its one label "Keys" (the keys screen lists them all; play-through 8:
"More keys…" beside "Keys" named one key twice).
"""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync, walk_to_call_window

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import KeysFooter

LANGS = ["de", "en", "zh"]
GAMES = ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"]


def check_footer(app: Any, lang: str) -> None:
    """The footer's last line holds each shown key whole; if any key is left out, the footer ends
    with the ``?`` key, labelled "Keys" as everywhere."""
    from textual.widgets._footer import FooterKey

    footer = app.screen.query_one(KeysFooter)
    line = screen_text(app).splitlines()[-1]
    keys = [k for k in footer.query(FooterKey) if not k.has_class("-command-palette")]
    shown = [k for k in keys if k.display]
    for key in shown:
        label = f"{key.key_display} {key.description}".strip() if key.description else key.key_display
        assert label in line, (label, line)
    # the active bindings the footer would show: each is on screen, or the marker says more exist
    wanted = {b.action for (_, b, _, _) in app.screen.active_bindings.values() if b.show}
    on_screen = {k.action for k in shown}
    marker = ui("keys", lang)  # one label for "?" (play-through 8, en 7)
    if not any(k.key == "question_mark" for k in keys):
        # a text field has focus and takes "?" as a letter: the keys it leaves are all wanted
        wanted = {k.action for k in keys}
    if not wanted <= on_screen:
        last = [c for c in footer.children if c.display and not c.has_class("-command-palette")][-1]
        assert isinstance(last, FooterKey), line
        if any(k.key == "question_mark" for k in keys):
            assert last.key == "question_mark", line
            assert f"? {marker}" in line, line
        else:  # a text field has focus and takes "?": the last key shown before Quit (which
            # always stays, session 10) ends in "…" (pt6 point 3)
            others = [c for c in footer.children if c.display and isinstance(c, FooterKey)
                      and c.key != "ctrl+q" and not c.has_class("-command-palette")]
            last = others[-1]
            assert last.description.endswith("…") and f"{last.key_display} {last.description}" in line, line


def table_app(game_id: str, lang: str, seats: list[Seat] | None = None) -> ChemcardsApp:
    game = registry.games()[game_id]
    seats = seats or [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    return app_for(Match(game, seats, {}, seed=5), lang=lang, games=registry.games())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_table_footer_at_80_columns_ends_whole_or_in_the_marker(game_id: str, lang: str) -> None:
    app = table_app(game_id, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        check_footer(app, lang)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_launcher_footer_at_80_columns_ends_in_a_whole_label_or_the_marker(lang: str) -> None:
    app = ChemcardsApp(settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False,
                       games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        await pilot.pause()
        check_footer(app, lang)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_cc10_call_window_footer_at_80_columns(lang: str) -> None:
    """The shared "Last card!" window (CC-10, CC-14) at one screen: its footer too."""
    app = table_app("color-clash", lang, seats=[Seat("Ann"), Seat("Bob")])
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        assert app.table is not None and app.table.match.state.window >= 0
        check_footer(app, lang)


@sync
async def test_the_footer_shows_every_key_again_when_there_is_room() -> None:
    """At 160 columns nothing is left out and "?" reads "Keys" again."""
    app = table_app("chemis", "de")
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        await pilot.pause()
        line = screen_text(app).splitlines()[-1]
        assert f"? {ui('keys', 'de')}" in line
        check_footer(app, "de")


def launcher_with(lang: str, save: Any, resume: bool) -> ChemcardsApp:
    """The launcher; with ``resume`` an unfinished game is in the save file (the Resume key shows)."""
    if resume:
        match = Match(registry.games()["color-clash"], [Seat("Ann"), Seat("Bob", "computer", "easy")], {},
                      seed=3, autosave=save)
        seat = next(s for s in match.to_act() if s >= 0)
        match.act(seat, match.legal(seat)[0])
        match.save(save)
    return ChemcardsApp(settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False,
                        games=registry.games, save_path=save)


@pytest.mark.parametrize("resume", [False, True])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_pt6_3_launcher_footer_in_every_focus_state(lang: str, resume: bool,
                                                                  tmp_path: Any) -> None:
    """Issue 12, play-through 6 point 3: the launcher's footer, with and without Resume, with each
    field focused in turn (a name field takes "?" as a letter, so no "? Keys" can end it: the
    en footer ended "f2 ▏", the zh one "^q ▏"). It fits, or it ends in a whole label and "…"."""
    save = tmp_path / "saves" / "current.json"
    save.parent.mkdir()
    app = launcher_with(lang, save, resume)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        await pilot.pause()
        check_footer(app, lang)
        focused = set()
        for _ in range(16):
            await pilot.press("tab")
            await pilot.pause(0.05)
            focused.add(type(app.focused).__name__)
            check_footer(app, lang)
        assert "NameInput" in focused  # the states that failed were reached


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_pt6_3_table_footer_in_its_states(game_id: str, lang: str) -> None:
    """Each table at 80x24: at the start, with the move box open (":"), closed again, with the
    focus moved on, and back from the keys and rules screens."""
    app = table_app(game_id, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        check_footer(app, lang)
        for key in ["colon", "escape", "tab", "tab", "question_mark", "escape", "f1", "escape"]:
            await pilot.press(key)
            await pilot.pause(0.1)
            if app.screen.query(KeysFooter):
                check_footer(app, lang)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_pt6_6_one_timer_form_in_the_call_window(lang: str) -> None:
    """Issue 12, play-through 6 point 6: the status line wrote "⏱ 3 s" while the window's prompt
    wrote "⏱3s". Every timer on the screen of the CC-10 window has one form: "⏱" and the time
    as one word."""
    import re

    app = table_app("color-clash", lang, seats=[Seat("Ann"), Seat("Bob")])
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        text = screen_text(app)
        timers = re.findall(r"⏱\s*\d+\s*\S", text)  # "⏱ 3 s" as well as "⏱3s"
        assert timers, text
        # one form per language: the sign glued to the number, the unit as the language writes it
        # after a number ("⏱3s", "⏱3 秒": Chinese spaces a number from its unit, issue 21 item 3)
        form = r"⏱\d+ 秒" if lang == "zh" else r"⏱\d+\S"
        assert all(re.fullmatch(form, t) for t in timers), timers


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_7_3_footer_fits_as_soon_as_it_is_composed(game_id: str, lang: str) -> None:
    """Issue 12 point 7.3: every recomposition (a computer's turn changes the bindings) drew the
    whole row cut at the edge ("… : 输入指令 ^q 退", "…? Keys f1 Rules : Type mo") until the fit
    after the next refresh; on a busy machine for seconds, so the testers read it. Right after the
    footer is composed, before any refresh, the keys it shows fit in 80 columns whole, and when
    some are left out the row ends in "? Keys"."""
    from textual._context import active_message_pump
    from textual.widgets._footer import FooterKey

    from chemcards.tui.widgets import _measure

    app = table_app(game_id, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        # recomposed as the footer does it itself when the bindings change (in its own context)
        token = active_message_pump.set(footer)
        try:
            await footer.recompose()
        finally:
            active_message_pump.reset(token)
        keys = [k for k in footer.query(FooterKey) if not k.has_class("-command-palette")]
        shown = [k for k in keys if k.display]
        assert sum(_measure(k) for k in shown) <= footer.size.width, [k.description for k in shown]
        if len(shown) < len(keys):
            assert shown[-1].key == "question_mark" and shown[-1].description == ui("keys", lang)
        await pilot.pause()
        check_footer(app, lang)  # and the exact fit after the refresh still holds
