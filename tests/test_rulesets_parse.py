"""Every file in rulesets/ parses as TOML (session 12, task footer12 point 7): a duplicate key in
a catalogue made the whole file unreadable, and the app then silently showed keys instead of
texts. tomllib refuses such a file; this test names it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
FILES = sorted(RULESETS.rglob("*.toml"))


def test_there_are_rulesets() -> None:
    assert len(FILES) > 20


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(RULESETS)))
def test_every_ruleset_file_parses(path: Path) -> None:
    with path.open("rb") as f:
        data = tomllib.load(f)
    assert isinstance(data, dict) and data, path
