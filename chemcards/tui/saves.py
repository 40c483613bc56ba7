"""The app's saved games: the one autosave of the game in progress, copies, and resuming.

Pure (no Textual) so ``chemcards resume`` can check a save before starting the UI. Every write goes
through ``Match``'s atomic save; here we only decide which file and read it back safely.
"""

from __future__ import annotations

import time
from pathlib import Path

from chemcards.core.match import Match
from chemcards.core.records import Record, RecordError, load_record, save_atomic

from .settings import current_save_path, saves_dir


def unfinished(path: Path | None = None) -> Record | None:
    """The record at ``path`` if it is a game still to be finished, else None (never raises)."""
    try:
        record = load_record(path or current_save_path())
    except RecordError:
        return None
    return None if record.finished else record


def stamped_path(stem: str, folder: Path | None = None) -> Path:
    folder = folder or saves_dir()
    name = f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}"
    path = folder / f"{name}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{name}-{n}.json"
    return path


def archive_unfinished(path: Path) -> Path | None:
    """Before a new game takes over the autosave, keep an unfinished one under its own name, so
    starting a game never silently throws another away."""
    record = unfinished(path)
    if record is None:
        return None
    target = stamped_path(f"unfinished-{record.game}", path.parent)
    path.replace(target)
    return target


def save_copy(match: Match, folder: Path | None = None) -> Path:
    path = stamped_path(match.game.id, folder)
    save_atomic(path, match.record.to_json())
    return path


def resume(path: Path | None = None) -> Match:
    """The saved game, replayed to exactly where it stopped; ``RecordError`` says why it cannot be.

    The match keeps saving to the same file."""
    path = path or current_save_path()
    record = load_record(path)
    if record.finished:
        raise RecordError("the saved game is already finished")
    return Match.from_record(record, autosave=path)

