"""The Metallurgie board: the staggered field, the hand of the person at the screen, the score row.

The only Textual module of the game; it renders a view and posts actions, the engine decides.
Each stack shows its metal's letters on the metal's colour (and its height, ``Cu▤2``, where the
cell is drawn large), so nothing depends on seeing colour; a mark right before the letters tells
what it is for now: ``◦`` the chosen card may go there, ``*`` it belongs to an area ready to score,
``−`` it may be removed, ``>`` the cursor. At 80x24 a blank follows every place's letters, so a mark
never touches the place before it (play-through 11: "◦Ag3*Au4*Au4", "Ag3xAu4xAu4"). An empty
place the chosen card may go to shows the same ``◦`` where a metal's letters would start (a "+"
there read as a charge after the metal before it, "Fe1 +" as Fe¹⁺: play-through 9).
Arrows move the cursor (the field pans to follow it), ``1``-``4`` choose a hand card, Enter or a
click does the one thing possible at the cursor (lay, score, remove); ``r`` reveals the top card,
``e`` ends the turn, ``p`` passes, ``n`` jumps to the next place the chosen card may go.

Every place has a name the field always shows beside its metal (issue 12 point 12): its row's
number at the left edge and its column's number on the ruler above, so "Curie lays copper on 51/19"
is found without a key that hides the metals (the ``c`` view swapped them for numbers). The ruler has
two lines because rows are staggered by half a card: a row's places stand right under the numbers
of one line (even columns on the first, odd on the second), and the log, hints, refusals, typed
moves and the review all use these names (``hexgrid.place_name``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from chemcards.i18n import computer_mark, tr
from chemcards.tui.board_base import GameBoard, cut_name
from chemcards.tui.text import translate_bindings
from chemcards.tui.wrap import wrap_text

from . import hexgrid
from .actions import END_ACTION, PASS, PASS_ACTION, PLACE, REMOVE, REVEAL_ACTION, SCORE, Action, place
from .catalogue import GAME_ID, IRON, catalogue
from .state import REMOVING, REVEALED
from .texts import metal_name
from .view import MetallurgieView

Parts = list[tuple[Text, str]]  # a strip's parts: each a text and the board action a click on it names

CELL = 4  # columns per position at 80x24: a mark, the metal's two letters and a blank ("◦Cu "), so
#: a place's mark always stands right before its own letters and a blank parts it from the next
#: place (play-through 11, zh 5 / en 10: "◦Ag3*Au4*Au4" could not be told apart); rows are offset
#: by half a cell. The height ("Cu▤2") is shown where a cell has room (drawn large) and in the legend
#: (it is the top metal's rank, MT-4: copper is always the second card of its stack)
GUTTER = 1  # a column each side of the field for the "more field this way" arrows
LABEL = 3  # the row's number left of the field ("50 "), as place names begin with it
RULER = 2  # lines of column numbers above the field: one per half-card stagger
METAL_STYLE = ("bold white on grey35", "bold white on dark_orange3", "bold black on grey82",
               "bold black on gold1")
#: a large screen (issue 12, point 15): from this many screen rows on (the ``-tall`` class) the hand
#: is drawn as card faces FACE_W cells wide and FACE_H rows high; 80x24 keeps its one-line chips
BIG_SCREEN_ROWS = 40
FACE_W, FACE_H = 8, 4
#: a field at least this large (in cells) is drawn at twice the size: cells 8 wide and 2 high
BIG_FIELD = (72, 24)
#: and at least this large, at three times: cells 12 wide and 3 high (160x48 and up: the field at
#: twice the size took 10 of some 36 rows, play-through 8, en #1; issue 12 point 15)
LARGE_FIELD = (96, 33)
#: and at least this large, at four times (200x60 and up)
HUGE_FIELD = (128, 44)
#: rows a big cell needs to be drawn as a card with a frame: the frame, the letters, the name
FRAME_ROWS = 4
#: rows the legend under the field may take before its end is cut with "…"
LEGEND_ROWS = 3
# the score row's names: at most 12 cells, cut one cell at a time down to 3 where two rows do not
# hold every seat and the pile count whole (play-through 14 en 5)
SCORE_NAME_CELLS = 12
SCORE_NAME_MIN = 3
METAL_INK = ("grey70", "dark_orange", "grey93", "gold1")
#: where the chosen card may go: the mark before a metal it may cover, and the sign of an empty
#: place; not "+", which read as a charge after a metal's height ("Fe1 +", play-through 9)
TARGET = "◦"
#: a card that may be removed while an area is scored (MT-9): a minus, not a letter ("x" read as a
#: multiplication sign glued to the letters, "Ag3xAu4xAu4", play-through 11 en 10)
REMOVABLE = "−"
#: a card of an area ready to score (MT-8) or being scored
READY = "*"
#: between a stack's top metal and its height in a large cell ("Cu▤2": copper on top, 2 cards in the
#: stack): "Cu2" read like a formula (play-through 12, zh 10), and "Cu×2" would say two copper cards,
#: as the seats panel's points do ("Cu×1 Ag×1 Au×3"); the legend says what it means
STACK = "▤"


def stack_label(symbol: str, height: int) -> str:
    """A stack as a large cell and the legend show it: its top metal, the mark, its height."""
    return f"{symbol}{STACK}{height}"


def cell_xy(pos: int) -> tuple[int, int]:
    col, row = hexgrid.screen_xy(pos)
    return col * (CELL // 2), row


#: a hand card's face on a screen of LARGE_SCREEN_ROWS and more: wider and taller, with the
#: metal's name under its letters (issue 12 point 15)
LARGE_SCREEN_ROWS, LARGE_FACE = 46, (14, 6)


def face_text(key: str, symbol: str, style: str, chosen: bool, name: str = "",
              size: tuple[int, int] = (FACE_W, FACE_H)) -> Text:
    """A hand card as a face of ``size`` (cells across, rows down): its key over the metal's letters
    (and its name where the face has the rows); the chosen card has a heavy frame (a mark, not
    colour alone)."""
    width, height = size
    inner = width - 2
    if chosen:
        top, side, bottom = "┏" + "━" * inner + "┓", "┃", "┗" + "━" * inner + "┛"
    else:
        top, side, bottom = "╭" + "─" * inner + "╮", "│", "╰" + "─" * inner + "╯"
    body = [key.ljust(inner), symbol.center(inner)]
    if height > FACE_H and name:
        name = name if cell_len(name) <= inner else set_cell_size(name, inner - 1) + "…"
        body.append(name.center(inner - (cell_len(name) - len(name))))
    body += [" " * inner] * max(0, height - 2 - len(body))
    return Text("\n".join([top, *(side + row + side for row in body), bottom]), style=style)


class FieldView(Widget):
    """The field in a window that pans; it draws what the board tells it and reports clicks."""

    DEFAULT_CSS = "FieldView { height: 1fr; width: 1fr; }"

    class Clicked(Message):
        def __init__(self, pos: int) -> None:
            super().__init__()
            self.pos = pos

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.field: dict[int, int] = {}
        self.cursor: int | None = None
        self.targets: set[int] = set()
        self.ready: set[int] = set()
        self.removable: set[int] = set()
        self.scoring: set[int] = set()
        self.origin: tuple[int, int] | None = None  # top-left (x, y) of the window on the field
        self.lang = "en"  # of the metals' names in a big cell

    def room_scale(self) -> int:
        """The largest scale the widget's size allows: 4 from 128x44, 3 from 96x33 (160x48), 2 from
        72x24, else 1 (80x24)."""
        size = self.content_size
        if size.width >= HUGE_FIELD[0] and size.height >= HUGE_FIELD[1]:
            return 4
        if size.width >= LARGE_FIELD[0] and size.height >= LARGE_FIELD[1]:
            return 3
        return 2 if size.width >= BIG_FIELD[0] and size.height >= BIG_FIELD[1] else 1

    def fit_scale(self) -> int:
        """The largest scale the size allows at which the whole field (and the targets and the
        cursor) fits the window with a cell to spare on each side; a field too large even at 1
        pans with the cursor. A grown field is drawn smaller rather than cut off at a large scale
        (issue 12 point 15: at 160x48 after the game everything right of column 19 was hidden). All
        geometry is kept in scale-1 units and stretched only when drawn and clicked."""
        left, right, top, bottom = self.extent()
        size = self.content_size
        for scale in range(self.room_scale(), 1, -1):
            width = ((size.width or 48) - self.left() - GUTTER) // scale
            height = ((size.height or 16) - RULER) // scale
            # with the cursor's margins to spare, so following the cursor never pans a place out
            if right - left + 2 * CELL <= width and bottom - top + 2 <= height:
                return scale
        return 1

    def scale(self) -> int:
        """Columns per scale-1 unit: :meth:`fit_scale`, and on a large screen (scale 3) one more
        where the field still fits across with half a cell to spare on each side. At 160x48 a young
        field at scale 3 left a third of the board's columns empty beside it (play-through 9: 49 %
        of the board empty); cells 16 wide and 5 high are still about as wide as they look high
        twice over, as at scale 3. The rows keep :meth:`fit_scale` (:meth:`scale_y`)."""
        scale = self.fit_scale()
        if scale != 3:
            return scale
        left, right, _, _ = self.extent()
        wider = ((self.content_size.width or 48) - self.left() - GUTTER) // (scale + 1)
        return scale + 1 if right - left + CELL <= wider else scale

    def extent(self) -> tuple[int, int, int, int]:
        """Left, right, top and bottom (scale-1 units) of what is shown: the field, the targets and
        the cursor (the centre when there is none)."""
        spots = set(self.field) | self.targets
        if self.cursor is not None:
            spots.add(self.cursor)
        if not spots:
            spots = {hexgrid.CENTRE}
        xs = [cell_xy(p)[0] for p in spots]
        ys = [cell_xy(p)[1] for p in spots]
        return min(xs), max(xs) + CELL, min(ys), max(ys) + 1

    def scale_y(self) -> int:
        """Rows per field row: ``fit_scale()``, and on a larger screen (scale 2 or 3) up to twice that
        while the field's rows fit, so a young field is not a flat band amid empty rows (a cell 12
        wide and 6 high is about square on a terminal; issue 12 point 15). It shrinks back towards
        ``fit_scale()`` as the field grows, before the field has to pan."""
        scale = self.fit_scale()
        if scale < 2:
            return scale
        spots = set(self.field) | self.targets | ({self.cursor} if self.cursor is not None else set())
        ys = [cell_xy(p)[1] for p in spots] or [0]
        need = max(ys) - min(ys) + 2  # and a row to spare (half above it, half below)
        return max(scale, min(2 * scale, ((self.content_size.height or 16) - RULER) // need))

    def left(self) -> int:
        """Columns left of the field: the row numbers and the arrow gutter."""
        return LABEL + GUTTER

    def set_field(self, field: dict[int, int], cursor: int | None, targets: set[int], ready: set[int],
                  removable: set[int], scoring: set[int]) -> None:
        self.field, self.cursor = field, cursor
        self.targets, self.ready, self.removable, self.scoring = targets, ready, removable, scoring
        self.follow()
        self.refresh()

    def window(self) -> tuple[int, int]:
        """The room for cells: one column on each side is kept for the arrows that say the field
        goes on beyond the edge, so a cell is never cut in half."""
        size, scale = self.content_size, self.scale()
        return (max(CELL, ((size.width or 48) - self.left() - GUTTER) // scale),
                max(1, ((size.height or 16) - RULER) // self.scale_y()))

    def follow(self) -> None:
        """Centre the field (with the cursor and the targets) when it fits the window; otherwise
        pan just enough to keep the cursor in view."""
        width, height = self.window()
        left, right, top, bottom = self.extent()
        ox, oy = self.origin or ((left + right - width) // 2, (top + bottom - height) // 2)
        if right - left <= width:
            ox = (left + right - width) // 2
        if bottom - top <= height:
            oy = (top + bottom - height) // 2
        if right - left <= width and bottom - top <= height:
            # all of it fits, the cursor too (it is part of the extent): centred, nothing to follow
            self.origin = (ox, oy)
            return
        if self.cursor is not None:
            x, y = cell_xy(self.cursor)
            margin = min(CELL, max(0, (width - CELL) // 2))
            if x - ox < margin:
                ox = x - margin
            elif x + CELL - ox > width - margin:
                ox = x + CELL - width + margin
            vmargin = 1 if height > 4 else 0
            if y - oy < vmargin:
                oy = y - vmargin
            elif y - oy > height - 1 - vmargin:
                oy = y - height + 1 + vmargin
        self.origin = (ox, oy)

    def on_resize(self) -> None:
        self.follow()
        self.refresh()

    def big_cell(self, pos: int, sub: int) -> Text:
        """Row ``sub`` of a cell drawn at ``scale()`` times the size: the mark right before the
        letters and height on the middle row (at the cell's edge it stood seven columns from the
        stack it marks at 160x48, play-through 10), the metal's name on the row under them, the
        metal's colour (or the empty place) around them. From FRAME_ROWS rows on a stack is drawn
        as a card with a frame (heavy at the cursor) and an empty place the chosen card may go to
        as a dashed one: at 160x48 the field was loose letters 8 columns and 5 blank rows apart
        (play-through 11, en 16)."""
        mark, mark_style, body = self.cell_parts(pos)
        scale, rows = self.scale(), self.scale_y()
        width = scale * CELL
        style = body.spans[0].style if body.spans else ""
        top = self.field.get(pos)
        mid = (rows - 1) // 2
        framed = rows >= FRAME_ROWS and (top is not None or pos in self.targets)
        if framed:
            return self._framed_row(pos, sub, mark, mark_style, body, style, width)
        start = self.letters_offset(scale)  # where the letters start; the mark just before them
        if sub == mid:
            out = Text(" ") + Text(" " * (start - 2), style=style)
            # a mark other than the cursor's keeps the cell's colour around it
            out.append(mark, style=mark_style if pos == self.cursor else f"{style} {mark_style}".strip())
            out.append_text(body)
            out.append(" " * (width - start - cell_len(body.plain)), style=style)
            return out
        if sub == mid + 1 and top is not None:
            return Text(" ") + self._name_line(top, width - 1, style)
        return Text(" ") + Text(" " * (width - 1), style=style)

    def _name_line(self, top: int, width: int, style: str) -> Text:
        """The metal's name in the player's language, centred in ``width`` cells; cut with "…"
        only where it does not fit (play-through 12, en 7: "ir…", "go…" in cells 5 wide)."""
        name = metal_name(catalogue().symbols[top], self.lang)
        if cell_len(name) > width:
            name = set_cell_size(name, max(1, width - 1)).rstrip() + "…"
        left = (width - cell_len(name)) // 2
        return Text(" " * left + name + " " * (width - left - cell_len(name)), style=style)

    def _framed_row(self, pos: int, sub: int, mark: str, mark_style: str, body: Text, style: str,
                    width: int) -> Text:
        """Row ``sub`` of a big cell drawn as a card: a frame one column in from the cell's left
        edge (so a blank parts it from the card beside it), the mark and letters on the middle row,
        the name under them."""
        rows = self.scale_y()
        mid = (rows - 1) // 2
        inner = width - 3
        top = self.field.get(pos)
        if pos == self.cursor:
            lt, h, rt, v, lb, rb = "┏", "━", "┓", "┃", "┗", "┛"
        elif top is None:
            lt, h, rt, v, lb, rb = "┌", "╌", "┐", "╎", "└", "┘"
        else:
            lt, h, rt, v, lb, rb = "╭", "─", "╮", "│", "╰", "╯"
        frame_style = f"{style} bold".strip()
        out = Text(" ")
        if sub == 0:
            return out + Text(lt + h * inner + rt, style=frame_style)
        if sub == rows - 1:
            return out + Text(lb + h * inner + rb, style=frame_style)
        out.append(v, style=frame_style)
        if sub == mid:
            start = self.letters_offset(self.scale()) - 2  # inside the frame, as in a plain cell
            out.append(" " * (start - 1), style=style)
            out.append(mark, style=mark_style if pos == self.cursor else f"{style} {mark_style}".strip())
            out.append_text(body)
            out.append(" " * (inner - start - cell_len(body.plain)), style=style)
        elif sub == mid + 1 and top is not None:
            out.append_text(self._name_line(top, inner, style))
        else:
            out.append(" " * inner, style=style)
        out.append(v, style=frame_style)
        return out

    def cell(self, pos: int) -> Text:
        """A place at 80x24 (CELL columns): its mark, the metal's two letters on the metal's
        colour and a blank that parts it from the next place in its row."""
        mark, mark_style, body = self.cell_parts(pos, height=False)
        return Text(mark, style=mark_style) + body

    def cell_parts(self, pos: int, height: bool = True) -> tuple[str, str, Text]:
        """A place's mark (one column), the mark's style and its body (the metal's letters and
        height, ``Cu▤2``, or an empty place's sign; without ``height`` the letters and an unstyled
        blank)."""
        top = self.field.get(pos)
        if pos == self.cursor:
            mark = ">"
        elif pos in self.removable:
            mark = REMOVABLE
        elif pos in self.targets and top is not None:  # an empty target's sign stands in its body
            mark = TARGET
        elif pos in self.ready or pos in self.scoring:
            mark = READY
        else:
            mark = " "
        mark_style = "bold reverse" if pos == self.cursor else "bold"
        text = Text()
        if top is None:  # an empty place: only a target or the cursor is drawn there
            # its sign stands where a metal's letters start, under the column's ruler number (a sign
            # in the mark's column sat one cell left, under the other ruler line's number)
            if pos in self.targets:
                text.append(f"{TARGET}  " if height else f"{TARGET} ", style="bold white on dark_green")
            else:
                text.append("·  " if height else "· ", style="dim")
            if not height:
                text.append(" ")
            return mark, mark_style, text
        style = METAL_STYLE[top]
        if pos in self.ready or pos in self.scoring:
            style += " underline"
        if pos == self.cursor:
            style += " reverse"
        if height:
            text.append(stack_label(catalogue().symbols[top], top + 1), style=style)
        else:
            text.append(catalogue().symbols[top], style=style)
            text.append(" ")
        return mark, mark_style, text

    def ruler(self, rows: dict[int, list[tuple[int, int]]], scale: int) -> list[Text]:
        """The column numbers above the field (RULER lines): each number stands over the letters of
        the places of its column, even columns on the first line and odd ones on the second, for
        every column from the leftmost place shown to the rightmost, so a column that holds no card
        in any row (a gap a card may fill) is named too (play-through 10: column 22 had no number);
        the cursor's column is reversed to find it fast."""
        lines = [Text(no_wrap=True, overflow="crop") for _ in range(RULER)]
        used = [0] * RULER
        cols = [col for row in rows.values() for col, _ in row]
        if not cols:
            return lines
        ox = (self.origin or (0, 0))[0]
        cursor = hexgrid.column_of(self.cursor) if self.cursor is not None else None
        # a column's places stand CELL // 2 apart in scale-1 units: cell_xy's half-card columns
        half = CELL // 2
        for col in range(min(cols), max(cols) + 1, half):
            number = (col + ox) // half + hexgrid.COLUMN_CENTRE
            k = number % RULER
            at = self.left() + col * scale + self.letters_offset(scale)  # over the letters
            label = str(number)
            if at < used[k]:
                continue
            lines[k].append(" " * (at - used[k]))
            lines[k].append(label, style="bold reverse" if number == cursor else "bold cyan")
            used[k] = at + len(label)
        return lines

    @staticmethod
    def letters_offset(scale: int) -> int:
        """Where a cell's letters start in it: after the mark's column, and centred in a big cell
        (the mark then stands right before them)."""
        return 1 + (0 if scale == 1 else (scale * CELL - 3) // 2)

    def render(self) -> Text:
        width, height = self.window()
        scale, scale_y = self.scale(), self.scale_y()
        ox, oy = self.origin or (0, 0)
        rows: dict[int, list[tuple[int, int]]] = {}
        cut_left: set[int] = set()
        cut_right: set[int] = set()
        above = below = False
        shown = set(self.field) | self.targets
        if self.cursor is not None:
            shown.add(self.cursor)
        for pos in shown:
            x, y = cell_xy(pos)
            line, col = y - oy, x - ox
            if line < 0:
                above = True
            elif line >= height:
                below = True
            elif col < 0:
                cut_left.add(line)
            elif col + CELL > width:
                cut_right.add(line)
            else:
                rows.setdefault(line, []).append((col, pos))
        out: list[Text] = []
        cursor_row = hexgrid.unpack(self.cursor)[1] if self.cursor is not None else None
        for line in range(height):
            for sub in range(scale_y):
                out.append(Text(no_wrap=True, overflow="crop"))
                # the row's number, on the row of the cell's letters, where the row holds something
                # shown: the first part of a name
                r = line + oy
                letter = hexgrid.row_name(r) if line in rows and sub == (scale_y - 1) // 2 else ""
                out[-1].append(f"{letter:>{LABEL - 1}} ",
                               style="bold reverse" if r == cursor_row and letter else "bold cyan")
                left = "‹" if line in cut_left else " "
                if line == 0 and above and not sub:
                    left = "▲"
                elif line == height - 1 and below and sub == scale_y - 1:
                    left = "▼"
                out[-1].append(left, style="bold")
                used = 0
                for col, pos in sorted(rows.get(line, ())):
                    out[-1].append(" " * (col * scale - used))
                    out[-1].append_text(self.cell(pos) if scale == 1 else self.big_cell(pos, sub))
                    used = (col + CELL) * scale
                if line in cut_right:
                    out[-1].append(" " * (width * scale - used) + "›", style="bold")
        # the ruler right above the field's first row: the RULER lines kept free at the top, or empty
        # lines of the window nearer the field while it is centred (they hold no place that is shown)
        full = [Text(no_wrap=True, overflow="crop") for _ in range(RULER)] + out
        drawn = set(rows) | cut_left | cut_right
        first = min(drawn) * scale_y if drawn and not above else 0  # field line; RULER lines above it
        full[first:first + RULER] = self.ruler(rows, scale)
        return Text("\n", no_wrap=True, overflow="crop").join(full)

    def position_at(self, x: int, y: int) -> int:
        """The position under screen cell (x, y) of this widget (empty or not)."""
        ox, oy = self.origin or (0, 0)
        scale = self.scale()
        if y < RULER:
            raise ValueError("the ruler above the field is no place")
        r = (y - RULER) // self.scale_y() + oy
        col = (x - self.left()) // scale + ox  # = 4q + 2r + i, 0 <= i < 4
        q = (col - 2 * r) // CELL
        return hexgrid.pack(q, r)

    def on_click(self, event: Click) -> None:
        event.stop()
        try:
            pos = self.position_at(event.x, event.y)
        except ValueError:
            return
        self.post_message(self.Clicked(pos))


class LineView(Widget):
    """A one-line strip (hand, keys) whose parts may be clicked; each part names a board action."""

    DEFAULT_CSS = "LineView { height: 1; width: 1fr; }"

    class Clicked(Message):
        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.parts: list[tuple[Text, str]] = []

    def set_parts(self, parts: list[tuple[Text, str]]) -> None:
        self.parts = parts
        self.refresh()

    def render(self) -> Text:
        if self.size.height > 1:
            return self._render_rows(self.size.height)
        out = Text(no_wrap=True, overflow="ellipsis")
        for piece, _ in self.parts:
            out.append_text(piece)
        # cut here, with "…": Textual crops a rendered line at the edge without any mark
        # (issue 12 point 7: a line must never be cut silently)
        if self.size.width and out.cell_len > self.size.width:
            out.truncate(self.size.width, overflow="ellipsis")
        return out

    def _render_rows(self, height: int) -> Text:
        """Several rows (card faces on a large screen): a part of several lines stands as a block,
        a one-line part sits in the middle row."""
        rows = [Text(no_wrap=True, overflow="ellipsis") for _ in range(height)]
        for piece, _ in self.parts:
            lines = piece.split("\n")
            width = max(cell_len(line.plain) for line in lines)
            first = (height - len(lines)) // 2
            for y in range(height):
                line = lines[y - first] if 0 <= y - first < len(lines) else Text()
                rows[y].append_text(line)
                rows[y].append(" " * (width - cell_len(line.plain)))
        return Text("\n", no_wrap=True).join(rows)

    def on_click(self, event: Click) -> None:
        event.stop()
        x = 0
        for piece, name in self.parts:
            width = max(cell_len(line) for line in piece.plain.split("\n"))
            if x <= event.x < x + width and name:
                self.post_message(self.Clicked(name))
                return
            x += width


class RowsView(LineView):
    """A strip of as many rows as its ``lines`` need at the width it has; its height follows them
    (the score row and the legend under the field)."""

    min_rows = 0

    def lines(self, width: int) -> list[Text]:
        raise NotImplementedError

    def render(self) -> Text:
        out = Text("\n", no_wrap=True).join(self.lines(max(1, self.size.width)))
        out.no_wrap = True
        return out

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(self.min_rows, len(self.lines(max(1, width))))

    def set_parts(self, parts: list[tuple[Text, str]]) -> None:
        self.parts = parts
        self.refresh(layout=True)


class ScoreView(RowsView):
    """The score row above the field: each part (a seat with its points, the pile) whole on a row,
    a second row where one does not hold them all (four seats with the computer mark at 80x24).
    Where two rows do not hold them, a third row is taken before any name is cut (play-through 18,
    de 6: "▶Spie…1 0" with bonus cards at 80x24, the field has rows to spare); where three rows do
    not hold them, the seats' names are cut, longest first (``set_score``'s variants); the pile
    count after them is game information and is never cut (play-through 14 en 5: German "│ Stapel
    …" hid it): only the seats' part of the last row may end in "…"."""

    DEFAULT_CSS = "ScoreView { height: auto; max-height: 3; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.variants: list[list[tuple[Text, str]]] = []
        self.tail: list[tuple[Text, str]] = []

    def set_parts(self, parts: list[tuple[Text, str]]) -> None:
        self.variants, self.tail = [], []
        super().set_parts(parts)

    def set_score(self, variants: list[list[tuple[Text, str]]], tail: list[tuple[Text, str]]) -> None:
        """The seats' parts with their names cut ever shorter (the first that fits is shown) and
        the parts after them that are always whole (the pile, the bonus cards on the table)."""
        self.variants, self.tail = variants, tail
        super().set_parts(variants[0] + tail)

    @staticmethod
    def _flow(parts: list[tuple[Text, str]], width: int, most: int = 2) -> list[Text]:
        rows: list[Text] = [Text(no_wrap=True, overflow="ellipsis")]
        for piece, _ in parts:
            if rows[-1].cell_len and rows[-1].cell_len + piece.cell_len > width and len(rows) < most:
                rows[-1].rstrip()
                rows.append(Text(no_wrap=True, overflow="ellipsis"))
                piece = ScoreView._unseparated(piece)
            rows[-1].append_text(piece)
        return rows

    @staticmethod
    def _unseparated(piece: Text) -> Text:
        """A part that opens a row of its own without the bar that parts it from the one before:
        a row began „│ Stapel 80 │ Bonus: …“ or „ │ Bonus: Fe Cu Ag Au“ (play-through 20, de 9)."""
        plain = piece.plain
        bar = len(plain) - len(plain.lstrip(" "))
        if plain[bar:bar + 1] != "│":
            return piece
        start = bar + 2 if plain[bar + 1:bar + 2] == " " else bar + 1
        return piece[start:]

    def lines(self, width: int) -> list[Text]:
        # the row's last cell stays free: the side panel's border follows the board right after it
        # (play-through 15, zh 9: "… 0 │ 牌堆 83╭─ 座位" at 80x24 with three seats)
        width = max(1, width - 1)
        if self.variants:
            whole = self.variants[0]
            tries = [(whole, 2), (whole, 3), *((seats, 2) for seats in self.variants[1:])]
            for seats, most in tries:
                rows = self._flow(seats + self.tail, width, most)
                if all(row.cell_len <= width for row in rows):
                    self.parts = seats + self.tail  # clicks follow what is shown
                    return rows
            self.parts = self.variants[-1] + self.tail
            rows = self._flow(self.variants[-1], width)
            tail = Text(no_wrap=True)
            for piece, _ in self.tail:
                tail.append_text(piece)
            room = max(1, width - tail.cell_len)
            if rows[-1].cell_len > room:
                rows[-1].truncate(room, overflow="ellipsis")
            rows[-1].append_text(tail)
        else:
            rows = self._flow(self.parts, width)
        for row in rows:
            if row.cell_len > width:
                row.truncate(width, overflow="ellipsis")
        return rows



class LegendView(RowsView):
    """The legend under the field: its notes (" · " between them) wrapped onto as many rows as
    they need, up to ``LEGEND_ROWS`` (issue 12 point 7.2: with positions shown, "q,r = q im Feld,
    Reihe r links · + Cu passt · Fe1:" lost its end at the board's edge with no mark). A note is
    moved whole to the next row where it fits, broken by ``wrap_text`` (cells, CJK rules) where
    it does not; only what even the last row cannot hold ends in "…"."""

    DEFAULT_CSS = "LegendView { height: auto; max-height: 3; }"
    min_rows = 1  # one row even with nothing to say: the field does not jump up and down

    def lines(self, width: int) -> list[Text]:
        notes = [piece for piece, _ in self.parts if piece.plain.strip() != "·"]
        rows: list[Text] = []
        for note in notes:
            if rows and rows[-1].cell_len + 3 + note.cell_len <= width:
                rows[-1].append_text(Text(" · ", style="dim"))
                rows[-1].append_text(note)
            else:
                rows.extend(wrap_text(note, width))
        if len(rows) > LEGEND_ROWS:
            last = rows[LEGEND_ROWS - 1]
            last.append(" …")
            last.truncate(width, overflow="ellipsis")
            rows = rows[:LEGEND_ROWS]
        return rows


class MetallurgieBoard(GameBoard, can_focus=True):
    DEFAULT_CSS = """
    MetallurgieBoard { layout: vertical; height: 1fr; width: 1fr; }
    MetallurgieBoard > #mt-scores { height: auto; max-height: 3; }
    MetallurgieBoard > #mt-hand { height: 1; }
    MetallurgieBoard > #mt-keys { height: 1; }
    MetallurgieBoard > #mt-legend { height: auto; max-height: 3; }
    MetallurgieBoard:focus > FieldView { background: $boost; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        # the arrows and 1-3 each have one row on the ? page (described once, shown as a range),
        # as F1 lists them (play-through 8, zh 9); not in the footer
        Binding("up", "move('up')", "Move the cursor", show=False, key_display="←↑→↓", id="mt_key_move"),
        Binding("down", "move('down')", show=False),
        Binding("left", "move('left')", show=False),
        Binding("right", "move('right')", show=False),
        Binding("enter,space", "act", "Do it", id="mt_key_act", key_display="⏎"),
        Binding("1", "pick(0)", "Choose a hand card", show=False, key_display="1–3", id="mt_key_pick"),
        Binding("2", "pick(1)", show=False),
        Binding("3", "pick(2)", show=False),
        Binding("4", "pick(3)", show=False),
        Binding("n", "next_target", "Next place", id="mt_key_next"),
        Binding("r", "reveal", "Reveal top card", id="mt_key_reveal"),
        Binding("s", "score", "Score", id="mt_key_score"),
        Binding("e", "end", "End turn", id="mt_key_end"),
        Binding("p", "pass_turn", "Pass", id="mt_key_pass"),
        # p where passing is not allowed: the engine's reason in one line (MT-7), as the typed
        # "pass" gives it; the key stays out of the footer and the ? page then (play-through 8, de 1)
        Binding("p", "pass_refused", show=False),
    ]

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self.view: MetallurgieView | None = None
        self.legal: list[Action] = []
        #: the legal moves this board's lines, marks and legend offer: all of them, less those a
        #: guided game refuses now (``GameBoard.lesson_refuses``; play-through 12, zh 2 and 13). A key
        #: pressed for a move left out still sends it, and the lesson says why it is not the step.
        self.offers: list[Action] = []
        self.seat: int | None = None
        self.cursor: int = hexgrid.CENTRE
        self.picked = 0  # index into the hand

    def compose(self) -> ComposeResult:
        yield ScoreView(id="mt-scores")
        yield FieldView(id="mt-field")
        yield LegendView(id="mt-legend")
        yield LineView(id="mt-hand")
        yield LineView(id="mt-keys")

    def on_mount(self) -> None:
        translate_bindings(self, self.lang, GAME_ID)

    # -- the shell's entry point ---------------------------------------------------------------
    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        self.view = view
        self.legal = list(legal)
        self.offers = self._offered(self.legal)
        self.seat = seat
        metals = self._hand_metals()
        if metals and self.picked >= len(metals):
            self.picked = 0
        if self._picked_metal() is not None and not self._targets() and self._placeable_index() is not None:
            self.picked = self._placeable_index() or 0
        if self.cursor not in view.field_map() and not self._targets():
            self.cursor = hexgrid.CENTRE if hexgrid.CENTRE in view.field_map() else \
                (view.field[0][0] if view.field else hexgrid.CENTRE)
        if self._action_at(self.cursor) is None:
            self._cursor_to_nearest()
        self._render_all()
        self.refresh_bindings()

    # -- what the view and the legal actions say -------------------------------------------------
    def _offered(self, legal: list[Action]) -> list[Action]:
        refuses = self.lesson_refuses
        if refuses is None or not legal:
            return list(legal)
        texts = [str(a) for a in legal]
        return [a for a, text in zip(legal, texts, strict=True) if not refuses(texts, text)]

    def offered_moves(self) -> list[Action]:
        """Every move the board offers now (tests: each must be legal and, in a guided game, one
        the lesson takes): Enter's move at the cursor, the moves behind the key row's keys, the
        places marked for the chosen card, the areas marked ready and the cards marked to remove."""
        moves: list[Action] = []
        here = self._action_at(self.cursor)
        if here is not None:
            moves.append(here)
        kinds = {a.kind for a in self.offers}
        moves += [a for a in (REVEAL_ACTION, END_ACTION, PASS_ACTION) if a.kind in kinds]
        metal = self._picked_metal()
        moves += [place(metal, p) for p in self._targets()] if metal is not None else []
        moves += [a for a, _ in self._score_areas()]
        moves += [a for a in self.offers if a.kind == REMOVE]
        return moves

    def _hand_metals(self) -> list[int]:
        view = self.view
        if view is None or self.seat is None or view.hand is None:
            return []
        return list(view.hand)

    def _picked_metal(self) -> int | None:
        view = self.view
        if view is None:
            return None
        if view.phase == REVEALED and view.revealed >= 0:
            return view.revealed  # MT-6: the turned card goes first
        metals = self._hand_metals()
        if not metals:
            return None
        return metals[min(self.picked, len(metals) - 1)]

    def _placeable_index(self) -> int | None:
        placeable = {a.metal for a in self.offers if a.kind == PLACE}
        for i, m in enumerate(self._hand_metals()):
            if m in placeable:
                return i
        return None

    def _targets(self) -> list[int]:
        metal = self._picked_metal()
        return [a.pos for a in self.offers if a.kind == PLACE and a.metal == metal]

    def _score_areas(self) -> list[tuple[Action, set[int]]]:
        assert self.view is not None
        field = self.view.field_map()
        return [(a, set(hexgrid.area(field, a.pos))) for a in self.offers if a.kind == SCORE]

    def _action_at(self, pos: int) -> Action | None:
        """The one thing Enter does at ``pos``: remove, lay the chosen card, or score its area.

        Never another card than the chosen one (issue 12 point 12 area, play-through 7: silver
        chosen, "+ Ag fits" on the legend, and Enter laid iron on an empty place). Where another
        hand card would fit, the key row says which and how to choose it (:meth:`_other_fits`);
        Enter there sends the chosen card and the engine refuses it with its reason (MT-4)."""
        metal = self._picked_metal()
        for a in self.offers:
            if a.pos == pos and (a.kind == REMOVE or (a.kind == PLACE and a.metal == metal)):
                return a
        for a, part in self._score_areas():
            if pos in part:
                return a
        return None

    def _other_fits(self, pos: int) -> int | None:
        """The hand index of another card than the chosen one that could be laid at ``pos`` now
        (only one metal fits a position, MT-4), for the key row to name; None if there is none."""
        view = self.view
        if view is None or view.hand is None or view.phase == REVEALED:
            return None
        here = {a.metal for a in self.offers if a.kind == PLACE and a.pos == pos}
        return next((i for i, m in enumerate(view.hand) if m in here and m != self._picked_metal()), None)

    def _spots(self) -> list[int]:
        """Where something can be done now, in the order ``n`` visits them: the chosen card's places,
        else cards to remove, else areas to score, else any card's places."""
        offers = self.offers
        return self._targets() or [a.pos for a in offers if a.kind == REMOVE] or \
            [a.pos for a in offers if a.kind == SCORE] or \
            [a.pos for a in offers if a.kind == PLACE]

    def _cursor_to_nearest(self) -> None:
        """After a move the cursor goes to the nearest place where Enter does something, so the
        next step (the next card to remove, the next iron to lay) is one key away."""
        spots = self._spots()
        if not spots:
            return
        x0, y0 = cell_xy(self.cursor)

        def distance(pos: int) -> tuple[int, int]:
            x, y = cell_xy(pos)
            return (abs(x - x0) + 2 * abs(y - y0), pos)

        self.cursor = min(spots, key=distance)

    # -- drawing -----------------------------------------------------------------------------------
    def _render_all(self) -> None:
        view = self.view
        if view is None or not self.is_mounted:
            return
        lang = self.lang
        field = view.field_map()
        ready: set[int] = set()
        for _, part in self._score_areas():
            ready |= part
        removable = {a.pos for a in self.offers if a.kind == REMOVE}
        # the area being scored, without the cards already taken from it (MT-9)
        scoring = {p for p in view.scoring if field.get(p) == view.scoring_metal} \
            if view.phase == REMOVING else set()
        self.query_one(FieldView).lang = lang
        self.query_one(FieldView).set_field(field, self.cursor if self.legal else None,
                                            set(self._targets()), ready, removable, scoring)
        self.query_one("#mt-scores", ScoreView).set_score(*self._score_row(view))
        self.query_one("#mt-legend", LineView).set_parts(self._legend_row(lang, field))
        hand = self.query_one("#mt-hand", LineView)
        hand.styles.height = self.face_size()[1] if self.app.size.height >= BIG_SCREEN_ROWS else 1  # faces
        hand.set_parts(self._hand_row(view, lang))
        self.query_one("#mt-keys", LineView).set_parts(self._keys_row(lang))

    def on_resize(self) -> None:
        """Faces or chips in the hand follow the screen's size."""
        self._render_all()

    def face_size(self) -> tuple[int, int]:
        """A hand card's face for this screen: larger from LARGE_SCREEN_ROWS on."""
        return LARGE_FACE if self.app.size.height >= LARGE_SCREEN_ROWS else (FACE_W, FACE_H)

    def _score_row(self, view: MetallurgieView) -> tuple[list[Parts], Parts]:
        """Each seat's name and points, the pile and the bonus cards on the table. A computer's
        name carries the computer mark as on every other screen (CC-24; session 11: the score row
        showed "Curie 0" unmarked), whole: the row takes a second line where one does not hold
        them (``ScoreView``); a name longer than 12 cells is cut, its trailing number kept. The
        seats come in variants with ever shorter names, for ``ScoreView`` to show the first that
        fits with the pile count whole (play-through 14 en 5); the second list is that tail."""
        symbols = catalogue().symbols
        tail = [(Text(f"│ {tr(GAME_ID, 'board_pile', self.lang, count=view.pile_count)}"), "")]
        table = [symbols[m] for m, owner in enumerate(view.bonus_owner) if owner == -1]
        if view.bonus_variant and table:
            # the language's colon ("奖励：", play-through 12, zh 10): the whole label is a text
            bonus = tr(GAME_ID, "board_bonus_table", self.lang, cards=" ".join(table))
            tail.append((Text(f" │ {bonus}"), ""))
        variants: list[list[tuple[Text, str]]] = []
        for cells in range(SCORE_NAME_CELLS, SCORE_NAME_MIN - 1, -1):
            parts: list[tuple[Text, str]] = []
            for s, seat in enumerate(view.seats):
                name = cut_name(seat.name, cells)
                if seat.is_computer:
                    name += computer_mark(self.lang, substitute=seat.substitute)
                arrow = "▶" if s == view.current and not view.over else " "
                style = "bold reverse" if s == view.current and not view.over else "bold"
                parts.append((Text(f"{arrow}{name} {view.scores[s]} ", style=style), ""))
            if not variants or [p.plain for p, _ in parts] != [p.plain for p, _ in variants[-1]]:
                variants.append(parts)
        return variants, tail

    def _hand_row(self, view: MetallurgieView, lang: str) -> list[tuple[Text, str]]:
        symbols = catalogue().symbols
        if self.seat is None or view.hand is None:
            return [(Text(tr(GAME_ID, "board_hand_hidden", lang), style="italic"), "")]
        parts: list[tuple[Text, str]] = []
        if view.phase == REVEALED and view.revealed >= 0 and view.current == self.seat:
            m = view.revealed
            parts.append((Text(tr(GAME_ID, "board_turned", lang) + " "), ""))
            parts.append((Text(f"[{symbols[m]}]", style=METAL_STYLE[m] + " reverse"), ""))
            parts.append((Text("  "), ""))
        parts.append((Text(tr(GAME_ID, "board_hand", lang) + " "), ""))
        placeable = {a.metal for a in self.offers if a.kind == PLACE}
        chosen = None if view.phase == REVEALED else min(self.picked, max(0, len(view.hand) - 1))
        for i, m in enumerate(view.hand):
            style = METAL_STYLE[m] if m in placeable else METAL_INK[m]
            if self.app.size.height >= BIG_SCREEN_ROWS:
                face = face_text(f"{i + 1}", symbols[m], style, i == chosen and bool(self.legal),
                                 metal_name(symbols[m], lang), self.face_size())
                parts.append((face, f"pick{i}"))
                parts.append((Text(" "), ""))
                continue
            if i == chosen and self.legal:
                parts.append((Text(f"{i + 1}»{symbols[m]}«", style=style + " underline"), f"pick{i}"))
            else:
                parts.append((Text(f"{i + 1} {symbols[m]} ", style=style), f"pick{i}"))
            parts.append((Text(" "), ""))
        return parts

    def _keys_row(self, lang: str) -> list[tuple[Text, str]]:
        if self.elsewhere:  # the seat is played in another window: the status line says so
            return []
        if not self.legal:
            over = self.view is not None and self.view.over
            if self.read_only and not over:  # the review: nobody is waited for in the past
                return []
            return [(Text(tr(GAME_ID, "board_over" if over else "board_wait", lang), style="dim"), "")]
        parts: list[tuple[Text, str]] = []
        here = self._action_at(self.cursor)
        other = self._other_fits(self.cursor) if here is None else None
        if here is not None:
            parts.append((Text(f"⏎ {self._action_words(here, lang)}", style="bold"), "act"))
        elif other is not None and self.view is not None and self.view.hand is not None:
            # Enter would not lay it (never another card than the chosen one): say how to choose it
            metal = metal_name(catalogue().symbols[self.view.hand[other]], lang)
            parts.append((Text(tr(GAME_ID, "board_other_fits", lang, n=other + 1, metal=metal,
                                  pos=hexgrid.place_name(self.cursor)), style="dim"), f"pick{other}"))
        else:
            parts.append((Text(tr(GAME_ID, "board_nothing_here", lang, pos=hexgrid.place_name(self.cursor)),
                               style="dim"), ""))
        kinds = {a.kind for a in self.offers}  # a key the lesson refuses now is not offered
        # the footer's own words for these keys, so the hint and the footer say one thing (issue 12
        # point 1: "r reveal top card" here, "r Turn top card" in the footer)
        for kind, key, label in (("reveal", "r", "mt_key_reveal"), ("end", "e", "mt_key_end"),
                                 ("pass", "p", "mt_key_pass")):
            if kind in kinds:
                parts.append((Text("  "), ""))
                parts.append((Text(f"{key} {tr(GAME_ID, label, lang)}", style="bold"), kind))
        return parts

    def _action_words(self, action: Action, lang: str) -> str:
        """What Enter will do, in the player's language (the notation is for logs and replays)."""
        where = hexgrid.place_name(action.pos)
        if action.kind == PLACE:
            # the metal by name, as the log says it ("é", not "Au")
            metal = metal_name(catalogue().symbols[action.metal], lang)
            return tr(GAME_ID, "board_do_place", lang, metal=metal, pos=where)
        if action.kind == SCORE:
            size = next((len(part) for a, part in self._score_areas() if a == action), 0)
            metal = metal_name(catalogue().symbols[action.metal], lang)
            return tr(GAME_ID, "board_do_score", lang, metal=metal, size=size)
        if action.kind == REMOVE:
            assert self.view is not None
            metal = metal_name(catalogue().symbols[self.view.scoring_metal], lang)
            return tr(GAME_ID, "board_do_remove", lang, metal=metal, pos=where)
        return str(action)

    def _legend_row(self, lang: str, field: dict[int, int]) -> list[tuple[Text, str]]:
        """The marks now on the field, explained in a few words (the rules are behind F1)."""
        symbols = catalogue().symbols
        fv = self.query_one(FieldView)
        notes: list[Text] = []
        if fv.cursor is not None:  # how a place's name is read off the field (issue 12 point 12)
            r = hexgrid.unpack(fv.cursor)[1]
            notes.append(Text(tr(GAME_ID, "legend_place", lang, pos=hexgrid.place_name(fv.cursor),
                                 row=hexgrid.row_name(r), col=hexgrid.column_of(fv.cursor))))
        picked = self._picked_metal()
        if fv.targets and picked is not None:
            notes.append(Text(tr(GAME_ID, "legend_target", lang, metal=symbols[picked])))
        if fv.ready:
            notes.append(Text(tr(GAME_ID, "legend_ready", lang)))
        if fv.removable:
            notes.append(Text(tr(GAME_ID, "legend_remove", lang)))
        top = field.get(self.cursor) if self.legal else None  # no cursor while others play
        if top is not None:
            # the stack as the field draws it: "Cu" at 80x24, "Cu▤2" in a large cell
            sym = symbols[top] if fv.scale() == 1 else stack_label(symbols[top], top + 1)
            notes.append(Text(tr(GAME_ID, "legend_stack", lang, sym=sym,
                                 metal=tr(GAME_ID, f"metal_{symbols[top]}", lang), height=top + 1)))
        out: list[tuple[Text, str]] = []
        for i, note in enumerate(notes):
            if i:
                out.append((Text(" · ", style="dim"), ""))
            note.stylize("dim")
            out.append((note, ""))
        return out

    # -- keys and clicks -----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that can do nothing now stay out of the short footer."""
        kinds = {a.kind for a in self.legal}
        needs = {"reveal": "reveal", "end": "end", "pass_turn": PASS, "score": SCORE}
        if action in needs:
            return needs[action] in kinds
        if action == "pass_refused":
            return PASS not in kinds and self.view is not None and not self.view.over
        if action in ("act", "next_target", "move", "pick"):
            return bool(self.legal)  # nothing to choose or point at while others play or at the end
        return True

    def action_move(self, direction: str) -> None:
        q, r = hexgrid.unpack(self.cursor)
        if direction == "left":
            q -= 1
        elif direction == "right":
            q += 1
        elif direction == "up":  # zig-zag so that up and down stay in one screen column
            q, r = q + (r % 2), r - 1
        else:
            q, r = q - (1 - r % 2), r + 1
        try:
            self.cursor = hexgrid.pack(q, r)
        except ValueError:
            return
        self._render_all()

    def action_pick(self, index: int) -> None:
        metals = self._hand_metals()
        if not 0 <= index < len(metals):
            return
        placeable = {a.metal for a in self.offers if a.kind == PLACE}
        if self.legal and metals[index] not in placeable:
            # a card that cannot go anywhere now: the engine says why, and the chosen card stays
            # (issue 12 point 3: "1" on an iron that could not be laid did nothing, and the next
            # Enter laid the gold that was chosen before). Asked at a place where the card could
            # lie (MT-4), so the reason is the turn's (MT-5), not the cursor's place, which the
            # engine checks first since session 14
            self.choose(place(metals[index], self._place_for(metals[index])))
            return
        self.picked = index
        if self._targets() and self.cursor not in self._targets():
            self._cursor_to_nearest()
        self._render_all()

    def _place_for(self, metal: int) -> int:
        """The cursor's place if a card of ``metal`` could lie there by MT-4, else the first such
        place on the field (else the cursor's: nowhere fits)."""
        view = self.view
        if view is None:
            return self.cursor
        field = view.field_map()
        if metal == IRON:  # an empty place touching the field
            fits = sorted(hexgrid.frontier(field))
        else:
            fits = sorted(p for p, top in field.items() if top == metal - 1)
        return self.cursor if self.cursor in fits or not fits else fits[0]

    def action_next_target(self) -> None:
        spots = sorted(self._spots())
        if not spots:
            return
        later = [p for p in spots if p > self.cursor]
        self.cursor = later[0] if later else spots[0]
        self._render_all()

    def action_act(self) -> None:
        action = self._action_at(self.cursor)
        if action is None:
            action = self._meant_at(self.cursor)
        if action is None:
            self.notify(tr(GAME_ID, "board_nothing_here", self.lang, pos=hexgrid.place_name(self.cursor)),
                        severity="warning")
            return
        # an action that is not legal goes to the engine all the same: the shell shows the engine's
        # refusal (the reason in the player's words, F1 at its rule) and nothing changes
        self.choose(action)

    def _meant_at(self, pos: int) -> Action | None:
        """What Enter at ``pos`` means where nothing may be done there: remove that card while an
        area is being scored (MT-9), else lay the chosen card there (MT-4, MT-5, MT-6). Issue 12
        point 3: the board said only "nothing to do at 1,-1", the typed move the real reason."""
        view = self.view
        if view is None or not self.legal:
            return None
        if view.phase == REMOVING:
            return Action(REMOVE, -1, pos)
        metal = self._picked_metal()
        return None if metal is None else place(metal, pos)

    def _choose_kind(self, kind: str) -> None:
        for a in self.legal:
            if a.kind == kind:
                self.choose(a)
                return

    def action_reveal(self) -> None:
        if REVEAL_ACTION in self.legal:
            self.choose(REVEAL_ACTION)

    def key_moves(self, action: str) -> list[Any] | None:
        """The moves behind ``e``, ``r`` and ``p`` (a guided game hides a key it would refuse)."""
        move = {"end": END_ACTION, "reveal": REVEAL_ACTION, "pass_turn": PASS_ACTION}.get(action)
        return None if move is None else [move]

    def action_end(self) -> None:
        if END_ACTION in self.legal:
            self.choose(END_ACTION)

    def action_pass_turn(self) -> None:
        self._choose_kind(PASS)

    def action_pass_refused(self) -> None:
        """``p`` while passing is not allowed: the pass goes to the engine all the same, and the
        shell shows its refusal ("you can lay a card, so you may not pass", MT-7); nothing changes."""
        self.choose(PASS_ACTION)

    def action_score(self) -> None:
        areas = self._score_areas()
        for a, part in areas:
            if self.cursor in part:
                self.choose(a)
                return
        if areas:
            self.choose(areas[0][0])

    def on_field_view_clicked(self, message: FieldView.Clicked) -> None:
        message.stop()
        self.focus()
        self.cursor = message.pos
        self._render_all()
        if self._action_at(message.pos) is not None:
            self.action_act()

    def on_line_view_clicked(self, message: LineView.Clicked) -> None:
        message.stop()
        self.focus()
        name = message.name
        if name.startswith("pick"):
            self.action_pick(int(name[4:]))
        elif name == "act":
            self.action_act()
        elif name == "reveal":
            self.action_reveal()
        elif name == "end":
            self.action_end()
        elif name == "pass":
            self.action_pass_turn()
