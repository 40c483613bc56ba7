"""The one wrapping helper (chemcards/tui/wrap.py), issue 12 follow-up 2, point 1: lines measured in
cells; Chinese breaks between characters but never before a closing mark nor after an opening one
(kinsoku); a person's name and a save path are never split; a path too long for a line is shortened
in its middle."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from chemcards.tui.wrap import CLOSING, OPENING, iter_lines, shorten_middle, wrap_text


def lines(text: str, width: int, names: tuple[str, ...] = ()) -> list[str]:
    return list(iter_lines(text, width, names))


def test_issue12_zh_no_closing_mark_starts_a_line() -> None:
    """zh: Rich folds this sentence so that "，" starts the second line at width 10 (each character
    two cells); ours keeps it with the character before."""
    text = "你的手牌里没有氧，氧气是双原子分子，需要两个O。"
    out = lines(text, 16)
    assert "".join(out) == text
    assert all(cell_len(line) <= 16 for line in out)
    assert not any(line[0] in CLOSING for line in out), out
    # the same text folded by Rich at the same width does start a line with "，" (why we need ours)
    from rich.console import Console
    from rich.text import Text

    folded = Text(text).wrap(Console(width=80), 16)
    assert any(line.plain[:1] == "，" for line in folded), [line.plain for line in folded]


def test_issue12_zh_no_opening_mark_ends_a_line() -> None:
    text = "甲说「好的」乙说「不行」丙说「再来」丁说「结束」"
    out = lines(text, 12)
    assert "".join(out) == text
    assert not any(line[-1] in OPENING for line in out), out
    assert not any(line[0] in CLOSING for line in out), out


def test_issue12_a_name_inside_chinese_is_never_split() -> None:
    """zh: "轮到Anna出牌" has no spaces; Rich cut it as "…A" / "nna…"."""
    text = "轮到Anna出牌，她打出一张牌，然后轮到Anna出牌。"
    for width in range(6, 30):
        out = lines(text, width, ("Anna",))
        assert "".join(out) == text
        assert all(cell_len(line) <= width for line in out), (width, out)
        assert sum(line.count("Anna") for line in out) == 2, (width, out)


def test_issue12_de_a_name_with_a_space_stays_on_one_line() -> None:
    """de: a name of two words ("Anna Maria") is one unit: never "Anna" / "Maria"."""
    text = "Jetzt spielt Anna Maria eine Karte, und danach ist Anna Maria wieder dran."
    for width in range(12, 40):
        out = lines(text, width, ("Anna Maria",))
        assert " ".join(out) == text
        assert sum(line.count("Anna Maria") for line in out) == 2, (width, out)


def test_issue12_en_words_break_at_spaces_only() -> None:
    text = "Ann draws two cards because the pile was empty and shuffled again."
    out = lines(text, 20)
    assert " ".join(out) == text
    words = set(text.split())
    assert all(set(line.split()) <= words for line in out)


def test_issue12_a_save_path_is_shortened_in_the_middle_not_broken() -> None:
    """en: "Saved to …/saves/x.json": the path stays whole on its line or is shortened with "…"."""
    path = "/home/anna/.local/share/chemcards/saves/unfinished-chemis-2026-12-01.json"
    out = lines(f"Saved to {path}", 40)
    assert out[0] == "Saved to"
    assert len(out) == 2 and cell_len(out[1]) == 40 and "…" in out[1]
    assert out[1].startswith("/home/") and out[1].endswith(".json")
    fits = lines(f"Gespeichert unter {path}", 80)
    assert path in fits[-1]  # a path that fits a line is never touched


def test_shorten_middle_counts_cells() -> None:
    assert shorten_middle("abc", 5) == "abc"
    short = shorten_middle("存档/很长很长的名字.json", 11)
    assert cell_len(short) <= 11 and short.endswith("json") and "…" in short


def test_wrapping_keeps_styles_on_their_characters() -> None:
    from rich.text import Text

    text = Text("你的回合：")
    text.append("打出氧", style="bold")
    out = wrap_text(text, 6)
    bold = "".join(line.plain[s.start:s.end] for line in out for s in line.spans)
    assert bold == "打出氧"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="你好，。Ann 「」ab/x", max_size=40), st.integers(min_value=4, max_value=20))
def test_wrapping_loses_no_character_and_fits(text: str, width: int) -> None:
    """Any text: every line fits its width in cells, and apart from spaces at the breaks (and a
    path shortened in the middle) nothing is lost."""
    out = lines(text, width, ("Ann",))
    assert all(cell_len(line) <= width for line in out), out
    if "/" not in text:  # the alphabet has no "-": any in the lines is a fold's hyphen (Ann-/a)
        assert "".join("".join(out).split()).replace("-", "") == "".join(text.split())


def test_issue12_pt6_2_cc1_a_card_code_is_never_split_from_its_shape() -> None:
    """CC-1 (a colour is never shown without its shape), issue 12 play-through 6 point 2: the log
    broke "Bob draws ★" / "W+4" and "● " / "R7". A card's shape and its code are one unit at every
    width, in a Latin and in a Chinese line; so is a colour with its shape and the shape's name."""
    from chemcards.games.color_clash.catalogue import FACES, card_label

    labels = [card_label(face) for face in range(FACES)]
    for label in labels:
        for text in (f"Mendelejew plays {label} and says Last card!",
                     f"轮到Anna出牌：打出{label}，然后摸两张。"):
            for width in range(cell_len(label) + 2, 40):  # the label and a "，" glued to it
                out = lines(text, width, ("Anna", "Mendelejew"))
                assert any(label in line for line in out), (width, out)
                assert all(cell_len(line) <= width for line in out)
    for width in range(14, 40):  # a unit longer than the line is folded (see below)
        out = lines("四种颜色：红 ● 圆形、蓝 ■ 方形、黄 ▲ 三角形、绿 ◆ 菱形。", width)
        for unit in ("红 ● 圆形", "蓝 ■ 方形", "黄 ▲ 三角形", "绿 ◆ 菱形"):
            assert any(unit in line for line in out), (width, out)
    for width in range(4, 14):  # folded, but still no closing mark starts a line
        out = lines("黄 ▲ 三角形、绿 ◆ 菱形。", width)
        assert not any(line[0] in CLOSING for line in out), (width, out)


def test_pt13_de2_a_word_longer_than_the_line_is_folded_with_a_hyphen() -> None:
    """Play-through 13, de 2: a CHEMIS zone at 80×24 read "Kohlenstoffmonoxi" / "d", a word cut
    with no mark. A word of letters longer than a line is folded where letters meet, with a
    hyphen, every line within the width; the letters are all there, in order."""
    lines = [line.plain for line in wrap_text("CO[☠] Kohlenstoffmonoxid", 10)]
    assert lines[0] == "CO[☠]"
    assert all(cell_len(line) <= 10 for line in lines), lines
    assert all(line.endswith("-") for line in lines[1:-1]), lines
    assert "".join(line.removesuffix("-") for line in lines[1:]) == "Kohlenstoffmonoxid"


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyzäöüß", min_size=1, max_size=60), st.integers(3, 20))
@settings(max_examples=200, deadline=None)
def test_a_folded_word_keeps_its_letters_and_the_width(word: str, width: int) -> None:
    lines = [line.plain for line in wrap_text(word, width)]
    assert all(cell_len(line) <= width for line in lines), lines
    assert "".join(line.removesuffix("-") for line in lines) == word
