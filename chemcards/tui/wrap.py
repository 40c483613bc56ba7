"""One way to break text into lines by terminal cells (issue 12 follow-up 2, point 1).

Why our own: Rich and Textual break lines only at spaces. A Chinese sentence has none, so they fold
it wherever the width runs out: a closing mark (，。、) started the next line, and a name written
inside it ("轮到Anna出牌") was split as "A" / "nna". A save path longer than the line was cut
mid-word ("…/s" / "aves"). Here:

- widths are measured in cells (``rich.cells.cell_len``: a Chinese character takes two);
- Chinese (and Japanese) text may break between any two characters, but never before a closing
  mark nor after an opening one (the usual kinsoku rule);
- other text breaks only at spaces; a word longer than a whole line is folded: after a hyphen or a
  closing bracket it has ("Eisen(II)-" / "carbonat"), else at a syllable with a hyphen added
  ("Kohlenstoff-" / "dioxid", Pyphen's de_DE and en_US patterns), by cells only as the last resort
  (and always inside a formula);
- a particle that belongs to the character before it (的, 了, 们) never starts a line, as a closing
  mark does not ("摧毁了你" / "的 29 号" left 的 alone, play-through 15 zh 5);
- a person's name (given by the caller) and a path (anything with a "/") are never broken: a path
  too long for a line is shortened with "…" in its middle, so both its start and its file name stay;
- a card's shape and its symbol ("● 7", "■ ⇄") stay together, as a colour with its shape ("红 ● 圆形"),
  a numbered choice ("1 ● red") and a card with its points ("■ ⇄ (20)", "★+4 (50)");
- the units a reader takes as one (issue 12 point 7): a number with the word or unit after it
  ("4 Pkt.", "15 分", "3 s"), an abbreviation with its number ("Nr. 17"), a key letter with its
  label ("p 过牌"), a short quoted phrase ("„chemcards resume“", "“攻击 3”"); a caller names its
  own units (``units``: a compound entry "#7 BaO 4 Pkt.[B1]", an option "Turn time: Off"); a unit
  longer than a whole line is broken at its own spaces (by cells only for a single word);
- a list separator (" · ") stays with the entry before it: no line starts with "·"; where a line
  breaks after an entry the separator goes (the line's end separates), so none ends a line either;
- a Chinese word of ``rulesets/ui/zh_words.toml`` ("回合", "编号") is not torn in two
  (``docs/i18n.md`` says why a short list and no dictionary).

The helper takes plain strings and Rich ``Text`` (its styles follow the characters), and
``Wrapped`` is a Rich renderable that wraps itself to whatever width it is given (a notice line, a
log), so the layout follows the terminal's size.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from rich.cells import cell_len, chop_cells
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from chemcards.core.data import load_toml

#: marks that never start a line (kinsoku: closing punctuation, full- and half-width)
CLOSING = set("，。、；：！？」』）】》〉”’〕〗〙〛〞・…‥～ー々〻ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ"
              "％‰℃,.;:!?)]}%"
              "·")  # a list separator ends an entry, it never starts a line (issue 12 point 7)
#: marks that never end a line (an opening bracket or quote belongs to what follows it)
OPENING = set("「『（【《〈“‘〔〖〘〚〝([{")
#: Chinese particles that belong to the character before them: like a closing mark, none starts a
#: line ("Mendeleev 摧毁了你" / "的 29 号；…" left 的 alone at 80×24, play-through 15 zh 5)
PARTICLES = set("的了们")
#: a sum's or an equation's operators: followed by a space, one never ends a line
OPERATORS = {"+", "→", "="}

_WIDE = r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]"
#: a card's shape and its symbol ("● 7", "■ ⊘", "★+4"; CC-1: the shape always with the colour), or
#: a colour, its shape and the shape's name ("红 ● 圆形"): one unit, never broken at its spaces; a
#: card's points stay with it, also in full-width brackets ("■ 4（4）", issue 21 item 4)
SHAPES = "●■▲◆★"
_SHAPED = rf"(?:[\u2e80-\u9fff] |\d )?(?:[{SHAPES}] [\w+\-⊘⇄]+|★(?:\+4)?)(?: \(\d+\)|（\d+）)?"
#: a path: something with a slash that is not a lone fraction ("3/4") nor a URL's scheme alone
#: (a word character that is not Chinese: "元素牌/离子牌" is two words with a slash, no path; taken
#: for one, the whole run went to the next line and left a half-empty line, issue 12 point 7)
_PATH_CH = r"[^\W\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]"
_PATH = (rf"(?:~|\.{{1,2}}|[A-Za-z]:)?(?:{_PATH_CH}|[.~-])*/(?:{_PATH_CH}|[.~/\-…])*"
         rf"(?:{_PATH_CH}|[~…/])")
#: a short quoted phrase (a typed move, a command): kept on one line (issue 12 point 7)
_QUOTED = r"„[^„“\n]{1,22}“|“[^“”\n]{1,22}”|\"[^\"\n]{1,22}\"|‚[^‚‘\n]{1,22}‘|「[^「」\n]{1,22}」"
#: the word after a number or a key letter: a Latin word, a Chinese word of the list below, or
#: else one Chinese character ("{zh}" is filled in with the list)
_WORD = r"(?:[A-Za-zÄÖÜäöüß]+\.?(?![\w+\-])|{zh}|[\u2e80-\u9fff])"
#: an abbreviation with its number ("Nr. 17"); a number, or a lone key letter, with the word after
#: it ("4 Pkt.", "15 分", "p 过牌"): the space between them is no place to end a line
_GLUED = (rf"\b[A-Za-z][a-z]?\. \d+(?:[.,]\d+)*"
          # an element with its charges ("S −2/+4"), numbers on either side of a slash ("10 / 5"),
          # an operator with what follows it ("+ OH⁻", "→ CO₂"): the line starts with the operator
          rf"|\b[A-Z][a-z]? [+\-−]\d+(?:/[+\-−]\d+)*(?![\w/])"
          rf"|(?<= )[+=→] (?:[^\s\u2e80-\u9fff]+|[\u2e80-\u9fff])"
          # a short upper-case abbreviation with its number ("HP 2", "LP 4")
          rf"|\b[A-Z]{{2,3}} [+\-−]?\d+(?![\w/])"
          # a Chinese identity card or pronoun with the Latin name after it ("乙 Curie")
          # (not a formula that an equation goes on from: "或 Ba + OH⁻" keeps "Ba + OH⁻" whole)
          rf"|(?<![\u2e80-\u9fff])[\u2e80-\u9fff] [A-Za-z][\w.\-]*+(?! [+→=] )"
          # a number with a Chinese word before it ("编号 2") and the word after it ("15 分"); not
          # a formula's coefficient ("再选 2C + O₂": the equation is the unit); not a particle
          # (的 goes with the word before it: "你的" / "29 号", play-through 15 zh 5)
          rf"|(?:(?:{{zh}}|(?![的了们])[\u2e80-\u9fff]) (?=[+\-−]?\d))?"
          rf"(?<![\w.+\-−'’])(?:[+\-−]?\d+(?![A-Z(\[])(?:[.,:/]\d+)*(?: / \d+)*(?: {_WORD})?"
          rf"|[A-Za-z] {_WORD})"
          # a named key with the word after it ("Esc 离开", "Del 删除", "⏎ 执行", "F1 规则"): the
          # key and what it does on one line (issue 12 point 7)
          rf"|(?<![\w+\-])(?:Esc|Del|Entf|Tab|Enter|⏎|F\d{{1,2}}|(?:Ctrl|Strg|Shift|Alt)\+\w)[:：]? "
          # its word: a Latin one, a Chinese word of the list ("关闭本页"), or the two Chinese
          # characters of a verb ("离开", "执行")
          rf"(?:[A-Za-zÄÖÜäöüß]+\.?(?![\w+\-])|{{zh}}|[\u4e00-\u9fff]{{1,2}})")


@cache
def _zh_words() -> str:
    """The Chinese words kept whole (``rulesets/ui/zh_words.toml``), as one pattern, longest
    first; single characters in the list are left out (they never break anyway)."""
    words = sorted({w for w in [*load_toml("ui", "zh_words.toml").get("words", []), *_card_names(),
                                *_substance_names()]
                    if len(w) > 1}, key=len, reverse=True)
    return "|".join(re.escape(w) for w in words) or "(?!)"


def _card_names() -> list[str]:
    """Every card's Chinese name, taken from the games' catalogues (not listed by hand): a card's
    name is one unit, never torn in two ("升" / "温", "计数" / "牌", "罚摸" / "二"; issue 12 point 7):
    the CHEMIS function cards (rulesets/chemis/deck.toml) and its counter card (i18n.toml, ``fn_*`` and
    ``counter_name`` without its multiplier), the Color Clash ranks and wild cards
    (rulesets/color-clash/cards.toml)."""
    names: list[str] = []
    # the function cards from the deck's data: the shell reads game data, never a game package
    # (games stay independent of each other, and tui imports no game; lint-imports)
    functions = {f"fn_{card.get('name')}" for card in load_toml("chemis", "deck.toml").get("function", [])}
    chemis = load_toml("chemis", "i18n.toml")
    for key, entry in chemis.items():
        if (key in functions or key == "counter_name") and isinstance(entry, dict):
            zh = entry.get("zh")
            if isinstance(zh, str):
                names.append(re.sub(r"\{[^}]*\}", "", zh).replace("×", "").strip())  # "×{n} 计数牌"
    cards = load_toml("color-clash", "cards.toml")
    for group in ("ranks", "wilds"):
        for card in cards.get(group, []):
            zh = card.get("name", {}).get("zh") if isinstance(card.get("name"), dict) else None
            if isinstance(zh, str):
                names.append(zh)
    return [n for n in names if n and re.fullmatch(r"[\u4e00-\u9fff]+", n)]


def _substance_names() -> list[str]:
    """Every substance's Chinese name from the chemistry data (rulesets/chemistry/substances.toml),
    without its note in brackets ("碳化钙（电石）"): a name is one unit, never torn in two
    ("FeCO₃[↓] 碳酸亚" / "铁" in a CHEMIS zone at 80×24, session 16)."""
    names = (str(entry.get("zh", "")).split("（")[0]
             for entry in load_toml("chemistry", "substances.toml").get("substance", []))
    return [n for n in names if re.fullmatch(r"[\u4e00-\u9fff]{2,6}", n)]


#: a chemical formula ("KClO₃", "O×3", "Ba(OH)₂", "[CO₃]", "2H₂O") and an equation or sum of them
#: ("K + Cl + O×3 → KClO₃", "NH₃ + O₂", also with a word for a formula: "金属 + O"): one unit, so
#: no line starts with "+ Cl" or ends with the lone "K" (issue 21 item 1, the zh F1 rules); a short
#: note glued to it stays with it ("Ba + OH⁻（带 ×2）")
_FORMULA = r"\d*[A-Z(\[][A-Za-z0-9()\[\]\u2080-\u2089\u2070-\u2079\u00b2\u00b3\u00b9\u207a\u207b×]*"
_EQUATION = (rf"(?<![\w+\-−])(?:{_FORMULA}|[\u4e00-\u9fff]{{1,4}})(?: [+→=] (?:{_FORMULA}))+"
             rf"(?![\w+\-−])(?:（[^（）\n]{{1,6}}）)?")

#: a name's possessive, kept with the name as one whole (play-through 10, finding 1: "Maximilian-
#: Alexander" / "'s turn"): English "'s" (or a lone "'" before a space), Chinese "的", also after the
#: CHEMIS identity in brackets ("小红（乙）的反应区"); German says "Zone von Ben (B)", no genitive
_POSSESSIVE = r"(?:['’]s(?![\w'’])|['’](?=\s)|(?: ?（[甲乙丙丁戊己]）)? ?的)?"

#: a list separator, glued to the entry before it (a line may end after it); a multiplier ("O ×3",
#: "（带 ×2）") glued to what it multiplies
_SEP = (r"(?<=\S) [·|](?= )|(?<=\S) ×\d+"
        # a CHEMIS identity letter in brackets after its person: "Ben (B)", "Curie（乙）" (the letter
        # alone at a line's start read as a new entry; play-through 8, de 3, docs/i18n.md)
        r"|(?<=\S) \([A-F]\)|(?<=[^\s（])（[甲乙丙丁戊己]）")

#: a key group: a key in brackets, alone or with what it does ("（c）", "(l)", "（Esc 返回）",
#: "(Esc: back)", "(F1: die Regel dazu)"): one unit, and glued to the word before it, so neither
#: "（Esc" / "返回）" nor "抢先抓" / "（c）" is split (issue 12 point 7, play-through 8 zh 1)
_KEY_NAME = (r"(?:Esc|Enter|Tab|Del|Entf|Space|Leertaste|空格|回车|⏎|F\d{1,2}"
             r"|(?:Ctrl|Strg|Shift|Umschalt|Alt)\+\S|[A-Za-z0-9?+\-←→↑↓])")
_KEY = (rf"(?:(?<=\S) )?[（(]"
        # a count in brackets is no key ("摸牌堆（3 张）" broke as "摸牌" / "堆（3 张）", session 16)
        rf"(?!\d+ [\u4e00-\u9fff])"
        rf"{_KEY_NAME}"
        # what it does after a colon or a space, no list in it ("(H, Filter, Zn)" is no key group)
        rf"(?:(?:[:：] ?| )[^\s()（）:：,，、;；][^()（）\n,，、;；]{{0,18}})?[）)]")
#: a sentence's end: a key group after it is not glued to the word before it (play-through 18 de 5)
_SENTENCE_END = set(".!?。！？")
#: an entry of a Chinese list between "、" (and its brackets): a short name kept whole, a card's
#: name among the cards drawn ("（[CO₃]、H、通电、O）" broke as "通" / "电", play-through 8 zh 1)
_LISTED = r"(?<=[（、])[\u4e00-\u9fff]{2,4}(?=[、）])"


@cache
def _wide() -> re.Pattern[str]:
    """``_WIDE`` compiled at its first use: its ranges take about 3 ms to compile, which the
    launcher's first frame paid at import without wrapping anything (issue 12 point 8)."""
    return re.compile(_WIDE)


def _is_wide(ch: str) -> bool:
    return bool(_wide().match(ch))


@dataclass(frozen=True)
class _Piece:
    """A run of characters that is never broken inside, and whether a line may end before it."""

    start: int
    end: int
    space: bool = False
    #: a name or a path: shortened in the middle if it cannot fit a line, never broken
    whole: bool = False
    #: a list separator (" ·"): never starts a line, it stays with the entry before it
    glue: bool = False
    #: a key group glued to the word before it: it starts a line only when the two together are
    #: wider than a whole line ("4 ◆ green (Esc: back)" in a narrow column)
    key: bool = False


def _pieces(plain: str, names: Iterable[str], units: Iterable[str] = (), bare: bool = False) -> list[_Piece]:
    """The text cut into runs: a name or path whole, a unit (a card, a number with its word, a
    caller's unit), a separator, a run of spaces, one wide character, a word."""
    keep = sorted({n for n in names if n and n.strip()}, key=len, reverse=True)
    own = sorted({u for u in units if u and u.strip()}, key=len, reverse=True)
    # a caller's unit before a name: one that begins with a name ("Anna erwischen (c)") is the
    # caller's whole phrase, not the name alone (play-through 23, zh 3)
    whole = re.compile("|".join([
        *([f"(?P<unit>{'|'.join(re.escape(u) for u in own)})"] if own else []),
        *(re.escape(n) + _POSSESSIVE for n in keep),
        f"(?P<key>{_KEY})", f"(?P<quoted>{_QUOTED})", _PATH, f"(?P<shaped>{_SHAPED})",
        f"(?P<equation>{_EQUATION})",
        f"(?P<glued>{_GLUED.replace('{zh}', _zh_words())})", f"(?P<sep>{_SEP})",
        f"(?P<word>{_zh_words()}|{_LISTED})"]))
    protected: dict[int, int] = {}
    # a card, a unit or a quote too long for a line is folded like a word, not shortened: what is
    # in it must stay readable; only a name or a path is shortened in its middle
    folded: set[int] = set()
    seps: set[int] = set()
    keys: set[int] = set()
    # bare (a unit too long for its line, broken again at its spaces): a Chinese word of the list
    # still stays whole ("从 49/21 移" / "走铜" in a narrow log, play-through 10)
    words = re.compile(f"(?P<word>{_zh_words()})")
    for m in (words if bare else whole).finditer(plain):
        if m.end() > m.start():
            protected[m.start()] = m.end()
            if m.lastgroup == "sep" or (m.lastgroup == "key" and m.start() > 0
                                        and not plain[m.start() - 1].isspace()
                                        and plain[m.start() - 1] not in _SENTENCE_END):
                # glued to the entry or word before it; after a sentence's end the key group is a
                # note of its own, which may start a line ("… 4 Karten O." / "(F1: die Regel
                # dazu)", not "… 4 Karten" / "O. (F1: …)": play-through 18 de 5)
                seps.add(m.start())
            if m.lastgroup == "key":
                keys.add(m.start())
            elif m.lastgroup is not None:
                folded.add(m.start())
    out: list[_Piece] = []
    i = 0
    while i < len(plain):
        if i in protected:
            out.append(_Piece(i, protected[i], whole=i not in folded and i not in seps,
                              glue=i in seps, key=i in keys))
            i = protected[i]
            continue
        ch = plain[i]
        j = i + 1
        if ch.isspace():
            while j < len(plain) and plain[j].isspace() and j not in protected:
                j += 1
            out.append(_Piece(i, j, space=True))
        elif not _is_wide(ch):
            while (j < len(plain) and j not in protected and not plain[j].isspace()
                   and not _is_wide(plain[j])):
                j += 1
            out.append(_Piece(i, j))
        else:
            out.append(_Piece(i, j))
        i = j
    return out


def _may_break(before: str, after: str, prev: _Piece, piece: _Piece) -> bool:
    """A line may end between ``before`` (the last character so far) and ``after``."""
    if piece.glue:
        return False
    if piece.space or prev.space or piece.key:  # a key group not glued: after a sentence's end
        return True
    if after in CLOSING or after in PARTICLES or before in OPENING:  # kinsoku
        return False
    return _is_wide(before) or _is_wide(after)


def _number_and_unit(plain: str, prev: _Piece, piece: _Piece) -> bool:
    """A number and the Chinese unit after it ("4 人", "17 回合", "6 分") stay on one line: the
    Chinese texts set a space between them (docs/i18n.md), and a line ending "（4" read as a cut
    (issue 21 item 5). A multiplier is no such number: "×2 计数牌" (the counter card, play-through
    25) may break after "×2", so the card's name is never torn instead."""
    if piece.space and plain[piece.start:piece.end] == " " and piece.end < len(plain):
        return _count_before(plain, piece.start) and bool(re.match(r"[\u4e00-\u9fff]", plain[piece.end]))
    if prev.space and plain[prev.start:prev.end] == " " and prev.start > 0:
        return _count_before(plain, prev.start) and bool(re.match(r"[\u4e00-\u9fff]", plain[piece.start]))
    return False


def _count_before(plain: str, end: int) -> bool:
    """Whether digits end at ``end``, and they are a count, not a multiplier ("×2")."""
    start = end
    while start > 0 and plain[start - 1].isdigit():
        start -= 1
    return start < end and (start == 0 or plain[start - 1] != "×")


def _shorten_whole(text: str, width: int) -> str:
    """A name or path in at most ``width`` cells, shortened in its middle; a name's possessive
    ("'s", "（乙）的") stays whole after it ("Maximili…der's")."""
    tail = re.search(_POSSESSIVE[:-1] + "$", text) if not text.endswith(("/", "…")) else None
    if tail and tail.start() and cell_len(tail.group(0)) < width - 1:
        return shorten_middle(text[:tail.start()], width - cell_len(tail.group(0))) + tail.group(0)
    return shorten_middle(text, width)


def shorten_middle(text: str, width: int) -> str:
    """``text`` in at most ``width`` cells, with "…" in its middle (a path keeps its start and its
    file name)."""
    if cell_len(text) <= width:
        return text
    if width <= 1:
        return "…"[:width]
    left_cells = (width - 1 + 1) // 2
    right_cells = width - 1 - left_cells
    left = chop_cells(text, left_cells)[0] if left_cells else ""
    right = ""
    for ch in reversed(text):
        if cell_len(ch + right) > right_cells:
            break
        right = ch + right
    return f"{left}…{right}"


def wrap_text(text: Text | str, width: int, names: Iterable[str] = (),
              units: Iterable[str] = (), lang: str | None = None) -> list[Text]:
    """``text`` broken into lines of at most ``width`` cells by the rules above (hard line breaks
    kept). Styles stay on their characters; a name or path that cannot fit is shortened. ``lang``:
    the language of the text, for the syllables of a word longer than a line (:func:`_fold`)."""
    source = text if isinstance(text, Text) else Text(text)
    width = max(1, width)
    names = list(names)
    units = list(units)
    lines: list[Text] = []
    for paragraph in source.split("\n", allow_blank=True):
        lines.extend(_wrap_paragraph(paragraph, width, names, units, lang=lang))
    return lines


def _wrap_paragraph(para: Text, width: int, names: list[str], own: list[str],
                    bare: bool = False, inner: bool = False, lang: str | None = None) -> list[Text]:
    """One paragraph's lines. ``bare``: only spaces, wide characters and kinsoku decide (a unit
    longer than the line is broken again this way, at its spaces before its cells)."""
    plain = para.plain
    pieces = _pieces(plain, names, own, bare)
    # glue pieces into units that may not be split from each other (kinsoku, "Anna," "word.")
    units: list[list[_Piece]] = []
    for k, piece in enumerate(pieces):
        # a space before a closing mark ("H +1/−1 …）") is no break either: the mark would start
        # the next line
        closing_next = (piece.space and k + 1 < len(pieces)
                        and plain[pieces[k + 1].start] in CLOSING)
        # a key group goes to the next line alone only when it and the word before it together
        # are wider than a line (else the word before it would be broken by cells)
        key_alone = (piece.key and bool(units)
                     and cell_len(plain[units[-1][0].start:piece.end]) > width
                     and cell_len(plain[piece.start:piece.end].lstrip()) <= width)
        # an operator with a space after it ("）+ [CO₃]") never ends a line: it starts the next
        # one with what it adds, as "+ OH⁻" does ("计数牌 ×2）+" / "[CO₃] → …", play-through 16 zh 2)
        after_operator = k > 0 and (
            (piece.space and plain[pieces[k - 1].start:pieces[k - 1].end] in OPERATORS)
            or (k > 1 and pieces[k - 1].space
                and plain[pieces[k - 2].start:pieces[k - 2].end] in OPERATORS))
        if units and not key_alone and (
                closing_next or after_operator
                or (units[-1][-1].space and plain[piece.start] in CLOSING)
                or not _may_break(plain[piece.start - 1], plain[piece.start], units[-1][-1], piece)
                or _number_and_unit(plain, units[-1][-1], piece)):
            units[-1].append(piece)
        else:
            units.append([piece])
    lines: list[Text] = []
    line = Text()
    used = 0
    #: the line so far ends with an entry and its list separator (" ·"): at a break the separator
    #: goes, the line's end separates (play-through 21 zh: "1 ● 红色 ·" at a line's end), also
    #: after an entry that took two lines (play-through 22 de, zh: "(LP +1 beim" / "Sterben) ·" /
    #: "N₂ Stickstoff": the next entry's formula shows where it begins)
    ends_with_separator = False

    def flush(at_break: bool = True) -> None:
        nonlocal line, used, ends_with_separator
        line.rstrip()
        if at_break and ends_with_separator and line.plain.endswith(" ·"):
            line.right_crop(2)
        lines.append(line)
        line, used, ends_with_separator = Text(), 0, False

    for unit in units:
        if all(p.space for p in unit):
            if used:  # a space ends a line, never starts one
                chunk = para[unit[0].start:unit[-1].end]
                line.append_text(chunk)
                used += chunk.cell_len
            continue
        separated = unit[-1].glue and plain[unit[-1].start:unit[-1].end] == " ·"
        chunk = Text()
        # a name glued to what follows it ("Maximilian-Alexander:", "…（乙）的") that cannot fit a
        # line together is shortened in its middle so the unit fits, never folded by cells inside
        # the name (play-through 10, finding 1)
        rest = sum(cell_len(plain[p.start:p.end]) for p in unit if not p.whole)
        room = width - rest if rest < width - 1 else width
        for p in unit:
            part = para[p.start:p.end]
            if p.whole and part.cell_len > room:  # a name or path too long: shorten it
                part = Text(_shorten_whole(part.plain, room), style=_style_at(para, p.start))
            chunk.append_text(part)
        size = chunk.cell_len
        # the separator takes no room at a line's end: it goes at the break that follows
        needed = size - 2 if separated else size
        if used and used + needed > width:
            flush()
        if not used and chunk.plain[:1].isspace():  # a key group's own space never starts a line
            chunk = chunk[len(chunk.plain) - len(chunk.plain.lstrip()):]
            size = chunk.cell_len
            needed = size - 2 if separated else size
        if needed > width and not bare and not any(p.whole for p in unit) \
                and " " in chunk.plain.strip():
            # a unit longer than a whole line ("#6 NaAuCrO₄ (✱×2) 23 pts[+P]" in a narrow column)
            # breaks at its own spaces, not by cells ("10 pt" / "s"), and not between a number
            # and its word either ("#11 AgOH (✱×1) 8" / "points", play-through 8, en 6): the
            # glued pairs hold inside it; only if they cannot, at its bare spaces
            if used:
                flush()
            parts = _wrap_paragraph(chunk, width, [], [], bare=inner, inner=True, lang=lang)
            for part in parts[:-1]:
                lines.append(part)
            line, used, ends_with_separator = parts[-1], parts[-1].cell_len, separated
            continue
        if needed > width:  # one word longer than a line: folded by cells, the last resort
            for piece in _fold(chunk, width, lang):
                if used:
                    flush()
                line.append_text(piece)
                used = piece.cell_len
            ends_with_separator = False
            continue
        line.append_text(chunk)
        used += size
        ends_with_separator = separated
    if used or not lines:  # a separator the text ends with stays, unless the line has no room for it
        flush(at_break=used > width)
    return lines


def _style_at(text: Text, offset: int) -> str:
    styles = [str(span.style) for span in text.spans if span.start <= offset < span.end]
    return " ".join(s for s in [str(text.style or ""), *styles] if s)


def _fold(chunk: Text, width: int, lang: str | None = None) -> list[Text]:
    """A word longer than a line in lines of ``width`` cells. A word of letters (no wide
    characters) is folded where a reader expects it (play-through 15, de 2: "Eisen(II)-carb-" /
    "onat" and "Kohlenstoffdio-" / "xid" in a CHEMIS zone at 80×24): after its own hyphen or
    closing bracket ("Eisen(II)-" / "carbonat"), else at a syllable with a hyphen added
    (:func:`_syllables`), and only where neither fits at the last letter that fits, with a hyphen
    ("Kohlenstoffmono-" / "xid", play-through 13, de 2); anything else by cells
    (:func:`_cell_cuts`)."""
    plain = chunk.plain
    if width < 3 or any(_is_wide(ch) for ch in plain):
        return list(chunk.divide(_cell_cuts(plain, width)))
    own, syllables = _fold_points(plain, lang)
    lines: list[Text] = []
    start = 0
    while cell_len(plain[start:]) > width:
        end, hyphen = _fold_at(plain, start, width, own, syllables)
        piece = chunk[start:end]
        if hyphen:
            piece.append("-", style=_style_at(chunk, end - 1))
        lines.append(piece)
        start = end
    lines.append(chunk[start:])
    return lines


#: a run of letters, and one that is a word of a language rather than a formula's symbols ("NaHCO",
#: "OH"): at most one capital, at its start, then at least three small letters
_LETTERS = re.compile(r"[A-Za-zÄÖÜäöüß]+")
_PLAIN_WORD = re.compile(r"[A-ZÄÖÜ]?[a-zäöüß]{3,}")
_VOWELS = set("aeiouyäöüAEIOUYÄÖÜ")
#: the hyphenation patterns for a language of the app (Chinese text meets Latin words only as
#: names and formulas; a word there, or where the caller does not say, breaks only where both agree)
_PATTERNS = {"de": "de_DE", "en": "en_US"}


class _Patterns:
    """A hyphenation file's text as ``pyphen.HyphDict`` reads a file (its first line names the
    encoding): the de_DE file holds a list of 69 000 words before its patterns (``NEXTLEVEL``);
    Pyphen reads both as patterns, which took three seconds at the first German fold and gave
    "Deut-sch-land", "Fort-s-chritt". The patterns alone load in a tenth of that."""

    def __init__(self, text: str) -> None:
        self.text = text

    def open(self, mode: str = "rb") -> io.BytesIO:
        return io.BytesIO(self.text.split("\n", 1)[0].encode("ascii", "replace") + b"\n")

    def read_text(self, encoding: str = "utf-8") -> str:
        return self.text


@cache
def _dictionary(lang: str) -> Callable[[str], Iterable[int]]:
    """The hyphenation points of a word in ``lang``: the last level of Pyphen's dictionary file
    (its patterns), or Pyphen's own reading of the whole file should that way ever fail. Pyphen
    is imported here, at the first fold of a word: its import lists its ~100 dictionary files,
    which the launcher's first frame does not need (issue 12 point 8)."""
    import pyphen

    try:
        raw = pyphen.LANGUAGES[_PATTERNS[lang]].read_bytes()
        encoding = raw.split(b"\n", 1)[0].decode("ascii").strip()
        head, _, body = raw.decode(encoding).partition("\n")
        hyph = pyphen.HyphDict(_Patterns(head + "\n" + body.split("\nNEXTLEVEL")[-1]))
        return lambda word: [p for p in hyph.positions(word) if not p.data]
    except (AttributeError, LookupError, OSError, TypeError, ValueError):
        whole = pyphen.Pyphen(lang=_PATTERNS[lang])
        return lambda word: [p for p in whole.positions(word) if not p.data]


@cache
def _syllables(word: str, lang: str | None) -> tuple[int, ...]:
    """Where ``word`` may be hyphenated: Pyphen's points for the language (German "Koh-len-stoff-
    di-oxid"), or, for no known language, the points German and English agree on. A point next to
    a piece of one letter or with no vowel is dropped (the German patterns give "ca-r-bo-nat" and
    "Deut-sch-land"), so no line ends "Deut-" / "schland" or "Calciumca-" / "rbonat"."""
    if lang in _PATTERNS:
        points = {int(p) for p in _dictionary(lang)(word)}
    else:
        points = {int(p) for p in _dictionary("de")(word)} & {int(p) for p in _dictionary("en")(word)}
    # two letters at least before the first point and after the last (Pyphen's default)
    points = {p for p in points if 2 <= p <= len(word) - 2}
    edges = [0, *sorted(points), len(word)]
    bad: set[int] = set()
    for left, right in pairwise(edges):
        piece = word[left:right]
        if len(piece) < 2 or not _VOWELS.intersection(piece):
            bad.update((left, right))
    return tuple(p for p in sorted(points) if p not in bad)


def _fold_points(plain: str, lang: str | None) -> tuple[list[int], list[int]]:
    """Where a long word may be folded: after its own hyphen or closing bracket (no hyphen added),
    and at the syllables of its words (a hyphen added). A formula (a chunk with no word of a
    language in it: "NaAuCrO₄", "Ba(OH)₂") has no syllables: it folds before an element's symbol
    or a bracket, never inside a symbol and with no hyphen, which would read as part of it."""
    words = [m for m in _LETTERS.finditer(plain) if _PLAIN_WORD.fullmatch(m.group())]
    if not words:
        return _symbols(plain), []
    own = [i for i in range(2, len(plain))
           if plain[i - 1] in "-)]" and plain[i].isalpha() and plain[i - 2] not in " -"]
    syllables = [m.start() + p for m in words for p in _syllables(m.group(), lang)]
    return own, syllables


def _symbols(plain: str) -> list[int]:
    """Where a formula may be folded: before an element's symbol or a group outside any brackets
    ("Ba(OH)₂" / "Ca(OH)₂", never "Ba(OH)₂Ca" / "(OH)₂")."""
    points: list[int] = []
    depth = 0
    for i, ch in enumerate(plain):
        starts = ch.isupper() or (ch in "([" and not plain[i - 1:i].isalpha())
        if i and depth == 0 and starts:
            points.append(i)
        depth += (ch in "([") - (ch in ")]")
        depth = max(depth, 0)
    return points


def _strong(plain: str, point: int, syllables: list[int]) -> bool:
    """A syllable point after a syllable of three letters or more: "Kohlenstoff-" / "dioxid"
    reads better than "Kohlenstoffdi-" / "oxid" (both are right in German)."""
    before = max((p for p in syllables if p < point), default=0)
    letters = _LETTERS.search(plain[before:point][::-1])
    return letters is not None and letters.start() == 0 and len(letters.group()) >= 3


def _fold_at(plain: str, start: int, width: int, own: list[int], syllables: list[int]) -> tuple[int, bool]:
    """Where the line from ``start`` ends, and whether a hyphen is added: at the word's own hyphen
    or bracket when that fills half the line, else at the last syllable that fits with its hyphen
    (one after a syllable of three letters or more if that fills two thirds of the line), else at
    its own hyphen all the same; only else at the last letter that fits."""
    limit = start + width  # no wide characters here: one cell each
    hard = max((p for p in own if start < p <= limit), default=None)
    fits = [p for p in syllables if start < p <= limit - 1]
    soft = max(fits, default=None)
    # a point after a longer syllable when it still fills two thirds of the line
    strong = [p for p in fits if 3 * (p - start) >= 2 * width and _strong(plain, p, syllables)]
    if strong:
        soft = max(strong)
    if hard is not None and (2 * (hard - start) >= width or soft is None or soft <= hard):
        return hard, False
    if soft is not None:
        return soft, True
    if plain[limit - 1].isalpha() and plain[limit].isalpha():
        return limit - 1, True
    return limit, False


def _cell_cuts(plain: str, width: int) -> list[int]:
    """Where a unit longer than a line is folded; a closing mark takes the character before it
    along to the next line rather than start a line alone ("黄 ▲ 三角" / "形、")."""
    cuts: list[int] = []
    used = 0
    for i, ch in enumerate(plain):
        size = cell_len(ch)
        if used + size > width and used:
            # (only where the two fit a line together: at 3 cells "，的" would not)
            along = ((ch in CLOSING or ch in PARTICLES) and i - 1 > (cuts[-1] if cuts else 0)
                     and cell_len(plain[i - 1:i + 1]) <= width)
            cut = i - 1 if along else i
            cuts.append(cut)
            used = cell_len(plain[cut:i])
        used += size
    return cuts


class Wrapped:
    """A Rich renderable: ``text`` wrapped by ``wrap_text`` to the width it is rendered at (a
    notice line, a log, a dialog's body), so Rich and Textual never wrap it again their own way."""

    def __init__(self, text: Text | str, names: Iterable[str] = (), units: Iterable[str] = (), *,
                 max_lines: int | None = None, lang: str | None = None) -> None:
        # text from outside (a name, a log line) is shown as typed: a control character (an
        # escape sequence in a name) becomes "?", as ``safe_text`` does for markup (issue 13)
        if isinstance(text, str):
            text = Text("".join(ch if ch.isprintable() or ch == "\n" else "?" for ch in text))
        self.text = text
        self.names = tuple(names)
        self.units = tuple(units)
        #: at most this many lines: the last one kept ends in "…" when more would follow (a status
        #: line of two rows is never cut silently, issue 12 point 7.1)
        self.max_lines = max_lines
        #: the text's language: where a word longer than a line is hyphenated (``wrap_text``)
        self.lang = lang

    @property
    def plain(self) -> str:
        return self.text.plain

    def __repr__(self) -> str:
        """The text itself: a widget showing it reads as its text (``str(static.render())``, as a
        ``Text`` does), in tests and in Textual's debug output alike."""
        return self.text.plain

    def lines(self, width: int) -> list[Text]:
        lines = wrap_text(self.text, width, self.names, self.units, self.lang)
        if self.max_lines is not None and len(lines) > self.max_lines:
            lines = lines[:max(1, self.max_lines)]
            last = lines[-1]
            last.truncate(max(0, width - 1))
            last.rstrip()
            last.append("…")
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            line.no_wrap = True
            line.end = "\n"
            yield line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(p) for p in self.text.plain.split("\n")), default=0)
        return Measurement(min(widest, 2), min(widest, options.max_width))


def iter_lines(text: str, width: int, names: Iterable[str] = (),
               units: Iterable[str] = (), lang: str | None = None) -> Iterator[str]:
    """Plain lines (for tests and plain-text output)."""
    for line in wrap_text(text, width, names, units, lang):
        yield line.plain


def line_ranges(plain: str, width: int, names: Iterable[str] = ()) -> list[tuple[int, int]] | None:
    """Where ``wrap_text`` breaks ``plain``: (start, end) offsets of each line, for text that is
    styled elsewhere (Textual's ``Content`` of a Markdown block) and only needs the break points.
    None where a line is not a piece of the text as it is (a name or path shortened to fit)."""
    ranges: list[tuple[int, int]] = []
    pos = 0
    for line in wrap_text(plain, width, names):
        start = plain.find(line.plain, pos)
        if start < 0:
            return None
        end = start + len(line.plain)
        ranges.append((start, end))
        pos = end
    return ranges
