"""Play-through 15 (session 16, issue 12) at the Chemie-Kartenspiel's table: the hint never names a
card the board has already taken into the compound (en 2), the guided game's footer names what ↓
does (zh 7), the log shows its newest line and no build step is half logged (en 8), F1 Rules stays
in the 80×24 footer (zh)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_tui_cc_hint import press_h
from test_tui_ck_s14 import _match, _type
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.tui.settle import MOVE_SETTLE

ADD = {"zh": "加", "de": "nimm", "en": "add"}


def _no_card_left(lang: str) -> str:
    return t("board_no_card_left", lang, symbol="H")


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en2_the_hint_counts_the_cards_picked_on_the_board(lang: str) -> None:
    """en 2 (CK-8, CK-11): Na and O typed (the engine's draft), H picked with ⏎ (the board's own
    pick): the compound NaOH is done. `h` said "add H (type “add H(+1)”)", and typing it gave "You
    have no H card left": the hint was worked out from the engine's draft, without the board's
    pick. The hint is worked out from the compound the board shows, and its typed form works."""
    app = app_for(_match("Na*2 O H Mn*2 Protomaterie"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        for typed in ("Na", "O"):
            await _type(pilot, f"{ADD[lang]} {typed}")
        board = app.screen.query_one(ChemieBoard)
        assert len(table.match.view(0).draft) == 2
        app.clock.advance(MOVE_SETTLE)  # the moment after a typed move, when ⏎ waits, is over
        await settle(pilot)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["H"]))
        await pilot.press("enter")
        await settle(pilot)
        assert len(board.selection) == 3, (board.message, app.focused, board.entries, board.cursor)
        await press_h(pilot, app)
        line = table.hint_shown or ""
        # the moves from the compound the board shows: the engine's draft with the board's pick
        shown = GAME.clone(table.match.state)
        shown.draft = tuple(sorted(board.selection))
        legal = GAME.legal_actions(shown, 0)
        quoted = re.findall(r"[“„]([^“”„]+)[”“]", line)
        assert quoted, line
        hinted = GAME.read_typed(GAME.view(shown, 0), quoted[0])
        assert hinted in legal, (line, [str(a) for a in legal])
        await _type(pilot, quoted[0])
        assert _no_card_left(lang) not in board.message, board.message


# -- zh 7: the guided game's footer names what ↓ (and ←→) do ---------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_zh7_the_lesson_footer_labels_the_arrows_its_line_names(lang: str) -> None:
    """zh 7: the guided game's footer read "←→ ⏎ 选择 ↓ c 化合价 ⌫ 放回 l 打出 …": the bare "↓"
    meant nothing on its own. It has its word, like the keys beside it ("←→" stays bare before
    "⏎ Pick": the footer has no room for more), every key of the board keeps its word, and the
    footer still fits 80 columns."""
    from textual.widgets._footer import FooterKey

    from chemcards.core.registry import get_game
    from chemcards.lessons import load_lesson
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.widgets import KeysFooter

    game = get_game("chemie-kartenspiel")
    lesson = load_lesson("chemie-kartenspiel")
    table = GuidedTable(lesson.new_match("Player 1", game), lesson)
    app = app_for(None, lang=lang, games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        keys = [k for k in table.query_one(KeysFooter).query(FooterKey) if k.display]
        shown = {k.key_display: k.description for k in keys}
        assert "↓" in shown and "←→" in shown, shown
        assert shown["↓"].strip(), shown
        for key in ("⏎", "c", "⌫", "l", "s"):
            assert shown.get(key, "").strip(), (key, shown)
        assert all(k.region.right <= 80 for k in keys), [(k.key_display, k.region) for k in keys]


# -- en 8: the log's last line is the newest thing that happened, and the log shows it -------------

def _log_lines(app: Any) -> list[str]:
    log = app.screen.query_one("#log")
    return [strip.text.rstrip() for strip in log.lines]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en8_the_log_shows_its_newest_line_and_no_build_step_is_left_out_of_it(lang: str) -> None:
    """en 8: after `:add Na`, `:add O` and ⏎ on H the log ended "You add Na / You add O": typed steps
    went to the engine and were logged, the pick with ⏎ stayed on the board and was not, so the
    log seemed to lag behind (its scrollbar read as not at the bottom). The log holds what happens
    at the table: the compound being built is the board's panel, typed or picked alike; the log
    follows its newest line, and laying the compound out is that line (CK-8)."""
    app = app_for(_match("Na*2 O H Mn*2 Protomaterie"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        log = app.screen.query_one("#log")
        before = _log_lines(app)
        for typed in ("Na", "O"):
            await _type(pilot, f"{ADD[lang]} {typed}")
        app.clock.advance(MOVE_SETTLE)
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["H"]))
        await pilot.press("enter")
        await settle(pilot)
        assert _log_lines(app) == before  # no line for one build step and none for another
        assert log.scroll_y == log.max_scroll_y
        await pilot.press("l")
        for _ in range(5):
            await settle(pilot)
        lay = t("ev_lay_you", lang, compound="NaOH", points=3, id=1).split("NaOH")[0]
        tail = " ".join(_log_lines(app)[len(before):])  # the computer plays on after it
        assert lay.strip() in tail, tail
        assert log.scroll_y == log.max_scroll_y


# -- F1 in the Chemie-Kartenspiel's footer at 80×24, as in the launcher and the other games --------

@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_zh_f1_rules_stays_in_the_footer_at_80x24(lang: str) -> None:
    """Play-through 15 (zh; en and de alike): the footer at 80×24 left F1 Rules out while building,
    though the launcher and the other games show it. ":" goes first, as the board's own line of
    keys names it ("· : type a move"), and the English footer's words are short ("Lay", "Remove");
    F1 stays, also beside `u` where the row has the room (en, zh; the German row then holds
    „u Zug zurück“ and no more)."""
    from test_tui_shell_keys_s10 import footer_keys

    app = app_for(_match("Na Cl K O"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        keys = [k.key for k in footer_keys(app)]
        assert "f1" in keys and "l" in keys and "s" in keys, keys
        board = app.screen.query_one(ChemieBoard)
        board.cursor = board.entries.index(("card", catalogue().by_symbol["Na"]))
        await pilot.press("enter")
        await settle(pilot)
        keys = [k.key for k in footer_keys(app)]
        assert "u" in keys, keys
        if lang != "de":
            assert "f1" in keys, keys
