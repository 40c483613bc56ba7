"""Play-through 12 en#5 (session 13): the Chemie-Kartenspiel's hint says "type …", so the screen
says where to type on the person's own turn; the first typed move gets its result or one line."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from textual import events
from textual.widgets import Input
from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.core.registry import games
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.i18n import ui
from chemcards.tui.notice import NoticeLine

COLON = {"en": ": Type", "zh": ": 输入指令", "de": ": Tippen"}
KEY_LINE = {"en": ": type a move", "zh": ": 输入指令", "de": ": Zug tippen"}


def _ck_app(lang: str) -> Any:
    return make_app(games()["chemie-kartenspiel"], people("Ann", computers=1), lang=lang)


@pytest.mark.parametrize("lang", ["en", "zh", "de"])
@sync
async def test_en5_the_own_turn_shows_where_to_type_a_move(lang: str) -> None:
    """en#5: the footer on the own turn lacked ": Type move" (it showed only while the computer
    moved). It is in the footer at 80×24 in all three languages (German too since session 15, with
    the footer's short German words). Once undo works, `u` goes first where both do not fit
    (session 15, play-through 13: the footer offers `u` whenever it would do something), and the
    board's own line of keys, always shown while building, names ":" then. Play-through 15: F1
    Rules goes before ":" in the footer where both do not fit (German, Chinese), for the same
    reason: the board's line names ":", nothing else on screen names F1."""
    app = _ck_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = screen_text(app).splitlines()
        assert any(KEY_LINE[lang] in line for line in lines[:-1]), lines
        assert COLON[lang] in lines[-1] or "F1" in lines[-1], lines[-1]
        if lang == "en":
            assert COLON[lang] in lines[-1], lines[-1]
        table = table_of(app)
        match = table.match
        step = next(a for a in match.legal(0) if str(a).startswith("add"))
        table.act_for_keyboard(step)
        await settle(pilot)
        lines = screen_text(app).splitlines()
        assert f"u {ui('undo', lang)}" in lines[-1], lines[-1]
        assert COLON[lang] in lines[-1] or any(KEY_LINE[lang] in line for line in lines[:-1]), lines


@sync
async def test_en5_keys_typed_right_after_the_colon_go_into_the_box() -> None:
    """en#5: while the computer worked out a hint, ":add N" ⏎ went to the board as key presses
    (space and ⏎ picked cards) and the box stayed empty. Keys queued behind ":" are the box's."""
    app = _ck_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        for key, char in ((":", ":"), ("a", "a"), ("d", "d"), ("d", "d"), ("space", " "), ("O", "O")):
            app.screen.post_message(events.Key(key if key != ":" else "colon", char))
        for _ in range(5):
            await pilot.pause()
        box = app.screen.query_one("#move-input", Input)
        assert box.value == "add O", box.value
        assert board.selection == []


@sync
async def test_en5_a_hint_worked_out_meanwhile_does_not_cover_the_typed_moves_result(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """en#5: "h", then ":add N" ⏎: the refusal was covered by the hint arriving after it, and the
    typed line seemed to do nothing. The typed line's result stays on the notice line."""
    from chemcards.tui import practice
    from chemcards.tui.notice import NoticeLine

    release = threading.Event()
    real = practice.advise

    def slow_advise(*args, **kwargs):  # type: ignore[no-untyped-def]
        while not release.is_set():
            sum(range(2000))
        return real(*args, **{**kwargs, "iterations": 20})

    monkeypatch.setattr(practice, "advise", slow_advise)
    try:
        app = _ck_app("en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            table = table_of(app)
            await pilot.press("h")
            await pilot.pause()
            await pilot.press("colon")
            await pilot.press(*"add Xy")
            await pilot.press("enter")
            await pilot.pause()
            line = table.query_one(NoticeLine)
            assert line.message is not None and "add Xy" in line.message, line.message
            release.set()
            await app.workers.wait_for_complete()
            for _ in range(3):
                await pilot.pause()
            assert "add Xy" in str(line.message), line.message
            assert table.hint_shown is None
    finally:
        release.set()


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_zh1_typed_lay_in_the_table_gives_the_l_keys_refusal(lang: str) -> None:
    """zh#1 through the move box of a whole table: two cards picked whose charges do not add up
    to zero, then the typed lay: the board's line says the charge, as after `l`; nothing laid."""
    app = _ck_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        match = table.match
        cat = catalogue()
        hand = list(match.state.hands[0])
        hand[cat.by_symbol["Ba"]] += 1
        hand[cat.by_symbol["Ca"]] += 1
        match.state.hands[0] = hand
        table.render_table()
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        for symbol in ("Ba", "Ca"):
            while board.entries[board.cursor] != ("card", cat.by_symbol[symbol]):
                await pilot.press("right")
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("l")
        await pilot.pause()
        by_key = board.message
        await pilot.press("escape")  # nothing picked: the typed lay must not lay anything either
        for symbol in ("Ba", "Ca"):
            while board.entries[board.cursor] != ("card", cat.by_symbol[symbol]):
                await pilot.press("right")
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("colon")
        await pilot.press(*("lay" if lang == "en" else ""))
        if lang == "zh":
            table.query_one("#move-input", Input).value = "打出"
        await pilot.press("enter")
        await settle(pilot)
        # the typed line is answered on the notice line (play-through 16 zh 1), with the `l` reason
        notice = app.screen.query_one(NoticeLine).message or ""
        assert by_key[1:] in notice and "+4" in by_key, (notice, by_key)  # "Not allowed: the …"
        assert match.state.table[0] == []
        assert "needs at least one card" not in screen_text(app) and "至少需要一张牌" not in board.message
