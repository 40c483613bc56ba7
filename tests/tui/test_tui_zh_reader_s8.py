"""Issue 21 items 4–6 of the Chinese reader of play-through 7 (pt7-zh), on the screens a person sees
at 80×24 (Pilot): the board's legend where the table is and whole per entry, the launcher's `?` and
footer, the result's winner cell and totals, CHEMIS's marks in Chinese. Decisions: docs/i18n.md
("Chinese, fourth reading")."""

from __future__ import annotations

import re

import pytest
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, region_text, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.protocol import Outcome
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import KeysFooter

LANGS = ("de", "en", "zh")


def _launcher(lang: str) -> ChemcardsApp:
    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="chemie-kartenspiel"),
                        clock=FakeClock(), remember=False, games=registry.games)


# -- item 5: the legend on the board's "?" ---------------------------------------------------------

@pytest.mark.parametrize("game_id", ["chemie-kartenspiel", "chemis"])
@sync
async def test_item5_the_tables_question_mark_shows_the_legend_whole(game_id: str) -> None:
    """pt7-zh 7: "#19 OsFP 13 分[+P B1]" was explained only in the launcher's `?` (the table's had
    it below the keys, out of sight at 80×24), and broke as "[+P] 原物质护盾，[B1]" / "一张尚未翻转的
    黑边牌，[T1]". The table's `?` shows the legend on its first screen, every tag on the line of its
    meaning. Since session 9 the Chemie-Kartenspiel's tags are words in full-width brackets
    ("（护盾）原物质护盾", "（黑边 ×1）…"; play-through 8 zh 14, docs/i18n.md), CHEMIS's keep "[↓]"."""
    from chemcards.tui.help import KeysScreen, legend_entries

    game = registry.games()[game_id]
    match = Match(game, [Seat("小明"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        lines = [re.sub(r"[█▀▄▌▐│]", "", line).strip() for line in screen_text(app).splitlines()]
        entries = [e for e in legend_entries(game.board_legend("zh")) if e.startswith(("[", "（"))]
        assert len(entries) >= 3, entries
        for entry in entries:
            assert any(entry in line for line in lines), (entry, lines)


# -- item 6: the launcher --------------------------------------------------------------------------

@sync
async def test_item6_the_launcher_footer_shows_the_same_keys_in_every_language() -> None:
    """pt7-zh 12: the German launcher footer showed fewer keys than the Chinese one (its labels are
    longer and the footer leaves out what does not fit). At 80×24 the three languages show the same
    keys, each whole."""
    shown: dict[str, list[str]] = {}
    for lang in LANGS:
        app = _launcher(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()
            footer = app.screen.query_one(KeysFooter)
            keys = [k for k in footer.query(FooterKey) if k.display and not k.has_class("-command-palette")]
            line = screen_text(app).splitlines()[-1]
            for key in keys:
                assert f"{key.key_display} {key.description}" in line, (lang, line)
            shown[lang] = [k.key for k in keys]
    assert shown["de"] == shown["en"] == shown["zh"], shown
    assert "ctrl+o" in shown["zh"], shown  # Online has no button: its key must be in the footer


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_item6_the_launchers_question_mark_names_its_own_menu_and_no_board(lang: str) -> None:
    """pt7-zh 12: the launcher's `?` said "离开座位" (leave the seat) where nobody sits, and showed a
    board legend with no board on screen. It names the launcher's menu; a table's `?` says what
    Ctrl+L does in words a newcomer reads ("让电脑接替": a computer takes over)."""
    from chemcards.tui.help import KeysScreen

    app = _launcher(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        from textual.widgets import Static

        text = re.sub(r"\s+", "", screen_text(app))
        # each part of the page as drawn, its lines joined (a line break is no space in Chinese)
        said = ["".join(region_text(app, w.content_region)).replace(" ", "")
                for w in app.screen.query(Static)]
        assert re.sub(r"\s+", "", ui("keys_footer_launcher", lang)) in said, said
        assert not [line for line in said if ui("leave_seat", lang).replace(" ", "") in line], said
        assert "[B1]" not in text and "[+P]" not in text
    assert ui("leave_seat", "zh") == "让电脑接替"
    assert "离开座位" not in ui("keys_footer", "zh")


# -- item 4: the result ------------------------------------------------------------------------------

def test_item4_the_winner_cell_keeps_the_star_with_the_name_and_totals_read_as_the_log() -> None:
    """pt7-zh 10: the winner's cell showed "★" on one line and "Bohr（电脑·中等）" on the next; the
    hands column said "● R6（6） = 6" where the log says "共 41 分"."""
    import io

    from rich.console import Console

    from chemcards.games.color_clash.texts import hand_header, round_hands
    from chemcards.tui.outcome import one_line, outcome_table

    seats = [Seat("小明"), Seat("Bohr", "computer", "medium"), Seat("Curie", "computer", "easy")]
    outcome = Outcome((0.0, 41.0, 0.0), (2, 1, 3), (1,), "", {})
    record = {"winner": 1, "hands": [["R6"], [], ["B4", "G7"]], "hand_points": [6, 0, 11]}
    cells = round_hands(record, "zh")
    assert cells is not None and cells[0].endswith("，共 6 分"), cells
    assert "=" not in "".join(cells), cells
    for width in (60, 72, 76):
        out = io.StringIO()
        table = outcome_table(outcome, seats, "zh", (hand_header("zh"), cells), width=width)
        Console(file=out, width=width, color_system=None).print(table)
        rows = out.getvalue().splitlines()
        assert any(re.search(r"★ Bohr（电脑[^）]*）", row) for row in rows), rows
    short = one_line("● 6（6）、■ 4（4）、▲ 9（9）、◆ 7（7），共 26 分", 24)
    assert short.endswith("…，共 26 分"), short


@sync
async def test_item4_six_seats_in_the_chemie_kartenspiel_are_whole_lines() -> None:
    """pt7-zh 10: the six-seat panel showed "6 化 …" and "1 化合…" (the short line's "0 化合物", itself
    without 个, did not fit). The short line counts cards and points, as de/en do; nothing is cut."""
    game = registry.games()["chemie-kartenspiel"]
    names = ("Curie", "Bohr", "Dalton", "Noether", "Mendeleev")
    seats = [Seat("小明"), *(Seat(n, "computer", "easy") for n in names)]
    app = app_for(Match(game, seats, {}, seed=3), lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert text.count("7 张牌 · 0 分") >= 5, text
        assert not re.search(r"化合?\s*…|\d 化合物", text), text


def test_item5_chemis_marks_are_chinese_on_chinese_screens() -> None:
    """pt7-zh 7: "H₂O[W] 水", "H₂[H₂+] 氢气": a Latin initial and a mark that repeats the formula.
    Chinese marks name the class ("HCl[强酸]"); helpful substances say what they do in words; the
    legend explains each mark."""
    from chemcards.games.chemis.board import class_note, substance_text
    from chemcards.games.chemis.texts import MARKS, mark

    shown = [substance_text(f, False, False, 1, "zh").plain for f in ("H2O", "H2", "O2", "HCl", "NaOH")]
    assert shown[3] == "HCl[强酸] 盐酸", shown  # a helpful one says what it does in words (texts branch)
    assert not [s for s in shown if re.search(r"\[[^\]]*[A-Za-z][^\]]*\]", s)], shown
    legend = registry.games()["chemis"].board_legend("zh")
    assert all(f"[{mark(cls, 'zh')}]" in legend for cls in MARKS), legend
    assert class_note("strong_acid", "zh") == "[强酸] −2"
