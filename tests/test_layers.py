"""Layering (architecture): core, bots, chemistry and every game engine run without a UI."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import chemcards.games

UI_MODULES = {"board", "deckbuilder"}  # the only game modules allowed to import Textual


def headless_modules() -> list[str]:
    names = ["chemcards.core", "chemcards.bots", "chemcards.i18n", "chemcards.chemistry",
             "chemcards.web", "chemcards.web.server", "chemcards.commands.web"]
    for info in pkgutil.walk_packages(chemcards.games.__path__, "chemcards.games."):
        if info.name.rsplit(".", 1)[-1] not in UI_MODULES:
            names.append(info.name)
    for pkg in ("chemcards.core", "chemcards.bots", "chemcards.chemistry"):
        module = __import__(pkg, fromlist=["__path__"])
        names += [i.name for i in pkgutil.walk_packages(module.__path__, pkg + ".")]
    return names


def test_engines_bots_and_core_import_without_textual_or_rich(tmp_path: Path) -> None:
    modules = headless_modules()
    assert any(m.startswith("chemcards.games.color_clash.") for m in modules)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    # Run from an empty folder so the package under test is the installed one, as a user has it.
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "", f"UI libraries imported: {result.stdout}"
