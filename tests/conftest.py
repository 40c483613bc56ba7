"""Fixtures shared by the command-line tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


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
