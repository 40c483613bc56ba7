"""Issue 21, session 10: what play-through 9's readers of the German and English screens still found
(docs/i18n.md, "German and English, session 10"). Each test fails on the texts before this session:
banned forms are scanned for in every German (or English) catalogue entry and rules page, and the
texts that must agree are compared with each other, not with a copy of themselves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards.core.data import rules_doc
from chemcards.i18n import catalogue, tr

ROOT = Path(__file__).resolve().parents[1]
DOMAINS = sorted(p.parent.name for p in (ROOT / "rulesets").glob("*/i18n.toml"))
GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


def _values(lang: str) -> list[tuple[str, str, str]]:
    return [
        (domain, key, entry[lang])
        for domain in DOMAINS
        for key, entry in catalogue(domain).items()
        if isinstance(entry, dict) and isinstance(entry.get(lang), str)
    ]


def _texts(lang: str) -> list[tuple[str, str]]:
    """Every text a reader of ``lang`` meets: catalogue values and the rules pages (F1)."""
    found = [(f"{d}.{k}", v) for d, k, v in _values(lang)]
    return found + [(f"rules {g}", rules_doc(g, lang) or "") for g in GAMES]


# -- 1. CHEMIS class marks --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
def test_ch16_a_letter_mark_is_the_initial_of_the_class_in_the_readers_language(lang: str) -> None:
    """CH-16 (play-through 9, de): the German board showed „HCl[A+]“, the English initial of
    "acid", which the German F1 never explained. The letters of a class mark come from the class's
    own name in that language: since session 13 a whole word of it („Säure+“ for starke Säure,
    "base" for weak base), no initial that reads as a player's letter (play-through 12, en#8)."""
    from chemcards.games.chemis.texts import MARKS, mark, t

    for cls in MARKS:
        words = re.findall(r"[^\W\d_]+", mark(cls, lang))
        name = t("cls_" + cls, lang).casefold().split()
        assert all(w.casefold() in name for w in words), (cls, mark(cls, lang), t("cls_" + cls, lang))


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch16_the_rules_page_explains_every_board_mark(lang: str) -> None:
    """CH-16, CH-17: F1 named the classes but never the marks the board writes after a substance
    („[A+]“, „[~]“); a player who did not find `?` could not read them. Every mark stands in the
    rules page in the reader's language."""
    from chemcards.games.chemis.texts import MARKS, mark

    page = rules_doc("chemis", lang) or ""
    missing = [mark(cls, lang) for cls in MARKS if f"[{mark(cls, lang)}]" not in page]
    assert not missing, missing


# -- 2. Chemie-Kartenspiel: plurals and one term for a card's charge --------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_bracketed_plural_in_any_text(lang: str) -> None:
    """Issue 21 point 2 (play-through 9: „Ladung(en)“, "charge(s)" in the Chemie-Kartenspiel's
    rules): a count is written in real singular and plural forms, never "(en)" / "(s)"."""
    bracketed = re.compile(r"[^\W\d_]\((?:e|en|n|s|er|nen)\)")
    found = [(where, m.group(0)) for where, text in _texts(lang) for m in bracketed.finditer(text)]
    assert not found, found


def test_ck1_german_says_ladung_as_the_rulebook_does_not_oxidationsstufe() -> None:
    """CK-1, CK-11: the German rulebook calls a card's number „Ladung“ throughout; the rules page
    said „Ladung“ beside „Oxidationsstufen“ for the same idea."""
    found = [where for where, text in _texts("de") if re.search(r"Oxidations(stufe|zahl)", text)]
    assert not found, found
    assert "Ladung" in (rules_doc("chemie-kartenspiel", "de") or "")


def test_ck15_german_refusal_says_how_to_write_an_element_not_a_card_with_its_symbol() -> None:
    """CK-15 (play-through 9, de): „Schreib eine Karte mit ihrem Elementsymbol, z. B. „Fe(+3)““:
    a card does not have "its" element symbol, and Fe(+3) is a symbol with a charge."""
    line = tr("chemie-kartenspiel", "card_unreadable", "de", card="XY")
    assert "mit ihrem Elementsymbol" not in line
    assert "symbol" in line.lower() and "Ladung" in line and "„Fe(+3)“" in line


# -- 3. „Nr. 2“, never "#2", in German -------------------------------------------------------------
def test_german_numbers_a_compound_one_way() -> None:
    """Play-through 9 (de): the table said "#2" for the compound the log calls „Nr. 2“; the `?`
    legend explained "#Nr.". One form in every German text and on the table (CK-10)."""
    from chemcards.games.chemie_kartenspiel.board import entry_text
    from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
    from chemcards.games.chemie_kartenspiel.state import Placed

    found = [(where, v) for where, v in _texts("de") if re.search(r"#(?:\d|\{|Nr)", v)]
    assert not found, found
    comp = parse_compound("Ba(+2)O")
    log = tr("chemie-kartenspiel", "ev_lay", "de", who="Ann", compound="BaO", points=4, id=7)
    number = re.search(r"Nr\. 7", log)
    assert number is not None and entry_text(Placed(7, comp, points(comp), False, 0, 0), "de").startswith(
        number.group(0) + " "
    )


# -- 4. „Du bist am Zug“ -----------------------------------------------------------------------------
def test_german_says_am_zug_everywhere_never_dran() -> None:
    """Play-through 9 (de): „Du bist am Zug“ in one game and „Du bist dran“ in another (and „Du bist
    nicht dran.“ in CHEMIS) for the same thing. „am Zug“ is the one form."""
    found = [(where, v) for where, v in _texts("de") if re.search(r"\bdran\b", v)]
    assert not found, found


# -- 5. the verdict under the compound being built ---------------------------------------------------
#: every reason the board may put after "✗" (``evaluate``: the engine's ``Invalid`` and its own)
VERDICT_REFUSALS = (
    "empty_compound",
    "cannot_pay",
    "no_shield",
    "charge_not_zero",
    "bad_charge",
    "one_charge",
    "stable_alone",
    "divisible",
    "is_combination",
    "joker_alone",
    "too_many_jokers",
)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ck11_the_valid_verdict_is_a_sentence_like_every_refusal_beside_it(lang: str) -> None:
    """CK-11 (play-through 9, en): "✓ a valid compound" in lower case without a full stop beside
    "✗ The total charge is +1, not 0." One style for both verdicts in every language: a sentence
    that starts as the refusals start and ends with their full stop."""
    ok = tr("chemie-kartenspiel", "board_valid", lang)
    stop = "。" if lang == "zh" else "."
    for key in VERDICT_REFUSALS:
        refusal = tr(
            "chemie-kartenspiel",
            key,
            lang,
            total="+1",
            symbol="Fe",
            charge="+1",
            allowed="+2",
            text="CuO",
            neutral="H₂O",
            part="CuO",
            formula="SO₃",
            charges="+2/+3",
        )
        assert refusal.endswith(stop) and ok.endswith(stop), (key, refusal, ok)
        assert not refusal[0].islower() and not ok[0].islower(), (key, refusal, ok)


# -- 6. one name for the family mode -------------------------------------------------------------------
def _mode_name(label: str) -> str:
    """The mode's name in a launcher choice: "Family (one 108-card deck, 2–6)" → "Family"."""
    return re.split(r" \(|（", label, maxsplit=1)[0]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_family_mode_has_one_name_in_launcher_and_rules(lang: str) -> None:
    """Play-through 9 (en): the launcher said "Family", the Color Clash rules "Family evening" for
    the family mode; issue 21 point 3 (zh): 家庭模式 in launcher and rules alike. One name per
    language in both games' launcher choices and rules pages (CC-20, CK-2)."""
    cc = _mode_name(tr("color-clash", "option_mode_family", lang))
    ck = _mode_name(tr("chemie-kartenspiel", "opt_family", lang))
    assert cc == ck, (cc, ck)
    for game in ("color-clash", "chemie-kartenspiel"):
        page = rules_doc(game, lang) or ""
        assert f"**{cc}" in page, (game, cc)
    other = {"en": "family evening", "zh": "家庭之夜"}[lang]
    found = [where for where, text in _texts(lang) if other in text.lower()]
    assert not found, found


@pytest.mark.parametrize(
    ("game", "key"), [("color-clash", "option_mode_family"), ("chemie-kartenspiel", "opt_family")]
)
def test_german_family_modes_are_named_as_in_the_launcher_on_the_rules_page(game: str, key: str) -> None:
    """German keeps each rulebook's word (Color Clash „Familienabend“, the Chemie-Kartenspiel
    „Familien-Kartenspiel“); the rules page names the mode as the launcher does."""
    name = _mode_name(tr(game, key, "de"))
    assert f"**{name}" in (rules_doc(game, "de") or "")
    assert name != "Familie"  # the launcher's short word was no rulebook's
