"""Game records: what was played, enough to replay it exactly, saved atomically.

A record holds the game id, options, seats, the seed (or, for a secure game, the chance draws
themselves: "the dealt order") and the list of actions in their text notation. Loading checks
everything and reports a damaged, foreign or newer file in one sentence.
"""

from __future__ import annotations

import base64
import json
import os
import tempfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import msgspec
from msgspec import Meta

from .schema import InputError, check_depth, convert, read_capped
from .seats import LEVELS, MAX_NAME, Seat, name_problem

T = TypeVar("T")

#: the seat that issues the actions only time decides (``protocol.REFEREE``, repeated to keep
#: records free of the protocol's imports)
REFEREE = -1
#: a table command in a record: a person left and a computer took the seat (CC-22)
LEAVE = "!leave"
#: table commands of issue 19: "!undo N" took the last N effective actions back, "!redo N" put
#: them back again (``Match.undo`` / ``Match.redo``)
UNDO = "!undo"
REDO = "!redo"

FORMAT = "chemcards-record"
#: 2: seed, chance and actions sealed (compressed, base64) so that a save is not readable at a glance;
#: 1 (the same fields in the clear) is still read
VERSION = 2

#: the largest record we read: a long game with every chance draw is well under 1 MB
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: the largest sealed part once unpacked (a zip bomb stops here)
MAX_SEALED_BYTES = 64 * 1024 * 1024
MAX_SEATS = 16
MAX_ACTIONS = 200_000
MAX_CHANCE = 2_000_000
#: seeds are 64-bit in every generator we use; a 5 000-digit seed is damage, not a seed
SEED_LIMIT = 1 << 64


class RecordError(InputError):
    """A record file cannot be used; the message says why in one sentence."""

    def __init__(self, reason: str, source: str | Path | None = None, key: str | None = None, /,
                 **params: Any) -> None:
        super().__init__(source, reason, key, **params)


class NewerRecord(RecordError):
    """A record written by a newer chemcards: not damaged, just not ours to read yet."""


# -- the declared schema (msgspec): what a record file may hold ---------------------------------
#: printable, at most MAX_NAME characters (``seats.name_problem``)
Name = Annotated[str, Meta(min_length=1, max_length=MAX_NAME, pattern=r"^[^\x00-\x1f\x7f-\x9f]+$")]
Text = Annotated[str, Meta(max_length=4096)]
OptionValue = Text | int | float | bool | None | Annotated[list[Text], Meta(max_length=MAX_SEATS)]
#: msgspec bounds must fit in 64 bits, so the seed's range is checked in ``_checked``
Seed = int
Draw = Annotated[int, Meta(ge=0, lt=1 << 62)]  # the widest draw is Rng.fork's
SeatNo = Annotated[int, Meta(ge=REFEREE, lt=MAX_SEATS)]
Notation = Annotated[str, Meta(min_length=1, max_length=512)]


# Unknown fields are ignored, not refused: a later chemcards (or a branch in flight) may add one
# without a new format number; every field we use is typed and checked.
class SeatSchema(msgspec.Struct):
    name: Name
    kind: Literal["human", "computer"] = "human"
    level: Literal["easy", "medium", "hard"] | None = None
    substitute: bool = False


class _Header(msgspec.Struct):
    """Read first, leniently: a newer file must be told apart from a damaged one."""

    format: Any = None
    version: Any = None


class _Play(msgspec.Struct, forbid_unknown_fields=True):
    """What a record says happened: sealed in version 2, in the clear in version 1."""

    seed: Seed | None
    chance: Annotated[list[Draw], Meta(max_length=MAX_CHANCE)] = []
    actions: Annotated[list[tuple[SeatNo, Notation]], Meta(max_length=MAX_ACTIONS)] = []


class _RecordV2(msgspec.Struct):
    format: Literal["chemcards-record"]
    version: Literal[2]
    game: Annotated[str, Meta(min_length=1, max_length=64)]
    options: Annotated[dict[Annotated[str, Meta(max_length=64)], OptionValue], Meta(max_length=32)]
    seats: Annotated[list[SeatSchema], Meta(min_length=1, max_length=MAX_SEATS)]
    sealed: Annotated[str, Meta(max_length=MAX_RECORD_BYTES)]
    finished: bool = False
    aids: bool = False  # issue 19: everyone agreed to undo and hints


class _RecordV1(msgspec.Struct):
    format: Literal["chemcards-record"]
    version: Literal[1]
    game: Annotated[str, Meta(min_length=1, max_length=64)]
    options: Annotated[dict[Annotated[str, Meta(max_length=64)], OptionValue], Meta(max_length=32)]
    seats: Annotated[list[SeatSchema], Meta(min_length=1, max_length=MAX_SEATS)]
    seed: Seed | None
    chance: Annotated[list[Draw], Meta(max_length=MAX_CHANCE)] = []
    actions: Annotated[list[tuple[SeatNo, Notation]], Meta(max_length=MAX_ACTIONS)] = []
    finished: bool = False
    aids: bool = False


@dataclass
class Record:
    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int | None
    chance: list[int] = field(default_factory=list)
    #: (seat, notation); a notation starting with "!" is a table command such as "!leave medium",
    #: "!undo 3" (the last three effective actions taken back) or "!redo 3" (put back again)
    actions: list[tuple[int, str]] = field(default_factory=list)
    finished: bool = False
    #: everyone at the table agreed at the start to undo and hints (issue 19); a table with at most
    #: one person may use them anyway
    aids: bool = False

    def to_json(self, *, sealed: bool = True) -> dict[str, Any]:
        """The file form. Sealed (the default, format 2): seed, chance draws and actions are
        compressed and base64-encoded, so a glance at a save in an editor shows no hand and no
        coming card. That is no protection against a determined reader (see docs/reliability.md):
        secrecy that holds is online play, where the file never reaches the players."""
        head: dict[str, Any] = {"format": FORMAT, "version": VERSION if sealed else 1,
                                "game": self.game, "options": self.options,
                                "seats": [s.to_json() for s in self.seats]}
        play = {"seed": self.seed, "chance": self.chance,
                "actions": [[seat, text] for seat, text in self.actions]}
        if sealed:
            packed = zlib.compress(json.dumps(play, separators=(",", ":")).encode("utf-8"), 6)
            head["sealed"] = base64.b64encode(packed).decode("ascii")
        else:
            head.update(play)
        head["finished"] = self.finished
        head["aids"] = self.aids
        return head

    @classmethod
    def from_json(cls, data: Any, source: str | Path | None = None) -> Record:
        """A record from parsed JSON, checked against the schema and for consistency."""
        schema = _RecordV1 if _header(data, source) == 1 else _RecordV2
        return _from_struct(_convert(data, schema, source), source)

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
    """The record in ``path``; ``RecordError`` (one sentence naming the file) if it cannot be used.
    Reads at most ``MAX_RECORD_BYTES`` of a regular file and never writes to it."""
    path = Path(path)
    try:
        raw = read_capped(path, MAX_RECORD_BYTES, "game record")
        check_depth(raw, path)
    except InputError as exc:
        raise RecordError(exc.reason, exc.source, exc.key, **exc.params) from None
    try:
        header = msgspec.json.decode(raw, type=_Header)
    except msgspec.ValidationError:
        raise RecordError("this is not a chemcards game record", path, "record_foreign") from None
    except msgspec.DecodeError:
        raise RecordError("damaged: it is not a readable JSON game record", path, "input_not_json",
                          what="game record") from None
    schema = _RecordV1 if _header(header, path) == 1 else _RecordV2
    try:
        return _from_struct(msgspec.json.decode(raw, type=schema, strict=True), path)
    except msgspec.ValidationError as exc:
        raise RecordError(f"damaged: {exc}", path, "input_damaged", detail=str(exc)) from None
    except msgspec.DecodeError:
        raise RecordError("damaged: it is not a readable JSON game record", path, "input_not_json",
                          what="game record") from None


def _from_struct(data: _RecordV1 | _RecordV2, source: str | Path | None) -> Record:
    seats = [_seat(s) for s in data.seats]
    play = data if isinstance(data, _RecordV1) else _unseal(data.sealed, source)
    return _checked(Record(data.game, dict(data.options), seats, play.seed, list(play.chance),
                           [(s, t) for s, t in play.actions], data.finished, data.aids), source)


def _header(data: Any, source: str | Path | None) -> int:
    """The format version, after refusing a foreign file or one from a newer chemcards."""
    if isinstance(data, _Header):
        fmt, version = data.format, data.version
    elif isinstance(data, dict):
        fmt, version = data.get("format"), data.get("version")
    else:
        raise RecordError("this is not a chemcards game record", source, "record_foreign")
    if fmt != FORMAT:
        raise RecordError("this is not a chemcards game record", source, "record_foreign")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise RecordError("the record has no valid version number", source, "record_no_version")
    if version > VERSION:
        raise NewerRecord(
            f"the record was written by a newer chemcards (format {version}); please update", source,
            "record_newer", version=version)
    return version


def _convert(data: Any, schema: type[T], source: str | Path | None) -> T:
    try:
        return convert(data, schema, source)
    except InputError as exc:
        raise RecordError(exc.reason, exc.source, exc.key, **exc.params) from None


def _unseal(sealed: str, source: str | Path | None) -> _Play:
    try:
        packed = base64.b64decode(sealed.encode("ascii"), validate=True)
        unpack = zlib.decompressobj()
        raw = unpack.decompress(packed, MAX_SEALED_BYTES)
        if unpack.unconsumed_tail or not unpack.eof:
            raise ValueError
    except (ValueError, UnicodeEncodeError, zlib.error):
        raise RecordError("damaged: its sealed part cannot be unpacked", source, "record_sealed") from None
    try:
        return msgspec.json.decode(raw, type=_Play, strict=True)
    except msgspec.ValidationError as exc:
        raise RecordError(f"damaged: {exc} (in the sealed part)", source, "input_damaged",
                          detail=str(exc)) from None
    except msgspec.DecodeError:
        raise RecordError("damaged: its sealed part is not readable", source, "record_sealed") from None


def _seat(s: SeatSchema) -> Seat:
    return Seat(s.name, s.kind, s.level, s.substitute)


def _checked(record: Record, source: str | Path | None) -> Record:
    """What the schema cannot say: every action's seat is a seat of this game (or the referee),
    and a table command is one we know, with a level we know."""
    if record.seed is not None and not -SEED_LIMIT < record.seed < SEED_LIMIT:
        raise RecordError("damaged: the seed is not a 64-bit number", source, "record_seed")
    for i, seat in enumerate(record.seats):
        problem = name_problem(seat.name)  # what the pattern cannot say (e.g. a line separator)
        if problem:
            raise RecordError(f"damaged: seat {i}: {problem}", source, "record_seat_name", seat=i)
    count = len(record.seats)
    for step, (seat, text) in enumerate(record.actions, start=1):
        if seat >= count:
            raise RecordError(f"damaged: move {step} is by seat {seat}, but the game has "
                              f"{count} seats", source, "record_move_seat", step=step, seat=seat, count=count)
        if text.startswith("!"):
            word, _, level = text.partition(" ")
            if word in (UNDO, REDO):
                if seat < 0 or not level.isdigit() or int(level) < 1:
                    raise RecordError(f"damaged: move {step}: {text!r} needs a person's seat and a "
                                      "positive count", source, "record_move_count", step=step, entry=text)
                continue
            if word != LEAVE:
                raise RecordError(f"damaged: move {step} is an unknown table command {word!r}",
                                  source, "record_move_command", step=step, entry=word)
            if seat < 0:
                raise RecordError(f"damaged: move {step}: the referee cannot leave", source,
                                  "record_move_referee", step=step)
            if level.strip() not in LEVELS:
                raise RecordError(f"damaged: move {step}: {level.strip()!r} is not a computer "
                                  f"level ({', '.join(LEVELS)})", source, "record_move_level", step=step,
                                  level=level.strip(), levels=", ".join(LEVELS))
    return record
