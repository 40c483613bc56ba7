"""Issue 12 point 7, what play-through 15 still found (session 16, wrap16).

de 2 (de checklist row 7): a CHEMIS zone at 80×24 folded German substance names at any letter,
"Eisen(II)-carb-" / "onat", "Kohlenstoffdio-" / "xid". A word longer than a line now folds after its
own hyphen or bracket, else at a syllable (Pyphen's patterns), never inside a formula's symbol.

zh 5 (zh checklist row 7): the log (27 cells of text at 80×24) left 的 alone at a line's start
("Mendeleev 摧毁了你" / "的 29 号；…"), tore "左手" / "边", and broke "（即出牌" / "顺序）：" with eight
cells empty."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from chemcards.core.i18n import tr
from chemcards.tui.wrap import PARTICLES, iter_lines

#: the width of the log's text at 80×24 (30 columns of side panel, its border, the scroll bar)
LOG_W = 27


def test_pt15_de2_a_name_folds_after_its_own_hyphen() -> None:
    """"Eisen(II)-carbonat" in 15 cells: after its hyphen, not "Eisen(II)-carb-" / "onat"."""
    assert list(iter_lines("Eisen(II)-carbonat", 15, lang="de")) == ["Eisen(II)-", "carbonat"]
    assert list(iter_lines("FeCO₃[↓] Eisen(II)-carbonat", 15, lang="de")) == [
        "FeCO₃[↓]", "Eisen(II)-", "carbonat"]


def test_pt15_de2_a_compound_word_folds_at_a_syllable_with_a_hyphen() -> None:
    """"Kohlenstoffdioxid" in 15 cells: "Kohlenstoff-" / "dioxid", not "Kohlenstoffdio-" / "xid";
    the same where the caller names no language (German and English patterns agree there)."""
    for lang in ("de", None):
        assert list(iter_lines("CO₂ Kohlenstoffdioxid", 15, lang=lang)) == ["CO₂", "Kohlenstoff-", "dioxid"]
    assert list(iter_lines("Wasserstoffperoxid", 12, lang="de")) == ["Wasserstoff-", "peroxid"]
    assert list(iter_lines("Kaliumpermanganat", 12, lang="de")) == ["Kaliumper-", "manganat"]


def test_pt15_de2_no_fold_leaves_a_lone_consonant() -> None:
    """Pyphen's de_DE file gives "ca-r-bo-nat" and "Sal-pe-ter-s-äu-re" (its word list mixed into
    the patterns, Pyphen issue 24): no fold leaves a piece with no vowel on either side."""
    for width in range(7, 16):  # (narrower, no point fits: the last letter that fits)
        for word in ("Calciumcarbonat", "Salpetersäure", "Magnesiumoxid", "Fortschritt"):
            lines = list(iter_lines(word, width, lang="de"))
            assert "".join(line.removesuffix("-") for line in lines) == word
            assert not any(line.startswith(("äure", "rbonat", "chritt", "moxid", "m"))
                           for line in lines), lines
            assert not any(line.endswith(("ters-", "Forts-", "ca-", "siu-")) for line in lines), lines


def test_pt15_de2_english_words_fold_at_syllables_too() -> None:
    assert list(iter_lines("potassium permanganate", 10, lang="en")) == ["potassium", "perman-", "ganate"]
    lines = list(iter_lines("hydrochloric", 9, lang="en"))
    assert lines == ["hy-", "drochlo-", "ric"]


def test_pt15_de2_a_formula_is_never_hyphenated_nor_split_inside_a_symbol() -> None:
    """Never inside formulas: a formula longer than its line folds before an element's symbol or
    a group, with no hyphen (it would read as part of the formula)."""
    assert list(iter_lines("NaAuCrO₄", 5, lang="de")) == ["NaAu", "CrO₄"]
    assert list(iter_lines("Ba(OH)₂Ca(OH)₂", 9, lang="de")) == ["Ba(OH)₂", "Ca(OH)₂"]
    for width in range(3, 9):
        lines = list(iter_lines("K₂Cr₂O₇NaHCO₃", width, lang="de"))
        assert not any("-" in line for line in lines), (width, lines)
        assert "".join(lines) == "K₂Cr₂O₇NaHCO₃"


def test_pt15_zh5_de_never_starts_a_log_line() -> None:
    """"Mendeleev 摧毁了你的 29 号；其牌洗回牌堆" in the log: 的 stays with 你, and the number with
    its unit ("29 号") starts the next line."""
    lines = list(iter_lines("Mendeleev 摧毁了你的 29 号；其牌洗回牌堆", LOG_W, ("Mendeleev",), lang="zh"))
    assert lines == ["Mendeleev 摧毁了你的", "29 号；其牌洗回牌堆"]
    for width in range(8, 30):  # (narrower, "他们的" is wider than a line: folded by cells)
        for text in ("Mendeleev 摧毁了你的 29 号；其牌洗回牌堆", "你摧毁了小红的 3 号，他们的牌洗回了牌堆"):
            out = list(iter_lines(text, width, ("Mendeleev",), lang="zh"))
            assert not any(line[0] in PARTICLES for line in out[1:]), (width, out)


def test_pt15_zh5_left_hand_side_is_one_word() -> None:
    """"你在其左手" / "边，先开始" tore 左手边: the word stays whole."""
    lines = list(iter_lines("Mendeleev 发牌；你在其左手边，先开始", LOG_W, ("Mendeleev",), lang="zh"))
    assert lines == ["Mendeleev 发牌；你在其", "左手边，先开始"]


def test_a_count_in_brackets_is_no_key_group() -> None:
    """Color Clash's reshuffle line in the log (27 cells): "（3 张）" was taken for a key group
    ("（c）") and glued to the character before it, "弃牌堆洗成新的摸牌" / "堆（3 张）"."""
    lines = list(iter_lines("弃牌堆洗成新的摸牌堆（3 张）", LOG_W, lang="zh"))
    assert lines == ["弃牌堆洗成新的摸牌堆", "（3 张）"]
    assert list(iter_lines("你可以抢先抓（c）", 13, lang="zh")) == ["你可以抢先", "抓（c）"]


def test_a_chinese_substance_name_is_one_unit() -> None:
    """The zh CHEMIS zone at 80×24 (15 cells) broke "FeCO₃[↓] 碳酸亚" / "铁 ·": an entry wider than
    the column breaks at its space, and the substance's name stays whole (its name from
    rulesets/chemistry/substances.toml)."""
    entries = ["FeCO₃[↓] 碳酸亚铁", "CO₂ 二氧化碳"]
    lines = list(iter_lines(" · ".join(entries), 15, units=entries, lang="zh"))
    assert lines == ["FeCO₃[↓]", "碳酸亚铁", "CO₂ 二氧化碳"]  # no "·" at a line's end (play-through 22)
    for width in range(10, 20):  # (四氧化三铁 takes 10 cells)
        out = list(iter_lines("Curie 的反应区生成了碳酸氢钠和四氧化三铁", width, ("Curie",), lang="zh"))
        assert any("碳酸氢钠" in line for line in out) and any("四氧化三铁" in line for line in out), out


def test_pt15_zh5_the_identities_line_fills_its_first_row() -> None:
    """The CHEMIS identities line (CH-2) at 80×24: "抽签决定身份（即出牌" / "顺序）：…" left eight
    cells empty and tore 出牌顺序. The first row now holds the whole clause."""
    text = tr("chemis", "ev_identities", "zh", data="你（甲）、Curie（乙）、Bohr（丙）")
    lines = list(iter_lines(text, LOG_W, ("Curie", "Bohr"), lang="zh"))
    assert lines[0] == "抽签决定身份（出牌顺序）：", lines
    assert "你（甲）、" in lines[1]


#: pieces of text a line meets: Chinese characters, particles and marks, German and English words,
#: formulas, a name, a number with its unit
_PIECES = [*"你好的了们，。；：、（）「」 ", "Ann ", "Kohlenstoffdioxid", "Eisen(II)-carbonat", "NaHCO₃",
           " · ", "42 号", "左手边", "回合", "Wasserstoffperoxid ", "hydrochloric ", "K₂Cr₂O₇"]
_TEXT = st.lists(st.sampled_from(_PIECES), max_size=24).map("".join)


@given(_TEXT, st.integers(min_value=3, max_value=40), st.sampled_from(["de", "en", "zh", None]))
@settings(max_examples=300, deadline=None)
def test_pt15_wrapping_mixed_text_loses_nothing_and_fits(text: str, width: int, lang: str | None) -> None:
    """Hypothesis: German words, Chinese sentences, formulas and Latin names mixed: every line
    within ``width`` cells, and no character lost or added but a fold's hyphen (spaces aside) and a
    list separator where a line breaks after it (the line's end separates, see ``tui/wrap.py``)."""
    lines = list(iter_lines(text, width, lang=lang))
    assert all(cell_len(line) <= width for line in lines), (width, lines)
    kept = "".join(lines).replace(" ", "").replace("-", "")
    assert kept.replace("·", "") == text.replace(" ", "").replace("-", "").replace("·", ""), (width, lines)
    # at most one per line: at a break, or at the text's end where the last line has no room for it
    assert text.count("·") - kept.count("·") <= len(lines), (width, lines)


def test_the_german_patterns_load_without_the_word_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """The de_DE file's patterns are read alone (its 69 000-word list took three seconds at the
    first German fold); should Pyphen's reader change, its own reading of the whole file serves."""
    from chemcards.tui import wrap

    assert {3, 6, 11} <= set(wrap._dictionary("de")("Kohlenstoffdioxid"))
    wrap._dictionary.cache_clear()
    wrap._syllables.cache_clear()
    def changed(text: str) -> None:
        raise TypeError(text[:10])

    monkeypatch.setattr(wrap, "_Patterns", changed)
    try:
        assert list(iter_lines("Kohlenstoffdioxid", 15, lang="de")) == ["Kohlenstoff-", "dioxid"]
    finally:
        wrap._dictionary.cache_clear()
        wrap._syllables.cache_clear()
