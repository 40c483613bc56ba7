"""Issue 12 point 1: the CHEMIS footer is a function of the board's mode.

Found at 80×24 (pt6-en #12, pt6-de #10, pt6-zh2 #12): after the person's death the footer still
offered "space pick card ⏎ play e end turn p pass", in the discard step (CH-9) "e end turn p pass",
and the final table "pick card, play, end turn". The footer shows the board's keys that do
something in the mode the board is in, and nothing else.
"""

from __future__ import annotations

import asyncio

from chemis_helpers import clear_hand, fresh, give, play
from textual.app import App, ComposeResult
from textual.widgets import Footer

from chemcards.games.chemis import GAME, turns
from chemcards.games.chemis.board import ChemisBoard
from chemcards.games.chemis.state import ChemisState, HandLimit

BOARD_KEYS = {"pick", "play", "discard", "react", "end", "pass", "clear"}


class Host(App[None]):
    """The board with Textual's footer, as the table screen has it."""

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, "en")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemisBoard).focus()


def footer_keys(st: ChemisState, seat: int, picks: int = 0) -> tuple[set[str], str]:
    """The board's actions the footer shows for ``seat``'s view (after ``picks`` cards are picked),
    and the footer's text."""

    async def go() -> tuple[set[str], str]:
        app = Host()
        async with app.run_test(size=(120, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            await pilot.pause()
            for _ in range(picks):
                await pilot.press("space", "right")
            await pilot.pause()
            shown = {b.action for (_, b, enabled, _) in app.screen.active_bindings.values()
                     if b.show and enabled} & BOARD_KEYS
            footer = app.query_one(Footer)
            text = " ".join(str(k.render()) for k in footer.children)
            return shown, text

    return asyncio.run(go())


def _alone() -> tuple[ChemisState, int]:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    return st, me


def test_issue12_1_ch7_own_turn_offers_picking_playing_and_ending() -> None:
    st, me = _alone()
    give(st, me, "Na", "Cl", "Fe")
    keys, text = footer_keys(st, me)
    assert keys == {"pick", "play", "end"}, (keys, text)
    text = text.casefold()  # the labels start with a capital as in every game's footer (issue 21 item 2)
    assert "end turn" in text and "pass" not in text.replace("pass_", "")
    keys, _ = footer_keys(st, me, picks=1)
    assert "clear" in keys  # Esc clears the picked cards only while some are picked


def test_issue12_1_ch11_a_dead_person_is_offered_no_play_keys() -> None:
    st, me = _alone()
    give(st, me, "Na", "Cl")
    st.alive[me], st.hp[me] = False, 0
    st.turn_seat = next(s for s in range(st.n) if s != me)
    keys, text = footer_keys(st, me)
    assert keys == set(), (keys, text)
    for word in ("pick card", "play", "end turn", "pass"):
        assert word not in text.casefold(), text


def test_issue12_1_ch9_discard_step_offers_no_end_turn_and_no_pass() -> None:
    st, me = _alone()
    give(st, me, "ignite", "Fe", "Cu", "Zn", "Mg", "Ag")
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    keys, text = footer_keys(st, me)
    assert "end" not in keys and "pass" not in keys, (keys, text)
    # the discards are listed: ⏎ drops the highlighted card, and says so (play-through 8, zh 9)
    assert "discard" in keys and "play" not in keys, (keys, text)


def test_issue12_1_ch31_the_final_table_offers_no_play_keys() -> None:
    st, me = _alone()
    give(st, me, "Na", "Cl")
    turns.end_by_hp(st, [], "rounds")  # CH-31: the round limit ends the game
    assert GAME.view(st, me).result is not None
    keys, text = footer_keys(st, me)
    assert keys == set(), (keys, text)
