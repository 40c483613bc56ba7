"""Issue 12 point 8 (play-through 16, en row 8 / de row 8): the launcher's first frame came 0.3-0.5 s
after a bare Textual app's. Two costs of it are gone, and these tests hold them, counting work
instead of timing it (a loaded CI machine times anything):

- the game list of the first frame reads the built-in games from ``rulesets/<id>/game.toml`` and
  not the entry points (``importlib.metadata`` scanned every installed distribution and imported
  ``email``); the entry points are read when the chosen game's engine loads, after the frame;
- a ruleset file is parsed with ``tomllib`` once and then read back in its parsed form from the
  user's cache folder (``core/data.py``), so a start with the cache in place parses no TOML (and
  imports no ``tomllib``; Pyphen, for hyphenation, is imported at the first word it splits)."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from chemcards.core import data, registry

_CHILD = r"""
import json, sys
from chemcards.core import data

parsed = []
_parse = data._parse

def counted(game, name, text):
    parsed.append(f"{game}/{name}")
    return _parse(game, name, text)

data._parse = counted

from chemcards.tui.app import ChemcardsApp
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings

seen = {}

async def ready(pilot):
    app = pilot.app
    while not isinstance(app.screen, LauncherScreen) or not app.screen.is_mounted:
        await pilot.pause()
    games = [c for c in app.screen.query("#game")]
    seen["games"] = [label for label, _ in games[0].choices] if games else []
    seen["modules"] = sorted(sys.modules)
    seen["parsed"] = list(parsed)
    from chemcards.tui import wrap
    seen["compiled"] = ["wrap._WIDE"] if wrap._wide.cache_info().currsize else []
    app.exit()

ChemcardsApp(settings=Settings(lang="en"), remember=False).run(headless=True, auto_pilot=ready)
print(json.dumps(seen))
"""


def _first_frame(home: Path) -> dict[str, list[str]]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "cfg"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env,
                         timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_first_frame_reads_no_entry_points_and_with_the_cache_parses_no_toml_pt16_en8(tmp_path: Path) -> None:
    first = _first_frame(tmp_path)
    assert first["games"] == [info.title("en") for info in registry.game_infos().values()]
    assert "Color Clash" in first["games"] and len(first["games"]) == 4
    assert "ui/i18n.toml" in first["parsed"]  # an empty cache: parsed, then kept
    scanned = [m for m in first["modules"] if m.startswith(("importlib.metadata", "email"))]
    assert scanned == [], f"the entry points were read before the first frame: {scanned}"
    again = _first_frame(tmp_path)
    assert again["games"] == first["games"]
    assert again["parsed"] == [], f"parsed again although kept: {again['parsed']}"
    # nor are the TOML parser and Pyphen (whose import lists its dictionaries) imported for it
    late = [m for m in again["modules"] if m.startswith(("tomllib", "pyphen", "importlib.metadata"))]
    assert late == [], f"imported before the first frame: {late}"
    assert again["compiled"] == []  # the wide-character pattern: 3 ms to compile, no use yet
    kept = sorted(p.name for p in (tmp_path / "cache" / "chemcards" / "rulesets").iterdir())
    assert "ui--i18n.toml.marshal" in kept and not [k for k in kept if k.endswith(".tmp")]


def test_builtin_game_list_is_the_packages_entry_points_pt16_en8() -> None:
    """The first frame's list (data alone) and the registry's (entry points) name the same games
    with the same names and player counts: a built-in game is never missing from either."""
    from importlib.metadata import entry_points

    ours = {ep.name for ep in entry_points(group=registry.GROUP) if ep.value.startswith("chemcards.games.")}
    builtin = registry.builtin_game_infos()
    assert set(builtin) == ours and len(ours) == 4
    assert list(builtin) == sorted(builtin)  # the registry's order (entry points by name)
    full = registry.game_infos()
    assert {gid: full[gid] for gid in builtin} == builtin


def test_listed_games_wait_for_no_scan_unless_a_plugin_is_wanted(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(registry, "_entry_points", _Unscanned())
    monkeypatch.setattr(registry, "game_infos", lambda: calls.append("scan") or {})
    assert list(registry.listed_game_infos("color-clash")) == list(registry.builtin_game_infos())
    assert calls == []
    registry.listed_game_infos("someones-plugin")  # chosen last time, not built in: read them all
    assert calls == ["scan"]


class _Unscanned:
    """``registry._entry_points`` before anything has read the entry points."""

    class _Info:
        currsize = 0

    def cache_info(self) -> _Info:
        return self._Info()


def _cache_file(home: Path, key: str) -> Path:
    return home / "chemcards" / "rulesets" / f"{key}.marshal"


def test_kept_form_is_tied_to_the_files_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    parses: list[str] = []

    def load(text: str) -> dict[str, object]:
        return data._cached("t--i18n.toml", text, lambda: parses.append(text) or tomllib.loads(text))

    assert load('[a]\nen = "one"\n') == {"a": {"en": "one"}}
    assert load('[a]\nen = "one"\n') == {"a": {"en": "one"}}
    assert len(parses) == 1  # the second time from the kept form
    assert load('[a]\nen = "two"\n') == {"a": {"en": "two"}}  # an edited file: parsed again
    assert len(parses) == 2
    kept = _cache_file(tmp_path, "t--i18n.toml")
    kept.write_bytes(kept.read_bytes()[:-5])  # a damaged kept file is passed over and replaced
    assert load('[a]\nen = "two"\n') == {"a": {"en": "two"}}
    assert len(parses) == 3
    assert load('[a]\nen = "two"\n') == {"a": {"en": "two"}}
    assert len(parses) == 3  # kept again
    assert sorted(p.name for p in kept.parent.iterdir()) == ["t--i18n.toml.marshal"]  # no temporary left


def test_a_cache_folder_that_cannot_be_written_changes_nothing(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert data._cached("t--x.toml", "a = 1\n", lambda: tomllib.loads("a = 1\n")) == {"a": 1}
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # ignored, as the XDG spec says
    assert data.cache_dir() == Path.home() / ".cache" / "chemcards"


def test_kept_form_equals_the_parsed_toml_for_every_ruleset_file(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ruleset file read back from the cache is exactly what ``tomllib`` makes of it."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    root = Path(str(data.ruleset_root()))
    files = sorted(root.glob("*/*.toml"))
    assert len(files) > 20
    for path in files:
        text = path.read_text(encoding="utf-8")
        key = f"{path.parent.name}--{path.name}"
        parsed = data._cached(key, text, lambda text=text: tomllib.loads(text))  # writes the kept form
        again = data._cached(key, text, lambda: pytest.fail("parsed although kept"))
        assert again == parsed == tomllib.loads(text), path
        body = _cache_file(tmp_path, key).read_bytes()
        assert marshal.loads(body[body.index(b"\n") + 1 + 20:]) == parsed
