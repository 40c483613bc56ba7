"""The launcher: choose a game, its options, the seats and the language, or resume a saved game.

The form is plain data (:class:`SeatSpec`, chosen option indexes) and the widgets are rebuilt from
it whenever its shape changes (another game, language or seat count), which keeps the screen simple.
Games come from the registry (entry points), so a game not built yet is simply not listed.

A game that needs more than its options and seats (the Chemie-Kartenspiel's deck per seat) adds a
module ``launcher_ext`` to its package (the package of the module that defines its ``Game``) with
``extension(game) -> LauncherExtension``; the launcher imports it only when that game is chosen, so
the shell names no game and its cold start pays for nothing it does not show. The launcher starts
a match through the app (``Shell.start_match``); it does not import the app.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static

from chemcards.core.seats import LEVELS, Seat
from chemcards.i18n import LANGS, tr, ui

from .names import computer_names, respelled
from .notice import NoticeLine
from .saves import held_elsewhere, unfinished, unfinished_games
from .settings import CURRENT_SAVE, SPEEDS
from .text import lang_name, safe_text, translate_bindings
from .widgets import Cycler, KeysFooter, run_own_binding

if TYPE_CHECKING:
    from textual.app import SystemCommand

    from chemcards.core.protocol import Game
    from chemcards.core.registry import GameInfo

    from .shell import Shell


@dataclass
class SeatSpec:
    name: str
    computer: bool
    level: str = "medium"

    def seat(self) -> Seat:
        if self.computer:
            return Seat(self.name, "computer", self.level)
        return Seat(self.name, "human")


class LauncherExtension:
    """A game's own part of the launcher. The launcher asks it for widgets at the end of each seat's
    row, hides the options it sets itself, and lets it complete the options before the match
    starts. Its widgets' ``Cycler.Changed`` messages reach :meth:`changed` first."""

    #: options the extension sets itself (the launcher shows no row for them)
    owns: frozenset[str] = frozenset()

    def shape(self, options: dict[str, Any]) -> Hashable:
        """What decides which widgets the extension shows: the launcher rebuilds when it changes."""
        return None

    def seat_widgets(self, launcher: LauncherScreen, index: int) -> list[Widget]:
        return []

    def hint(self, launcher: LauncherScreen) -> str:
        """One more line of help under the seats ("" for none)."""
        return ""

    def changed(self, launcher: LauncherScreen, widget_id: str, value: Any) -> bool:
        """A choice of one of the extension's widgets changed; True when it was one of them."""
        return False

    def complete(self, options: dict[str, Any], seats: list[Seat]) -> dict[str, Any]:
        """The options for the match; ``ValueError`` with a sentence a person can read."""
        return options


@dataclass
class Setup:
    """A table as it was set up: "New game" after a game opens the launcher with it, so the same
    table (game, seats, levels, options) is one key away instead of the defaults (a newcomer after
    the guided game found the launcher back at another game with four seats)."""

    game_id: str
    seats: list[SeatSpec]
    options: dict[str, Any]
    aids: bool = False

    @classmethod
    def of(cls, game_id: str, seats: list[Seat], options: dict[str, Any], aids: bool) -> Setup:
        specs = [SeatSpec(s.name, s.is_computer and not s.substitute, s.level or "medium") for s in seats]
        return cls(game_id, specs, dict(options), aids)


class NameInput(Input):
    """A seat's name field whose own keys (⌫, ←, Home …) act in the order they were typed
    (``widgets.run_own_binding``): typed quickly, "⌫⌫⌫Anna" left the field empty (play-through 11,
    de 14). ↑/↓ go to the row above or below, as everywhere in the form (a one-line field has
    nothing to scroll; play-through 12, zh#11)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "screen.row(1)", show=False),
        Binding("up", "screen.row(-1)", show=False),
    ]

    async def _on_key(self, event: events.Key) -> None:
        if event.character == "?":
            # "?" lists the keys here as on every row of the form, never part of a name: typed into
            # the field it made "?Noether", and the footer had dropped "? Keys" (play-through 14,
            # de 7); a name needs no "?"
            event.stop()
            event.prevent_default()
            await self.run_action("screen.keys")
            return
        if not await run_own_binding(self, event):
            await super()._on_key(event)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """The footer keeps "? Keys" while a name is typed: this field never takes the "?"."""
        return character != "?" and super().check_consume_key(key, character)

    def insert_text_at_cursor(self, text: str) -> None:
        """A pasted name loses its "?" as a typed one never gets it."""
        super().insert_text_at_cursor(text.replace("?", ""))


class LauncherForm(VerticalScroll):
    """The launcher's form: ↑/↓ move between its rows as Tab and Shift+Tab do, where the focused
    field does not use them itself (play-through 12, zh#11: a newcomer pressed ↓ first and nothing
    happened). A scroll container's own ↑/↓ scrolled instead; moving the focus scrolls too. In the
    seat rows ↑/↓ keep the column (``LauncherScreen.action_row``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "screen.row(1)", show=False),
        Binding("up", "screen.row(-1)", show=False),
    ]


class SeatButton(Button):
    """The seats' + and −: ⏎ and Space press them as any focused button is pressed (play-through
    16, en 3: ⏎ on a focused "−" started a game nobody had set up, twice; the help line on them
    says "⏎ presses", Ctrl+S starts), and ←/→ choose between them as the help line's "←/→
    chooses" promises (play-through 13, en 10: → stayed on "+")."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "press", show=False),
        Binding("left", "go('add-seat')", show=False),
        Binding("right", "go('remove-seat')", show=False),
    ]

    def action_go(self, button_id: str) -> None:
        """The focus to the other seat button (the one it is on already: nothing happens)."""
        if self.id != button_id:
            self.screen.query_one(f"#{button_id}").focus()

    def action_press(self) -> None:
        """Every press counts: Textual's button ignores a press while it still shows the last one
        (its "-active" look, 0.2 s, longer while a busy machine rebuilds the form), so ⏎ on „+“
        0.4 s apart added a seat for every second press only (play-through 18, de 10)."""
        self.press()

    async def _on_key(self, event: events.Key) -> None:
        if not await run_own_binding(self, event):
            await super()._on_key(event)


class RowMarker(Static):
    """The first cells of a launcher row: "▸" while one of its fields has the focus (the screen
    sets it, ``LauncherScreen._mark_focused_row``)."""

    def mark(self, on: bool) -> None:
        # a row of buttons is three lines high: the mark beside their labels
        text = "▸" if on else ""
        self.update("\n" + text if self.parent is not None and self.parent.has_class("buttons") else text)


def row_marker() -> RowMarker:
    return RowMarker("", classes="row-marker")


def is_computer_default(name: str, index: int) -> bool:
    """Whether ``name`` is one the launcher gives a computer seat by itself: a chemist's name in
    any language's spelling, or the fallback "CPU <n>" of seat ``index`` (0-based)."""
    name = name.strip()
    return name == f"CPU {index + 1}" or any(name in computer_names(code) for code in LANGS)


def launcher_extension(game: Game) -> LauncherExtension | None:  # type: ignore[type-arg]
    """``<the game's package>.launcher_ext.extension(game)`` when the game has that module."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        spec = find_spec(f"{package}.launcher_ext")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    factory = getattr(import_module(spec.name), "extension", None)
    return factory(game) if factory is not None else None


class LauncherScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        # One set of keys in the footer in every language (issue 21 item 6: the footer showed what
        # fitted, so German, with longer labels, showed fewer keys than Chinese): start, resume,
        # Online (which has no button), "?" and F1 Rules; the others are on the "?" page and have buttons or
        # are named there. Ctrl+S has its own short label ("Spiel starten" left no room).
        # Priority keys (play-through 17, en 2): the game starts as the key arrives, before the keys
        # typed right behind it are handed out, so they reach the table, not this form (a quick
        # Ctrl+S → changed the game just started; ⏎ → lost the →)
        Binding("ctrl+s", "start", "Start", id="start_key", priority=True),
        Binding("enter", "start_by_enter", show=False, priority=True),
        # the button's word („Fortsetzen“, not „Weiter“: play-through 18, de 11); F1 stays in the
        # German footer at 80 columns beside it (play-through 15, en 7; ``footer_ranks``)
        Binding("ctrl+r", "resume", "Resume", id="resume_key"),
        Binding("ctrl+o", "online", "Online", id="online"),
        Binding("ctrl+g", "saved_games", "Saved games", id="saved_games", show=False),
        # the language switch in the title row is changed by a click or this key, from wherever
        # the focus is (not on the Tab path: play-through 11, de 14); the "?" page names it (Ctrl+L
        # is the table's "Leave seat": one meaning per key, so T for "tongue"; play-through 9, en:
        # a tester found the switch with the mouse only); and in the footer, under a short label
        # (play-through 18, en 8 and zh 5: found only on the "?" page). Where the footer is
        # short of room it goes before Resume, never before Ctrl+S (``footer_ranks``)
        Binding("ctrl+t", "next_lang", "Language", id="language"),
        Binding("question_mark", "keys", "Keys", id="keys"),
        # F1 stays in the footer: in a phone's browser a footer key is the only way to tap it
        Binding("f1", "rules", "Rules", id="rules"),
        Binding("f2", "stats", "Statistics", id="stats", show=False),  # issue 19: tui/stats_screen.py
        # Tab moves on before the next key is handed out: as Textual's own (non-priority) Tab it
        # ran only after the keys typed behind it had gone to the field it left (play-through 11,
        # de 14: "Anna⇥Ben" quickly typed filled one field with "AnnaBen")
        Binding("tab", "app.focus_next", show=False, priority=True),
        # Shift+Tab on the first field stays there, as ↑ does: it went round to Quit, where the
        # next ⏎ quit the app unasked (play-through 18, zh 5)
        Binding("shift+tab", "focus_back", show=False, priority=True),
        # ←/→ along the row of buttons, as the help line's "←/→ chooses" promises (play-through 18,
        # de 10 and zh 5: only Tab moved there); a field with ←/→ of its own keeps them
        Binding("left", "button_step(-1)", show=False),
        Binding("right", "button_step(1)", show=False),
    ]

    def __init__(self, setup: Setup | None = None) -> None:
        super().__init__()
        #: the table to set up again, applied once when its game is loaded
        self._setup = setup
        self.game_id: str | None = setup.game_id if setup is not None else None
        self.option_index: dict[str, int] = {}
        self.seat_specs: list[SeatSpec] = []
        #: every person at the table agrees to undo and hints (issue 19, ``Record.aids``)
        self.aids = False
        #: the chosen game's own launcher part, if it has one
        self.extension: LauncherExtension | None = None
        #: seats a game with fewer places cut off: they come back for a game with room for them
        #: until the person changes the count (play-through 14, de 8: six seats became four after
        #: passing Metallurgie in the game list)
        self._spare_seats: list[SeatSpec] = []
        #: the chosen game's engine is loaded, so its options and seats can be shown. The game list
        #: itself comes from data (``rulesets/<game>/game.toml``) at once; only the chosen game is
        #: imported, in a worker after the launcher is on screen (issue 12, point 8)
        self.loaded = False
        self._game: Game | None = None  # type: ignore[type-arg]
        self._has_current = False  # an unfinished game in progress (Ctrl+R resumes it)
        self._saved_count = 0  # unfinished games on disk (Ctrl+G lists them)
        self._painted = threading.Event()  # the first frame is on screen: the engine may load
        #: the first frame holds the title and the game list only; the rest is still to be mounted
        self._rest_pending = False
        self._label_width = 12  # the form's label column in cells, set by ``compose``

    @staticmethod
    def _has_lesson(game_id: str) -> bool:
        """Whether ``game_id`` has a guided first game; the lessons module (which brings the match
        driver) is imported only once a game is loaded, never for the first frame."""
        from chemcards.lessons import has_lesson

        return has_lesson(game_id)

    @property
    def chemapp(self) -> Shell:
        return self.app  # type: ignore[return-value]

    @property
    def lang(self) -> str:
        return self.chemapp.settings.lang

    @property
    def infos(self) -> dict[str, GameInfo]:
        return self.chemapp.game_infos()

    @property
    def game(self) -> Game | None:  # type: ignore[type-arg]
        return self._game if self.loaded else None

    @property
    def _chosen_options(self) -> dict[str, dict[str, Any]]:
        """Each game's options as last chosen, kept by the app while it runs: another game and
        back keeps them (play-through 12, zh#11), and so do Saved games, a lesson or a game of
        another kind in between, each of which opens the launcher anew (play-through 14, de 8:
        Color Clash "after the people: round ends" and CHEMIS "Start-HP 1" came back reset). They
        are the settings' ``options``, in ``settings.json`` after a restart (play-through 16, zh 12)."""
        app = self.chemapp
        chosen: dict[str, dict[str, Any]] | None = getattr(app, "launcher_options", None)
        if chosen is None:
            chosen = {}
            app.launcher_options = chosen  # type: ignore[attr-defined]
        return chosen

    # -- form state ------------------------------------------------------------------------------
    def _pick_id(self, game_id: str | None) -> str | None:
        infos = self.infos
        return game_id if game_id in infos else next(iter(infos), None)

    def _choose_game(self, game_id: str | None) -> None:
        """Make ``game_id`` the chosen game; its engine must be loaded (``chemapp.load_game``)."""
        game_id = self._pick_id(game_id)
        if self.loaded and self._game is not None and self.game_id is not None:
            self._chosen_options[self.game_id] = self.options()
        self.game_id = game_id
        self._game = self.chemapp.load_game(game_id) if game_id else None
        self.loaded = True
        game = self._game
        self.option_index = {}
        self.extension = None
        if game is None:
            return
        self.extension = launcher_extension(game)
        chosen = self._chosen_options.get(game.id, {})
        for opt in game.options():
            values = opt.values()
            value = chosen.get(opt.key, opt.default)
            value = value if value in values else opt.default
            self.option_index[opt.key] = values.index(value) if value in values else 0
        setup, self._setup = self._setup, None
        # four seats by default; a table set up again, or a form the person filled in and then
        # chose another game for, keeps its own count within the game's limits (play-through 11,
        # de 14: changing the game reset the seats to four)
        kept = bool(self.seat_specs)
        if setup is not None and setup.game_id == game_id:
            self._apply(game, setup)
            kept = True
        if not self.seat_specs and not kept:
            # the seats of the table last started, names as typed, after a restart too (play-
            # through 12, zh#11: 小明/小红 were back at "玩家1 / Curie / …")
            remembered = getattr(self.chemapp.settings, "seats", None) or []
            self.seat_specs = [SeatSpec(s.name, s.computer, s.level if s.level in LEVELS else "medium")
                               for s in remembered[:game.max_players]]
            kept = bool(self.seat_specs)
            for n, spec in enumerate(self.seat_specs, 1):  # a default name in today's language
                if spec.name in {ui("default_person", code, n=n) for code in LANGS}:
                    spec.name = ui("default_person", self.lang, n=n)
                elif spec.computer:
                    spec.name = respelled(spec.name, self.lang)
        if not self.seat_specs:
            self.seat_specs = [SeatSpec(ui("default_person", self.lang, n=1), False)]
        # seats a smaller game hid come back first, as they were (play-through 14, de 8)
        while self._spare_seats and len(self.seat_specs) < game.max_players:
            self.seat_specs.append(self._spare_seats.pop(0))
        wanted = max(len(self.seat_specs), game.min_players) if kept else \
            min(max(game.min_players, 4), game.max_players)
        while len(self.seat_specs) < wanted:
            self._add_computer()
        self._spare_seats[:0] = self.seat_specs[game.max_players:]
        del self.seat_specs[game.max_players:]
        self._chosen_options[game.id] = self.options()

    def _apply(self, game: Game, setup: Setup) -> None:  # type: ignore[type-arg]
        """The last table's seats and options, where this game still offers them."""
        self.seat_specs = [SeatSpec(s.name, s.computer, s.level) for s in setup.seats]
        self.aids = setup.aids
        for opt in game.options():
            values = opt.values()
            if opt.key in setup.options and setup.options[opt.key] in values:
                self.option_index[opt.key] = values.index(setup.options[opt.key])

    def _add_computer(self) -> None:
        self.seat_specs.append(SeatSpec(self._free_computer_name(), True))

    def _free_computer_name(self) -> str:
        """A chemist's name no seat has yet ("CPU <n>" for a new last seat when all are taken)."""
        used = {s.name for s in self.seat_specs}
        return next((n for n in computer_names(self.lang) if n not in used),
                    f"CPU {len(self.seat_specs) + 1}")

    def options(self) -> dict[str, Any]:
        game = self.game
        if game is None:
            return {}
        return {o.key: o.choices[self.option_index.get(o.key, 0)].value for o in game.options()}

    def form_setup(self) -> Setup | None:
        """The table as the form sets it up now (names as they will sit), or None before the
        chosen game is loaded."""
        if self.game is None or self.game_id is None:
            return None
        return Setup.of(self.game_id, self.seats(), self.options(), self.aids)

    def _remember_form(self) -> None:
        """The launcher is left for a lesson or Saved games: it opens with this form again."""
        setup = self.form_setup()
        if setup is not None:
            self.chemapp.last_setup = setup

    # -- widgets ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        if not self.loaded:
            if self.game_id is None:
                self.game_id = self._pick_id(self.chemapp.settings.game or None)
            if self.game_id is not None and self.chemapp.game_loaded(self.game_id):
                self._choose_game(self.game_id)
        lang = self.lang
        infos = self.infos
        game = self.game
        owned = self.extension.owns if self.extension else frozenset()
        labels = [ui("game", lang), ui("seats", lang), ui("speed", lang), ui("aids_label", lang)]
        if game is not None:
            labels += [o.label(lang) for o in game.options() if o.key not in owned]
        # the label column as wide as its longest label in cells ("Tempo der Computer", 中文 takes
        # two cells a character), so no label is cut; within reason at 80 columns
        self._label_width = min(28, max(12, *(cell_len(t) for t in labels)) + 1)
        field = self._field
        # while the chosen game's engine loads, the first frame is the title and the game list
        # alone; the rows under them, the buttons and the footer follow right after it is drawn
        # (``_mount_rest``): styling and drawing them first held the game names back by about
        # 0.1 s of CPU (issue 12 point 8)
        self._rest_pending = not self.loaded and self.game_id is not None
        with LauncherForm(id="launcher", can_focus=False):  # Tab goes to the fields only
            with Horizontal(classes="row title-row"):
                yield Static(ui("launcher_title", lang), id="title")
                # not on the Tab path: one ← while tabbing switched the whole screen to another
                # language (play-through 11, de 14); a click or Ctrl+T changes it
                language = Cycler([(lang_name(code), code) for code in LANGS], lang, id="lang", deferred=True,
                                  submits=True)
                language.can_focus = False
                yield language
            if self.game_id is not None:
                with Horizontal(classes="row"):
                    yield row_marker()
                    yield field(ui("game", lang))
                    # deferred: the name changes with the options below it, in one redraw (play-
                    # through 11, en 4: "Metallurgie" over Color Clash's options for 1-2 s)
                    yield Cycler([(g.title(lang), gid) for gid, g in infos.items()], self.game_id, id="game",
                                 submits=True, deferred=True)
            if game is None:
                yield Static(ui("loading_games" if self.game_id is not None and not self.loaded
                                else "no_games", lang), classes="hint", id="no-games")
            else:
                for i, opt in enumerate(game.options()):
                    if opt.key in owned:
                        continue
                    with Horizontal(classes="row"):
                        yield row_marker()
                        yield field(opt.label(lang))
                        cycler = Cycler([(c.label(lang), n) for n, c in enumerate(opt.choices)],
                                        self.option_index.get(opt.key, 0), id=f"opt-{i}", submits=True)
                        # a short word on what a terse label means, from the game's catalogue
                        # ("opt_<key>_note"; play-through 12, de#9: "Start-LP" unexplained),
                        # right beside the choice, which is then only as wide as its longest value
                        note = tr(game.id, f"opt_{opt.key}_note", lang)
                        if note != f"opt_{opt.key}_note":
                            cycler.styles.width = max(cell_len(c.label(lang)) for c in opt.choices) + 6
                        yield cycler
                        if note != f"opt_{opt.key}_note":
                            yield Label(note, classes="option-note")
                with Horizontal(classes="row"):
                    yield row_marker()
                    yield field(ui("seats", lang), "section")
                    # never disabled: a disabled button would hand the focus to the other one, and
                    # the next Enter would do the opposite; at the limit a press says why instead
                    yield SeatButton("+", id="add-seat", compact=True)
                    yield SeatButton("−", id="remove-seat", compact=True)
                    # what the game does with the seats before play, where it is not their order:
                    # CHEMIS draws identities by lot (CH-2), so the person in row 1 may be "C"
                    # (play-through 24, en and de 14)
                    seats_note = tr(game.id, "seats_note", lang)
                    if seats_note != "seats_note":
                        yield Label(seats_note, classes="option-note", id="seats-note")
                kinds = [(ui("person", lang), "human"), (ui("computer", lang), "computer")]
                levels = [(ui(f"level_{lv}", lang), lv) for lv in LEVELS]
                for i, spec in enumerate(self.seat_specs):
                    with Horizontal(classes="row seat-row"):
                        yield row_marker()
                        yield Label(f"{i + 1}.", classes="seat-no")
                        yield NameInput(spec.name, id=f"name-{i}", compact=True, max_length=16,
                                        classes="seat-name")
                        yield Cycler(kinds, "computer" if spec.computer else "human", id=f"kind-{i}",
                                     classes="seat-kind", submits=True)
                        yield Cycler(levels, spec.level, id=f"level-{i}", classes="seat-level",
                                     disabled=not spec.computer, submits=True)
                        if self.extension is not None:
                            yield from self.extension.seat_widgets(self, i)
                extra = self.extension.hint(self) if self.extension is not None else ""
                if extra:
                    yield Static(extra, classes="hint", id="extension-hint")
            if not self._rest_pending:
                yield from self._lower_rows()
        yield NoticeLine(id="notice")  # notices in the layout, not over it (tui/notice.py)
        if not self._rest_pending:
            yield self._footer()

    def _field(self, text: str, extra: str = "") -> Label:
        """A row's label, as wide as the form's label column."""
        label = Label(text, classes=f"field {extra}".strip())
        label.styles.width = self._label_width
        return label

    def _lower_rows(self) -> list[Widget]:
        """The form's rows under the game's own: speed, aids, the help line and the buttons."""
        lang = self.lang
        game = self.game
        speed = Horizontal(row_marker(), self._field(ui("speed", lang)),
                           Cycler([(ui(f"speed_{s}", lang), s) for s in SPEEDS], self.chemapp.settings.speed,
                                  id="speed", submits=True),
                           classes="row")
        # issue 19: undo and hints among people only when all agree now (against computers always)
        choices = [(ui("aids_choice_off", lang), "off"), (ui("aids_choice_agreed", lang), "agreed")]
        aids = Horizontal(row_marker(), self._field(ui("aids_label", lang)),
                          Cycler(choices, "agreed" if self.aids else "off", id="aids", submits=True),
                          classes="row")
        buttons: list[Widget] = [
            row_marker(),
            Button(ui("start", lang), id="start", variant="primary", disabled=game is None),
            # issue 19: a guided first game of the chosen game (tui/lesson.py)
            Button(tr("lessons", "learn_to_play", lang), id="learn",
                   disabled=game is None or not self._has_lesson(game.id)),
        ]
        saved = self._saved_title()
        self._has_current = saved is not None
        if saved:  # the game's name is first in "Saved games"; a short label fits 80 columns
            buttons.append(Button(ui("resume", lang), id="resume",
                                  tooltip=ui("resume_game", lang, game=saved)))
        count = self._saved_count = len(unfinished_games(self.chemapp.save_path.parent))
        if count:
            buttons.append(Button(ui("saved_games_button", lang, n=count), id="saved-games"))
        buttons.append(Button(ui("quit", lang), id="quit"))
        return [speed, aids, Static(self._hint_text(), classes="hint", id="launcher-hint"),
                Horizontal(*buttons, classes="row buttons")]

    @staticmethod
    def _footer() -> KeysFooter:
        footer = KeysFooter()
        footer.palette = False  # Ctrl+P is on the "?" page; the launcher's own keys need the room
        return footer

    async def _mount_rest(self) -> None:
        """The first frame is drawn: the rows under the game list, the buttons and the footer, as
        ``compose`` makes them in a whole form (nothing when a whole form is there already)."""
        if not self._rest_pending:
            return
        self._rest_pending = False
        with self.app.batch_update():
            await self.query_one(LauncherForm).mount_all(self._lower_rows())
            await self.mount(self._footer())

    def commands(self) -> list[SystemCommand]:
        """The launcher's buttons as command palette entries (``ChemcardsApp.get_system_commands``
        adds Saved games and Quit, which every screen without a game in progress has)."""
        from textual.app import SystemCommand

        lang = self.lang
        game = self.game
        found: list[SystemCommand] = []
        if game is not None:
            found.append(SystemCommand(ui("start", lang), ui("start_help", lang), self.action_start))
            if self._has_lesson(game.id):
                found.append(SystemCommand(tr("lessons", "learn_to_play", lang),
                                           ui("learn_to_play_help", lang), self.action_learn))
        if self._has_current:
            found.append(SystemCommand(ui("resume", lang), ui("resume_help", lang), self.action_resume))
        found.append(SystemCommand(ui("online", lang), ui("online_help", lang), self.action_online))
        return found

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys with nothing to do stay out of the footer (it must fit 80 columns in German)."""
        if action == "resume":
            return self._has_current
        if action == "start_by_enter":
            return self._enter_starts()
        if action == "button_step":
            return self._row_button() is not None
        # Ctrl+G always opens Saved games, which says when there is none (issue 12 follow-up,
        # point 6: with no saves the key did nothing and said nothing)
        return True

    def footer_ranks(self) -> dict[str, float]:
        """Which footer keys go first where room is short (``widgets._LATER``). Ctrl+S never goes:
        starting is what the launcher is for (play-through 21, de 2: with a saved game the German
        footer had dropped it, and the language key with it). F1 stays (play-through 15, en 7).
        Then Resume, which is also a button in the row; then the language key, also a field in the
        title row; Online, which has neither, goes first — the "?" page names every key
        (docs/app.md, "The launcher's footer")."""
        return {"rules": 0, "resume": 1, "next_lang": 2, "online": 3}

    def _row_button(self) -> Button | None:
        """The focused button when it is one of the row of buttons at the bottom."""
        focused = self.focused
        if isinstance(focused, Button) and focused.parent is not None and focused.parent.has_class("buttons"):
            return focused
        return None

    def action_button_step(self, step: int) -> None:
        """←/→ on the row of buttons: the next button that can be pressed; at an end, nothing."""
        focused = self._row_button()
        if focused is None or focused.parent is None:
            return
        row = [b for b in focused.parent.query_children(Button) if not b.disabled]
        at = row.index(focused) + step if focused in row else -1
        if 0 <= at < len(row):
            row[at].focus()

    def action_focus_back(self) -> None:
        """Shift+Tab: the field before this one; on the first field, nothing."""
        chain = self.focus_chain
        if self.focused is not None and chain and self.focused is chain[0]:
            return
        self.app.action_focus_previous()

    def _resumable(self) -> Path | None:
        """What Resume continues: the game in progress, else the most recently played unfinished
        one, as ``chemcards resume`` does (play-through 14, de 1); never another window's game."""
        from .saves import latest_unfinished

        save = self.chemapp.save_path
        return latest_unfinished(save.parent) if save.name == CURRENT_SAVE else \
            (save if unfinished(save) is not None and not held_elsewhere(save) else None)

    def _saved_title(self) -> str | None:
        path = self._resumable()
        record = unfinished(path) if path is not None else None
        if record is None:
            return None
        info = self.infos.get(record.game)
        return info.title(self.lang) if info else record.game

    def on_mount(self) -> None:
        # the game first: ←/→ choose it and Enter starts it (on Start, where the launcher opened,
        # ←/→ did nothing; play-through 10, launcher 1)
        self.query_one("#game" if self.query("#game") else "#quit").focus()
        if self._rest_pending:
            self.call_after_refresh(self._mount_rest)
        if not self.loaded and self.game_id is not None:
            # the engine's import waits for the first frame: on 2 busy cores a thread importing
            # beside the first paint held the game list back (issue 12 point 8, start time)
            self._painted.clear()
            self.call_after_refresh(lambda: self.set_timer(0.1, self._painted.set))
            self.run_worker(self._load_games, thread=True, group="games")

    def _load_games(self) -> None:
        self._painted.wait(1.0)
        if self.game_id is not None:
            self.chemapp.load_game(self.game_id)  # the slow part (imports), off the event loop
        self.app.call_from_thread(self._games_loaded)

    async def _games_loaded(self) -> None:
        self._choose_game(self.game_id)
        # a field the person went to while the games loaded keeps the focus: it jumped to Start,
        # and the next ←/→ meant for the game row did nothing (issue 12 follow-up, point 10)
        keep = self.focused.id if self.focused is not None and self.focused.id != "quit" else None
        await self._rebuild(keep or ("game" if self.game is not None else None))

    # -- moving between rows -----------------------------------------------------------------------
    def action_row(self, step: int) -> None:
        """↓ (``step`` 1) / ↑ (-1): the next or previous row of the form. In the seat rows the focus
        keeps its column, level to level, type to type, name to name: ↓ from seat 2's level landed
        on seat 3's type, and the next ← made the computer a person (play-through 15, zh 1). A
        column's field that is off (a person's level) is passed over; past the last seat (or above
        the first) the focus leaves the seat rows to the row below (above) them."""
        focused = self.focused
        chain = self.focus_chain
        row_button = self._row_button()
        if row_button is not None:
            # the row of buttons is the last row: ↓ stays on it (←/→ move along it), ↑ goes back to
            # the form above it. ↓ walked on along the buttons to Quit, where a held ↓ and ⏎ quit
            # the app unasked (play-through 19, de 5)
            if step < 0:
                above = [w for w in chain if w.parent is not row_button.parent]
                below = chain.index(row_button)
                before = [w for w in above if chain.index(w) < below]
                if before:
                    before[-1].focus()
            return
        column, _, number = (focused.id or "").rpartition("-") if focused is not None else ("", "", "")
        seat_ids = [w.id for w in chain if w.id and w.parent is not None and w.parent.has_class("seat-row")]
        if focused is None or focused.id not in seat_ids or not number.isdigit():
            # ↑ on the first row stays there, ↓ on the last too: ↑ on the game row went round to
            # Quit, where the next ⏎ quit (play-through 16, de 2); Tab still goes round
            at = chain.index(focused) if focused in chain else -1
            if focused is not None and not 0 <= at + step < len(chain):
                return
            self.app.action_focus_next() if step > 0 else self.app.action_focus_previous()
            return
        index = int(number) + step
        while 0 <= index < len(self.seat_specs):
            wanted = f"{column}-{index}"
            if wanted in seat_ids:
                self.query_one(f"#{wanted}").focus()
                return
            index += step
        # out of the seat rows: the field after the last seat row's fields, or before the first's
        positions = [n for n, w in enumerate(chain) if w.id in seat_ids]
        target = positions[-1] + 1 if step > 0 else positions[0] - 1
        if 0 <= target < len(chain):
            chain[target].focus()

    def _hint_text(self) -> str:
        """The help line for the focused field: in a name field ←/→ move the text cursor, not the
        choice the general line promises (play-through 15, de 13); on a button ⏎ presses it."""
        if isinstance(self.focused, NameInput):
            return ui("launcher_hint_name", self.lang)
        # on a button ⏎ presses it, "+" and "−" included (play-through 16, en 3)
        if isinstance(self.focused, Button):
            return ui("launcher_hint_button", self.lang)
        return ui("launcher_hint", self.lang)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        for hint in self.query("#launcher-hint"):
            hint.update(self._hint_text())  # type: ignore[attr-defined]
        self._mark_focused_row()

    def _mark_focused_row(self) -> None:
        """"▸" at the start of the focused field's row, blank on every other row: text, not only a
        colour, so it shows in any terminal and in a screen capture (play-through 16, de 2: on a
        choice nothing showed the focus, and ←/→ changed a seat the tester did not mean)."""
        focused = self.focused
        row = next((a for a in focused.ancestors if a.has_class("row")), None) if focused else None
        for marker in self.query(RowMarker):
            marker.mark(marker.parent is row)

    async def rebuild(self, focus: str | None = None) -> None:
        """The form again from its data (a game's extension calls this after one of its dialogs)."""
        await self._rebuild(focus)

    async def _rebuild(self, focus: str | None = None) -> None:
        await self.recompose()
        await self._mount_rest()  # a form rebuilt while the engine loads (Ctrl+T) is whole at once
        translate_bindings(self, self.lang)
        if focus and self.query(f"#{focus}"):
            self.query_one(f"#{focus}").focus()

    # -- events ----------------------------------------------------------------------------------
    async def on_cycler_changed(self, event: Cycler.Changed) -> None:
        wid = event.cycler.id or ""
        value = event.value
        if self.extension is not None and self.extension.changed(self, wid, value):
            return
        if wid == "lang" and value != self.lang:
            await self._switch_lang(str(value), "lang")
        elif wid == "game" and value != self.game_id:
            # the name and the options below it change in one redraw, never one before the other
            with self.app.batch_update():
                self._choose_game(str(value))  # imports that one game now, if not yet
                await self._rebuild("game")
        elif wid == "speed":
            self.chemapp.settings.speed = str(value)
            self.chemapp._remember()
        elif wid == "aids":
            self.aids = value == "agreed"
        elif wid.startswith("opt-") and self.game is not None:
            opt = self.game.options()[int(wid[4:])]
            before = self.extension.shape(self.options()) if self.extension is not None else None
            self.option_index[opt.key] = int(value)  # type: ignore[arg-type]
            if self.game_id is not None:  # kept whatever screen comes next, and after a restart
                self._chosen_options[self.game_id] = self.options()
                self.chemapp._remember()  # settings.json (play-through 16, zh 12)
            if self.extension is not None and self.extension.shape(self.options()) != before:
                await self._rebuild(wid)
        elif wid.startswith("kind-"):
            i = int(wid[5:])
            computer = value == "computer"
            spec = self.seat_specs[i]
            if spec.computer != computer:
                spec.computer = computer
                self.query_one(f"#level-{i}", Cycler).disabled = not computer
                # a person is no chemist: a computer's default name gives way to a person's
                # ("Player 2"), and back (a free chemist's name); a name typed here stays (play-
                # through 13, en 10: the person was left "Curie")
                if not computer and is_computer_default(spec.name, i):
                    spec.name = ui("default_person", self.lang, n=i + 1)
                    self.query_one(f"#name-{i}", Input).value = spec.name
                elif computer and spec.name in {ui("default_person", code, n=i + 1) for code in LANGS}:
                    spec.name = self._free_computer_name()
                    self.query_one(f"#name-{i}", Input).value = spec.name
        elif wid.startswith("level-"):
            self.seat_specs[int(wid[6:])].level = str(value)

    async def _switch_lang(self, lang: str, focus: str | None) -> None:
        """Everything on the launcher in ``lang`` at once (issue 12 point 5)."""
        # a default name follows the language ("Spieler 1" is "Player 1"); a typed one stays.
        # A seat switched to Computer keeps its name in the form, and gets it back when it is
        # a person again: that name follows too (issue 12 point 5: "玩家1" on a German screen)
        self.chemapp.set_lang(lang)
        for n, spec in enumerate(self.seat_specs, 1):
            defaults = {ui("default_person", code, n=n) for code in LANGS}
            if spec.name in defaults:
                spec.name = ui("default_person", self.lang, n=n)
            elif spec.computer:  # a chemist's name as the language spells it ("Mendelejew")
                spec.name = respelled(spec.name, self.lang)
        # one redraw for the whole form: nothing shows the new language before everything does
        with self.app.batch_update():
            await self._rebuild(focus)
            for footer in self.query(KeysFooter):
                await footer.fill()

    async def action_next_lang(self) -> None:
        """Ctrl+T: the next language, the focus staying on its field (a name being typed keeps it)."""
        focus = self.focused.id if self.focused is not None else None
        await self._switch_lang(LANGS[(LANGS.index(self.lang) + 1) % len(LANGS)], focus)

    def on_cycler_submitted(self, event: Cycler.Submitted) -> None:
        """Enter on a choice starts the game, as Start does (play-through 10, launcher 1)."""
        event.stop()
        self.action_start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter after a name starts the game too: Enter means "start" in every field of the form."""
        event.stop()
        if (event.input.id or "").startswith("name-"):
            self.action_start()

    def on_input_changed(self, event: Input.Changed) -> None:
        wid = event.input.id or ""
        if wid.startswith("name-") and int(wid[5:]) < len(self.seat_specs):  # not a seat just removed
            self.seat_specs[int(wid[5:])].name = event.value

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        bid = event.button.id
        game = self.game
        if bid == "add-seat" and game is not None:
            if len(self.seat_specs) >= game.max_players:
                self.notify(ui("seats_at_most", self.lang, game=game.title(self.lang),
                               n=game.max_players), severity="warning")
                return
            self._add_computer()
            self._spare_seats.clear()  # the person chose the count now
            await self._rebuild("add-seat")
        elif bid == "remove-seat" and game is not None:
            if len(self.seat_specs) <= game.min_players:
                self.notify(ui("seats_at_least", self.lang, game=game.title(self.lang),
                               n=game.min_players), severity="warning")
                return
            self.seat_specs.pop()
            self._spare_seats.clear()
            await self._rebuild("remove-seat")
        elif bid == "start":
            self.action_start()
        elif bid == "learn":
            self.action_learn()

        elif bid == "resume":
            self.action_resume()
        elif bid == "saved-games":
            self.action_saved_games()
        elif bid == "quit":
            await self.app.action_quit()

    # -- actions ---------------------------------------------------------------------------------
    def unnamed(self) -> list[int]:
        """The people's seats (0-based) whose name field is empty: they get the fallback name."""
        return [i for i, spec in enumerate(self.seat_specs)
                if not spec.computer and not "".join(ch for ch in spec.name if ch.isprintable()).strip()]

    def seats(self) -> list[Seat]:
        """The seats as entered; empty and repeated names are made unique so a log reads clearly."""
        seats: list[Seat] = []
        used: set[str] = set()
        for i, spec in enumerate(self.seat_specs):
            name = spec.name.strip() or (ui("default_person", self.lang, n=i + 1) if not spec.computer
                                         else computer_names(self.lang)[i % len(computer_names(self.lang))])
            # a pasted name may hold control characters: they never become a seat (issue 13)
            name = "".join(ch for ch in name if ch.isprintable()).strip() or ui("default_person", self.lang)
            base, n = name, 1
            while name in used:
                n += 1
                name = f"{base} {n}"
            used.add(name)
            seats.append(SeatSpec(name, spec.computer, spec.level).seat())
        return seats

    def _enter_starts(self) -> bool:
        """⏎ starts the game where the field in focus says so: a choice of the form, a name, the
        Start button (elsewhere ⏎ is the field's own: a seat's + or −, Resume, Quit)."""
        focused = self.focused
        if isinstance(focused, Cycler):
            return focused.submits and not focused.disabled
        if isinstance(focused, Input):
            return (focused.id or "").startswith("name-")
        return isinstance(focused, Button) and focused.id == "start" and not focused.disabled

    def action_start_by_enter(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        from chemcards.core.match import Match
        from chemcards.core.protocol import SetupError

        from .saves import claim_autosave, kept_message

        game = self.game
        if game is None:
            return
        try:
            seats = self.seats()
            options = self.options()
            if self.extension is not None:
                options = self.extension.complete(options, seats)
            # every start rule first: a refused start leaves the old save where it is
            match = Match(game, seats, options, aids=self.aids)
            # a game another window plays is never moved: this one then saves elsewhere (point 9)
            path, kept = claim_autosave(self.chemapp.save_path, game.id)
            match.autosave = path
            match.save(path)
        except SetupError as exc:  # the game's own words in the player's language (CK-2)
            self.notify(safe_text(tr(game.id, exc.key, self.lang, **exc.params)),
                        title=ui("cannot_start", self.lang), severity="error")
            return
        except (ValueError, OSError) as exc:
            self.notify(safe_text(str(exc)), title=ui("cannot_start", self.lang), severity="error")
            return
        if kept is not None:  # nothing is thrown away silently (issue 13, point 2)
            self.notify(safe_text(kept_message(kept, self.lang)), timeout=12)
        self.chemapp.settings.game = game.id
        self._remember_seats()
        self.chemapp._remember()
        # an empty name field is never an empty seat: the fallback name, said on the table
        # (play-through 11, de 14: both name fields stayed empty and nothing said so)
        notes = [ui("seat_name_fallback", self.lang, n=i + 1, name=seats[i].name) for i in self.unnamed()]
        self.chemapp.start_match(match)
        if notes:
            app = self.app
            app.call_after_refresh(lambda: app.notify(safe_text(" ".join(notes)), timeout=12))

    def _remember_seats(self) -> None:
        """The seats as set up here (names as typed), for the launcher after a restart (zh#11)."""
        from .settings import SeatSetting

        self.chemapp.settings.seats = [SeatSetting(s.name[:32], s.computer, s.level)
                                       for s in self.seat_specs][:8]

    def action_learn(self) -> None:
        """The chosen game's guided first game (issue 19); the launcher opens with this form again
        after it (play-through 11: after the Metallurgie lesson it showed CHEMIS)."""
        game = self.game
        if game is None or not self._has_lesson(game.id):
            return
        # the learner is the first person set up here, by the name typed (play-through 10)
        person = next((spec.name for spec in self.seat_specs if not spec.computer), None)
        self._remember_form()
        self.chemapp.start_lesson(game.id, person)

    def action_saved_games(self) -> None:
        self._remember_form()
        self.chemapp.show_saved_games()

    def action_keys(self) -> None:
        from .help import KeysScreen

        # no board here to explain, and the menu holds the launcher's commands (issue 21 item 6)
        self.app.push_screen(KeysScreen(self, self.lang, legend=False, footer="keys_footer_launcher"))

    def action_rules(self) -> None:
        """F1: the chosen game's rules (the list entry is enough: the rules are a document)."""
        from .help import open_rules

        info = self.infos.get(self.game_id or "")
        if info is None:
            self.notify(ui("no_games", self.lang), severity="warning")
            return
        open_rules(self.app, info, self.lang, top=True)

    def action_stats(self) -> None:
        from .stats_screen import StatsScreen

        self.app.push_screen(StatsScreen(self.lang, getattr(self.chemapp, "stats_path", None)))

    def action_resume(self) -> None:
        from chemcards.core.records import RecordError

        from .dialogs import MessageScreen
        from .saves import kept_message, resume_as_current

        path = self._resumable()
        if path is None:
            return
        try:
            match, kept = resume_as_current(path, self.chemapp.save_path)
        except (RecordError, OSError) as exc:
            reason = exc.said(self.lang) if isinstance(exc, RecordError) else str(exc)
            self.app.push_screen(MessageScreen(ui("resume_failed", self.lang, reason=reason), self.lang))
            return
        app = self.app
        self.chemapp.start_match(match)
        if kept is not None:
            message = safe_text(kept_message(kept, self.lang))
            app.call_after_refresh(lambda: app.notify(message, timeout=12))

    def action_online(self) -> None:
        """Online play (issue 15): its own screen, module ``online``."""
        from .online import OnlineScreen

        self.app.push_screen(OnlineScreen(self.game_id))
