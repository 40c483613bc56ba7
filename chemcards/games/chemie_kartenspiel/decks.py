"""Decks: the starter deck, built-in 54-card decks, players' deck files and the CK-3 limits.

A deck file is TOML (CK-5)::

    name = "My deck"            # optional
    mode = "competitive"        # optional: competitive (54 cards, the default) or family (108)
    [cards]
    H = 5
    O = 6
    Protomaterie = 5

:func:`deck_problems` lists *every* violation, each as a :class:`Problem` (an English sentence plus
an i18n key), so ``chemcards deck check`` and the deck builder can show them all at once.

In options a deck is named by an *entry*: a built-in name (``starter-a``), ``file:PATH`` (read once,
when the options are resolved) or ``inline:H5,O6,...,Protomaterie5`` (what a file becomes, so a
record replays without the file).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any

import msgspec
from msgspec import Meta

from chemcards.core.data import load_toml
from chemcards.core.schema import InputError, convert, decode_toml, read_capped
from chemcards.i18n import tr

from .catalogue import GAME_ID, STARS, catalogue


@dataclass(frozen=True, slots=True)
class Limits:
    size: int
    level2: int
    level3: int
    proto: int


#: CK-3 (and CK-2 for the sizes)
LIMITS = {"family": Limits(108, 30, 8, 10), "competitive": Limits(54, 15, 4, 5)}
MODES = tuple(LIMITS)


class DeckError(Exception):
    """A deck that cannot be read at all (missing file, not TOML): one sentence. ``said(lang)``
    is that sentence in the player's language: the file reader's (``InputError``) or the game's
    catalogue entry ``key`` (play-through 17: ``deck check`` said it in English)."""

    def __init__(self, message: str, key: str | None = None, cause: InputError | None = None,
                 **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.cause = cause
        self.params = params

    def said(self, lang: str) -> str:
        if self.cause is not None:
            return self.cause.said(lang)
        return str(self) if self.key is None else tr(GAME_ID, self.key, lang, **self.params)


@dataclass(frozen=True, slots=True)
class Problem:
    message: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Deck:
    name: str
    mode: str
    counts: dict[str, Any]  # symbol -> count, as written (may hold unknown cards or bad counts)
    #: what the file left out and what was assumed instead ("no mode given: ..."), for ``deck check``
    notes: tuple[Problem, ...] = ()

    def cards(self) -> list[int]:
        """The deck as card indices (only for a deck without problems)."""
        cat = catalogue()
        return [cat.by_symbol[s] for s, n in self.counts.items() for _ in range(n)]


def deck_problems(deck: Deck) -> list[Problem]:
    """Every way the deck breaks CK-3 / CK-2, and every unknown card or bad count."""
    cat = catalogue()
    out: list[Problem] = []
    if deck.mode not in LIMITS:
        # the cards are still checked: an unknown mode must not hide an unknown card (issue 13)
        out.append(Problem(f"unknown mode {deck.mode!r}: use competitive (54 cards) or family (108 cards)",
                           "deck_bad_mode", {"mode": deck.mode}))
    lim = LIMITS.get(deck.mode)
    pool = starter().counts if deck.mode == "competitive" else None
    total = level2 = level3 = proto = 0
    for sym, n in deck.counts.items():
        if sym not in cat.by_symbol:
            out.append(Problem(f"unknown card {sym!r} (use element symbols such as H, O, Fe, "
                               "or Protomaterie)",
                               "deck_unknown_card", {"card": sym}))
            continue
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            out.append(Problem(f"{sym}: the count must be a whole number of 0 or more, not {n!r}",
                               "deck_bad_count", {"card": sym, "count": str(n)}))
            continue
        if pool is not None and n > pool.get(sym, 0):
            out.append(Problem(f"too many copies: {n} × {sym}; a deck is built from the starter deck, "
                               f"which holds {pool.get(sym, 0)} (CK-4)",
                               "deck_too_many", {"card": sym, "count": n, "pool": pool.get(sym, 0)}))
        el = cat.element(sym)
        total += n
        if el.joker:
            proto += n
        elif el.level == 2:
            level2 += n
        elif el.level == 3:
            level3 += n
    if lim is None:
        return out
    if total != lim.size:
        out.append(Problem(f"the deck holds {total} cards; a {deck.mode} deck holds exactly {lim.size} "
                           "(CK-2)",
                           "deck_size", {"count": total, "size": lim.size, "mode": deck.mode}))
    if level2 > lim.level2:
        out.append(Problem(f"{level2} cards of level {STARS[2]}; at most {lim.level2} are allowed (CK-3)",
                           "deck_level", {"count": level2, "stars": STARS[2], "most": lim.level2}))
    if level3 > lim.level3:
        out.append(Problem(f"{level3} cards of level {STARS[3]}; at most {lim.level3} are allowed (CK-3)",
                           "deck_level", {"count": level3, "stars": STARS[3], "most": lim.level3}))
    if proto != lim.proto:
        out.append(Problem(f"{proto} Protomaterie; the deck needs exactly {lim.proto} (CK-3)",
                           "deck_proto", {"count": proto, "exact": lim.proto}))
    return out


#: a deck file is a few hundred bytes; anything past this is not one (``/dev/zero`` never ends)
MAX_DECK_BYTES = 64 * 1024


class DeckFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of a deck file (CK-5). The counts stay ``Any`` on purpose: every bad
    count is reported by :func:`deck_problems` together with every other problem."""

    cards: Annotated[dict[Annotated[str, Meta(max_length=40)], Any], Meta(max_length=200)]
    name: Annotated[str, Meta(max_length=80)] | None = None
    mode: Annotated[str, Meta(max_length=40)] | None = None


def parse_deck(text: str, source: str = "deck") -> Deck:
    """A deck from TOML text; ``DeckError`` if it is not TOML or has no ``[cards]`` table."""
    return parse_deck_bytes(text.encode("utf-8", "surrogatepass"), source)


def parse_deck_bytes(data: bytes, source: str = "deck") -> Deck:
    """A deck from a file's bytes (UTF-8, a byte-order mark allowed), checked against
    :class:`DeckFile`; ``DeckError`` with one line naming ``source`` and the reason."""
    try:
        raw = decode_toml(data, dict[str, Any], source, "deck file")
        if not isinstance(raw.get("cards"), dict):
            raise DeckError(f"{source} has no [cards] table (write e.g. [cards] then H = 5 on its own line)",
                            "deck_no_cards", file=source)
        spec = convert(raw, DeckFile, source)
    except InputError as exc:
        raise DeckError(str(exc), cause=exc) from None
    notes: list[Problem] = []
    name = spec.name
    if name is None:
        name = Path(source).stem
        notes.append(Problem(f"no name given: the deck is called {name!r} after its file",
                             "deck_note_no_name", {"name": name}))
    mode = spec.mode
    if mode is None:
        mode = "competitive"
        notes.append(Problem("no mode given: checked as a competitive deck (54 cards); "
                             'write mode = "family" for a 108-card deck', "deck_note_no_mode"))
    return Deck(name, mode, dict(spec.cards), tuple(notes))


def read_deck_file(path: str | Path) -> Deck:
    """The deck in ``path``: a regular file of at most ``MAX_DECK_BYTES``, never written to."""
    path = Path(path)
    try:
        data = read_capped(path, MAX_DECK_BYTES, "deck file")
    except InputError as exc:
        if exc.reason == "no such file":
            raise DeckError(f"no such deck file: {path}", "deck_no_file", path=path) from None
        raise DeckError(str(exc), cause=exc) from None
    return parse_deck_bytes(data, str(path))


def deck_toml(name: str, counts: dict[str, int], mode: str = "competitive") -> str:
    """A deck file's text; levels grouped as in the starter deck."""
    cat = catalogue()
    lines = [f"# Das Chemie-Kartenspiel deck ({mode}); check it with: chemcards deck check FILE",
             f"name = {_quote(name)}", f'mode = "{mode}"', "", "[cards]"]
    order = sorted(counts, key=lambda s: (cat.element(s).joker, cat.element(s).level, cat.by_symbol[s]))
    lines += [f"{_key(s)} = {counts[s]}" for s in order if counts[s] > 0]
    return "\n".join(lines) + "\n"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _key(sym: str) -> str:
    return sym if sym.isalnum() else _quote(sym)


@cache
def starter() -> Deck:
    raw = load_toml(GAME_ID, "starter.toml")
    return Deck(raw.get("name", "starter"), raw.get("mode", "family"), dict(raw["cards"]))


@cache
def builtin_decks() -> dict[str, Deck]:
    raw = load_toml(GAME_ID, "decks.toml")
    return {name: Deck(name, "competitive", dict(body["cards"])) for name, body in raw.items()}


def builtin_label(name: str, lang: str) -> str:
    raw = load_toml(GAME_ID, "decks.toml").get(name, {})
    return str(raw.get(lang) or raw.get("en") or name)


# -- deck entries in options -----------------------------------------------------------------------
def inline(deck: Deck) -> str:
    return "inline:" + ",".join(f"{s}{n}" for s, n in deck.counts.items() if n)


def _from_inline(spec: str) -> Deck:
    counts: dict[str, Any] = {}
    for part in filter(None, spec.split(",")):
        sym = part.rstrip("0123456789")
        digits = part[len(sym):]
        if not sym or not digits:
            raise ValueError(f"cannot read the deck entry part {part!r} (write e.g. H5)")
        counts[sym] = counts.get(sym, 0) + int(digits)
    return Deck("inline", "competitive", counts)


def resolve_entry(entry: str) -> str:
    """A deck entry made self-contained (files read now) and checked; ``ValueError`` with the reason."""
    entry = entry.strip()
    if entry in builtin_decks():
        return entry
    if entry.startswith("file:"):
        try:
            deck = read_deck_file(entry[5:])
        except DeckError as exc:
            raise ValueError(str(exc)) from None
        if deck.mode != "competitive":  # the file says what it is: a family deck is not one of 54
            raise ValueError(f"{entry[5:]} is a {deck.mode} deck, not a competitive deck of 54 cards "
                             "(CK-2)")
    elif entry.startswith("inline:"):
        deck = _from_inline(entry[7:])
    else:
        names = ", ".join(builtin_decks())
        raise ValueError(f"unknown deck {entry!r}: use one of {names}, file:PATH or inline:H5,O6,...")
    problems = deck_problems(deck)
    if problems:
        raise ValueError(f"deck {entry!r} cannot be played: " + "; ".join(p.message for p in problems))
    return inline(deck)


def entry_cards(entry: str) -> list[int]:
    if entry in builtin_decks():
        return builtin_decks()[entry].cards()
    if entry.startswith("inline:"):
        return _from_inline(entry[7:]).cards()
    return _from_inline(resolve_entry(entry)[7:]).cards()
