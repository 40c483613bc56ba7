"""Declared schemas, and the one path by which a file we read becomes data or one sentence.

Every format we read (records, settings, deck files, later network messages) is a typed
``msgspec.Struct`` decoded strictly, instead of hand-written ``isinstance`` checks: a wrong type, a
missing field, an integer too large, a list too long all come back as one ``ValidationError``
whose message names the place (``$.actions[3][0]``). Around it this module puts the caps that a
schema cannot express:

- a file is read only if it is a regular file no larger than its format's cap (``/dev/zero``, a
  FIFO or a 10 GB file is refused before a byte is read), and never written;
- text that nests deeper than any of our formats can (``[`` × 200 000) is refused instead of
  exhausting Python's recursion;
- every failure becomes :class:`InputError`, whose text is one line naming the file and the reason;
  ``chemcards.cli`` prints it and exits 2.

Pure: no Textual, no Rich (``tests/test_layers.py``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any, TypeVar

import msgspec

T = TypeVar("T")

#: nesting depth no file of ours needs (a record nests 4 deep, a deck file 2)
MAX_DEPTH = 32


class InputError(Exception):
    """A file, argument or message we cannot use. ``str()`` is one line: where, then why.

    ``key``/``params`` name the reason's entry in the app's catalogue (``rulesets/ui``,
    ``input_*`` and ``record_*``), so the command line and the app say it in the player's
    language (:meth:`said`); ``str()`` stays English for logs and tests (play-through 17)."""

    def __init__(self, source: str | Path | None, reason: str, key: str | None = None, /,
                 **params: Any) -> None:
        self.source = None if source is None else str(source)
        self.reason = one_line(reason)
        self.key = key
        self.params = params
        super().__init__(self.reason if self.source is None else f"{self.source}: {self.reason}")

    def reason_in(self, lang: str) -> str:
        """Why, in ``lang`` (the English reason where the catalogue has no entry). A ``what``
        parameter (the kind of file) is said from ``input_kind_*``."""
        if self.key is None:
            return self.reason
        from .i18n import tr

        params = {k: tr("ui", "input_kind_" + str(v).replace(" ", "_"), lang) if k == "what" else v
                  for k, v in self.params.items()}
        return one_line(tr("ui", self.key, lang, **params))

    def said(self, lang: str) -> str:
        """The whole line in ``lang``: the file as named, then why."""
        reason = self.reason_in(lang)
        return reason if self.source is None else f"{self.source}{'：' if lang == 'zh' else ': '}{reason}"


def one_line(text: str, limit: int = 300) -> str:
    """``text`` as one printable line of at most ``limit`` characters: control characters (a
    newline, an escape sequence from a file) become ``?`` so that nothing a file says can move
    the cursor or fake another line of output."""
    clean = "".join(ch if ch.isprintable() else "?" for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 1] + "…"


def read_capped(path: str | Path, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    ``stat`` comes first so that a device, a FIFO or a folder is never opened (opening a FIFO
    blocks; reading ``/dev/zero`` never ends); the read itself is capped too, in case the file grows
    between the two."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise InputError(path, "no such file", "input_no_file") from None
    except OSError as exc:
        raise InputError(path, f"cannot read it: {exc.strerror or exc}", "input_cannot_read",
                         reason=str(exc.strerror or exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError(path, f"a folder, not a {what}", "input_folder", what=what)
    if not stat.S_ISREG(info.st_mode):
        raise InputError(path, f"not a regular file (a device or a pipe), so not a {what}",
                         "input_not_regular", what=what)
    if info.st_size > limit:
        raise InputError(path, f"too large for a {what} ({info.st_size:,} bytes; at most {limit:,})",
                         "input_too_large", what=what, limit=limit)
    try:
        with open(path, "rb", opener=_no_follow_fifo) as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise InputError(path, f"cannot read it: {exc.strerror or exc}", "input_cannot_read",
                         reason=str(exc.strerror or exc)) from None
    if len(data) > limit:
        raise InputError(path, f"too large for a {what} (more than {limit:,} bytes)", "input_too_large",
                         what=what, limit=limit)
    return data


def _no_follow_fifo(path: str, flags: int) -> int:
    # O_NONBLOCK: should the path have become a FIFO since the stat, opening does not hang
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def check_depth(text: str | bytes, source: str | Path | None, limit: int = MAX_DEPTH) -> None:
    """Refuse text whose brackets nest deeper than ``limit``, before a recursive parser sees it.

    Strings are skipped (JSON and TOML basic strings use ``"`` with ``\\`` escapes; TOML literal
    strings use ``'``), so brackets in a name do not count; so are TOML comments (``#`` outside a
    string, to the end of the line). A line break ends any string: single-line strings cannot hold
    one, and inside a TOML multi-line string that only makes the count higher. The check may judge
    an unusual file a little too deep, never too shallow."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    depth = 0
    quote = 0
    escaped = comment = False
    for byte in data:
        if byte == 0x0A:  # newline
            quote, escaped, comment = 0, False, False
        elif comment:
            continue
        elif quote:
            if escaped:
                escaped = False
            elif byte == 0x5C and quote == 0x22:  # backslash inside "..."
                escaped = True
            elif byte == quote:
                quote = 0
        elif byte in (0x22, 0x27):
            quote = byte
        elif byte == 0x23:  # '#': a TOML comment (never outside a string in JSON)
            comment = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                raise InputError(source, f"damaged: nested deeper than {limit} levels", "input_too_deep")
        elif byte in (0x5D, 0x7D) and depth:
            depth -= 1


def decode_json(data: bytes, schema: type[T], source: str | Path | None, what: str = "file") -> T:
    """``data`` decoded strictly as ``schema``; any failure an :class:`InputError`."""
    check_depth(data, source)
    try:
        return msgspec.json.decode(data, type=schema, strict=True)
    except msgspec.ValidationError as exc:
        raise InputError(source, f"damaged: {exc}", "input_damaged", detail=str(exc)) from None
    except msgspec.DecodeError:
        raise InputError(source, f"damaged: it is not a readable JSON {what}", "input_not_json",
                         what=what) from None
    except RecursionError:  # check_depth makes this unreachable; kept as the last line of defence
        raise InputError(source, "damaged: nested too deeply", "input_too_deep") from None


def decode_toml(data: bytes, schema: type[T], source: str | Path | None, what: str = "file") -> T:
    """``data`` (UTF-8, a byte-order mark allowed) parsed as TOML and converted strictly to
    ``schema``; any failure an :class:`InputError`."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # Windows editors write a BOM; it is not part of the text
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(source, f"not a text file (UTF-8 expected), so not a {what}", "input_not_text",
                         what=what) from None
    check_depth(text, source)
    import tomllib  # here, not at import: the launcher's first frame reads no TOML (issue 12 point 8)

    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(source, f"not a valid TOML {what}: {exc}", "input_not_toml", what=what,
                         detail=str(exc)) from None
    except (RecursionError, ValueError) as exc:  # ValueError: an integer of more than 4 300 digits
        raise InputError(source, f"not a valid TOML {what}: {type(exc).__name__}", "input_not_toml",
                         what=what, detail=type(exc).__name__) from None
    return convert(raw, schema, source)


def convert(raw: Any, schema: type[T], source: str | Path | None) -> T:
    """Already parsed data checked against ``schema``; any failure an :class:`InputError`."""
    try:
        return msgspec.convert(raw, type=schema, strict=True)
    except msgspec.ValidationError as exc:
        raise InputError(source, f"damaged: {exc}", "input_damaged", detail=str(exc)) from None
    except RecursionError:
        raise InputError(source, "damaged: nested too deeply", "input_too_deep") from None
