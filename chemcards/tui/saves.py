"""The app's saved games: the autosave of the game in progress, copies, and resuming.

Pure (no Textual) so ``chemcards resume`` can check a save before starting the UI. Every write goes
through ``Match``'s atomic save; here we only decide which file and read it back safely.

Several windows on one data folder (issue 12, point 9; ``docs/app.md`` "Saving"): a window that
plays a game *holds* its autosave (:func:`hold`: an exclusive ``flock`` on ``<save>.lock``, with the
window's pid written in it for people; the system lets go when the process ends, even on
``kill -9``). Nothing of ours moves, resumes, deletes or writes to a save another process holds: a
new game in a second window saves to a file of its own (:func:`claim_autosave`), and Saved games
lists the held game as open in another window.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

try:  # POSIX; elsewhere a save is never seen as held (one window at a time, as before)
    import fcntl
except ImportError:  # pragma: no cover - not on the platforms we test
    fcntl = None  # type: ignore[assignment]

from chemcards.core.records import NewerRecord, Record, RecordError, load_record, save_atomic

from .settings import CURRENT_SAVE, current_save_path, saves_dir

if TYPE_CHECKING:  # the match driver loads with a game, not with the launcher (issue 12 point 8)
    from chemcards.core.match import Match


class SaveInUse(RecordError):
    """The save belongs to a game another window is playing right now: not ours to touch."""


def lock_path(path: Path) -> Path:
    """The lock beside a save (``current.json.lock``): not ``*.json``, so never listed as a game."""
    return path.with_name(path.name + ".lock")


#: the saves this process holds, by resolved path (one window plays one game at a time)
_held: dict[Path, IO[Any]] = {}


def _key(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _lock(path: Path) -> IO[Any] | None:
    """Take the lock of ``path`` without waiting: the open lock file, or None if another open
    file (another process) has it. The lock file may be removed by its last holder between our
    open and our lock; then it is another file than the one at that name now, and we try again."""
    if fcntl is None:  # pragma: no cover
        return open(os.devnull, "a")
    target = lock_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(20):
        fh = open(target, "a+", encoding="utf-8")  # noqa: SIM115 - held open while the game runs
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            fh.close()
            return None
        try:
            same = os.fstat(fh.fileno()).st_ino == os.stat(target).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fh
        fh.close()
    return None


def hold(path: Path, *, only: bool = True) -> bool:
    """Hold ``path`` for the game this process plays (letting go of any other it held, unless
    ``only`` is False): False, holding nothing new, when another process holds it. Idempotent for
    the save already held."""
    key = _key(path)
    if key in _held:
        return True
    fh = _lock(path)
    if fh is None:
        return False
    if only:
        release()
    try:
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()}\n")  # who holds it, for a person who looks; the lock is the flock
        fh.flush()
    except OSError:
        pass
    _held[key] = fh
    return True


def release(path: Path | None = None) -> None:
    """Let go of the save held for ``path`` (every save, by default): the game left this window.
    The lock file goes while still locked, so nobody takes a lock on a name about to vanish."""
    for key in [k for k in _held if path is None or k == _key(path)]:
        fh = _held.pop(key)
        with contextlib.suppress(OSError):
            lock_path(key).unlink(missing_ok=True)
        fh.close()


def held_elsewhere(path: Path) -> bool:
    """Another process (another window) plays the game saved at ``path`` right now."""
    if _key(path) in _held or fcntl is None or not lock_path(path).exists():
        return False
    fh = _lock(path)
    if fh is None:
        return True
    with contextlib.suppress(OSError):
        lock_path(path).unlink(missing_ok=True)  # a lock left by a process that ended: tidy it
    fh.close()
    return False


def claim_autosave(current: Path, game_id: str) -> tuple[Path, Path | None]:
    """The file a new game saves to, held for it, and what was put aside to make room.

    Normally the autosave ``current`` (``current.json``), after an unfinished game there was kept
    under its own name (:func:`archive_unfinished`). When another window plays the game saved
    there, that file is not touched at all: the new game gets a file of its own,
    ``<game>-<time>.json`` (made exclusively, so two windows starting in the same second never
    share one). ``OSError`` when the folder cannot be written."""
    if hold(current):
        return current, archive_unfinished(current)
    folder = current.parent
    folder.mkdir(parents=True, exist_ok=True)
    while True:
        path = stamped_path(game_id, folder)
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        if hold(path):
            return path, None


def unfinished(path: Path | None = None) -> Record | None:
    """The record at ``path`` if it is a game still to be finished and worth resuming (somebody
    moved in it), else None (never raises)."""
    try:
        record = load_record(path or current_save_path())
    except RecordError:
        return None
    return None if record.finished or not moved(record) else record


def moved(record: Record) -> bool:
    """Whether anybody moved in the game (table commands such as leaving a seat are no moves): a
    game left at once is not worth resuming, so Saved games does not list it (play-through 13, zh:
    five games "0 moves" in the list)."""
    return any(not text.startswith("!") for _, text in record.actions)


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
    game (already over) or one nobody moved in (nothing to lose; :func:`moved`) is left to be
    replaced. Returns the new name, so the caller can tell the player; see :func:`kept_message`."""
    if not path.exists() and not path.is_symlink():
        return None
    if held_elsewhere(path):  # another window's game: never moved under it (issue 12 point 9)
        return None
    try:
        record = load_record(path)
    except NewerRecord:
        return _keep(path, f"{path.stem}.newer")
    except RecordError:
        return _keep(path, f"{path.stem}.damaged")
    if record.finished or not moved(record):  # nothing to lose: the new game saves over it
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
    if unreadable:
        return ui("kept_damaged", lang, name=kept.name)
    # the game by its name, found in Saved games; never the raw path (play-through 8, de 9)
    return ui("kept_unfinished", lang, game=_game_title(kept, lang))


def _game_title(path: Path, lang: str) -> str:
    """The name of the game saved in ``path`` in ``lang`` (the file's game id if it is unknown)."""
    from chemcards.core.registry import load_game

    try:
        game_id = load_record(path).game
    except RecordError:
        return path.stem
    game = load_game(game_id)
    return game.title(lang) if game is not None else game_id  # as Saved games lists it (pt 14 zh 10)


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
    from chemcards.core.match import Match

    path = path or current_save_path()
    if held_elsewhere(path):
        raise SaveInUse("it is being played in another chemcards window", path)
    record = load_record(path)
    if record.finished:
        raise RecordError("the saved game is already finished", None, "record_finished")
    if not _ours(path):
        return Match.from_record(record, autosave=stamped_path(f"resumed-{record.game}"))
    match = Match.from_record(record)  # replayed without writing; then it is ours to save to
    if not hold(path):
        raise SaveInUse("it is being played in another chemcards window", path)
    match.autosave = path
    return match


def resume_as_current(path: Path, current: Path | None = None) -> tuple[Match, Path | None]:
    """Resume ``path`` as the game in progress (play-through 14, de 1): the game played last is
    the one ``chemcards resume`` and the launcher's Resume continue. An unfinished game resumed
    from Saved games (``unfinished-*``, a copy) moves into ``current`` (``current.json``), and the
    game that was there is put aside first as a new game puts it aside (:func:`archive_unfinished`:
    ``unfinished-<game>-<time>.json`` if anybody moved in it; a game nobody moved in or a finished
    one is saved over, as a new game saves over it). Both are renames: no byte of a file we read is
    rewritten or lost. Returns the match and what was put aside (for :func:`kept_message`).

    The file stays where it is (the game goes on saving to it) when it is not a save of ours in
    the folder of ``current``, or when another window plays the game in ``current``: that one is
    never touched. ``RecordError`` / ``SaveInUse`` as :func:`resume` raises them."""
    current = current or current_save_path()
    match = resume(path)  # checked and replayed before anything moves; holds ``path`` if ours
    if match.autosave is None or _key(match.autosave) != _key(path) or _key(path) == _key(current) \
            or _key(path.parent) != _key(current.parent):
        return match, None
    if not hold(current, only=False):  # another window's game is there: ours stays in its file
        return match, None
    try:
        kept = archive_unfinished(current)
        path.replace(current)
    except OSError:  # the folder cannot be written: the game goes on in its own file
        release(current)
        return match, None
    release(path)  # its lock file goes with the name it no longer has
    match.autosave = current
    return match, kept


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
    elsewhere: bool = False  # being played in another window right now: not to resume or delete

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
        found.append(SavedGame(path, record, saved, held_elsewhere(path)))
    found.sort(key=lambda g: (-g.saved, g.path.name))
    return found


def unreadable_saves(folder: Path | None = None) -> list[tuple[Path, RecordError]]:
    """Every file in the saves folder that looks like a save (``*.json``) but cannot be read
    (damaged, or written by a newer chemcards), with why, by name. Only read, never changed:
    the person decides what becomes of it. A damaged ``current.json`` was passed over in silence,
    "no save to resume" (play-through 18 zh 9); see :func:`unreadable_line`."""
    folder = folder or saves_dir()
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return []
    found: list[tuple[Path, RecordError]] = []
    for path in paths:
        try:
            load_record(path)
        except RecordError as exc:
            found.append((path, exc))
    return found


def unreadable_line(found: list[tuple[Path, RecordError]], lang: str = "en") -> str | None:
    """One line in ``lang`` about the saves :func:`unreadable_saves` found: the file, where it
    is, that it is left as it is and why it cannot be read (several: their names); None for none."""
    from chemcards.core.i18n import QUOTES
    from chemcards.i18n import join_list, ui

    if not found:
        return None
    folder = str(found[0][0].parent)
    if len(found) == 1:
        path, exc = found[0]
        return ui("save_unreadable", lang, name=path.name, folder=folder, reason=exc.reason_in(lang))
    opening, closing = QUOTES[lang][:2]
    names = join_list((f"{opening}{path.name}{closing}" for path, _ in found), lang)
    return ui("saves_unreadable", lang, n=len(found), folder=folder, names=names)


def latest_unfinished(folder: Path | None = None) -> Path | None:
    """What ``chemcards resume`` continues: the game in progress, else the most recent unfinished."""
    current = (folder / CURRENT_SAVE) if folder else current_save_path()
    if unfinished(current) is not None and not held_elsewhere(current):
        return current
    games = [g for g in unfinished_games(folder or current.parent) if not g.elsewhere]
    return games[0].path if games else None


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Delete a saved game a person chose to delete; only ``.json`` files inside the saves folder,
    so a wrong path can never remove anything else. ``OSError`` says why it failed."""
    folder = (folder or saves_dir()).resolve()
    target = path.resolve()
    if target.parent != folder or target.suffix != ".json":
        raise OSError(f"{path} is not a saved game of chemcards")
    if held_elsewhere(target):
        raise SaveInUse("it is being played in another chemcards window", path)
    target.unlink()
