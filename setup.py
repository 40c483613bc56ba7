"""Build script: everything is declared in ``pyproject.toml``; this file only adds the compiled build.

The two chemistry engines spend a random action almost entirely in a few modules of plain typed
Python (the Chemie-Kartenspiel's compound search, CHEMIS's plays, zones and judgement windows),
listed under ``[tool.chemcards] mypyc`` in ``pyproject.toml``. A normal install compiles them with
mypyc (part of mypy, a build requirement), which takes about a quarter off each action and brings
both engines under issue 18's 30 µs; every other module stays plain Python. The compiled modules
are the same source: the suite and its seeded fingerprints run on either build.

- ``CHEMCARDS_PURE=1`` builds without compiling anything.
- Where compiling is impossible (no C compiler or Python headers, or no mypy because build
  isolation was turned off) the install goes on pure Python, with one line saying so (``pip -v``
  shows it). mypyc puts the code of all the modules in one shared library that each module's own
  small library loads, so a failed build keeps none of them.
- An editable install (``pip install -e .``) never compiles: the built modules would lie beside
  the sources and shadow every later edit of them.
"""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

_EDITABLE = ("editable_wheel", "develop")


def _say(line: str) -> None:
    print(f"chemcards build: {line}", file=sys.stderr)


def compiled_extensions() -> list[Any]:
    """The mypyc extensions of the listed modules, or none (pure build, editable install, no mypyc)."""
    if os.environ.get("CHEMCARDS_PURE"):
        _say("CHEMCARDS_PURE is set: every module stays plain Python")
        return []
    if any(command in sys.argv for command in _EDITABLE):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc is not installed: every module stays plain Python")
        return []
    config = tomllib.loads(Path(__file__).with_name("pyproject.toml").read_text())["tool"]["chemcards"]
    try:
        return list(mypycify([*config["mypyc-options"], *config["mypyc"]], opt_level="3",
                             group_name="chemcards"))
    except BaseException as exc:  # mypy reports a type error by SystemExit
        _say(f"mypyc could not translate the engines ({exc!r}): every module stays plain Python")
        return []


class AllOrNoneBuildExt(build_ext):
    """Builds every compiled module or none (see the module's docstring)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, no headers: distutils' CompileError and kin
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            _say(f"compiling failed ({type(exc).__name__}: is there a C compiler and Python's headers?):"
                 " every module stays plain Python")


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": AllOrNoneBuildExt})
