"""Play-through 17 (docs/i18n.md, "Every command, session 17": still English): what deeper layers
say reached a German or Chinese command line in English. Each kind now comes from a catalogue:
a deck file's problems and notes (``chemcards deck check``), a record's damage (``replay``,
``resume``), a seat name's problem (``play --seats``). One test per kind, German and Chinese."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.seats import MAX_NAME
from chemcards.i18n import tr

CK = "chemie-kartenspiel"


pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt17_deck_check_says_a_files_problems_and_notes_in_the_commands_language(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``deck check``: the note (no name), every problem (an unknown card, CK-2's size, CK-3's
    Protomaterie) and a missing file, each from the game's catalogue."""
    deck = tmp_path / "mine.toml"
    deck.write_text('mode = "competitive"\n[cards]\nH = 5\nXx = 2\n', encoding="utf-8")
    assert cli.main(["--lang", lang, "deck", "check", str(deck)]) == 1
    out = capsys.readouterr().out
    assert tr(CK, "deck_note_no_name", lang, name="mine") in out
    for line in (tr(CK, "deck_unknown_card", lang, card="Xx"),
                 tr(CK, "deck_size", lang, count=5, size=54, mode="competitive"),
                 tr(CK, "deck_proto", lang, count=0, exact=5)):
        assert f"  - {line}\n" in out, out
    missing = tmp_path / "none.toml"
    assert cli.main(["--lang", lang, "deck", "check", str(missing)]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == f"chemcards: {tr(CK, 'deck_no_file', lang, path=missing)}\n"


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt17_a_records_damage_is_said_in_the_commands_language(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``replay`` and ``resume`` of a file that is not a record, and of a record whose move names
    a computer level that does not exist: the app's catalogue, not the reader's English."""
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"format": "other"}), encoding="utf-8")
    sep = "：" if lang == "zh" else ": "
    assert cli.main(["--lang", lang, "replay", str(foreign)]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == f"chemcards: {foreign}{sep}{tr('ui', 'record_foreign', lang)}\n"
    assert cli.main(["--lang", lang, "resume", str(foreign)]) == cli.EXIT_USAGE
    refused = tr("cli", "err_cannot_resume", lang, path=foreign, reason=tr("ui", "record_foreign", lang))
    assert capsys.readouterr().err == f"chemcards: {refused}\n"

    from chemcards.core.match import Match
    from chemcards.core.registry import get_game
    from chemcards.core.seats import Seat

    match = Match(get_game("color-clash"), [Seat("Ann"), Seat("Bob")], {}, seed=3)
    data = match.record.to_json(sealed=False)
    data["actions"] = [[0, "!leave genius"]]
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["--lang", lang, "replay", str(damaged)]) == cli.EXIT_USAGE
    said = tr("ui", "record_move_level", lang, step=1, level="genius", levels="easy, medium, hard, strongest")
    assert capsys.readouterr().err == f"chemcards: {damaged}{sep}{said}\n"


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt17_a_seat_names_problem_is_said_in_the_commands_language(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``play --seats``: a name too long, a name with a control character."""
    long = "A" * (MAX_NAME + 1)
    assert cli.main(["--lang", lang, "play", "chemis", "--seats", f"{long},cpu"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err == f"chemcards: {tr('cli', 'err_seats_name_long', lang, most=MAX_NAME, name=long)}\n"
    assert cli.main(["--lang", lang, "play", "chemis", "--seats", "A\x1bB,cpu"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err == f"chemcards: {tr('cli', 'err_seats_name_control', lang, name='A?B')}\n"
