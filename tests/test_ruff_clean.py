"""The code is kept ``ruff`` clean (the project's standard; ``[tool.ruff]`` in pyproject.toml): in
the suite, so that a lint finding fails a run rather than waiting for someone to look."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing_in_the_code_the_tests_and_the_build_script() -> None:
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert ruff is not None, "ruff is in the test extra: pip install '.[test]'"
    done = subprocess.run([ruff, "check", "--no-cache", "chemcards", "tests", "setup.py"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
