"""CHEMIS texts after play-through 8 (issue 21, issue 12 point 11) in de, en and zh, filled in as a
reader sees them: the footer's ⏎ follows the round, log lines, the death story, ions."""

from __future__ import annotations

import asyncio

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play
from textual.app import App, ComposeResult
from textual.widgets import Footer

from chemcards.core.protocol import Event
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Drop
from chemcards.games.chemis.board import ChemisBoard, action_text
from chemcards.games.chemis.catalogue import card_kinds, kind_of
from chemcards.games.chemis.state import ChemisState, HandLimit, ReactStep


class Host(App[None]):
    """The board with Textual's footer, as the table screen has it."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemisBoard).focus()


def footer_text(st: ChemisState, seat: int, lang: str) -> str:
    """The footer as it reads for ``seat``'s view, at 120 columns (every key shown)."""

    async def go() -> str:
        app = Host(lang)
        async with app.run_test(size=(120, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            text = ""
            for _ in range(20):  # the footer composes its keys a moment after the bindings change
                await pilot.pause()
                text = " ".join(str(k.render()) for k in app.query_one(Footer).children)
                if text:
                    break
            return text

    return asyncio.run(go())


def _alone() -> tuple[ChemisState, int, int]:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    return st, me, st.next_living(me)


PLAY = {"zh": "出牌", "de": "Spielen", "en": "Play"}
DISCARD = {"zh": "弃掉", "de": "Ablegen", "en": "Discard"}
REACT = {"zh": "让它发生", "de": "Ablaufen lassen", "en": "Let it happen"}


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch9_the_footer_enter_reads_discard_while_discarding(lang: str) -> None:
    """Play-through 8, zh 9: over the hand limit (CH-9) the footer said "⏎ 出牌" while ⏎ discards."""
    st, me, _ = _alone()
    give(st, me, "ignite", "Fe", "Cu", "Zn", "Mg", "Ag")
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    text = footer_text(st, me, lang)
    assert f"⏎ {DISCARD[lang]}" in text and f"⏎ {PLAY[lang]}" not in text, text


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch21_the_footer_enter_reads_let_it_happen_while_a_reaction_is_chosen(lang: str) -> None:
    """Play-through 8, zh 9: choosing a reaction (CH-21) the status said "按 ⏎ 让它发生" and the
    footer "⏎ 出牌"; in a turn the footer still says play."""
    st, me, victim = _alone()
    give(st, me, "H", "Cl", "Na", "[OH]")
    assert f"⏎ {PLAY[lang]}" in footer_text(st, me, lang)
    for text in ("H+Cl -> HCl", "Na+[OH] -> NaOH"):
        play(st, me, f"{name(st, victim)}: {text}")
        while st.stack and not isinstance(st.stack[-1], ReactStep) and me in GAME.to_act(st):
            play(st, me, "pass")
    assert isinstance(st.stack[-1], ReactStep) and st.stack[-1].actor == me
    text = footer_text(st, me, lang)
    assert f"⏎ {REACT[lang]}" in text and f"⏎ {PLAY[lang]}" not in text, text


COUNTER = {"zh": "你弃牌：计数牌 ×2", "de": "Du legst Zähler ×2 ab", "en": "You discard counter ×2"}
COUNTER_HINT = {"zh": "弃掉计数牌 ×2", "de": "Zähler ×2 ablegen", "en": "discard counter ×2"}
COUNTER_NAME = {"zh": "计数牌 ×2", "de": "Zähler ×2", "en": "counter ×2"}


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch9_a_discarded_counter_is_named_as_a_card(lang: str) -> None:
    """Play-through 8, de 10: "Du legst ×2 ab" named the counter card (CH-18) by its face only; a
    sentence names it "Zähler ×2" / "counter ×2" / "计数牌 ×2": in the log (discard and draw), the
    hint and the move list."""
    st, me, _ = _alone()
    names = [s.name for s in st.seats]
    line = GAME.event_text(Event("discard", me, ("x2",)), lang, names=names, viewer=me)
    assert line == COUNTER[lang], line
    view = GAME.view(st, me)
    assert GAME.action_text(view, Drop("x2"), lang) == COUNTER_HINT[lang]
    assert action_text(Drop("x2"), view, lang).plain.endswith(COUNTER_NAME[lang])
    counter = next(c for c in range(len(card_kinds())) if kind_of(c).token == "x2")
    drawn = GAME.event_text(Event("draw", me, (1,), secret=(counter,)), lang, names=names, viewer=me)
    assert COUNTER_NAME[lang] in drawn, drawn
