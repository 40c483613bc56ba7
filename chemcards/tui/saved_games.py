"""The "Saved games" screen: every unfinished game on disk, to resume or to delete (issue 12, point 9).

A new game puts an unfinished one aside as ``unfinished-<game>-<time>.json`` instead of throwing it
away; this screen is where such games come back. A game another window is playing right now is
listed as such and can be neither resumed nor deleted here (``saves.hold``, issue 12 point 9).
The files are found and read by ``saves`` (pure); this screen only lists them and asks before
deleting one.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from chemcards.core.seats import Seat
from chemcards.i18n import join_list, ui

from .notice import NoticeLine
from .saves import (
    SavedGame,
    SaveInUse,
    delete_save,
    kept_message,
    resume_as_current,
    unfinished_games,
    unreadable_line,
    unreadable_saves,
)
from .text import safe_text, seat_label, translate_bindings
from .wrap import wrap_text

if TYPE_CHECKING:
    from .shell import Shell


def seats_text(seats: Iterable[Seat], lang: str) -> str:
    """A saved game's seats in its list: joined as the log joins names, with "、" in Chinese
    ("玩家1、玩家2", not "玩家1, 玩家2"; play-through 16 zh 6) and ", " in German and English."""
    return join_list((seat_label(s, lang, short=True) for s in seats), lang)

def seats_fitted(seats: Sequence[Seat], lang: str, width: int) -> str:
    """``seats_text`` in at most ``width`` cells: where all do not fit, as many whole seats as do,
    then "…", never a seat cut inside its name or mark (play-through 20, zh 4: "Bohr（电 …")."""
    return seats_lines(seats, lang, width, rows=1)[0]


def seats_lines(seats: Sequence[Seat], lang: str, width: int, rows: int = 2) -> list[str]:
    """``seats_text`` on up to ``rows`` lines of ``width`` cells, whole seats on each (the
    separator ends a line); where they do not all fit, the last line ends with "…" after as many
    as do. Play-through 22 (en 5, zh 2b): "Player 1, …" with twenty cells of the column free."""
    sep = "、" if lang == "zh" else ", "
    labels = [seat_label(s, lang, short=True) for s in seats]
    whole = seats_text(seats, lang)
    if cell_len(whole) <= width or not labels:
        return [whole]

    def joined(group: list[str], last: bool) -> str:
        return sep.join(group) + ("" if last else sep.rstrip())

    groups: list[list[str]] = [[]]
    for label in labels:
        if groups[-1] and cell_len(joined([*groups[-1], label], False)) > width:
            groups.append([])
        groups[-1].append(label)
    if len(groups) <= rows:
        lines = [joined(g, k == len(groups) - 1) for k, g in enumerate(groups)]
        if all(cell_len(line) <= width for line in lines):
            return lines
        # a line's separator would be cut ("Noether（电脑）…" for its "、": play-through 23, zh 1):
        # the line breaks alone separate the seats then, on every line alike
        return [sep.join(g) for g in groups]
    # too many: the first rows - 1 lines, then on the last as many whole seats as fit with "…"
    shown = [joined(g, False) for g in groups[:rows - 1]]
    rest = labels[sum(len(g) for g in groups[:rows - 1]):]
    for keep in range(len(rest) - 1, 0, -1):
        text = sep.join(rest[:keep]) + sep + "…"
        if cell_len(text) <= width:
            return [*shown, text]
    return [*shown, "…"] if shown else [whole]  # not even one seat fits: the cell cuts it


def saved_when(saved: float, now: float | None = None, lang: str = "en") -> str:
    """When a game was last played, for its row: today's with seconds after the word for today
    ("today 11:27:05", „heute“, “今天”), an older one's with its date ("2026-12-02 18:40"). Six
    quick starts read "2026-12-03 11:27" alike and nothing told them apart (play-through 16, de 7
    / en 10); a time alone did not say it was today's (play-through 17, zh 9). Every form fits the
    column's 16 cells. Yesterday's says so too ("yesterday 23:44"): after midnight a game of a
    minute ago read "2026-12-03 23:44" beside "today 00:01:10" (play-through 20, en 9)."""
    when = time.localtime(saved)
    day = time.strftime("%Y-%m-%d", when)
    today = time.localtime(now)
    if day == time.strftime("%Y-%m-%d", today):
        return ui("saved_today", lang, time=time.strftime("%H:%M:%S", when))
    # the day before today's, by the calendar (noon of today minus a day: never off by a DST hour)
    noon = time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 12, 0, 0, 0, 0, -1))
    if day == time.strftime("%Y-%m-%d", time.localtime(noon - 86400)):
        return ui("saved_yesterday", lang, time=time.strftime("%H:%M", when))
    return time.strftime("%Y-%m-%d %H:%M", when)


class SavedGamesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "resume", "Resume", id="resume", priority=True),
        Binding("delete,d", "delete", "Delete", id="delete_save"),
        Binding("escape", "back", "Back", id="back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.saved: list[SavedGame] = []

    @property
    def chemapp(self) -> Shell:
        return self.app  # type: ignore[return-value]

    @property
    def lang(self) -> str:
        return self.chemapp.settings.lang

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        yield Static(ui("saved_games", self.lang), id="saved-title")
        yield DataTable(id="saved-list", cursor_type="row", zebra_stripes=True)
        yield Static(id="saved-hint", classes="hint")
        yield NoticeLine(id="notice")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()

    def fill(self) -> None:
        """The list from the disk again (after a deletion, or another game was saved meanwhile)."""
        lang = self.lang
        self.saved = unfinished_games(self.chemapp.save_path.parent)
        table = self.query_one("#saved-list", DataTable)
        table.clear(columns=True)
        infos = self.chemapp.game_infos()
        titles = [infos[g.record.game].title(lang) if g.record.game in infos else g.record.game
                  for g in self.saved]
        # every column on screen at 80: the seats take what the others leave (cut with "…")
        game_w = max([cell_len(ui("game", lang)), *(cell_len(t) for t in titles)])
        whens = [saved_when(g.saved, lang=lang) for g in self.saved]
        when_w = max([cell_len(ui("saved_when", lang)), *(cell_len(w) for w in whens)])
        seats_w = max(12, self.app.size.width - game_w - when_w - 6 - 2 * 4 - 2)
        # a seat's label whole on its line ("Mendeleev（电脑…" beside a long Chinese title, seen in
        # session 23): the title gives up the cells it lacks, on two lines ("Das Chemie-Kartenspiel"
        # / "化学卡牌游戏"), as far as its longest word allows
        widest = max((cell_len(seat_label(s, lang, short=True)) for g in self.saved for s in g.record.seats),
                     default=0)
        words = max((cell_len(w) for t in titles for w in t.split()), default=0)
        if widest > seats_w:
            give = min(widest - seats_w, max(0, game_w - max(words, cell_len(ui("game", lang)))))
            game_w, seats_w = game_w - give, seats_w + give
        table.add_column(ui("game", lang), width=game_w)
        table.add_column(ui("seats", lang), width=seats_w)
        table.add_column(ui("saved_when", lang))
        table.add_column(ui("moves", lang))
        for game, when in zip(self.saved, whens, strict=True):
            info = infos.get(game.record.game)
            title = info.title(lang) if info else game.record.game
            # every seat, on as many lines as it takes (a seat per line at the most): three lines
            # and "…" hid three of six seats over sixteen empty rows (play-through 23, zh 1); the
            # list scrolls where many games are kept
            lines = seats_lines(game.record.seats, lang, seats_w, rows=max(1, len(game.record.seats)))
            cell = Text("\n".join(lines), overflow="ellipsis", no_wrap=True)
            height = len(lines)
            if game.elsewhere:
                # being played in another window: the time stays in its column and the row says
                # so under its seats (play-through 8, en 10: "other window" stood where the
                # time belongs, a place in a column of times), whole (play-through 22, zh 2b:
                # "正在另一窗口中 …" in a narrow column)
                said = wrap_text(ui("saved_elsewhere", lang), seats_w, lang=lang)
                cell.append("\n" + "\n".join(x.plain for x in said), style="italic")
                height += len(said)
            title_lines = [x.plain for x in wrap_text(title, game_w, units=title.split(), lang=lang)]
            table.add_row(Text("\n".join(title_lines)), cell, when, Text(str(game.moves), justify="right"),
                          height=max(height, len(title_lines)))
        folder = self.chemapp.save_path.parent
        hint = ui("saved_games_hint", lang, folder=str(folder))
        # a file that cannot be read is said, never listed nor touched (play-through 18 zh 9: a
        # damaged current.json left only "no unfinished saves")
        damaged = unreadable_line(unreadable_saves(folder), lang)
        if damaged is not None:
            hint = damaged + "\n" + hint
        if not self.saved:
            hint = ui("no_saved_games", lang) + "\n" + hint
        self.query_one("#saved-hint", Static).update(Text(hint))  # a path is not markup
        table.focus()

    def _chosen(self) -> SavedGame | None:
        table = self.query_one("#saved-list", DataTable)
        if not self.saved:
            return None
        return self.saved[min(table.cursor_row, len(self.saved) - 1)]

    def action_resume(self) -> None:
        from chemcards.core.records import RecordError

        chosen = self._chosen()
        if chosen is None:
            self.notify(ui("no_saved_games", self.lang), severity="warning")
            return
        if chosen.elsewhere:  # issue 12 point 9: another window's game is not resumed twice
            self.notify(ui("save_in_use", self.lang), severity="warning")
            return
        try:
            # the game resumed here becomes the game in progress, the one ``chemcards resume`` and
            # the launcher's Resume continue next time (play-through 14, de 1)
            match, kept = resume_as_current(chosen.path, self.chemapp.save_path)
        except SaveInUse:
            self.notify(ui("save_in_use", self.lang), severity="warning")
            self.fill()
            return
        except (RecordError, OSError) as exc:
            reason = exc.said(self.lang) if isinstance(exc, RecordError) else str(exc)
            self.notify(safe_text(ui("resume_failed", self.lang, reason=reason)), severity="error")
            self.fill()
            return
        app = self.app
        self.chemapp.start_match(match)
        if kept is not None:  # the game that was in progress is kept, and said so (issue 13, point 2)
            message = safe_text(kept_message(kept, self.lang))
            app.call_after_refresh(lambda: app.notify(message, timeout=12))

    def action_delete(self) -> None:
        from .dialogs import ConfirmScreen

        chosen = self._chosen()
        if chosen is None:
            return
        if chosen.elsewhere:  # nor deleted under the window that plays it
            self.notify(ui("save_in_use", self.lang), severity="warning")
            return
        infos = self.chemapp.game_infos()
        info = infos.get(chosen.record.game)
        title = info.title(self.lang) if info else chosen.record.game  # as listed (pt 14 zh 10)

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                delete_save(chosen.path, self.chemapp.save_path.parent)
            except SaveInUse:  # it went into another window while the question was open
                self.notify(ui("save_in_use", self.lang), severity="warning")
            except OSError as exc:
                self.notify(safe_text(ui("delete_failed", self.lang, reason=exc.strerror or str(exc))),
                            severity="error")
            self.fill()

        # which of several saves of one game: its seats and when it was saved, as the list shows
        # them (play-through 19, zh 6: two Color Clash saves, the question named the game alone)
        question = ui("delete_question", self.lang, game=title,
                      seats=seats_text(chosen.record.seats, self.lang),
                      when=saved_when(chosen.saved, lang=self.lang))
        labels = [seat_label(s, self.lang, short=True) for s in chosen.record.seats]
        self.app.push_screen(ConfirmScreen(question, self.lang, names=labels), callback=answered)

    def action_back(self) -> None:
        self.chemapp.show_launcher()
