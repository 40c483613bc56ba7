"""The staggered field as a hexagonal grid (MT-2), with positions packed into single ints.

Cards laid staggered touch two cards in their row, two in the row above and two below: that is a
hexagonal grid. We use axial coordinates ``(q, r)``: ``r`` is the row, ``q`` the place in it, and
the six neighbours are ``(q±1, r)``, ``(q, r-1)``, ``(q+1, r-1)``, ``(q-1, r+1)``, ``(q, r+1)``.
On screen a position sits at column ``2q + r`` (in half cards) of row ``r``: a brick wall.

Search bots clone and scan the field thousands of times a second, so a position is one int
(``(r + OFFSET) * STRIDE + (q + OFFSET)``) and its neighbours are fixed int offsets. The field can
never reach the edge of this box: there are only 44 iron cards, so no position lies more than 44
steps from the centre.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping

STRIDE = 128
OFFSET = 64
#: neighbour offsets in the packed form: east, west, south-east, north-west, north-east, south-west
NEIGHBOURS = (1, -1, STRIDE, -STRIDE, 1 - STRIDE, STRIDE - 1)
CENTRE = OFFSET * STRIDE + OFFSET


def pack(q: int, r: int) -> int:
    if not (-OFFSET < q < OFFSET and -OFFSET < r < OFFSET):
        raise ValueError(f"position {q},{r} lies outside the field")
    return (r + OFFSET) * STRIDE + (q + OFFSET)


def unpack(pos: int) -> tuple[int, int]:
    r, q = divmod(pos, STRIDE)
    return q - OFFSET, r - OFFSET


def pos_text(pos: int) -> str:
    """Notation of a position: ``q,r`` (docs/notation-metallurgie.md)."""
    q, r = unpack(pos)
    return f"{q},{r}"


#: the place names a player reads (issue 12 points 12 and 2 of play-through 9,
#: docs/notation-metallurgie.md): the row's number and the place's column, "50/20" for the centre.
#: Fixed for the whole game, so a name in the log still means the same place after the field has
#: grown. Rows are numbered downwards with the centre's row 50: a person reads them in order top
#: to bottom however far the field grows (letters ran out twelve rows up, and the rows above A were
#: named AZ, AY, … as if they came after Z). No place can lie more than 38 rows from the centre
#: (37 iron cards are left after the setup, MT-1, MT-3, and iron alone opens a place, MT-4), so row
#: numbers stay between 12 and 88: two digits, never 0 or negative. A column is the half-card
#: column ``2q + r`` plus 20, so places in one row go up in twos and the rows between sit half a
#: card over, as the ruler above the field shows them. Row and column ranges hardly overlap
#: (rows near 50, columns near 20), and the row always comes first.
ROW_CENTRE = 50
COLUMN_CENTRE = 20
#: session 9's row letters (centre row M, A twelve rows up; AZ, AY … above A, ZA, ZB … below Z):
#: still read when typed, so a move written as the old log named it ("place Cu L21") goes where
#: it meant
_OLD_ROW_CENTRE = 12
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def row_name(r: int) -> str:
    """The row's number as the field's left edge shows it: rows count downwards, the centre's row
    is 50."""
    return str(r + ROW_CENTRE)


def _old_row_of(letters: str) -> int:
    """The row a session-9 row name meant (``M`` the centre's); ``ValueError`` for letters that
    name no row."""
    letters = letters.upper()
    if len(letters) == 1:
        return _ALPHABET.index(letters) - _OLD_ROW_CENTRE
    head, last = letters[:-1], letters[-1]
    if head == "Z" * len(head):
        return 26 + (len(head) - 1) * 26 + _ALPHABET.index(last) - _OLD_ROW_CENTRE
    if head == "A" * len(head):
        return -((len(head) - 1) * 26 + 25 - _ALPHABET.index(last)) - 1 - _OLD_ROW_CENTRE
    raise ValueError(f"{letters!r} names no row")


def column_of(pos: int) -> int:
    """The number of the column a position stands in (the ruler above the field)."""
    q, r = unpack(pos)
    return 2 * q + r + COLUMN_CENTRE


def place_name(pos: int) -> str:
    """How a player reads a position: its row number and column number, ``50/20`` (issue 12
    point 12). The log, hints, refusals and the review use it; the field shows both parts beside
    every place (the row at the left edge, the column on the ruler above)."""
    return f"{row_name(unpack(pos)[1])}/{column_of(pos)}"


_PLACE = re.compile(r"(-?\d+)\s*/\s*(-?\d+)")
_OLD_PLACE = re.compile(r"([A-Za-z]+)(-?\d+)")


def parse_place(text: str) -> int:
    """The inverse of :func:`place_name`: ``50/20``, and session 9's ``M20`` (any case); a
    column that no place of that row has (places in a row go up in twos) is refused in one
    sentence."""
    match = _PLACE.fullmatch(text.strip())
    if match is not None:
        r, row = int(match.group(1)) - ROW_CENTRE, match.group(1)
    else:
        match = _OLD_PLACE.fullmatch(text.strip())
        if match is None:
            raise ValueError(f"a place is written as its row and column number, e.g. 50/20, not {text!r}")
        r, row = _old_row_of(match.group(1)), match.group(1).upper()
    doubled = int(match.group(2)) - COLUMN_CENTRE - r
    if doubled % 2:
        raise ValueError(f"row {row} has no place {match.group(2)}: its places have "
                         f"{'odd' if r % 2 else 'even'} numbers.")
    return pack(doubled // 2, r)


def parse_pos(text: str) -> int:
    """A position from any form: the place name ``50/20``, session 9's ``M20`` or the notation
    ``q,r``."""
    if "," not in text:
        return parse_place(text)
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError(f"a position is written q,r (two whole numbers), not {text!r}")
    try:
        q, r = int(parts[0]), int(parts[1])
    except ValueError:
        raise ValueError(f"a position is written q,r (two whole numbers), not {text!r}") from None
    return pack(q, r)


def neighbours(pos: int) -> tuple[int, ...]:
    return (pos + 1, pos - 1, pos + STRIDE, pos - STRIDE, pos + 1 - STRIDE, pos + STRIDE - 1)


def touching(a: int, b: int) -> bool:
    return b - a in NEIGHBOURS


def frontier(field: Mapping[int, int] | Collection[int]) -> set[int]:
    """Empty positions touching the field: where iron may extend it (MT-4)."""
    out: set[int] = set()
    add = out.add
    for pos in field:
        for step in NEIGHBOURS:
            n = pos + step
            if n not in field:
                add(n)
    return out


def area(field: Mapping[int, int], start: int) -> list[int]:
    """The connected positions whose top card is the same metal as ``start``'s (MT-8)."""
    metal = field[start]
    seen = {start}
    todo = [start]
    get = field.get
    while todo:
        pos = todo.pop()
        for step in NEIGHBOURS:
            n = pos + step
            if n not in seen and get(n) == metal:
                seen.add(n)
                todo.append(n)
    return list(seen)


def areas(field: Mapping[int, int]) -> list[list[int]]:
    """Every area of the field, each as a list of positions."""
    done: set[int] = set()
    found: list[list[int]] = []
    for pos in field:
        if pos not in done:
            part = area(field, pos)
            done.update(part)
            found.append(part)
    return found


def connected(positions: Collection[int], without: Iterable[int] = ()) -> bool:
    """Whether ``positions`` minus ``without`` form one piece (MT-10); an empty set counts as one."""
    gone = set(without)
    rest = [p for p in positions if p not in gone]
    if not rest:
        return True
    members = set(rest)
    seen = {rest[0]}
    todo = [rest[0]]
    while todo:
        pos = todo.pop()
        for step in NEIGHBOURS:
            n = pos + step
            if n in members and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(members)


RING = (1, 1 - STRIDE, -STRIDE, -1, STRIDE - 1, STRIDE)  # the six neighbours in turn round a position


def locally_free(field: Mapping[int, int], pos: int) -> bool:
    """A sure sign that ``pos`` can go without splitting the field: its neighbours in the field form
    one unbroken arc round it (neighbours next to each other on the ring touch each other)."""
    present = [pos + s in field for s in RING]
    return sum(1 for i in range(6) if present[i] and not present[i - 1]) <= 1


def cut_free(field: Mapping[int, int], pos: int) -> bool:
    """Whether taking ``pos`` away leaves the rest of the field in one piece (MT-10).

    Only the field's neighbours of ``pos`` need to stay connected to each other; a search from one
    of them that meets all the others answers it without visiting the whole field in most cases.
    """
    if locally_free(field, pos):
        return True
    near = [pos + s for s in NEIGHBOURS if pos + s in field]
    targets = set(near)
    start = near[0]
    seen = {start, pos}
    todo = [start]
    targets.discard(start)
    while todo:
        cur = todo.pop()
        for step in NEIGHBOURS:
            n = cur + step
            if n in field and n not in seen:
                seen.add(n)
                targets.discard(n)
                if not targets:
                    return True
                todo.append(n)
    return not targets


def screen_xy(pos: int) -> tuple[int, int]:
    """Column (in half cards) and row of a position in the brick layout."""
    q, r = unpack(pos)
    return 2 * q + r, r
