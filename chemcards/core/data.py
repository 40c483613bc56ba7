"""Access to the game data under ``rulesets/``.

The data ships inside the installed package as ``chemcards.rulesets`` (see ``pyproject.toml``), so
a plain ``pip install .`` run from any folder finds it; code never hard-codes card data.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any


class DataError(Exception):
    """A ruleset file is missing or malformed: a packaging or editing mistake, reported plainly."""


def ruleset_root() -> Traversable:
    return resources.files("chemcards.rulesets")


def ruleset_file(game: str, name: str) -> Traversable:
    return ruleset_root() / game / name


@cache
def load_toml(game: str, name: str) -> dict[str, Any]:
    """Parse ``rulesets/<game>/<name>`` once per process (the data is read-only)."""
    path = ruleset_file(game, name)
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise DataError(f"ruleset file rulesets/{game}/{name} is missing") from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"ruleset file rulesets/{game}/{name} is not valid TOML: {exc}") from exc
