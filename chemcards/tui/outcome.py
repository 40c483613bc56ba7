"""The end of a game: places and totals for every seat, then a new game or quit."""

from __future__ import annotations

import io
import re
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Static

from chemcards.core.protocol import Outcome
from chemcards.core.seats import Seat, shown_name
from chemcards.i18n import decimal, join_list, ui, winners_key

from .dialogs import dialog_footer
from .settle import GAME_RESULT_SETTLE, KeyGuard
from .text import seat_label
from .wrap import Wrapped, wrap_text


def outcome_rows(outcome: Outcome, seats: list[Seat], lang: str,
                 column: tuple[str, list[str]] | None = None) -> list[tuple[str, str, str | None, str, bool]]:
    """The result's rows by place: place, player (with the computer's mark), the game's column's
    cell, points, and whether the seat won."""
    rows: list[tuple[str, str, str | None, str, bool]] = []
    for i in sorted(range(len(seats)), key=lambda i: (outcome.places[i], i)):
        score = outcome.scores[i]
        shown = str(int(score)) if float(score).is_integer() else decimal(score, lang)
        name = seat_label(seats[i], lang, short=True)  # one mark form on a game's screens (docs/i18n.md)
        if i in outcome.winners:
            name = f"★ {name}"
        extra = (column[1][i] if i < len(column[1]) else "") if column is not None else None
        rows.append((f"{outcome.places[i]}.", name, extra, shown, i in outcome.winners))
    return rows


def outcome_table(outcome: Outcome, seats: list[Seat], lang: str,
                  column: tuple[str, list[str]] | None = None, width: int = 72,
                  points: bool = True) -> Table:
    """Places and totals; ``column`` is the game's further column (``Game.outcome_column``), shown
    between the names and the totals (CC-26: the hands the winner scored beside the totals)."""
    rows = outcome_rows(outcome, seats, lang, column)
    return places_table(rows, lang, column[0] if column is not None else None, width, points)


def _column_header(header: str, width: int, lang: str) -> Text:
    """The game column's header in lines of ``width`` cells by the one wrapper: it was cut with
    "…" where it is longer than its column ("Out? · hand at the win (p…", "Raus? · Hand beim Sieg
    (Punkt…", play-through 22, all three readers; issue 12 point 7)."""
    return Text("\n").join(wrap_text(header, width, lang=lang))


def places_table(rows: list[tuple[str, str, str | None, str, bool]], lang: str, header: str | None,
                 width: int = 72, points_column: bool = True, cards_only: bool = False) -> Table:
    """A result table (place, player, the game's column if ``header``, points) in ``width`` cells.

    Nothing in a cell is cut or split (issue 12 follow-up, point 3): a name and its computer mark
    go on lines of their own if need be, and the game's column breaks only between the items of
    its list (", "), never inside a card ("■ B3 (3)"). ``points_column=False``: a game without
    points (``Game.outcome_has_points``) shows places and players only. ``cards_only``: the cards
    below the compact result (``result_tables``): players and the game's column, no places and
    points again. Each name stays on one line where the game's column keeps 24 cells."""
    # the winner's "★ " goes with the first word: the cell showed "★" on one line and
    # "Bohr（电脑·中等）" on the next (issue 21 item 4)
    words = [w for _, name, _, _, _ in rows for w in name.replace("★ ", "★\u00a0", 1).split(" ")]
    player = min(max(8, *(cell_len(w) for w in words)), 26)  # as wide as its longest word
    place, points = (max(4, cell_len(ui(key, lang))) for key in ("place", "points"))
    if not points_column or cards_only:
        points = 0
    if cards_only:
        place = 0
    columns = (4 if header is not None else 3) - (0 if points_column else 1) - (2 if cards_only else 0)
    # each name on one line where the game's column keeps 24 cells: "★ Spieler" / "2" broke in a
    # two-person result with half the row free (play-through 21, de 3; issue 12 point 7)
    whole = max(cell_len(ui("player", lang)), *(cell_len(r[1]) for r in rows))
    if width - place - points - whole - (3 * columns - 1) >= (24 if header is not None else 0):
        player = max(player, whole)
    extra_width = max(10, width - place - player - points - (3 * columns - 1))  # padding, rules
    table = Table(expand=True, show_edge=False)
    if not cards_only:
        table.add_column(ui("place", lang), justify="right", width=place)
    table.add_column(ui("player", lang), width=player)
    if header is not None:
        table.add_column(_column_header(header, extra_width, lang), width=extra_width, no_wrap=True,
                         overflow="ellipsis")
    if points_column and not cards_only:
        table.add_column(ui("points", lang), justify="right", width=points)
    for where, name, extra, shown, bold in rows:
        cells = [Text(list_lines(extra or "", extra_width))] if header is not None else []
        total = [shown] if points_column and not cards_only else []
        first = [] if cards_only else [where]
        table.add_row(*first, Text(name), *cells, *total, style="bold" if bold else "")
    return table


#: a computer's level inside its mark ("[Computer·medium]", "（电脑·中等）"): left out in a compact row
_LEVEL = re.compile(r"·[^\]）)]*(?=[\]）)])")


#: a header's closing note in brackets: "Hand at the win (points)", "…的手牌（分值）"
_NOTE = re.compile(r"\s*[(（][^()（）]*[)）]$")


def compact_table(rows: list[tuple[str, str, str | None, str, bool]], lang: str, header: str | None,
                  width: int = 72, points_column: bool = True) -> Table:
    """The result in one line per seat, for a table too tall for the screen (six seats at 80x24,
    issue 12 point 7.5: the sixth place was below the fold, "Poin…", "[Computer·mediu…"): the
    computer's mark without its level (CC-24: the mark stays), the name whole, the game's column
    cut between its items with "…" before its total ("● R+2 (20), ■ BS (20), … = 80"). The full
    table follows it (``result_tables``), so every card stays readable below."""
    short = [(where, _LEVEL.sub("", name), extra, shown, bold) for where, name, extra, shown, bold in rows]
    place, points = (max(4, cell_len(ui(key, lang))) for key in ("place", "points"))
    if not points_column:
        points = 0
    player = min(max(8, cell_len(ui("player", lang)), *(cell_len(r[1]) for r in short)), 26)
    columns = (4 if header is not None else 3) - (0 if points_column else 1)
    extra_width = max(10, width - place - player - points - (3 * columns - 1))
    if header is not None and cell_len(header) > extra_width:
        # its note in brackets goes where the header would be cut: the full table below has it
        # ("Hand beim Rundensieg (Punk…", six seats in German, issue 12 point 7)
        header = _NOTE.sub("", header) or header
    table = Table(expand=True, show_edge=False)
    table.add_column(ui("place", lang), justify="right", width=place, no_wrap=True)
    table.add_column(ui("player", lang), width=player, no_wrap=True, overflow="ellipsis")
    if header is not None:
        table.add_column(_column_header(header, extra_width, lang), width=extra_width, no_wrap=True,
                         overflow="ellipsis")
    if points_column:
        table.add_column(ui("points", lang), justify="right", width=points, no_wrap=True)
    for where, name, extra, shown, bold in short:
        cells = [Text(one_line(extra or "", extra_width))] if header is not None else []
        total = [shown] if points_column else []
        table.add_row(where, Text(name), *cells, *total, style="bold" if bold else "")
    return table


def one_line(cell: str, width: int) -> str:
    """A list with its total ("■ B3 (3), ▲ Y5 (5) = 8") in one line of ``width`` cells: the items
    that fit, "…", and the total, which always stays, after the status before them if the cell
    has one ("out later · ● 3 (3), … = 57")."""
    if cell_len(cell) <= width:
        return cell
    # the total: " = 8", or the Chinese sentence's "，共 8 分" as the log writes it (issue 21 item 4)
    found = re.search(r"(?: = |，共 )\d+(?: 分)?$", cell)
    body, total = (cell[:found.start()], found.group(0)) if found else (cell, "")
    tail = f"…{total}" if total else "…"
    # what the cell says before its list ("out later · ", CC-16) stays too: it is the places'
    # reason, and in English the first card item carried it away ("… = 50"; play-through 20, zh 7)
    # (its end: " · ", or the Chinese "；" before "当时 …", play-through 21 zh 2)
    said = re.match(r"(.+?(?: · |；))(.*)$", body)
    line = said.group(1) if said and cell_len(f"{said.group(1)}{tail}") <= width else ""
    body = said.group(2) if line and said else body
    for item in list_items(body):  # each with its separator: "● R1 (1), " / "● R1（1）、"
        if cell_len((line + item).rstrip()) + 1 + cell_len(tail) > width:
            break
        line += item
    line = line.rstrip()
    return f"{line}{'' if line.endswith('、') else ' '}{tail}" if line else tail


def list_items(cell: str) -> list[str]:
    """A list's items, each with the separator after it (", " or the Chinese "、", which takes no
    space after it): joined again they are the cell as it was."""
    return re.findall(r".+?(?:[,，] |、|$)", cell)


def result_tables(rows: list[tuple[str, str, str | None, str, bool]], lang: str, header: str | None,
                  width: int, height: int, points_column: bool = True) -> list[Table]:
    """The result table, and before it the compact one when the full table is taller than
    ``height`` rows: every place and its points on the first screen, the cards below. The cards
    below are the players and the game's column only: the whole table twice, with the same
    headings, read as the result shown two times (play-through 9, en, 80x24 and 160x48)."""
    from rich.console import Console

    full = places_table(rows, lang, header, width, points_column)
    console = Console(width=width, file=io.StringIO(), legacy_windows=False)
    if len(console.render_lines(full, pad=False)) <= height:
        return [full]
    if header is None:  # no column cut in the compact table: nothing to show below it
        return [compact_table(rows, lang, header, width, points_column)]
    return [compact_table(rows, lang, header, width, points_column),
            places_table(rows, lang, header, width, points_column, cards_only=True)]


def result_parts(lang: str, id: str | None = None) -> Static:
    """The line between the compact result and the cards below it (``result_tables``), after a
    blank row: what each part holds. Without it the two read as the same table twice
    (play-through 20, zh 7)."""
    line = Static(Wrapped(ui("result_parts", lang), lang=lang), id=id, classes="result-parts")
    line.styles.margin = (1, 0, 0, 0)
    return line


def list_lines(cell: str, width: int) -> str:
    """A list ("■ B3 (3), ▲ Y5 (5) = 8") folded into lines of ``width`` cells between its items."""
    lines: list[str] = []
    line = ""
    # the Chinese list mark "、" has no space after it: a break may follow it too (issue 12 point
    # 7.5: a Chinese hand ran on in one line and was cut at the column's edge with "…")
    for item in list_items(cell):
        if line and cell_len((line + item).rstrip()) > width:
            lines.append(line.rstrip())
            line = item
        else:
            line += item
        if cell_len(line.rstrip()) > width:
            # an item wider than the column, its status before it ("out later · at the win: ● 4
            # (4)", play-through 24, en 1: cut to "● 4 (…"): broken by the one wrapper, its last
            # line goes on with the next items
            *whole, last = [x.plain for x in wrap_text(line.rstrip(), width)] or [""]
            lines.extend(whole)
            line = last + line[len(line.rstrip()):]
    lines.append(line.rstrip())
    return "\n".join(lines)


#: cells the result's scrollbar takes (app.tcss .result-scroll)
RESULT_SCROLLBAR = 2


def fit_result_scroll(screen: Screen[Any]) -> None:
    """Caps the result's scrolling part at the rows its dialog leaves free, so that the lines
    under it and the buttons stay on screen: the 60vh of app.tcss alone no longer did once the
    line between the two tables came (play-through 21, zh 1: six seats at 80x24 showed 2 of 6
    hands and only the buttons' top edge "▔▔▔"). Call it after the dialog is laid out."""
    for scroll in screen.query(".result-scroll").results(VerticalScroll):
        dialog = scroll.parent
        if not isinstance(dialog, Widget):
            continue
        # each other part with its margins (the question's and the buttons' blank rows)
        others = sum(w.outer_size.height + w.styles.margin.height for w in dialog.children if w is not scroll)
        footer = sum(w.outer_size.height for w in screen.children if w is not dialog)
        free = screen.size.height - footer - dialog.styles.gutter.height - others
        scroll.styles.max_height = max(4, min(free, screen.size.height * 6 // 10))


#: a result's keys that scroll it whatever has the focus (a button, or nothing): with six seats at
#: 80x24 the table with every card lies below the fold, and ↓, PageDown and End did nothing
#: (play-through 22, de). A screen with these defines ``action_scroll_result`` as ``scroll_result``.
RESULT_SCROLL_KEYS = [
    Binding("down", "scroll_result('down')", show=False),
    Binding("up", "scroll_result('up')", show=False),
    Binding("pagedown", "scroll_result('page_down')", show=False),
    Binding("pageup", "scroll_result('page_up')", show=False),
    Binding("end", "scroll_result('end')", show=False),
    Binding("home", "scroll_result('home')", show=False),
]


def scroll_result(screen: Screen[Any], how: str) -> None:
    """↓/↑, PageDown/PageUp, End/Home: the result's scrolling part moves, at once."""
    for scroll in screen.query(".result-scroll").results(VerticalScroll):
        getattr(scroll, f"scroll_{how}")(animate=False)


class OutcomeScreen(KeyGuard, ModalScreen[str]):
    """Dismisses with "new", "quit" or "look": the last closes the dialog so that the final table
    (a Metallurgie field, the last zones) can be looked at; Esc there opens the result again.

    Keys typed on and on while the computers finished (play-through 11, de 1, en 5: "r", "⏎", "e"
    each turn) do not act on it: it takes a key only after ``GAME_RESULT_SETTLE`` seconds without
    one (``KeyGuard.quiet``), and ⏎ is never "New game" at first: the focus rests on "Review" (or
    "Look at the table"), which leave the result one Esc away. A new game is ``n``, or the button
    chosen on purpose. The result opened again by the person (``again``) takes keys at once."""

    settle = GAME_RESULT_SETTLE
    quiet = True

    # shown in the dialog's own footer, which covers the table's (issue 12: the table's keys
    # showed behind the result as if they worked)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", "New game", id="new_game"),
        Binding("v", "choose('look')", "Look at the table", id="dialog_look"),
        Binding("r", "choose('review')", "Review", id="review"),
        Binding("q", "choose('quit')", "Quit", id="quit"),
        # Esc closes the result to the final table, whose Esc brings it back; F1 opens the game's
        # rules over it, as on the table (play-through 8, de 10: both did nothing here)
        Binding("escape", "choose('look')", show=False),
        Binding("f1", "rules", "Rules", id="rules"),
        *RESULT_SCROLL_KEYS,
    ]

    def __init__(self, outcome: Outcome, seats: list[Seat], lang: str, title: str,
                 note: str = "", column: tuple[str, list[str]] | None = None,
                 review: bool = False, points: bool = True, game: Any = None,
                 again: bool = False, viewer: int | None = None) -> None:
        super().__init__()
        self.viewer = viewer  # the person at the screen, if one: "You win" (play-through 17, de 3)
        # the result reopened by the person (Esc after the review or on the final table): the keys
        # typed at it are meant for it. With the wait the first "n" after "r", Esc was dropped
        # (play-through 17: en 10, de 9, zh 11), a second one started the new game.
        self.at_once = again
        self.game = game  # whose rules F1 opens (None: F1 does nothing)
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
        key, named = winners_key("ui", "winner", self.outcome.winners, self.viewer)
        names = join_list((shown_name(self.seats[i].name) for i in named), self.lang)
        headline = Wrapped(ui(key, self.lang, names=names) if self.outcome.winners
                           else ui("no_winner", self.lang), everyone)
        with Vertical(classes="dialog wide", id="outcome"):
            # one form for "game over" per language, the game's name before it (issue 21 item 4)
            yield Static(Wrapped(ui("outcome_title", self.lang, title=self.title_text)), classes="question")
            yield Static(headline, id="outcome-headline")
            with VerticalScroll(classes="result-scroll"):
                # the dialog's border and padding, and the scrollbar's two cells: the table was
                # laid out two cells wider than the room it got ("Poin…", issue 12 point 7.5)
                room = min(76, self.app.size.width) - 4 - RESULT_SCROLLBAR
                rows = outcome_rows(self.outcome, self.seats, self.lang, self.column)
                header = self.column[0] if self.column is not None else None
                # the rows the result may take (app.tcss .result-scroll: 60vh)
                height = max(4, self.app.size.height * 6 // 10)
                tables = result_tables(rows, self.lang, header, room, height, self.points)
                if len(tables) > 1:
                    yield Static(tables[0], id="outcome-compact")
                    yield result_parts(self.lang, "outcome-parts")
                yield Static(tables[-1], id="outcome-table")
            if self.note:
                yield Static(Wrapped(self.note, everyone), classes="hint")
            # every button says its key, as the footer does (play-through 13, zh: only "查看牌桌（v）"
            # did, beside "新游戏 / 复盘 / 退出")
            with Horizontal(classes="buttons"):
                yield Button(self._keyed("new_game", "n"), id="new", variant="primary")
                yield Button(ui("outcome_look", self.lang), id="look")
                if self.review:
                    yield Button(self._keyed("review", "r"), id="review")
                yield Button(self._keyed("quit", "q"), id="quit")
        yield dialog_footer(self, self.lang)

    def _keyed(self, label: str, key: str) -> str:
        """A button's label with its key after it ("Review (r)", "复盘（r）")."""
        return ui("key_hint", self.lang, label=ui(label, self.lang), key=key)

    def on_mount(self) -> None:
        # Enter does something at once (a newcomer pressed Enter and nothing happened: the
        # scrolling result had the focus), but nothing that loses the result: "Review", or "Look
        # at the table" where there is none; a stray Enter used to be "New game", and the
        # launcher's next Enter started one (play-through 11, de 1, en 5)
        # (a screen mounted while the app is closing has no buttons any more: nothing to focus;
        # the full suite under load met that race once)
        default = [*self.query("#review").results(Button), *self.query("#look").results(Button)]
        if default:
            default[0].focus()
        self.call_after_refresh(fit_result_scroll, self)

    def on_resize(self, event: Resize) -> None:
        self.call_after_refresh(fit_result_scroll, self)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(str(event.button.id))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Review is offered (and listed in the footer) only where the game may be reviewed; F1
        only where the dialog knows its game."""
        if action == "rules":
            return self.game is not None
        return self.review or not (action == "choose" and parameters == ("review",))

    def action_rules(self) -> None:
        """F1: the game's rules over the result; Esc there comes back to it."""
        if self.game is not None:
            from .help import open_rules

            open_rules(self.app, self.game, self.lang)

    def action_scroll_result(self, how: str) -> None:
        scroll_result(self, how)

    def action_choose(self, what: Any) -> None:
        if what == "review" and not self.review:
            return
        self.dismiss(str(what))
