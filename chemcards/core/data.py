"""Access to the game data under ``rulesets/``.

The data ships inside the installed package as ``chemcards.rulesets`` (see ``pyproject.toml``), so
a plain ``pip install .`` run from any folder finds it; code never hard-codes card data.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import re
import sys
from collections.abc import Callable
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
    """Parse ``rulesets/<game>/<name>`` once per process (the data is read-only).

    The parsed form is kept in the user's cache folder (:func:`_cached`): ``tomllib`` is pure
    Python and took 15-45 ms for the app's catalogue alone before the launcher's first frame
    (issue 12 point 8); reading the kept form back takes about a millisecond."""
    path = ruleset_file(game, name)
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise DataError(f"ruleset file rulesets/{game}/{name} is missing") from exc
    return _cached(f"{game}--{name}", text, lambda: _parse(game, name, text))


def _parse(game: str, name: str, text: str) -> dict[str, Any]:
    import tomllib  # only when the kept form is missing or out of date

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"ruleset file rulesets/{game}/{name} is not valid TOML: {exc}") from exc


#: what a kept file starts with: its format, so that a file of an older form is never read
_CACHE_MAGIC = b"chemcards-toml-1\n"


def cache_dir() -> Path | None:
    """``$XDG_CACHE_HOME/chemcards`` (``~/.cache/chemcards``), as the settings follow
    ``XDG_CONFIG_HOME``; None when no home is known."""
    value = os.environ.get("XDG_CACHE_HOME", "").strip()
    if value and os.path.isabs(value):  # the XDG spec: a relative path is to be ignored
        return Path(value) / "chemcards"
    try:
        return Path.home() / ".cache" / "chemcards"
    except RuntimeError:
        return None


def _cached(key: str, text: str, parse: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``parse()``, kept in ``<cache_dir>/rulesets/<key>.marshal`` under the digest of ``text``
    (the file's whole content) and of this Python's version: a changed ruleset file, another
    checkout or another Python never reads a form kept for other data. The kept file is written
    only here, to a new file that then replaces the old one (``os.replace``), so a reader sees a
    whole file or none; nothing under ``rulesets/`` is ever written. A kept file that cannot be
    read or written is passed over: the data is parsed as without a cache."""
    made_by = f"{sys.version_info[0]}.{sys.version_info[1]} marshal {marshal.version}\n".encode()
    digest = hashlib.blake2b(made_by + text.encode("utf-8"), digest_size=20).digest()
    head = _CACHE_MAGIC + digest
    folder = cache_dir()
    target = folder / "rulesets" / f"{key}.marshal" if folder is not None else None
    if target is not None:
        try:
            with open(target, "rb") as fh:
                kept = fh.read()
            if kept.startswith(head):
                data = marshal.loads(kept[len(head):])
                if isinstance(data, dict):
                    return data
        except (OSError, ValueError, EOFError, TypeError):
            pass
    data = parse()
    if target is not None:
        _keep(target, head, data)
    return data


def _keep(target: Path, head: bytes, data: Any) -> None:
    try:
        body = marshal.dumps(data)
    except ValueError:  # a value marshal cannot hold (a TOML date): no cache for this file
        return
    import tempfile

    tmp: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(head + body)
        os.replace(tmp, target)
        tmp = None
    except OSError:
        pass
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
