"""Issue 21, the Chinese reader of play-through 9 on the CHEMIS board at 80×24: the counter card
has one name in the hand and the log, and a condition card in a zone writes its brackets as
Chinese does (docs/i18n.md, "Chinese, fifth reading")."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Callable
from typing import Any

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play
from rich.console import Console
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard
from chemcards.games.chemis.state import ChemisState
from chemcards.games.chemis.texts import card_name, t

LANGS = ("de", "en", "zh")


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)


def _run(st: ChemisState, seat: int, lang: str, check: Callable[[ChemisBoard], Any]) -> None:
    async def go() -> None:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            await pilot.pause()
            check(board)

    asyncio.run(go())


def _screen(app: App[None]) -> str:
    """What a person sees at 80×24, as plain text."""
    console = Console(width=80, height=24, file=io.StringIO(), record=True, force_terminal=True)
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text()


def _alone() -> tuple[ChemisState, int]:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(3):
        clear_hand(st, s)
    return st, me


@pytest.mark.parametrize("lang", LANGS)
def test_ch29_the_counter_card_has_one_name_in_the_hand_and_the_log(lang: str) -> None:
    """CH-29: "×2" alone in the hand row, "×2 计数牌" in the log ("你弃牌：×2 计数牌") and the
    hints: the hand names the card as every sentence does, in every language."""
    st, me = _alone()
    give(st, me, "x2", "Fe")

    def check(board: ChemisBoard) -> None:
        hand = str(board.query_one("#chemis-hand").render())
        named = t("counter_name", lang, n=2)
        assert card_name("x2", lang) == named
        assert named in hand, hand
        assert not re.search(r"(^|\s)×2", hand.replace(named, "")), hand

    _run(st, me, lang, check)


def test_ch25_ignition_in_a_zone_writes_its_oxygen_in_chinese_brackets() -> None:
    """CH-25: an ignition card lying in a zone showed "点燃(O₂×1)", half-width brackets beside
    Chinese; Chinese writes "点燃（O₂×1）" as it does every bracket beside its text."""
    st, me = _alone()
    give(st, me, "ignite")
    play(st, me, f"{name(st, me)}: ignite")

    def check(board: ChemisBoard) -> None:
        zones = _screen(board.app)
        assert "点燃（O₂×1）" in zones, zones
        assert not re.search(r"[\u4e00-\u9fff]\(", zones), zones

    _run(st, me, "zh", check)


@pytest.mark.parametrize(("token", "zh"), [("heat", "弃掉升温"), ("Fe", "弃掉 Fe"), ("x2", "弃掉×2 计数牌")])
def test_ch9_the_discard_line_reads_as_one_phrase_in_chinese(token: str, zh: str) -> None:
    """CH-9: the move list over the hand limit showed "✂ 弃掉 升温", a space between two Chinese
    characters; it is the hint's phrase ("弃掉升温", "弃掉 Fe" beside a Latin card), and in German
    the verb follows the card as the hint says it ("Fe ablegen")."""
    from chemcards.games.chemis.actions import Drop
    from chemcards.games.chemis.board import action_text

    st, me = _alone()
    view = GAME.view(st, me)
    assert action_text(Drop(token), view, "zh").plain == f"✂ {zh}"
    assert action_text(Drop(token), view, "de").plain == f"✂ {card_name(token, 'de')} ablegen"
