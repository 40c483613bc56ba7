"""The deck builder: a Textual screen that builds a 54-card competitive deck from the starter pool
and saves it as a deck file (CK-3, CK-4, CK-5).

The counts of every card type are bounded by the starter deck (the pool a player owns); the CK-3
limits and problems show live, in the player's language, and only a deck without problems is
saved. It starts from *Starter A* so that a first deck is one keypress away. The screen dismisses
with the path of the last saved file (or None), which the launcher passes on as ``file:PATH``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from chemcards.i18n import tr

from .catalogue import GAME_ID, STARS, catalogue, marks
from .decks import Deck, builtin_decks, deck_problems, deck_toml, starter

VISIBLE = 11  # rows of the card list shown at once (fits 80×24 with the rest of the screen)


def t(key: str, lang: str, **params: Any) -> str:
    return tr(GAME_ID, key, lang, **params)


def default_path() -> Path:
    return Path.home() / ".chemcards" / "decks" / "my-deck.toml"


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
        table = Table(box=None, padding=(0, 1), show_header=False)
        for col in ("", "sym", "name", "lvl", "marks", "n"):
            table.add_column(col, no_wrap=True)
        start = max(0, min(self.cursor - VISIBLE // 2, len(self.symbols) - VISIBLE))
        for i in range(start, min(start + VISIBLE, len(self.symbols))):
            sym = self.symbols[i]
            el = cat.element(sym)
            here = i == self.cursor
            style = "reverse" if here else ""
            table.add_row(Text("▸" if here else " "),
                          Text(sym if not el.joker else "*", style="bold " + style),
                          Text(el.name(self.lang), style=style), Text(STARS[el.level]),
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
        self.update_status(t("db_saved", self.lang, path=str(path)))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "db-save-button":
            self.action_save()

    def action_back(self) -> None:
        self.dismiss(self.saved)
