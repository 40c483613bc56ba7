"""The import contracts of issue 14, checked by import-linter (``[tool.importlinter]`` in
pyproject.toml): imports point down only (cli -> commands -> tui -> games -> bots | chemistry ->
core), the games are independent of each other, nothing headless imports Textual or Rich (only a
game's board does), and no two modules of a package import each other, even inside functions."""

from __future__ import annotations

from pathlib import Path

import pytest
from importlinter.cli import lint_imports

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_every_import_contract_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    code = lint_imports(config_filename=str(PYPROJECT), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert code == 0, out[-4000:]
    assert "4 kept, 0 broken" in out
