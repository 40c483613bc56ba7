"""Fixtures shared by the command-line tests, and which tests the default run holds.

The default run (``pytest``, what CI runs) plays every app test in one language each;
``CHEMCARDS_FULL_TESTS=1 pytest`` plays them in all their languages (README, "Test").
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

#: every test in every language it names; without it the app tests run in one language each
FULL_TESTS = os.environ.get("CHEMCARDS_FULL_TESTS") == "1"
#: the tests that start the Textual app: about 2 200 of the suite's 5 500 and most of its time
APP_TESTS = Path(__file__).parent / "tui"


def _language_group(item: pytest.Item) -> str | None:
    """The app test ``item`` without its language (the same check in every language it runs in),
    or None for a test that is not an app test run per language. Snapshot tests keep each
    language: each compares a screen of its own."""
    callspec = getattr(item, "callspec", None)
    if callspec is None or "lang" not in callspec.params or "snap_compare" in item.fixturenames:
        return None
    if APP_TESTS not in Path(item.path).parents:
        return None
    others = sorted((k, repr(v)) for k, v in callspec.params.items() if k != "lang")
    return f"{item.nodeid.split('[')[0]}{others}"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The app tests in one language each unless ``CHEMCARDS_FULL_TESTS=1``; then the tests
    marked ``slow`` (the longest, up to minutes each) first, so that neither worker ends the run
    alone on one of them while the other has nothing left (xdist hands out tests in this order)."""
    if not FULL_TESTS:
        _one_language_each(config, items)
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable: else as collected


def _one_language_each(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without ``CHEMCARDS_FULL_TESTS=1``, an app test parametrized by language runs in one of
    them: which one is fixed by the test's name (a checksum, the same in every xdist worker and
    every run), so the three languages are spread over the app tests, about a third each. The
    whole suite took about an hour on CI's two cores, most of it the app tests in three
    languages each; the engines, texts and catalogues of every language are checked in full
    either way."""
    groups: dict[str, list[pytest.Item]] = {}
    for item in items:
        group = _language_group(item)
        if group is not None:
            groups.setdefault(group, []).append(item)
    dropped: set[int] = set()
    for group, members in groups.items():
        if len(members) < 2:
            continue
        langs = sorted(item.callspec.params["lang"] for item in members)  # type: ignore[attr-defined]
        kept = langs[zlib.crc32(group.encode()) % len(langs)]
        dropped.update(id(item) for item in members if item.callspec.params["lang"] != kept)  # type: ignore[attr-defined]
    if dropped:
        config.hook.pytest_deselected(items=[item for item in items if id(item) in dropped])
        items[:] = [item for item in items if id(item) not in dropped]


@pytest.fixture
def cli_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home of its own for a command-line test: no settings, saves or statistics of the person
    running the suite, and no language from their terminal but the one a test sets; the command
    line's language (``commands.LANG``, set by ``cli.main``) is cleared afterwards."""
    import chemcards.commands

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for name in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    yield tmp_path
    chemcards.commands.LANG = None
