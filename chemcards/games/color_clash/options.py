"""Color Clash options (CC-19, CC-20, CC-21), read from ``rulesets/color-clash/options.toml``.

Family evening changes the defaults of length and turn time (three rounds, the longest limit); an
explicit choice always wins. That is why ``resolve`` fills mode-dependent defaults before the
generic check of ``Game.resolve_options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chemcards.core.data import load_toml
from chemcards.core.protocol import LANGS, Choice, Option
from chemcards.i18n import tr

from .catalogue import GAME_ID

_DATA: dict[str, Any] = load_toml(GAME_ID, "options.toml")
_KEYS = ("mode", "length", "turn_time", "people_out")


def _labels(key: str) -> dict[str, str]:
    return {lang: tr(GAME_ID, key, lang) for lang in LANGS}


def build_options() -> tuple[Option, ...]:
    return tuple(
        Option(key, _labels(f"option_{key}"),
               tuple(Choice(value, _labels(f"option_{key}_{value}")) for value in _DATA[key]["choices"]),
               _DATA[key]["default"])
        for key in _KEYS)


def family_defaults(given: Mapping[str, Any]) -> dict[str, Any]:
    """CC-20: family evening means three rounds and the longest turn time unless chosen otherwise."""
    filled = dict(given)
    if filled.get("mode") == "family":
        for key, value in _DATA["family_defaults"].items():
            filled.setdefault(key, value)
    return filled


def length_rounds(length: str) -> int:
    """CC-19: rounds to play, or 0 when playing to a points target."""
    return int(_DATA["length"]["rounds"].get(length, 0))


def target_points(length: str) -> int:
    return 0 if length in _DATA["length"]["rounds"] else int(_DATA["length"]["target"])


def turn_seconds(turn_time: str) -> int:
    """CC-21: seconds per turn, 0 for off."""
    return 0 if turn_time == "off" else int(turn_time)
