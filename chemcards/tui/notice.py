"""A notice line of our own in place of Textual's toasts (issue 12 follow-up, point 1 and 4).

Why not toasts: a toast is drawn over the panels underneath, and Textual's compositor cuts every
screen line at the edges of every widget on it. A Chinese character (two cells) that straddles
such a cut (a panel's border under the toast, about columns 39-40 and 49-50 at 80x24) is split
into two blanks, so a refusal lost "没" and said the opposite of CC-8. Toasts also stacked up over
the "Last card!" window and over dialogs' buttons.

The notice line sits in the screen's own layout, under the board and the side panels, across the
whole width: nothing else is drawn on its rows, so there is no cut inside it and every character
stays whole. It holds one notice at a time (a new one replaces the last, never stacks) and goes
away after its timeout. A dialog pushed over the screen is drawn above it, never under it. It is as
tall as its notice, up to 8 rows: a five-line hint at 80×24 lost its end at 4 rows („…bei 2 gleich
starken Spielern hätte“, play-through 18 de 4).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.content import Content
from textual.timer import Timer
from textual.widgets import Static

if TYPE_CHECKING:
    from textual.screen import Screen

from .text import safe_text

#: seconds a notice stays when the caller names none (Textual's toasts: 5)
DEFAULT_TIMEOUT = 5.0


#: a message that opens with a label of its own: a short head without a sentence end, then a colon
#: ("无法撤销：…", "Nothing to undo: …")
_OWN_LABEL = re.compile(r"^[^。．.!?！？：:\n]{1,30}(?:：|: )")


def notice_head(title: str, message: str) -> str:
    """What stands before ``message`` on the notice line: the title and its gap, or nothing.

    A Chinese title ends in a full-width colon, not in spaces ("不允许：没有 Q 这张牌。",
    play-through 10, finding 7: "不允许  没有 Q"); other languages keep two spaces. A message that
    opens with a label of its own takes the title's place, so no line has two labels in a row
    (play-through 11 zh #10: "不允许：无法撤销：退回去会露出一张原本隐藏的牌。"). A label takes a
    colon in German and English too ("Nicht erlaubt: ● 8 passt weder …"; "Nicht erlaubt  ● 8" read
    as one run-on sentence, play-through 12 de#10); a title that is itself a question or sentence
    ("Beenden?") keeps its own mark and a gap."""
    if not title or _OWN_LABEL.match(message):
        return ""
    if title[-1] in "?？!！.。":
        return f"{title}  "
    gap = "：" if re.match(r"[\u4e00-\u9fff]", title[-1]) else ": "
    return f"{title}{gap}"


class NoticeLine(Static):
    """One notice at a time, across the screen's width; hidden while there is none."""

    DEFAULT_CSS = """
    NoticeLine {
        width: 100%;
        height: auto;
        max-height: 8;
        padding: 0 1;
        display: none;
        background: $panel;
        border-left: outer $primary;
    }
    NoticeLine.-warning { border-left: outer $warning; }
    NoticeLine.-error { border-left: outer $error; }
    NoticeLine.-shown { display: block; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", **kwargs)
        self._timer: Timer | None = None
        #: what is shown now (plain message and title; tests and the screen readers' copy read it)
        self.message: str | None = None
        self.title: str = ""
        self.severity: str = "information"
        #: the seats' names at this screen: never broken across lines (``wrap.py``)
        self.names: tuple[str, ...] = ()

    def show(self, message: str, *, title: str = "", severity: str = "information",
             timeout: float | None = None, markup: bool = True) -> None:
        """Show ``message`` (Textual markup unless ``markup`` is false), replacing any notice."""
        # the wrapping helper (35 kB of source) at the first notice: the launcher's first frame
        # has none to show (issue 12 point 8, start time)
        from .wrap import Wrapped

        body = message if markup else safe_text(message)
        shown = notice_head(title, message)
        head = f"[b]{safe_text(shown[:len(title)])}[/b]{shown[len(title):]}" if shown else ""
        # wrapped by our one helper (wrap.py), not Textual: no "，" starting a line, no name or save
        # path broken in two (issue 12 follow-up 2, point 1)
        self.update(Wrapped(rich_text(head + body), self.names))
        self.message, self.title, self.severity = message, title, severity
        for name in ("-information", "-warning", "-error"):
            self.set_class(name == f"-{severity}", name)
        self.add_class("-shown")
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_timer(DEFAULT_TIMEOUT if timeout is None else timeout, self.clear)

    def clear(self) -> None:
        """No notice: the line takes no room."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.message = None
        self.title = ""
        self.update("")
        self.remove_class("-shown")


def rich_text(markup: str) -> Text:
    """Textual markup (as every notice is written, names escaped by ``safe_text``) read by Textual
    itself, as Rich text for the wrapping helper: the same characters the old notice showed."""
    content = Content.from_markup(markup)
    text = Text(content.plain)
    for span in content.spans:
        style = span.style if isinstance(span.style, str) else getattr(span.style, "rich_style", None)
        if style:  # a Textual-only style (a theme variable) is drawn plain by Rich, never an error
            text.stylize(style, span.start, span.end)
    return text


def line_of(screen: Screen[Any]) -> NoticeLine | None:
    """The screen's notice line, if it has one (mounted and alive)."""
    for line in screen.query(NoticeLine):
        if line.is_attached:
            return line
    return None


def line_for(stack: list[Screen[Any]]) -> NoticeLine | None:
    """Where a notice goes: the front screen's line; under a dialog (a modal screen without a
    line), the line of the screen beneath it, so the notice never covers the dialog's buttons; and
    under a screen that says ``NOTICES_BELOW`` (the hot-seat curtain), the table's line, read once
    it is lifted. A toast over the curtain stayed over the table and cut Chinese characters."""
    from textual.screen import ModalScreen

    for screen in reversed(stack):
        line = line_of(screen)
        if line is not None:
            return line
        if not isinstance(screen, ModalScreen) and not getattr(screen, "NOTICES_BELOW", False):
            return None
    return None
