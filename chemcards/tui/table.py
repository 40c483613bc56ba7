"""The table screen for any game: rendering and input only.

The game's board widget sits in the middle; the shell around it (seats, log, status line) only
uses the protocol hooks (``seat_lines``, ``event_text``, ``status_text``), so a new game needs no
change here. Everything that is not a person pressing a key — computer moves, their reactions inside
a window (CC-14), the referee's timers (CC-10 window, CC-21 turn timer), dropping stale thoughts,
autosaving — is the match driver's (``chemcards.core.driver``). The screen watches it, hands it the
keyboard's actions, and pauses it while another screen (a curtain, help, a menu) covers the table.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, RichLog, Static

from chemcards.core.driver import Change, MatchDriver, Subscription
from chemcards.core.protocol import REFEREE
from chemcards.core.seats import Seat, shown_name
from chemcards.i18n import ui

from . import privacy
from .board_base import GameBoard, cut_name
from .clock import Clock, Handle, TextualClock
from .notice import NoticeLine, notice_head
from .settle import MOVE_KEYS, MOVE_SETTLE, RESULT_SETTLE, event_time
from .text import (
    after_label,
    countdown,
    move_example,
    notation_refusal,
    refusal_rule,
    refusal_text,
    safe_text,
    seat_label,
    translate_bindings,
    with_rule_hint,
)
from .widgets import KeysFooter
from .wrap import Wrapped

#: seconds the referee waits after a timer's deadline for a key pressed before it that a busy
#: screen has not handled yet (``MatchDriver.grace``; play-through 15, de 3: a catch pressed at
#: "⏱2s" on a loaded machine was not counted)
KEY_GRACE = 0.5
#: a key older than this is not the one behind the action being applied (a click's own time)
INPUT_AGE = 5.0

if TYPE_CHECKING:
    from chemcards.core.match import Match

    from .shell import Shell

LOG_KEEP = 400
#: events that begin a new deal or round (every game's opening deal, Color Clash's rounds): what
#: follows them is no part of the turn that just ended (``TableScreen._turn_end``)
NEW_DEAL = frozenset({"deal", "round", "round_end"})
#: seconds between two drawings of the table while the computers play the rest out at once
#: (``MatchDriver.play_out``): drawing every move took most of the time (80 ms a move, 12 s for a
#: six-seat CHEMIS game on a loaded machine), and nobody reads moves shown that fast
HURRY_REDRAW = 0.5


def load_board(game: Any, lang: str) -> GameBoard:
    """The game's own board (imported only now: engines never import Textual), else a generic one."""
    if game.board:
        module, _, name = game.board.partition(":")
        cls = getattr(import_module(module), name)
    else:
        from .generic_board import GenericBoard as cls
    board = cls(game, lang, id="board")
    assert isinstance(board, GameBoard)
    return board


class StatusLine(Static):
    """The status line: its text wrapped by cells (``Wrapped``: names whole, CJK rules) onto the
    rows its CSS allows (app.tcss: two, three on a phone), ending in "…" only beyond them. One row
    cut a CHEMIS judgement's text at the edge without a mark (issue 12 point 7.1). It renders as
    plain ``Text`` lines, so what it shows reads as text (tests read ``render()``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._text: Wrapped = Wrapped(Text(""))

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        text = content.text if isinstance(content, Wrapped) else content
        names = content.names if isinstance(content, Wrapped) else ()
        self._text = Wrapped(text if isinstance(text, Text) else Text(str(text)), names)
        self.refresh(layout=layout)

    def render(self) -> Text:
        max_height = self.styles.max_height
        rows = int(max_height.value) if max_height is not None and max_height.is_cells else 2
        width = self.content_size.width or max(1, self.app.size.width - 2)
        self._text.max_lines = rows
        out = Text("\n").join(self._text.lines(width))
        out.no_wrap = True
        return out


class SeatsPanel(Static):
    """The seats panel: its entries are fitted to its width, so a new width fits them again."""

    def on_resize(self, _: events.Resize) -> None:
        screen = self.screen
        if isinstance(screen, TableScreen):
            screen.seats_resized()
            # once more after the layout this resize brings: fitted only during it, the panel kept
            # the one-line height of 160x48 after shrinking to 90x30 and hid seats (issue 12 point 15)
            self.call_after_refresh(screen.seats_resized)


class GameLog(RichLog):
    """The log panel. It keeps to its newest line while the panels around it change size (a
    refusal's notice line takes rows from it: the log then hid its newest lines, play-through 8 de
    10), unless the person scrolled it up themselves; and a new width wraps its lines again by the
    one wrapper (``Wrapped``), since RichLog keeps the lines as first drawn (issue 12 point 7)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: the log shows its newest line; false once the person scrolled up
        self.following = True
        self._width = 0

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.following = new_value >= self.max_scroll_y

    def on_resize(self, event: events.Resize) -> None:
        width = self.scrollable_content_region.width
        if self._width and width != self._width:
            screen = self.screen
            if isinstance(screen, TableScreen):
                screen.log_resized()
        self._width = width
        if self.following:
            self.scroll_end(animate=False, immediate=True, x_axis=False)


class TableScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "keys", "Keys", id="keys"),
        Binding("f1", "rules", "Rules", id="rules"),
        # practice (issue 19, tui/practice.py): u and h are in the footer while they work (an undo
        # point for the person at the screen; their turn for a hint) and out of it while they do
        # not (play-through 10: against computers the footer never showed them); the same keys
        # then say why in one line (``practice``), and the keys screen lists them throughout. Before
        # the move box's key: where the footer is short of room the move box's goes first, then u
        # (German at 80 columns: "h Tipp" fits beside Color Clash's keys, "u Zug zurück" not too)
        Binding("h", "hint", "Hint", id="hint"),
        Binding("u", "undo", "Undo", id="undo"),
        Binding("h", "hint_refused", "Hint", id="hint", show=False),
        Binding("u", "undo_refused", "Undo", id="undo", show=False),
        Binding("ctrl+y", "redo", "Redo", id="redo", show=False),
        # a priority key: the box opens as the key arrives, so the keys typed right after it go
        # into the box, not to the board (play-through 12 en#5, while a hint was worked out)
        Binding("colon", "type_move", "Type move", id="type_move", priority=True),
        Binding("ctrl+l", "leave_seat", "Leave seat", id="leave_seat", show=False),
        Binding("ctrl+s", "save", "Save", id="save", show=False),
        Binding("plus", "speed(1)", "Faster", id="faster", show=False),
        Binding("minus", "speed(-1)", "Slower", id="slower", show=False),
        # on the final table, after "Look at the table (v)": Esc brings the result back, and the
        # footer says so (play-through 10: nothing said how to get back)
        Binding("escape", "show_result", "Result", id="show_result"),
        # and n starts a new game there, as on the result (play-through 11, zh 14: after the
        # review and Esc, n did nothing and the footer had no way to a new game)
        Binding("n", "new_game", "New game", id="new_game"),
        # and r opens the review there, as on the result (play-through 23, zh 2: after "Look at
        # the table (v)" the r of the result's "Review (r)" went to the board, which said only that
        # the game is over). A priority key, over the board's own r (Metallurgie's reveal), but
        # only on a finished table that may be reviewed (``check_action``)
        Binding("r", "review", "Review", id="review", priority=True),
        Binding("escape", "close_input", "Close", id="close", show=False),
        # the same keys where undo and hints are off (hot-seat without agreement): one line says
        # why instead of nothing at all (play-through 7, zh #8: "h" did nothing and said nothing)
        Binding("u,ctrl+y,h", "aids_off", show=False),
        # the launcher's key; here only its one line (issue 12 follow-up, point 6): not listed
        Binding("ctrl+g", "saved_games", show=False),
    ]

    class Asked(Message):
        """Something the table wants the app to do; ``table`` is the screen that asks."""

        def __init__(self, table: TableScreen) -> None:
            super().__init__()
            self.table = table

        @property
        def control(self) -> TableScreen:
            return self.table

    class LeaveAsked(Asked):
        """The person at the screen asks to leave their seat (the app confirms first, CC-22)."""

    class SaveAsked(Asked):
        """A copy of the game is wanted (ctrl+s)."""

    class SpeedAsked(Asked):
        """Computers faster (-1) or slower (+1)."""

        def __init__(self, table: TableScreen, step: int) -> None:
            super().__init__(table)
            self.step = step

    class Refused(Message):
        """The shell refused something (a move, a notation); tests read it, people see it on the
        notice line."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, match: Match, *, clock: Clock | None = None) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self._clock = clock
        self.viewer: int | None = None
        self.curtain_up = False
        self._owner: dict[Any, int] = {}
        #: the table is the screen in front; the driver is paused while another screen covers it
        self._active = False
        self._driver: MatchDriver | None = None
        self._watching: Subscription | None = None
        self._logged = 0
        #: the rule the last refusal was about: F1 opens the rules there until the next move
        self.refused_rule: str | None = None
        self._log_viewer: int | None = -2
        #: why the autosave fails, while it does: one warning, kept in the status line (issue 13)
        self.save_failing: str | None = None

        #: the people to act at the last change: the turn coming to a person clears the notice line
        #: the people whose turn it was at the last change; None until the table's first turn
        #: reached a person (the notices the table opened with stay past it: CI, session 13)
        self._turn: tuple[int, ...] | None = None
        #: whether u and h worked at the last change (``_aids_changed``)
        self._aids_shown: tuple[bool, bool] | None = None
        #: the last hint shown (tests read it; people see it on the notice line)
        self.hint_shown: str | None = None
        #: counts the hints asked for and the moves typed: a hint still being worked out when a
        #: move is typed is not shown (``practice.hint``; play-through 12 en#5: it covered the
        #: typed move's refusal, so the first ":add N" seemed to do nothing)
        self.hint_asked = 0
        #: the advice each hint gave, by decision (``practice.hint``; the review reads it)
        self.hints: dict[Any, Any] = {}
        #: Enter and Space act only when pressed at or after this moment (Textual's event clock):
        #: right after a person's move they wait ``MOVE_SETTLE`` (``guard_move_keys``)
        self.keys_ready_at: float = -math.inf
        #: when the last move made at the keyboard began to be applied: a board's choice made
        #: before that moment was made on the old board and is dropped
        self._moved_from: float = -math.inf
        #: when the last key or click reached this screen, on Textual's event clock (its own time,
        #: stamped when it was read from the terminal)
        self._input_at: float | None = None
        self._keys_handle: Handle | None = None
        #: every key (Ctrl+Q aside) acts only when pressed at or after this moment: a dialog over
        #: the table just closed (``hold_keys``)
        self.keys_free_at: float = -math.inf
        self._hold_handle: Handle | None = None
        #: the events already looked at for news (``GameBoard.news``); the stories still to show,
        #: each with the seat of the one person who may read it
        self._told = 0
        self._news: list[tuple[int, Screen[None]]] = []
        #: a story is on screen (or its curtain is): the match waits until it has been read
        self._telling = False
        #: the shared window now open has had everyone called to the screen (``_call_everyone``)
        self._window_called = False
        #: the person whose turn-end dialog is up (``_turn_end``): the status line under it names
        #: them, not the next person, who is still looking away (play-through 14, de 5)
        self._turn_over: int | None = None
        #: per person, how many of the match's events their own screen (their hand, no curtain)
        #: has shown: what came after it is what they have not seen yet (``_turn_end``)
        self._seen_upto: dict[int, int] = {}
        #: when the table was last drawn while the computers play the rest out (``HURRY_REDRAW``)
        self._hurry_drawn = -math.inf

    # -- layout ----------------------------------------------------------------------------------
    @property
    def chemapp(self) -> Shell:
        return self.app  # type: ignore[return-value]

    @property
    def lang(self) -> str:
        return self.chemapp.settings.lang

    @property
    def clock(self) -> Clock:
        if self._clock is None:
            self._clock = self.chemapp.clock or TextualClock(self)
        return self._clock

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        yield StatusLine(id="status")
        with Horizontal(id="middle"):
            yield load_board(self.game, self.lang)
            with Vertical(id="side"):
                yield SeatsPanel(id="seats")
                yield GameLog(id="log", wrap=True, markup=False, max_lines=LOG_KEEP, min_width=8)
        # refusals and notices: a line of the screen's own, never drawn over the panels (notice.py)
        yield NoticeLine(id="notice")
        # the example is the game's own move (issue 12: it was Color Clash's in every game)
        example = move_example(self.game, self.lang)
        yield Input(id="move-input", placeholder=ui("type_move_hint_game", self.lang, example=example))
        # compact and without the palette key (the keys screen lists it): every key fits at 80 columns
        yield KeysFooter(compact=True, show_command_palette=False)

    @property
    def board(self) -> GameBoard:
        return self.query_one("#board", GameBoard)

    def on_mount(self) -> None:
        try:
            self._mount_table()
        except NoMatches:
            # closed while still opening (an online quick-play table closed at once, the app
            # quitting): Textual is taking its parts down, nothing is left to draw or drive, and no
            # traceback may reach the player (session 8 online note). Anything else is a fault.
            if not self.taken_down():
                raise
            if self._driver is not None:
                self._driver.stop()

    def taken_down(self) -> bool:
        """The screen is being removed (Textual prunes its widgets) or is no longer attached."""
        return bool(self._pruning or self._closing or not self.is_attached)

    def _mount_table(self) -> None:
        self.query_one("#seats").border_title = ui("seats", self.lang)
        self.query_one("#log").border_title = ui("log", self.lang)
        # a person's name is never broken across two lines of the notice line (wrap.py)
        self.query_one(NoticeLine).names = self._names()
        self._watching = self.driver.watch(self._on_change)
        self._told = len(self.match.events)  # a resumed game's past is no news
        self.advance()  # the driver starts when the screen comes to the front (on_screen_resume)

    # -- the driver runs the match; the screen follows it ------------------------------------------
    @property
    def driver(self) -> MatchDriver:
        if self._driver is None:
            app = self.chemapp
            self._driver = MatchDriver(self.match, clock=self.clock, make_bot=app.make_bot,
                                       pace=lambda: app.settings.pause,
                                       # real time only: a fake clock's time moves when a test
                                       # says so, and no key waits in a busy screen's queue then
                                       grace=KEY_GRACE if isinstance(self.clock, TextualClock) else 0.0)
        return self._driver

    @property
    def busy(self) -> bool:
        """Something is still to happen without a person (tests wait for this to clear)."""
        return self.driver.busy

    @property
    def thinking(self) -> int:
        return self.driver.thinking

    def remaining(self) -> float | None:
        return self.driver.remaining()

    def _on_change(self, change: Change) -> None:
        try:
            if change.kind in ("act", "leave"):
                # a hint answers the decision it was asked for: once anybody moved (a window
                # closed by its timer too) it is stale and goes (play-through 25, zh 1: "catch
                # Curie" stayed up over the result)
                self.clear_hint()
                self._notice_moment(change.seat)  # before this change's own notices (a failed save)
                self._saved(change.save_error)  # the autosave failed (the move stands) or works again
                self.refused_rule = None  # a move was made: F1 opens the rules at the top again
                self.advance()
            elif change.kind in ("undo", "redo"):  # the history was rewritten: the log starts again
                self._saved(change.save_error)
                self._log_viewer = -2
                self._told = min(self._told, len(self.match.events))
                self.advance()
            elif change.kind in ("tick", "timer"):
                self.board.countdown(self.remaining() if change.kind == "tick" else None)
                self._render_status()
            elif change.kind == "resume":
                # the seconds a pause held belong to a window a catch or a call may have closed
                # meanwhile: drawn again as they now are, so no "⏱ 3 s" stays on the next turn
                # (issue 12 follow-up, point 4); a timer that does go on ticks again at once
                self.board.countdown(self.remaining())
                self._render_status()
        except NoMatches:  # the screen is being taken down (quitting): nothing to draw or drive
            self.driver.stop()

    def _notice_moment(self, mover: int | None) -> None:
        """A notice belongs to its moment (issue 12 follow-up, point 3): a person's legal move, or
        the turn coming to a person, clears the notice line, so a refusal or the last turn's hint
        does not stay into the next turn (a curtain clears it too, ``advance``). A computer's move
        alone does not: "Computers: faster" stays its few seconds. The first turn to reach a
        person does not either: what the table opened with (a fallback name, a kept save) is news
        of this moment, and a computer that began at instant speed hid it at once."""
        seats = self.match.seats
        turn = tuple(s for s in self.match.to_act() if 0 <= s < len(seats) and not seats[s].is_computer)
        person = mover is not None and 0 <= mover < len(seats) and not seats[mover].is_computer
        if person or (turn and self._turn is not None and turn != self._turn):
            for line in self.query(NoticeLine):
                line.clear()
        if turn or self._turn is not None:
            self._turn = turn

    def advance(self) -> None:
        """After any change: choose whose screen it is and render; the curtain pauses the driver."""
        match = self.match
        self._gather_news()
        if self._telling:
            return  # a story is being read: what comes next waits for it (``_news_read``)
        if self._news:
            self._tell_next()
            return
        if match.outcome() is not None:
            self.viewer = privacy.viewer_at_end(match.seats)
            self.render_table()
            self.refresh_bindings()  # no move box key on the final table
            self.chemapp.game_over(self)
            return
        if self.hurrying():  # every person is dead (CH-12)
            now = self.clock.now()
            if now - self._hurry_drawn < HURRY_REDRAW:
                return
            self._hurry_drawn = now
        to_act = match.to_act()
        if privacy.shared_window(match.seats, to_act, self.viewer, self._has_private_move):
            new_viewer = None  # everyone looks at this screen: no hand on it (CC-14, CC-23)
            if not self._window_called:
                self._call_everyone(to_act)
                return
        else:
            self._window_called = False
            new_viewer = privacy.next_viewer(match.seats, to_act, self.viewer, self._has_private_move)
        if privacy.needs_curtain(match.seats, self.viewer, new_viewer):
            assert new_viewer is not None
            if self._turn_end(self.viewer, new_viewer):
                return  # the mover reads what their turn brought first; then this curtain
            self.viewer = new_viewer
            self.curtain_up = True
            self.driver.pause()
            # A refusal still on screen may name the previous person's cards: gone before the curtain.
            self.app.clear_notifications()
            self.render_table()
            from .curtain import CurtainScreen

            self.app.push_screen(CurtainScreen(match.seats[new_viewer].name, self.lang,
                                               late=self.board.late_notice),
                                 callback=self._curtain_lifted)
            return
        self.viewer = new_viewer
        self.render_table()

    def _call_everyone(self, to_act: tuple[int, ...]) -> None:
        """A window everyone at this screen may act in has just opened (CC-10 … CC-14: the owner
        calls, the others catch). The person at the keyboard had their own hand on screen, so the
        others were looking away: a screen calls all of them to look first, and the driver stays
        paused behind it, so the window's seconds start only when the window is shown to everyone
        (decided at one screen, play-through 9: the 3 seconds ran out before Ann could catch).
        The driver keeps the timing: a timer starts on ``resume`` with its full length."""
        self._window_called = True
        self.viewer = None
        self.curtain_up = True
        self.driver.pause()
        self.app.clear_notifications()  # a refusal may name the last person's cards
        self.render_table()
        seats = self.match.seats
        names = [seats[s].name for s in to_act if s != REFEREE and not seats[s].is_computer]
        from .curtain import WindowCurtain

        why = self.board.window_reason(self.match.view(None), self.lang)
        self.app.push_screen(WindowCurtain(names, self.lang, why, early=self.board.early_notice),
                             callback=self._curtain_lifted)

    # -- news: what a person must read before the game goes on (GameBoard.news) -------------------
    def _gather_news(self) -> None:
        """Ask the board, for every person at this table, whether the new events hold news for
        them (CHEMIS: their death, CH-11); each person's events as their own view holds them."""
        events = self.match.events
        start, self._told = self._told, len(events)
        if start >= len(events):
            return
        first = max(0, start - LOG_KEEP)  # enough for a story: the log keeps no more either
        board = self.board
        for seat in self.news_seats():
            seen = [event.seen_by(seat) for event in events[first:]]
            screen = board.news(seat, seen, start - first)
            if screen is not None:
                self._news.append((seat, screen))

    def news_seats(self) -> list[int]:
        """The people whose news this screen tells: every person at this table (hot-seat)."""
        return privacy.people(self.match.seats)

    def _tell_next(self) -> None:
        """Show the next story to its person: behind their own curtain when someone else may be
        at the screen (hot-seat), so nobody else reads it; the match waits meanwhile."""
        seat, screen = self._news.pop(0)
        self._telling = True
        self.driver.pause()

        def show(_: object = None) -> None:
            self.curtain_up = False
            self.render_table()
            self.app.push_screen(screen, callback=self._news_read)

        if privacy.needs_curtain(self.match.seats, self.viewer, seat):
            self.viewer = seat
            self.curtain_up = True
            self.app.clear_notifications()
            self.render_table()
            from .curtain import CurtainScreen

            self.app.push_screen(CurtainScreen(self.match.seats[seat].name, self.lang), callback=show)
            return
        self.viewer = seat  # one person at the screen, or the reader is the one already there
        show()

    def _turn_end(self, seat: int | None, following: int) -> bool:
        """Before the curtain for ``following``: when the turn of the person at the screen ended
        with news only they may see (a card drawn, CC-7; a roll and its draw, CK-8; a refill), show
        it to them first, over their own table, then the curtain (play-through 11, en 13, zh 15:
        the curtain came before they saw what they drew). A new round's deal is not such news:
        its cards are there at the person's next turn. True when the dialog is up."""
        seats = self.match.seats
        if seat is None or seat not in privacy.people(seats) or seat == following:
            return False
        start = self._seen_upto.get(seat)
        if start is None:
            return False
        events = self.match.events[start:]
        story: list[Any] = []
        for event in events:
            if event.kind in NEW_DEAL:
                break  # what follows belongs to the next round
            story.append(event.seen_by(seat))
        if not any(e.seat == seat and e.secret and self.game.reveals(e) for e in story):
            return False
        names = [s.name for s in seats]
        view = self.match.view(seat)
        lines = [text for e in story if (text := event_line(self.game, e, self.lang, names, seat, view))]
        self._telling = True
        self._turn_over = seat
        self.board.turn_over = True
        self.driver.pause()
        self.app.clear_notifications()
        self.render_table()  # their own table with what they drew; nothing to play on it
        from .turn_end import TurnEndScreen

        self.app.push_screen(TurnEndScreen(seats[seat].name, seats[following].name, lines, self.lang,
                                           self._names()),
                             callback=self._news_read)
        return True

    def _news_read(self, _: object = None) -> None:
        """The story was read: the next one, or the game goes on (the next person's curtain, the
        result)."""
        self._telling = False
        self._turn_over = None
        self.board.turn_over = False
        self.advance()
        self._go_on()

    def _curtain_lifted(self, _: object = None) -> None:
        self.curtain_up = False
        self.render_table()
        self._go_on()  # or on_screen_resume does, whichever of the two comes last

    def on_screen_resume(self) -> None:
        self._active = True
        self.render_table()
        self._go_on()

    def on_screen_suspend(self) -> None:
        """Another screen covers the table (curtain, help, menu, a round's result): computers wait
        and a running timer stops where it is, to go on with the seconds left afterwards. A move
        half typed in the move box is dropped and the box closed: it stayed drawn under the dialog,
        under the game over too (play-through 16, en 5: "▊ catch 4 ▎"), in every game's table."""
        self._active = False
        self.driver.pause()
        for box in self.query("#move-input").results(Input):
            if box.display:
                box.value = ""
                box.display = False
                self.focus_board()

    def on_unmount(self) -> None:
        """The table is gone (a new game, quitting): its driver stops for good, so no late computer
        move or timer can act on (and autosave over) an abandoned match."""
        for handle in (self._keys_handle, self._hold_handle):
            if handle is not None:
                handle.stop()
        self._keys_handle = self._hold_handle = None
        if self._driver is not None:
            if self._watching is not None:
                self._watching.close()  # the widgets are going: nothing more to draw
            self._driver.stop()

    def _go_on(self) -> None:
        if self._active and not self.curtain_up and not self._telling and self.match.outcome() is None:
            self.driver.resume()

    def _has_private_move(self, seat: int) -> bool:
        board = self.board
        return any(not board.shared_action(a) for a in self.match.legal(seat))

    # -- people ----------------------------------------------------------------------------------
    def on_game_board_action_chosen(self, message: GameBoard.ActionChosen) -> None:
        message.stop()
        if message.time < self._moved_from:
            # chosen on a board that did not show the last move yet: a second Enter read from the
            # terminal together with the first one reached the board before the first move was
            # applied, and chose from the old list (issue 12, CHEMIS double Enter, seen in tmux)
            return
        self.act_for_keyboard(message.action)

    def act_for_keyboard(self, action: Any) -> bool:
        """Apply an action chosen at the keyboard, by the seat allowed to take it from here."""
        if self.curtain_up:
            return False
        seat = self._owner.get(action)
        if seat is None:
            to_act = self.match.to_act()
            people = [s for s in to_act if s != REFEREE and not self.match.seats[s].is_computer]
            seat = self.viewer if self.viewer in people else None
            if seat is None:
                self._refuse(ui("not_your_turn", self.lang))
                return False
        started = event_time()
        done = self.apply(seat, action, at=self._pressed_at())
        if done:
            self._moved_from = started  # choices made before this move was applied are stale
            self.guard_move_keys()
        return done

    def guard_move_keys(self) -> None:
        """A person's move was made at the keyboard: Enter and Space wait a moment before they act
        again (issue 12: in CHEMIS the move list is rebuilt at once and its cursor lands on another
        move, so a quick second Enter played that one too). As ``settle.KeyGuard`` does for a
        screen: keys pressed before the moment is over are dropped, on the app's clock."""
        if self._keys_handle is not None:
            self._keys_handle.stop()
        self.keys_ready_at = math.inf
        self._keys_handle = self.clock.schedule(MOVE_SETTLE, self._move_keys_settled)

    def _move_keys_settled(self) -> None:
        self._keys_handle = None
        self.keys_ready_at = event_time()

    def hold_keys(self, seconds: float = RESULT_SETTLE) -> None:
        """A dialog over the table is closing (the quit question answered "No"): keys typed while
        it was open or as it closed (a repeated "n", an Enter out of habit) go nowhere, and the
        table takes keys again after ``seconds`` on the app's clock (play-through 10, issue 12: a
        stray key after "No" acted on the game). Ctrl+Q, a priority binding, is never held."""
        if self._hold_handle is not None:
            self._hold_handle.stop()
        self.keys_free_at = math.inf
        self._hold_handle = self.clock.schedule(seconds, self._keys_freed)

    def _keys_freed(self) -> None:
        self._hold_handle = None
        self.keys_free_at = event_time()

    def clear_hint(self) -> None:
        """The person acts on the board (a card taken into a compound, a choice): the hint shown
        for the position before goes (play-through 11, de 5: in the Chemie-Kartenspiel the hint to
        pass stayed after O and Cu were taken and the board said the compound was valid)."""
        hint, self.hint_shown = self.hint_shown, None
        line = next(iter(self.query(NoticeLine)), None)
        if hint is not None and line is not None and line.message in (hint, safe_text(hint)):
            line.clear()

    @property
    def keys_held(self) -> bool:
        """The table still drops every key after a dialog closed (tests let the moment pass)."""
        return self._hold_handle is not None

    @property
    def move_keys_waiting(self) -> bool:
        """Enter and Space still wait after a person's move (tests let the moment pass)."""
        return self._keys_handle is not None

    def on_key(self, event: events.Key) -> None:
        """Enter or Space pressed in the moment after a person's move does nothing: it reaches
        neither the board nor its bindings (the screen stops it on the way up to them)."""
        self._input_at = event.time  # the key's own time, for a timer's deadline (``_pressed_at``)
        if event.time < self.keys_free_at:  # a dialog just closed over the table (``hold_keys``)
            event.stop()
            event.prevent_default()
            return
        if self.focused is None and self._hand_to_board(event):
            return
        if isinstance(self.focused, Input):  # a move being typed: its keys are the box's
            return
        if self.hint_shown is not None and event.key not in LOOKING_KEYS:
            self.clear_hint()
        if event.key in MOVE_KEYS and event.time < self.keys_ready_at:
            event.stop()
            event.prevent_default()

    def _pressed_at(self) -> float | None:
        """When the key (or click) behind the action being applied was pressed, on the driver's
        clock: its age by Textual's event clock, back from the driver's now. A timer's deadline
        is judged by it, not by when a busy screen got to the key (play-through 15, de 3)."""
        pressed = self._input_at
        if pressed is None:
            return None
        age = event_time() - pressed
        return self.clock.now() - age if 0 <= age <= INPUT_AGE else None

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self._input_at = event.time

    def apply(self, seat: int, action: Any, *, at: float | None = None) -> bool:
        """A person's action for ``seat``, through the driver; a refusal is shown with its reason
        (and F1 opens the rules at the rule it is about, until the next move). ``at``: when its key
        was pressed (``_pressed_at``), for a timer's deadline."""
        refusal = self.driver.submit(seat, action, at=at)
        if refusal is not None:
            exc = refusal.error()
            self.refused_rule = refusal_rule(self.game, exc)
            text = refusal_text(self.game, exc, self.lang)
            self._refuse(with_rule_hint(text, self.lang) if self.refused_rule else text)
            return False
        return True

    def quit_question(self) -> str:
        """What quitting mid-game asks: offline the game is saved and ``resume`` continues it (an
        online table says how to come back to its seat instead). A game nobody moved in is not
        kept for Saved games (``saves.moved``): the question does not promise it."""
        return ui("quit_question" if self._moved() else "quit_question_unmoved", self.lang)

    def abandon_question(self) -> str:
        """What leaving the game for the launcher asks: it stays saved for "Resume" (once somebody
        has moved, as ``quit_question``)."""
        return ui("abandon_question" if self._moved() else "abandon_question_unmoved", self.lang)

    def _moved(self) -> bool:
        """Somebody moved in this game (a table whose match keeps no record here says yes)."""
        from .saves import moved

        record = getattr(self.match, "record", None)
        return record is None or moved(record)

    #: the app's commands this table offers in the palette (``ChemcardsApp.get_system_commands``):
    #: "save" (Ctrl+S too) where the game is saved after every move, so a copy has something to
    #: copy; "leave_seat" where a computer may take a person's seat; "speed" where this app plays
    #: the computers; "new_game" where the launcher is a step away. A guided game is not saved and
    #: has no seat to give away (play-through 12, en#9); an online table offers leaving only
    PALETTE: ClassVar[frozenset[str]] = frozenset({"new_game", "save", "leave_seat", "speed"})

    def quit_help(self) -> str:
        """The palette's line under "Quit" at this table: the game stays saved."""
        return ui("quit_help", self.lang)

    def leave_question(self, name: str) -> str:
        """What leaving the seat asks (CC-22): a marked computer plays on."""
        return ui("leave_question", self.lang, name=name)

    def leave_seat(self) -> None:
        """The person at the screen leaves; a marked computer substitute plays on (CC-22)."""
        seat = self.viewer
        if seat is None or self.match.seats[seat].is_computer:
            self._refuse(ui("no_seat_to_leave", self.lang))
            return
        self.driver.leave(seat, "medium")

    def _saved(self, failure: str | None) -> None:
        """Issue 13, point 9: while the autosave fails (a read-only folder, a full disk) the player
        is told once, and the status line keeps a short warning until a save works again; then
        once more that it does. Never one notice per action stacked over the board. ``failure``
        is the driver's ``Change.save_error`` (the reason), ``None`` when the save worked."""
        if failure is None:
            if self.save_failing is not None:
                self.save_failing = None
                self.notify(ui("save_works_again", self.lang))
                self._render_status()
            return
        if self.save_failing is None:
            self.notify(safe_text(ui("save_failing", self.lang, reason=failure)), severity="error",
                        timeout=10)
        self.save_failing = failure

    def refuse(self, text: str) -> None:
        """Say why something was refused, in one line on the notice line; a new refusal replaces
        the last (tests read ``Refused``)."""
        self._refuse(text)

    def _refuse(self, text: str) -> None:
        # after the label the sentence goes on ("Not allowed: a Wild Draw Four …", en 10)
        shown = after_label(text, self.lang) if notice_head("refused", text) else text
        self.notify(safe_text(shown), title=ui("refused", self.lang), severity="warning")
        self.post_message(self.Refused(text))

    # -- rendering -------------------------------------------------------------------------------
    def render_table(self) -> None:
        try:
            self._render_table()
        except NoMatches:
            # closed while still opening or resuming (an online quick-play table closed at once,
            # the app quitting): Textual is taking its parts down; nothing is left to draw, and no
            # traceback may reach the player (session 8 online note). Anything else is a fault.
            boards = self.query(GameBoard)
            if not self.taken_down() and (not boards or not boards.first().taken_down()):
                raise

    def _render_table(self) -> None:
        match = self.match
        shown = None if self.curtain_up else self.viewer
        view = match.view(shown)
        if self.curtain_up:
            legal: list[Any] = []
            self._owner = {}
        else:
            # a screen with a hand on it takes only its owner's keys (nobody else is invited to look)
            others = shown is None or len(privacy.people(match.seats)) < 2
            legal, self._owner = privacy.keyboard_actions(
                shown, match.to_act(), match.seats, match.legal, self.board.shared_action, others=others)
            self._out_of_turn(legal, shown)
        # the board's countdown follows the driver's timer on every change: a window closed by its
        # own timer sends no "timer" change, and its "⏱0s" stayed (issue 12 follow-up, point 5)
        self.board.countdown(self.remaining())
        board = self.board
        board.play_out = self.play_out_seat(shown) is not None
        board.hurrying = self.hurrying()
        board.show(view, legal, shown)
        if shown is not None:
            self._seen_upto[shown] = len(match.events)
        self._render_seats(view, shown)
        self._render_log(shown)
        self._render_status(view)
        self._aids_changed()

    def _out_of_turn(self, legal: list[Any], shown: int | None) -> None:
        """Moves a person may make while the game does not wait for them: whatever the engine
        offers a seat outside ``to_act`` (Color Clash's "end the round now" once every person is
        out, CC-27; play-through 14, zh 4): the engine alone decides them. The moves of the person
        at the screen, or of any person where no hand is shown. Only where the match is
        played here: online the rounds are other people's too, and the server takes a move only
        from a seat it waits for."""
        from chemcards.core.match import Match  # the local match (an online table holds a stand-in)

        match = self.match
        if not isinstance(match, Match):
            return
        to_act = match.to_act()
        seats = match.seats
        for seat in [shown] if shown is not None else privacy.people(seats):
            if seat in to_act or seats[seat].is_computer:
                continue
            for action in match.legal(seat):
                if action not in self._owner:
                    legal.append(action)
                    self._owner[action] = seat

    def hurrying(self) -> bool:
        """The computers are playing the rest out at once (``MatchDriver.hurry``, CH-12)."""
        return self._driver is not None and self._driver.hurry

    def play_out_seat(self, shown: int | None) -> int | None:
        """The person at this screen who may let the computers play the rest out at once
        (``MatchDriver.may_play_out``: CHEMIS once every person is dead, CH-12 [decided]), or None.
        Here where the match is played; an online table asks the server (``RemoteTableScreen``)."""
        from chemcards.core.match import Match  # the local match (an online table holds a stand-in)

        if not isinstance(self.match, Match) or self.curtain_up:
            return None
        seats = [shown] if shown is not None else privacy.people(self.match.seats)
        return next((seat for seat in seats if self.driver.may_play_out(seat)), None)

    def on_game_board_answered(self, message: GameBoard.Answered) -> None:
        """A key the board answered in words: on the notice line, as a typed move is answered."""
        message.stop()
        if message.refused:
            self._refuse(message.text)
        else:
            self.notify(safe_text(message.text))

    def on_game_board_play_out_asked(self, message: GameBoard.PlayOutAsked) -> None:
        """``e`` once every person is dead: the computers play the rest out at once, then the result
        comes as always (the match driver's ``play_out``; nothing else changes)."""
        message.stop()
        seat = self.play_out_seat(self.viewer)
        refusal = self.driver.play_out(seat) if seat is not None else None
        if refusal is not None:
            self.refuse(refusal_text(self.game, refusal.error(), self.lang))
        self.render_table()
        self.refresh_bindings()

    def _render_seats(self, view: Any, shown: int | None) -> None:
        """One entry per seat: the seat's name (computers always marked, CC-24) and the game's
        detail (cards held, score). Where room is short the name is cut first, with a visible
        "…" by cell width, so the card count and the score stay on screen at 5-6 seats in German
        or Chinese (issue 12 follow-up, point 3); nothing is wrapped mid-phrase (no "分" alone on
        a line). An entry that does not fit one line takes two (name, then the detail indented)
        while there is room for that; else every seat gets one line."""
        panel = self.query_one("#seats", Static)
        width, rows = self._seats_room(panel)
        # the marker column: "▶" (to move) and, on a person's own screen, "◉" (you) beside it, so
        # "you" stays marked on one's own turn (play-through 12, en#10 and de#11); once the game is
        # over nobody moves, and the cell of "▶" goes to the counts ("21 Karten · 136 Punk…" at
        # the end, play-through 18, de 7)
        over = self.match.outcome() is not None
        mark_width = 1 if shown is None or over else 2
        room = max(8, width - 1 - mark_width)  # the marker column and its gap
        lines = self.game.seat_lines(view, self.lang)
        short = self.game.seat_lines_short(view, self.lang)
        details = [line.split(seat.name, 1)[-1].lstrip(":： ")
                   for line, seat in zip(lines, self.match.seats, strict=False)]
        if short and any(cell_len(detail) + 2 > room for detail in details):
            # the detail on its own line would be cut ("0 V…"): the game's abbreviated words
            # keep every count readable (issue 12, play-through 6 point 4)
            lines = short
        to_act = self.match.to_act()
        marked = self.board.marked_seats(to_act)
        parts: list[tuple[str, SeatParts, str]] = []
        seats = self.match.seats
        # in the order play goes round (CHEMIS: its identities drawn by lot, play-through 10)
        order = self.game.seat_order(view)
        if order is None or sorted(order) != list(range(len(seats))):
            order = range(len(seats))
        for i in order:
            seat = seats[i]
            if over:  # nobody moves: "◉" alone, on a person's own screen
                mark = "◉" if i == shown else " "
            else:
                mark = "▶" if i in marked else " "
                if shown is not None:
                    mark += "◉" if i == shown else " "
            style = "bold" if i == shown else ("" if i in to_act else "dim")
            line = lines[i] if i < len(lines) else ""
            part = self.mark_seat(i, seat_parts(seat, line, self.lang))
            parts.append((mark, part, style))
        parts = numbered(parts, list(order), room)
        # the level beside every computer's mark where all of them fit, else beside none
        long = all(cell_len(p.head(long=True)) <= room for _, p, _ in parts)
        # a short mark explained in words under the entries ("⚡ offline"): a newcomer does not read
        # "⚡" alone (session 8 online note)
        legend = self.seats_legend(long)
        rows -= 1 if legend else 0
        entries = [(m, [p.one_line(room, style)]) for m, p, style in parts]  # the last resort
        # "◀ to move" on a line of its own only where there is room; a note in brackets wrapped
        # whole over further lines first ("(Fe4 Cu6 Ag2 Au2 +bonus Fe)", issue 12 point 7)
        for split, wrap in ((True, True), (True, False), (False, False)):
            wide = [(m, p.lines(room, style, long=long, split=split, wrap=wrap)) for m, p, style in parts]
            if any(len(e) > 1 for _, e in wide):
                # one layout for every seat where the rows allow: a person on one line and each
                # computer on two (name, then detail) read as if they showed different things
                # (play-through 10, zh and en at 80x24)
                even = [(m, p.lines(room, style, long=long, split=split, wrap=wrap, two_lines=True))
                        for m, p, style in parts]
                if sum(len(e) for _, e in even) <= rows:
                    wide = even
            if sum(len(e) for _, e in wide) <= rows:
                entries = wide
                break
        if legend:
            line = Text(legend, style="dim")
            line.truncate(room, overflow="ellipsis")
            entries.append((" " * mark_width, [line]))
        panel.update(_seats_table(entries, mark_width))
        # the marker column's signs said in words, on the panel's frame (no row taken from the
        # seats): "◉" was on screen but explained nowhere (play-through 10)
        # (the final table has nobody to move: no ▶ to explain there)
        key = ("seats" if over else "seats_marks") if shown is None else \
            ("seats_mark_you" if over else "seats_marks_you")
        panel.border_title = ui(key, self.lang)

    def seats_legend(self, long: bool) -> str | None:
        """A line under the seats that explains a short mark shown beside a name (``long``: the
        long marks are shown, in words). None here; online: "⚡ offline" (CC-22)."""
        return None

    def mark_seat(self, seat: int, part: SeatParts) -> SeatParts:
        """A seat's entry with the marks this screen adds beside the name (``mark`` where room is
        short, ``long_mark`` where every entry fits); none here (online: a dropped connection,
        CC-22). Marks are never cut; the name is cut first."""
        return part

    def seats_resized(self) -> None:
        """The seats panel got its real width (or another one): its lines were fitted to a guess
        before the first layout, so fit them again (a 160x48 table kept two-line entries)."""
        if self._driver is None:
            return
        shown = None if self.curtain_up else self.viewer
        self._render_seats(self.match.view(shown), shown)

    def log_resized(self) -> None:
        """The log got another width: its lines are wrapped again for it (names and card names
        whole at the new width, no line cut or left half empty)."""
        if self._log_viewer == -2:  # nothing written yet
            return
        self._log_viewer = -2  # rebuilt from the events, as for another person's screen
        self._render_log(None if self.curtain_up else self.viewer)

    def _seats_room(self, panel: Static) -> tuple[int, int]:
        """The seats panel's text width and the rows it may take without starving the log: its
        ``max-height`` (less the border), at most half of the middle of the screen, or all but ten
        rows of it (at 80x24: twelve rows, six seats of two lines each, and the log keeps eight)."""
        width = panel.content_size.width
        if width <= 0:  # not laid out yet: the same sums as app.tcss (#side: 38%, 30…48 wide)
            width = int(min(48, max(30, self.app.size.width * 0.38))) - 4
        max_height = panel.styles.max_height
        rows = int(max_height.value) - 2 if max_height is not None and max_height.is_cells else 12
        middle = max(4, self.app.size.height - 2)
        return width, max(1, min(rows, max(middle // 2, middle - 10)))

    def _render_log(self, shown: int | None) -> None:
        log = self.query_one("#log", RichLog)
        events = self.match.events
        if shown != self._log_viewer:
            # another person's screen: rebuild from scratch so nothing secret of the last one stays
            log.clear()
            self._logged = max(0, len(events) - LOG_KEEP)
            self._log_viewer = shown
            rebuilt = True
        else:
            rebuilt = False
        names = [seat.name for seat in self.match.seats]
        keep = self._names()
        fresh: list[tuple[Any, str]] = []
        view = self.match.view(shown) if len(events) > self._logged else None
        # a seat played by a computer stand-in since its person left (CC-22): its moves are the
        # stand-in's, "Dein Computer-Ersatz legt Silber …" on the person's own screen and the name
        # with the stand-in's mark on others', not "Du legst Silber …" (play-through 15, de 6)
        stand_in = self._stand_ins()
        stand_names = list(names)
        for seat in stand_in:
            stand_names[seat] = ui("substitute_yours", self.lang) if seat == shown else \
                seat_label(self.match.seats[seat], self.lang, short=True)
            keep = (*keep, stand_names[seat])
        for index, event in enumerate(events[self._logged:], start=self._logged):
            seen = event.seen_by(shown)
            if event.seat in stand_in and index > stand_in[event.seat]:
                # the viewer's own seat in the third person: the stand-in plays it, not "you"
                own = None if event.seat == shown else shown
                text = event_line(self.game, seen, self.lang, stand_names, own, view)
            else:
                text = event_line(self.game, seen, self.lang, names, shown, view)
            if text:
                # our wrapping, not Rich's: no "，" at a line's start, no name split (wrap.py)
                log.write(Wrapped(text, keep, lang=self.lang))
                fresh.append((seen, text))
        self._logged = len(events)
        if fresh or rebuilt:
            # Also at once, not only after the next refresh (RichLog's way, kept for a layout that
            # changes the log's height in the same change): a dialog pushed in the same change (a
            # round's result) stops this screen's refreshes, and the log behind it stayed scrolled
            # to older lines, or not, by a race (a snapshot test failed under load).
            log.scroll_end(animate=False, immediate=True, x_axis=False)
        if fresh and not rebuilt:
            self.board.logged(fresh)
        elif rebuilt:  # undo, another person's screen, a resumed game: the board's memory anew
            self.board.relogged(fresh)

    def _stand_ins(self) -> dict[int, int]:
        """The seats a computer stand-in plays now (CC-22), each with the index of its person's
        leave in the match's events."""
        seats = self.match.seats
        if not any(seat.substitute for seat in seats):
            return {}
        out: dict[int, int] = {}
        for index, event in enumerate(self.match.events):
            if event.kind == "leave" and event.seat is not None and 0 <= event.seat < len(seats) \
                    and seats[event.seat].substitute:
                out[event.seat] = index
        return out

    def _names(self) -> tuple[str, ...]:
        """The names at this table as shown (kept whole when text is wrapped)."""
        return tuple(shown_name(seat.name) for seat in self.match.seats)

    def render_status(self) -> None:
        """The status line again, now (the board's question changed: ``GameBoard.asks_changed``)."""
        try:
            self._render_status()
        except NoMatches:  # the screen is being taken down
            return

    def _render_status(self, view: Any | None = None) -> None:
        if view is None:
            view = self.match.view(None if self.curtain_up else self.viewer)
        over = self._turn_over
        if over is not None and over < len(self.match.seats):
            # under the mover's turn-end dialog: "Bert's turn is over", not "Anna's turn" yet (the
            # next person is asked to look away until the keyboard is theirs; play-through 14, de 5)
            text = Text(ui("status_turn_over", self.lang, name=self.match.seats[over].name))
            self.query_one("#status", Static).update(Wrapped(text, self._names(), lang=self.lang))
            return
        asked = None if self.curtain_up else self.board.status_text(view, self.lang)
        text = Text(asked or self.game.status_text(view, self.lang) or "")
        if self.save_failing is not None:
            text.append(f"  ⚠ {ui('not_saved', self.lang)}", style="bold red")
        left = self.remaining()
        if left is not None:
            text.append(f"  {countdown(int(left + 0.999), self.lang)}", style="bold")
        # wrapped onto two rows where it needs them, names whole (issue 12 point 7.1, StatusLine)
        self.query_one("#status", Static).update(Wrapped(text, self._names(), lang=self.lang))

    # -- keys ------------------------------------------------------------------------------------
    def action_keys(self) -> None:
        from .help import KeysScreen

        self.app.push_screen(KeysScreen(self, self.lang))

    def action_rules(self) -> None:
        from .help import open_rules

        open_rules(self.app, self.game, self.lang, self.refused_rule)

    def action_type_move(self) -> None:
        box = self.query_one("#move-input", Input)
        box.display = True
        box.value = ""
        box.placeholder = ui("type_move_hint_game", self.lang, example=self.typed_example())
        # the box takes the keys typed after ":" at once: ``focus()`` waits for the keys already
        # queued, and while a hint was being worked out "add N" went to the board as key presses
        # (play-through 12 en#5: the first ":add N" ⏎ did nothing, and space and ⏎ picked cards)
        self.set_focus(box)

    def typed_example(self) -> str:
        """The move box's example: one of the moves of the person at the screen, from their own
        hand and as the board shows it (``GameTexts.example_action``; play-through 19 en 6: "add
        Fe(+3)" to a hand without Fe); the game's fixed example while they have none to make
        (another's turn, a curtain up) or the game picks none."""
        seat = self.viewer
        if seat is not None and not self.curtain_up and seat in self.match.to_act():
            view, legal = self.match.view(seat), list(self.match.legal(seat))
            shown = self.board.hint_position(view, legal)  # the board's own picks (⏎), as the hint
            if shown is not None:
                view, legal = shown
            action = self.game.example_action(view, legal)
            if action is not None:
                return self.game.typed_action(view, action, self.lang)
        return move_example(self.game, self.lang)

    def action_close_input(self) -> None:
        box = self.query_one("#move-input", Input)
        if box.display:
            box.display = False
            self.focus_board()
        elif self.match.outcome() is not None:  # the result was closed to look at the table
            self.chemapp.game_over(self, again=True)

    def action_show_result(self) -> None:
        self.action_close_input()

    def action_review(self) -> None:
        """``r`` on the final table: the review, as from the result (issue 19); the result comes
        back when it closes."""
        if self.match.outcome() is not None:
            self.chemapp.review_game(self)

    def action_new_game(self) -> None:
        """``n`` on the final table: the launcher with this game set up (the result's New game)."""
        if self.match.outcome() is not None:
            self.chemapp.new_game_after(self)

    def _board_target(self) -> Widget:
        """Where the board takes keys: its first focusable part (the board itself may not be)."""
        board = self.board
        return board if board.can_focus else next((w for w in board.query("*") if w.can_focus), board)

    def focus_board(self) -> None:
        """Keys go to the board again."""
        self._board_target().focus()

    def _hand_to_board(self, key: events.Key) -> bool:
        """A key that came while nothing had the focus yet goes to the board, with the focus: the
        table has just been put up and its focus follows only after the first refresh, so the
        first → typed right after the launcher's start moved nothing (play-through 17, en 2).
        False where the board takes no focus (the key then goes on its way as before)."""
        try:
            target = self._board_target()
        except NoMatches:  # not composed yet, or being taken down
            return False
        if not target.focusable:
            return False
        self.set_focus(target, scroll_visible=False)
        if self.focused is not target:
            return False
        key.stop()
        key.prevent_default()
        target.post_message(events.Key(key.key, key.character))
        return True

    def on_input_submitted(self, message: Input.Submitted) -> None:
        if message.input.id != "move-input":
            return
        message.stop()
        text = unquoted(message.value.strip())
        self.action_close_input()
        if not text:
            return
        self.hint_asked += 1  # the typed line's result is what the person reads next
        try:
            # a verb in the player's words ("spiel R7", "出 R7") stands for the notation's (issue 21)
            action = self.game.read_typed(self.match.view(self.viewer), text)
        except ValueError as exc:
            self._refuse(notation_refusal(self.game, text, exc, self.lang))
            return
        action = self.board.typed(action)
        if action is not None:  # None: the board did it itself (a Chemie-Kartenspiel pick)
            self.act_for_keyboard(action)
        elif reason := self.board.typed_refusal():  # said where typed moves are answered (pt16 zh 1)
            self._refuse(reason)
        else:  # done: a refusal of an earlier typed line no longer answers anything
            self.board.new_question()

    def action_saved_games(self) -> None:
        """The saved games are listed by the launcher only: opening them here would leave the game
        in progress behind. Ctrl+G says where they are instead of doing nothing."""
        self.notify(ui("saved_games_in_launcher", self.lang))

    def action_leave_seat(self) -> None:
        self.post_message(self.LeaveAsked(self))

    def action_save(self) -> None:
        self.post_message(self.SaveAsked(self))

    def action_speed(self, step: int) -> None:
        self.post_message(self.SpeedAsked(self, step))

    def action_undo(self) -> None:
        from . import practice

        practice.undo(self)

    def action_redo(self) -> None:
        from . import practice

        practice.undo(self, again=True)

    def action_aids_off(self) -> None:
        """``u``, ``ctrl+y`` or ``h`` at a table where they are off: say why in one line."""
        self.notify(ui("aids_not_agreed", self.lang), severity="warning")

    def action_hint(self) -> None:
        from . import practice

        practice.hint(self)

    def hint_moves(self, seat: int, legal: Sequence[Any]) -> list[Any]:
        """The moves a hint may name for ``seat``: every legal one here; a guided game leaves out
        those its step refuses (``tui/lesson.py``)."""
        del seat
        return list(legal)

    def action_undo_refused(self) -> None:
        """``u`` while undo is agreed but does not work now: the one line says why."""
        self.action_undo()

    def action_hint_refused(self) -> None:
        """``h`` while hints are agreed but it is not the person's turn: the one line says why."""
        self.action_hint()

    def aids_working(self) -> tuple[bool, bool]:
        """Whether ``u`` (undo) and ``h`` (hint) work now for the person at the screen: the footer
        shows each only then (play-through 10)."""
        from . import practice

        match = self.match
        if not getattr(match, "aids_allowed", False) or match.outcome() is not None:
            return False, False
        seat = practice.person_at_screen(self)
        if seat is None:
            return False, False
        # a pick of the board's own (the Chemie-Kartenspiel's ⏎ picks) is what `u` takes back first
        board = self._board_if_mounted()
        undo = (board is not None and board.can_take_back()) or match.can_undo(seat)
        hint = seat in match.to_act() and bool(match.legal(seat))
        return undo, hint

    def footer_ranks(self) -> dict[str, float] | None:
        """The footer's order of priority changed for this table (``widgets._LATER``): ":" after
        ``u`` and F1 while the board's own line of keys names ":" (the Chemie-Kartenspiel
        building; play-through 15: the 80×24 footer had no F1 Rules). It decides which keys go
        for room; the keys shown keep every footer's order."""
        board = self._board_if_mounted()
        return {"type_move": 3.5} if board is not None and board.names_typing() else None

    def _board_if_mounted(self) -> GameBoard | None:
        """The board, or None while the screen is still being put together (the footer and the
        key checks may ask before the board is mounted)."""
        boards = self.query("#board")
        board = boards.first() if boards else None
        return board if isinstance(board, GameBoard) else None

    def _aids_changed(self) -> None:
        """After a change: the footer follows whether u and h work now (only when that changed,
        so the footer is not rebuilt on every move)."""
        working = self.aids_working()
        if working != self._aids_shown:
            self._aids_shown = working
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Undo, redo and the hint are disabled unless the table may use them (issue 19). After the
        game is over the keys that act on a game in progress (undo, redo, hint, leave the seat, the
        computers' speed) do nothing, so the ? page does not list them (play-through 8, zh 9)."""
        if action in ("undo", "redo", "hint", "undo_refused", "hint_refused", "aids_off", "leave_seat",
                      "speed") and self.match.outcome() is not None:
            return False
        # an online table's match is a remote stand-in without undo or hints: off there
        if action in ("undo", "redo", "hint", "undo_refused", "hint_refused") \
                and not getattr(self.match, "aids_allowed", False):
            return False
        if action in ("undo", "hint"):  # in the footer only while they work (play-through 10)
            undo, hint = self.aids_working()
            return undo if action == "undo" else hint
        if action in ("show_result", "new_game", "review"):  # the final table, the move box closed
            boxes = self.query("#move-input")
            if self.match.outcome() is None or any(box.display for box in boxes):
                return False
            if action == "review":  # a game that may be reviewed: one person against computers
                return self.chemapp.may_review(self)
            return True
        if action == "save" and "save" not in self.PALETTE:  # nothing saved to copy here
            return False
        if action == "aids_off":  # a local table only: online there is nobody to agree with
            return getattr(self.match, "aids_allowed", True) is False
        if action == "type_move" and isinstance(self.focused, Input):
            return False  # a ":" typed in the box ("A: H+[CO3]") is the box's letter
        # the final table is for looking: no move to type (issue 12 point 1)
        return not (action == "type_move" and self.match.outcome() is not None)


#: keys that only look (move a cursor, open help, ask for the hint): the hint stays up for them
LOOKING_KEYS = frozenset({"h", "question_mark", "f1", "up", "down", "left", "right", "tab", "shift+tab",
                          "home", "end", "pageup", "pagedown", "escape", "colon", "ctrl+q", "ctrl+p"})


#: a typed move copied with its quotes from an example ("“过牌”", „passen“): the pairs one may
#: find around it (play-through 10, finding 7)
_TYPED_QUOTES = re.compile(r'^(?:“(.+)”|„(.+)“|"(.+)"|‚(.+)‘|‘(.+)’|「(.+)」)$')


def unquoted(text: str) -> str:
    """A typed move without the pair of quotes around it, if it has one."""
    m = _TYPED_QUOTES.match(text)
    return next((g.strip() for g in m.groups() if g), text) if m else text


def event_line(game: Any, event: Any, lang: str, names: list[str], viewer: int | None,
               view: Any = None) -> str:
    """A log line for the screen of ``viewer``: in the second person for them where the game knows
    it (``GameTexts.event_text``'s ``viewer``, with the viewer's own ``view``)."""
    return str(game.event_text(event, lang, names=names, viewer=viewer, view=view))


def _seats_table(entries: list[tuple[str, list[Text]]], mark_width: int = 1) -> Table:
    """The seats as a grid: a marker column (``mark_width`` cells: "▶", or "▶◉" where the screen
    is a person's own) and the entry's lines (each already fitted to the width by cells, so Rich
    never wraps or cuts them again)."""
    table = Table.grid(padding=(0, 1), expand=True)
    table.add_column(width=mark_width)
    table.add_column(ratio=1, no_wrap=True, overflow="crop")
    for mark, entry in entries:
        body = Text("\n").join(entry)
        body.no_wrap = True
        table.add_row(mark, body)
    return table


#: a computer's mark right after its name in a game's own seat line: "(电脑)", "[Computer]"
_MARK = re.compile(r"^\s*[(\[（][^)\]）]*[)\]）]")


@dataclass(frozen=True)
class SeatParts:
    """A seat's entry in three parts: what comes before the name (a number, a CHEMIS stem), the
    name (the part that is cut first), the computer's mark (never cut, CC-24) and the game's
    detail (cards held, score: cut only at its end, and only when even a short name leaves
    no room)."""

    before: str
    name: str
    mark: str
    long_mark: str
    detail: str

    def head(self, *, long: bool) -> str:
        return f"{self.before}{self.name}{self.long_mark if long else self.mark}"

    def one_line(self, room: int, style: str) -> Text:
        """The whole entry on one line: the name is cut first (down to ``NAME_MIN``), then the
        middle of the detail, so its last part (the turn mark "◀ am Zug", the place "raus auf
        Platz 2") stays (issue 12 follow-up 2, point 2)."""
        fixed = cell_len(self.before) + cell_len(self.mark)
        detail = f" {plain_note(self.detail)}" if self.detail else ""
        name_room = room - fixed - cell_len(detail)
        if name_room < min(cell_len(self.name), NAME_MIN):  # even a short name leaves no room
            name_room = min(cell_len(self.name), NAME_MIN)
        name = Text(cut_name(self.name, max(1, name_room)))
        text = Text.assemble(self.before, name, self.mark, detail, style=style)
        body, sep, tail = detail_tail(self.detail)
        if text.cell_len > room and kept_whole(sep, tail):
            keep = room - fixed - name.cell_len - cell_len(tail) - 2
            cut = Text(body)
            cut_end(cut, max(1, keep))
            text = Text.assemble(self.before, name, self.mark, " ", cut, " ", tail, style=style)
        cut_end(text, room)  # the detail's end, if anything
        return text

    def lines(self, room: int, style: str, *, long: bool, split: bool = True,
              wrap: bool = False, two_lines: bool = False) -> list[Text]:
        """One line if the whole entry fits; else the name line and the detail indented (a turn
        mark "◀ …" on a line of its own if the detail is still too wide and ``split``; a note in
        brackets over as many lines as it needs if ``wrap``). Where the
        detail is too wide for its line, its last part (the place, the turn mark) moves up beside
        the name, which is cut for it: the place and the turn matter more than the name
        (issue 12 follow-up 2, point 2). ``two_lines``: the name line and the detail even where
        the whole entry fits one line, as the other seats' entries are drawn."""
        whole = self.head(long=long) + (f" {plain_note(self.detail)}" if self.detail else "")
        if cell_len(whole) <= room and not (two_lines and self.detail):
            return [Text(whole, style=style)]
        head = Text(self.head(long=long), style=style)
        if cell_len(head.plain) > room:
            head = self.one_line(room, style) if not self.detail else SeatParts(
                self.before, self.name, self.mark, self.mark, "").one_line(room, style)
        if not self.detail:
            return [head]
        pieces = [plain_note(self.detail)]
        body, sep, tail = detail_tail(self.detail)
        # a place or turn after a comma or "◀" (Color Clash) is kept whole; the last of a " · "
        # list (the Chemie-Kartenspiel's compounds count) is cut at its end, as before
        keep = kept_whole(sep, tail)
        # drawn like the other seats' entries, a note goes under the counts even where it would
        # fit beside them: "1 分（Cu×1）" beside "7 分" over "Fe×1 Cu×1 …" read as two forms
        note = tail.startswith(("(", "（"))
        if (cell_len(self.detail) + 2 > room or (two_lines and note)) and tail:
            mark = self.long_mark if long else self.mark
            # a place outranks the name, which is cut for it; a turn mark ("◀ may catch") stands
            # only beside a whole name: five names cut for five "◀ may catch" read as nothing
            # (play-through 18, en 1), and the ▶ column says the turn without words
            shortest = cell_len(self.name) if tail.startswith("◀") else min(cell_len(self.name), NAME_MIN)
            if split and (keep or tail.startswith(("◀", "(", "（"))):  # place, "◀ to move", "(Fe1…)"
                # a note on lines of its own needs no brackets: "(Ag×1 +bonus Ag)" alone under the
                # counts, or cut inside them, "(Fe×1 Cu×1 Ag×1 Au×1…", read oddly (play-through 17,
                # en 7); the counts line then reads as in the other games
                tail = unbracketed(tail)
                pieces = [body, *(wrapped(tail, room - 2) if wrap else [tail])]
            elif keep and cell_len(body) + 2 <= room and (
                    cell_len(self.before) + shortest + cell_len(mark) + 1 + cell_len(tail) <= room):
                up = SeatParts(self.before, self.name, mark, mark, tail).one_line(room, style)
                return [up, Text("  " + body, style=style)]
            elif keep and tail.startswith("◀") and cell_len(body) + 2 <= room:
                # The counts stay whole on their line; a turn mark that finds no room beside the
                # name is left out whole, never cut ("◀ m…", "◀" alone, with the names cut for
                # them, play-through 18, en 1: six seats in a "Last card!" window). The marker
                # column's ▶, the panel's frame and the status line say whose move it is and who
                # may catch. Cutting the counts instead lost the points ("10 cards · … ◀ to
                # move", issue 12 points 3 and 7, six seats at 80 columns).
                return [head, Text("  " + body, style=style)]
            elif keep:  # the start of the detail is cut, its last part stays
                cut = Text(body)
                cut_end(cut, max(1, room - 2 - cell_len(sep) - cell_len(tail)))
                return [head, Text.assemble("  ", cut, sep, tail, style=style)]
        details = [Text("  " + piece, style=style) for piece in pieces]
        for detail in details:
            cut_end(detail, room)
        return [head, *details]


#: where a game's seat detail divides into parts: a turn mark, a comma, a middle dot, a last part
#: in brackets (Metallurgie's points per metal "(Fe1 Cu3)", kept whole: "4 points (F…" after the
#: end showed them nowhere, issue 12 point 7)
_DETAIL_PARTS = re.compile(r"\s(?=◀)|,\s|，|\s·\s|;\s|；|\s(?=\([^()]*\)$)|(?=（[^（）]*）$)")


def wrapped(note: str, width: int) -> list[str]:
    """A seat's note in brackets over as many lines as it needs, broken at its spaces (a part too
    wide for a line stays for the line's own "…")."""
    out: list[str] = []
    for word in note.split():
        if out and cell_len(out[-1]) + 1 + cell_len(word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out or [note]


def plain_note(detail: str) -> str:
    """A seat's detail with a last note in brackets as one more part of its " · " list, "3 cards ·
    1 point · Cu×1", as the other games' lists read, not "3 cards · 1 point (Cu×1)" (play-through
    17, en 7)."""
    body, _, tail = detail_tail(detail)
    if tail.startswith(("(", "（")):
        return f"{body} · {unbracketed(tail)}"
    return detail


def unbracketed(note: str) -> str:
    """A seat's last part without the brackets round it, "(Fe×1 Cu×2)" → "Fe×1 Cu×2" (also
    full-width), for a note drawn on lines of its own under the counts; other parts as they are."""
    if note[:1] + note[-1:] in ("()", "（）"):
        return note[1:-1].strip()
    return note


def kept_whole(sep: str, tail: str) -> bool:
    """Whether a detail's last part outranks its counts where room is short: a place or a turn mark
    yes; the last of a " · " list and a note in brackets (Metallurgie's points per metal) no, they
    are cut at their end and the counts before them stay (issue 12 point 7)."""
    return bool(tail) and sep.strip() != "·" and not tail.startswith(("(", "（"))


def detail_tail(detail: str) -> tuple[str, str, str]:
    """A seat's detail split before its last part: ``("7 Karten, 0 Punkte", " ", "◀ am Zug")``,
    ``("7 张牌，0 分", "，", "已出完（第 2 名）")``; ``(detail, "", "")`` when it has one part."""
    cuts = list(_DETAIL_PARTS.finditer(detail))
    if not cuts:
        return detail, "", ""
    last = cuts[-1]
    return detail[:last.start()], last.group(0), detail[last.end():]


#: cells a cut name keeps at least ("An…")
NAME_MIN = 3

def cut_end(text: Text, room: int) -> None:
    """``text`` cut at its end to ``room`` cells with "…", never right after a separator ("8
    Karten · 29 Punkte ·…" read as if a part were empty; play-through 11 de #8)."""
    if text.cell_len <= room:
        return
    text.truncate(room, overflow="ellipsis")
    plain = text.plain
    cut = re.search(r"[\s·,，;；]+…$", plain)
    if cut:
        text.right_crop(len(plain) - cut.start())
        text.append("…")


def numbered(parts: list[tuple[str, SeatParts, str]], seats: list[int],
             room: int) -> list[tuple[str, SeatParts, str]]:
    """The entries with the launcher's seat number, from 1, before each name: one numbering for
    people in every game (issue 12 point 14, play-through 20, en 5). A game's own label stands
    there instead (CHEMIS: its identity drawn by lot, CH-2). ``seats``: the entries' seats, in
    the panel's order. Numbers go before every name or
    before none: where one entry's number would cut its computer mark ("1 Ann [Computer
    stand-i…" in a narrow panel), the marks win, as the level gives way to them."""
    if any(part.before for _, part, _ in parts):
        return parts
    out = [(mark, replace(part, before=f"{seat + 1} "), style)
           for seat, (mark, part, style) in zip(seats, parts, strict=True)]
    if any(cell_len(part.before) + min(cell_len(part.name), NAME_MIN) + cell_len(part.mark) > room
           for _, part, _ in out):
        return parts
    return out


def seat_parts(seat: Seat, line: str, lang: str) -> SeatParts:
    """Split a game's seat line around the seat's name; a computer whose line carries no mark of
    its own gets the shell's ("[Computer]", CC-24)."""
    name = shown_name(seat.name)
    # one form of the mark on a game's screens, the one the boards and the result use: the level
    # was shown here where it fitted and left out on the board beside it, so a screen read
    # "[Computer]" and "[Computer·mittel]" at once (issue 21 item 2, docs/i18n.md)
    short = seat_label(seat, lang, short=True)[len(name):] if seat.is_computer else ""
    if seat.name and seat.name in line:
        i = line.index(seat.name)
        before, after = line[:i], line[i + len(seat.name):]
        found = _MARK.match(after) if seat.is_computer else None
        if found:  # the game's own mark ("[Computer]")
            short = found.group(0)
            after = after[found.end():]
        # one mark, also a computer stand-in's "[Computer-Ersatz]" where room is short: the name
        # is cut for it, keeping its number (play-through 15, de 6: "[Computer]" in the Seats panel
        # beside "[Computer-Ersatz]" in the top line; before, play-through 11 de #8)
        return SeatParts(before, name, short, short, " ".join(after.lstrip(" :：,，;；·").split()))
    return SeatParts("", name, short, short, " ".join(line.split()))


def without_name(line: str, name: str) -> str:
    """A game's seat line under the shell's marked name: the name once is enough (a narrow panel
    would otherwise wrap every computer's entry)."""
    if not name or name not in line:
        return line
    i = line.index(name)
    before, after = line[:i].rstrip(), line[i + len(name):]
    if before and after[:1] in (":", ",", ")", "：", "，", "）"):
        return before + after
    return (before + " " + after.lstrip(" :,;·：，；")).strip()  # Chinese punctuation is full-width
