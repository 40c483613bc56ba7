"""Deck files and ``chemcards deck`` (CK-3, CK-5): every problem named, never a traceback."""

from __future__ import annotations

import argparse
import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.commands import CommandError
from chemcards.commands import deck as deck_command
from chemcards.games.chemie_kartenspiel.decks import (
    Deck,
    DeckError,
    builtin_decks,
    deck_problems,
    deck_toml,
    parse_deck,
    read_deck_file,
)


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    deck_command.add_arguments(parser)
    return deck_command.run(parser.parse_args(argv))


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deck.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_ck5_deck_file_round_trip(tmp_path: Path) -> None:
    counts = builtin_decks()["starter-b"].counts
    path = write(tmp_path, deck_toml("B", counts))
    deck = read_deck_file(path)
    assert deck.counts == counts and deck.mode == "competitive" and deck_problems(deck) == []
    assert run(["check", str(path)]) == 0


def test_ck3_every_violation_is_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    counts = dict(builtin_decks()["starter-a"].counts)
    counts["U"] = counts.get("U", 0) + 2  # ★★★ 6 > 4
    counts["Ra"] += 3  # ★★ 18 > 15
    counts["Protomaterie"] = 4  # not exactly 5
    counts["Xx"] = 1  # unknown
    counts["H"] = -1  # bad count
    path = write(tmp_path, deck_toml("bad", {k: v for k, v in counts.items() if k not in ("Xx", "H")})
                 .replace("[cards]", "[cards]\nXx = 1\nH = -1"))
    assert run(["check", str(path)]) == 1
    out = capsys.readouterr().out
    # the catalogue's English since play-through 17 (the deck module's English before)
    for needle in ("Unknown card Xx", "H: the count", "exactly 54", "level ★★;", "level ★★★;",
                   "4 Protomatter;"):
        assert needle in out, needle


def test_ck3_family_mode_limits(tmp_path: Path) -> None:
    path = write(tmp_path, '[cards]\nH = 98\nProtomaterie = 10\n')
    assert run(["check", str(path), "--mode", "family"]) == 0
    deck = parse_deck('[cards]\nU = 9\nH = 89\nProtomaterie = 10\n')
    problems = deck_problems(Deck("x", "family", deck.counts))
    assert [p.key for p in problems] == ["deck_level"]


@pytest.mark.parametrize("text", ["[cards\nH = 1", "name = 'x'\n", "cards = 3\n", "[cards]\nH = \n",
                                  "\x00\x01", "[cards]\nH = 1\nH = 2\n"])
def test_broken_files_give_a_sentence(tmp_path: Path, text: str) -> None:
    with pytest.raises(CommandError) as err:
        run(["check", str(write(tmp_path, text))])
    assert str(err.value) and "Traceback" not in str(err.value)


def test_unreadable_files_give_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no such deck file"):
        run(["check", str(tmp_path / "missing.toml")])
    with pytest.raises(CommandError, match="folder"):
        run(["check", str(tmp_path)])
    (tmp_path / "bin.toml").write_bytes(b"\xff\xfe[cards]")
    with pytest.raises(CommandError, match="UTF-8"):
        run(["check", str(tmp_path / "bin.toml")])


def test_deck_new_and_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    assert run(["new", str(path), "--from", "starter-b"]) == 0
    assert run(["check", str(path)]) == 0
    with pytest.raises(CommandError, match="exists"):
        run(["new", str(path)])
    assert run(["list"]) == 0
    assert "starter-a" in capsys.readouterr().out


symbols = st.sampled_from(["H", "O", "U", "Pu", "Protomaterie", "Fe", "Xq", "h", "", "Cl", "1", "Ra"])
values = st.one_of(st.integers(-5, 80), st.text(string.printable, max_size=4), st.booleans(), st.floats())


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(symbols, values, max_size=8), st.text(max_size=40))
def test_fuzzed_deck_files_give_messages_not_tracebacks(cards: dict, noise: str) -> None:
    lines = ["[cards]"] + [f'"{k}" = {v!r}' if not isinstance(v, str) else f'"{k}" = "{v}"'
                           for k, v in cards.items()]
    text = "\n".join(lines) + "\n" + noise
    try:
        deck = parse_deck(text)
    except DeckError as exc:
        assert str(exc)
        return
    for problem in deck_problems(deck):
        assert problem.message and problem.key
