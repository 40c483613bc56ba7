"""Play-through 18 zh 9: a damaged ``current.json`` was passed over in silence: ``chemcards resume``
said "没有可继续的存档" (no save to resume). It now says in one line that the save cannot be
read, where it is and why, and leaves the file exactly as it was (a file we read is never
rewritten or deleted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import tr
from chemcards.tui.settings import current_save_path

pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py

DAMAGED = b'{"format": 2, "game": "color-cl'


def _damaged(name: str = "current.json") -> Path:
    path = current_save_path().parent / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(DAMAGED)
    return path


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt18_zh9_resume_names_a_damaged_save_and_leaves_it_alone(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = _damaged()
    before = path.stat()
    assert cli.main(["--lang", lang, "resume"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err  # one line
    assert "current.json" in err and str(path.parent) in err, err
    assert tr("cli", "err_no_save", lang) not in err, err
    assert path.read_bytes() == DAMAGED and path.stat().st_mtime_ns == before.st_mtime_ns
    assert sorted(p.name for p in path.parent.iterdir()) == ["current.json"]  # nothing renamed, added


def test_pt18_zh9_several_damaged_saves_are_named_together(capsys: pytest.CaptureFixture[str]) -> None:
    _damaged()
    _damaged("unfinished-color-clash-20261203-120000.json")
    assert cli.main(["--lang", "zh", "resume"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert "“current.json”、“unfinished-color-clash-20261203-120000.json”" in err, err


def test_pt18_zh9_with_no_save_at_all_resume_still_says_there_is_none(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "zh", "resume"]) == cli.EXIT_USAGE
    assert tr("cli", "err_no_save", "zh") in capsys.readouterr().err
