"""``chemcards resume FILE`` and the saves folder: no file we read is ever overwritten or lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat


def test_resuming_a_file_from_outside_the_saves_folder_never_rewrites_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No file we read is ever overwritten: a record resumed from elsewhere goes on in a new save in
    the saves folder; a save of our own goes on saving to itself (``chemcards resume``)."""
    from chemcards.tui.saves import latest_unfinished, resume
    from chemcards.tui.settings import saves_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    game = registry.games()["metallurgie"]
    sent = tmp_path / "downloads" / "from-a-friend.json"
    sent.parent.mkdir()
    match = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=5, autosave=sent)
    match.act(0, match.legal(0)[0])
    before = sent.read_bytes()

    resumed = resume(sent)
    assert resumed.autosave is not None and resumed.autosave.parent == saves_dir()
    seat = next(s for s in resumed.to_act() if s >= 0)
    resumed.act(seat, resumed.legal(seat)[0])
    assert sent.read_bytes() == before
    assert latest_unfinished() == resumed.autosave

    ours = resume(resumed.autosave)
    assert ours.autosave == resumed.autosave
