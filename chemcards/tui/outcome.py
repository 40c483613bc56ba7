"""The end of a game: places and totals for every seat, then a new game or quit."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from chemcards.core.protocol import Outcome
from chemcards.core.seats import Seat, shown_name
from chemcards.i18n import join_list, ui

from .dialogs import dialog_footer
from .settle import KeyGuard
from .text import seat_label
from .wrap import Wrapped


def outcome_table(outcome: Outcome, seats: list[Seat], lang: str,
                  column: tuple[str, list[str]] | None = None, width: int = 72,
                  points: bool = True) -> Table:
    """Places and totals; ``column`` is the game's further column (``Game.outcome_column``), shown
    between the names and the totals (CC-26: the hands the winner scored beside the totals)."""
    rows: list[tuple[str, str, str | None, str, bool]] = []
    for i in sorted(range(len(seats)), key=lambda i: (outcome.places[i], i)):
        score = outcome.scores[i]
        shown = str(int(score)) if float(score).is_integer() else f"{score:.1f}"
        name = seat_label(seats[i], lang)
        if i in outcome.winners:
            name = f"★ {name}"
        extra = (column[1][i] if i < len(column[1]) else "") if column is not None else None
        rows.append((f"{outcome.places[i]}.", name, extra, shown, i in outcome.winners))
    return places_table(rows, lang, column[0] if column is not None else None, width, points)


def places_table(rows: list[tuple[str, str, str | None, str, bool]], lang: str, header: str | None,
                 width: int = 72, points_column: bool = True) -> Table:
    """A result table (place, player, the game's column if ``header``, points) in ``width`` cells.

    Nothing in a cell is cut or split (issue 12 follow-up, point 3): a name and its computer mark
    go on lines of their own if need be, and the game's column breaks only between the items of
    its list (", "), never inside a card ("■ B3 (3)"). ``points_column=False``: a game without
    points (``Game.outcome_has_points``) shows places and players only."""
    words = [w for _, name, _, _, _ in rows for w in name.split(" ")]
    player = min(max(8, *(cell_len(w) for w in words)), 24)  # as wide as its longest word
    place, points = (max(4, cell_len(ui(key, lang))) for key in ("place", "points"))
    if not points_column:
        points = 0
    columns = (4 if header is not None else 3) - (0 if points_column else 1)
    extra_width = max(10, width - place - player - points - (3 * columns - 1))  # padding, rules
    table = Table(expand=True, show_edge=False)
    table.add_column(ui("place", lang), justify="right", width=place)
    table.add_column(ui("player", lang), width=player)
    if header is not None:
        table.add_column(header, width=extra_width, no_wrap=True, overflow="ellipsis")
    if points_column:
        table.add_column(ui("points", lang), justify="right", width=points)
    for where, name, extra, shown, bold in rows:
        cells = [Text(list_lines(extra or "", extra_width))] if header is not None else []
        total = [shown] if points_column else []
        table.add_row(where, Text(name), *cells, *total, style="bold" if bold else "")
    return table


def list_lines(cell: str, width: int) -> str:
    """A list ("■ B3 (3), ▲ Y5 (5) = 8") folded into lines of ``width`` cells between its items."""
    lines: list[str] = []
    line = ""
    for item in re.split(r"(?<=[,，、]) ", cell):
        candidate = f"{line} {item}" if line else item
        if line and cell_len(candidate) > width:
            lines.append(line)
            line = item
        else:
            line = candidate
    lines.append(line)
    return "\n".join(lines)


class OutcomeScreen(KeyGuard, ModalScreen[str]):
    """Dismisses with "new", "quit" or "look": the last closes the dialog so that the final table
    (a Metallurgie field, the last zones) can be looked at; Esc there opens the result again."""

    # shown in the dialog's own footer, which covers the table's (issue 12: the table's keys
    # showed behind the result as if they worked)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", "New game", id="new_game"),
        Binding("v", "choose('look')", "Look at the table", id="dialog_look"),
        Binding("r", "choose('review')", "Review", id="review"),
        Binding("q", "choose('quit')", "Quit", id="quit"),
    ]

    def __init__(self, outcome: Outcome, seats: list[Seat], lang: str, title: str,
                 note: str = "", column: tuple[str, list[str]] | None = None,
                 review: bool = False, points: bool = True) -> None:
        super().__init__()
        self.points = points  # the game counts points (Game.outcome_has_points)
        self.column = column  # the game's further result column (Game.outcome_column)
        self.review = review  # a game of one person against computers may be reviewed (issue 19)
        self.outcome = outcome
        self.note = note  # how the game ended, in the player's language (Game.outcome_text)
        self.seats = seats
        self.lang = lang
        self.title_text = title

    def compose(self) -> ComposeResult:
        # plain text wrapped by our helper: no winner's name split over two lines (wrap.py)
        everyone = [shown_name(seat.name) for seat in self.seats]
        names = join_list((shown_name(self.seats[i].name) for i in self.outcome.winners), self.lang)
        headline = Wrapped(ui("winner", self.lang, names=names) if self.outcome.winners
                           else ui("no_winner", self.lang), everyone)
        with Vertical(classes="dialog wide", id="outcome"):
            # one form for "game over" per language, the game's name before it (issue 21 item 4)
            yield Static(ui("outcome_title", self.lang, title=self.title_text), classes="question")
            yield Static(headline, id="outcome-headline")
            with VerticalScroll(classes="result-scroll"):
                room = min(76, self.app.size.width) - 4  # the dialog's border and padding
                yield Static(outcome_table(self.outcome, self.seats, self.lang, self.column, room,
                                           self.points),
                             id="outcome-table")
            if self.note:
                yield Static(Wrapped(self.note, everyone), classes="hint")
            with Horizontal(classes="buttons"):
                yield Button(ui("new_game", self.lang), id="new", variant="primary")
                yield Button(ui("outcome_look", self.lang), id="look")
                if self.review:
                    yield Button(ui("review", self.lang), id="review")
                yield Button(ui("quit", self.lang), id="quit")
        yield dialog_footer(self, self.lang)

    def on_mount(self) -> None:
        # Enter means "new game" at once (a newcomer pressed Enter and nothing happened: the
        # scrolling result had the focus)
        # (a screen mounted while the app is closing has no buttons any more: nothing to focus;
        # the full suite under load met that race once)
        for button in self.query("#new").results(Button):
            button.focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(str(event.button.id))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Review is offered (and listed in the footer) only where the game may be reviewed."""
        return self.review or not (action == "choose" and parameters == ("review",))

    def action_choose(self, what: Any) -> None:
        if what == "review" and not self.review:
            return
        self.dismiss(str(what))
