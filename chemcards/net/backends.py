"""``--store``: which store a server keeps its rooms in."""

from __future__ import annotations

from pathlib import Path

from .store import MemoryStore, SQLiteStore, Store


def open_store(spec: str | None, default_dir: Path) -> Store:
    """``--store``: ``memory``, ``sqlite:PATH`` (or a bare path), ``redis://HOST:PORT/DB``; the
    default is an SQLite file under ``default_dir``."""
    if spec is None or spec == "":
        return SQLiteStore(default_dir / "rooms.sqlite")
    if spec == "memory":
        return MemoryStore()
    if spec.startswith(("redis://", "rediss://", "unix://")):
        from .redis_store import RedisStore  # only then: the redis client is not needed otherwise

        return RedisStore(spec)
    if spec.startswith("sqlite:"):
        spec = spec[len("sqlite:"):]
    return SQLiteStore(Path(spec).expanduser())
