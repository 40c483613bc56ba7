"""Game records: what was played, enough to replay it exactly, saved atomically.

A record holds the game id, options, seats, the seed (or, for a secure game, the chance draws
themselves: "the dealt order") and the list of actions in their text notation. Loading checks
everything and reports a damaged, foreign or newer file in one sentence.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .seats import Seat

FORMAT = "chemcards-record"
VERSION = 1


class RecordError(Exception):
    """A record file cannot be used; the message says why in one sentence."""


@dataclass
class Record:
    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int | None
    chance: list[int] = field(default_factory=list)
    #: (seat, notation); a notation starting with "!" is a table command such as "!leave medium"
    actions: list[tuple[int, str]] = field(default_factory=list)
    finished: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "chance": self.chance,
            "actions": [[seat, text] for seat, text in self.actions],
            "finished": self.finished,
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a chemcards game record")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("the record has no valid version number")
        if version > VERSION:
            raise RecordError(
                f"the record was written by a newer chemcards (format {version}); please update")
        try:
            game = data["game"]
            options = data["options"]
            seats = [Seat.from_json(s) for s in data["seats"]]
            seed = data["seed"]
            chance = data.get("chance", [])
            actions = [(int(seat), str(text)) for seat, text in data["actions"]]
            finished = bool(data.get("finished", False))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the record is damaged ({exc})") from None
        if not isinstance(game, str) or not isinstance(options, dict):
            raise RecordError("the record is damaged (game or options)")
        if seed is not None and not isinstance(seed, int):
            raise RecordError("the record is damaged (seed)")
        if not isinstance(chance, list) or not all(isinstance(c, int) for c in chance):
            raise RecordError("the record is damaged (chance)")
        return cls(game, options, seats, seed, chance, actions, finished)

    def text(self) -> str:
        """A record readable as text: a header, then one action per line."""
        lines = [f"# {self.game} seed={self.seed} options={json.dumps(self.options, sort_keys=True)}"]
        lines += [f"# seat {i}: {s.name} ({s.kind}{', ' + s.level if s.level else ''})"
                  for i, s in enumerate(self.seats)]
        lines += [f"{seat}: {text}" for seat, text in self.actions]
        return "\n".join(lines)


def save_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename over ``path``:
    a crash or a closed terminal leaves either the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_record(path: Path) -> Record:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"no such file: {path}") from None
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise RecordError(f"{path} is damaged: it is not a readable JSON game record") from None
    return Record.from_json(data)
