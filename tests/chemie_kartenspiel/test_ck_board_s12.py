"""Play-through 11 (issues 12/21) on the Chemie-Kartenspiel board: only formable combinations are
offered (CK-18), another seat's payment leaves the viewer's hand as it is, the keys' line is only
there on the viewer's own turn."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import build, hand, rig
from test_ck_board import BoardApp, settle, text_of

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import formable_combinations, units
from chemcards.games.chemie_kartenspiel.state import PAY


def _formulas(found: tuple[int, ...]) -> set[tuple[str, int]]:
    cat = catalogue()
    return {(cat.combinations[units()[u].combo].formula, units()[u].jokers) for u in found}


def test_ck18_no_combination_is_offered_on_jokers_alone() -> None:
    """CK-18, play-through 11 en 8: after "PuOS" used Pu, O and S the hand (Ag Mn Ba Pb Tc ✱×3)
    was still offered "OH (✱×1)" and "SO₃ (✱×2)": with none of their real cards left they cannot
    be formed (never more jokers than real cards, never the defining element)."""
    held = hand("Pu O S Ag Mn Ba Pb Tc Protomaterie*3")
    draft = tuple(sorted(parse_unit(u) for u in ("Pu(+4)", "O", "S(-2)")))
    assert formable_combinations(held, draft) == ()
    before = _formulas(formable_combinations(held))
    assert ("OH", 1) in before and ("SO3", 2) in before  # with O and S still in hand they can


def test_ck18_one_real_card_per_joker_and_the_defining_one() -> None:
    """CK-18's own example: 1 Cl + 2 O + 2 jokers for ClO₄ is fine; 1 Cl + 1 O + 3 jokers is
    not. zh 6: H₂O with one H left is formable only with a joker."""
    found = _formulas(formable_combinations(hand("Cl O*2 Protomaterie*3")))
    assert ("ClO4", 2) in found and ("ClO4", 3) not in found
    assert not {f for f in _formulas(formable_combinations(hand("Cl O Protomaterie*3"))) if f[0] == "ClO4"}
    water = {j for f, j in _formulas(formable_combinations(hand("H O Protomaterie"))) if f == "H2O"}
    assert water == {1}
    assert not {j for f, j in _formulas(formable_combinations(hand("H O"))) if f == "H2O"}
    # the shield's Protomaterie is not there for a joker any more (CK-19)
    assert not {j for f, j in _formulas(formable_combinations(hand("H O Protomaterie"), (), True))
                if f == "H2O"}


def test_ck18_the_board_lists_only_what_the_engine_calls_formable() -> None:
    """The board's combination row is the engine's answer for the hand less the compound being
    built (zh 6: OH stayed listed after the only H was used)."""

    async def run() -> None:
        state = rig(["Pu O S H Ag Protomaterie*3", "K"], pile="O*20")
        app = BoardApp(state, 0, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.selection = [parse_unit(u) for u in ("Pu(+4)", "O", "S(-2)")]
            board._regroup()
            combos = tuple(v for k, v in board.entries if k == "combo")
            held = tuple(state.hands[0])
            assert combos == formable_combinations(held, tuple(board.selection))
            assert all(units()[u].combo >= 0 for u in combos)
            assert not {f for f in _formulas(combos) if f[0] in ("SO3", "OH")}, _formulas(combos)

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt11_de3_another_seats_payment_leaves_my_hand_as_it_is(lang: str) -> None:
    """Play-through 11 de 3: while the computer paid ("Curie bezahlt: noch 5 Punkte") the
    viewer's hand was drawn in payment form, every card with its points and "✗". It stays the
    normal hand, with charges, and no keys' line: nothing works for the viewer then (de 4)."""

    async def run() -> str:
        state = rig(["Tc Cl*7 Fe Cu H", "Na H O"], pile="O*10")  # Tc is artificial (CK-20)
        build(state, 0, "Tc", *["Cl"] * 7)
        GAME.apply(state, 0, Lay())
        assert state.phase == PAY
        app = BoardApp(state, 1, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            return text_of(app)

    shown = asyncio.run(run())
    assert "✗" not in shown, shown
    assert "Na×1 +1" in shown, shown
    for keys in ("⏎", "←→"):
        assert keys not in shown, shown


def test_pt11_de4_no_keys_line_during_another_seats_build() -> None:
    """de 4: during Curie's turn the board still showed "←→↑↓ wählen · ⏎ nehmen · c Ladung …"."""

    async def run() -> str:
        state = rig(["Na Cl O", "K Cl"], pile="O*20")
        app = BoardApp(state, 1, "de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            return text_of(app)

    shown = asyncio.run(run())
    assert "⏎" not in shown and "Ladung ·" not in shown, shown


# -- notation, letters, the compound line (play-through 11: de 11/12, zh 7, en 7/15) ---------------

async def _shown(state: object, lang: str, keys: tuple[str, ...] = (), size: tuple[int, int] = (80, 24),
                 picks: tuple[str, ...] = ()) -> tuple[ChemieBoard, str]:
    app = BoardApp(state, 0, lang)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        board = app.query_one(ChemieBoard)
        for unit in picks:
            board.selection.append(parse_unit(unit))
        board._regroup()
        board.refresh()
        for key in keys:
            await pilot.press(key)
        await settle(pilot)
        return board, text_of(app)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ck16_charged_groups_are_written_as_the_rulebook_writes_them(lang: str) -> None:
    """CK-16, de 12 / zh 7: the rulebook writes [SO₄]²⁻ and [ClO₄]⁻; the hand said "SO₄ −2",
    "CO₃ (✱×1) −2" and the card help "Kombinationen: ClO₄". Neutral groups stay bare (H₂O 0)."""
    state = rig(["S O*4 H*2 Cl Protomaterie", "K"], pile="O*20")
    board, shown = asyncio.run(_shown(state, lang))
    labels = board._labels
    # each then with its charge as a card has its own (play-through 12 de 12, session 13)
    assert "[SO₄]²⁻ −2" in labels and "[OH]⁻ −1" in labels, labels
    assert "[SO₄]²⁻ (✱×1) −2" in labels or "[SO₄]²⁻（✱×1）−2" in labels, labels
    assert any(lab.startswith("H₂O") and lab.endswith(" 0") for lab in labels), labels
    assert "SO₄ −2" not in shown and "OH −1" not in shown, shown
    cat = catalogue()
    cl = ("card", cat.by_symbol["Cl"])
    board.cursor = board.entries.index(cl)
    assert "[ClO₄]⁻" in board._detail_text(board.view).plain


def test_ck16_the_log_and_the_hint_write_groups_so_and_typing_reads_it_back() -> None:
    from chemcards.games.chemie_kartenspiel.actions import Add
    from chemcards.games.chemie_kartenspiel.texts import action_text, compound_with_ions, unit_text

    assert unit_text("[O*]", "en") == "[OH]⁻ (✱×1)"
    assert unit_text("[SO4]", "de") == "[SO₄]²⁻"
    assert "[OH]⁻" in compound_with_ions("U(+4)H(+1)C(-4)[OH]", "de")
    assert "[SO₄]²⁻" in action_text(Add(parse_unit("[SO4]")), "en")
    for typed in ("add [SO₄]²⁻", "add SO₄", "add [SO₄]²⁻ (✱×1)"):
        assert GAME.parse_action(typed) == Add(parse_unit("SO₄ (✱×1)" if "✱" in typed else "[SO4]"))


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("size", [(80, 24), (160, 48)])
def test_ck1_every_card_in_the_hand_carries_its_letters(lang: str, size: tuple[int, int]) -> None:
    """de 11 / zh 7: the rulebook says the symbols always also stand as a letter (S stable, R
    radioactive, A artificial, B black border); the hand showed them only for the card under the
    cursor. Every card carries them, as chips at 80×24 and on the faces at 160×48."""
    state = rig(["Po Tc Pb Au Na", "K"], pile="O*20")
    board, shown = asyncio.run(_shown(state, lang, size=size))
    flat = " ".join(shown.split())
    for text in ("Po×1 +2 R", "Tc×1 +7 A", "Pb×1 +2 B", "Au×1 +1 S"):
        head, _, rest = text.partition(" ")
        assert text in board._labels, board._labels
        assert head in flat and rest in flat, flat


@pytest.mark.parametrize(("lang", "words"), [("en", "with a shield"), ("de", "mit Schutz"),
                                             ("zh", "带护盾")])
def test_ck19_the_shield_shows_in_the_compound_line_while_building(lang: str, words: str) -> None:
    """en 7: after ⏎ on Protomatter ("attaches it as a shield (+P)") the line stayed
    "Compound: HCl charge 0 3 points"; it names the shield as the log does."""
    state = rig(["H Cl Protomaterie", "K"], pile="O*20")
    cat = catalogue()

    async def run() -> str:
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.selection = [parse_unit("H(+1)"), parse_unit("Cl")]
            board._regroup()
            board.cursor = board.entries.index(("card", cat.proto))
            await pilot.press("enter")
            await settle(pilot)
            assert board.shield
            return board._draft_line(board.view).plain

    line = asyncio.run(run())
    assert "HCl" in line and words in line, line


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt11_en15_an_unfinished_compound_shows_its_ions_not_nan(lang: str) -> None:
    """en 15: "Compound: NaN" read like "not a number". While the charges do not add up, the
    line shows the ions as the log does ("Na⁺ N³⁻"); a finished one its formula."""
    state = rig(["Na*3 N H Cl", "K"], pile="O*20")

    async def run() -> tuple[str, str]:
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.selection = [parse_unit("Na"), parse_unit("N(-3)")]
            unfinished = board._draft_line(board.view).plain
            board.selection = [parse_unit("H(+1)"), parse_unit("Cl")]
            return unfinished, board._draft_line(board.view).plain

    unfinished, finished = asyncio.run(run())
    assert "Na⁺ N³⁻" in unfinished and "NaN" not in unfinished, unfinished
    assert "HCl" in finished, finished


def test_pt11_the_card_help_never_ends_a_line_with_a_separator() -> None:
    """Play-through 11 at 80×24: the card help broke "… 8 points ★★★ ·" / "S = stable…". A part
    that does not fit starts the next line without a "·" left behind; the keys' line too."""
    state = rig(["Au Pb Po Tc Na", "K"], pile="O*20")
    cat = catalogue()
    for lang in ("en", "de", "zh"):
        for symbol in ("Au", "Pb", "Po", "Tc"):
            async def run(symbol: str = symbol, lang: str = lang) -> str:
                app = BoardApp(state, 0, lang)
                async with app.run_test(size=(80, 24)) as pilot:
                    await settle(pilot)
                    board = app.query_one(ChemieBoard)
                    board.cursor = board.entries.index(("card", cat.by_symbol[symbol]))
                    board.refresh()
                    await settle(pilot)
                    return text_of(app)

            shown = asyncio.run(run())
            for line in shown.splitlines():
                assert not line.rstrip().endswith("·"), (lang, symbol, shown)


def test_pt11_typed_hints_show_the_cards_minus_sign_and_both_are_read() -> None:
    """The hint wrote "add N(-3)" while the cards show "−3": the hint shows the cards' sign, and
    both signs are read when typed (issue 21 item 4)."""
    from chemcards.games.chemie_kartenspiel.actions import Add
    from chemcards.games.chemie_kartenspiel.texts import typed_action
    from chemcards.i18n import untranslated

    action = Add(parse_unit("N(-3)"))
    for lang, verb in (("en", "add"), ("de", "nimm"), ("zh", "加")):
        typed = typed_action(action, lang)
        assert typed == f"{verb} N(−3)", typed
        assert GAME.parse_action(untranslated(GAME.id, typed)) == action
        assert GAME.parse_action(untranslated(GAME.id, f"{verb} N(-3)")) == action


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt11_de4_the_whole_table_in_attack_mode_shows_only_attack_keys(lang: str) -> None:
    """de 4 on the whole table screen (footer and the board's keys line): after ``l`` with UO₂ the
    panel said "⏎ angreifen · s aufhören" while the footer still offered "c Ladung ⌫ Abwählen
    l Auslegen". In attack mode both name the attack keys only (CK-21/22)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "tui"))
    from tui_helpers import app_for, screen_text, table_of
    from tui_helpers import settle as settle_app

    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
    from chemcards.games.chemie_kartenspiel.state import ATTACK, Placed
    from chemcards.i18n import tr

    async def run() -> str:
        match = Match(GAME, [Seat("Anna"), Seat("Curie", "computer", "easy")], {}, seed=3)
        match.state.hands[0] = list(hand("U O O Na"))
        comp = parse_compound("Pb(+2)O+P")
        match.state.table[1].append(Placed(1, comp, points(comp), True, 1, 0))
        match.state.next_id = 2
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle_app(pilot)
            board = table_of(app).board
            board.selection = [parse_unit("U(+4)"), parse_unit("O"), parse_unit("O")]
            board._regroup()
            await pilot.press("l")
            await settle_app(pilot)
            assert match.state.phase == ATTACK
            return screen_text(app)

    shown = asyncio.run(run())
    footer = shown.rstrip().splitlines()[-1]
    for key in ("board_keys",):
        assert tr("chemie-kartenspiel", key, lang).split(" · ")[2] not in shown, shown  # "c charge"
    words = {"en": ("Charge", "l Lay"), "de": ("Ladung", "Legen"), "zh": ("化合价", "打出")}[lang]
    for word in words:
        assert word not in footer, footer
    assert {"en": "Attack", "de": "Angreifen", "zh": "攻击"}[lang] in footer, footer
