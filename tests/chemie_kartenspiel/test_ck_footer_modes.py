"""Issue 12 point 1: the Chemie-Kartenspiel footer is a function of the board's mode (CK-9: a turn
builds, may pay for an artificial card, may attack).

Found at 80×24 (pt6-de #10, pt6-zh2 #12): in attack mode ("⏎ angreifen · s aufhören") the footer
still offered "c Ladung ⌫ Zurücknehmen l Auslegen"; the final table still offered play keys.
"""

from __future__ import annotations

import asyncio

from ck_helpers import build, rig
from textual.app import App, ComposeResult
from textual.widgets import Footer

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.state import ATTACK, BUILD, OVER, PAY, Placed, State

BOARD_KEYS = {"pick", "attack", "pay", "charge", "unpick", "lay", "skip", "stop"}


class Host(App[None]):
    """The board with Textual's footer, as the table screen has it."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemieBoard(GAME, self.lang)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemieBoard).focus()


def footer_of(state: State, seat: int, lang: str = "en") -> tuple[set[str], str]:
    """The board's actions the footer shows for ``seat``, and the footer's text."""

    async def go() -> tuple[set[str], str]:
        app = Host(lang)
        async with app.run_test(size=(160, 24)) as pilot:
            board = app.query_one(ChemieBoard)
            board.show(GAME.view(state, seat), GAME.legal_actions(state, seat), seat)
            await pilot.pause()
            shown = {b.action for (_, b, enabled, _) in app.screen.active_bindings.values()
                     if b.show and enabled} & BOARD_KEYS
            # the footer is recomposed after the bindings change and is empty for a moment, which
            # on a loaded machine lasts past one pause: read it once two reads agree
            text, before = "", None
            for _ in range(150):
                text = " ".join(str(k.render()) for k in app.query_one(Footer).children)
                if text and text == before:
                    break
                before = text
                await pilot.pause(0.02)
            return shown, text

    return asyncio.run(go())


def attack_state() -> State:
    state = rig(["U O*2 Na", "K"], pile="O*20")
    comp = parse_compound("Pb(+2)O+P")
    state.table[1].append(Placed(1, comp, points(comp), True, 1, 0))
    state.next_id = 2
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    assert state.phase == ATTACK
    return state


def test_issue12_1_ck9_building_offers_the_build_keys() -> None:
    state = rig(["Na Cl O", "K"], pile="O*20")
    assert state.phase == BUILD
    keys, text = footer_of(state, 0)
    assert keys == {"pick", "charge", "unpick", "lay", "skip"}, (keys, text)
    assert "Attack" not in text


def test_issue12_1_ck22_attack_mode_offers_attack_and_stop_only() -> None:
    for lang, attack, stop in (("de", "Angreifen", "Aufhören"), ("en", "Attack", "Stop attacking"),
                               ("zh", "攻击", "停止攻击")):
        keys, text = footer_of(attack_state(), 0, lang)
        assert keys == {"attack", "stop"}, (keys, text)
        assert attack in text and stop in text, text
        words = {"de": ("Ladung", "⌫ Weg", "Legen"), "en": ("Charge", "⌫ Remove", "l Lay"),
                 "zh": ("化合价", "放回", "打出")}
        for build_word in words[lang]:
            assert build_word not in text, text


def test_issue12_1_ck20_paying_offers_only_the_pay_key() -> None:
    state = rig(["Tc Cl*7 Fe Cu H", "Na"], pile="O*10")  # Tc is artificial: 5 points to return
    build(state, 0, "Tc", *["Cl"] * 7)
    GAME.apply(state, 0, Lay())
    assert state.phase == PAY
    keys, text = footer_of(state, 0)
    assert keys == {"pay"}, (keys, text)
    assert "Pay" in text and "l Lay" not in text


def test_issue12_1_another_seats_turn_and_the_end_offer_no_play_keys() -> None:
    state = rig(["Na Cl O", "K"], pile="O*20")
    keys, _ = footer_of(state, 1)  # seat 1 watches seat 0 build
    assert keys == set()
    state.phase = OVER
    keys, text = footer_of(state, 0)
    assert keys == set(), (keys, text)
