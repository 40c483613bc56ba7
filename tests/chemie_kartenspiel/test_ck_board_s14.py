"""Play-through 13 (session 14, issue 12) on the Chemie-Kartenspiel board: the shield is taken back
like any other pick (en 1, CK-19), a card typed without its charge takes the charge its card shows
(en 3, CK-12), and a group typed without jokers is the one the hand offers with them (en 4, CK-18).

Which charge a typed "add N" takes: the one the card ``N×1 −3`` shows at that moment, which is the
charge ⏎ on the card would take — the element's first charge, or the one chosen with ``c``, or the
one the element already has in the compound being built (one charge per element, CK-12)."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import units
from chemcards.games.chemie_kartenspiel.texts import t

ADD = {"zh": "加", "de": "nimm", "en": "add"}
DROP = {"zh": "放回", "de": "weg", "en": "drop"}


def _typed(board: ChemieBoard, app: BoardApp, text: str) -> object:
    """The move box's path: the game reads the text, the board takes the step."""
    return board.typed(GAME.read_typed(GAME.view(app.state, 0), text))


# -- en 1: the shield is taken back like any other pick (CK-19) -----------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_en1_ck19_backspace_takes_back_a_shield_attached_last(lang: str) -> None:
    """en 1: Na picked, then ⏎ on ✱ (the shield); ⌫ took nothing back. ⌫ takes back the newest
    pick, the shield, and then Na."""

    async def run() -> None:
        state = rig(["Na Cl Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        cat = catalogue()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", cat.by_symbol["Na"])
            await pilot.press("enter")
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("enter")
            await settle(pilot)
            assert board.shield and board.selection == [parse_unit("Na")]
            await pilot.press("right")  # off the ✱: ⌫ takes back the newest pick, the shield
            await pilot.press("backspace")
            await settle(pilot)
            assert not board.shield and board.selection == [parse_unit("Na")]
            await pilot.press("backspace")
            await settle(pilot)
            assert board.selection == []

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_en1_ck19_backspace_on_the_joker_takes_the_typed_shield_off(lang: str) -> None:
    """en 1: `:add ✱`, cursor on ▸✱×0◂, ⌫: nothing changed, the line still said "with a shield".
    ⌫ on the ✱ takes the shield off; the cards picked stay."""

    async def run() -> None:
        state = rig(["Na Cl Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        cat = catalogue()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            assert _typed(board, app, f"{ADD[lang]} Na") == Add(parse_unit("Na"))  # the engine's step
            board.post_message(ChemieBoard.ActionChosen(Add(parse_unit("Na"))))
            await settle(pilot)
            assert _typed(board, app, f"{ADD[lang]} ✱") is None and board.shield
            assert _typed(board, app, f"{ADD[lang]} Cl") is None  # after the shield: the board's pick
            await settle(pilot)
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("backspace")
            await settle(pilot)
            assert not board.shield
            assert sorted(board.selection) == sorted([parse_unit("Na"), parse_unit("Cl")])

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_en1_ck19_take_back_takes_the_boards_picks_newest_first(lang: str) -> None:
    """en 1: N and Cr typed (the engine's draft), then the shield: `u` took back Cr, never the
    shield. The board's ``take_back`` (what `u` asks first) takes the shield, then says the rest
    is the engine's to take back."""

    async def run() -> None:
        state = rig(["N Cr Protomaterie K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            for unit in ("N(-3)", "Cr(+3)"):
                board.post_message(ChemieBoard.ActionChosen(Add(parse_unit(unit))))
                await settle(pilot)
            assert _typed(board, app, f"{ADD[lang]} ✱") is None and board.shield
            assert board.take_back()
            await settle(pilot)
            assert not board.shield and len(board.selection) == 2
            assert not board.take_back()  # the engine's draft: the match's undo takes it back

    asyncio.run(run())


# -- en 3: a card typed without its charge takes the charge its card shows (CK-12) ----------------


@pytest.mark.parametrize("lang", LANGS)
def test_en3_ck12_typed_card_without_charge_takes_the_shown_charge_every_time(lang: str) -> None:
    """en 3: with "N×1 −3" in the hand, `:add N` was taken while building AgThNO and refused
    ("the charge of N is missing") while Pm was picked with ⏎. Both times it is N(−3), the charge
    the card shows, as ⏎ on it would take; after `c` on N (+3 shown) it is N(+3)."""

    async def run() -> None:
        state = rig(["N Pm Ag K O*3", "K"], pile="O*20")  # O×3: Pm, N(+3) lead to PmNO₃ (CK-11)
        app = BoardApp(state, 0, lang)
        cat = catalogue()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            # nothing picked: the step goes to the engine at the shown −3
            assert _typed(board, app, f"{ADD[lang]} N") == Add(parse_unit("N(-3)"))
            # Pm picked with ⏎ (the board's pick): the same N(−3), added to the picks
            await move_to(pilot, board, "card", cat.by_symbol["Pm"])
            await pilot.press("enter")
            await settle(pilot)
            assert _typed(board, app, f"{ADD[lang]} N") is None
            assert board.message == ""
            assert sorted(board.selection) == sorted([parse_unit("Pm"), parse_unit("N(-3)")])
            # taken back without its charge too
            assert _typed(board, app, f"{DROP[lang]} N") is None
            assert board.selection == [parse_unit("Pm")]
            # the charge switched with c on the card: typed N takes it
            await move_to(pilot, board, "card", cat.by_symbol["N"])
            await pilot.press("c")
            await settle(pilot)
            assert _typed(board, app, f"{ADD[lang]} N") is None
            assert parse_unit("N(+3)") in board.selection

    asyncio.run(run())


def test_en3_ck12_read_typed_leaves_the_charge_to_the_board() -> None:
    """The game reads "add N" as the card without a charge (``CardStep``), whatever the engine's
    draft allows (it used to ask for the charge unless one charge was usable); a card with one
    charge is read with it."""
    from chemcards.games.chemie_kartenspiel.actions import CardStep

    state = rig(["S Na Na O O", "K"], pile="O*20")
    view = GAME.view(state, 0)
    s = catalogue().by_symbol["S"]
    assert GAME.read_typed(view, "加 S") == CardStep(s, True)
    assert GAME.read_typed(view, "add S") == GAME.read_typed(view, "nimm S")
    assert GAME.read_typed(view, "add O") == Add(parse_unit("O"))


@pytest.mark.parametrize("lang", LANGS)
def test_en3_a_card_not_held_typed_without_charge_is_refused_for_the_card(lang: str) -> None:
    """Play-through 12 en#5, kept: `:add N` with no N in the hand is refused because there is no
    N card, not because of its charge."""
    from chemcards.core.protocol import IllegalAction

    async def run() -> None:
        state = rig(["S Na Na", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            action = _typed(board, app, f"{ADD[lang]} N")
            assert isinstance(action, Add)
            with pytest.raises(IllegalAction) as caught:
                GAME.apply(state, 0, action)
            assert caught.value.key == "no_card"

    asyncio.run(run())


# -- en 4: a group typed without jokers is the one the hand offers with them (CK-18) --------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("typed", ["CO3", "[CO3]", "CO₃"])
def test_en4_ck18_typed_group_takes_the_joker_version_the_hand_offers(lang: str, typed: str) -> None:
    """en 4: hand O×2, C, ✱; the board offered "[CO₃]²⁻ (✱×1)"; `:add CO3` said "You have no O card
    left for [CO₃]²⁻". The typed group is the one the hand offers, with one joker, as ⏎ takes it;
    laid with Mg it is MgCO₃ (✱×1)."""

    async def run() -> None:
        state = rig(["O*2 C Protomaterie Mg", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            offered = [v for k, v in board.entries if k == "combo" and units()[v].combo
                       == units()[parse_unit("[CO3]")].combo]
            assert offered == [parse_unit("[CO2*]")]
            action = _typed(board, app, f"{ADD[lang]} {typed}")
            assert action == Add(parse_unit("[CO2*]")), action
            board.post_message(ChemieBoard.ActionChosen(action))
            await settle(pilot)
            assert state.draft == (parse_unit("[CO2*]"),)
            assert _typed(board, app, f"{ADD[lang]} Mg") == Add(parse_unit("Mg"))
            board.post_message(ChemieBoard.ActionChosen(Add(parse_unit("Mg"))))
            await settle(pilot)
            board.post_message(ChemieBoard.ActionChosen(Lay()))
            await settle(pilot)
            assert len(state.table[0]) == 1
            assert t("no_card_left", lang, symbol="O", unit="[CO₃]²⁻") not in text_of(app)

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_en4_ck18_typed_group_with_three_real_cards_keeps_the_jokerless_one(lang: str) -> None:
    """With three O cards `add CO3` is the group of real cards (the joker stays free)."""

    async def run() -> None:
        state = rig(["O*3 C Protomaterie Mg", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            assert _typed(board, app, f"{ADD[lang]} CO3") == Add(parse_unit("[CO3]"))

    asyncio.run(run())



# -- en 5: one word for passing (CK-8: "pass and draw 4") ----------------------------------------

PASS = {"en": "pass", "de": "passen", "zh": "过牌"}


@pytest.mark.parametrize("lang", LANGS)
def test_en5_ck8_pass_is_typed_with_the_footers_word(lang: str) -> None:
    """en 5: the footer said "s Pass", the hint "(type “skip”)". The typed form of passing is the
    footer's word in each language (en "pass", de "passen", zh "过牌"); it reads back, and "skip"
    is still read."""
    from chemcards.bots.advice import Advice, Estimate, hint_line
    from chemcards.games.chemie_kartenspiel.actions import Skip
    from chemcards.games.chemie_kartenspiel.texts import typed_action

    footer = t("ck_key_pass", lang)
    typed = typed_action(Skip(), lang)
    assert typed.casefold() in footer.casefold() or footer.casefold() in typed.casefold(), (typed, footer)
    assert typed == PASS[lang], typed
    state = rig(["Na", "K"], pile="O*20")
    view = GAME.view(state, 0)
    for text in (typed, PASS[lang], "skip", "pass"):
        assert GAME.read_typed(view, text) == Skip(), text
    line = hint_line(GAME, view, Advice(Skip(), (Estimate(Skip(), 0.5, 10),)), lang)
    assert "skip" not in line and f"{typed}" in line, line


def test_en5_ck8_the_guided_game_says_pass() -> None:
    """en 5: the guided game said "s skips"; it says "s passes" as the footer's "s Pass" does."""
    from chemcards.core.i18n import tr
    from chemcards.lessons import DOMAIN

    text = tr(DOMAIN, "ck_lay_done", "en")
    assert "skip" not in text and "s passes" in text, text


def test_en4_a_group_too_few_cards_for_is_refused_with_a_true_reason() -> None:
    """en 4: "You have no O card left for [CO₃]²⁻" while two O were in the hand. With no joker to
    stand in, typed CO3 is refused because another O is needed, as it is."""
    from chemcards.core.protocol import IllegalAction

    state = rig(["O*2 C Mg", "K"], pile="O*20")
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit("CO3")))
    text = t(caught.value.key, "en", **caught.value.params)
    assert text == "You need 1 more O card for [CO₃]²⁻.", text  # the count: play-through 14 zh 5
    assert "no O card" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_en3_a_refused_card_is_written_with_the_cards_minus_sign(lang: str) -> None:
    """en 3: typed `add N` is N(−3) as the card shows; the engine's refusal of it wrote the
    notation's "N(-3)". It writes the minus sign the card shows."""
    from chemcards.core.protocol import IllegalAction

    state = rig(["N O*2 C", "K"], pile="O*20")
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, Add(parse_unit("N(-3)")))
    text = t(caught.value.key, lang, **caught.value.params)
    assert "N(−3)" in text and "N(-3)" not in text, text
