"""The Color Clash board: the table, the hand of the person at the screen, and the keys to play.

The only Textual module of the game. It renders a view and posts actions; the engine decides.
Cards always show their colour's shape beside the symbol printed on them (CC-1), so nothing depends
on seeing colour; no colour letter, which read as English (issue 21). A card is chosen with the arrow
keys and Enter, by clicking it, or by typing it (the shell's ``:``: the notation, the face as shown,
or words). Wilds ask for a colour (1-4, or in English also the colour's initial). "Last card!" (``l``) is a
switch before playing or the call itself inside the window (CC-10); ``c`` catches (CC-11, CC-14).
The shell runs the clocks; this board only shows the seconds it is given.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Click
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Static

from chemcards.i18n import computer_mark, person_key, tr, ui
from chemcards.tui.board_base import GameBoard, append_face_row
from chemcards.tui.dialogs import dialog_footer
from chemcards.tui.outcome import (
    RESULT_SCROLL_KEYS,
    RESULT_SCROLLBAR,
    fit_result_scroll,
    result_parts,
    result_tables,
    scroll_result,
)
from chemcards.tui.settle import KeyGuard
from chemcards.tui.text import countdown, safe_text, translate_bindings
from chemcards.tui.wrap import Wrapped

from .actions import (
    CALL,
    CATCH,
    COLOR_ACTIONS,
    DRAW,
    DRAW_ACTION,
    END,
    END_ACTION,
    KEEP,
    KEEP_ACTION,
    PASS,
    PASS_ACTION,
    PLAY,
    PLAYS,
)
from .catalogue import COLOUR, COLOUR_SHAPES, GAME_ID, NO_COLOUR, card_label, colour_name
from .texts import (
    card_words,
    colour_status,
    hand_header,
    penalties_since_own_move,
    penalty_reason_text,
    round_hands,
    too_late_text,
)

CHIP = 7  # cells per card in the hand: " ● +2 "
#: log events the board keeps to say why the viewer's hand grew (a round of six seats' turns and more)
RECENT_EVENTS = 200
#: seconds after a call window closed in which "c" is answered "too late" rather than "nobody to
#: catch" (CC-11, CC-12: the window itself lasts 3 s)
LATE_CATCH = 5.0
#: card faces on a coloured ground; the shape carries the same information (CC-1)
PLAYABLE_STYLE = ("bold white on red3", "bold white on blue3", "bold black on gold1", "bold black on green3")
WILD_STYLE = "bold white on grey23"
DIM_STYLE = ("red3", "dodger_blue2", "gold3", "green3")


def chip_style(face: int, playable: bool) -> str:
    colour = COLOUR[face]
    if playable:
        return WILD_STYLE if colour == NO_COLOUR else PLAYABLE_STYLE[colour]
    return "grey62" if colour == NO_COLOUR else DIM_STYLE[colour]


def card_text(face: int, playable: bool = True, selected: bool = False) -> Text:
    label = card_label(face).ljust(CHIP - 2)
    left, right = ("[", "]") if selected else (" ", " ")
    style = chip_style(face, playable) + (" underline" if selected else "")
    return Text(left + label + right, style=style)


#: a card face on a large screen (issue 12, point 15): FACE_W cells wide, FACE_H rows, one gap
FACE_W, FACE_H = 9, 5
FACE_STEP = FACE_W + 1
#: from this screen height on (and a hand at least this wide) the hand is drawn as card faces
BIG_SCREEN_ROWS, BIG_HAND_COLUMNS = 32, 60
#: (from this screen height on, a face of these cells across and rows down): the faces grow with
#: the screen; 160x48 had some 25 empty rows under a hand of 9x5 faces (play-through 8, en #1)
FACE_SIZES = ((58, (17, 13)), (46, (13, 9)))
#: at most this many cards under the top card are shown beside it on a large screen: every card
#: on the discard pile was played face up (CC-6), so it is public (the view's ``discard``); after a
#: reshuffle (CC-9) only the cards played since are there
DISCARD_SHOWN = 6


def face_size(screen_rows: int) -> tuple[int, int]:
    """A face's cells across and rows down for a screen this tall: larger on a larger screen."""
    return next((size for rows, size in FACE_SIZES if screen_rows >= rows), (FACE_W, FACE_H))


def face_lines(face: int, playable: bool = True, selected: bool = False,
               size: tuple[int, int] = (FACE_W, FACE_H)) -> list[Text]:
    """A card as a small face (shape and symbol in the corner, the symbol again in the middle,
    the shape below; CC-1: the shape always beside the colour). The chosen card has a heavy frame.
    ``size`` is the face's (cells across, rows down); the rows beyond the three drawn stay empty
    around the symbol."""
    width, height = size
    style = chip_style(face, playable) + (" underline" if selected else "")
    colour = COLOUR[face]
    shape = COLOUR_SHAPES[colour] if colour != NO_COLOUR else "★"
    label = card_label(face)
    middle = label.removeprefix(shape).strip() or shape  # "● 7" -> "7", "★+4" -> "+4", "★" -> "★"
    inner = width - 2
    top, side, bottom = ("┏" + "━" * inner + "┓", "┃", "┗" + "━" * inner + "┛") if selected else (
        "╭" + "─" * inner + "╮", "│", "╰" + "─" * inner + "╯")
    gap = max(0, height - 5) // 2  # empty rows above and below the middle symbol
    rows = [label.ljust(inner)] + [" " * inner] * gap + [middle.center(inner)] + [" " * inner] * gap
    rows += [" " * inner] * max(0, height - 3 - len(rows)) + [shape.center(inner)]
    return [Text(top, style=style)] + [Text(side + r + side, style=style) for r in rows] + [
        Text(bottom, style=style)]


def colour_text(colour: int, lang: str) -> Text:
    if colour < 0:
        return Text(tr(GAME_ID, "no_colour", lang))
    return Text(f"{COLOUR_SHAPES[colour]} {colour_name(colour, lang)}", style=DIM_STYLE[colour] + " bold")


class HandView(Widget, can_focus=True):
    """The cards of the person at the screen, in rows of chips; a cursor picks one."""

    DEFAULT_CSS = """
    HandView { height: auto; min-height: 1; padding: 0 1; }
    HandView:focus { background: $boost; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("up", "row(-1)", show=False),
        Binding("down", "row(1)", show=False),
        Binding("home", "end(0)", show=False),  # as in the Chemie-Kartenspiel grid (issue 12)
        Binding("end", "end(1)", show=False),
        # after a draw only the drawn card may be played (CC-7): the footer says so, and the arrows
        # do not move off it (play-through 7: "[★ W+4]" under the cursor, Enter played "◆ G7")
        Binding("enter,space", "pick_drawn", "Play the drawn card", id="cc_play_drawn", key_display="⏎"),
        Binding("enter,space", "pick", "Play card", id="cc_play_card", key_display="←→ ⏎"),
        # the same key while a colour is asked: another card may still be picked (the picker then
        # closes), but the footer shows the picker's keys instead (issue 12, point 13)
        Binding("enter,space", "pick_quiet", show=False),
    ]

    class Picked(Message):
        def __init__(self, face: int) -> None:
            super().__init__()
            self.face = face

    class Moved(Message):
        """The cursor moved to another card: the board names it in words below (en 10)."""

    def __init__(self, lang: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lang = lang
        self.cards: tuple[int, ...] = ()
        self.playable: set[int] = set()
        self.hidden = True
        #: this seat may act now (it may draw): Enter on a card then gets the engine's reason even
        #: when no card fits, instead of doing nothing (play-through 8, en and zh)
        self.acting = False
        self.cursor = 0
        #: the drawn card on offer (CC-7): the cursor stays on it and Enter plays it, as the prompt
        #: "play it (Enter)" says (play-through 6, en #11; 7: the cursor could rest on another
        #: card); a click on another card is refused by the engine
        self.offer: int | None = None
        #: a colour is being asked for: the footer shows the picker's keys, not "Play card"
        self.choosing = False
        #: a "Last card!" window this seat may act in is open: Enter on a card gets the engine's
        #: reason (the owner: only the call counts, CC-10), not silence; the footer keeps only l
        #: and c (play-through 19, zh 10)
        self.in_window = False

    def on_mount(self) -> None:
        translate_bindings(self, self.lang)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No "Play card" key in the footer while the cards are face down (a shared window screen),
        nor while this seat has no card it may play now (another seat's turn, as an online seat
        watching sees it, or only drawing is left): the footer offers what the seat can do now."""
        if action == "pick_drawn":
            return not self.hidden and self.offer in self.cards and not self.choosing
        if action == "pick":
            return not self.hidden and bool(self.cards) and (bool(self.playable) or self.acting) \
                and not self.choosing and self.offer not in self.cards
        if action == "pick_quiet":
            return not self.hidden and bool(self.cards) and (self.choosing or self.in_window)
        return True

    def set_choosing(self, choosing: bool) -> None:
        if choosing != self.choosing:
            self.choosing = choosing
            self.refresh_bindings()

    def set_cards(self, cards: tuple[int, ...], playable: set[int], hidden: bool, prefer: int | None,
                  acting: bool = False, in_window: bool = False) -> None:
        old = self.cards[self.cursor] if self.cards and self.cursor < len(self.cards) else None
        keys = (hidden, bool(cards), bool(playable), acting, in_window)
        keys_change = keys != (self.hidden, bool(self.cards), bool(self.playable), self.acting,
                               self.in_window)
        self.cards, self.playable, self.hidden = cards, playable, hidden
        self.acting, self.in_window = acting, in_window
        if keys_change:
            self.refresh_bindings()
        target = prefer if prefer is not None else old
        if target in cards:
            self.cursor = cards.index(target)
        elif cards:
            self.cursor = min(self.cursor, len(cards) - 1)
        else:
            self.cursor = 0
        self.refresh(layout=True)

    def big(self, width: int | None = None) -> bool:
        """Card faces instead of chips: the screen has the rows and the hand the columns (160x48)."""
        if width is None:  # before the first layout the hand has no width yet: the screen's stands in
            width = self.content_size.width or self.app.size.width
        return self.app.size.height >= BIG_SCREEN_ROWS and width >= BIG_HAND_COLUMNS

    def face(self) -> tuple[int, int]:
        """The size of a face on this screen (``face_size``)."""
        return face_size(self.app.size.height)

    def step(self, width: int | None = None) -> tuple[int, int]:
        """Cells per card across, rows per row of cards."""
        if not self.big(width):
            return (CHIP, 1)
        across, rows = self.face()
        return (across + 1, rows)

    def per_row(self) -> int:
        return max(1, (self.content_size.width or 48) // self.step()[0])

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        if self.hidden or not self.cards:
            return 1
        across, rows = self.step(width)
        per_row = max(1, width // across)
        return -(-len(self.cards) // per_row) * rows

    def render(self) -> Text:
        if self.hidden:
            return Text(ui("cc_hand_hidden", self.lang), style="italic")
        if not self.cards:
            return Text(ui("cc_no_cards", self.lang), style="italic")
        per_row = self.per_row()
        text = Text()
        if self.big():
            for start in range(0, len(self.cards), per_row):
                faces = [face_lines(f, f in self.playable, start + j == self.cursor and self.has_focus,
                                    self.face())
                         for j, f in enumerate(self.cards[start:start + per_row])]
                append_face_row(text, faces, first=not start)
            return text
        for i, face in enumerate(self.cards):
            if i and i % per_row == 0:
                text.append("\n")
            text.append_text(card_text(face, face in self.playable, i == self.cursor and self.has_focus))
        return text

    def set_offer(self, face: int | None) -> None:
        """The drawn card on offer (CC-7), or None: the cursor goes to it and the footer's Enter
        becomes "Play the drawn card"."""
        if face != self.offer:
            self.offer = face
            if face in self.cards:
                self.cursor = self.cards.index(face)
                self.refresh()
            self.refresh_bindings()

    def _held_on_offer(self) -> bool:
        """CC-7: after a draw the cursor stays on the drawn card; one line says why (play-through
        7: it could rest on "[★ W+4]" while Enter played the drawn "◆ G7")."""
        if self.offer is None or self.offer not in self.cards or self.hidden:
            return False
        self.cursor = self.cards.index(self.offer)
        self.refresh()
        self.notify(ui("cc_only_drawn", self.lang), severity="warning")
        return True

    def action_move(self, step: int) -> None:
        if self.cards and not self._held_on_offer():
            self.cursor = (self.cursor + step) % len(self.cards)
            self.refresh()
            self.post_message(self.Moved())

    def action_end(self, last: int) -> None:
        """Home: the first card, End: the last."""
        if self.cards and not self._held_on_offer():
            self.cursor = len(self.cards) - 1 if last else 0
            self.refresh()
            self.post_message(self.Moved())

    def action_row(self, step: int) -> None:
        if self.cards and not self._held_on_offer():
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + step * self.per_row()))
            self.refresh()
            self.post_message(self.Moved())

    def action_pick(self) -> None:
        if self.cards and not self.hidden:
            if self.offer is not None and self.offer in self.cards:  # CC-7: the drawn card's Enter
                self.cursor = self.cards.index(self.offer)
                self.refresh()
            self.post_message(self.Picked(self.cards[self.cursor]))

    def action_pick_quiet(self) -> None:
        self.action_pick()

    def action_pick_drawn(self) -> None:
        self.action_pick()

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or self.hidden or not self.cards:
            return
        across, rows = self.step()
        index = offset.y // rows * self.per_row() + offset.x // across
        if 0 <= index < len(self.cards) and offset.x < self.per_row() * across:
            self.cursor = index
            self.refresh()
            self.post_message(self.Picked(self.cards[index]))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class RoundEndScreen(KeyGuard, ModalScreen[None]):
    """A finished round: places, what the winner scored, the hands it scored (CC-26) and the totals
    (CC-15…CC-17)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "Next round", id="dialog_next_round"),  # its own footer's key
        Binding("escape,space", "close", show=False),
        *RESULT_SCROLL_KEYS,  # the hands below the places with six seats at 80x24
    ]

    def __init__(self, view: Any, record: Mapping[str, Any], lang: str) -> None:
        super().__init__()
        self.view = view
        self.record = record
        self.lang = lang

    def compose(self) -> ComposeResult:
        lang, view, record = self.lang, self.view, self.record
        winner = record.get("winner")
        if winner is None:
            headline = ui("cc_round_no_winner", lang, round=record["round"])
        else:
            # the person at the screen who won reads "you win" (play-through 17, de 3)
            headline = ui(person_key("ui", "cc_round_winner", winner, view.seat), lang, round=record["round"],
                          name=view.seats[winner].name, points=record.get("points", 0))
        hands = round_hands(record, lang)  # CC-26: shown now that the round is over for everyone
        places = record.get("places", [])
        rows: list[tuple[str, str, str | None, str, bool]] = []
        for seat in sorted(range(len(view.seats)), key=lambda s: (places[s] if s < len(places) else 99, s)):
            person = view.seats[seat]
            mark = computer_mark(lang, substitute=person.substitute) if person.is_computer else ""  # CC-24
            name = person.name + mark
            place = f"{places[seat]}." if seat < len(places) else ""
            extra = None if hands is None else (hands[seat] if seat < len(hands) else "")
            rows.append((place, name, extra, str(view.scores[seat]), False))
        # the shell's result table: cards and names never split (issue 12 follow-up, point 3)
        # with six seats at 80x24 one line per seat first, the cards below (issue 12 point 7.5)
        tables = result_tables(rows, lang, None if hands is None else hand_header(lang),
                               min(76, self.app.size.width) - 4 - RESULT_SCROLLBAR,
                               max(4, self.app.size.height * 6 // 10))
        with Vertical(classes="dialog wide"):
            # by the one wrapper, the winner's name whole (issue 12 point 7); plain text, no markup
            yield Static(Wrapped(headline, [s.name for s in view.seats]), classes="question")
            with VerticalScroll(classes="result-scroll"):
                for i, table in enumerate(tables):
                    if i:  # what each part holds, between the compact result and the cards
                        yield result_parts(lang)
                    yield Static(table)
            yield Static(ui("cc_round_next", lang), classes="hint")
            yield Button(ui("ok", lang), id="ok", variant="primary")
        yield dialog_footer(self, lang)  # the dialog's keys only, over the table's footer

    def on_mount(self) -> None:
        # no button takes the focus: Enter is the screen's own key, so the dialog's footer shows
        # it ("⏎ Next round"); a focused button's Enter hid it (its binding is not shown)
        self.set_focus(None)
        self.call_after_refresh(fit_result_scroll, self)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll_result(self, how: str) -> None:
        scroll_result(self, how)


class ColorClashBoard(GameBoard):
    #: not scoped: the rule for a tall screen below starts at the screen's ``-tall`` class, outside
    #: the board; scoped, it never matched and the hand box stayed 12 rows, cutting a second row of
    #: faces at 160x48 (issue 12 point 15). Every rule here names ColorClashBoard itself.
    SCOPED_CSS = False
    DEFAULT_CSS = """
    ColorClashBoard { layout: vertical; }
    ColorClashBoard #cc-info { height: auto; border: round $primary; padding: 0 1; }
    ColorClashBoard #cc-hand-box { height: auto; max-height: 12; border: round $secondary; }
    .-tall ColorClashBoard #cc-hand-box { max-height: 60%; }
    ColorClashBoard #cc-colours, ColorClashBoard #cc-buttons { height: auto; padding: 0 1; }
    ColorClashBoard #cc-colours { display: none; }
    ColorClashBoard Button { margin-right: 1; min-width: 6; }
    ColorClashBoard #cc-prompt { height: auto; padding: 0 1; }
    ColorClashBoard #cc-detail { height: 1; padding: 0 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        # the picker's keys, in the footer first, and only while a colour is asked (issue 12, point 13)
        # key_display: the catalogue's "colour_keys" per language (no English initials in de/zh)
        Binding("1", "colour(0)", "Colour", id="cc_colour_key", key_display="1–4"),
        Binding("r", "colour(0)", show=False),
        Binding("2,b", "colour(1)", show=False),
        Binding("3,y", "colour(2)", show=False),
        Binding("4,g", "colour(3)", show=False),
        Binding("escape", "cancel_colour", "Back", id="cc_colour_back", key_display="Esc"),
        Binding("d", "draw", "Draw", id="cc_draw"),
        Binding("k", "keep", "Keep", id="cc_keep"),
        Binding("p", "pass_turn", "Pass", id="cc_pass"),
        Binding("l", "last_card", "Last card!", id="cc_last_card"),
        # "l" when the call cannot be switched on (the binding above is off then): says when it can
        # (play-through 12, en 6: "l" changed nothing and said nothing)
        Binding("l", "last_card_not_now", show=False),
        Binding("c", "catch", "Catch!", id="cc_catch"),
        # "c" when there is nobody to catch (the binding above is off then): says why (CC-11/CC-12)
        Binding("c", "late_catch", show=False),
        # CC-27: every person is out and only computers play on: end the round now (play-through
        # 14, zh 4: nothing offered it, and the person watched the computers play for places)
        Binding("e", "end_round", "End round", id="cc_end_round"),
        # while a colour is asked the footer shows the question's keys only (play-through 9: "d
        # Draw" beside "1–4 Colour"); d and k still leave the question as before (zh1 #1)
        Binding("d", "draw_quiet", show=False),
        Binding("k", "keep_quiet", show=False),
        # "d" while the first card's colour is still to be named (CC-4): no draw yet, and one line
        # says so (CI stop 33 found that "d" then did nothing and said nothing)
        Binding("d", "draw_not_now", show=False),
    ]

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self.view: Any = None
        self.legal: list[Any] = []
        self.seat: int | None = None
        self.precall = False
        #: when the last call window closed (monotonic seconds), for a late "c" (CC-11)
        self.window_closed_at: float | None = None
        self.pending_wild: int | None = None
        self.seconds: float | None = None
        self._rounds_seen: int | None = None
        self._keys: tuple[Any, ...] = ()
        #: the log's events as handed to ``logged`` (the last ``RECENT_EVENTS``): why a hand grew
        self._recent: list[Any] = []

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        self._colour_keys_shown()
        yield Static(id="cc-info")
        with Vertical(id="cc-hand-box"):
            yield HandView(self.lang, id="cc-hand")
        yield Static(id="cc-prompt")
        with Horizontal(id="cc-colours"):
            for c in range(4):
                yield Button(f"{c + 1} {COLOUR_SHAPES[c]} {colour_name(c, self.lang)}", id=f"cc-colour-{c}",
                             compact=True)
        def labelled(key: str, letter: str) -> str:
            return ui("key_hint", self.lang, label=ui(key, self.lang), key=letter)

        with Horizontal(id="cc-buttons"):
            yield Button(labelled("cc_draw", "d"), id="cc-draw", compact=True)
            yield Button(labelled("cc_keep", "k"), id="cc-keep", compact=True)
            yield Button(labelled("cc_pass", "p"), id="cc-pass", compact=True)
            yield Button(id="cc-last", compact=True)
            yield Button(labelled("cc_catch", "c"), id="cc-catch", compact=True, variant="warning")
        # last, so that on a short screen it is the line cut, never the prompt or the keys (en 10)
        yield Static(id="cc-detail")

    def _colour_keys_shown(self) -> None:
        """The colour picker's keys as the footer names them, in the player's language (issue 21,
        pt8-de #5, pt8-zh #14: "1–4 r b y g" showed English initials on German and Chinese
        screens). The letters stay bound in every language; only English shows them."""
        keys = tr(GAME_ID, "colour_keys", self.lang)
        bindings = self._bindings.key_to_bindings
        for key, items in bindings.items():
            bindings[key] = [replace(b, key_display=keys) if b.id == "cc_colour_key" else b for b in items]

    def on_mount(self) -> None:
        # the table may be closing while it is still opening (an online quick-play table closed
        # at once): its parts are then gone, and nothing is left to focus; no traceback (issue 12
        # point 7, session 8 online note)
        if not self.taken_down():
            self.query_one(HandView).focus()

    def on_resize(self) -> None:
        """Faces or chips, and how many played cards fit beside the top card, follow the screen's
        size both ways: the info panel kept the large faces after 160x48 -> 80x24, drawn over each
        other, and pushed the hand and the prompt off screen (issue 12 points 15 and 7)."""
        if self.view is not None and not self.taken_down():
            self._refresh_all()
            # the hand's width is known only after this layout: its faces are fitted again then
            self.call_after_refresh(self._relaid)

    def _relaid(self) -> None:
        if self.view is not None and not self.taken_down():
            self._refresh_all()

    # -- the contract ------------------------------------------------------------------------------
    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        if self._window_open() and view.phase != "window":
            self.window_closed_at = time.monotonic()  # a "c" now is a late catch
        elif view.phase == "window":
            self.window_closed_at = None
        before = self.view
        if before is not None and seat is not None and seat in before.to_act and seat not in view.to_act:
            # the switch goes with a play the engine took: the turn has passed on. A refused play
            # keeps it (play-through 20, zh 9: a refused card cleared the call switched on before)
            self.precall = False
        self.view, self.legal, self.seat = view, list(legal), seat
        if seat is None or view.phase != "turn":
            self.precall = self.precall and seat is not None and view.phase == "drawn"
        if self.pending_wild is not None and not any(a.kind == PLAY and a.face == self.pending_wild
                                                     for a in legal):
            self.pending_wild = None  # its Wild may not be played now (a draw, the turn passed)
        self._refresh_all()
        keys = (frozenset(a.kind for a in legal), view.family, any(a.kind == PLAY and a.call for a in legal),
                view.phase == "window", self._choosing_colour(), self.pending_wild is not None)
        if keys != self._keys:  # the footer rebuilds itself on every refresh: only when keys change
            self._keys = keys
            self.refresh_bindings()
        self._announce_round(view)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that cannot do anything now stay out of the footer (it is short at 80 columns)."""
        kinds = {a.kind for a in self.legal}
        if action == "colour":
            return self._choosing_colour()
        if action == "cancel_colour":  # else Esc is the screen's (closing the move box)
            return self.pending_wild is not None
        asking = self.pending_wild is not None  # a colour is asked: its keys alone in the footer
        if action in ("draw", "draw_quiet"):
            return DRAW in kinds and asking == (action == "draw_quiet")
        if action == "draw_not_now":
            return not asking and self._choosing_colour()
        if action == "catch":
            return CATCH in kinds
        if action in ("keep", "keep_quiet"):
            return KEEP in kinds and asking == (action == "keep_quiet")
        if action == "pass_turn":
            return PASS in kinds and not self._window_open()
        if action == "end_round":
            return END in kinds
        if action == "last_card":
            return self.view is not None and not self.view.family and (
                CALL in kinds or any(a.kind == PLAY and a.call for a in self.legal))
        return True

    def shared_action(self, action: Any) -> bool:
        """CC-14: any other seat may catch with one key; declining ("pass") is just as public, and
        so is the owner's call (everyone knows they hold one card). A window with only these moves
        is shown to everyone at once without any hand (docs/rules/color-clash, "at one screen").

        Decided from the action alone: the shell asks before this board has seen the new view. A
        pass on one's own turn is shared too, harmlessly: a turn always belongs to its owner's screen."""
        return action.kind in (CATCH, CALL, PASS)

    def window_reason(self, view: Any, lang: str) -> str | None:
        """The call window (CC-10 … CC-14) in one sentence for the screen that calls everyone to
        look: who has one card left, that they may call and the others catch (play-through 14,
        de 10: "Jetzt dürft ihr alle handeln." alone did not say what for)."""
        if view is None or view.phase != "window" or not 0 <= view.window < len(view.seats):
            return None
        return ui("cc_window_look_why", lang, name=view.seats[view.window].name)

    def marked_seats(self, to_act: tuple[int, ...]) -> tuple[int, ...]:
        """In a call window only its owner carries ▶ (may call, CC-10); the others' lines say they
        may catch (CC-11): the window is nobody else's turn (play-through 6, zh1 #7)."""
        view = self.view
        if view is not None and view.phase == "window" and view.window in to_act:
            return (view.window,)
        return to_act

    def countdown(self, seconds: float | None) -> None:
        self.seconds = seconds
        if self.view is not None and self.is_mounted:
            self._refresh_prompt()

    # -- rendering ---------------------------------------------------------------------------------
    def _window_open(self) -> bool:
        return self.view is not None and self.view.phase == "window"

    def _playable_faces(self) -> set[int]:
        return {a.face for a in self.legal if a.kind == PLAY}

    def _refresh_all(self) -> None:
        view, lang = self.view, self.lang
        info = self.query_one("#cc-info", Static)
        mode = tr(GAME_ID, f"option_mode_{'family' if view.family else 'classic'}", lang)
        if view.rounds_total:
            info.border_title = ui("cc_round_of", lang, round=view.round, total=view.rounds_total, mode=mode)
        else:
            info.border_title = ui("cc_round_to", lang, round=view.round, target=view.target, mode=mode)
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold")
        grid.add_column()
        # a large screen: the top card as a face too; a tall but narrow one (a phone) keeps the chip,
        # so the footer's keys stay on screen
        hand = self.query_one(HandView)
        if hand.big():
            top = self._top_faces(view, hand.face())
        else:
            top = Text.assemble(card_text(view.top), "  ", colour_text(view.colour, lang))
        grid.add_row(ui("cc_top", lang), top)
        arrow = "↻" if view.direction == 1 else "↺"
        direction = tr(GAME_ID, "clockwise" if view.direction == 1 else "anticlockwise", lang)
        grid.add_row(ui("cc_direction", lang), f"{arrow} {direction}")
        grid.add_row(ui("cc_pile", lang), ui("cc_pile_count", lang, count=view.pile_size))
        info.update(grid)

        hand = self.query_one(HandView)
        hidden = self.seat is None
        box = self.query_one("#cc-hand-box")
        if hidden and self._window_open() and self.legal:
            box.border_title = ui("cc_hand_title_shared", lang)
        elif hidden:
            box.border_title = ui("cc_hand_title_hidden", lang)
        else:
            name = safe_text(view.seats[self.seat].name)  # a border title reads markup
            # the hand on a screen is its viewer's: addressed in the second person (issue 21.3)
            box.border_title = self._hand_title(name, len(view.hand))
        hand.set_cards(view.hand, self._playable_faces(), hidden, view.drawn,
                       acting=any(a.kind == DRAW for a in self.legal),
                       in_window=self._window_open() and bool(self.legal))
        hand.set_offer(view.drawn if not hidden and view.phase == "drawn" and any(
            a.kind == KEEP for a in self.legal) else None)
        self._refresh_buttons()
        self._refresh_prompt()
        self._refresh_detail()

    def _hand_title(self, name: str, count: int) -> str:
        """"Your hand, Ann (3)", and while the viewer has not moved since their hand was made to
        grow (Draw Two, Wild Draw Four, caught, time up) why: "· +2: Bohr's ● +2" (play-through 16,
        en 9 / zh 9: with six seats at 80x24 the log's line had scrolled away)."""
        lang, seat = self.lang, self.seat
        penalties = penalties_since_own_move(self._recent, seat) if seat is not None else []
        if not penalties:
            return ui("cc_hand_title_own", lang, name=name, count=count)
        names = [s.name for s in self.view.seats]
        why = safe_text(penalty_reason_text(penalties, lang, names))
        title = ui("cc_hand_title_own_why", lang, name=name, count=count, why=why)
        room = self.query_one("#cc-hand-box").size.width - 4  # the corners and a cell each side
        if room <= 0 or cell_len(title) <= room:
            return title
        latest = safe_text(penalty_reason_text(penalties[-1:], lang, names))
        if sum(1 for s in self.view.seats if not s.is_computer) > 1:
            # hot seat: the name tells the person at the screen that this hand is theirs, so the
            # reason gives way, not the name (play-through 25, en 9: "Your hand (3) · drew 2:
            # caught by Player 2"); the log keeps the reason
            title = ui("cc_hand_title_own_why", lang, name=name, count=count, why=latest)
            return title if cell_len(title) <= room else ui("cc_hand_title_own", lang, name=name, count=count)
        # without the name; then the latest reason alone
        title = ui("cc_hand_title_own_why_short", lang, count=count, why=why)
        if cell_len(title) > room and len(penalties) > 1:
            title = ui("cc_hand_title_own_why_short", lang, count=count, why=latest)
        return title

    def logged(self, lines: list[tuple[Any, str]]) -> None:
        """New log events: the hand's title says why the hand grew (``_hand_title``)."""
        self._recent = (self._recent + [event for event, _ in lines])[-RECENT_EVENTS:]
        if self.view is not None and not self.taken_down() and any(
                event.kind in ("penalty", "round") or event.seat == self.seat for event, _ in lines):
            self._refresh_all()

    def relogged(self, lines: list[tuple[Any, str]]) -> None:
        """The log was written anew (undo, another person's screen): remember its events instead."""
        self._recent = [event for event, _ in lines][-RECENT_EVENTS:]
        if self.view is not None and not self.taken_down():
            self._refresh_all()

    def _refresh_detail(self) -> None:
        """The card under the hand's cursor in words (play-through 12, en 10: the cards are only
        symbols; CK has such a line): nothing while the hand is face down or empty."""
        hand = self.query_one(HandView)
        detail = ""
        if not hand.hidden and hand.cards and hand.cursor < len(hand.cards):
            detail = card_words(hand.cards[hand.cursor], self.lang)
        self.query_one("#cc-detail", Static).update(Text(detail))

    def on_hand_view_moved(self, message: HandView.Moved) -> None:
        message.stop()
        if self.view is not None and not self.taken_down():
            self._refresh_detail()

    def _top_faces(self, view: Any, size: tuple[int, int]) -> Text:
        """The top card as a face with the colour to follow beside it, then the cards under it, the
        last played first, dimmed (all were played face up, CC-6), as many as the board's width holds
        (issue 12 point 15: the room of a large screen). Who played them the log says."""
        colour = colour_text(view.colour, lang=self.lang)
        width = self.content_size.width or self.app.size.width
        # the grid's label column (as wide as its widest label, "Richtung", and one cell of padding)
        # and the colour's words beside the top card take their room first: counted from "Oben"
        # alone, a line of faces overflowed and wrapped, the top card drawn twice, interleaved
        # (issue 12 point 15, game over at 160x48, de)
        label = max(cell_len(ui(key, self.lang)) for key in ("cc_top", "cc_direction", "cc_pile")) + 1
        room = width - 4 - label - size[0] - 2 - colour.cell_len - 2
        under = list(reversed(view.discard[:-1]))[:max(0, min(DISCARD_SHOWN, room // (size[0] + 1)))]
        faces = [face_lines(view.top, size=size)] + [face_lines(f, False, size=size) for f in under]
        text = Text()
        for line in range(size[1]):
            if line:
                text.append("\n")
            text.append_text(faces[0][line])
            middle = line == size[1] // 2
            text.append("  ")
            text.append_text(colour if middle else Text(" " * colour.cell_len))
            text.append("  ")
            for lines in faces[1:]:
                text.append_text(lines[line])
                text.append(" ")
        if under:
            text.append("\n")
            text.append(" " * (size[0] + 2 + colour.cell_len + 2))
            text.append(ui("cc_played_before", self.lang), style="dim italic")
        return text

    def _refresh_buttons(self) -> None:
        kinds = {a.kind for a in self.legal}
        view = self.view
        # while a colour is asked, its buttons alone, as in the footer (play-through 9)
        asking = self.pending_wild is not None
        self.query_one("#cc-draw").display = DRAW in kinds and not asking
        self.query_one("#cc-keep").display = KEEP in kinds and not asking
        self.query_one("#cc-pass").display = PASS in kinds and view.phase != "window"
        self.query_one("#cc-catch").display = CATCH in kinds
        last = self.query_one("#cc-last", Button)
        can_precall = any(a.kind == PLAY and a.call for a in self.legal)
        last.display = not view.family and (CALL in kinds or can_precall)
        mark = "☑" if self.precall else "☐"
        if CALL in kinds:
            last.label = ui("key_hint", self.lang, label=ui("cc_call_now", self.lang), key="l")
            last.variant = "error"
        else:
            last.label = f"{mark} {ui('key_hint', self.lang, label=ui('cc_last_card', self.lang), key='l')}"
            last.variant = "success" if self.precall else "default"
        choosing = self._choosing_colour()
        self.query_one("#cc-colours").display = choosing
        self.query_one(HandView).set_choosing(choosing)

    def _choosing_colour(self) -> bool:
        view = self.view
        if self.seat is None or view is None or self.elsewhere:  # the seat is played in another window
            return False
        return self.pending_wild is not None or (view.phase == "name" and self.seat == view.current)

    def _refresh_prompt(self) -> None:
        view, lang = self.view, self.lang
        kinds = {a.kind for a in self.legal}
        parts: list[Text | str] = []
        units: list[str] = []  # phrases kept on one line (``wrap_text``)
        left = None if self.seconds is None else int(self.seconds + 0.999)
        if self.elsewhere:  # the seat is played in another window: nothing to invite here
            left = None
        elif self.pending_wild is not None and self.seat is not None:
            parts.append(Text(ui("cc_choose_colour", lang), style="bold"))
        elif self._choosing_colour():  # CC-4: the first card's colour must be named: no Esc
            parts.append(Text(ui("cc_name_colour", lang), style="bold"))
        elif view.phase == "window" and self.seat is None and kinds & {CALL, CATCH}:
            # the screen everyone at the table looks at (CC-14 at one screen): no hand, both keys
            owner = view.seats[view.window].name if view.window is not None else "?"
            key = "cc_window_shared" if CALL in kinds and CATCH in kinds else (
                "cc_window_shared_call" if CALL in kinds else "cc_window_shared_catch")
            parts.append(Text(ui(key, lang, name=owner), style="bold"))
            units.append(ui("cc_window_shared_unit", lang, name=owner))
        elif view.phase == "window" and CALL in kinds:  # the keys as they are pressed: l and c
            parts.append(Text(ui("cc_call_prompt_key", lang), style="bold red"))
        elif view.phase == "window" and CATCH in kinds:
            owner = view.seats[view.window].name if view.window is not None else "?"
            parts.append(Text(ui("cc_catch_prompt_key", lang, name=owner), style="bold"))
        elif view.phase == "window":
            parts.append(ui("cc_window_wait", lang))
        elif view.phase == "drawn" and KEEP in kinds and view.drawn is not None:
            parts.append(Text.assemble(ui("cc_drawn_prompt", lang) + " ", card_text(view.drawn)))
        elif kinds & {PLAY, DRAW, PASS}:
            parts.append(ui("cc_your_turn", lang))
        elif END in kinds:  # CC-27: every person is out, computers play on for the places
            several = sum(1 for seat in view.seats if not seat.is_computer) > 1
            parts.append(Text(ui("cc_end_round_offer_all" if several else "cc_end_round_offer", lang),
                              style="bold"))
        elif not view.over and self.seat is not None and view.current == self.seat:
            # the seat's own turn shown without moves (the review after a game): "you", not the
            # person's own name (play-through 8, zh 7: "小明正在出牌……" on 小明's own turn)
            parts.append(Text(ui("cc_waiting_you", lang), style="dim"))
        elif not view.over and self.seat is not None and view.current not in self.absent \
                and not self.turn_over:  # under the turn-end dialog: the next one is not named yet
            parts.append(Text(ui("cc_waiting", lang, name=view.seats[view.current].name), style="dim"))
        if left is not None:
            parts.append(Text(f"  {countdown(left, lang)}", style="bold"))  # "⏱3s", as the status line
        # wrapped by the one wrapper: a choice "3 ▲ yellow" and a drawn card "● R+2" are never split
        # over two lines, nor is a name ("乙" stood alone on a line) (issue 12 points 1 and 7)
        names = [s.name for s in view.seats] if view is not None else []
        self.query_one("#cc-prompt", Static).update(Wrapped(Text.assemble(*parts), names, units))

    def _announce_round(self, view: Any) -> None:
        """A round just ended (and the game goes on): show its result before the next deal."""
        seen = len(view.history)
        if self._rounds_seen is None:
            self._rounds_seen = seen  # a resumed game does not replay old results
            return
        if seen > self._rounds_seen:
            self._rounds_seen = seen
            if not view.over:
                self.app.push_screen(RoundEndScreen(view, view.history[-1], self.lang))

    # -- choosing ----------------------------------------------------------------------------------
    def on_hand_view_picked(self, message: HandView.Picked) -> None:
        message.stop()
        self.play_face(message.face)

    def play_face(self, face: int) -> None:
        if self.seat is None:
            return
        if COLOUR[face] == NO_COLOUR:
            if not any(a.kind == PLAY and a.face == face for a in self.legal):
                # CC-8: a wild the engine does not offer now (a Wild Draw Four while holding the
                # colour, or not our turn) is sent as it is, so the engine's refusal comes at once
                # instead of after a colour was asked for
                self.choose(PLAYS[0][face][0])
                return
            self.pending_wild = face
            self.new_question()  # a refusal of another card does not answer the colour prompt
            self._refresh_buttons()
            self._refresh_prompt()
            self.refresh_bindings()
            self.asks_changed()
            return
        self.choose(self._play_action(face, COLOUR[face]))

    def _play_action(self, face: int, colour: int) -> Any:
        called = PLAYS[1][face][colour]
        if self.precall and called in self.legal:
            return called
        return PLAYS[0][face][colour]

    def typed(self, action: Any) -> Any:
        """CC-10: a card typed in the move box goes with the call switched on before (issue 12
        follow-up, point 2: the call was lost and the window opened)."""
        if action.kind == PLAY and not action.call:
            action = self._play_action(action.face, action.colour)
        if self.pending_wild is not None:  # a typed move closes the colour question as a key does
            self._close_picker()
        return action

    def choose(self, action: Any) -> None:
        if self.pending_wild is not None:  # the colour row goes with its Wild, whatever is chosen
            self._close_picker()          # (a play, even a refused one; a draw: zh1 #1)
        super().choose(action)

    def _close_picker(self) -> None:
        self.pending_wild = None
        self._refresh_buttons()
        self._refresh_prompt()
        self.refresh_bindings()
        self.asks_changed()

    def status_text(self, view: Any, lang: str) -> str | None:
        """While the colour for a picked Wild is asked, the status line says so (play-through 18,
        de 9: it still said „Du hast gezogen: spielen oder behalten.“)."""
        if self.pending_wild is None or self.seat is None or self.elsewhere:
            return None
        return colour_status(self.pending_wild, lang)

    def action_colour(self, colour: int) -> None:
        if self.pending_wild is not None:
            self.choose(self._play_action(self.pending_wild, colour))
        elif self._choosing_colour():
            self.choose(COLOR_ACTIONS[colour])

    def action_cancel_colour(self) -> None:
        """Esc: the Wild is put back, nothing is played (the key is off otherwise, so Esc is the
        screen's then)."""
        if self.pending_wild is not None:
            self._close_picker()
        else:
            self.screen.action_close_input()  # type: ignore[attr-defined]

    def action_draw(self) -> None:
        self.choose(DRAW_ACTION)

    def action_draw_not_now(self) -> None:
        """``d`` before the first card's colour is named (CC-4): the colour comes first."""
        self.answer(ui("cc_name_colour_first", self.lang))

    def action_keep(self) -> None:
        self.choose(KEEP_ACTION)

    def action_draw_quiet(self) -> None:
        """``d`` while a colour is asked: not in the footer (the question's keys are), but it still
        draws and closes the question, as any other move does (zh1 #1)."""
        self.action_draw()

    def action_keep_quiet(self) -> None:
        """``k`` on a drawn Wild whose colour is being asked: keeps it, off the footer too."""
        self.action_keep()

    def action_pass_turn(self) -> None:
        self.choose(PASS_ACTION)

    def action_last_card(self) -> None:
        """CC-10: inside the window it is the call; before playing it switches the call on."""
        call = next((a for a in self.legal if a.kind == CALL), None)
        if call is not None:
            self.choose(call)
            return
        if self.view is not None and self.view.family:
            self.notify(ui("cc_auto_call", self.lang))
            return
        self.precall = not self.precall
        self._refresh_buttons()

    def action_last_card_not_now(self) -> None:
        """``l`` when the next play cannot leave one card (CC-10), or in Family mode (CC-13): one
        notice why, nothing changes. Right after the person's own window closed it says why the
        call came too late (caught first, or the time was up; play-through 17, en 5)."""
        if self.view is not None and self.view.family:
            self.notify(ui("cc_auto_call", self.lang))
            return
        # the screen everyone looked at (no seat's hand): whoever pressed `l` was the owner
        own_window = self.seat is None or self._last_window_owner() == self.seat
        late = self._too_late() if own_window else None
        if late is not None:  # names with the computer's mark "[Computer]": not markup (play-through 18 de)
            self.notify(safe_text(late), severity="warning")
            return
        hand = self.view.hand if self.view is not None else None
        if self.legal and hand is not None and len(hand) == 2 and not any(a.kind == PLAY for a in self.legal):
            # two cards, neither playable: this turn cannot leave one card (play-through 21, en 2)
            self.notify(ui("cc_call_no_play", self.lang))
            return
        self.notify(ui("cc_call_not_now", self.lang))

    def action_late_catch(self) -> None:
        """``c`` with nobody to catch: one clear notice, nothing changes. Right after a call window
        closed (CC-11, CC-12) it says the window has closed, and who closed it (play-through 17,
        en 5: "Too late" alone, after a computer had called or caught first): a late catch used to
        give no feedback at all, as the catch key is off outside a window."""
        late = self._too_late()
        shown = safe_text(late) if late is not None else ui("cc_nothing_to_catch", self.lang)
        self.notify(shown, severity="warning")

    def late_notice(self, key: str) -> str | None:
        """`l` or `c` just after a window closed, pressed on the curtain that followed it at once
        (play-through 18, zh 2): who called or caught first, or that the time was up. Later, what
        the table would answer (play-through 19, de 3: a `c` pressed again on the next curtain,
        some seconds on, said nothing): nobody to catch, or when the call is made."""
        if key not in ("l", "c"):
            return None
        late = self._too_late()
        if late is not None:
            return late
        if key == "c":
            return ui("cc_nothing_to_catch", self.lang)
        family = self.view is not None and self.view.family
        return ui("cc_auto_call" if family else "cc_call_not_now", self.lang)

    def early_notice(self, key: str) -> str | None:
        """`l` or `c` on the screen that calls everyone to a "Last card!" window: nothing counts
        before ⏎ shows the table to all (docs/rules/color-clash, CC-10 and CC-14 at one screen;
        play-through 19, de 3)."""
        return ui("cc_window_look_first", self.lang, key=key) if key in ("l", "c") else None

    def _too_late(self) -> str | None:
        """Why a call or catch now is too late, when the last window closed only a moment ago
        (``LATE_CATCH``): who called or caught first, else that the window has closed."""
        closed = self.window_closed_at
        if closed is None or time.monotonic() - closed > LATE_CATCH:
            return None
        seats = self.view.seats if self.view is not None else ()
        return too_late_text(self._recent, self.seat, seats, self.lang) or ui("cc_catch_too_late", self.lang)

    def _last_window_owner(self) -> int | None:
        """Who the last "Last card!" window in the log was for (CC-10)."""
        return next((event.seat for event in reversed(self._recent) if event.kind == "window"), None)

    def action_end_round(self) -> None:
        """``e``: end the round now (CC-27); the key is in the footer only while the engine offers it."""
        if END_ACTION in self.legal:
            self.choose(END_ACTION)

    def action_catch(self) -> None:
        catch = next((a for a in self.legal if a.kind == CATCH), None)
        if catch is None:
            self.action_late_catch()
            return
        self.choose(catch)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        bid = event.button.id or ""
        if bid.startswith("cc-colour-"):
            self.action_colour(int(bid[-1]))
        elif bid == "cc-draw":
            self.action_draw()
        elif bid == "cc-keep":
            self.action_keep()
        elif bid == "cc-pass":
            self.action_pass_turn()
        elif bid == "cc-last":
            self.action_last_card()
        elif bid == "cc-catch":
            self.action_catch()
        self.query_one(HandView).focus()


__all__ = ["ColorClashBoard", "RoundEndScreen"]
