"""The compiled build (issue 18 point 3, session 31): a normal install compiles the chemistry
engines' hot modules with mypyc (``setup.py``, the list under ``[tool.chemcards] mypyc`` in
``pyproject.toml``), an editable one does not. Both builds run this whole suite; CI installs
non-editable, so there it runs on the compiled engines, and the seeded fingerprints
(``test_ck_playout_fingerprint_s20``, ``test_chemis_fingerprint_s20``) hold them to the pure ones.

mypyc translates only modules mypy accepts, and the build falls back to plain Python rather than
fail an install: these tests keep that fallback from hiding a module that stopped compiling."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest

import chemcards
from chemcards.commands.bench import engines_compiled

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["chemcards"]


def _module(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


def test_the_compiled_modules_pass_the_type_check_mypyc_needs() -> None:
    """A type error in one of them would make the build fall back to plain Python, silently."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", os.devnull, *CONFIG["mypyc-options"], *CONFIG["mypyc"]],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_list_names_existing_engine_modules_only() -> None:
    for path in CONFIG["mypyc"]:
        assert (ROOT / path).is_file(), path
        assert path.startswith("chemcards/games/"), path  # engines only: no Textual, no app


def _compiler() -> str | None:
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(cc)


def test_a_normal_install_with_a_compiler_runs_the_engines_compiled() -> None:
    if Path(chemcards.__file__).resolve().parent == (ROOT / "chemcards").resolve():
        pytest.skip("the source tree itself (an editable install) is never compiled")
    if os.environ.get("CHEMCARDS_PURE"):
        pytest.skip("CHEMCARDS_PURE=1: installed pure on purpose")
    if _compiler() is None or not Path(sysconfig.get_paths()["include"], "Python.h").is_file():
        pytest.skip("no C compiler or no Python headers here: the install is pure by design")
    origins = {_module(p): importlib.util.find_spec(_module(p)).origin for p in CONFIG["mypyc"]}
    pure = [name for name, origin in origins.items() if origin is None or origin.endswith(".py")]
    assert pure == [], f"installed as plain Python though a compiler is here: {pure}"
    assert engines_compiled()


def test_an_install_is_compiled_all_or_none() -> None:
    """mypyc shares one library among the modules; ``bench`` labels its table by two of them."""
    compiled = [not importlib.util.find_spec(_module(p)).origin.endswith(".py") for p in CONFIG["mypyc"]]
    assert all(compiled) or not any(compiled)
    assert engines_compiled() == all(compiled)
