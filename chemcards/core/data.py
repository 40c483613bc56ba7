"""Access to the game data under ``rulesets/``.

The data ships inside the installed package as ``chemcards.rulesets`` (see ``pyproject.toml``), so
a plain ``pip install .`` run from any folder finds it; code never hard-codes card data.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any


class DataError(Exception):
    """A ruleset file is missing or malformed: a packaging or editing mistake, reported plainly."""


def _installed_folder(package: str, source_folder: str) -> Traversable:
    """A data folder installed as ``package``; when ``chemcards`` is imported straight from a
    source checkout (the checkout is the working directory), the folder beside the package."""
    try:
        return resources.files(package)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[2] / source_folder


def ruleset_root() -> Traversable:
    return _installed_folder("chemcards.rulesets", "rulesets")


def docs_root() -> Traversable:
    """``docs/``: the rules shown by the app's help and ``chemcards rules``."""
    return _installed_folder("chemcards.docs", "docs")


def ruleset_file(game: str, name: str) -> Traversable:
    return ruleset_root() / game / name


#: an HTML comment in a rules page: notes for developers (which test checks a rule, a command that
#: shows more), kept in the file and never shown to players
_DEVELOPER_NOTE = re.compile(r"<!--.*?-->", re.DOTALL)


def rules_doc(game_id: str, lang: str) -> str | None:
    """A game's rules in our own words (``docs/rules/<game>.<lang>.md``), else in English, else
    None; one source for the app's F1 help and ``chemcards rules``. Players read it: the HTML
    comments that hold developers' notes are left out (a newcomer read "test names carry these
    numbers" and a ``chemcards chem`` command on the F1 page)."""
    folder = docs_root() / "rules"
    for code in dict.fromkeys((lang, "en")):
        try:
            text = (folder / f"{game_id}.{code}.md").read_text(encoding="utf-8")
        except OSError:
            continue
        return _DEVELOPER_NOTE.sub("", text)
    return None


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
