"""One translation mechanism for all text a person reads (de / en / zh).

Strings live in TOML catalogues, one per domain: ``rulesets/ui/i18n.toml`` for the app shell and
``rulesets/<game-id>/i18n.toml`` for a game (its refusal reasons, events, labels). Each key is a
table with ``de``, ``en`` and ``zh`` entries, formatted with ``str.format`` parameters::

    [not_your_turn]
    en = "It is not your turn."
    de = "Du bist nicht am Zug."
    zh = "还没轮到你。"

A missing language falls back to English, a missing key to the key itself, so a gap shows up as a
visible key in the UI and in the catalogue test, never as a crash. Pure: imports no UI library.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.data import DataError, load_toml

LANGS = ("de", "en", "zh")
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
    if params:
        try:
            return str(text).format(**params)
        except (KeyError, IndexError, ValueError):
            return str(text)
    return str(text)


def ui(key: str, lang: str = DEFAULT_LANG, /, **params: Any) -> str:
    """Text of the app shell."""
    return tr("ui", key, lang, **params)
