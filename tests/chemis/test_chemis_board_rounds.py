"""The CHEMIS board in the rounds out of turn and in a turn, as found by playing at 80×24 (Pilot):
answers listed without picking cards, the reaction a play sets off, the sensible row highlighted
first, whose answer is awaited, the target zone kept between plays, translated keys and cards."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from chemis_helpers import clear_hand, fresh, give, name, play
from textual.app import App, ComposeResult
from textual.widgets import OptionList

from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Drop, End, Form, Function, Pass, React
from chemcards.games.chemis.board import ChemisBoard
from chemcards.games.chemis.state import ChemisState, Dying, HandLimit, Judgement, ReactStep


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.chosen: list[Any] = []

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)

    def on_game_board_action_chosen(self, message: ChemisBoard.ActionChosen) -> None:
        self.chosen.append(message.action)


def _text(board: ChemisBoard, part: str) -> str:
    return str(board.query_one(f"#chemis-{part}").render())


def _run(st: ChemisState, seat: int, lang: str, check: Callable[[Any, ChemisBoard, Host], Any]) -> None:
    async def go() -> None:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            await pilot.pause()
            await check(pilot, board, app)

    asyncio.run(go())


def _alone(n: int = 3) -> tuple[ChemisState, int, int]:
    """A table where only the seat to move holds cards, so others pass without being asked."""
    st = fresh(n, 4)
    me = st.turn_seat
    for s in range(n):
        clear_hand(st, s)
    victim = next(s for s in st.order if s != me)
    return st, me, victim


def test_ch10_judgement_lists_the_removing_play_without_picking_and_the_reaction_it_sets_off() -> None:
    st, me, _ = _alone()
    give(st, me, "H", "H", "[SO4]", "Zn")
    play(st, me, f"{name(st, me)}: H+H+[SO4] -> H2SO4")
    w = st.stack[-1]
    assert isinstance(w, Judgement) and w.at == me

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        window = _text(board, "window")
        # the class and its cost in one bracket (play-through 12, en#8)
        assert "H₂SO₄" in window and "strong acid, −2 HP" in window and "you" in window
        plays = [a for a in board.shown if isinstance(a, Form)]
        assert plays and plays[0].formula == "Zn"
        # the acid hurts the person at the screen: the removing play comes first, ⏎ plays it
        assert board.highlighted_move() == plays[0]
        assert "Zn + H₂SO₄" in _text(board, "preview")
        await pilot.press("enter")
        await pilot.pause()
        assert app.chosen == [plays[0]]

    _run(st, me, "en", check)


def test_ch10_enter_passes_on_ones_own_oxygen_instead_of_filtering_it_away() -> None:
    st, me, _ = _alone()
    give(st, me, "O", "O", "filter")
    play(st, me, f"{name(st, me)}: O+O -> O2")
    assert isinstance(st.stack[-1], Judgement)

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        assert Function(st.ident[me], "filter") in board.shown
        await pilot.press("enter")
        await pilot.pause()
        assert app.chosen == [Pass()]

    _run(st, me, "zh", check)


def test_ch10_enter_passes_on_an_opponents_precipitate() -> None:
    st, me, victim = _alone()
    give(st, me, "O", "Cu", "filter")
    play(st, me, f"{name(st, victim)}: O+Cu -> CuO")
    w = st.stack[-1]
    assert isinstance(w, Judgement) and w.at == me

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        assert board.highlighted_move() == Pass()
        assert "CuO" in _text(board, "window")

    _run(st, me, "de", check)


def test_ch11_dying_round_names_the_dying_seat_and_lists_the_saving_water() -> None:
    st, me, victim = _alone()
    st.hp[victim] = 1
    give(st, me, "O", "Cu", "H", "[OH]")
    play(st, me, f"{name(st, victim)}: O+Cu -> CuO")
    w = st.stack[-1]
    assert isinstance(w, Dying) and w.seat == victim and w.at == me

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        window = _text(board, "window")
        assert st.seats[victim].name in window and "♥0" in window and "你" in window
        assert any(isinstance(a, Form) and a.formula == "H2O" for a in board.shown)
        assert board.highlighted_move() == Pass()  # an opponent is dying: ⏎ lets them die

    _run(st, me, "zh", check)


def test_ch21_reaction_chooser_counts_the_reactions_and_shows_what_each_leaves() -> None:
    st, me, victim = _alone()
    give(st, me, "H", "Cl", "H", "[NO3]", "Na", "[OH]")
    for text in ("H+Cl -> HCl", "H+[NO3] -> HNO3", "Na+[OH] -> NaOH"):
        play(st, me, f"{name(st, victim)}: {text}")
        while st.stack and not isinstance(st.stack[-1], ReactStep) and me in GAME.to_act(st):
            play(st, me, "pass")
    assert isinstance(st.stack[-1], ReactStep)
    reactions = [a for a in GAME.legal_actions(st, me) if isinstance(a, React)]
    assert len(reactions) >= 2

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        assert f"{len(reactions)} reactions" in _text(board, "window")
        assert [a for a in board.shown if isinstance(a, React)] == reactions
        assert "H₂O" in _text(board, "preview") and "→" in _text(board, "preview")

    _run(st, me, "en", check)


def test_turn_lists_the_target_zone_only_and_keeps_the_chosen_target_between_plays() -> None:
    st, me, victim = _alone()
    give(st, me, "Zn", "S", "Fe", "S")

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        own = st.ident[me]
        assert all(getattr(a, "zone", own) == own for a in board.shown) and End() in board.shown
        await pilot.press(str(st.ident[victim] + 1))
        await pilot.pause()
        assert all(getattr(a, "zone", st.ident[victim]) == st.ident[victim] for a in board.shown)
        assert st.seats[victim].name in _text(board, "window")
        play(st, me, f"{name(st, victim)}: Zn+S -> ZnS")
        while me in GAME.to_act(st) and isinstance(st.stack[-1] if st.stack else None, Judgement):
            play(st, me, "pass")
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        assert board.target == st.ident[victim]

    _run(st, me, "en", check)


def test_keys_and_function_cards_read_in_the_chosen_language() -> None:
    st, me, _ = _alone()
    give(st, me, "heat", "x2")

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        descriptions = {b.id: b.description for items in board._bindings.key_to_bindings.values()
                        for b in items if b.id}
        assert descriptions["key_pick"] == "选牌" and descriptions["key_end"] == "结束回合"
        hand = _text(board, "hand")
        assert "升温" in hand and "×2" in hand and "heat" not in hand

    _run(st, me, "zh", check)


def test_ch9_discard_names_function_cards_in_the_language() -> None:
    st, me, _ = _alone()
    give(st, me, "ignite", "Fe", "Cu", "Zn", "Mg", "Ag")
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)

    async def check(pilot: Any, board: ChemisBoard, app: Host) -> None:
        assert Drop("ignite") in board.shown
        labels = [str(o.prompt) for o in board.query_one(OptionList)._options]
        assert any("Entzünden" in x for x in labels) and not any("ignite" in x for x in labels)

    _run(st, me, "de", check)
