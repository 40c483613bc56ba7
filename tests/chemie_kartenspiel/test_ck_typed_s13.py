"""Play-through 12 (session 13, issues 12 and 21): the Chemie-Kartenspiel's typed moves, their
refusals and the hint's typed form. A typed move and the key for it give the same result; what the
hint tells a person to type is written as the screen writes it and read back as the same move."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Drop, Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import Invalid, check_rules, parse_compound
from chemcards.games.chemie_kartenspiel.notation import parse_unit, shown_params
from chemcards.games.chemie_kartenspiel.search import compound_of
from chemcards.games.chemie_kartenspiel.texts import t, typed_action
from chemcards.i18n import untranslated
from chemcards.tui.text import notation_refusal

LAY = {"zh": "打出", "de": "lege", "en": "lay"}
ADD = {"zh": "加", "de": "nimm", "en": "add"}
CHARGE = {"zh": "化合价代数和为 +2，不为零。", "en": "The total charge is +2, not 0.",
          "de": "Die Gesamtladung ist +2, nicht 0."}


async def _picked(app: BoardApp, pilot: object, symbols: tuple[str, ...]) -> ChemieBoard:
    cat = catalogue()
    await settle(pilot)
    board = app.query_one(ChemieBoard)
    for symbol in symbols:
        await move_to(pilot, board, "card", cat.by_symbol[symbol])
        await pilot.press("enter")  # type: ignore[attr-defined]
    await settle(pilot)
    return board


@pytest.mark.parametrize("lang", LANGS)
def test_zh1_ck11_typed_lay_gives_the_charge_reason_the_l_key_gives(lang: str) -> None:
    """Play-through 12 zh#1 (CK-11): Ba and Sn picked (+4), `:打出` said "the compound needs at
    least one card" (the engine's draft was empty: the picks are the board's) while `l` said
    "化合价代数和为 +4，不为零。". Typed and key give the same refusal; nothing is sent. Here Ba alone
    (+2), on the way to BaO: ⏎ on Sn after Ba is refused now, no compound holding both (play-through
    18 en 3)."""

    async def run() -> None:
        state = rig(["Ba Sn O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = await _picked(app, pilot, ("Ba",))
            await pilot.press("l")
            await settle(pilot)
            by_key = board.message
            assert by_key == CHARGE[lang], by_key
            board.message = ""
            typed = board.typed(GAME.read_typed(GAME.view(state, 0), LAY[lang]))
            await settle(pilot)
            assert typed is None and app.chosen == []
            # the typed line's refusal is the table's notice line's (play-through 16 zh 1)
            assert board.typed_refusal() == by_key
            assert t("empty_compound", lang) not in text_of(app)

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_zh1_typed_lay_of_a_valid_pick_lays_it_as_l_does(lang: str) -> None:
    """The same picks made valid (Ba and O): the typed lay sends the steps `l` sends."""

    async def run() -> None:
        state = rig(["Ba Sn O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = await _picked(app, pilot, ("Ba", "O"))
            first = board.typed(GAME.read_typed(GAME.view(state, 0), LAY[lang]))
            assert isinstance(first, Add)
            board.post_message(ChemieBoard.ActionChosen(first))
            await settle(pilot)
            assert len(state.table[0]) == 1 and isinstance(app.chosen[-1], Lay), app.chosen

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_typed_add_builds_on_the_cards_picked_with_keys(lang: str) -> None:
    """A step typed while cards are picked with keys adds to what the screen shows (it replaced
    the picks with the engine's one-card draft before)."""

    async def run() -> None:
        state = rig(["Na Cl O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = await _picked(app, pilot, ("Na",))
            sent = board.typed(GAME.read_typed(GAME.view(state, 0), f"{ADD[lang]} Cl"))
            await settle(pilot)
            assert sent is None
            assert sorted(board.selection) == sorted([parse_unit("Na"), parse_unit("Cl")])

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_de4_is_combination_says_how_to_lay_the_combination(lang: str) -> None:
    """Play-through 12 de#4: `l` on H, H, O said "lay it out as a combination" but not how. The
    line names the keys (↓ to the combination under the cards, ⏎) and the typed form, which reads
    back as that combination."""
    with pytest.raises(Invalid) as caught:
        check_rules(parse_compound("H(+1)2O"))
    assert caught.value.key == "is_combination"
    text = t("is_combination", lang, **caught.value.params)
    assert "↓" in text and "⏎" in text and "⌫" in text, text  # the footer's key (pt13 zh 3)
    typed = f"{ADD[lang]} H₂O"
    assert typed in text, text
    assert GAME.parse_action(untranslated(GAME.id, typed)) == Add(parse_unit("H2O"))


@pytest.mark.parametrize("lang", LANGS)
def test_de5_zh5_the_hints_joker_form_is_what_the_screen_writes(lang: str) -> None:
    """Play-through 12 de#5: the hint said (tippe „nimm [O*]“) for "[OH]⁻ (✱×1)"; "[O*]" is
    shown nowhere. The typed form writes the group and its jokers as the hand does (zh with its
    full-width brackets) and reads back as the same move."""
    unit = parse_unit("[O*]")
    for action in (Add(unit), Drop(unit)):
        typed = typed_action(action, lang)
        assert "[O*]" not in typed and "*" not in typed and "OH" in typed and "✱×1" in typed, typed
        if lang == "zh":
            assert "（✱×1）" in typed, typed
        assert GAME.parse_action(untranslated(GAME.id, typed)) == action, typed
    # the form the hand shows, with its charge, is read too
    shown = "[OH]⁻（✱×1）" if lang == "zh" else "[OH]⁻ (✱×1)"
    assert GAME.parse_action(untranslated(GAME.id, f"{ADD[lang]} {shown}")) == Add(unit)


@pytest.mark.parametrize("lang", LANGS)
def test_zh5_ck19_the_shield_is_typed_with_the_joker_mark_or_its_name(lang: str) -> None:
    """Play-through 12 zh#5 (CK-19): `:加 ✱` and `:加 原物质` were refused; there was no typed form
    of the shield. Adding the joker card by its mark or its name in any language attaches it as
    the shield, as ⏎ on the card does; taking it back removes it."""

    async def run() -> None:
        state = rig(["Na Cl Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = await _picked(app, pilot, ())
            names = ["✱", catalogue().elements[catalogue().proto].name(lang), "Protomaterie"]
            for name in names:
                assert board.typed(GAME.read_typed(GAME.view(state, 0), f"{ADD[lang]} {name}")) is None
                assert board.shield, name
                drop = {"zh": "放回", "de": "weg", "en": "drop"}[lang]
                assert board.typed(GAME.read_typed(GAME.view(state, 0), f"{drop} {name}")) is None
                assert not board.shield, name

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_zh5_the_shield_reads_in_the_rulebooks_words_not_plus_p(lang: str) -> None:
    """zh#5: "+P" read like phosphorus. The hint's typed lay with a shield and the board's joker
    help use the joker mark (✱) the rules use; both typed forms read back; the typed-move help
    names the joker and the shield forms."""
    typed = typed_action(Lay(True), lang)
    assert "+P" not in typed and "✱" in typed, typed
    assert GAME.parse_action(untranslated(GAME.id, typed)) == Lay(True)
    assert GAME.parse_action(untranslated(GAME.id, LAY[lang] + "+P")) == Lay(True)
    assert "+P" not in t("board_joker_help", lang)
    help_text = t("notation_help", lang)
    assert "✱×1" in help_text and f"{ADD[lang]} ✱" in help_text, help_text


@pytest.mark.parametrize("lang", LANGS)
def test_zh6_ck12_a_missing_charge_is_asked_with_the_cards_minus_sign(lang: str) -> None:
    """zh#6: "缺少 S 的化合价，写明用哪一种（S(-2)/S(+4)）" wrote an ASCII "-" where hand and hint
    write "−"."""
    typed = f"{ADD[lang]} S"
    with pytest.raises(ValueError) as caught:
        GAME.parse_action(untranslated(GAME.id, typed))
    text = notation_refusal(GAME, typed, caught.value, lang)
    assert "S(−2)" in text and "S(-2)" not in text, text


def test_zh6_ck12_typed_card_without_charge_is_never_asked_which() -> None:
    """zh#6: the hand held one S and no O (S(+4) cannot be completed): `:加 S` asked which charge.
    Since play-through 13 en 3 a card typed without its charge is always taken at the charge its
    card shows, as ⏎ takes it (``test_ck_board_s14``); the game no longer asks, with O or without."""
    from chemcards.games.chemie_kartenspiel.actions import CardStep

    s = catalogue().by_symbol["S"]
    for held in ("S Na Na", "S Na Na O O"):
        state = rig([held, "K"], pile="O*20")
        assert GAME.read_typed(GAME.view(state, 0), "加 S") == CardStep(s, True)


@pytest.mark.parametrize("lang", LANGS)
def test_en4_ck13_divisible_writes_the_ions_as_the_screen_does(lang: str) -> None:
    """Play-through 12 en#4: "NaH(-1) is already a compound on its own" wrote the notation's
    "(-1)". The part is written as the compound panel writes a formula, with its ions."""
    draft = tuple(sorted(parse_unit(u) for u in ("Na", "H(-1)", "K", "Cl")))
    with pytest.raises(Invalid) as caught:
        check_rules(compound_of(draft))
    assert caught.value.key == "divisible"
    text = t("divisible", lang, **shown_params(caught.value.key, caught.value.params))
    assert "(-1)" not in text and "(+1)" not in text, text
    assert "Na⁺ H⁻" in text or "K⁺ Cl⁻" in text or "Na⁺ Cl⁻" in text or "K⁺ H⁻" in text, text
    # the engine's refusal of such a lay says the same
    from chemcards.core.protocol import IllegalAction

    state = rig(["Na H K Cl", "K"], pile="O*20")
    state.draft = draft
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, Lay())
    assert t(refused.value.key, lang, **refused.value.params) == text


# play-through 12 en#5 (`:add N` with no N in the hand is refused for the card, not its charge) is
# tested through the board since the board takes the charge: test_ck_board_s14
