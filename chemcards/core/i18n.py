"""One translation mechanism for all text a person reads (de / en / zh).

Strings live in TOML catalogues, one per domain: ``rulesets/ui/i18n.toml`` for the app shell and
``rulesets/<game-id>/i18n.toml`` for a game (its refusal reasons, events, labels). Each key is a
table with ``de``, ``en`` and ``zh`` entries, formatted with ``str.format`` parameters::

    [not_your_turn]
    en = "It is not your turn."
    de = "Du bist nicht am Zug."
    zh = "还没轮到你。"

Words that change with a number name the number and both forms: ``"{n} {n|card|cards}"`` reads
"1 card" and "2 cards"; German ``"{n} {n|Karte|Karten}"`` likewise. Chinese needs none.

An entry may name the rule it is about (``rule = "CK-20"``): rule numbers stay out of the sentences
a player reads and serve the rules screen instead (``rule_of``).

A missing language falls back to English, a missing key to the key itself, so a gap shows up as a
visible key in the UI and in the catalogue test, never as a crash. Pure: imports no UI library.
It lives in core because the protocol speaks through it (``GameTexts.outcome_text``); the old
name ``chemcards.i18n`` stays as a re-export.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from .data import DataError, load_toml

LANGS = ("de", "en", "zh")
_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
DEFAULT_LANG = "en"


def catalogue(domain: str) -> dict[str, Any]:
    try:
        return load_toml(domain, "i18n.toml")
    except DataError:
        return {}


def tr(domain: str, key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    entry = catalogue(domain).get(key)
    if not isinstance(entry, dict):
        return key
    text = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    if params and "|" in str(text):
        text = _PLURAL.sub(lambda m: m.group(2 if str(params.get(m.group(1))) == "1" else 3), str(text))
    if params:
        try:
            text = str(text).format(**params)
        except (KeyError, IndexError, ValueError):
            return str(text)
        text = inner_quotes(str(text), lang)
    if lang != "zh":
        return str(text)
    raw = str(entry.get(lang) or "")
    spaced = zh_spaced(str(text))
    spaced = spaced if raw.startswith(" ") else spaced.lstrip(" ")
    return spaced if raw.endswith(" ") else spaced.rstrip(" ")


#: a Chinese character beside a Latin letter (a name, a formula), in either order, or before a
#: card's shape (issue 21 item 3: "颜色● 红" beside "7 张牌": a shape and its colour are set off
#: from the Chinese before them as a Latin word is, "颜色 ● 红", "指定 ▲ 黄")
#: A Latin token that ends in digits (a card "G7") is one word too: "若把铁放在 M20则为" missed its
#: space (play-through 8, zh 2); so is a Metallurgie place "50/20" (row and column, play-through 9)
#: A bracketed group ("[NH₄]") is a Latin word as well ("弃掉 Cu" beside "弃掉[NH₄]", play-through 22 zh 6).
#: Compiled on first use (``_zh_latin``): the pattern takes about 15 ms to compile, which every
#: start paid before the launcher's first frame in any language (issue 12 point 8).
_ZH_LATIN_PATTERN = (r"(?<=[\u4e00-\u9fff])(?=[A-Za-z●■▲◆★\[])|(?<=[A-Za-z₀-₉⁰-⁹⁺⁻\]])(?=[\u4e00-\u9fff])"
                       r"|(?<=[A-Za-z][0-9])(?=[\u4e00-\u9fff])|(?<=[A-Za-z][0-9]{2})(?=[\u4e00-\u9fff])"
                       r"|(?<=[A-Za-z]-[0-9])(?=[\u4e00-\u9fff])|(?<=[A-Za-z]-[0-9]{2})(?=[\u4e00-\u9fff])"
                       r"|(?<=[0-9]/[0-9])(?=[\u4e00-\u9fff])|(?<=[0-9]/[0-9]{2})(?=[\u4e00-\u9fff])"
                       r"|(?<=[0-9]/-[0-9])(?=[\u4e00-\u9fff])|(?<=[0-9]/-[0-9]{2})(?=[\u4e00-\u9fff])"
                       r"|(?<=[\u4e00-\u9fff])(?=[0-9]{1,2}/-?[0-9])")


@cache
def _zh_latin() -> re.Pattern[str]:
    return re.compile(_ZH_LATIN_PATTERN)


#: spaces that Chinese does not keep: beside full-width punctuation, or more than one; after a
#: closing bracket or quote too ("把 CO₃（✱×2） 放入化合物", play-through 9)
_ZH_LOOSE = re.compile(r" +(?=[，。：；！？、）”》（“《])|(?<=[，。：；！？、（“《）”》]) +|(?<= ) +")


def zh_spaced(text: str) -> str:
    """Chinese text with one space between a Chinese character and a Latin word beside it ("Bohr 打出",
    "生成 HCl"), the rule of every Chinese line (docs/i18n.md). Applied to filled-in sentences,
    since whether a name is Latin ("Bohr") or Chinese ("安") is known only then (issue 21: Color
    Clash wrote "Bohr打出", CHEMIS "Curie 摸了"). A value that brings its own spaces (the CHEMIS
    label " 乙 小红 ", set off as one unit) loses them beside punctuation (and ``tr`` drops them at
    either end of a sentence that has none there)."""
    return _ZH_LOOSE.sub("", _zh_latin().sub(" ", text))


#: each language's quote marks: the outer pair, and the pair used inside it (docs/i18n.md)
QUOTES = {"zh": ("“", "”", "‘", "’"), "en": ("“", "”", "‘", "’"), "de": ("„", "“", "‚", "‘")}


def inner_quotes(text: str, lang: str) -> str:
    """Quotes inside quotes take the inner marks: a filled-in value that brings its own quotes (a
    typed move copied with them from the example) read "““过牌”” 不是有效指令" (play-through 10,
    finding 7); now "“‘过牌’”", „‚passen‘“, "“‘pass’”". Only balanced inner pairs are changed."""
    marks = QUOTES.get(lang)
    if marks is None or text.count(marks[0]) < 2:
        return text
    opening, closing, inner_open, inner_close = marks
    out = list(text)
    depth = 0
    stack: list[int] = []
    for i, ch in enumerate(text):
        if ch == opening:
            depth += 1
            stack.append(i)
        elif ch == closing and depth:
            depth -= 1
            start = stack.pop()
            if depth:  # a pair inside another
                out[start], out[i] = inner_open, inner_close
    return "".join(out)


def rule_of(domain: str, key: str) -> str | None:
    """The rule a message is about (``rule = "CK-20"`` beside its languages), or ``None``. Players'
    messages do not print rule numbers; the app uses this to open the rules at that rule (F1)."""
    entry = catalogue(domain).get(key)
    rule = entry.get("rule") if isinstance(entry, dict) else None
    return rule if isinstance(rule, str) else None


def person_key(domain: str, key: str, seat: int | None, viewer: int | None) -> str:
    """``key``, or its second-person form ``<key>_you`` when ``seat`` is the person at the screen
    and the catalogue has one: each person reads about themself as "du"/"you"/"你" on their own
    screen and about the others by name (issue 12.14, issue 21.3)."""
    if viewer is not None and seat == viewer and f"{key}_you" in catalogue(domain):
        return f"{key}_you"
    return key


def winners_key(domain: str, key: str, winners: Sequence[int], viewer: int | None) -> tuple[str, list[int]]:
    """A game-over line that names its winners, for the person at the screen: ``<key>_you`` when
    they won alone ("Du gewinnst"), ``<key>_you_with`` when they share the win (the others named),
    else ``key`` with every winner. Returns the key and the seats it names. Play-through 17, de 3:
    "Spielende: Ich gewinnt" named the viewer by their seat name, in the third person."""
    if viewer is None or viewer not in winners:
        return key, list(winners)
    others = [w for w in winners if w != viewer]
    form = f"{key}_you_with" if others else f"{key}_you"
    return (form, others) if form in catalogue(domain) else (key, list(winners))


def ui(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """Text of the app shell."""
    return tr("ui", key, lang, **params)


def leave_text(who: str, own: bool, lang: str = DEFAULT_LANG, /) -> str:
    """The log line of a person leaving a table, the same in every game: a marked computer
    substitute takes the seat (CC-22). ``own``: the reader is the one who left ("You left")."""
    return ui("ev_leave_you" if own else "ev_leave", lang, who=who)


def join_list(items: Iterable[str], lang: str = DEFAULT_LANG, /) -> str:
    """Items of a list inside a sentence (cards drawn, winners): Chinese separates them with the
    enumeration comma 、 as a Chinese reader expects, German and English with ", ". One place,
    so no game writes ASCII commas into a Chinese line (issue 21)."""
    return ("、" if lang == "zh" else ", ").join(items)


def decimal(value: float, lang: str = DEFAULT_LANG, /, places: int = 1, *, grouped: bool = False) -> str:
    """A number with decimals as the player's language writes it: German with a decimal comma
    ("173,0 Punkte im Schnitt"), English and Chinese with a point (play-through 15, de 10: the
    statistics said "173.0" on a German screen). Thousands are grouped only when asked (``bench``'s
    large medians, play-through 17 de 10): "12,345" in English and Chinese, "12.345" in German,
    where "12,345" reads as twelve and a bit."""
    text = f"{value:{',' if grouped else ''}.{places}f}"
    if lang != "de":
        return text
    return text.translate(str.maketrans(",.", ".,"))


#: Textual's key names that are words, and the catalogue entry naming each (``ui`` domain)
_KEY_WORDS = {"tab": "key_tab", "escape": "key_escape", "esc": "key_escape", "shift": "key_shift",
              "delete": "key_delete", "del": "key_delete", "enter": "key_enter", "space": "key_space",
              "backspace": "key_backspace", "ctrl": "key_ctrl"}


def key_name(key: str, lang: str = DEFAULT_LANG, /) -> str | None:
    """A key that is a word ("tab", "escape", "space") as a keyboard of ``lang`` labels it ("Tab",
    "Esc", "Leertaste", "空格"), or ``None`` for a key that is no word (a letter, an arrow, ``?``).
    One place, so the footer, the keys screen and the hints name keys alike (issue 21)."""
    entry = _KEY_WORDS.get(key.lower())
    return tr("ui", entry, lang) if entry else None


def key_display(key: str, lang: str = DEFAULT_LANG, /) -> str | None:
    """A binding's key such as ``shift+tab``, ``ctrl+q`` or ``f1`` in ``lang``: "Umschalt+Tab",
    "Strg+Q", "Ctrl+Q", "F1", or ``None`` where Textual's own form stays (a letter alone, an arrow,
    a sign such as ``?``; Enter keeps its sign ⏎ and Backspace its ⌫, which need no language).

    One form per key and language on every screen (issue 12, point 2): Textual wrote "^q" and "f1"
    in the footer next to notices saying "Strg+P" and "F1". A modifier is a word and joins the key
    with "+", a letter after a modifier is a capital (as printed on the key), F-keys are "F1"."""
    *mods, last = key.lower().split("+")
    if last in ("enter", "backspace") and not mods:
        return None
    if re.fullmatch(r"f\d{1,2}", last):
        name: str | None = last.upper()
    elif len(last) == 1 and last.isalpha():
        name = last.upper() if mods else None
    else:
        name = key_name(last, lang)
    if name is None and not mods:
        return None
    words = [key_name(m, lang) or m.capitalize() for m in mods]
    return "+".join([*words, name if name is not None else last])


def seat_fallback(seat: int | None, lang: str = DEFAULT_LANG) -> str:
    """A seat's name for a caller that knows no names: the launcher's own default name for that
    row, "Spieler 2" / "Player 2" / "玩家2" (counted from 1), in every game. The games had "Platz 2",
    "Player 2" and "#1" for one seat (play-through 10, launcher 3; docs/i18n.md, Seat names)."""
    return tr("ui", "default_person", lang, n=(seat or 0) + 1)


def computer_mark(lang: str = DEFAULT_LANG, /, *, level: str | None = None, substitute: bool = False) -> str:
    """The mark after a computer's name (CC-24: computers are marked on every screen): " [Computer]",
    " [Computer·mittel]", "（电脑·中等）". One form per language for every game's board and panel,
    the result and the lobby (issue 21: the boards had "[C]", "⚙" and "(Computer)" beside it)."""
    kind = tr("ui", "substitute" if substitute else "computer", lang)
    if level is None or substitute:
        return tr("ui", "computer_mark", lang, kind=kind)
    return tr("ui", "computer_mark_level", lang, kind=kind, level=tr("ui", f"level_{level}", lang))


def level_label(level: str, lang: str = DEFAULT_LANG) -> str:
    """A computer level as the app names it in ``lang`` ("leicht", "简单"), the same in the launcher,
    ``simulate``, ``league`` and its charts (a German reader met "leicht" in one table and "easy"
    in the other); the command options take the English word in every language, as their help
    says. A name that is no level stays as given."""
    from .seats import LEVELS

    return level if lang == "en" or level not in LEVELS else tr("ui", f"level_{level}", lang)


def typed_verbs(domain: str) -> dict[str, str]:
    """A game's typed verbs in every language -> the notation's verb: the catalogue's ``verb_<notation>``
    entries, each language listing its words with "/" ("spiel/spielen", "出/出牌")."""
    out: dict[str, str] = {}
    for key, entry in catalogue(domain).items():
        if key.startswith("verb_") and isinstance(entry, dict):
            for lang in LANGS:
                for word in str(entry.get(lang, "")).split("/"):
                    if word.strip():
                        out.setdefault(word.strip().casefold(), key.removeprefix("verb_"))
    return out


def translated(domain: str, text: str, lang: str) -> str:
    """A move in the notation ("add N(-3)", "lay+P") with its verb in the player's words ("nimm
    N(-3)", "lege+P", "加 N(-3)"): the first of the catalogue's ``verb_<notation>`` words in ``lang``.
    The inverse of :func:`untranslated`, so what a hint tells a person to type is read back as the
    same move (play-through 10); a text whose verb has no such entry is returned as it is."""
    stripped = text.strip()
    found = re.match(r"[A-Za-z]+", stripped)
    if not found:
        return text
    entry = catalogue(domain).get(f"verb_{found.group(0)}")
    word = str(entry.get(lang, "")).split("/")[0].strip() if isinstance(entry, dict) else ""
    if not word:
        return text
    rest = stripped[found.end():]
    if rest[:1] not in ("", "+", " "):  # "player2": not a verb
        return text
    return word + rest


def untranslated(domain: str, text: str) -> str:
    """A typed move with its verb in the player's words ("spiel R7", "出 R7", "lege+P") written in the
    notation ("play R7", "lay+P"), so German and Chinese players type moves in their language (issue
    21); a text whose first word is no such verb is returned as it is, for the parser to judge."""
    stripped = text.strip()
    verbs = typed_verbs(domain)
    if not stripped or not verbs:
        return text
    head = stripped.split()[0]
    for word in sorted(verbs, key=len, reverse=True):
        if " " in word:
            # a verb of several words ("lay out", "stop attacking": the words the screen shows,
            # play-through 15 en 3), with any spaces between them
            found = re.match(r"\s+".join(map(re.escape, word.split())), stripped, re.IGNORECASE)
            if found is None:
                continue
            rest = stripped[found.end():]
        elif head.casefold().startswith(word):
            rest = stripped[len(word):]
        else:
            continue
        # a whole word, or one glued to a sign ("lege+P") or, in Chinese, to what follows ("出R7")
        if not rest or not rest[0].isalpha() or not word.isascii():
            return f"{verbs[word]}{'' if rest[:1] in ('+', '') else ' '}{rest.strip()}".strip()
    return text


def option_parts(game: Any, options: Mapping[str, Any], lang: str = DEFAULT_LANG, /) -> list[str]:
    """Each option with its value by the launcher's names ("Turn time: Off"), one unit when the
    lobby wraps them (issue 12 point 7: "Turn time:" / "Off" was split over two lines); also the
    header of ``chemcards replay`` (play-through 20, zh 8: „options={"bonus": "off"}“). A key or
    value the game does not declare (a newer server) is shown as it came, not dropped; an option
    that does not apply under the others (``Game.options_in_effect``) is not shown."""
    declared = {o.key: o for o in game.options()}
    colon = "：" if lang == "zh" else ": "  # Chinese text takes the full-width colon
    parts: list[str] = []
    for key, value in game.options_in_effect(options).items():
        option = declared.get(key)
        if option is None:
            parts.append(f"{key}{colon}{value}")
            continue
        choice = next((c for c in option.choices if c.value == value or str(c.value) == str(value)), None)
        parts.append(f"{option.label(lang)}{colon}{choice.label(lang) if choice else value}")
    return parts
