"""The Color Clash deck as flat tables, built once from ``rulesets/color-clash/cards.toml``.

A card is a *face* number 0..53: coloured faces are ``colour * 13 + rank`` (ranks 0–9, Skip,
Reverse, Draw Two), then Wild (52) and Wild Draw Four (53). Two cards with the same face are alike in
play, so hands are face counts and piles are lists of faces; the 108 physical cards are the
composition ``COUNT`` (CC-1). Every rule check is then a table look-up or a bit test, which is what
keeps a random playout action near a microsecond.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.data import DataError, load_toml

GAME_ID = "color-clash"

_DATA: dict[str, Any] = load_toml(GAME_ID, "cards.toml")

#: effect codes (the rank of a face; wilds get their own ranks)
SKIP, REVERSE, DRAW_TWO, WILD, WILD_DRAW_FOUR = 10, 11, 12, 13, 14
_EFFECT_RANK = {"skip": SKIP, "reverse": REVERSE, "draw_two": DRAW_TWO, "wild": WILD,
                "wild_draw_four": WILD_DRAW_FOUR}
NO_COLOUR = -1


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(f"rulesets/{GAME_ID}/cards.toml: {message}")


COLOURS: tuple[dict[str, Any], ...] = tuple(_DATA["colours"])
_RANKS: tuple[dict[str, Any], ...] = tuple(_DATA["ranks"])
_WILDS: tuple[dict[str, Any], ...] = tuple(_DATA["wilds"])
_check(len(COLOURS) == 4, "Color Clash has four colours (CC-1)")
_check([r["effect"] for r in _RANKS] == ["number"] * 10 + ["skip", "reverse", "draw_two"],
       "ranks must be the numbers 0-9, then skip, reverse, draw_two")
_check([w["effect"] for w in _WILDS] == ["wild", "wild_draw_four"], "wilds must be wild, wild_draw_four")

HAND_SIZE: int = int(_DATA["hand_size"])
MIN_PLAYERS: int = int(_DATA["min_players"])
MAX_PLAYERS: int = int(_DATA["max_players"])
COLOUR_LETTERS: tuple[str, ...] = tuple(c["letter"] for c in COLOURS)
COLOUR_SHAPES: tuple[str, ...] = tuple(c["shape"] for c in COLOURS)
RANKS_PER_COLOUR = len(_RANKS)  # 13

TEXT: list[str] = []       # notation per face: "R7", "BS", "GR", "Y+2", "W", "W+4"
SHOWN: list[str] = []      # what the card shows a person: "● 7", "■ ⊘", "◆ ⇄", "▲ +2", "★", "★+4"
COLOUR: list[int] = []     # 0..3, NO_COLOUR for wilds
RANK: list[int] = []       # 0..9 numbers, SKIP .. WILD_DRAW_FOUR
POINTS: list[int] = []     # CC-17
COUNT: list[int] = []      # copies in the deck (CC-1)
DRAWS: list[int] = []      # cards the next player draws (Draw Two, Wild Draw Four)
for _c, _colour in enumerate(COLOURS):
    for _r, _rank in enumerate(_RANKS):
        TEXT.append(_colour["letter"] + _rank["symbol"])
        SHOWN.append(f"{_colour['shape']} {_rank.get('face', _rank['symbol'])}")
        COLOUR.append(_c)
        RANK.append(_r if _rank["effect"] == "number" else _EFFECT_RANK[_rank["effect"]])
        POINTS.append(int(_rank["points"]))
        COUNT.append(int(_rank["count"]))
        DRAWS.append(int(_rank.get("draw", 0)))
for _wild in _WILDS:
    TEXT.append(_wild["symbol"])
    SHOWN.append(str(_wild["face"]))
    COLOUR.append(NO_COLOUR)
    RANK.append(_EFFECT_RANK[_wild["effect"]])
    POINTS.append(int(_wild["points"]))
    COUNT.append(int(_wild["count"]))
    DRAWS.append(int(_wild.get("draw", 0)))

FACES = len(TEXT)  # 54
WILD_FACE = RANK.index(WILD)
WD4_FACE = RANK.index(WILD_DRAW_FOUR)
DECK_SIZE = sum(COUNT)
_check(DECK_SIZE == 108, f"the deck must hold 108 cards (CC-1), not {DECK_SIZE}")
FACE_BY_TEXT: dict[str, int] = {t: f for f, t in enumerate(TEXT)}
_check(len(set(SHOWN)) == FACES, "two cards would show the same face")
#: a face as shown, without its spaces ("●7", "★+4"): what a person may type for the card (issue 21)
FACE_BY_SHOWN: dict[str, int] = {s.replace(" ", ""): f for f, s in enumerate(SHOWN)}

#: the deck as a list of faces, before shuffling
DECK: tuple[int, ...] = tuple(f for f in range(FACES) for _ in range(COUNT[f]))

BIT: tuple[int, ...] = tuple(1 << f for f in range(FACES))
#: faces of each colour, as a bit set (CC-8: Wild Draw Four needs "no card of the current colour")
COLOUR_MASK: tuple[int, ...] = tuple(sum(BIT[f] for f in range(FACES) if COLOUR[f] == c) for c in range(4))
WILD_MASK = BIT[WILD_FACE] | BIT[WD4_FACE]

#: the "match key" of the table: current colour * 15 + rank of the top card (wilds: 13, 14)
KEYS = 4 * 15


def match_key(colour: int, rank: int) -> int:
    return colour * 15 + rank


def _playable(key: int) -> int:
    colour, rank = divmod(key, 15)
    bits = WILD_MASK  # CC-6: any Wild (CC-8 limits Wild Draw Four separately)
    for f in range(FACES):
        if COLOUR[f] == colour or (COLOUR[f] != NO_COLOUR and RANK[f] == rank):
            bits |= BIT[f]
    return bits


#: CC-6: per match key, the faces that may be played on it (by colour, number or symbol, or wild)
PLAYABLE: tuple[int, ...] = tuple(_playable(k) for k in range(KEYS))
#: the same per match key and face as flags: ``MATCHES[key][face]`` tests one card without making the
#: new int that ``PLAYABLE[key] & BIT[face]`` makes (54 bits are a two-digit int; issue 18, speed)
MATCHES: tuple[tuple[bool, ...], ...] = tuple(
    tuple(bool(bits >> f & 1) for f in range(FACES)) for bits in PLAYABLE)


def face_of(text: str) -> int:
    """The face for a card's notation (``R7``, ``BS``, ``Y+2``, ``W+4``; ``W4`` also names Wild Draw
    Four) or for the face a screen shows (``● 7``, ``●7``, ``■ ⊘``, ``★+4``; issue 21: a person types
    what they read)."""
    t = text.strip().upper()
    if t == "W4":
        t = "W+4"
    face = FACE_BY_TEXT.get(t)
    if face is None:
        face = FACE_BY_SHOWN.get("".join(text.split()))
    if face is None:
        raise ValueError(f"{text!r} is not a Color Clash card (e.g. R7, BS, GR, Y+2, W, W+4)")
    return face


def _card_words() -> dict[str, int]:
    """Every way a person may type a card, without spaces and casefolded -> its face: the notation
    (``R7``), the face as shown (``● 7``), and in words of any of our languages the colour with the
    symbol or the card's name (``rot 7``, ``red skip``, ``红 跳过``, ``Farbwahl``, ``wild draw four``).
    Issue 21: the screens show no colour letter, so a person types what they read or say."""
    words: dict[str, int] = {}

    def add(phrase: str, face: int) -> None:
        global CARD_WORDS_MAX
        CARD_WORDS_MAX = max(CARD_WORDS_MAX, len(phrase.split()))
        key = "".join(phrase.split()).casefold()
        _check(words.setdefault(key, face) == face, f"{phrase!r} would name two cards")

    for face in range(FACES):
        add(TEXT[face], face)
        add(SHOWN[face], face)
        colour = COLOUR[face]
        if colour == NO_COLOUR:
            wild = _WILDS[0] if face == WILD_FACE else _WILDS[1]
            for name in wild["name"].values():
                add(name, face)
            continue
        rank = _RANKS[face - colour * RANKS_PER_COLOUR]
        signs = {rank["symbol"], rank.get("face", rank["symbol"]), *rank.get("name", {}).values()}
        for colour_word in (COLOURS[colour]["shape"], *COLOURS[colour]["name"].values()):
            for sign in signs:
                add(f"{colour_word} {sign}", face)
    add("W4", WD4_FACE)
    return words


#: the most words a typed card may take ("rot Zieh zwei", "wild draw four"), counted by ``_card_words``
CARD_WORDS_MAX = 1
CARD_WORDS: dict[str, int] = _card_words()


def typed_card(words: list[str]) -> tuple[int, int] | None:
    """The card the first words of a typed move name, and how many words it took; the longest
    reading wins ("★ +4" before "★"). None when they name no card."""
    for n in range(min(len(words), CARD_WORDS_MAX), 0, -1):
        face = CARD_WORDS.get("".join(words[:n]).casefold())
        if face is not None:
            return face, n
    return None


#: a colour by its letter, its shape or its name in any language ("G", "◆", "grün", "green", "绿"):
#: after a typed Wild a person names the colour the way the screen shows it (issue 21)
_COLOUR_WORDS: dict[str, int] = {
    word.casefold(): c
    for c, colour in enumerate(COLOURS)
    for word in (colour["letter"], colour["shape"], *colour["name"].values())
}


def colour_of(word: str) -> int:
    try:
        return _COLOUR_WORDS[word.strip().casefold()]
    except KeyError:
        raise ValueError(f"{word!r} is not a colour; use one of {', '.join(COLOUR_LETTERS)}") from None


def is_playable(face: int, key: int, hand_mask: int, colour: int) -> bool:
    """CC-6 and CC-8 for one card: matches the table, and a Wild Draw Four only without the colour."""
    if not PLAYABLE[key] & BIT[face]:
        return False
    return face != WD4_FACE or not hand_mask & COLOUR_MASK[colour]


def hand_points(counts: list[int]) -> int:
    """CC-17: the score value of a hand held as face counts."""
    return sum(c * p for c, p in zip(counts, POINTS, strict=True) if c)


def colour_name(colour: int, lang: str = "en") -> str:
    names = COLOURS[colour]["name"]
    return str(names.get(lang) or names["en"])


def card_label(face: int, lang: str = "en") -> str:
    """A card as a person reads it, the same in every language: its shape and the symbol printed on
    it, ``● 7``, ``■ ⊘``, ``★+4`` (CC-1: the shape carries the colour, never colour alone; issue 21:
    no colour letter, which read as English and "● RR" as "red red"). The record keeps ``R7``."""
    return SHOWN[face]


def sign_name(face: int, lang: str = "en") -> str | None:
    """What the sign on a card means in words ("Aussetzen" for ⊘, "Wild" for ★), None for a number."""
    colour = COLOUR[face]
    if colour == NO_COLOUR:
        wild = _WILDS[0] if face == WILD_FACE else _WILDS[1]
        return str(wild["name"].get(lang) or wild["name"]["en"])
    rank = _RANKS[face - colour * RANKS_PER_COLOUR]
    return str(rank["name"].get(lang) or rank["name"]["en"]) if "name" in rank else None


def typed_card_words(face: int, lang: str = "en") -> str:
    """A card as a person types it on a keyboard, in the words of ``lang``: the colour's name and
    the sign where it is typeable ("yellow 8", "rot +2"), else the sign's name ("red Skip", "变色");
    read back by ``typed_card`` (``CARD_WORDS``). The shapes the screen shows (▲, ⊘, ★) are on no
    keyboard (play-through 13, en 11: the hint gave no typed form, as "play ▲ 8" was its text)."""
    colour = COLOUR[face]
    if colour == NO_COLOUR:
        name = sign_name(face, lang) or SHOWN[face]
        return name.lower() if lang == "en" else name
    rank = _RANKS[face - colour * RANKS_PER_COLOUR]
    sign = str(rank.get("face", rank["symbol"]))
    if not sign.isascii():
        sign = sign_name(face, lang) or sign
        sign = sign.lower() if lang == "en" else sign
    return f"{colour_name(colour, lang).lower()} {sign}"


def card_name(face: int, lang: str = "en") -> str:
    """A card in words, e.g. "red 7 (circle)", "Wild Draw Four"."""
    colour = COLOUR[face]
    if colour == NO_COLOUR:
        wild = _WILDS[0] if face == WILD_FACE else _WILDS[1]
        return str(wild["name"].get(lang) or wild["name"]["en"])
    rank = _RANKS[face - colour * RANKS_PER_COLOUR]
    what = (rank["name"].get(lang) or rank["name"]["en"]) if "name" in rank else rank["symbol"]
    shape = COLOURS[colour]["shape_name"]
    return f"{colour_name(colour, lang)} {what} ({shape.get(lang) or shape['en']})"
