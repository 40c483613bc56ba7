"""Views and events as JSON-able data, and back.

The server sends each client its seat's view (a game's frozen dataclass) and the events it may see
(``Event.seen_by``). Both are turned into plain JSON data here, field by field, so the wire carries
exactly what the view holds and nothing else (CC-23): no state, no pickled object. The client turns
the data back into the game's own view class so that the same board widget renders it as offline.

Decoding only ever builds dataclasses and named tuples defined in ``chemcards`` modules, with the
fields those classes declare: a hostile server can make a client show nonsense, never run code.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
from typing import Any

#: the only modules whose classes a decoded message may name
_ALLOWED_PREFIXES = ("chemcards.games.", "chemcards.core.")


class CodecError(ValueError):
    """Data that does not decode into a view or an event; the message says why."""


def encode(value: Any) -> Any:
    """``value`` as JSON-able data. Tuples become arrays; lists, sets, dicts, dataclasses, named
    tuples and enums become small tagged objects so that decoding restores their exact types.

    The server encodes every seat's view after every action, so this is on its hottest path: each
    type gets its own small encoder the first time it is met (the field names of a data class, the
    tag of a named tuple), found by ``type(value)`` from then on instead of a chain of checks."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    encoder = _ENCODERS.get(kind)
    if encoder is None:
        encoder = _ENCODERS[kind] = _encoder_for(kind)
    return encoder(value)


_PLAIN: frozenset[type] = frozenset({type(None), bool, int, float, str})
_ENCODERS: dict[type, Any] = {}


def _encoder_for(kind: type) -> Any:
    """The encoder of one type; TypeError for a type that may not go over the network."""
    if issubclass(kind, enum.Enum):
        tag = _name(kind)
        return lambda v: {"$e": tag, "v": encode(v.value)}
    if issubclass(kind, (bool, int, float, str)):
        return lambda v: v
    if issubclass(kind, tuple):
        if hasattr(kind, "_fields"):
            tag = _name(kind)
            return lambda v: {"$n": tag, "v": [encode(x) for x in v]}
        return lambda v: [encode(x) for x in v]
    if issubclass(kind, list):
        return lambda v: {"$l": [encode(x) for x in v]}
    if issubclass(kind, (set, frozenset)):
        key = "$fs" if issubclass(kind, frozenset) else "$s"
        return lambda v: {key: sorted((encode(x) for x in v), key=repr)}
    if issubclass(kind, dict):
        return lambda v: {"$d": [[encode(k), encode(x)] for k, x in v.items()]}
    if dataclasses.is_dataclass(kind):
        tag = _name(kind)
        names = tuple(f.name for f in dataclasses.fields(kind))
        return lambda v: {"$c": tag, "f": {n: encode(getattr(v, n)) for n in names}}
    raise TypeError(f"cannot send a {kind.__name__} over the network")


def decode(data: Any) -> Any:
    """The inverse of :func:`encode`; ``CodecError`` for anything it did not produce."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise CodecError("unexpected data in a view")
    if "$l" in data:
        return [decode(v) for v in _array(data["$l"])]
    if "$fs" in data:
        return frozenset(decode(v) for v in _array(data["$fs"]))
    if "$s" in data:
        return {decode(v) for v in _array(data["$s"])}
    if "$d" in data:
        out = {}
        for pair in _array(data["$d"]):
            if not isinstance(pair, list) or len(pair) != 2:
                raise CodecError("a damaged mapping in a view")
            out[decode(pair[0])] = decode(pair[1])
        return out
    if "$n" in data:
        cls = _class(data["$n"])
        if not (issubclass(cls, tuple) and hasattr(cls, "_fields")):
            raise CodecError(f"{data['$n']} is not a named tuple")
        try:
            return cls(*(decode(v) for v in _array(data.get("v"))))
        except TypeError as exc:
            raise CodecError(f"a damaged {cls.__name__}: {exc}") from None
    if "$e" in data:
        cls = _class(data["$e"])
        if not issubclass(cls, enum.Enum):
            raise CodecError(f"{data['$e']} is not an enumeration")
        try:
            return cls(decode(data.get("v")))
        except ValueError as exc:
            raise CodecError(str(exc)) from None
    if "$c" in data:
        cls = _class(data["$c"])
        if not dataclasses.is_dataclass(cls):
            raise CodecError(f"{data['$c']} is not a data class")
        given = data.get("f")
        if not isinstance(given, dict):
            raise CodecError("a damaged object in a view")
        declared = {f.name: f for f in dataclasses.fields(cls)}
        if set(given) != set(declared):
            raise CodecError(f"{cls.__name__} fields do not match")
        kwargs = {k: decode(v) for k, v in given.items() if declared[k].init}
        try:
            obj = cls(**kwargs)
        except TypeError as exc:
            raise CodecError(f"a damaged {cls.__name__}: {exc}") from None
        for k, v in given.items():
            if not declared[k].init:
                object.__setattr__(obj, k, decode(v))
        return obj
    raise CodecError("unexpected data in a view")


def _array(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise CodecError("a damaged list in a view")
    return value


def _name(cls: type) -> str:
    module = cls.__module__
    if not module.startswith(_ALLOWED_PREFIXES):
        raise TypeError(f"{module}.{cls.__qualname__} is not a chemcards type")
    return f"{module}:{cls.__qualname__}"


def _class(name: Any) -> type:
    if not isinstance(name, str) or ":" not in name:
        raise CodecError("a damaged type name in a view")
    module, _, qualname = name.partition(":")
    if not module.startswith(_ALLOWED_PREFIXES) or not qualname.replace(".", "").replace("_", "").isalnum():
        raise CodecError(f"{name} is not a chemcards type")
    if module.rsplit(".", 1)[-1] in ("board", "deckbuilder", "launcher_ext"):
        raise CodecError(f"{name} is not a view type")
    try:
        obj: Any = importlib.import_module(module)
    except ImportError:
        raise CodecError(f"unknown module {module}") from None
    for part in qualname.split("."):
        obj = getattr(obj, part, None)
    if not isinstance(obj, type):
        raise CodecError(f"unknown type {name}")
    return obj
