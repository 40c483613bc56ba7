"""Play-through 15, CHEMIS details (session 16, issue 12).

- en 4 (CH-9): the hand-limit step said "You are over the hand limit: discard a card" four times
  unchanged; it names the limit and how many cards are still to go, and the discard hint shows its
  typed form like every other hint.
- de 4 (CH-18): Cu + [CO₃] read "Diese Karten bilden keinen Stoff, den es gibt": copper carbonate
  exists; the game's substance list has none of these cards.
- zh 4: Home/End did nothing in the hand, and ``?`` listed no cursor keys.
- en 5 (CH-18, CH-19): "H ×2" in the hint and the move list did not say it is a ×2 counter card on
  an H; the counter card had no explanation on screen.
- zh 14: the move list showed the cards in the order of the deck ("S+Na(×2) → Na₂S"), not in the
  product's chemical order.
"""

from __future__ import annotations

import asyncio
from collections import Counter as Multiset

import pytest
from chemis_helpers import clear_hand, fresh, give, play
from textual.app import App, ComposeResult
from textual.widgets import Footer, OptionList

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.games.chemis import GAME, texts
from chemcards.games.chemis.actions import Drop, Form
from chemcards.games.chemis.board import ChemisBoard, action_text
from chemcards.games.chemis.state import ChemisState, HandLimit
from chemcards.tui.help import key_rows

HAND = ("ignite", "Fe", "Cu", "Zn", "Mg", "Ag")


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemisBoard).focus()


def _owing(hp: int = 2, h2: int = 0) -> tuple[ChemisState, int]:
    """The seat to move ends its turn with six cards at ``hp`` HP: it owes discards (CH-9)."""
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    give(st, me, *HAND)
    st.hp[me] = hp
    st.h2[me] = h2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    return st, me


# -- en 4: the hand limit is named, with the cards still to discard (CH-9) ------------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You discard: hand limit 3 (HP + 1), 3 more cards"),
    ("de", "Du legst ab: Handlimit 3 (LP + 1), noch 3 Karten"),
    ("zh", "你须弃牌：手牌上限 3（血量 + 1），还要弃 3 张牌"),
])
def test_ch9_en4_the_discard_step_names_the_limit_and_the_cards_to_go(lang: str, said: str) -> None:
    st, me = _owing()
    assert texts.status_text(GAME.view(st, me), lang) == said


def test_ch9_en4_the_count_goes_down_and_a_single_card_is_singular() -> None:
    st, me = _owing(hp=4)  # limit 5, six cards: one to go
    assert texts.status_text(GAME.view(st, me), "en") == "You discard: hand limit 5 (HP + 1), 1 more card"
    assert "noch 1 Karte" in texts.status_text(GAME.view(st, me), "de")


def test_ch9_ch17_en4_hydrogen_in_the_limit_is_named() -> None:
    st, me = _owing(hp=1, h2=1)  # HP 1 + 1 + one hydrogen (CH-17): limit 3
    said = texts.status_text(GAME.view(st, me), "en")
    assert said.startswith("You discard: hand limit 3 (HP + 1 + 1 hydrogen), 3 more cards"), said


@pytest.mark.parametrize(("lang", "part"), [
    ("en", "hand limit 3"), ("de", "Handlimit 3"), ("zh", "手牌上限 3")])
def test_ch9_en4_another_seat_discarding_is_shown_with_its_limit(lang: str, part: str) -> None:
    st, me = _owing()
    other = (me + 1) % st.n
    said = texts.status_text(GAME.view(st, other), lang)
    assert part in said and "3" in said.replace(part, ""), said


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "(type “discard Fe”)"), ("de", "(tippe „Fe ablegen“)"), ("zh", "（输入“弃掉 Fe”）")])
def test_ch9_en4_the_discard_hint_shows_its_typed_form(lang: str, typed: str) -> None:
    st, me = _owing()
    view = GAME.view(st, me)
    drop, other = Drop("Fe"), Drop("Cu")
    advice = Advice(drop, (Estimate(drop, 0.4, 50), Estimate(other, 0.2, 50)))
    line = hint_line(GAME, view, advice, lang)
    assert typed in line, line
    # what is typed is read back as the very move (the move box)
    assert GAME.read_typed(view, GAME.typed_action(view, drop, lang)) == drop


def test_ch9_en4_the_window_line_names_the_limit_too() -> None:
    st, me = _owing()

    async def go() -> str:
        app = Host("en")
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            return str(app.query_one("#chemis-window").render())

    window = asyncio.run(go())
    assert "3" in window and "limit" in window, window


# -- de 4: the game's substance list, not reality (CH-18) -----------------------------------------

@pytest.mark.parametrize(("lang", "part"), [
    ("en", "In this game"), ("de", "in diesem Spiel"), ("zh", "本游戏")])
def test_ch18_de4_cards_of_no_listed_substance_say_it_is_this_game(lang: str, part: str) -> None:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Cu", "[CO3]")

    async def go() -> str:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            for key in ("space", "right", "space"):
                await pilot.press(key)
            await pilot.pause()
            return str(app.query_one("#chemis-preview").render())

    said = asyncio.run(go())
    assert part in said, said
    assert "den es gibt" not in said and "that exists" not in said and "现实中" not in said


# -- zh 4: Home / End in the hand, and the cursor keys on `?` ---------------------------------------

@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_zh4_home_and_end_move_the_hand_cursor_and_help_lists_the_cursor_keys(lang: str) -> None:
    st = fresh(3, 1)
    me = st.turn_seat

    async def go() -> tuple[int, int, list[tuple[str, str]]]:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            await pilot.press("end")
            last = board.cursor
            await pilot.press("home")
            first = board.cursor
            return last, first, key_rows(app.screen)

    last, first, rows = asyncio.run(go())
    assert last == len(st.hands[me]) - 1 and first == 0
    keys = {key for key, _ in rows}
    texts_ = {text for _, text in rows}
    assert "←→" in keys, rows
    assert texts.t("key_move", lang) in texts_
    assert texts.t("key_home_end", lang) in texts_
    assert texts.t("keys_home_end", lang) in keys


# -- en 5: a counter card on one card, said as what it is (CH-18) ---------------------------------

NH3 = Form(0, (("H", 2), ("H", 1), ("N", 1)), "NH3")


@pytest.mark.parametrize(("lang", "part"), [
    ("en", "2 H (H + counter ×2)"), ("de", "2 H (H + Zähler ×2)"), ("zh", "H（附带×2 计数牌）")])
def test_ch18_en5_a_counter_on_a_card_is_written_as_the_count_and_its_cards(lang: str, part: str) -> None:
    st = fresh(3, 1)
    view = GAME.view(st, st.turn_seat)
    assert part in action_text(NH3, view, lang).plain
    assert part in texts.action_text(NH3, lang, view)
    assert "H ×2" not in texts.action_text(NH3, lang, view)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch18_ch19_en5_the_counter_card_is_explained_where_the_cursor_is_on_it(lang: str) -> None:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "x2", "Fe")

    async def go() -> tuple[str, str]:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            on_counter = str(app.query_one("#chemis-preview").render())
            await pilot.press("space")  # the counter picked alone
            await pilot.pause()
            return on_counter, str(app.query_one("#chemis-preview").render())

    on_counter, picked = asyncio.run(go())
    rule = texts.t("counter_rule", lang, n=2)
    assert rule.split("：")[0].split(":")[0] in on_counter, on_counter
    assert rule.split("：")[0].split(":")[0] in picked, picked


# -- zh 14: the cards in the product's chemical order ------------------------------------------------

@pytest.mark.parametrize(("action", "first"), [
    (Form(0, (("S", 1), ("Na", 2)), "Na2S"), "Na"),
    (Form(0, (("O", 1), ("Ca", 1)), "CaO"), "Ca"),
    (Form(0, (("H", 1), ("[NO3]", 1)), "HNO3"), "H"),
    (Form(0, (("Cl", 1), ("[NH4]", 1)), "NH4Cl"), "[NH₄]"),
    (Form(0, (("O", 1), ("H", 1), ("Na", 1)), "NaOH"), "Na"),
])
def test_zh14_the_move_list_writes_the_cards_in_the_products_order(action: Form, first: str) -> None:
    st = fresh(3, 1)
    view = GAME.view(st, st.turn_seat)
    for lang in ("en", "zh"):
        shown = action_text(action, view, lang).plain
        cards = shown.split("← ", 1)[1]
        assert cards.startswith(first) or cards.startswith("2 " + first), shown
        logged = texts.play_label(str(action), lang).split(": " if lang != "zh" else "：", 1)[1]
        assert logged.startswith(first) or logged.startswith("2 " + first), logged


def test_zh14_the_cards_of_ca_o_and_na2s_read_in_order() -> None:
    st = fresh(3, 1)
    view = GAME.view(st, st.turn_seat)
    assert "Ca+O → CaO" in action_text(Form(0, (("O", 1), ("Ca", 1)), "CaO"), view, "zh").plain
    assert texts.play_label("甲: O+Ca -> CaO", "en") == "A: Ca + O → CaO"
    # the typed form in the same order, and read back as the move the list holds
    typed = texts.typed_action(Form(0, (("O", 1), ("Ca", 1)), "CaO"), "en")
    assert typed == "A: Ca+O -> CaO"


def test_zh14_the_moves_offered_still_play_in_chemical_order_typed() -> None:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na", "S", "x2")
    view = GAME.view(st, me)
    legal = [a for a in GAME.legal_actions(st, me) if isinstance(a, Form) and a.formula == "Na2S"]
    assert legal
    for a in legal:
        typed = texts.typed_action(a, "en")
        assert typed.split(": ", 1)[1].startswith("Na"), typed
        assert Multiset(GAME.read_typed(view, typed).parts) == Multiset(a.parts)


def test_the_option_list_shows_them_in_order_on_screen() -> None:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "S", "Na", "Na")

    async def go() -> str:
        app = Host("en")
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            for key in ("space", "right", "space", "right", "space"):
                await pilot.press(key)
            await pilot.pause()
            options = app.query_one("#chemis-moves", OptionList)
            return " | ".join(str(options.get_option_at_index(i).prompt) for i in range(options.option_count))

    listed = asyncio.run(go())
    assert "Na+Na+S → Na₂S" in listed, listed
