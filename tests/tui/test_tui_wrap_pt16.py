"""Play-through 16 zh (finding 2, checklist row 7): the narrow log's Chinese lines, at the log's
text width at 80×24. The log box is 30 columns: two border cells and, once the log scrolls, one
scrollbar cell leave 27 cells of text (28 before the scrollbar appears)."""

from __future__ import annotations

from chemcards.tui.wrap import iter_lines

LOG = 27  # the log's text width at 80×24 with its scrollbar (28 without)


def test_formula_after_colon_stays_when_it_fits() -> None:
    """"Curie 对自己的反应区出牌：Al" is 28 cells (Curie 5, a space, ten Chinese characters 20,
    Al 2): it is one line where 28 cells are free and breaks only where they are not."""
    text = "Curie 对自己的反应区出牌：Al"
    assert list(iter_lines(text, 28, ["Curie"], lang="zh")) == [text]
    assert list(iter_lines(text, LOG, ["Curie"], lang="zh")) == ["Curie 对自己的反应区出牌：", "Al"]


def test_plus_never_ends_a_line() -> None:
    """A sum's "+" goes to the next line with what it adds ("+ [CO₃] → (NH₄)₂CO₃", as "+ OH⁻"
    does), never hangs at a line's end ("计数牌 ×2）+" / "[CO₃] → …", play-through 16 zh 2)."""
    text = "你对 Curie（乙）的反应区出牌：[NH₄]（附带计数牌 ×2）+ [CO₃] → (NH₄)₂CO₃"
    lines = list(iter_lines(text, LOG, ["Curie"], lang="zh"))
    assert lines == ["你对 Curie（乙）的反应区", "出牌：[NH₄]（附带", "计数牌 ×2）",
                     "+ [CO₃] → (NH₄)₂CO₃"]
    assert not any(line.endswith("+") for line in lines)
    assert list(iter_lines(text, 28, ["Curie"], lang="zh")) == [
        "你对 Curie（乙）的反应区", "出牌：[NH₄]（附带计数牌 ×2）", "+ [CO₃] → (NH₄)₂CO₃"]


def test_stand_in_compound_line() -> None:
    """CK: "玩家1（电脑替补）打出" is 21 cells and " UN(OH)" 7 more: one line at 28, at 27 the
    formula starts the next line whole (a formula is never cut)."""
    text = "玩家1（电脑替补）打出 UN(OH)（U⁴⁺ N³⁻ [OH]⁻）：8 分（编号 12）"
    names = ["玩家1（电脑替补）", "玩家1"]
    assert next(iter_lines(text, 28, names, lang="zh")) == "玩家1（电脑替补）打出 UN(OH)"
    assert list(iter_lines(text, LOG, names, lang="zh")) == [
        "玩家1（电脑替补）打出", "UN(OH)（U⁴⁺ N³⁻ [OH]⁻）：", "8 分（编号 12）"]
