"""Our rules Markdown made to read well in a terminal, in every language.

Pure string work (no Textual, no Rich), shared by the app's F1 rules screen and ``chemcards rules``,
which renders with Rich's Markdown: both parse with markdown-it, so both need the same fixes.
"""

from __future__ import annotations

import re

_CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
#: full-width punctuation: no space beside it
_PUNCT = "\u3000-\u303f\uff00-\uffef\u2014\u2018-\u201f\u2026"  # with “”‘’, — and …
#: a soft line break inside a paragraph: the next line starts with text or with bold ("**约定：**"),
#: not with a list marker ("4. "), a table, a heading or a quote (issue 12 point 7: "CH-22）。 约定"); a
#: number that starts a line is text ("，\n4 人约 16 分钟" read "， 4 人", play-through 8, zh 12)
_SOFT_BREAK = re.compile(r"(?<=\S)\n[ \t]*(?=[^\s\-*|#>\d]|\*\*|\d+(?![\d.)]*[.)]\s))")


def join_cjk_lines(markdown: str) -> str:
    """Markdown turns a line break inside a paragraph into a space, which Chinese does not have
    ("需要 41 个 回合"): where a break meets a Chinese character, the lines are joined directly;
    where it is between a Chinese character and a Latin word, a number or a sign, by one space, the
    rule of every Chinese line (docs/i18n.md; issue 21 item 3: "再打 ×2和升温", "规则书的n+1"); next to
    full-width punctuation by none."""
    def join(m: re.Match[str]) -> str:
        if markdown[markdown.rfind("\n", 0, m.start()) + 1] == "#":  # a heading ends at its line
            return m.group(0)
        # bold on either side of the break counts as its text: "**下一次**" / "手牌检查" read
        # "下一次 手牌检查" (play-through 9) when only the "*" before the break was looked at
        before = markdown[max(0, m.start() - 3):m.start()].rstrip("*")[-1:] or markdown[m.start() - 1]
        after = markdown[m.end():m.end() + 3].lstrip("*")[:1]
        wide_before, wide_after = (bool(re.match(f"[{_CJK}]", ch)) for ch in (before, after))
        if not (wide_before or wide_after):
            return m.group(0)
        punct = re.compile(f"[{_PUNCT}]")
        if wide_before == wide_after or punct.match(before) or punct.match(after):
            return ""
        return " "

    return _SOFT_BREAK.sub(join, markdown)


#: ``**约定：**`` — CommonMark does not close emphasis whose last character is punctuation when a
#: letter follows (a Chinese character counts as one), so the stars would show as they are.
_STRONG = re.compile(r"\*\*([^*\n]+?)\*\*")
_TRAILING_PUNCT = re.compile(r"^(.*?)([：:，,。；;、！？）)]+)$", re.S)


def cjk_emphasis(markdown: str) -> str:
    """Move punctuation at the end of bold text outside the stars (``**约定：**`` → ``**约定**：``),
    where CommonMark can close the emphasis before a Chinese character. The stars are paired from
    the left as Markdown pairs them: a pattern that took a closing ``**`` for an opening one moved
    "，" between the wrong pair and left stars on the screen ("稳定**，R放射性")."""
    def fix(m: re.Match[str]) -> str:
        inner = _TRAILING_PUNCT.match(m.group(1))
        return f"**{inner.group(1)}**{inner.group(2)}" if inner and inner.group(1) else m.group(0)

    return _STRONG.sub(fix, markdown)


def tables_as_lists(markdown: str) -> str:
    """Each table row as a list item ("- **甲**——列二：乙；列三：丙"). A table cell cuts Chinese off with
    "…" when it is too narrow (there are no spaces to wrap at); a list item wraps it."""
    out: list[str] = []
    header: list[str] | None = None
    for line in markdown.split("\n"):
        if not line.startswith("|"):
            header = None
            out.append(line)
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
        elif not all(set(c) <= set("-: ") for c in cells):
            rest = "；".join(f"{h}：{c}" for h, c in zip(header[1:], cells[1:], strict=False))
            # Chinese sets a clause apart with "——", no spaces (docs/i18n.md; only zh tables
            # become lists, for_lang)
            out.append(f"- **{cells[0]}**——{rest}" if rest else f"- {cells[0]}")
    return "\n".join(out)


def for_lang(markdown: str, lang: str) -> str:
    """The rules text prepared for a terminal: bold closes everywhere; Chinese also joins its
    soft line breaks and turns tables into lists that wrap.

    The spaces between Chinese and Latin words stay as written (docs/i18n.md: one space between a
    Chinese character and a Latin word). They were once taken out because Textual's and Rich's
    wrappers break only at spaces; both screens now break by ``tui/wrap.py``, and taking them out
    left the spacing uneven ("Cu或C" beside "MnO₂ 时", issue 12 point 7)."""
    markdown = cjk_emphasis(markdown)
    if lang == "zh":
        markdown = tables_as_lists(join_cjk_lines(markdown))
    return markdown
