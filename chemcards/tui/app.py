"""The chemcards Textual app: launcher, table, and the few things every screen shares.

Imports of engines and bots are deferred to the moment they are needed (the launcher lists games,
a table needs a bot), so ``chemcards`` reaches an interactive launcher quickly.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.notifications import SeverityLevel
from textual.screen import Screen

from chemcards.i18n import key_display, ui

from .clock import Clock
from .first_frame import resume_gc
from .settings import SPEEDS, Settings, current_save_path, load_settings, save_settings

if TYPE_CHECKING:
    from chemcards.bots.base import Bot
    from chemcards.core.match import Match
    from chemcards.core.protocol import Game
    from chemcards.core.registry import GameInfo
    from chemcards.core.rng import Rng

    from .launcher import Setup
    from .table import TableScreen


def default_games() -> dict[str, Game]:  # type: ignore[type-arg]
    from chemcards.core import registry

    return registry.games()


def games_loaded() -> bool:
    """Whether asking for the games is instant (the registry has imported them already)."""
    from chemcards.core import registry

    return registry.games.cache_info().currsize > 0


def default_make_bot(game: Game, seat: int, level: str, rng: Rng) -> Bot:  # type: ignore[type-arg]
    from chemcards.bots.levels import make_bot

    return make_bot(game, seat, level, rng)


class ChemcardsApp(App[int]):
    CSS_PATH = "app.tcss"
    TITLE = "chemcards"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "quit", "Quit", id="quit_key", priority=True)]
    #: classes on the app by terminal size. "-phone" below 60 columns: a phone's browser (chemcards
    #: web) gets about 45; app.tcss stacks the panels there and wraps the footer so every key stays on
    #: the screen to be tapped. "-wide"/"-tall" give a large screen's room to the board, the seats
    #: and the log (issue 12, point 15: 160x48 left two thirds empty)
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-phone"), (60, "-narrow"),
                                                                       (120, "-wide")]
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-short"), (40, "-tall")]

    def __init__(self, *, match: Match | None = None, settings: Settings | None = None,
                 lang: str | None = None, clock: Clock | None = None,
                 games: Callable[[], dict[str, Game]] | None = None,  # type: ignore[type-arg]
                 make_bot: Callable[..., Bot] | None = None,
                 save_path: Path | None = None, settings_path: Path | None = None,
                 remember: bool = True, notices: Sequence[str] = (),
                 stats_path: Path | None = None) -> None:
        super().__init__()
        #: shown once the app is up, e.g. where an unreadable save was kept (issue 13)
        self.notices = list(notices)
        #: where finished games against computers are counted (issue 19); by default beside the
        #: settings, and only when the app may remember things
        self.stats_path = stats_path
        self._counted: set[int] = set()
        self.settings = settings or load_settings(settings_path)
        if lang:
            self.settings.lang = lang
        self.settings_path = settings_path
        self.remember = remember
        self.clock = clock
        self.games = games or default_games
        self.make_bot = make_bot or default_make_bot
        self.save_path = save_path or current_save_path()
        self.initial_match = match
        #: the table last set up in this window: the launcher opens with it again after a game,
        #: a lesson or Saved games, whichever way it is reached (play-through 11: Ctrl+P "New
        #: game" reset the seats and options, a lesson's end showed another game)
        self.last_setup: Setup | None = None
        #: each game's options as last chosen in the launcher while the app runs (play-through 14,
        #: de 8), see ``LauncherScreen._chosen_options``; they are the settings' own, so they are
        #: kept in ``settings.json`` too (play-through 16, zh 12)
        self.launcher_options: dict[str, dict[str, Any]] = self.settings.options

    def get_key_display(self, binding: Binding) -> str:
        """Keys that are words in the player's language ("Umschalt+Tab", "Entf", "空格"): Textual
        writes "shift+tab", "del" and "space" in English on every screen (issue 21)."""
        if not binding.key_display:
            named = key_display(binding.key.split(",")[0].strip(), self.settings.lang)
            if named is not None:
                return named
        return super().get_key_display(binding)

    # -- notices ---------------------------------------------------------------------------------
    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """A notice on the front screen's own notice line (``tui/notice.py``: a toast drawn over
        the panels lost Chinese characters at their borders and stacked over dialogs); a screen
        without one (a screen of Textual's own) still gets a toast. Safe from other threads, like
        Textual's."""
        if self._thread_id != threading.get_ident():
            self.call_from_thread(self.notify, message, title=title, severity=severity, timeout=timeout,
                                  markup=markup)
            return
        from .notice import line_for

        line = line_for(self.screen_stack)
        if line is None:
            super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)
        else:
            line.show(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def clear_notifications(self) -> None:
        """Every notice goes (before a hot-seat curtain: it may name the last person's cards)."""
        from .notice import NoticeLine

        super().clear_notifications()
        for screen in self.screen_stack:
            for line in screen.query(NoticeLine):
                line.clear()

    # -- screens ---------------------------------------------------------------------------------
    def on_unmount(self) -> None:
        """The window closes: its game's save is free for another window (the system would let go
        of the lock at the process's end anyway; an app in a test process ends before that)."""
        from .saves import release

        release()

    def on_mount(self) -> None:
        from .text import safe_text, translate_bindings

        translate_bindings(self, self.settings.lang)
        if self.initial_match is not None:
            self.start_match(self.initial_match)
        else:
            self.show_launcher()
        # once the first screen (and its notice line) is up, not as a toast over it
        notices = [safe_text(notice) for notice in self.notices]
        self.call_after_refresh(lambda: [self.notify(n, timeout=12) for n in notices])
        # the collector paused for the start (``chemcards`` itself) runs again once the first
        # screen is drawn (issue 12 point 8)
        self.screen.call_after_refresh(resume_gc)

    def _show(self, screen: Screen[Any]) -> None:
        from .saves import release

        # the table's module only when a table exists: the launcher's first frame needs none of
        # it (issue 12 point 8, start time)
        table_module = sys.modules.get(f"{__package__}.table")
        if table_module is None or not isinstance(screen, table_module.TableScreen) \
                or getattr(screen.match, "autosave", None) is None:
            release()  # the game leaves this window: another may resume it now (issue 12 point 9)
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_launcher(self) -> None:
        """The launcher, set up as the last table was (``last_setup``) on every path back to it."""
        from .launcher import LauncherScreen

        self._show(LauncherScreen(self.last_setup))

    def show_saved_games(self) -> None:
        from .saved_games import SavedGamesScreen

        self._show(SavedGamesScreen())

    def start_match(self, match: Match) -> None:
        """The table for ``match``; its autosave is held for this window while it is up, so a
        second window never moves, resumes or deletes it (issue 12 point 9, ``saves.hold``)."""
        from .saves import hold
        from .table import TableScreen

        if match.autosave is not None and not hold(match.autosave):
            self.notify(ui("save_in_use", self.settings.lang), severity="error")
            return
        from .launcher import Setup

        self.last_setup = Setup.of(match.game.id, match.seats, match.options, match.record.aids)
        self._show(TableScreen(match))

    def start_lesson(self, game_id: str, name: str | None = None) -> None:
        """A guided first game (issue 19, ``tui/lesson.py``) for ``name``, the launcher's first
        person (the learner is "Du" where that is a default seat label)."""
        from chemcards.core.data import DataError

        from .lesson import start_lesson

        try:
            table = start_lesson(self, game_id, name)
        except DataError as exc:  # a damaged lesson file: one sentence, the launcher stays
            self.notify(str(exc), severity="error")
            return
        self._show(table)

    @property
    def table(self) -> TableScreen | None:
        table_module = sys.modules.get(f"{__package__}.table")
        if table_module is None:  # no table was ever made in this process
            return None
        TableScreen = table_module.TableScreen
        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen):
                return screen
        return None

    def games_ready(self) -> bool:
        return self.games is not default_games or games_loaded()

    def game_infos(self) -> dict[str, GameInfo]:
        """The games to list (names, player counts), read without importing any engine; before
        the entry points are read, the built-in games only (``registry.listed_game_infos``)."""
        from chemcards.core.registry import GameInfo, listed_game_infos

        if self.games is default_games:
            return listed_game_infos(self.settings.game or None)
        return {gid: GameInfo.of(game) for gid, game in self.games().items()}

    def load_game(self, game_id: str) -> Game | None:  # type: ignore[type-arg]
        """One game, importing only its own package."""
        from chemcards.core.registry import load_game

        if self.games is default_games:
            return load_game(game_id)
        return self.games().get(game_id)

    def game_loaded(self, game_id: str) -> bool:
        from chemcards.core.registry import is_loaded

        return self.games is not default_games or is_loaded(game_id)

    def in_progress(self) -> bool:
        table = self.table
        return table is not None and table.match.outcome() is None

    # -- what the table asks for (it posts messages; it does not know this class) -------------------
    def on_table_screen_leave_asked(self, message: TableScreen.LeaveAsked) -> None:
        self.confirm_leave(message.table)

    def on_table_screen_save_asked(self, message: TableScreen.SaveAsked) -> None:
        self.save_copy(message.table)

    def on_table_screen_speed_asked(self, message: TableScreen.SpeedAsked) -> None:
        self.change_speed(message.step)

    def game_over(self, table: TableScreen, again: bool = False) -> None:
        """The result of ``table``'s match; ``again``: the person opens it once more (after the
        review, or with Esc on the final table), and it takes their keys at once."""
        from .outcome import OutcomeScreen

        outcome = table.match.outcome()
        assert outcome is not None
        lang = self.settings.lang
        self._count_game(table)
        from .review import review_offered, review_refused

        # a game's line about the seats (Color Clash, CC-22: a substitute's win scores nothing)
        seat_note = getattr(table.game, "outcome_seat_note", None)
        refused = review_refused(table.match)  # no Review button: one line says why
        # CH-11: how each person at this screen who died did (play-through 15, en 1), whether or
        # not the story of the death was read before
        people = table.news_seats()
        notes = [table.game.outcome_text(outcome, lang),
                 table.game.death_note(table.match.events, table.match.seats, people, lang),
                 seat_note(outcome, table.match.seats, lang) if seat_note is not None else "",
                 ui(refused, lang) if refused else ""]
        screen = OutcomeScreen(outcome, table.match.seats, lang, table.game.title(lang),
                               "\n".join(note for note in notes if note),
                               table.game.outcome_column(outcome, lang),
                               review=review_offered(table.match) is not None,
                               points=table.game.outcome_has_points(), game=table.game,
                               again=again, viewer=getattr(table, "viewer", None))

        def chosen(what: str | None) -> None:
            if what == "new":
                self.new_game_after(table)
            elif what == "review":  # issue 19; the result comes back when the review closes
                self.review_game(table)
            elif what == "look":  # the final table stays; Esc on it brings the result back
                self.notify(ui("outcome_look_hint", lang))
            else:
                self.exit(0)

        self.push_screen(screen, callback=chosen)

    def review_game(self, table: TableScreen) -> bool:
        """The review of the finished game at ``table`` (issue 19), from the result's Review or
        ``r`` on the final table (play-through 23, zh 2); the result comes back when it closes.
        False where the game has no review (several people at one screen)."""
        from .review import open_review

        return open_review(self, table.match, self.settings.lang,
                           after=lambda _: self.game_over(table, again=True),
                           hints=getattr(table, "hints", None))

    @staticmethod
    def may_review(table: TableScreen) -> bool:
        """Whether the finished game at ``table`` has a review (one person against computers)."""
        from .review import review_offered

        return review_offered(table.match) is not None

    def new_game_after(self, table: TableScreen) -> None:
        """The launcher set up with the table just played, one key away (Enter starts it): from the
        result's "New game" and from ``n`` on the final table (play-through 11, zh 14). The
        launcher comes back as it was when the game started, on every path (play-through 11, en 6)."""
        self.show_launcher()

    def _count_game(self, table: TableScreen) -> None:
        """Add a finished game against computers to the statistics, once (issue 19). A guided
        first game does not count; a damaged statistics file is left as it is and said so."""
        from . import stats
        from .lesson import GuidedTable
        from .text import safe_text

        match = table.match
        if id(match) in self._counted or isinstance(table, GuidedTable):
            return
        self._counted.add(id(match))
        if not self.remember and self.stats_path is None:
            return
        entry = stats.entry_for(match)
        if entry is None:
            return
        try:
            stats.add(entry, self.stats_path)
        except (stats.StatsError, OSError) as exc:
            text = ui("stats_damaged", self.settings.lang, reason=str(exc))
            self.notify(safe_text(text), severity="warning")

    # -- settings --------------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        """Everything on screen follows at once: the app's own keys here, the screen's on rebuild."""
        from .text import translate_bindings

        self.settings.lang = lang
        translate_bindings(self, lang)
        self.refresh_bindings()
        self._remember()

    def action_help_quit(self) -> None:
        """Textual's answer to ctrl+c (which no longer quits), in the player's language: its own
        toast is English ("Do you want to quit?")."""
        lang = self.settings.lang
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(ui("help_quit", lang, key=key), title=ui("help_quit_title", lang))
                return

    def action_command_palette(self) -> None:
        """Textual's palette, with its search prompt in the player's language."""
        from textual.command import CommandPalette

        from .palette import Palette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(Palette(self.settings.lang, id="--command-palette"))

    def change_speed(self, step: int) -> None:
        """``step`` > 0 is faster: ``SPEEDS`` runs from slow to instant (issue 12: ``+`` was slower)."""
        names = list(SPEEDS)
        index = names.index(self.settings.speed) if self.settings.speed in names else 1
        wanted = index + step
        lang = self.settings.lang
        if not 0 <= wanted < len(names) and self.settings.speed in names:
            # at an end of the speeds: say so, rather than repeat the speed as if it had changed
            # (play-through 19, zh 9: "+" at instant said "电脑速度：即时" again)
            key = "speed_fastest" if step > 0 else "speed_slowest"
            self.notify(ui(key, lang, speed=ui(f"speed_{self.settings.speed}", lang)))
            return
        self.settings.speed = names[max(0, min(len(names) - 1, wanted))]
        self._remember()
        self.notify(ui("speed_now", lang, speed=ui(f"speed_{self.settings.speed}", lang)))

    def _remember(self) -> None:
        if self.remember:
            save_settings(self.settings, self.settings_path)

    # -- commands (palette, keys) ------------------------------------------------------------------
    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        lang = self.settings.lang
        from .launcher import LauncherScreen

        table = self.table
        # what this table offers (``TableScreen.PALETTE``: a guided game saves nothing, an
        # online table only leaves); any other screen offers all that applies there
        offers = (table.PALETTE if table is not None
                  else frozenset({"new_game", "save", "leave_seat", "speed"}))
        if isinstance(screen, LauncherScreen):
            # every button of the launcher is a command too (play-through 11, de 14: „lernen“
            # found nothing); "New game" there would only open the launcher again
            yield from screen.commands()
        elif "new_game" in offers:
            yield SystemCommand(ui("new_game", lang), ui("new_game_help", lang), self.action_new_game)
        if self.in_progress():
            if "save" in offers:
                yield SystemCommand(ui("save", lang), ui("save_help", lang), self.action_save)
            if "leave_seat" in offers:
                yield SystemCommand(ui("leave_seat", lang), ui("leave_seat_help", lang),
                                    self.action_leave_seat)
        elif "new_game" in offers:  # a game in progress would be left behind by it
            yield SystemCommand(ui("saved_games", lang), ui("saved_games_help", lang), self.show_saved_games)
        if table is not None:
            yield SystemCommand(ui("rules", lang), ui("rules_help", lang), self.action_rules)
            if "speed" in offers:
                yield SystemCommand(ui("faster", lang), ui("faster_help", lang), lambda: self.change_speed(1))
                yield SystemCommand(ui("slower", lang), ui("slower_help", lang),
                                    lambda: self.change_speed(-1))
        # what quitting does to the game on this screen (a guided game is not saved, en#9)
        quit_help = table.quit_help() if table is not None and self.in_progress() else ui("quit_help", lang)
        yield SystemCommand(ui("quit", lang), quit_help, self.action_quit)

    def action_new_game(self) -> None:
        if not self.in_progress():
            self.show_launcher()
            return
        table = self.table
        question = (table.abandon_question() if table is not None
                    else ui("abandon_question", self.settings.lang))
        self._confirm(question, self.show_launcher)

    def action_save(self) -> None:
        table = self.table
        if table is not None:
            self.save_copy(table)

    def action_leave_seat(self) -> None:
        table = self.table
        if table is not None:
            self.confirm_leave(table)

    def action_rules(self) -> None:
        table = self.table
        if table is not None:
            table.action_rules()

    async def action_quit(self) -> None:
        if not self.in_progress():
            self.exit(0)
            return
        table = self.table
        assert table is not None
        self._confirm(table.quit_question(), lambda: self.exit(0))

    def _confirm(self, question: str, then: Callable[[], object]) -> None:
        from .dialogs import ConfirmScreen

        # one press, one dialog: a key pressed again while the same question is open (a slow
        # terminal's repeat, issue 15 ot8 problem 2) does not stack a second one under it
        if isinstance(self.screen, ConfirmScreen) and self.screen.question == question:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                then()

        self.push_screen(ConfirmScreen(question, self.settings.lang), callback=answered)

    def confirm_leave(self, table: TableScreen) -> None:
        viewer = table.viewer
        if viewer is None or table.match.seats[viewer].is_computer or table.match.outcome() is not None:
            table.leave_seat()  # refuses with the reason
            return
        name = table.match.seats[viewer].name
        self._confirm(table.leave_question(name), table.leave_seat)

    def save_copy(self, table: TableScreen) -> None:
        from .saves import save_copy
        from .text import safe_text

        try:
            path = save_copy(table.match, self.save_path.parent)
        except OSError as exc:
            self.notify(safe_text(ui("save_failed", self.settings.lang, reason=exc.strerror or str(exc))),
                        severity="error")
            return
        self.notify(safe_text(ui("saved_to", self.settings.lang, path=str(path))))
