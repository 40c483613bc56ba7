"""The installed package carries its data and every module (issue 2: a plain ``pip install .``
run from another folder must find ``rulesets/``). CI installs non-editable, so these run against
the installed copy there."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_in_the_source_tree_is_listed_for_installation() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "chemcards").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"


def test_rulesets_and_rules_docs_ship_with_the_package() -> None:
    tomls = [p.name for p in (resources.files("chemcards.rulesets") / "color-clash").iterdir()]
    assert "cards.toml" in tomls
    rules = resources.files("chemcards.docs") / "rules" / "color-clash.en.md"
    assert rules.is_file()


def test_the_command_runs_from_another_folder(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("chemcards")
    command = [str(exe)] if exe.exists() else [sys.executable, "-m", "chemcards"]
    done = subprocess.run([*command, "simulate", "color-clash", "--games", "3", "--seed", "1"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "color-clash" in done.stdout.lower() or "wins" in done.stdout.lower()


def test_bad_arguments_give_one_line_and_exit_code_2(tmp_path: Path) -> None:
    for args in (["simulate", "no-such-game"], ["replay", str(tmp_path / "missing.json")],
                 ["--frobnicate"], ["rules", "nope"]):
        done = subprocess.run([sys.executable, "-m", "chemcards", *args], cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)
        assert "Traceback" not in done.stderr
