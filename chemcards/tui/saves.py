"""The app's saved games: the one autosave of the game in progress, copies, and resuming.

Pure (no Textual) so ``chemcards resume`` can check a save before starting the UI. Every write goes
through ``Match``'s atomic save; here we only decide which file and read it back safely.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from chemcards.core.match import Match
from chemcards.core.records import NewerRecord, Record, RecordError, load_record, save_atomic

from .settings import CURRENT_SAVE, current_save_path, saves_dir


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
    """Before a new game takes over the autosave, keep what is there under a name that says what
    it is, so starting a game never throws another away: an unfinished game as
    ``unfinished-<game>-<time>.json``, a file we cannot read (damaged, or written by a newer
    chemcards) as ``current.damaged-<time>.json`` / ``current.newer-<time>.json``. Only a finished
    game (already over, nothing to lose) is left to be replaced. Returns the new name, so the
    caller can tell the player; see :func:`kept_message`."""
    if not path.exists() and not path.is_symlink():
        return None
    try:
        record = load_record(path)
    except NewerRecord:
        return _keep(path, f"{path.stem}.newer")
    except RecordError:
        return _keep(path, f"{path.stem}.damaged")
    if record.finished:
        return None
    return _keep(path, f"unfinished-{record.game}")


def _keep(path: Path, stem: str) -> Path:
    target = stamped_path(stem, path.parent)
    path.replace(target)  # a rename: the bytes are never rewritten, so nothing of them is lost
    return target


def kept_message(kept: Path, lang: str = "en") -> str:
    """What to tell the player about a file :func:`archive_unfinished` kept, in their language."""
    from chemcards.i18n import ui

    unreadable = ".damaged-" in kept.name or ".newer-" in kept.name
    return ui("kept_damaged" if unreadable else "kept_unfinished", lang, path=str(kept))


#: a temporary file of ``save_atomic`` older than this was left by a killed process
STALE_TMP_SECONDS = 60.0


def clean_stale_temps(folder: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove ``*.json.*.tmp`` files that a killed chemcards left in the saves folder (a ``kill -9``
    between writing and renaming). Only our own pattern, only older than a minute, so a save being
    written at this moment by another chemcards is left alone. Best effort: never raises."""
    folder = folder or saves_dir()
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        candidates = list(folder.glob("*.json.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if tmp.is_file() and not tmp.is_symlink() and now - tmp.stat().st_mtime > STALE_TMP_SECONDS:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def save_copy(match: Match, folder: Path | None = None) -> Path:
    path = stamped_path(match.game.id, folder)
    save_atomic(path, match.record.to_json())
    return path


def resume(path: Path | None = None) -> Match:
    """The saved game, replayed to exactly where it stopped; ``RecordError`` says why it cannot be.

    A save of ours (a file in the saves folder) goes on saving to itself. A file from anywhere else
    (a record somebody sent, a copy in Downloads) is only read: the game goes on in a new save in the
    saves folder, so the file we were given is never rewritten (what the Saved games screen and
    ``chemcards resume`` then find)."""
    path = path or current_save_path()
    record = load_record(path)
    if record.finished:
        raise RecordError("the saved game is already finished")
    return Match.from_record(record, autosave=path if _ours(path) else stamped_path(f"resumed-{record.game}"))


def _ours(path: Path) -> bool:
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False



@dataclass(frozen=True)
class SavedGame:
    """One unfinished game on disk, as the "Saved games" screen lists it."""

    path: Path
    record: Record
    saved: float  # the file's modification time: when it was last played

    @property
    def moves(self) -> int:
        """Moves made so far (table commands such as leaving a seat are not moves)."""
        return sum(1 for _, text in self.record.actions if not text.startswith("!"))


def unfinished_games(folder: Path | None = None) -> list[SavedGame]:
    """Every unfinished game in the saves folder, the most recently played first: the autosave of
    the game in progress, the ones a new game put aside (``unfinished-*``) and copies. A file that
    cannot be read is left alone (not listed, never touched)."""
    folder = folder or saves_dir()
    found: list[SavedGame] = []
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return []
    for path in paths:
        record = unfinished(path)
        if record is None:
            continue
        try:
            saved = path.stat().st_mtime
        except OSError:
            continue
        found.append(SavedGame(path, record, saved))
    found.sort(key=lambda g: (-g.saved, g.path.name))
    return found


def latest_unfinished(folder: Path | None = None) -> Path | None:
    """What ``chemcards resume`` continues: the game in progress, else the most recent unfinished."""
    current = (folder / CURRENT_SAVE) if folder else current_save_path()
    if unfinished(current) is not None:
        return current
    games = unfinished_games(folder or current.parent)
    return games[0].path if games else None


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Delete a saved game a person chose to delete; only ``.json`` files inside the saves folder,
    so a wrong path can never remove anything else. ``OSError`` says why it failed."""
    folder = (folder or saves_dir()).resolve()
    target = path.resolve()
    if target.parent != folder or target.suffix != ".json":
        raise OSError(f"{path} is not a saved game of chemcards")
    target.unlink()
