"""CHEMIS actions and their notation (docs/notation-chemis.md).

An action names card *kinds* and a target zone by its owner's identity (甲 … 己, ASCII A … F), so
its text never depends on which physical cards move::

    乙: H+Cl -> HCl              form a substance in 乙's zone (CH-6 I, CH-18)
    乙: Ba+[OH]*2 -> Ba(OH)2     a counter ×2 on the one OH⁻ card (CH-18)
    丙: [SO4] on Fe -> FeSO4     an acid radical onto a metal in the zone (CH-6 II)
    甲: heat                     a function card (CH-6 III, CH-23..27)
    丙: x2 on C                  a counter on a reactant in the zone (CH-19); ``x2 on ignite``
    react 2C + O2 -> 2CO         choose the reaction that goes first (CH-21)
    pass / end / discard Na      out-of-turn pass, end of turn (CH-7), hand-limit discard (CH-9)

``*`` may be written ``×``; ``x2`` may be written ``×2``; identities may be ASCII letters. A
function card, ``on``, ``pass`` and ``end`` may also be typed as the player's language shows them
(``乙: 降温``, ``丙: [SO4] 作用于 Fe``, ``A: Erhitzen``); ``str(action)`` always writes the notation.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import NamedTuple

from chemcards.core.i18n import tr

from .catalogue import FUNCTIONS
from .state import IDENTS, IDENTS_ASCII

Part = tuple[str, int]  # (card token, counter on it: 1, 2 or 3)


def _target(formula: str, occ: int) -> str:
    return formula if occ == 1 else f"{formula}#{occ}"


@lru_cache(maxsize=4096)
def _parts_text(parts: tuple[Part, ...]) -> str:
    """Kept per parts: every play's log line writes its action (``str``), and the parts repeat
    (issue 18 point 3, session 20); bounded, since typed moves (a person, an online client) may
    name any parts."""
    return "+".join(tok if t == 1 else f"{tok}*{t}" for tok, t in parts)


class Form(NamedTuple):
    zone: int  # identity of the zone's owner
    parts: tuple[Part, ...]
    formula: str

    def __str__(self) -> str:
        # a typed play may leave the product out ("A: Al"); the engine finds it (``canonical``).
        # Its text then has no "->": "甲: Al -> " read back as nothing after '->', and a record
        # holding it could be neither resumed nor redone (play-through 20, de 1)
        product = f" -> {self.formula}" if self.formula else ""
        return f"{IDENTS[self.zone]}: {_parts_text(self.parts)}{product}"


class Salt(NamedTuple):
    zone: int
    parts: tuple[Part, ...]  # acid-radical ion cards (with counters)
    metal: str
    occ: int  # which item of that formula (1 = first)
    formula: str

    def __str__(self) -> str:
        target = _target(self.metal, self.occ)
        product = f" -> {self.formula}" if self.formula else ""  # as ``Form``'s
        return f"{IDENTS[self.zone]}: {_parts_text(self.parts)} on {target}{product}"


class Function(NamedTuple):
    zone: int
    name: str

    def __str__(self) -> str:
        return f"{IDENTS[self.zone]}: {self.name}"


class Counter(NamedTuple):
    zone: int
    times: int
    target: str  # a formula in the zone, or "ignite" for an Ignite's oxygen (CH-25)
    occ: int

    def __str__(self) -> str:
        return f"{IDENTS[self.zone]}: x{self.times} on {_target(self.target, self.occ)}"


class React(NamedTuple):
    equation: str

    def __str__(self) -> str:
        return f"react {self.equation}"


class Pass(NamedTuple):
    kind: str = "pass"  # a field, so that Pass() and End() are different values (equal empty tuples)

    def __str__(self) -> str:
        return "pass"


class End(NamedTuple):
    kind: str = "end"

    def __str__(self) -> str:
        return "end"


class Drop(NamedTuple):
    token: str

    def __str__(self) -> str:
        return f"discard {self.token}"


Action = Form | Salt | Function | Counter | React | Pass | End | Drop
ZoneAction = Form | Salt | Function | Counter

#: the languages whose words a typed move may use (the catalogue's)
_LANGS = ("de", "en", "zh")


def _words(key: str) -> tuple[str, ...]:
    """A catalogue word in every language, folded for comparison."""
    return tuple(tr("chemis", key, lang).casefold() for lang in _LANGS)


@cache
def _function_names() -> dict[str, str]:
    """Function-card names as the screen shows them (de/en/zh, any case) -> the notation's name: a
    newcomer typed ``乙: 降温`` and got a syntax error with an English example."""
    out = {name: name for name in FUNCTIONS}
    for name in FUNCTIONS:
        for word in _words("fn_" + name):
            out.setdefault(word, name)
    return out


@cache
def _on() -> str:
    """``on`` as a regular expression: the notation's word or the player's (``auf``, ``作用于``)."""
    words = sorted({"on", *_words("word_on")}, key=len, reverse=True)
    latin = [re.escape(w) for w in words if w.isascii()]
    other = [re.escape(w) for w in words if not w.isascii()]  # Chinese needs no spaces around it
    spaced = rf"\s+(?:{'|'.join(latin)})\s+"
    return f"(?:{spaced}|\\s*(?:{'|'.join(other)})\\s*)" if other else spaced


@cache
def _simple() -> dict[str, Pass | End]:
    """``pass`` and ``end``, the words the hints use for them (``过牌``, ``den Zug beenden``), the
    short words the refusal's examples show (``beenden``: no English example on a German screen)
    and the other words a player may type for a pass (``word_pass``, "/"-separated: ``跳过`` was
    CHEMIS's word until issue 21 item 3 made it 过牌, which a player may still type)."""
    out: dict[str, Pass | End] = {"pass": Pass(), "end": End()}
    for word in _words("do_pass"):
        out.setdefault(word, Pass())
    for words in _words("word_pass"):
        for word in words.split("/"):
            out.setdefault(word.strip(), Pass())
    for key in ("do_end", "word_end"):
        for word in _words(key):
            out.setdefault(word, End())
    return out


#: the subscript digits of the screen's formulas ("[SO₄]", "K₂SO₄") read as plain digits
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_PART = re.compile(r"^(\[[A-Za-z0-9]+\]|[A-Z][a-z]?)(?:[*×](\d))?$")
_TARGET = re.compile(r"^(.+?)(?:#(\d+))?$")


def _ident(text: str) -> int:
    text = text.strip()
    if len(text) == 1 and text in IDENTS:
        return IDENTS.index(text)
    if len(text) == 1 and text.upper() in IDENTS_ASCII:
        return IDENTS_ASCII.index(text.upper())
    raise ValueError(f"{text!r} is not an identity (甲乙丙丁戊己 or A–F)")


def _parts(text: str) -> tuple[Part, ...]:
    out: list[Part] = []
    for raw in text.split("+"):
        m = _PART.match(raw.strip())
        if not m:
            raise ValueError(f"{raw.strip()!r} is not a card (write e.g. H, Na, [OH], [SO4]*2)")
        times = int(m.group(2) or 1)
        if times not in (1, 2, 3):
            raise ValueError(f"there is no ×{times} counter card")
        out.append((m.group(1), times))
    return tuple(out)


def _split_target(text: str) -> tuple[str, int]:
    m = _TARGET.match(text.strip())
    assert m is not None
    occ = int(m.group(2) or 1)
    if occ < 1:
        raise ValueError("a target number starts at 1")
    return m.group(1), occ


_CONDITION = re.compile(r"-\[([^\]]+)\]->")


def _condition(m: re.Match[str]) -> str:
    """A reaction's condition mark in the notation's word (``-[Erhitzen]->`` → ``-[heat]->``)."""
    return f"-[{_function_names().get(m.group(1).strip().casefold(), m.group(1).strip())}]->"


def _card(text: str) -> str:
    """A discarded card by kind: a function card as the screen names it ("Filtern", "过滤") and a
    counter as the hand shows it ("×2") in the notation's words (``filter``, ``x2``)."""
    function = _function_names().get(text.casefold())
    if function is not None:
        return function
    return "x" + text[1:] if text[:1] == "×" and text[1:].isdigit() else text


def parse(text: str) -> Action:
    """The inverse of ``str(action)``; ``ValueError`` says what is wrong in one sentence."""
    # a card typed as the screen shows it: "[SO₄]" is "[SO4]" (subscript digits, issue 12 point 11)
    t = " ".join(text.strip().translate(_SUBSCRIPTS).split())
    low = t.lower()
    simple = _simple().get(t.casefold())
    if simple is not None:
        return simple
    if low.startswith("discard "):
        return Drop(_card(t[8:].strip()))
    if low.startswith("react "):
        # the condition as the player's language names it ("-[Entzünden]->", "-[点燃]->")
        return React(_CONDITION.sub(_condition, t[6:].strip()))
    if ":" not in t and "：" not in t:
        # the zones as German and English screens name them, one kind of quote (issue 21)
        raise ValueError('write e.g. "B: H+Cl -> HCl", "A: heat", "pass" or "end"')
    head, body = re.split("[:：]", t, maxsplit=1)
    zone = _ident(head)
    body = body.strip()
    function = _function_names().get(body.casefold())
    if function is not None:
        return Function(zone, function)
    on = _on()
    m = re.match(rf"^[x×](\d){on}(\S+)$", body)
    if m:
        times = int(m.group(1))
        if times not in (2, 3):
            raise ValueError(f"there is no ×{times} counter card")
        target, occ = _split_target(m.group(2))
        ignite = _function_names().get(target.casefold()) == "ignite"
        return Counter(zone, times, "ignite" if ignite else target, occ)
    formula = ""
    if "->" in body:
        body, formula = (s.strip() for s in body.split("->", 1))
        if not formula:
            raise ValueError("nothing after '->'")
    m = re.match(rf"^(.+?){on}(\S+)$", body)
    if m:
        metal, occ = _split_target(m.group(2))
        return Salt(zone, _parts(m.group(1).replace(" ", "")), metal, occ, formula)
    return Form(zone, _parts(body.replace(" ", "")), formula)
