"""The table screen for any game, and the loop that drives a match in real time.

The game's board widget sits in the middle; the shell around it (seats, log, status line) only
uses the protocol hooks (``seat_lines``, ``event_text``, ``status_text``), so a new game needs no
change here. Everything that is not a person pressing a key happens in :meth:`TableScreen._schedule`:
computer moves (thought out in a worker thread, shown after a short pause), computers' reactions
inside a window (a level-dependent delay, CC-14) and the referee's timed actions (CC-10 window,
CC-21 turn timer). Every scheduled thing carries the match ``version`` it was planned for and is
dropped if anything happened since, so a late timer can never act on a changed table.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Hashable
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Input, RichLog, Static

from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.rng import Rng
from chemcards.i18n import ui

from . import privacy
from .board_base import GameBoard
from .clock import Clock, Handle, TextualClock
from .text import refusal_rule, refusal_text, safe_text, seat_label, translate_bindings

if TYPE_CHECKING:
    from chemcards.bots.base import Bot
    from chemcards.core.match import Match

    from .app import ChemcardsApp

#: Seconds a computer takes to react inside a window (a catch), by level: human-like, and slower
#: than a quick person's own call, so calling in time is possible (CC-14). (low, high), uniform.
REACTION_DELAY: dict[str, tuple[float, float]] = {
    "easy": (2.2, 3.4),
    "medium": (1.3, 2.4),
    "hard": (0.7, 1.4),
}
LOG_KEEP = 400


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


class TableScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "keys", "Keys", id="keys"),
        Binding("f1", "rules", "Rules", id="rules"),
        Binding("colon", "type_move", "Type move", id="type_move"),
        Binding("ctrl+l", "leave_seat", "Leave seat", id="leave_seat", show=False),
        Binding("ctrl+s", "save", "Save", id="save", show=False),
        Binding("plus", "speed(-1)", "Faster", id="faster", show=False),
        Binding("minus", "speed(1)", "Slower", id="slower", show=False),
        Binding("escape", "close_input", "Close", id="close", show=False),
    ]

    class ComputerChose(Message):
        def __init__(self, version: int, seat: int, action: Any, due: float) -> None:
            super().__init__()
            self.version = version
            self.seat = seat
            self.action = action
            self.due = due

    class Refused(Message):
        """The shell refused something (a move, a notation); tests read it, people see a toast."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, match: Match, *, clock: Clock | None = None) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self._clock = clock
        self.version = 0
        self.viewer: int | None = None
        self.curtain_up = False
        self._owner: dict[Any, int] = {}
        self._pending: list[Handle] = []
        self._referee: tuple[Hashable, Handle, float, Any] | None = None
        #: a referee timer interrupted by a screen on top (help, menu): (key, seconds left)
        self._paused: tuple[Hashable, float] | None = None
        #: the table is the screen in front; nothing is scheduled while another screen covers it
        self._active = False
        self._tick: Handle | None = None
        self._bots: dict[int, tuple[Bot, threading.Lock]] = {}
        self._logged = 0
        #: the rule the last refusal was about: F1 opens the rules there until the next move
        self.refused_rule: str | None = None
        self._log_viewer: int | None = -2
        seed = match.rng.seed
        self._reaction = random.Random(seed)
        self.thinking = 0
        #: why the autosave fails, while it does: one warning, kept in the status line (issue 13)
        self.save_failing: str | None = None

    # -- layout ----------------------------------------------------------------------------------
    @property
    def chemapp(self) -> ChemcardsApp:
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
        yield Static(id="status")
        with Horizontal(id="middle"):
            yield load_board(self.game, self.lang)
            with Vertical(id="side"):
                yield Static(id="seats")
                yield RichLog(id="log", wrap=True, markup=False, max_lines=LOG_KEEP, min_width=8)
        # the example is the game's own move (issue 12: it was Color Clash's in every game)
        example = self.game.move_example or "…"
        yield Input(id="move-input", placeholder=ui("type_move_hint_game", self.lang, example=example))
        # compact and without the palette key (the keys screen lists it): every key fits at 80 columns
        yield Footer(compact=True, show_command_palette=False)

    @property
    def board(self) -> GameBoard:
        return self.query_one("#board", GameBoard)

    def on_mount(self) -> None:
        self.query_one("#seats").border_title = ui("seats", self.lang)
        self.query_one("#log").border_title = ui("log", self.lang)
        self.advance()  # scheduling starts when the screen comes to the front (on_screen_resume)

    # -- the loop --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Something is still to happen without a person (tests wait for this to clear)."""
        return self.thinking > 0 or any(isinstance(h, _Soon) and not h.stopped for h in self._pending)

    def advance(self) -> None:
        """After any change: choose whose screen it is, render, then plan what happens next."""
        self._cancel_pending()
        match = self.match
        if match.outcome() is not None:
            self._stop_referee()
            self.viewer = privacy.viewer_at_end(match.seats)
            self.render_table()
            self.chemapp.game_over(self)
            return
        to_act = match.to_act()
        new_viewer = privacy.next_viewer(match.seats, to_act, self.viewer, self._has_private_move)
        if privacy.needs_curtain(match.seats, self.viewer, new_viewer):
            assert new_viewer is not None
            self.viewer = new_viewer
            self.curtain_up = True
            self._stop_referee()
            # A refusal still on screen may name the previous person's cards: gone before the curtain.
            self.app.clear_notifications()
            self.render_table()
            from .curtain import CurtainScreen

            self.app.push_screen(CurtainScreen(match.seats[new_viewer].name, self.lang),
                                 callback=self._curtain_lifted)
            return
        self.viewer = new_viewer
        self.render_table()
        if self._active:
            self._schedule()

    def _curtain_lifted(self, _: object = None) -> None:
        self.curtain_up = False
        self.render_table()
        if self._active:  # else on_screen_resume schedules, whichever of the two comes last
            self._schedule()

    def on_screen_resume(self) -> None:
        self._active = True
        self.render_table()
        if self.match.outcome() is None and not self.curtain_up:
            self._schedule()

    def on_screen_suspend(self) -> None:
        """Another screen covers the table (curtain, help, menu, a round's result): computers wait
        and a running timer stops where it is, to go on with the seconds left afterwards."""
        self._active = False
        self.version += 1  # thoughts still running in a worker are dropped when they arrive
        self._cancel_pending()
        if self._referee is not None:
            key, _, _, _ = self._referee
            self._paused = (key, self.remaining() or 0.0)
        self._stop_referee()

    def _has_private_move(self, seat: int) -> bool:
        board = self.board
        return any(not board.shared_action(a) for a in self.match.legal(seat))

    def _schedule(self) -> None:
        match = self.match
        to_act = match.to_act()
        others = [s for s in to_act if s != REFEREE]
        window = len(others) > 1
        for seat in others:
            if match.seats[seat].is_computer:
                self._think(seat, window)
        if REFEREE in to_act:
            self._plan_referee(others)
        else:
            self._stop_referee()

    def _cancel_pending(self) -> None:
        for handle in self._pending:
            handle.stop()
        self._pending.clear()

    def _later(self, delay: float, callback: Any) -> None:
        """Run ``callback`` after ``delay`` seconds (at the next loop turn when 0), unless anything
        happens first: :meth:`advance` cancels all of it."""
        if delay > 0:
            self._pending.append(self.clock.schedule(delay, callback))
            return
        marker = _Soon()
        self._pending.append(marker)

        def run() -> None:
            if not marker.stopped:
                marker.stopped = True
                callback()

        self.call_later(run)

    # -- computers -------------------------------------------------------------------------------
    def _bot(self, seat: int) -> tuple[Bot, threading.Lock]:
        entry = self._bots.get(seat)
        level = self.match.seats[seat].level or "medium"
        if entry is None or entry[0].level != level:
            seed = self.match.rng.seed
            rng = Rng(None if seed is None else seed * 7919 + seat)
            entry = (self.chemapp.make_bot(self.game, seat, level, rng), threading.Lock())
            self._bots[seat] = entry
        return entry

    def _think(self, seat: int, window: bool) -> None:
        match = self.match
        legal = match.legal(seat)
        if not legal:
            return
        view = match.view(seat)
        bot, lock = self._bot(seat)
        version = self.version
        if window:
            low, high = REACTION_DELAY.get(match.seats[seat].level or "medium", REACTION_DELAY["medium"])
            delay = self._reaction.uniform(low, high)
        else:
            delay = self.chemapp.settings.pause
        due = self.clock.now() + delay
        self.thinking += 1

        def think() -> None:
            with lock:
                try:
                    action = bot.choose(view, legal)
                except Exception:  # a bot bug must not freeze the table: fall back to a legal move
                    action = legal[0]
            self.post_message(self.ComputerChose(version, seat, action, due))

        self.run_worker(think, thread=True, group="bots", exit_on_error=False)

    def on_table_screen_computer_chose(self, message: ComputerChose) -> None:
        self.thinking -= 1
        if message.version != self.version or not self._active:
            return

        def act() -> None:
            if message.seat in self.match.to_act():
                self.apply(message.seat, message.action, quiet=True)

        self._later(message.due - self.clock.now(), act)

    # -- the referee: what only time decides ----------------------------------------------------
    def _plan_referee(self, others: list[int]) -> None:
        actions = self.match.legal(REFEREE)
        if not actions:
            self._stop_referee()
            return
        if not others:
            self._stop_referee()
            self._later(self.chemapp.settings.pause, lambda: self.apply(REFEREE, actions[0], quiet=True))
            return
        timer = self.board.referee_timer(self.match.view(None), actions, self.match.options)
        if timer is None:
            self._stop_referee()
            return
        seconds, key = timer
        if self._referee is not None and self._referee[0] == key:
            return  # the same timer runs on (e.g. a draw inside the same turn)
        self._stop_referee()
        if self._paused is not None and self._paused[0] == key:
            seconds = self._paused[1]
        self._paused = None
        handle = self.clock.schedule(seconds, self._referee_fires)
        self._referee = (key, handle, self.clock.now() + seconds, actions[0])
        self._tick_countdown()

    def _referee_fires(self) -> None:
        if self._referee is None:
            return
        _, _, _, action = self._referee
        self._referee = None
        self._stop_tick()
        if REFEREE in self.match.to_act() and action in self.match.legal(REFEREE):
            self.apply(REFEREE, action, quiet=True)

    def _stop_referee(self) -> None:
        if self._referee is not None:
            self._referee[1].stop()
            self._referee = None
        self._stop_tick()
        self.board.countdown(None)

    def _stop_tick(self) -> None:
        if self._tick is not None:
            self._tick.stop()
            self._tick = None

    def remaining(self) -> float | None:
        if self._referee is None:
            return None
        return max(0.0, self._referee[2] - self.clock.now())

    def _tick_countdown(self) -> None:
        left = self.remaining()
        self.board.countdown(left)
        self._render_status()
        if left is None:
            return
        step = left - int(left) or 1.0  # land on whole seconds so the display counts 3, 2, 1
        self._tick = self.clock.schedule(step, self._tick_countdown)

    # -- people ----------------------------------------------------------------------------------
    def on_game_board_action_chosen(self, message: GameBoard.ActionChosen) -> None:
        message.stop()
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
        return self.apply(seat, action)

    def apply(self, seat: int, action: Any, *, quiet: bool = False) -> bool:
        before = len(self.match.events)
        try:
            events = self.match.act(seat, action)
            self._saved(None)
        except IllegalAction as exc:
            if not quiet:
                self.refused_rule = refusal_rule(self.game, exc)
                hint = f" {ui('refusal_rule_hint', self.lang)}" if self.refused_rule else ""
                self._refuse(refusal_text(self.game, exc, self.lang) + hint)
            return False
        except OSError as exc:  # the autosave failed; the move itself stands, with its events
            events = self.match.events[before:]
            self._saved(exc)
        self.refused_rule = None
        self._observe(events)
        self.version += 1
        self.advance()
        return True

    def leave_seat(self) -> None:
        """The person at the screen leaves; a marked computer substitute plays on (CC-22)."""
        seat = self.viewer
        if seat is None or self.match.seats[seat].is_computer:
            self._refuse(ui("no_seat_to_leave", self.lang))
            return
        before = len(self.match.events)
        try:
            events = self.match.leave(seat, "medium")
            self._saved(None)
        except OSError as exc:
            events = self.match.events[before:]
            self._saved(exc)
        self._observe(events)
        self.version += 1
        self.advance()

    def _saved(self, failure: OSError | None) -> None:
        """Issue 13, point 9: while the autosave fails (a read-only folder, a full disk) the player
        is told once, and the status line keeps a short warning until a save works again; then
        once more that it does. Never one notice per action stacked over the board."""
        if failure is None:
            if self.save_failing is not None:
                self.save_failing = None
                self.notify(ui("save_works_again", self.lang))
                self._render_status()
            return
        reason = failure.strerror or str(failure)
        if self.save_failing is None:
            self.notify(safe_text(ui("save_failing", self.lang, reason=reason)), severity="error",
                        timeout=10)
        self.save_failing = reason

    def _observe(self, events: list[Any]) -> None:
        for seat, (bot, _) in self._bots.items():
            bot.observe([e.seen_by(seat) for e in events])

    def _refuse(self, text: str) -> None:
        self.notify(safe_text(text), title=ui("refused", self.lang), severity="warning")
        self.post_message(self.Refused(text))

    # -- rendering -------------------------------------------------------------------------------
    def render_table(self) -> None:
        match = self.match
        shown = None if self.curtain_up else self.viewer
        view = match.view(shown)
        if shown is None:
            legal: list[Any] = []
            self._owner = {}
        else:
            legal, self._owner = privacy.keyboard_actions(
                shown, match.to_act(), match.seats, match.legal, self.board.shared_action)
        self.board.show(view, legal, shown)
        self._render_seats(view, shown)
        self._render_log(shown)
        self._render_status(view)

    def _render_seats(self, view: Any, shown: int | None) -> None:
        """One entry per seat. A game's line that already names the seat (and marks computers, as
        every game must, CC-24) is shown as it is; otherwise the shell puts the marked name first."""
        lines = self.game.seat_lines(view, self.lang)
        to_act = self.match.to_act()
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(width=1)
        table.add_column(ratio=1)
        for i, seat in enumerate(self.match.seats):
            mark = "▶" if i in to_act else ("◉" if i == shown else " ")
            line = lines[i] if i < len(lines) else ""
            style = "bold" if i == shown else ("" if i in to_act else "dim")
            if line and seat.name in line and (not seat.is_computer or "[" in line or "(" in line):
                entry = Text(line, style=style)
            else:
                entry = Text(seat_label(seat, self.lang), style=style)
                if line:
                    entry.append("\n  " + without_name(line, seat.name))
            table.add_row(mark, entry)
        self.query_one("#seats", Static).update(table)

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
        fresh: list[tuple[Any, str]] = []
        for event in events[self._logged:]:
            seen = event.seen_by(shown)
            text = self.game.event_text(seen, self.lang, names=names)
            if text:
                log.write(text)
                fresh.append((seen, text))
        self._logged = len(events)
        if fresh and not rebuilt:
            self.board.logged(fresh)

    def _render_status(self, view: Any | None = None) -> None:
        if view is None:
            view = self.match.view(None if self.curtain_up else self.viewer)
        text = Text(self.game.status_text(view, self.lang) or "")
        if self.save_failing is not None:
            text.append(f"  ⚠ {ui('not_saved', self.lang)}", style="bold red")
        left = self.remaining()
        if left is not None:
            text.append(f"  ⏱ {ui('seconds_left', self.lang, seconds=int(left + 0.999))}", style="bold")
        self.query_one("#status", Static).update(text)

    # -- keys ------------------------------------------------------------------------------------
    def action_keys(self) -> None:
        from .help import KeysScreen

        self.app.push_screen(KeysScreen(self, self.lang))

    def action_rules(self) -> None:
        from .help import RulesScreen

        self.app.push_screen(RulesScreen(self.game, self.lang, self.refused_rule))

    def action_type_move(self) -> None:
        box = self.query_one("#move-input", Input)
        box.display = True
        box.value = ""
        box.focus()

    def action_close_input(self) -> None:
        box = self.query_one("#move-input", Input)
        if box.display:
            box.display = False
            self.focus_board()
        elif self.match.outcome() is not None:  # the result was closed to look at the table
            self.chemapp.game_over(self)

    def focus_board(self) -> None:
        """Keys go to the board again (its first focusable part: the board itself may not be)."""
        board = self.board
        target = board if board.can_focus else next((w for w in board.query("*") if w.can_focus), board)
        target.focus()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        if message.input.id != "move-input":
            return
        message.stop()
        text = message.value.strip()
        self.action_close_input()
        if not text:
            return
        try:
            action = self.game.parse_action(text)
        except ValueError as exc:
            self._refuse(ui("notation_refused", self.lang, text=text, reason=str(exc)))
            return
        self.act_for_keyboard(action)

    def action_leave_seat(self) -> None:
        self.chemapp.confirm_leave(self)

    def action_save(self) -> None:
        self.chemapp.save_copy(self)

    def action_speed(self, step: int) -> None:
        self.chemapp.change_speed(step)


class _Soon:
    """A handle for work queued with ``call_later`` (next loop turn), so it can be cancelled too."""

    def __init__(self) -> None:
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


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
