"""Records: atomic saves, and clear refusals for damaged, foreign or newer files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chemcards.core.records import FORMAT, VERSION, Record, RecordError, load_record, save_atomic
from chemcards.core.seats import Seat


def sample() -> Record:
    return Record("color-clash", {"mode": "classic"}, [Seat("Ann"), Seat("cpu", "computer", "easy")],
                  seed=5, actions=[(0, "draw"), (1, "play R7")])


def test_record_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_atomic(path, sample().to_json())
    assert load_record(path) == sample()
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_record_as_text_lists_every_action() -> None:
    text = sample().text()
    assert "0: draw" in text and "1: play R7" in text and "cpu (computer, easy)" in text


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "damaged"),
        (b"\xff\xfe garbage", "damaged"),
        (b"{not json", "damaged"),
        (b"[1, 2]", "not a chemcards game record"),
        (json.dumps({"format": "something-else"}).encode(), "not a chemcards game record"),
        (json.dumps({"format": FORMAT, "version": VERSION + 1}).encode(), "newer chemcards"),
        (json.dumps({"format": FORMAT, "version": "1"}).encode(), "version"),
        (json.dumps({"format": FORMAT, "version": 1, "game": "x"}).encode(), "damaged"),
        (json.dumps({**sample().to_json(sealed=False), "seed": "abc"}).encode(), "seed"),
        (json.dumps({**sample().to_json(sealed=False), "seats": [{"kind": "human"}]}).encode(), "damaged"),
        (json.dumps({**sample().to_json(sealed=False), "chance": ["x"]}).encode(), "chance"),
    ],
)
def test_bad_record_files_get_one_clear_sentence(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "nothing.json")


def test_a_failed_save_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_atomic(path, sample().to_json())
    with pytest.raises(TypeError):
        save_atomic(path, {"unserialisable": object()})
    assert load_record(path) == sample()
    assert list(tmp_path.iterdir()) == [path]
