"""The table's practice keys (issue 19): undo, redo and the hint, for the person at the screen.

The rules of undo (how far back, never past a card drawn or turned up, the record entry) are the
match's and the driver's (``Match.undo``, ``MatchDriver.undo``); the hint is ``bots.advice``. This
module only takes the key, asks, and says the answer in one line. The hint is computed in a worker
thread from the person's own view, and dropped if the table moved on meanwhile.

Both are on when at most one person sits at the table, or when every person agreed at the start
(``Match.aids_allowed``); otherwise the keys are disabled and say why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from chemcards.bots.advice import Advice, advise, hint_line
from chemcards.bots.review import Position, decision_seed, position
from chemcards.core.driver import MatchDriver
from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.i18n import ui

from .board_base import GameBoard
from .text import refusal_text, safe_text


class TableScreen(Protocol):
    """What these keys need of the table screen (``tui/table.py``, which imports this module)."""

    match: Match
    game: Any
    viewer: int | None
    curtain_up: bool
    hint_shown: str | None
    #: the advice each hint gave, by decision: the review reads its figures there (``bots.review``)
    hints: dict[Position, Advice]

    @property
    def driver(self) -> MatchDriver: ...

    @property
    def board(self) -> GameBoard: ...

    @property
    def lang(self) -> str: ...

    @property
    def app(self) -> Any: ...

    @property
    def is_attached(self) -> bool: ...

    def refuse(self, text: str) -> None: ...

    def remaining(self) -> float | None: ...

    def notify(self, message: str, *, timeout: float | None = None) -> None: ...

    def run_worker(self, work: Callable[[], None], *, thread: bool, exclusive: bool, group: str,
                   exit_on_error: bool) -> Any: ...


#: seconds the "thinking" sign may stay at most: the answer replaces it long before (a hint
#: searches a fixed number of iterations, a few seconds on a slow machine)
HINT_WAIT = 60.0
#: seconds a running timer must still have for a hint: the search takes one to two, and a hint
#: asked in the 3-second "Last card!" window used the window up and came when it had closed
#: (play-through 25, zh 1; CC-14)
HINT_MIN_TIME = 8.0


def person_at_screen(table: TableScreen) -> int | None:
    """The seat of the person whose screen this is (none while a curtain is up)."""
    seat = table.viewer
    if table.curtain_up or seat is None or table.match.seats[seat].is_computer:
        return None
    return seat


def undo(table: TableScreen, again: bool = False) -> bool:
    """Undo (or redo, ``again``) for the person at the screen; a refusal is one line."""
    match = table.match
    if not getattr(match, "aids_allowed", False):
        table.refuse(ui("aids_off", table.lang))
        return False
    seat = person_at_screen(table)
    if seat is None:
        table.refuse(ui("undo_not_person", table.lang))
        return False
    # a pick of the board's own, not yet sent (the Chemie-Kartenspiel's shield and picked cards):
    # taken back there first, as its ⌫ does (play-through 13 en 1: after "add ✱" `u` took back the
    # card before it, or said the way back would show a hidden card)
    if not again and table.board.take_back():
        table.notify(ui("undo_done", table.lang, n=1))
        return True
    # and such a pick taken back comes back first (play-through 20 de 2: ⏎ on Ne, `u`, then
    # ctrl+y said "Nothing to redo": the match had nothing undone, the pick was the board's)
    if again and table.board.put_back():
        table.notify(ui("redo_done", table.lang, n=1))
        return True
    before = len(match.steps)
    refusal = (table.driver.redo if again else table.driver.undo)(seat)
    if refusal is not None:
        why = blocked_by(match, seat, table.lang) if refusal.key == "undo_none" and not again else ""
        table.refuse(why or refusal_text(table.game, refusal.error(), table.lang))
        return False
    count = abs(len(match.steps) - before)
    table.notify(ui("redo_done" if again else "undo_done", table.lang, n=count))
    return True


#: the events by which a seat takes cards from a pile, hidden from the others (every game's
#: ``draw``; Color Clash's penalty draw, CC-6, CC-11)
DRAW_KINDS = frozenset({"draw", "penalty"})


def blocked_by(match: Match, seat: int, lang: str) -> str:
    """Why ``seat``'s undo is refused, plainly: somebody has drawn cards since their move
    (play-through 15, en 6: "the table has already seen something that was hidden — “Curie draws 2
    cards (◆ +2)”" was hard to follow, from a seat that saw nothing hidden), or else what came to
    light as the log wrote it (``seen_since``). "" when no step stops it."""
    shown = _news(match, seat, match.undo_barrier(seat))
    last = shown[-1] if shown else None
    if last is not None and last.kind in DRAW_KINDS and last.seat is not None:
        if last.seat == seat:
            return ui("undo_none_own_draw", lang)
        return ui("undo_none_drew", lang, name=match.seats[last.seat].name)
    seen = seen_since(match, seat, lang)
    if not seen:
        return ""
    # what became known, said with the quote: "the table has already seen something that was
    # hidden — “Curie has no answer and passes”" left a new player asking why a pass was hidden
    # (play-through 20, en 8). A public event the game counts as revealing tells about the hands
    # where the catalogue has its kind (``undo_none_pass``: a CHEMIS pass shows who holds no
    # answer, CH-10); else it brought hidden cards into play (a Metallurgie top card turned up)
    event = _blocking_event(match, seat)
    if event is not None and not event.secret and match.game.reveals(event):
        key = f"undo_none_{event.kind}"
        told = ui(key, lang, what=seen)
        if told != key:
            return told
    return ui("undo_none_seen", lang, what=seen)


def _own(event: Event, seat: int) -> bool:
    """An event of ``seat``'s own with no secret part: it shows ``seat`` nothing it did not know
    (its own automatic pass tells the others that its hand holds no answer, CH-10, not itself)."""
    return event.seat == seat and not event.secret


def _news(match: Match, seat: int, events: list[Event]) -> list[Event]:
    """The events that brought hidden information into play for ``seat``: play-through 18 (zh 4)
    quoted the person's own automatic pass ("你无牌可应，自动过牌") as what had come to light,
    while the other seats' passes in the same round were the news."""
    return [e for e in events if match.game.reveals(e) and not _own(e, seat)]


def seen_since(match: Match, seat: int, lang: str) -> str:
    """What stops ``seat``'s undo, as their log writes it: the last event of the blocking step that
    brought hidden information into play, seen as ``seat`` may see it (another's draw without its
    cards). Play-through 12 (zh#8): "would reveal a hidden card" right after the tester's own play
    said not which; the play had made Curie pass without an answer ("Curie 无牌可应，自动过牌").
    "" when no step stops it."""
    event = _blocking_event(match, seat)
    if event is None:
        return ""
    names = [s.name for s in match.seats]  # as ``table.event_line`` writes the log line
    return str(match.game.event_text(event.seen_by(seat), lang, names=names, viewer=seat,
                                     view=match.view(seat)))


def _blocking_event(match: Match, seat: int) -> Event | None:
    """The event ``seen_since`` quotes: the last of the blocking step's news for ``seat``, else its
    last event not ``seat``'s own; ``None`` when no step stops the undo."""
    events = match.undo_barrier(seat)
    shown = _news(match, seat, events) or [e for e in events if not _own(e, seat)]
    return shown[-1] if shown else None


def _moment(match: Match, seat: int) -> tuple[int, tuple[int, ...], tuple[str, ...]]:
    """The decision a hint answers: how far the game is, who acts and what ``seat`` may do."""
    return len(match.steps), tuple(match.to_act()), tuple(map(str, match.legal(seat)))


def _board_moment(table: TableScreen, seat: int) -> Any:
    """The position the board shows besides the match's (``GameBoard.hint_position``): a pick made
    on the board while the hint is worked out makes the hint stale, as a move does."""
    shown = table.board.hint_position(table.match.view(seat), [])
    return None if shown is None else shown[0]


def hint_seed(match: Match, seat: int) -> int:
    """The hint's search is seeded by the decision it answers (how far the game is, whose), so
    pressing ``h`` again in the same position gives the same move and figures: play-through 11
    (en 1) pressed it 15 times and read "play ■ 7", then "play ■ 6", then "■ 7" again, each with
    other chances. Nothing hidden goes into the seed. The review seeds the decision alike."""
    return decision_seed(len(match.steps), seat)


def hint(table: TableScreen) -> bool:
    """Ask the hard computer, off the event loop, what it would play from the person's view."""
    match = table.match
    if not getattr(match, "aids_allowed", False):
        table.refuse(ui("aids_off", table.lang))
        return False
    seat = person_at_screen(table)
    to_act = match.to_act()
    if seat is None or seat not in to_act:
        table.refuse(ui("not_your_turn", table.lang))
        return False
    legal = match.legal(seat)
    if not legal:
        table.refuse(ui("not_your_turn", table.lang))
        return False
    left = table.remaining()
    if left is not None and left < HINT_MIN_TIME:
        table.refuse(ui("hint_no_time", table.lang))
        return False
    # a guided game's hint names a move its step takes (play-through 12, zh 2: the Metallurgie
    # lesson's hint said "place gold" while the step asked for iron, and refused the gold)
    view = match.view(seat)  # the person's view only: the hint never sees a hidden card
    # the position the board shows, where it holds steps of its own (the Chemie-Kartenspiel's picks
    # made with ⏎): the hint names a move from there (play-through 15 en 2: "add H" with H picked)
    shown = table.board.hint_position(view, list(legal))
    if shown is not None:
        view, legal = shown
    legal = table.hint_moves(seat, legal) or legal
    moment = _moment(match, seat), _board_moment(table, seat)
    seed = hint_seed(match, seat)
    where = position(match, seat)
    # a decision's advice is kept for the review; one for the board's own position is not its
    known = table.hints.get(where) if shown is None else None
    game, lang = match.game, table.lang
    # at once, and until the answer comes: the old hint goes, and a sign says the computer is
    # thinking (play-through 10: ~5 s with the old hint still up and no sign of work; the sign
    # used to go after 2 s while the search ran on)
    table.hint_shown = None
    table.hint_asked += 1
    asked = table.hint_asked
    thinking = ui("hint_thinking", lang)
    table.notify(thinking, timeout=HINT_WAIT)

    def think() -> None:
        try:
            advice = known or advise(game, seat, view, legal, seed=seed)
            line = hint_line(game, view, advice, lang)
        except Exception:  # a hint is an aid: one line, and the game goes on
            line, advice = ui("hint_failed", lang), None

        def show() -> None:
            if not table.is_attached:
                return
            # the same decision still waits (a pause for the keys screen changes nothing here,
            # though it bumps the driver's version: the hint used to vanish then, zh1 #12)
            if table.hint_asked != asked:  # a move typed meanwhile: its result stays on the line
                return
            if (_moment(match, seat), _board_moment(table, seat)) == moment:
                if advice is not None and shown is None:  # the review takes these figures for this decision
                    table.hints[where] = advice
                table.hint_shown = line
                table.notify(safe_text(line), timeout=12)  # notations hold '[': not markup
                return
            from .notice import line_of  # the game moved on: no sign of thinking stays behind

            notice = line_of(table)  # type: ignore[arg-type]
            if notice is not None and notice.message == thinking:
                notice.clear()

        table.app.call_from_thread(show)

    # the search runs in a thread: the event loop stays free for keys and redraws meanwhile
    table.run_worker(think, thread=True, exclusive=True, group="hint", exit_on_error=False)
    return True
