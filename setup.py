"""Build script: everything is declared in ``pyproject.toml``; this file only adds the compiled build.

The two chemistry engines spend a random action almost entirely in a few modules of plain typed
Python (the Chemie-Kartenspiel's compound search, CHEMIS's plays, zones and judgement windows).
A normal install compiles those modules with mypyc (part of mypy, a build requirement), which
takes about a quarter off each action and brings both engines under issue 18's 30 µs; every other
module, and every module of an editable install, stays plain Python. The compiled modules are the
same source: the suite and the seeded fingerprints run on either build (``docs/performance.md``).

- ``CHEMCARDS_PURE=1`` builds without compiling anything.
- Where compiling is impossible (no C compiler, no Python headers, mypy missing because build
  isolation was turned off) the install goes on pure, with one line saying so: a modules half
  compiled would not import, so a failed build leaves none of them.
- An editable install (``pip install -e .``) never compiles: the built modules would lie beside
  the sources and shadow every later edit of them.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: the modules a random action of the chemistry games spends its time in (profiles of sessions
#: 8–30); ``chemie_kartenspiel/compounds.py`` stays out: its frozen dataclasses, compiled, cannot
#: be deep-copied, and ``determinize`` copies them
COMPILED = [
    "chemcards/games/chemie_kartenspiel/search.py",
    "chemcards/games/chemie_kartenspiel/payment.py",
    "chemcards/games/chemis/chem.py",
    "chemcards/games/chemis/plays.py",
    "chemcards/games/chemis/turns.py",
    "chemcards/games/chemis/windows.py",
    "chemcards/games/chemis/zones.py",
]

_EDITABLE = ("editable_wheel", "develop")


def _say(line: str) -> None:
    print(f"chemcards build: {line}", file=sys.stderr)


def compiled_extensions() -> list[Any]:
    """The mypyc extensions of :data:`COMPILED`, or none (pure build, editable install, no mypyc)."""
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
    try:
        # only the compiled modules are checked (the rest is read for types, not judged), and the
        # build's own environment holds mypy, not our dependencies
        options = ["--follow-imports=silent", "--ignore-missing-imports"]
        return list(mypycify([*options, *COMPILED], opt_level="3", group_name="chemcards"))
    except BaseException as exc:  # mypy reports a type error by SystemExit
        _say(f"mypyc could not translate the engines ({exc!r}): every module stays plain Python")
        return []


class AllOrNoneBuildExt(build_ext):
    """Builds every compiled module or none: mypyc puts the code of all of them in one shared
    library that each module's own small library loads, so a partial build would not import."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, no headers: distutils' CompileError and kin
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            _say(f"compiling failed ({exc}): every module stays plain Python")


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": AllOrNoneBuildExt})
