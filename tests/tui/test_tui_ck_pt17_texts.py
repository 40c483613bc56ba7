"""Play-through 17 (session 18) at the Chemie-Kartenspiel's table, 80×24: de 7, the table's tags
„[Rand ×1]“ and „[gedreht ×1]“ were explained nowhere on the board (CK-19, CK-22); de 6, two lines
began „Kombinationen:“, the combinations printed on the card under the cursor and the row of
those the hand can form (CK-15); zh 5, a group typed with jokers was refused with "(✱×1)" left
unexplained (CK-18)."""

from __future__ import annotations

import pytest
from test_tui_ck_pt16 import _match4
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.board import ChemieBoard, protection_tag
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.state import Placed
from chemcards.games.chemie_kartenspiel.texts import t

#: (owner, formula, shield, black borders not yet turned, turned)
TAGGED = [(0, "PbO", False, 0, 1), (1, "PbO+P", True, 1, 0), (1, "Bi2O3", False, 1, 0),
          (1, "NaCl+P", True, 0, 0)]


def _table(match: Match, compounds: list[tuple[int, str, bool, int, int]]) -> None:
    for number, (owner, text, shield, blocks, turned) in enumerate(compounds, start=1):
        compound = parse_compound(text)
        match.state.table[owner].append(Placed(number, compound, points(compound), shield, blocks, turned))
    match.state.next_id = len(compounds) + 1


def _board_lines(board: ChemieBoard) -> list[str]:
    lines = board.render_lines(board.region.reset_offset)
    return [line.text.replace("\u00a0", " ").strip() for line in lines]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_de7_ck22_the_tags_on_the_table_are_explained_under_it(lang: str) -> None:
    """de 7 (CK-19, CK-22): a shield, a black border not yet turned and one turned on the table;
    under the table a line for each says what it is and what it does, whole on a line of its own,
    and the hand, the compound line and the keys stay on the board."""
    match = _match4("H Li Na O N S Ca")
    _table(match, TAGGED)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        lines = _board_lines(board)
        flat = "".join("".join(lines).split())
        for placed in (p for row in match.state.table for p in row):
            assert "".join(protection_tag(placed, lang).split()) in flat, lines
        for key in ("legend_shield", "legend_border", "legend_turned"):
            assert t(key, lang) in lines, (key, lines)
        assert t("board_building", lang) in "\n".join(lines) and t("board_keys", lang).split(" · ")[0] in \
            "\n".join(lines), lines


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_de7_the_legend_names_only_the_tags_shown(lang: str) -> None:
    """de 7: a border alone on the table: its line, none for a shield or a turned card; no tag, no
    line at all. A compound with a joker: the line for ✱ (CK-18; play-through 22, en 4: "(✱×1)"
    was explained only on the `?` page)."""
    cases = (([(1, "Bi2O3", False, 1, 0)], {"legend_border"}), ([(1, "NaCl", False, 0, 0)], set()),
             ([(1, "Na[OH*]", False, 0, 0)], {"legend_joker"}))
    for compounds, shown in cases:
        match = _match4("H Li Na O N S Ca")
        _table(match, compounds)
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            lines = _board_lines(app.screen.query_one(ChemieBoard))
            for key in ("legend_joker", "legend_shield", "legend_border", "legend_turned"):
                assert (t(key, lang) in lines) == (key in shown), (key, lines)


@sync
async def test_de7_a_crowded_table_drawn_compact_shows_no_legend_for_tags_it_does_not_show() -> None:
    """de 7: six compounds a seat do not fit 80×24 with their tags: the table is drawn compact
    (without the tags, as before) and the legend takes no row from it."""
    match = _match4("H Li Na O N S Ca")
    _table(match, [(s, "Bi2O3+P", True, 1, 0) for s in range(4) for _ in range(6)])
    app = app_for(match, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = _board_lines(app.screen.query_one(ChemieBoard))
        assert not any(t("tag_border", "de", n=1) in line for line in lines), lines
        assert t("legend_border", "de") not in lines, lines


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_de6_ck15_printed_and_formable_combinations_have_different_names(lang: str) -> None:
    """de 6 (CK-15): the cursor on S (SO₃ and [SO₄]²⁻ printed on it), [OH]⁻ formable from H and O:
    one line names the combinations the hand can form, another those printed on the card, each
    under a label of its own that says which; no two lines begin with the same label."""
    match = _match4("H Li Na O N S Ca")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["S"]))
        board.refresh()
        await settle(pilot)
        lines = _board_lines(board)
        row, printed = t("board_combos_row", lang), t("board_combos", lang)
        assert not row.startswith(printed) and not printed.startswith(row)
        formable = [line for line in lines if line.startswith(row)]
        assert len(formable) == 1 and "[OH]⁻" in formable[0], lines
        on_card = [line for line in lines if printed in line]
        assert len(on_card) == 1 and "SO₃" in on_card[0] and "[OH]⁻" not in on_card[0], lines
        labels = [line.split(":")[0] for line in lines if ":" in line and not line.startswith(("←", "l "))]
        assert len(labels) == len(set(labels)), labels


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_zh5_ck18_a_typed_joker_group_the_board_refuses_says_what_it_stands_for(lang: str) -> None:
    """zh 5 (CK-18): O picked with ⏎, then "drop OH (✱×1)" typed: the board's own line says the
    group (with one Protomaterie standing in for H) is not in the compound, in words."""
    match = _match4("O H Protomaterie K Na")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["O"]))
        await pilot.press("enter")
        await settle(pilot)
        view = GAME.view(match.state, 0)
        assert board.typed(GAME.read_typed(view, "drop OH (✱×1)")) is None
        await settle(pilot)
        words = t("unit_jokers", lang, unit="[OH]⁻", n=1, symbol="H")
        assert board.typed_refusal() == t("not_in_draft", lang, unit=words), board.typed_refusal()
        assert "✱" not in board.typed_refusal()
