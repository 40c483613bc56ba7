"""The contract between the app shell and a game's board widget.

A game names its board as ``Game.board = "chemcards.games.<game>.board:ClassName"``; the shell
imports it lazily (engines never import Textual). The board renders the public table and, when
``seat`` is given, that seat's hand; it never applies actions itself: it posts ``ActionChosen`` and
the shell applies the action through the match, showing the engine's reason if it is refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget

from chemcards.core.protocol import Event, Game


class GameBoard(Widget):
    #: the board shows a past moment, read-only (the review after a game): no line says whose move
    #: is awaited ("Waiting for the other players." in the review, play-through 11, en 11, zh 4)
    read_only: bool = False
    #: this screen's seat is played in another window now (online, the same seat token; issue 12,
    #: session 12): the board shows no line that invites a move and no keys to make one. The
    #: table's status line says, once, where the seat is played.
    elsewhere: bool = False
    #: seats whose person's connection is gone (online, CC-22): the game waits for them, and the
    #: table's status line says how long; the board does not say they are moving (play-through 12,
    #: de 7, zh 4: "Lynx is moving …" while Lynx was gone)
    absent: frozenset[int] = frozenset()
    #: hot-seat: the mover's turn-end dialog is up over their own table (``TableScreen._turn_end``):
    #: no line names the next person yet, who is asked to look away (play-through 14, de 5)
    turn_over: bool = False
    #: a guided game's judge (``lessons.Guide.refuses``: the legal moves as text, a move as text ->
    #: whether the lesson refuses it now), set by the lesson's table: a board that reads it offers
    #: on its own lines no move the lesson would refuse (play-through 12, zh 2 and 13: the
    #: Metallurgie line offered "⏎ place gold" and "r turn top card", and both were refused)
    lesson_refuses: Callable[[Sequence[str], str], bool] | None = None
    #: the match driver lets the person at this screen have the computers play the rest out at
    #: once (``MatchDriver.may_play_out``; CHEMIS once every person is dead, CH-12 [decided]), set
    #: by the table: the board offers its key and says so; ``PlayOutAsked`` asks for it
    play_out: bool = False
    #: the computers are playing the rest out at once (``MatchDriver.hurry``), set by the table
    hurrying: bool = False

    class PlayOutAsked(Message):
        """The person asks to let the computers play the rest out at once (``play_out``)."""

    class ActionChosen(Message):
        def __init__(self, action: Any) -> None:
            super().__init__()
            self.action = action

    class Answered(Message):
        """A key on the board was answered in words and nothing changed (a card that may not join
        the compound, a card with one charge only): the table says it on the notice line, where a
        typed move is answered, anew at every press (play-through 20 de 4, zh 6). ``refused``: the
        key was refused ("Not allowed: …"), else a plain answer."""

        def __init__(self, text: str, refused: bool = True) -> None:
            super().__init__()
            self.text = text
            self.refused = refused

    def __init__(self, game: Game, lang: str = "en", **kwargs: Any) -> None:  # type: ignore[type-arg]
        super().__init__(**kwargs)
        self.game = game
        self.lang = lang

    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        """Render ``view``. ``seat`` is the person at the screen whose hand may be shown, or None
        (a curtain is up, or only computers act): then no hand is drawn face up. ``legal`` are the
        actions that seat may take now (empty when it is not their move)."""
        raise NotImplementedError

    def choose(self, action: Any) -> None:
        self.post_message(self.ActionChosen(action))

    def answer(self, text: str, refused: bool = True) -> None:
        """Answer a key in words on the table's notice line (``Answered``)."""
        self.post_message(self.Answered(text, refused))

    def taken_down(self) -> bool:
        """The board is being removed with its screen (Textual prunes its parts): a query for one
        of its parts may then find nothing, which is no fault."""
        return bool(self._pruning or self._closing or not self.is_attached)

    def new_question(self) -> None:
        """The board now asks the person something new (a colour for the Wild just picked, a
        fresh start on the cards picked): a refusal still on the notice line answered an earlier
        choice and no longer fits what the screen asks, so it goes (issue 12 point 7, play-through
        8 zh 10: "only play a Wild Draw Four without the colour" stayed over the colour prompt of a
        plain Wild). Other notices (a save, the speed) stay their time."""
        from .notice import NoticeLine  # the notice line is the shell's; a board only clears it

        if not self.is_attached:
            return
        for line in self.screen.query(NoticeLine):
            if line.message is not None and line.severity == "warning":
                line.clear()

    # -- optional hooks (the shell works without them) -------------------------------------------
    def typed(self, action: Any) -> Any:
        """A move typed in the move box, as the board itself would send it: a switch set on the
        board beforehand still counts (Color Clash: "Last card!" switched on, CC-10; issue 12
        follow-up, point 2). By default the action as typed; None when the board took the step
        itself (the Chemie-Kartenspiel's picks, which the engine learns when they are laid)."""
        return action

    def typed_refusal(self) -> str:
        """Why the board refused the move :meth:`typed` last took itself (returned None), or "":
        the table shows it on the notice line, as a refusal by the engine. By default none."""
        return ""

    def hint_position(self, view: Any, legal: list[Any]) -> tuple[Any, list[Any]] | None:
        """The position the person sees, where the board holds steps the engine does not know
        yet (the Chemie-Kartenspiel's picks made with ⏎): that view and the moves from there, for
        the hint, which must name a move the screen takes (play-through 15 en 2). None: the
        match's own ``view`` and ``legal``. By default the board holds no such steps."""
        return None

    def take_back(self) -> bool:
        """``u`` (undo) for a step the board holds itself and has not sent yet (the
        Chemie-Kartenspiel's picks and shield): take it back and return True; False lets the
        match's undo take back the last move. By default the board holds none."""
        return False

    def can_take_back(self) -> bool:
        """Whether :meth:`take_back` would take a pick back now (the footer offers ``u`` then)."""
        return False

    def put_back(self) -> bool:
        """``ctrl+y`` (redo) after :meth:`take_back`: put the pick it took back again and return
        True, while nothing else was picked since; False lets the match's redo answer. By default
        the board holds no picks."""
        return False

    def names_typing(self) -> bool:
        """Whether the board's own line of keys names ":" (type a move) now: the footer then lets
        ``u`` go before ":" where both do not fit (play-through 13: the German Chemie-Kartenspiel
        footer at 80×24 had room for neither while the board's line named ":")."""
        return False

    def picks_changed(self) -> None:
        """Call after the board's own picks changed: the table's footer follows whether ``u``
        works now (play-through 13 en: with only board picks to take back, no ``u`` shown)."""
        aids_changed = getattr(self.screen, "_aids_changed", None)
        if callable(aids_changed):
            aids_changed()

    def window_reason(self, view: Any, lang: str) -> str | None:
        """What a window everyone at one screen may act in is for, in one sentence, for the screen
        that calls them all to look (Color Clash: who has one card left, call or catch; play-through
        14, de 10). None: that screen says only that everyone may act."""
        return None

    def shared_action(self, action: Any) -> bool:
        """True for an action any person at the keyboard may take for the seat allowed to take it,
        because it reveals nothing private (Color Clash "catch", CC-14). The shell then offers it on
        the current person's screen even though it belongs to another person's seat."""
        return False

    def logged(self, lines: list[tuple[Any, str]]) -> None:
        """New log lines as the person at the screen sees them: (event filtered by
        ``Event.seen_by``, its text). A board may tell that person what happened to them while
        others played (CHEMIS: a death in the computers' turns). Not called when the log is rebuilt
        for another person."""
        return None

    def relogged(self, lines: list[tuple[Any, str]]) -> None:
        """The log was written again from the events (undo, another person's screen, a resumed
        game): ``lines`` are its last lines as the person at the screen now sees them. A board
        that remembers what ``logged`` told it starts again from these (Color Clash: why the
        viewer's hand grew, play-through 16 en 9)."""
        return None

    def news(self, seat: int, events: Sequence[Event], start: int) -> Screen[None] | None:
        """A screen for the person at ``seat`` alone, to be read before the game goes on: what
        happened to them while others played (CHEMIS: the story of their death, CH-11). The table
        shows it behind that person's own curtain in a hot-seat game (issue 12, point 11: a person
        who died in another's turn never saw why). ``events`` are the log's last events as
        ``seat`` sees them (``Event.seen_by``), ``events[start:]`` the new ones. None: nothing."""
        return None

    def key_moves(self, action: str) -> list[Any] | None:
        """The moves the board's key bound to ``action`` would send now, where the board knows
        them without asking the person anything (Metallurgie's ``e``: end the turn). A guided game
        leaves a key out of the footer while the lesson refuses every one of them (play-through 11
        zh #9: the footer listed "e 结束回合" and pressing it was refused). None: not known."""
        return None

    def marked_seats(self, to_act: tuple[int, ...]) -> tuple[int, ...]:
        """The seats the seats panel marks with ▶ among those that may act now. By default all of
        them; a board may keep the mark for the seat whose move it is when others may only answer
        (Color Clash's call window: the owner calls, the others may catch, CC-10/CC-11)."""
        return to_act

    def status_text(self, view: Any, lang: str) -> str | None:
        """The table's status line while the board asks something the engine does not know of yet
        (Color Clash: the colour for a Wild picked, whose play is not sent until then); None: the
        game's own ``status_text``. Play-through 18, de 9: after a drawn ★ was picked the status
        still said „Du hast gezogen: spielen oder behalten.“ while the board asked for the colour."""
        return None

    def asks_changed(self) -> None:
        """Call after the board's own question changed (``status_text``): the table's status line
        follows at once."""
        render = getattr(self.screen, "render_status", None) if self.is_attached else None
        if callable(render):
            render()

    def late_notice(self, key: str) -> str | None:
        """What ``key`` pressed a moment after its chance had passed means, asked while a curtain
        already covers the table (Color Clash: `l` or `c` just after a "Last card!" window closed;
        play-through 18, zh 2: the late `l` met the hand-over curtain and said nothing). None:
        nothing to say. Public only: the curtain shows it to whoever is at the keyboard."""
        return None

    def early_notice(self, key: str) -> str | None:
        """What ``key`` pressed on the screen that calls everyone to a window before it runs means
        (Color Clash: `l` or `c` before the "Last card!" window is shown to all; play-through 19, de
        3: they said nothing). Nothing counts there yet; None: nothing to say. Public only."""
        return None

    def countdown(self, seconds: float | None) -> None:
        """Seconds left on the referee's timer (None: none runs); boards may show it. How long a
        timer runs is the game's rule (``GameRules.referee_timer``), read by the match driver."""
        return None


def append_face_row(text: Text, faces: list[list[Text]], *, first: bool) -> None:
    """One row of card faces side by side: line ``k`` of every face, then the next line (each face
    a list of equally tall lines). Every large-screen board lays its hand and table out this way."""
    for line in range(len(faces[0]) if faces else 0):
        if not first or line:
            text.append("\n")
        for lines in faces:
            text.append_text(lines[line])
            text.append(" ")


def framed_face(rows: list[str], width: int, style: str, heavy: bool) -> list[Text]:
    """A card face for a large screen (issue 12, point 15): ``rows`` centred by terminal cells (so
    Chinese names neither overflow nor shift), cut with "…" when too long, in a frame that is heavy
    for the chosen card, so the choice is not told by colour alone. Shared by the games' boards."""
    inner = width - 2
    if heavy:
        top, side, bottom = "┏" + "━" * inner + "┓", "┃", "┗" + "━" * inner + "┛"
    else:
        top, side, bottom = "╭" + "─" * inner + "╮", "│", "╰" + "─" * inner + "╯"

    def row(words: str) -> Text:
        words = words if cell_len(words) <= inner else set_cell_size(words, inner - 1) + "…"
        pad = inner - cell_len(words)
        return Text(side + " " * (pad // 2) + words + " " * (pad - pad // 2) + side, style=style)

    return [Text(top, style=style), *(row(r) for r in rows), Text(bottom, style=style)]


#: a name's number at its end ("Spieler 1", "玩家12"), kept whenever the name is cut
_TRAILING_NUMBER = re.compile(r"\d+$")


def cut_name(name: str, cells: int) -> str:
    """``name`` in at most ``cells`` cells: cut with "…", but its trailing number kept ("Spie…1";
    play-through 11 de #8: "▶Spieler… 0" lost the "1" of "Spieler 1" and with it who it was)."""
    if cell_len(name) <= cells:
        return name
    number = _TRAILING_NUMBER.search(name)
    if number and len(name) > len(number.group(0)) and cells >= len(number.group(0)) + 2:
        head = name[:number.start()].rstrip()
        room = cells - len(number.group(0)) - 1
        while head and cell_len(head) > room:
            head = head[:-1]
        return f"{head.rstrip()}…{number.group(0)}"
    text = Text(name)
    text.truncate(max(1, cells), overflow="ellipsis")
    return text.plain
