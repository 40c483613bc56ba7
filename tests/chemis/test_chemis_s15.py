"""CHEMIS, session 15 (issue 12; play-through 13).

zh 10 (CH-16, CH-19): "2C + O₂ =点燃= 2CO" leaves 2CO[☠], and it costs one HP, not two. The
rulebook gives each special substance its effect ("毒气 … 特殊效果：该玩家Hp-1"): a substance of two
portions is one substance, hurt once. The judgement line and the reaction's line say so, in de, en
and zh, so a chemistry student does not read the one HP as a mistake.
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.text import Text

from chemcards.games.chemis.board import _products, judged_item

ONCE = {
    "en": "once per substance",
    "de": "einmal je Stoff",
    "zh": "按物质计一次",
}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch16_zh10_judgement_names_two_portions_and_says_once(lang: str) -> None:
    line = judged_item("CO", "toxic", lang, portions=2)
    assert line.startswith("2CO[")
    assert ONCE[lang] in line and "−1" in line


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch16_one_portion_says_nothing_more(lang: str) -> None:
    line = judged_item("CO", "toxic", lang)
    assert line.startswith("CO[") and ONCE[lang] not in line


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch16_zh10_reaction_line_says_once_for_two_portions(lang: str) -> None:
    line: Text = _products("2C + O2 -[ignite]-> 2CO", lang)
    assert "2CO" in line.plain and ONCE[lang] in line.plain
    single = _products("C + O2 -[ignite]-> CO2", lang)
    assert ONCE[lang] not in single.plain


# -- play-through 13 (zh): at 160×48 the hand's big faces showed "Ca" over an empty row; the
# Chemie-Kartenspiel's and Metallurgie's faces carry the card's name (from rulesets) -------------

FACE_NAMES = {
    "en": {"Ca": "Calcium", "O": "Oxygen", "[SO4]": "sulfate", "[OH]": "hydroxide"},
    "de": {"Ca": "Calcium", "O": "Sauerstoff", "[SO4]": "Sulfat", "[OH]": "Hydroxid"},
    "zh": {"Ca": "钙", "O": "氧", "[SO4]": "硫酸根", "[OH]": "氢氧根"},
}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch29_big_hand_faces_carry_the_cards_name(lang: str) -> None:
    from chemcards.games.chemis.board import face_lines
    from chemcards.games.chemis.texts import card_title

    for token, title in FACE_NAMES[lang].items():
        assert card_title(token, lang) == title
        rows = [line.plain for line in face_lines(token, "", False, False, card_title(token, lang))]
        assert title in rows[2], rows
        assert len({cell_len(r) for r in rows}) == 1 and "…" not in rows[2]  # the name fits whole
    # a picked card keeps its ✓ beside its label, the name below
    rows = [line.plain for line in face_lines("Ca", "", True, False, card_title("Ca", lang))]
    assert "✓" in rows[1] and "Ca" in rows[1] and FACE_NAMES[lang]["Ca"] in rows[2]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch29_every_deck_cards_name_fits_its_face(lang: str) -> None:
    """"Wasserstoff", "Kohlenstoff" (11 letters) as well: no name is cut on a face."""
    from chemcards.games.chemis.board import face_lines
    from chemcards.games.chemis.catalogue import kinds
    from chemcards.games.chemis.texts import card_name, card_title

    for k in kinds():
        title = card_title(k.token, lang)
        assert bool(title) == (k.cat in ("element", "ion")), k.token
        rows = [line.plain for line in face_lines(card_name(k.token, lang), "", True, True, title)]
        assert not any("…" in r for r in rows), rows
        assert len({cell_len(r) for r in rows}) == 1


# -- play-through 13 (de 8): the hint named another move in typed notation ("etwa gleich gut wie
# B: Ca → Ca: …"). Since session 14 a play into a zone has its verb; a reaction still had none
# ("etwa gleich gut wie C + O₂ → CO₂ (Entzünden)") ------------------------------------------------

VERBS = {"en": "let", "de": "ablaufen lassen", "zh": "发生"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch21_de8_every_hint_move_has_its_verb(lang: str) -> None:
    """CH-21: a reaction the hint names is one the player lets happen; every other move of the
    turn is named with its verb as well (no "B: …" notation)."""
    import re

    from chemis_helpers import clear_hand, fresh, give, name, play

    from chemcards.games.chemis import GAME
    from chemcards.games.chemis.actions import React
    from chemcards.games.chemis.texts import action_text

    st = fresh(3)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "C", "ignite", "x2", "Ca", "[SO4]")
    play(st, me, f"{name(st, me)}: C -> C")
    play(st, me, f"{name(st, me)}: ignite")
    view = GAME.view(st, me)
    legal = GAME.legal_actions(st, me)
    assert any(isinstance(a, React) for a in legal)
    for a in legal:
        text = action_text(a, lang, view)
        assert not re.match(r"^[甲乙丙丁戊己A-F]\s*[:：]", text), text
        if isinstance(a, React):
            assert VERBS[lang] in text and "CO₂" in text, text


# -- play-through 13 (zh 4): Heat on NH₄Cl gives NH₃↑ + HCl↑, and NH₃ + HCl → NH₄Cl follows at
# once. The rulebook says nothing against it; our decision stands (CH-33: a Heat card serves one
# reaction; CH-22 decided: only two reactions *without* a condition that undo each other are kept
# from running back), so the screen says why, and what the ↑ means beside "HCl[strong acid]" -----

RUNS_BACK = {"en": "combine again", "de": "verbinden sich", "zh": "重新化合"}
ARROW = {"en": "↑ = a gas given off", "de": "↑ = Gas beim Erhitzen", "zh": "↑ 表示以气体放出"}
ONE_REACTION = {"en": "serves one reaction only", "de": "dient nur einer Reaktion", "zh": "只对一个反应生效"}


def test_ch33_heat_on_ammonium_chloride_runs_back_by_rule() -> None:
    """The decision the screen explains: after NH₄Cl =△= NH₃ + HCl the zone must let NH₃ + HCl →
    NH₄Cl happen (CH-21, CH-33)."""
    from chemis_helpers import clear_hand, fresh, give, name, play, put

    from chemcards.games.chemis import GAME, chem
    from chemcards.games.chemis.state import ReactStep

    st = fresh(2)
    me = st.turn_seat
    other = 1 - me
    clear_hand(st, me)
    put(st, other, "NH4Cl")
    give(st, me, "heat")
    play(st, me, f"{name(st, other)}: heat")
    play(st, me, "react NH4Cl -[heat]-> NH3 + HCl")
    assert isinstance(st.stack[-1], ReactStep)
    assert [str(a) for a in GAME.legal_actions(st, me)] == ["react NH3 + HCl -> NH4Cl"]
    back = chem.runs_back("NH4Cl -[heat]-> NH3 + HCl")
    assert back is not None and back.text == "NH3 + HCl -> NH4Cl"
    assert chem.runs_back("C + O2 -[ignite]-> CO2") is None


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch33_zh4_heating_ammonium_chloride_says_it_runs_back(lang: str) -> None:
    line = _products("NH4Cl -[heat]-> NH3 + HCl", lang).plain
    assert "NH₃ + HCl" in line and ONE_REACTION[lang] in line, line  # what follows, and why (CH-33)
    assert ARROW[lang] in line, line  # "HCl↑" beside "HCl[strong acid]": what the ↑ means


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch33_zh4_the_reverse_says_why_it_happens(lang: str) -> None:
    line = _products("NH3 + HCl -> NH4Cl", lang).plain
    assert RUNS_BACK[lang] in line and ONE_REACTION[lang] in line, line
    plain = _products("HCl + NaOH -> NaCl + H2O", lang).plain
    assert ONE_REACTION[lang] not in plain and "↑" not in plain


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch22_zh4_a_gas_given_off_that_a_zone_keeps_dissolved_says_so(lang: str) -> None:
    """"H₂S↑" in the equation beside "H₂S[acid]" on the zone: the ↑ explained (CH-22)."""
    line = _products("H2SO4 + FeS -> FeSO4 + H2S", lang).plain
    dissolved = {"en": "stays dissolved", "de": "gelöst", "zh": "按溶液计"}[lang]
    assert "↑" in line and "H₂S" in line and dissolved in line, line
