"""Issue 13, point 3: deck files (CK-3, CK-4, CK-5) — every problem listed at once, nothing absurd
read, a BOM accepted, a file's mode respected by ``play``."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from chemcards.commands import CommandError
from chemcards.commands import deck as deck_command
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.chemie_kartenspiel.decks import (
    builtin_decks,
    deck_toml,
    read_deck_file,
    starter,
)


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    deck_command.add_arguments(parser)
    return deck_command.run(parser.parse_args(argv))


def write(tmp_path: Path, text: str | bytes, name: str = "deck.toml") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def test_ck5_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    text = deck_toml("B", builtin_decks()["starter-b"].counts)
    path = write(tmp_path, b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert read_deck_file(path).counts == builtin_decks()["starter-b"].counts
    assert run(["check", str(path)]) == 0


def test_ck4_too_many_copies_for_the_starter_pool(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """20 × H when the starter deck, the pool a 54-card deck is built from, holds fewer (CK-4)."""
    pool = starter().counts["H"]
    counts = dict(builtin_decks()["starter-a"].counts)
    counts["H"] = pool + 10
    assert run(["check", str(write(tmp_path, deck_toml("x", counts)))]) == 1
    out = capsys.readouterr().out
    # the catalogue's English since play-through 17 (no rule number in a sentence, docs/i18n.md)
    assert f"Too many copies: {pool + 10} × H" in out and f"holds {pool}." in out


def test_ck3_an_unknown_mode_does_not_hide_the_cards(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """``mode = "tournament"`` used to hide ``Xx = 1`` and ``Na = -2``."""
    path = write(tmp_path, 'name = "t"\nmode = "tournament"\n[cards]\nXx = 1\nNa = -2\nH = 5\n')
    assert run(["check", str(path)]) == 1
    out = capsys.readouterr().out
    for needle in ("Unknown mode tournament", "Unknown card Xx", "Na: the count"):
        assert needle in out, needle


def test_ck5_a_missing_name_or_mode_is_mentioned(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    counts = builtin_decks()["starter-a"].counts
    body = deck_toml("x", counts).split("[cards]", 1)[1]
    path = write(tmp_path, "[cards]" + body, "mine.toml")
    assert run(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "no name given" in out and "“mine”" in out
    assert "no mode given" in out and "competitive" in out


@pytest.mark.parametrize(("text", "word"), [
    ('mdoe = "family"\n[cards]\nH = 1\n', "mdoe"),
    ("[cards]\n" + "".join(f'"X{i}" = 1\n' for i in range(300)), "cards"),
    ('name = "' + "n" * 200 + '"\n[cards]\nH = 1\n', "name"),
])
def test_ck5_fields_outside_the_schema_are_one_sentence(tmp_path: Path, text: str, word: str) -> None:
    with pytest.raises(CommandError) as err:
        run(["check", str(write(tmp_path, text))])
    assert word in str(err.value) and "\n" not in str(err.value)


def test_ck2_play_respects_the_mode_a_deck_file_declares(tmp_path: Path) -> None:
    """A family deck file (108 cards) is not taken as one player's competitive deck."""
    family = write(tmp_path, deck_toml("fam", starter().counts, "family"), "family.toml")
    with pytest.raises(ValueError, match="family deck, not a competitive deck"):
        Match(CK, [Seat("Ann"), Seat("Bob")], {"mode": "competitive", "decks": f"file:{family}"}, seed=1)
    mine = write(tmp_path, deck_toml("a", builtin_decks()["starter-a"].counts), "a.toml")
    match = Match(CK, [Seat("Ann"), Seat("Bob")], {"mode": "competitive", "decks": f"file:{mine}"}, seed=1)
    assert match.record.options["decks"].startswith("inline:")  # the record never names the file


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/null"])
def test_ck5_devices_are_not_deck_files(special: str) -> None:
    with pytest.raises(CommandError, match="not a regular file"):
        run(["check", special])


def test_ck2_the_launchers_deck_chooser_says_a_family_file_is_not_competitive(tmp_path: Path) -> None:
    from chemcards.games.chemie_kartenspiel.deckbuilder import deck_file_problems

    family = write(tmp_path, deck_toml("fam", starter().counts, "family"), "family.toml")
    problems = deck_file_problems(family, "en")
    assert problems and "family deck, not a competitive deck" in problems[0]
    mine = write(tmp_path, deck_toml("a", builtin_decks()["starter-a"].counts), "a.toml")
    assert deck_file_problems(mine, "en") == []
