"""The review screen after a game against computers (issue 19).

``chemcards.bots.review`` finds the person's decisions where the hard level would clearly have
played otherwise; this screen runs it in a worker thread (a search per decision takes a while),
lists what it found, and shows the board as the person saw it at the chosen decision — read-only:
the board gets no legal moves, so nothing can be played from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from chemcards.bots.review import REVIEW_ITERATIONS, Moment, moment_line, own_decisions, review_with_others
from chemcards.core.match import Match
from chemcards.i18n import ui

from .board_base import GameBoard
from .table import load_board
from .text import translate_bindings
from .wrap import Wrapped


def people_of(match: Match) -> list[int]:
    """The seats a person played, also one who left it to a computer substitute (CC-22). An online
    table's match lives on the server and keeps no record here: no review, no seat (play-through
    12, en 1: the result of an online game ended in a traceback)."""
    record = getattr(match, "record", None)
    if record is None:
        return []
    return [i for i, seat in enumerate(record.seats) if not seat.is_computer or seat.substitute]


def review_offered(match: Match) -> int | None:
    """The seat to review: a finished game of one person against computers (issue 19), also when
    that person left their seat to a substitute before the end (play-through 11, en 14, de 2: no
    Review after Color Clash or Metallurgie then); only the person's own decisions are reviewed."""
    people = people_of(match)
    if match.outcome() is None or len(people) != 1 or len(people) == len(match.seats):
        return None
    return people[0]


def review_refused(match: Match) -> str | None:
    """The catalogue key of the one line that says why a finished game has no review: several
    people at one screen (it would show each one's cards to the others)."""
    if match.outcome() is not None and len(people_of(match)) > 1:
        return "review_not_hot_seat"
    return None


class ReviewScreen(Screen[None]):
    DEFAULT_CSS = """
    ReviewScreen #board { height: 1fr; }
    ReviewScreen #review-side { height: auto; border: round $primary; }
    ReviewScreen #review-line { height: auto; padding: 0 1; }
    ReviewScreen #review-list { height: auto; max-height: 6; display: none; }
    ReviewScreen #review-list.-found { display: block; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Close", id="close"),
    ]

    def __init__(self, match: Match, seat: int, lang: str, iterations: int = REVIEW_ITERATIONS,
                 hints: dict[Any, Any] | None = None) -> None:
        super().__init__()
        self.hints = dict(hints or {})  # the hints' advice by decision: the review agrees with them
        self.iterations = iterations
        self.match = match
        self.seat = seat
        self.lang = lang
        self.moments: list[Moment] | None = None
        #: the person's own decisions and whether a computer took the seat over (CC-22)
        self.own: tuple[int, bool] = (0, False)
        self.line_text = ""
        #: the view the board shows now (tests compare it with the moment's)
        self.shown_view: Any = None

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        yield load_board(self.match.game, self.lang)
        with Vertical(id="review-side"):
            working = ui("review_working", self.lang, done=0, total=len(self.match.steps))
            yield Static(working, id="review-line")
            yield OptionList(id="review-list")
        yield Footer(compact=True, show_command_palette=False)

    @property
    def board(self) -> GameBoard:
        return self.query_one("#board", GameBoard)

    def on_mount(self) -> None:
        self.query_one("#review-side").border_title = ui("review_title", self.lang)
        # the review owns every key while it is open: the board shown in it is read-only, and a
        # board's key (Color Clash "c") used to answer from under it, "现在没有人可以抓" over the
        # review (play-through 10); the list takes the keys even while it is still empty
        self.query_one("#review-list", OptionList).focus()
        self.board.read_only = True  # a past moment: no "waiting for the others" under it
        self.shown_view = self.match.view(self.seat)  # the final table until a moment is chosen
        self.board.show(self.shown_view, [], self.seat)
        match, seat, lang, iterations, hints = self.match, self.seat, self.lang, self.iterations, self.hints

        def progress(done: int, total: int) -> None:
            if done % 5 == 0:
                self.app.call_from_thread(self._line, ui("review_working", lang, done=done, total=total))

        def work() -> None:
            own = own_decisions(match, seat)
            found, others = review_with_others(match, seat, iterations=iterations, progress=progress,
                                               hints=hints)
            self.app.call_from_thread(self._found, found, own, others)

        self.run_worker(work, thread=True, group="review", exit_on_error=False)

    def _line(self, text: str) -> None:
        self.line_text = text  # what the line says (tests read it)
        if self.is_attached:
            # our wrapping, not Rich's: "1" and "个决定" stay on one line (zh#12 on screen)
            self.query_one("#review-line", Static).update(Wrapped(text))

    def _found(self, moments: list[Moment], own: tuple[int, bool] = (0, False),
               others: Sequence[Moment] = ()) -> None:
        if not self.is_attached:
            return
        self.own = own
        options = self.query_one("#review-list", OptionList)
        made, left = own
        # after a take-over: only the person's own decisions, and how many (zh#12)
        head = f"{ui('review_left', self.lang, n=made)}{'' if self.lang == 'zh' else ' '}" if left else ""
        if not moments and (not others or left):
            self.moments = []
            none = "" if left and made == 0 else \
                ui("review_none_left", self.lang, n=made) if left else ui("review_none", self.lang)
            self._line((head + none).strip())
            return
        if moments:
            self._line(head + ui("review_count", self.lang, n=len(moments)))
        else:
            # no clear miss: how often the hard level chose otherwise (play-through 17, zh 2), and
            # those decisions listed to look at (play-through 19, de: "1 of 13" and nothing shown)
            moments = list(others)
            gap = "" if self.lang == "zh" else " "
            self._line(ui("review_none_others", self.lang, n=len(moments), m=made) + gap
                       + ui("review_look", self.lang))
        self.moments = moments
        # the list's frame shows only with its entries: an empty frame under "none was clearly
        # worse" (or while the computer was still looking) read as something missing (play-through 10)
        options.add_class("-found")
        # plain Text: a notation such as "add [OH]" is not markup
        # wrapped by our helper, not Rich: Rich broke Chinese only at spaces, lines ended early and
        # "10 / 分" came apart (play-through 18, zh C)
        options.add_options([Option(Wrapped(Text(moment_line(self.match.game, m, self.lang)), lang=self.lang),
                                    id=str(i)) for i, m in enumerate(moments)])
        options.highlighted = 0
        options.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.moments and event.option_index is not None:
            self.show_moment(event.option_index)

    def show_moment(self, index: int) -> None:
        """The board as the person saw it before that decision; no moves (read-only)."""
        assert self.moments is not None
        self.shown_view = self.moments[index].view
        self.board.show(self.shown_view, [], self.seat)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Focus never rests on the board (Tab, a click): its keys would play or answer."""
        if self.board in event.widget.ancestors_with_self:
            self.query_one("#review-list", OptionList).focus()

    def on_key(self, event: events.Key) -> None:
        """A key the review does not use goes nowhere: not to the board's bindings, not to the
        table beneath (``Ctrl+Q``, a priority binding of the app, still quits)."""
        focused = self.focused
        on_board = focused is None or self.board in focused.ancestors_with_self
        if on_board and event.key not in ("escape", "q"):
            event.stop()
            event.prevent_default()

    def on_game_board_action_chosen(self, message: GameBoard.ActionChosen) -> None:
        message.stop()  # read-only: nothing is played from the review

    def action_close(self) -> None:
        self.dismiss(None)


def open_review(app: Any, match: Match, lang: str, after: Any = None,
                hints: dict[Any, Any] | None = None) -> bool:
    """Push the review of ``match`` when one is offered; False otherwise. ``hints``: the table's
    hints by decision (``TableScreen.hints``), whose figures the review takes where they were asked."""
    seat = review_offered(match)
    if seat is None:
        return False
    app.push_screen(ReviewScreen(match, seat, lang, hints=hints), callback=after)
    return True
