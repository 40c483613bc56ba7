"""The deck builder: a Textual screen that builds a 54-card competitive deck from the starter pool
and saves it as a deck file (CK-3, CK-4, CK-5).

The counts of every card type are bounded by the starter deck (the pool a player owns); the CK-3
limits and problems show live, in the player's language, and only a deck without problems is
saved. It starts from *Starter A* so that a first deck is one keypress away. The screen dismisses
with the path of the last saved file (or None), which the launcher passes on as ``file:PATH``.

The launcher's per-seat deck choice (:class:`DeckChoice`, reached through ``launcher_ext``) lives
here too: a cycler per seat over the built-in decks, the deck files in the decks folder, "File…"
(a path dialog that checks the file) and "New deck…" (this builder).
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Click
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from chemcards.core.seats import Seat
from chemcards.i18n import tr
from chemcards.tui.launcher import LauncherExtension
from chemcards.tui.widgets import Cycler

from .catalogue import GAME_ID, STARS, catalogue, marks, signed
from .decks import (
    Deck,
    DeckError,
    builtin_decks,
    builtin_label,
    deck_problems,
    deck_toml,
    read_deck_file,
    starter,
)
from .notation import JOKER

if TYPE_CHECKING:
    from chemcards.core.protocol import Game
    from chemcards.tui.launcher import LauncherScreen

VISIBLE = 11  # rows of the card list shown at once (fits 80×24 with the rest of the screen)


def t(key: str, lang: str, **params: Any) -> str:
    return tr(GAME_ID, key, lang, **params)


def decks_folder() -> Path:
    return Path.home() / ".chemcards" / "decks"


def default_path() -> Path:
    return decks_folder() / "my-deck.toml"


def fresh_path(folder: Path | None = None) -> Path:
    """A deck file name not taken yet (my-deck.toml, my-deck-2.toml, …): a second deck built in one
    session must not overwrite the first."""
    folder = folder or decks_folder()
    path, n = folder / "my-deck.toml", 1
    while path.exists():
        n += 1
        path = folder / f"my-deck-{n}.toml"
    return path


class PoolList(Widget, can_focus=True):
    """The starter pool, one row per card type, with the chosen count; a cursor picks a row."""

    DEFAULT_CSS = "PoolList { height: 13; }"
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("right,plus,equals_sign", "change(1)", show=False),
        Binding("left,minus", "change(-1)", show=False),
    ]

    def __init__(self, counts: dict[str, int], lang: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        cat = catalogue()
        self.pool = dict(starter().counts)
        self.symbols = sorted(self.pool, key=lambda s: (cat.element(s).joker, cat.element(s).level,
                                                        cat.by_symbol[s]))
        self.counts = {s: counts.get(s, 0) for s in self.symbols}
        self.lang = lang
        self.cursor = 0

    def action_move(self, step: int) -> None:
        self.cursor = (self.cursor + step) % len(self.symbols)
        self.refresh()

    def action_change(self, step: int) -> None:
        sym = self.symbols[self.cursor]
        self.counts[sym] = max(0, min(self.pool[sym], self.counts[sym] + step))  # CK-4: from the pool
        self.refresh()
        screen = self.screen
        if isinstance(screen, DeckBuilder):
            screen.update_status()

    def render(self) -> Table:
        cat = catalogue()
        table = Table(box=None, padding=(0, 1), show_header=True, header_style="dim")
        for key in ("", "db_col_card", "db_col_name", "db_col_level", "db_col_charges", "db_col_points",
                    "db_col_marks", "db_col_count"):
            table.add_column(t(key, self.lang) if key else "", no_wrap=True)
        start = max(0, min(self.cursor - VISIBLE // 2, len(self.symbols) - VISIBLE))
        for i in range(start, min(start + VISIBLE, len(self.symbols))):
            sym = self.symbols[i]
            el = cat.element(sym)
            here = i == self.cursor
            style = "reverse" if here else ""
            charges = "/".join(signed(c) for c in el.single_charges())
            table.add_row(Text("▸" if here else " "),
                          Text(sym if not el.joker else JOKER, style="bold " + style),
                          Text(el.name(self.lang), style=style), Text(STARS[el.level]),
                          Text(charges), Text(tr(GAME_ID, "points_short", self.lang, n=el.points)),
                          Text(marks(el.index).strip()),
                          Text(f"{self.counts[sym]}/{self.pool[sym]}",
                               style="bold" if self.counts[sym] else "dim"))
        return table


class DeckBuilder(Screen[Path | None]):
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("ctrl+s", "save", "Save", id="db_save"),
        Binding("escape", "back", "Back", id="db_back"),
        Binding("0", "clear", show=False),
    ]
    DEFAULT_CSS = """
    DeckBuilder { padding: 0 1; }
    DeckBuilder #db-status { height: auto; }
    DeckBuilder Input { width: 1fr; }
    """

    def __init__(self, lang: str = "en", path: Path | None = None, start: str = "starter-a") -> None:
        super().__init__()
        self.lang = lang
        self.path = path or default_path()
        decks = builtin_decks()
        self.start = dict(decks[start].counts) if start in decks else {}
        self.saved: Path | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(t("db_title", self.lang), style="bold"))
            yield PoolList(self.start, self.lang, id="db-pool")
            yield Static(id="db-status")
            with Horizontal(id="db-file-row"):
                yield Input(str(self.path), id="db-file", placeholder=t("db_file", self.lang))
                yield Button(t("db_save", self.lang), id="db-save-button")
            yield Static(Text(t("db_keys", self.lang), style="dim"))
            yield Static(Text(t("db_legend", self.lang), style="dim"))

    def on_mount(self) -> None:
        self.query_one(PoolList).focus()
        self.update_status()

    def deck(self) -> Deck:
        counts = {s: n for s, n in self.query_one(PoolList).counts.items() if n}
        return Deck(Path(self.query_one("#db-file", Input).value or "deck").stem, "competitive", counts)

    def update_status(self, note: str = "") -> None:
        deck = self.deck()
        cat = catalogue()
        levels = {0: 0, 1: 0, 2: 0, 3: 0}
        for sym, n in deck.counts.items():
            levels[cat.element(sym).level] += n
        lines = [t("db_counts", self.lang, total=sum(deck.counts.values()), l2=levels[2], l3=levels[3],
                   proto=levels[0])]
        problems = deck_problems(deck)
        text = Text("\n".join(lines) + "\n")
        if problems:
            for p in problems:
                text.append("✗ " + t(p.key, self.lang, **p.params) + "\n", style="yellow")
        else:
            text.append("✓ " + t("db_valid", self.lang) + "\n", style="green")
        if note:
            text.append(note, style="bold")
        self.query_one("#db-status", Static).update(text)

    def action_clear(self) -> None:
        pool = self.query_one(PoolList)
        pool.counts = {s: 0 for s in pool.counts}
        pool.refresh()
        self.update_status()

    def action_save(self) -> None:
        deck = self.deck()
        problems = deck_problems(deck)
        path = Path(self.query_one("#db-file", Input).value).expanduser()
        if problems:
            self.update_status(t("db_not_saved", self.lang, reason=t(problems[0].key, self.lang,
                                                                       **problems[0].params)))
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(deck_toml(deck.name, deck.counts), encoding="utf-8")
        except OSError as exc:
            self.update_status(t("db_not_saved", self.lang, reason=exc.strerror or str(exc)))
            return
        self.saved = path
        self.update_status(t("db_saved", self.lang, path=str(path)) + " · " + t("db_saved_back", self.lang))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "db-save-button":
            self.action_save()

    def action_back(self) -> None:
        self.dismiss(self.saved)


# -- the launcher's deck per seat ---------------------------------------------------------------------
FILE, BUILD = "@file", "@build"  # the two choices that open a dialog instead of naming a deck


class DeckCycler(Cycler):
    """A seat's deck. ←/→ step through the decks; Enter (or a click on the label) on "File…" or
    "New deck…" opens that dialog, on a deck it steps on like any cycler."""

    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("enter,space", "activate", show=False),
    ]

    def __init__(self, choices: Sequence[tuple[str, Hashable]], value: Hashable, owner: DeckChoice,
                 launcher: LauncherScreen, seat: int, **kwargs: Any) -> None:
        super().__init__(choices, value, **kwargs)
        self.owner = owner
        self.launcher = launcher
        self.seat = seat

    def action_activate(self) -> None:
        if self.value in (FILE, BUILD):
            self.owner.open(self.launcher, self.seat, self.value)
        else:
            self.action_step(1)

    def on_click(self, event: Click) -> None:
        if self.value in (FILE, BUILD) and event.x > 2:
            event.stop()
            self.focus()
            self.owner.open(self.launcher, self.seat, self.value)
        else:
            super().on_click(event)


class DeckFileScreen(ModalScreen[Path | None]):
    """Asks for a deck file's path and accepts only a playable one (CK-3), listing every problem."""

    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "cancel", show=False),
    ]
    DEFAULT_CSS = """
    DeckFileScreen { align: center middle; }
    DeckFileScreen > Vertical { width: 76; max-width: 100%; height: auto; border: thick $primary;
                                background: $surface; padding: 0 1; }
    DeckFileScreen Input { width: 1fr; }
    """

    def __init__(self, lang: str, start: Path) -> None:
        super().__init__()
        self.lang = lang
        self.start = start

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(t("ckl_file_title", self.lang), style="bold"))
            yield Static(t("ckl_file_hint", self.lang), classes="hint")
            yield Input(str(self.start), id="deck-path")
            yield Static(id="deck-problems")

    def on_mount(self) -> None:
        field = self.query_one(Input)
        field.focus()
        field.cursor_position = len(field.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        path = Path(event.value.strip()).expanduser()
        problems = deck_file_problems(path, self.lang)
        if problems:
            text = Text()
            for p in problems:
                text.append("✗ " + p + "\n", style="yellow")
            self.query_one("#deck-problems", Static).update(text)
            return
        self.dismiss(path)

    def action_cancel(self) -> None:
        self.dismiss(None)


def deck_file_problems(path: Path, lang: str) -> list[str]:
    """Why this file cannot be a competitive deck, in the player's language (empty: it can)."""
    try:
        deck = read_deck_file(path)
    except DeckError as exc:
        return [t("ckl_file_unreadable", lang, reason=exc.said(lang))]
    # the file says what it is: a family deck is not one player's 54 cards (issue 13, point 3)
    wrong_mode = [] if deck.mode == "competitive" else [t("deck_not_competitive", lang, mode=deck.mode)]
    deck = Deck(deck.name, "competitive", deck.counts)
    return wrong_mode + [t(p.key, lang, **p.params) for p in deck_problems(deck)]


class DeckChoice(LauncherExtension):
    """Competitive mode: one deck per seat, joined into the ``decks`` option (``a;file:PATH;…``).
    Family mode shares the starter deck, so no deck is asked for (CK-2)."""

    owns = frozenset({"decks"})

    def __init__(self, game: Game) -> None:  # type: ignore[type-arg]
        self.game = game
        names = list(builtin_decks())
        #: per seat: a built-in name, "file:PATH", or FILE/BUILD while a dialog is still to be used
        self.entries: list[str] = []
        self.names = names
        self.files: list[Path] = []
        self.lang = "en"  # the launcher's, as last seen (for the refusal in ``complete``)

    def competitive(self, options: dict[str, Any]) -> bool:
        return options.get("mode") == "competitive"

    def shape(self, options: dict[str, Any]) -> Hashable:
        return self.competitive(options)

    def entry(self, seat: int) -> str:
        """A seat's deck; new seats take the built-in decks in turn (as ``decks=auto`` does)."""
        while len(self.entries) <= seat:
            self.entries.append(self.names[len(self.entries) % len(self.names)])
        return self.entries[seat]

    def _known_files(self) -> list[Path]:
        """The deck files of the decks folder and those chosen in this launcher, each once."""
        found: list[Path] = []
        with contextlib.suppress(OSError):
            found = sorted(decks_folder().glob("*.toml"))
        for path in self.files:
            if path not in found:
                found.append(path)
        return found

    def choices(self, lang: str) -> list[tuple[str, Hashable]]:
        out: list[tuple[str, Hashable]] = [(builtin_label(n, lang), n) for n in self.names]
        out += [(path.name, f"file:{path}") for path in self._known_files()]
        out += [(t("ckl_file", lang), FILE), (t("ckl_build", lang), BUILD)]
        return out

    def seat_widgets(self, launcher: LauncherScreen, index: int) -> list[Widget]:
        self.lang = launcher.lang
        if not self.competitive(launcher.options()):
            return []
        choices = self.choices(launcher.lang)
        entry = self.entry(index)
        if entry not in [v for _, v in choices]:  # a file chosen by path outside the decks folder
            path = Path(entry[5:])
            self.files.append(path)
            choices.insert(len(self.names), (path.name, entry))
        return [DeckCycler(choices, entry, self, launcher, index, id=f"deck-{index}", classes="seat-deck")]

    def hint(self, launcher: LauncherScreen) -> str:
        return t("ckl_hint", launcher.lang) if self.competitive(launcher.options()) else ""

    def changed(self, launcher: LauncherScreen, widget_id: str, value: Any) -> bool:
        if not widget_id.startswith("deck-"):
            return False
        seat = int(widget_id[5:])
        self.entry(seat)
        self.entries[seat] = str(value)
        return True

    def open(self, launcher: LauncherScreen, seat: int, what: str) -> None:
        lang = launcher.lang

        def chosen(path: Path | None) -> None:
            if path is None:
                return
            self.entry(seat)
            self.entries[seat] = f"file:{path}"
            if path not in self._known_files():
                self.files.append(path)
            launcher.call_later(launcher.rebuild, f"deck-{seat}")

        if what == FILE:
            folder = decks_folder()
            launcher.app.push_screen(DeckFileScreen(lang, folder if folder.is_dir() else Path.cwd()),
                                     callback=chosen)
        else:
            launcher.app.push_screen(DeckBuilder(lang, fresh_path()), callback=chosen)

    def complete(self, options: dict[str, Any], seats: list[Seat]) -> dict[str, Any]:
        if not self.competitive(options):
            return {**options, "decks": "auto"}
        entries = [self.entry(i) for i in range(len(seats))]
        for i, entry in enumerate(entries):
            if entry in (FILE, BUILD):
                raise ValueError(t("ckl_no_deck", self.lang, n=i + 1, name=seats[i].name))
        return {**options, "decks": ";".join(entries)}
