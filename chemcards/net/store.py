"""Where rooms live between actions: SQLite by default, Redis for several server processes.

A room is stored as one JSON document (its seats, token hashes and the match record) after every
change, so a restarted server rebuilds every running room by replaying its record
(``Match.from_record``) and the players reconnect with their tokens. Tokens themselves are never
stored, only their SHA-256 hashes.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import msgspec

#: the room document as text (msgspec's encoder: the server stores a room after every action)
_encode = msgspec.json.Encoder()


def dump(data: dict[str, Any]) -> str:
    return _encode.encode(data).decode("utf-8")


class StoreError(Exception):
    """The store cannot be used (a bad address, an unreadable file); one sentence."""


class Store:
    """The interface; :class:`MemoryStore` keeps everything in this process (tests, ``--store memory``)."""

    def __init__(self) -> None:
        self._rooms: dict[str, str] = {}

    async def claim(self, code: str) -> bool:
        """Reserve ``code`` for a new room; False if a room has it already."""
        if code in self._rooms:
            return False
        self._rooms[code] = "{}"
        return True

    async def save(self, code: str, data: dict[str, Any]) -> None:
        self._rooms[code] = dump(data)

    async def load(self, code: str) -> dict[str, Any] | None:
        raw = self._rooms.get(code)
        return None if raw is None else json.loads(raw)

    async def delete(self, code: str) -> None:
        self._rooms.pop(code, None)

    async def codes(self) -> list[str]:
        return list(self._rooms)

    async def close(self) -> None:
        return None

    def kept(self) -> tuple[str, dict[str, str]]:
        """Where this store keeps the rooms, as the ``online`` catalogue's key and its values, for
        the server's ready line: a memory store keeps nothing past the process, and the line must
        not promise otherwise (play-through 18 en 9: "rooms are kept" under ``--store memory``)."""
        return "serve_keeps_memory", {}


MemoryStore = Store


class SQLiteStore(Store):
    """One table, one row per room, written after every change before any player hears of it.

    Durability: WAL with ``synchronous=NORMAL``. Each save is its own transaction, committed to the
    WAL before the server sends anyone the action, so a crash of the server process (even
    ``kill -9``) loses no action a player has seen. Only an operating-system crash or a power cut
    can lose the last actions (those not yet checkpointed to disk; SQLite then rolls back to an
    earlier, consistent room): ``synchronous=FULL`` would close that gap with an fsync per action,
    which costs more than the whole rest of an action on an ordinary disk."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, data TEXT NOT NULL,"
                             " touched REAL NOT NULL)")
        except (sqlite3.DatabaseError, OSError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise StoreError(f"cannot use {self.path} as the room store: {reason}") from None
        self._lock = asyncio.Lock()

    async def claim(self, code: str) -> bool:
        try:
            self._db.execute("INSERT INTO rooms VALUES (?, '{}', ?)", (code, time.time()))
        except sqlite3.IntegrityError:
            return False
        return True

    async def save(self, code: str, data: dict[str, Any]) -> None:
        raw = dump(data)
        # the row exists (claim made it): an UPDATE rewrites it in place, cheaper than a replace
        if self._db.execute("UPDATE rooms SET data = ?, touched = ? WHERE code = ?",
                            (raw, time.time(), code)).rowcount == 0:
            self._db.execute("INSERT OR REPLACE INTO rooms VALUES (?, ?, ?)", (code, raw, time.time()))

    async def load(self, code: str) -> dict[str, Any] | None:
        row = self._db.execute("SELECT data FROM rooms WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        try:
            data = json.loads(row[0])
        except json.JSONDecodeError:
            return None
        return data if isinstance(data, dict) else None

    async def delete(self, code: str) -> None:
        self._db.execute("DELETE FROM rooms WHERE code = ?", (code,))

    async def codes(self) -> list[str]:
        return [r[0] for r in self._db.execute("SELECT code FROM rooms ORDER BY code")]

    async def close(self) -> None:
        self._db.close()

    def kept(self) -> tuple[str, dict[str, str]]:
        return "serve_keeps_sqlite", {"path": str(self.path)}
