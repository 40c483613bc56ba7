"""Small helpers that put translated text on widgets (bindings, refusals, seat names)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.dom import DOMNode

from chemcards.core.seats import Seat, shown_name
from chemcards.i18n import computer_mark, rule_of, tr, ui

if TYPE_CHECKING:  # names for the hints only: the launcher's first frame needs no game protocol
    from chemcards.core.protocol import Game, IllegalAction

#: Textual's own bindings (focus, copy, the command palette) by action: the catalogue key that names
#: them, so the keys screen and the footer speak the player's language there too
BUILTIN_BINDINGS = {"app.focus_next": "focus_next", "app.focus_previous": "focus_previous",
                    "screen.copy_text": "copy_text", "copy": "copy_text",
                    "command_palette": "palette", "app.command_palette": "palette"}


def safe_text(text: str) -> str:
    """Text from outside (a seat's name, a file name, a reason that quotes a file or a typed
    move) made safe for Textual markup (a Static, a Button label, a notice, a border title):
    control characters (line breaks excepted) become ``?`` and every ``[`` is escaped, so a name
    like ``[/]`` shows as typed instead of crashing the screen (issue 13, point 7). The one helper
    for this, used wherever such text meets markup; Rich tables take such text as
    ``rich.text.Text`` instead."""
    printable = "".join(ch if ch.isprintable() or ch == "\n" else "?" for ch in text)
    # Every "[" is escaped. Rich's ``escape`` leaves "[HO]" alone (not a tag to Rich), but
    # Textual's markup eats it ("There is no card ."); Textual reads only the backslash right
    # before a "[" as its escape, so backslashes need no doubling.
    return printable.replace("[", "\\[")


def translate_bindings(node: DOMNode, lang: str, domain: str = "ui") -> None:
    """Replace each binding's description by the catalogue text of its ``id`` (the footer and the
    keys screen show it). Bindings are class data in Textual, so this is done per instance."""
    bindings = node._bindings.key_to_bindings

    def text(b: Binding) -> str | None:
        if b.id:
            return tr(domain, b.id, lang)
        builtin = BUILTIN_BINDINGS.get(b.action)
        return tr("ui", builtin, lang) if builtin and b.description else None

    for key, items in bindings.items():
        bindings[key] = [b if (t := text(b)) is None else replace(b, description=t) for b in items]


def refusal_text(game: Game, exc: IllegalAction, lang: str) -> str:  # type: ignore[type-arg]
    """The engine's reason in the player's language: the game's catalogue, then the app's (for the
    match's own refusals such as bad notation), then the engine's English sentence."""
    if exc.key:
        # a game may put its terms into the sentence (Metallurgie: "Au" -> "Gold", "金")
        hook = getattr(game, "refusal_params", None)
        params = hook(dict(exc.params), lang) if hook is not None else exc.params
        for domain in (game.id, "ui"):
            text = tr(domain, exc.key, lang, **params, reason=exc.reason)
            if text != exc.key:
                return text
    return exc.reason


#: English words a refusal opens with that read lower-case after its label ("Not allowed: a Wild
#: Draw Four may …"); a name, a card, a formula or an element ("Na", "HCl", "Bob") is not among them
_LOWER_AFTER_LABEL = frozenset({
    "a", "an", "the", "you", "your", "this", "that", "these", "those", "there", "it", "its", "only",
    "no", "nothing", "not", "nobody", "none", "every", "each", "all", "any", "both", "one", "two",
    "first", "play", "choose", "pick", "take", "draw", "wait", "too", "in", "on", "at", "after",
    "before", "while", "when", "here", "now", "neither", "such", "just", "without", "with", "put",
    "place", "lay", "give", "type", "use", "press", "name", "select", "say", "call", "catch", "keep",
    "discard", "end", "undo", "hints", "computers", "cards", "card", "what", "which", "that's",
    "it's", "you're", "there's", "you've", "can't", "don't",
    # the metals of Metallurgie are common words ("Not allowed: iron must touch the field…",
    # play-through 22, en 8: "Iron" beside "a gold card")
    "iron", "copper", "silver", "gold"})


def after_label(text: str, lang: str) -> str:
    """A refusal as it reads after its label and colon: in English the sentence goes on in lower
    case ("Not allowed: a Wild Draw Four may …"; play-through 15, en 10: "Not allowed: A Wild Draw
    Four"). Only a common word is lowered, never a name, a card or a formula. German starts a whole
    sentence after a colon with a capital, and Chinese has none: both stay as they are."""
    if lang != "en" or not text:
        return text
    word = re.match(r"[A-Za-z'’]+", text)
    first = "" if word is None else word.group(0).lower().replace("’", "'")
    if not text[0].isupper() or first not in _LOWER_AFTER_LABEL:
        return text
    return text[0].lower() + text[1:]


def with_rule_hint(text: str, lang: str) -> str:
    """A refusal with the hint that F1 opens its rule: "… (F1: die Regel dazu)"; in Chinese the
    full-width bracket follows the full stop directly ("。（F1：查看相关规则）")."""
    return f"{text}{'' if lang == 'zh' else ' '}{ui('refusal_rule_hint', lang)}"


def notation_refusal(game: Game, text: str, exc: ValueError, lang: str) -> str:  # type: ignore[type-arg]
    """A typed move the game cannot read, refused in the player's language. The engines' parse
    errors are precise English sentences (the log, ``--verbose``, an English player keeps them);
    in German or Chinese the refusal says the input is no move and shows the game's own notation
    to copy (``notation_help`` in the game's catalogue), so no English sentence reaches a German
    family or a Chinese student (issue 21)."""
    key = getattr(exc, "key", None)
    if key:  # the engine says what is missing (NotationError): in the player's words
        reason = tr(game.id, key, lang, **getattr(exc, "params", {}))
        if reason != key:
            return ui("notation_refused", lang, text=text, reason=reason)
    if lang == "en":  # the rule number, if the reason names one, stays for F1 and the log
        reason = re.sub(r"\s*\(" + _RULE_ID.pattern + r"\)", "", str(exc))
        # the parsers quote with ' or " (repr); the screen quotes with “…” (docs/i18n.md, issue 21)
        reason = _QUOTED.sub(lambda m: f"“{m.group(1) or m.group(2) or ''}”", reason)
        return ui("notation_refused", lang, text=text, reason=reason)
    help_text = tr(game.id, "notation_help", lang)
    if help_text == "notation_help":  # a game without its own help: its move example
        help_text = ui("notation_example", lang, example=move_example(game, lang))
    return ui("notation_refused_help", lang, text=text, help=help_text)


def move_example(game: Game, lang: str) -> str:  # type: ignore[type-arg]
    """The move box's example in the player's words: the game's catalogue ``move_example`` when it
    has one (CHEMIS names zones A–F on German and English screens), else the game's notation."""
    text = tr(game.id, "move_example", lang)
    return text if text != "move_example" else (game.move_example or "…")


_RULE_ID = re.compile(r"\b(?:CC|CK|CH|MT)-\d+")
#: a parser's quoted words, 'x' (repr) or "x"; an apostrophe inside a word ("can't") is none
_QUOTED = re.compile(r"(?<![A-Za-z])'([^']*)'(?![A-Za-z])|\"([^\"]*)\"")


def refusal_rule(game: Game, exc: IllegalAction) -> str | None:  # type: ignore[type-arg]
    """The rule a refusal is about, for F1: the catalogue entry's ``rule``, else a rule number in the
    engine's own (English, log-level) reason. Players' messages themselves carry no rule numbers."""
    if exc.key:
        for domain in (game.id, "ui"):
            rule = rule_of(domain, exc.key)
            if rule:
                return rule
    found = _RULE_ID.search(exc.reason or "")
    return found.group(0) if found else None


def seat_label(seat: Seat, lang: str, *, short: bool = False) -> str:
    """A seat's name, with computers always marked as such (CC-24); ``short`` leaves out the level
    (a one-line seat entry where room is scarce keeps the mark, not the detail)."""
    if not seat.is_computer:
        return shown_name(seat.name)
    level = None if short else seat.level or "medium"
    return shown_name(seat.name) + computer_mark(lang, level=level, substitute=seat.substitute)


def lang_name(lang: str) -> str:
    return {"de": "Deutsch", "en": "English", "zh": "中文"}.get(lang, lang)


def countdown(seconds: int, lang: str) -> str:
    """A timer as every screen shows it: one form, one word that never wraps apart ("⏱3s",
    "⏱3秒"); the status line wrote "⏱ 3 s" and the call window "⏱3s" (issue 12 play-through 6,
    point 6). Chinese keeps the space between the number and 秒 as it does before every unit ("⏱3 秒"
    beside "7 张牌", issue 21 item 3): the line breaker keeps a number with its unit."""
    left = ui("seconds_left", lang, seconds=seconds)
    return "⏱" + (left if lang == "zh" else left.replace(" ", ""))
