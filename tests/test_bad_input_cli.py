"""Issue 13 through the real command: every case the fault-injection pass found ends as one line on
stderr and exit code 2 in a real ``chemcards`` process, never a traceback, never a hang, and the
file named is left exactly as it was (points 1, 3, 4, 6; 5 through ``resume`` of a record)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME as CHEMIS

NINES = "9" * 5000


def chemcards(tmp_path: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    env.pop("CHEMCARDS_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "chemcards", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)


def assert_one_line(done: subprocess.CompletedProcess[str], *words: str) -> None:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stderr[-2000:]
    assert len(lines) == 1 and lines[0].startswith("chemcards: "), done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])


def _file(tmp_path: Path, name: str, content: bytes) -> tuple[Path, str]:
    path = tmp_path / name
    path.write_bytes(content)
    return path, hashlib.sha256(content).hexdigest()


# -- point 1: records ------------------------------------------------------------------------------
@pytest.mark.parametrize(("content", "word"), [
    (b"[" * 200_000, "damaged"),
    (b'{"a":' * 100_000 + b"1" + b"}" * 100_000, "damaged"),
    (b'{"format":"chemcards-record","version":1,"game":"chemis","options":{},"seats":[{"name":"A"},'
     b'{"name":"B"}],"seed":' + NINES.encode() + b',"actions":[]}', "seed"),
], ids=["brackets-200000", "object-100000-deep", "seed-5000-digits"])
@pytest.mark.parametrize("command", ["replay", "resume"])
def test_damaged_records_are_one_line(tmp_path: Path, content: bytes, word: str, command: str) -> None:
    path, digest = _file(tmp_path, "bad.json", content)
    assert_one_line(chemcards(tmp_path, command, str(path)), word)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


@pytest.mark.parametrize("command", ["replay", "resume"])
def test_dev_zero_is_refused_at_once(tmp_path: Path, command: str) -> None:
    """``replay /dev/zero`` grew to 11 GB: now it is refused before a byte is read."""
    assert_one_line(chemcards(tmp_path, command, "/dev/zero", timeout=30), "not a regular file")


def test_resume_of_a_record_with_an_unknown_level_does_not_start_the_app(tmp_path: Path) -> None:
    """``[0,"!leave godlike"]`` loaded, then crashed inside the app and exited 0."""
    match = Match(CHEMIS, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {}, seed=4)
    data = match.record.to_json(sealed=False)
    data["actions"] = [[0, "!leave godlike"]]
    path, digest = _file(tmp_path, "save.json", json.dumps(data).encode())
    assert_one_line(chemcards(tmp_path, "resume", str(path)), "godlike")
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


def test_resume_of_a_record_with_a_typed_move_naming_no_card(tmp_path: Path) -> None:
    """Point 5: a record line ``甲: Q`` was a KeyError in replay and resume."""
    match = Match(CHEMIS, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {}, seed=4)
    data = match.record.to_json(sealed=False)
    data["actions"] = [[match.to_act()[0], "甲: Q"]]
    path, _ = _file(tmp_path, "save.json", json.dumps(data, ensure_ascii=False).encode())
    assert_one_line(chemcards(tmp_path, "replay", str(path)), "no card Q")


# -- point 3: deck files ---------------------------------------------------------------------------
@pytest.mark.parametrize(("content", "word"), [
    (b"[cards]\nH = " + b"[" * 100_000 + b"]" * 100_000 + b"\n", "too large"),
    (b"[cards]\nH = " + b"[" * 30_000 + b"]" * 30_000 + b"\n", "nested"),
    (b"[cards]\nH = " + b"{a=" * 20_000 + b"1" + b"}" * 20_000 + b"\n", "too large"),
    (b"[cards]\nH = " + b"{a=" * 10_000 + b"1" + b"}" * 10_000 + b"\n", "nested"),
    (b"[cards]\nH = " + NINES.encode() + b"\n", "deck file"),
], ids=["arrays-100000-deep", "arrays-30000-deep", "tables-20000-deep", "tables-10000-deep", "5000-digits"])
def test_deck_check_refuses_absurd_files_in_one_line(tmp_path: Path, content: bytes, word: str) -> None:
    path, digest = _file(tmp_path, "deck.toml", content)
    assert_one_line(chemcards(tmp_path, "deck", "check", str(path)), word)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


def test_deck_check_of_dev_zero_does_not_hang(tmp_path: Path) -> None:
    assert_one_line(chemcards(tmp_path, "deck", "check", "/dev/zero", timeout=30), "not a regular file")


def test_play_with_a_deck_file_of_dev_zero_does_not_hang(tmp_path: Path) -> None:
    assert_one_line(chemcards(tmp_path, "play", "chemie-kartenspiel", "--seats", "Ann,cpu", "--option",
                              "mode=competitive", "--option", "decks=file:/dev/zero", timeout=30),
                    "not a regular file")


# -- point 4: the command line ---------------------------------------------------------------------
@pytest.mark.parametrize(("args", "word"), [
    (["chemis", "--players", "3", "--option", "teams=pairs"], "even"),
    (["chemie-kartenspiel", "--players", "5", "--option", "mode=competitive"], "CK-2"),
    (["chemie-kartenspiel", "--players", "2", "--option", "mode=competitive",
      "--option", "decks=starter-a;starter-b;starter-a"], "3 decks"),
    (["color-clash", "--games", "1000000000000"], "--games"),
    ([":"], "unknown game"),
    (["os:getcwd"], "unknown game"),
    (["color-clash", "--jobs", "1000"], "--jobs"),
    (["color-clash", "--seed", NINES[:30]], "--seed"),
])
def test_simulate_refuses_what_play_refuses(tmp_path: Path, args: list[str], word: str) -> None:
    assert_one_line(chemcards(tmp_path, "simulate", *args), word)


# -- point 6: formulas -----------------------------------------------------------------------------
@pytest.mark.parametrize("args", [
    ["info", "Fe" + NINES], ["balance", f"Fe{NINES} + O2 -> Fe2O3"], ["react", "HCl", "NaOH" + NINES],
    ["balance", f"{NINES} H2 + O2 -> H2O"[:400]],
])
def test_absurd_formulas_are_one_line(tmp_path: Path, args: list[str]) -> None:
    assert_one_line(chemcards(tmp_path, "chem", *args))


def test_react_takes_a_zone_not_a_catalogue(tmp_path: Path) -> None:
    many = ["H2", "O2", "N2", "Cl2", "HCl", "NaOH", "H2O", "CO2", "Fe",
            "Cu", "Zn", "NaCl", "KOH", "CaO", "Mg", "Al", "S", "C"]
    assert_one_line(chemcards(tmp_path, "chem", "react", *many), "at most 16 substances")
