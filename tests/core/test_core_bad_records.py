"""Issue 13, point 1: every damaged record found by the fault-injection pass is one clear
``RecordError`` sentence, never another exception, and the file read is never changed.

The schema (``core/records.py`` on ``core/schema.py``) refuses by type, range and size; what it
cannot say (a seat of this game, a known table command and level) ``_checked`` says."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import pytest

from chemcards.core.match import Match
from chemcards.core.records import VERSION, Record, RecordError, load_record, save_atomic
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.chemis import GAME as CHEMIS
from chemcards.games.color_clash import GAME as CC


def _plain(match: Match) -> dict[str, Any]:
    """A record in the readable format 1, so a test can damage one field by name."""
    return match.record.to_json(sealed=False)


def cc_record() -> dict[str, Any]:
    match = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=4)
    seat = match.to_act()[0]
    match.act(seat, match.legal(seat)[0])
    return _plain(match)


def chemis_record() -> dict[str, Any]:
    return _plain(Match(CHEMIS, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {}, seed=4))


#: the seat whose turn it is at the start of ``chemis_record``'s game
FIRST = Match(CHEMIS, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {}, seed=4).to_act()[0]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused(tmp_path: Path, content: bytes, *words: str) -> str:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    before = _digest(path)
    with pytest.raises(RecordError) as err:
        Match.from_record(load_record(path))
    message = str(err.value)
    assert "\n" not in message and len(message) < 400
    for word in words:
        assert word in message, (word, message)
    assert _digest(path) == before  # never written
    return message


def _with(data: dict[str, Any], **changes: Any) -> bytes:
    return json.dumps({**data, **changes}).encode()


@pytest.mark.parametrize(("content", "words"), [
    (b"[" * 200_000, ("damaged",)),
    (b'{"a":' * 100_000 + b"1" + b"}" * 100_000, ("damaged",)),
    (b'{"format": "chemcards-record", "version": 1, "x": ' + b"[" * 5000 + b"]" * 5000 + b"}",
     ("damaged",)),
])
def test_deep_nesting_is_refused_not_a_recursion_error(tmp_path: Path, content: bytes,
                                                       words: tuple[str, ...]) -> None:
    """Point 1: ``[`` × 200 000 and a 100 000-deep object were a RecursionError."""
    _refused(tmp_path, content, *words)


def test_a_five_thousand_digit_seed_is_refused(tmp_path: Path) -> None:
    raw = json.dumps(cc_record()).replace('"seed": 4', '"seed": ' + "9" * 5000).encode()
    _refused(tmp_path, raw, "seed")


def test_a_seed_beyond_64_bits_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path, _with(cc_record(), seed=1 << 70), "seed")


def test_infinity_in_an_action_is_refused(tmp_path: Path) -> None:
    """Point 1: ``Infinity`` as a seat was an OverflowError (not JSON at all, strictly read)."""
    raw = json.dumps(cc_record()).replace('"actions": [[', '"actions": [[Infinity, "draw"], [').encode()
    _refused(tmp_path, raw, "damaged")


@pytest.mark.parametrize(("action", "words"), [
    ([-5, "!leave easy"], ("$.actions[0][0]",)),
    ([99, "!leave easy"], ("$.actions[0][0]",)),
    ([3, "!leave easy"], ("seat 3", "3 seats")),
    ([-1, "!leave easy"], ("referee cannot leave",)),
    ([0, "!leave godlike"], ("godlike",)),
    ([0, "!shuffle"], ("unknown table command",)),
    ([0.5, "pass"], ("float",)),
    ([FIRST, "甲: Q"], ("move 1", "no card Q")),
    ([FIRST, "甲: Xx"], ("move 1", "no card Xx")),
    ([FIRST, "甲: [HO]"], ("move 1", "no card [HO]")),
])
def test_bad_chemis_actions_are_refused(tmp_path: Path, action: list[Any], words: tuple[str, ...]) -> None:
    """Point 1 and 5: seats out of range, unknown levels and typed moves naming no card were an
    IndexError, a silent replacement of the last seats, a crash inside the app, a KeyError."""
    _refused(tmp_path, _with(chemis_record(), actions=[action]), *words)


@pytest.mark.parametrize(("changes", "word"), [
    ({"actions": {}}, "actions"),
    ({"version": 0}, "version"),
    ({"version": -1}, "version"),
    ({"version": True}, "version"),
    ({"finished": "no"}, "finished"),
    ({"seats": []}, "seats"),
    ({"seats": [{"name": "A\x1b[2J"}, {"name": "B"}]}, "name"),
    ({"seats": [{"name": "x" * 41}, {"name": "B"}]}, "name"),
    ({"chance": [-1]}, "chance"),
    ({"options": {"mode": [[[[1]]]]}}, "options"),
    ({"game": "no-such-game"}, "unknown game"),
])
def test_silently_accepted_fields_are_refused(tmp_path: Path, changes: dict[str, Any], word: str) -> None:
    """Point 1: ``"actions": {}``, version 0 or -1 and ``finished: "no"`` were accepted."""
    _refused(tmp_path, _with(cc_record(), **changes), word)


def test_a_shared_save_never_makes_the_app_read_a_local_file(tmp_path: Path) -> None:
    """Point 1: a Chemie-Kartenspiel record with ``"decks": "file:/dev/zero"`` hung; a record
    keeps its decks inline, so a ``file:`` entry is refused before anything is opened."""
    secret = tmp_path / "secret.toml"
    secret.write_text("[cards]\nH = 1\n", encoding="utf-8")
    os.chmod(secret, 0o644)
    data = _plain(Match(CK, [Seat("Ann"), Seat("Bob")], {"mode": "competitive"}, seed=2))
    for target in ("/dev/zero", str(secret), f"starter-a;file:{secret}"):
        decks = target if target.startswith("starter") else f"file:{target}"
        message = _refused(tmp_path, _with(data, options={**data["options"], "decks": decks}),
                           "deck file")
        assert "H" not in message.split("deck file")[-1]  # nothing of the file's content


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/null", "."])
def test_devices_and_folders_are_never_read(special: str) -> None:
    """Point 1: ``replay /dev/zero`` grew to 11 GB; a record is read only from a regular file."""
    with pytest.raises(RecordError, match=r"not a regular file|folder"):
        load_record(Path(special))


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        load_record(fifo)


def test_a_file_larger_than_the_cap_is_refused_before_it_is_read(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from chemcards.core import records

    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2048 + json.dumps(cc_record()).encode())
    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 1024)
    with pytest.raises(RecordError, match="too large"):
        load_record(path)


# -- point 8: the autosave is not readable at a glance ---------------------------------------------
def test_a_saved_record_hides_its_moves_and_draws_from_a_glance(tmp_path: Path) -> None:
    match = Match(CC, [Seat("Ann"), Seat("Bob")], {}, rng=None)  # secure: every draw recorded
    for _ in range(4):
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    path = tmp_path / "current.json"
    match.save(path)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["version"] == VERSION == 2
    assert "chance" not in data and "actions" not in data and "seed" not in data
    for _seat, notation in match.record.actions:
        assert notation not in text
    assert load_record(path) == match.record  # and it reads back exactly


def test_format_1_records_are_still_read(tmp_path: Path) -> None:
    record = Record("color-clash", {}, [Seat("Ann"), Seat("Bob")], seed=5, actions=[(0, "draw")])
    path = tmp_path / "old.json"
    save_atomic(path, record.to_json(sealed=False))
    assert json.loads(path.read_text())["version"] == 1
    assert load_record(path) == record


@pytest.mark.parametrize("sealed", ["!!!not base64", "AAAA", "eJwDAAAAAAE="])
def test_a_damaged_sealed_part_is_one_sentence(tmp_path: Path, sealed: str) -> None:
    data = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=1).record.to_json()
    _refused(tmp_path, _with(data, sealed=sealed), "sealed")


def test_a_compressed_bomb_in_the_sealed_part_stops_at_the_cap(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import base64
    import zlib

    from chemcards.core import records

    monkeypatch.setattr(records, "MAX_SEALED_BYTES", 1 << 16)
    bomb = base64.b64encode(zlib.compress(b" " * (1 << 22))).decode()
    data = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=1).record.to_json()
    _refused(tmp_path, _with(data, sealed=bomb), "sealed")


@pytest.mark.parametrize(("text", "deep"), [
    ('{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', False),  # brackets in a string
    ("# don't\nH = " + "[" * 40 + "]" * 40, True),  # an apostrophe in a comment hides nothing
    ("name = 'it''s'\nH = " + "[" * 40 + "]" * 40, True),
    ('a = """\n"\n"""\nb = ' + "[" * 40 + "]" * 40, True),  # a multi-line string
    ("[cards]\nH = [[1], [2]]\n", False),
])
def test_the_depth_check_skips_strings_and_comments_and_errs_on_the_safe_side(text: str, deep: bool) -> None:
    from chemcards.core.schema import InputError, check_depth

    if deep:
        with pytest.raises(InputError, match="nested deeper"):
            check_depth(text, "x")
    else:
        check_depth(text, "x")


@pytest.mark.parametrize(("play", "word"), [
    ({"seed": "abc", "chance": [], "actions": []}, "seed"),
    ({"seed": None, "chance": ["x"], "actions": []}, "chance"),
    ({"seed": 1, "chance": [], "actions": [[0.5, "draw"]]}, "actions"),
])
def test_the_sealed_part_is_checked_like_the_clear_one(tmp_path: Path, play: dict[str, Any],
                                                       word: str) -> None:
    import base64
    import zlib

    data = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=1).record.to_json()
    sealed = base64.b64encode(zlib.compress(json.dumps(play).encode())).decode()
    _refused(tmp_path, _with(data, sealed=sealed), word, "sealed")
