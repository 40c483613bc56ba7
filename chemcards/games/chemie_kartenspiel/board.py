"""The Chemie-Kartenspiel board: the compounds on the table, the die, the hand and the compound
being built. The only Textual module of the game besides the deck builder; it renders a view and
posts actions, the engine decides.

Building is local until it is valid: the person picks cards (``c`` cycles an element's charge, one
charge per element, CK-12), combinations (listed after the cards, with joker variants, CK-15/18)
and the shield (Enter on Protomaterie, CK-19); the board shows the total charge, the points and the
reason while it is not a valid compound. ``l`` lays it out: the board then sends the engine's steps
(``add …``, ``lay``) one per update. Marks are letters (S R A B) and signs, never colour alone.

The hand is laid out in rows by the board itself, so ↑/↓ move to the item of the row above or below
nearest the column they started from (kept over several ↑/↓, as an editor keeps it) and stop at the
first and last row; Home/End go to the first and last card of the hand (or combination, when
the cursor is on the combinations under the cards). Steps typed
in the move box (``:``) change the engine's draft; the board takes that draft over as the compound
being built. Formulas are written the chemist's way (``KOH``, ``Ca(OH)₂``, jokers counted), by
``notation.display_formula``; the record keeps the notation (``[OH]K``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, NamedTuple

from rich.box import ROUNDED
from rich.cells import cell_len
from rich.console import Group
from rich.panel import Panel
from rich.segment import Segment, Segments
from rich.table import Table
from rich.text import Text
from textual.binding import Binding

from chemcards.i18n import computer_mark, join_list, tr
from chemcards.tui.board_base import GameBoard, append_face_row, cut_name, framed_face
from chemcards.tui.text import refusal_text, translate_bindings
from chemcards.tui.wrap import Wrapped

from .actions import Action, Add, Attack, CardStep, Drop, Lay, Pay, ShieldStep, Skip, Stop
from .catalogue import GAME_ID, STARS, catalogue, marks, signed
from .compounds import Compound, Invalid, check_rules, points
from .notation import (
    JOKER,
    display_formula,
    display_unit,
    formula_in,
    group_text,
    ions,
    ions_text,
    shown_params,
    unusual,
)
from .rules import add_refusal
from .search import compound_of, counted, formable_combinations, is_complete, unit_lookup, units
from .state import ATTACK, BUILD, OVER, PAY
from .texts import unit_words
from .view import View

DIE = "⚀⚁⚂⚃⚄⚅"
#: the cells a seat's name may take in the die's line ("Curie rolled ⚅ 6"), so it stays one line
NAME_CELLS = 24
POS_STYLE, NEG_STYLE, ZERO_STYLE = "bold red3", "bold dodger_blue2", "bold green3"


def charge_text(charge: int) -> str:
    """A charge or valence as the rules and lessons print it: "+1", "−2" with the minus sign, in
    every language (issue 21 item 4: the lessons said "−1", the hand "-1")."""
    return signed(charge)


def pts(n: int, lang: str) -> str:
    """Points on the board, one form per language, the seat lines' written-out one: "6 Punkte",
    "1 point", "6 分" (play-through 8, en 6: "1 pt", "3 pts" and "0 points" on one board). The
    wrapper keeps the number with its word, also inside an entry too long for its line."""
    return t("points_long", lang, n=n)


def protection_tag(placed: Any, lang: str) -> str:
    """A compound's protection (CK-19, CK-22) in words, not letters: "[shield, border ×1]",
    „[Schutz, Rand ×1]“, "（护盾、黑边 ×1）" — "[+P]", "[B1]", "[T1]" were abbreviations nobody
    explained (play-through 8, en 6, zh 14). The `?` page's legend says what each protects."""
    words = ([t("tag_shield", lang)] if placed.shield else []) \
        + ([t("tag_border", lang, n=placed.blocks)] if placed.blocks else []) \
        + ([t("tag_turned", lang, n=placed.turned)] if placed.turned else [])
    if not words:
        return ""
    return f"（{'、'.join(words)}）" if lang == "zh" else f" [{', '.join(words)}]"


def compact_protection(placed: Any, lang: str) -> str:
    """A compound's protection on the compact table: what an attack must get through, as one
    number ("[protection 2]", „[Schutz 2]“, "（2 层保护）"; CK-19, CK-22). The compact table showed
    none, and a person attacked a compound nothing had said was protected (play-through 25, en 1)."""
    n = placed.protection()
    if not n:
        return ""
    word = t("board_protection", lang, n=n)
    return f"（{word}）" if lang == "zh" else f" [{word}]"


def zh_glued(text: str, lang: str) -> str:
    """Chinese sets nothing beside a full-width bracket: "AgOH（✱×1）8 分", not "（✱×1） 8 分"."""
    return text.replace("） ", "）") if lang == "zh" else text


def compound_no(number: int, lang: str) -> str:
    """A compound's number as the log and the refusals write it: „Nr. 7“ in German, "#7" in English
    and Chinese. Play-through 9 read „#2“ on the German table beside „Nr. 2“ in the log for one
    compound; the typed move takes "7" and "#7" in every language."""
    return t("compound_no", lang, id=number)


def glued_no(text: str, number: int, lang: str) -> str:
    """``text`` (starting with the compound's number) with the number's own spaces and the one after
    it made no-break, so „Nr. 7 BaO“ never breaks inside the label."""
    return text.replace(" ", "\u00a0", compound_no(number, lang).count(" ") + 1)


def entry_text(placed: Any, lang: str) -> str:
    """One compound on the table: "#7 Ca(OH)₂ (✱×1) 10 points [shield]", „Nr. 7 BaO 4 Punkte“."""
    formula = formula_in(display_formula(placed.compound), lang)
    number = compound_no(placed.id, lang)
    return zh_glued(f"{number} {formula} {pts(placed.points, lang)}{protection_tag(placed, lang)}", lang)


def t(key: str, lang: str, **params: Any) -> str:
    return tr(GAME_ID, key, lang, **params)


#: a large screen (issue 12, point 15): from this many screen rows and board columns on, the hand's
#: items are drawn as card faces FACE_W cells wide and FACE_H rows high; 80x24 keeps one-line chips
BIG_SCREEN_ROWS, BIG_BOARD_COLUMNS = 32, 60
FACE_W, FACE_H = 12, 4
TABLE_FACE_W = 18  # a compound on the table: "#12 Ca(OH)₂" / „Nr. 12 Ca(OH)₂“ over its points
#: from this many screen rows on (120x36 and up) the faces grow to LARGE_FACE_W / LARGE_TABLE_FACE_W
#: and carry more: a hand item its name and points, a compound its ions (issue 12 point 15; at
#: 160x48 some 36 rows under the hand stayed empty, play-through 8, en #1)
LARGE_SCREEN_ROWS, LARGE_FACE_W, LARGE_TABLE_FACE_W = 34, 16, 24
#: rows kept under the hand's faces for the lines there (the item, the compound being built, the
#: keys, a message), two of them allowed to wrap (German at 120 columns)
UNDER_HAND = 6


def face_lines(label: str, style: str, chosen: bool, width: int = FACE_W,
               more: tuple[str, ...] = ()) -> list[Text]:
    """One hand item as a card face: the first word (symbol and count) over the rest (charge or
    points), then ``more`` rows (a large screen: the name and the points), framed; the chosen item
    has a heavy frame, so it is not told by colour alone."""
    head, _, rest = label.partition(" ")
    return framed_face([head, rest, *more], width, style, chosen)


class Picks(NamedTuple):
    """The compound being built on the board, as picked with the keys (the units, the shield and
    how many units came before it)."""

    selection: tuple[int, ...]
    shield: bool
    shield_at: int


class ChemieBoard(GameBoard, can_focus=True):
    DEFAULT_CSS = """
    ChemieBoard { height: auto; min-height: 12; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        # named for `?`: the footer's ⏎ no longer carries "←→" (session 15: room for `u` at 80×24)
        Binding("left", "move(-1)", "To the previous / next card or compound", id="ck_key_move",
                key_display="←→", show=False),
        Binding("right", "move(1)", show=False),
        Binding("up", "row(-1)", show=False),
        Binding("home", "jump(0)", show=False),
        Binding("end", "jump(-1)", show=False),
        # the table's rows when they do not all fit (the marker under the table names the keys)
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        # one key may do different things by the turn's phase; the footer names what it does now
        # (issue 12 point 1: in attack mode it still offered charge, take back and lay out)
        Binding("enter,space", "pick", "Pick", id="ck_pick", key_display="⏎"),
        Binding("enter,space", "attack", "Attack", id="ck_key_attack", key_display="⏎"),
        Binding("enter,space", "pay", "Pay", id="ck_key_pay", key_display="⏎"),
        # ↓ while building, named so `?` lists the way to the combinations (play-through 12 de 4:
        # only the guided game said "↓ to the combination under your cards"); the same move;
        # after ⏎ Pick on the `?` page
        Binding("down", "down", "Down a row, to the combinations", id="ck_key_down", key_display="↓",
                show=False),
        Binding("down", "row(1)", show=False),
        Binding("c", "charge", "Charge", id="ck_charge"),
        Binding("backspace,x", "unpick", "Take back", id="ck_unpick"),
        Binding("l", "lay", "Lay out", id="ck_lay"),
        Binding("s", "skip", "Pass", id="ck_key_pass"),
        Binding("s", "stop", "Stop attacking", id="ck_key_stop"),
        # named, so `?` lists Esc (play-through 7, zh #12: the keys screen had no Esc)
        Binding("escape", "clear", "Clear the choice", id="ck_key_clear", key_display="Esc", show=False),
    ]
    #: the board's keys in each mode (the turn's phase, with the person at the screen to act);
    #: every other key of the board is off and out of the footer (CK-9: build, pay, attack)
    MODE_KEYS: ClassVar[dict[str, frozenset[str]]] = {
        BUILD: frozenset({"pick", "charge", "unpick", "lay", "skip", "clear", "down"}),
        PAY: frozenset({"pay"}),
        ATTACK: frozenset({"attack", "stop"}),
        "wait": frozenset(),
    }

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self.view: View | None = None
        self.legal: list[Action] = []
        self.seat: int | None = None
        self.cursor = 0
        self.entries: list[tuple[str, int]] = []  # ("card", card) / ("combo", unit) / ("target", id)
        self.selection: list[int] = []  # units picked locally
        self.shield = False
        #: how many of ``selection`` were picked before the shield was attached: the shield is the
        #: last pick while no more came after it (⌫ and ``u`` take back the last pick, CK-19)
        self.shield_at = 0
        self.charges: dict[int, int] = {}  # element -> chosen charge
        #: the picks as they were before and after each ``u`` that took one back (``take_back``),
        #: last on top: ctrl+y puts the last one back while nothing was picked since (``put_back``)
        self._taken: list[tuple[Picks, Picks]] = []
        self.pending: list[Action] = []
        self.message = ""
        self._refused = ""  # why the board refused the last typed step it took itself
        self.rows: list[list[int]] = []  # entry indices per line of the hand, as last drawn
        self._widths: list[int] = []  # cells per entry (with its space), as last drawn
        self._labels: list[str] = []
        self._lead: dict[int, int] = {}  # cells of a label in front of the row an item starts
        self._column: int | None = None  # the column ↑/↓ keep while they are pressed in a row
        self._mode = "wait"  # the mode the footer was last drawn for
        self.table_top = 0  # the first row of the table shown when not all of it fits
        self._table_window = 0  # how many rows of the table were shown, as last drawn (0: all)
        self._page = 0  # PgDn (1) / PgUp (-1) pressed since the table was last drawn

    def on_mount(self) -> None:
        translate_bindings(self, self.lang, GAME_ID)

    def mode(self) -> str:
        """What the keys do now: the turn's phase when the person at the screen is to act, else
        "wait" (another seat's turn, a hidden hand, the game over)."""
        v = self.view
        if v is None or not self._mine() or v.phase not in self.MODE_KEYS:
            return "wait"
        return v.phase

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer is a function of the mode: a key of the board that does nothing in this mode
        is off and not shown; moving the cursor always works."""
        if action in ("move", "row", "jump", "page"):
            return True
        return action in self.MODE_KEYS[self.mode()]

    # -- the contract ------------------------------------------------------------------------------
    def show(self, view: View, legal: list[Any], seat: int | None) -> None:
        turn_changed = self.view is None or view.turn != self.view.turn or view.current != self.view.current
        old_draft = None if self.view is None else self.view.draft
        self.view, self.legal, self.seat = view, list(legal), seat
        if turn_changed:
            self.selection, self.shield, self.pending, self.message = list(view.draft), False, [], ""
            self._taken = []
            # a new compound: every card starts at its first charge again (a newcomer saw the charges
            # chosen for earlier compounds, "H×2 -1", "Fe×1 +3", on cards of a later turn)
            self.charges = {units()[u].element: units()[u].charge for u in view.draft
                            if units()[u].element >= 0}
        elif not self.pending and view.phase == BUILD and sorted(view.draft) != sorted(self.selection) \
                and (old_draft is None or sorted(view.draft) != sorted(old_draft)):
            # a step typed in the move box (":add O") changed the engine's draft: build on from it
            self.selection = list(view.draft)
            self.message = ""
            for u in view.draft:
                unit = units()[u]
                if unit.element >= 0:
                    self.charges[unit.element] = unit.charge
        self.shield_at = min(self.shield_at, len(self.selection))
        if self.pending:
            if self.pending[0] in self.legal:
                self.choose(self.pending.pop(0))
            else:
                self.pending = []
        self.entries = self._entries()
        self.cursor = min(self.cursor, max(len(self.entries) - 1, 0))
        if self.mode() != self._mode:  # the footer rebuilds itself: only when the mode changes
            self._mode = self.mode()
            self.refresh_bindings()
        self.refresh(layout=True)

    def _mine(self) -> bool:
        v = self.view
        return v is not None and self.seat is not None and v.hand is not None and bool(self.legal)

    def _entries(self) -> list[tuple[str, int]]:
        v = self.view
        if v is None or v.hand is None or self.seat is None:
            return []
        if v.phase == ATTACK and self.legal:
            return [("target", a.target) for a in self.legal if isinstance(a, Attack)]
        out = [("card", c) for c, n in enumerate(v.hand) if n]
        if v.phase == BUILD:
            # a card all of whose copies are in the compound being built leaves the hand (play-through
            # 10: "H×0" entries); the Protomaterie that is the shield stays, so ⏎ can take it off
            out = [(k, c) for k, c in out if self._left(c) > 0 or (c == catalogue().proto and self.shield)]
            # so does a combination whose cards it used up (issue 12 point 10, play-through 11: "OH"
            # stayed listed with the only H in the compound, and ⏎ on it seemed to do nothing); the
            # engine says which can be formed (CK-15, CK-18)
            out += [("combo", u) for u in formable_combinations(
                tuple(v.hand), tuple(self.selection), self.shield)]
        return out

    # -- building ----------------------------------------------------------------------------------
    def _charge_of(self, card: int) -> int:
        el = catalogue().elements[card]
        return self.charges.get(card, el.single_charges()[0])

    def _left(self, card: int) -> int:
        assert self.view is not None and self.view.hand is not None
        used = compound_of(tuple(self.selection), self.shield).cards().get(card, 0)
        return self.view.hand[card] - used

    def action_move(self, step: int) -> None:
        if self.entries:
            self.cursor = (self.cursor + step) % len(self.entries)
            self._column = None
            self.refresh()

    def _rows(self) -> list[list[int]]:
        return self.rows or [list(range(len(self.entries)))]

    def action_row(self, step: int) -> None:
        """↑/↓: the item of the row above / below nearest the column the first ↑/↓ started from
        (so ↑ then ↓ comes back to the same item); no wrapping at the ends."""
        rows = self._rows()
        here = next((r for r, row in enumerate(rows) if self.cursor in row), 0)
        target = here + step
        if not self.entries or not 0 <= target < len(rows):
            return
        first = rows[target][0] if rows[target] else None
        if step > 0 and first is not None and self.entries[first][0] == "combo" \
                and self.entries[self.cursor][0] != "combo":
            # ↓ from the cards to the combinations lands on the first of them, as the lesson says
            # (play-through 11 de 13, zh 6: from Na it landed on H₂O, not on [OH]⁻)
            self.cursor, self._column = first, None
            self.refresh()
            return
        if self._column is None:
            self._column = self._entry_x(rows[here], self.cursor)
        x = self._column
        self.cursor = min(rows[target], key=lambda i: (abs(self._entry_x(rows[target], i) - x), i))
        self.refresh()

    def action_down(self) -> None:
        """↓ while building: the row below, the combinations after the cards (CK-15)."""
        self.action_row(1)

    def help_bindings(self) -> list[Binding]:
        """The keys ``?`` lists besides those of now: none. The keys of another phase of the turn
        (⏎ attack, ⏎ pay back, s stop) are not for this moment, and the board's line of keys and
        the footer name them when it comes (play-through 12 de 4, CK-9)."""
        return []

    def action_jump(self, where: int) -> None:
        """Home / End: the first or the last card of the hand, over all its rows (play-through 15
        zh 8: with "H Na S P Ne / Cr Ra", End stopped on Ne, the end of the row, not on Ra); on the
        combinations under the cards the first or last combination, on the targets the first or
        last target: the kind of item the cursor is on, never the other list (a newcomer was
        thrown from the cards into the combinations)."""
        here = self._entry()
        if here is not None:
            same = [i for i, (kind, _) in enumerate(self.entries) if kind == here[0]]
            self.cursor = same[0] if where == 0 else same[-1]
            self._column = None
            self.refresh()

    def action_page(self, step: int) -> None:
        """PgDn / PgUp: the next or previous rows of a table too long for the board (the hand,
        the verdict and the keys under it keep their rows)."""
        if self._table_window:
            self._page = step
            self.refresh()

    def _regroup(self) -> None:
        """The hand after the compound being built changed: used-up cards leave it, taken-back ones
        return; the cursor stays on its item, or where it was when that item left."""
        here = self._entry()
        self.entries = self._entries()
        if here in self.entries:
            self.cursor = self.entries.index(here)  # type: ignore[arg-type]
        self.cursor = min(self.cursor, max(len(self.entries) - 1, 0))
        self.picks_changed()

    def action_charge(self) -> None:
        entry = self._entry()
        if entry is None or entry[0] == "target":
            return
        # a card or group that keeps its charge says so on the notice line, at every press
        # (play-through 10, and 20 zh 6: `c` on Ca seemed to say nothing; CK-12)
        if entry[0] == "combo":  # a printed group has its one charge (CK-15)
            u = units()[entry[1]]
            self.answer(t("board_one_charge", self.lang, symbol=formula_in(display_unit(u), self.lang),
                          charge=charge_text(u.charge)), refused=False)
            return
        el = catalogue().elements[entry[1]]
        options = el.single_charges()
        if el.joker:  # CK-18: it stands in for a card and takes that card's charge
            self.answer(t("board_joker_no_charge", self.lang, name=el.name(self.lang)), refused=False)
        elif len(options) == 1:
            self.answer(t("board_one_charge", self.lang, symbol=el.symbol, charge=charge_text(options[0])),
                        refused=False)
        elif len(options) > 1:
            new = options[(options.index(self._charge_of(el.index)) + 1) % len(options)]
            self.charges[el.index] = new
            look = unit_lookup()
            self.selection = [look[(el.index, new, -1)] if units()[u].element == el.index else u
                              for u in self.selection]  # CK-12: one charge for every card of it
            self.message = ""  # a refusal of the compound before the change is stale now
            self.new_question()  # and so is one of the card at its old charge (play-through 25)
            self.refresh()

    def action_pick(self) -> None:
        entry = self._entry()
        v = self.view
        if entry is None or v is None or not self._mine():
            return
        kind, value = entry
        self.message = ""
        if kind == "target":
            self.choose(Attack(value))
        elif v.phase == PAY:
            if Pay(value) in self.legal:
                self.choose(Pay(value))
            else:  # said here, not by the engine: a refusal toast could outlast a hot-seat curtain
                el = catalogue().elements[value]
                self.message = t("bad_payment", self.lang, symbol=el.symbol, points=el.points,
                                 owed=v.owed[0] if v.owed else 0)
        elif kind == "card" and value == catalogue().proto:
            if self.shield or self._left(value) > 0:
                self._set_shield(not self.shield)
        else:
            # a refused pick is answered where the same step typed is (": add Os" →
            # "Your compound is already complete: lay it out."), anew at every ⏎: under the keys
            # the line stayed as it was for a second card and seemed to say nothing
            # (play-through 20 de 4)
            refused = self._pick_refusal(kind, value)
            if refused:
                self.answer(refused)
            else:
                self.selection.append(value if kind == "combo" else
                                      unit_lookup()[(value, self._charge_of(value), -1)])
                # a refusal of an earlier pick answers nothing now ("with C(+4) no valid compound"
                # stayed after C(−4) was taken: play-through 25, en 5 / zh 4)
                self.new_question()
        self._regroup()
        self.refresh()

    def _pick_refusal(self, kind: str, value: int) -> str:
        """Why ⏎ on this card or combination may not add it to the compound being built, or ""."""
        if kind == "card":
            if self._left(value) <= 0:
                return t("board_no_card_left", self.lang, symbol=catalogue().elements[value].symbol)
            return self._refusal(self.selection, unit_lookup()[(value, self._charge_of(value), -1)])
        missing = self._missing(value)
        if missing:  # said at once, not silently ignored
            return t("board_combo_missing", self.lang, formula=unit_words(units()[value], self.lang),
                     missing=missing)
        return self._refusal(self.selection, value)

    def _refusal(self, picks: list[int], unit: int) -> str:
        """The engine's reason, in the board's language, why ``unit`` may not join ``picks``, or
        "": ⏎ and a typed step follow the rule the engine's "add" follows (play-through 18 en 3:
        ⏎ on Fe picked Fe²⁺ while "add Fe(+2)" was refused, no compound being possible with it).
        The shield's Protomaterie (CK-19) is no card for the compound."""
        v = self.view
        assert v is not None and v.hand is not None
        hand = list(v.hand)
        if self.shield:
            hand[catalogue().proto] -= 1
        refused = add_refusal(tuple(hand), tuple(sorted(picks)), unit)
        return "" if refused is None else refusal_text(self.game, refused, self.lang)

    def _missing(self, unit: int) -> str:
        """The cards the compound being built has left too few of for ``unit`` (``2 O``), or ""."""
        cat = catalogue()
        short = [(n - self._left(c), c) for c, n in units()[unit].need if self._left(c) < n]
        return join_list((f"{n} {cat.elements[c].symbol if not cat.elements[c].joker else JOKER}"
                          for n, c in short), self.lang)

    def _set_shield(self, on: bool) -> None:
        """Attach the shield (CK-19) as the newest pick, or take it off."""
        self.shield = on
        self.shield_at = len(self.selection)

    def _shield_last(self) -> bool:
        """Whether the shield is the newest pick (none came after it)."""
        return self.shield and self.shield_at >= len(self.selection)

    def action_unpick(self) -> None:
        """⌫: take back the newest pick, the shield too (play-through 13 en 1: ⌫ on the attached
        ✱ did nothing, only Esc removed it, with the rest of the compound); on the ✱ itself, the
        shield."""
        entry = self._entry()
        on_joker = entry is not None and entry == ("card", catalogue().proto)
        if self.shield and (on_joker or self._shield_last()):
            self._set_shield(False)
        elif self.selection:
            self.selection.pop()
        else:  # the footer offers ⌫ while building: it answers, never silence (play-through 20 de 4)
            self.answer(t("board_nothing_picked", self.lang), refused=False)
            return
        self.message = ""  # the refusal was about the compound as it was (issue 12, pt6-zh2 #13)
        self._regroup()
        self.refresh()

    def take_back(self) -> bool:
        """``u`` while a pick of the board's own is not yet in the engine's draft (the shield,
        cards picked with ⏎): that pick is taken back, as ⌫ takes it, and True; False when the
        compound on the board is the engine's, whose steps the match's undo takes back.
        Play-through 13 en 1 (CK-19): after "add ✱" `u` took back the card picked before the
        shield, or said the way back would show a hidden card."""
        if not self.can_take_back():
            return False
        before = self._picks()
        if self._shield_last():
            self._set_shield(False)
        else:
            self.selection.pop()
        self._taken.append((before, self._picks()))
        self.message = ""
        self._regroup()
        self.refresh()
        return True

    def put_back(self) -> bool:
        """ctrl+y after ``u`` took a pick back: the pick comes back, with the charge it had, while
        the picks are still as ``u`` left them; a pick made since ends it (as a move ends the
        match's redo). Play-through 20 de 2: ⏎ on Ne, ``u`` ("1 move taken back"), then ctrl+y said
        "Nothing to redo", twice."""
        if not self._taken or self._taken[-1][1] != self._picks() or self.mode() != BUILD:
            self._taken = []
            return False
        before, _ = self._taken.pop()
        self.selection, self.shield, self.shield_at = list(before.selection), before.shield, before.shield_at
        self.message = ""
        self._regroup()
        self.refresh()
        return True

    def _picks(self) -> Picks:
        """The board's own picks as they stand: what ``u`` and ctrl+y take back and put back."""
        return Picks(tuple(self.selection), self.shield, self.shield_at)

    def hint_position(self, view: Any, legal: list[Any]) -> tuple[Any, list[Any]] | None:
        """The compound the board shows, when its picks (⏎, the shield) are not the engine's draft:
        the view with that draft and the moves from there (``build_actions``), less those the board
        would refuse (a card already used, the joker that is the shield) and, with the shield
        attached, the lay without it. Play-through 15 en 2: with H picked on the board, the hint
        said "add H" from the engine's draft; typing it gave "You have no H card left"."""
        v = self.view
        if v is None or v.phase != BUILD or not self._mine() or not isinstance(view, View) \
                or view.phase != BUILD or view.hand is None:
            return None
        if not self.shield and sorted(self.selection) == sorted(view.draft):
            return None
        shown = replace(view, draft=tuple(sorted(self.selection)))
        moves = [a for a in self.game.build_actions(shown)
                 if not (isinstance(a, Add) and self._missing(a.unit))
                 and not (self.shield and a == Lay(False))]
        return shown, moves

    def names_typing(self) -> bool:
        """The line of keys under the compound names ":" while building ("board_keys")."""
        return self.mode() == BUILD and not self.elsewhere

    def can_take_back(self) -> bool:
        """Whether :meth:`take_back` takes a pick of the board's own back now."""
        v = self.view
        if v is None or v.phase != BUILD or not self._mine():
            return False
        return self.shield or (bool(self.selection) and sorted(self.selection) != sorted(v.draft))

    def action_clear(self) -> None:
        self.selection, self.shield, self.shield_at = [], False, 0
        self.charges = {}  # nothing is being built: every card back at its first charge
        self.message = ""  # nothing left that a refusal could be about
        self._regroup()
        self.refresh()

    def _laid(self) -> list[int]:
        """The selection as it is laid out: a stable card alone lies at its elemental charge 0
        (CK-14, decided), whatever charge was chosen for it — a newcomer picked Ag, which showed
        +1, pressed ``l`` and was told the total is +1; nothing said to press ``c``."""
        if len(self.selection) == 1:
            u = units()[self.selection[0]]
            if u.element >= 0 and u.charge != 0:
                el = catalogue().elements[u.element]
                if el.stable and 0 in el.single_charges():
                    return [unit_lookup()[(u.element, 0, -1)]]
        return list(self.selection)

    def _counted(self) -> tuple[int, ...]:
        """The selection as the compound it is laid as: single cards that are exactly a printed
        neutral combination count as it (H, H, O are H₂O: [decided], CK-15; play-through 13 zh 3)."""
        return counted(tuple(sorted(self._laid())))

    def action_lay(self) -> None:
        steps = self._lay_steps()
        if steps:
            self.pending = steps[1:]
            self.choose(steps[0])

    def _lay_steps(self) -> list[Action]:
        """The engine's steps that lay the compound the board shows (``l``, and a typed lay); none,
        with the reason in the board's line, while it may not be laid (CK-11…CK-20)."""
        v = self.view
        if v is None or v.phase != BUILD or not self._mine():
            return []
        ok, reason = self.evaluate()
        if not ok:
            self.message = reason
            self.refresh()
            return []
        steps: list[Action] = []
        engine = list(v.draft)
        wanted = self._laid()
        for u in list(engine):
            if u in wanted:
                wanted.remove(u)
            else:
                steps.append(Drop(u))
        steps += [Add(u) for u in wanted]
        steps.append(Lay(self.shield))
        return steps

    def typed(self, action: Any) -> Any:
        """:meth:`_typed`; a step it refuses leaves its reason for :meth:`typed_refusal`, and not
        on the board's own line as well: the typed line's result goes on the notice line, where
        the engine's refusals of typed steps go (play-through 16 zh 1: "加 H2O" after H picked with
        ⏎ and [OH]⁻ typed said it only under the keys, and the stale notice stayed, CK-15/CK-18)."""
        self._refused = ""
        result = self._typed(action)
        if result is None and self.message:
            self._refused, self.message = self.message, ""
            self.refresh()
        return result

    def typed_refusal(self) -> str:
        """Why the last typed step the board took itself was refused, or ""."""
        return self._refused

    def _typed(self, action: Any) -> Any:
        """A build step typed in the move box works on the compound the board shows, as its key
        does (play-through 12 zh#1: with Ba and Sn picked, `:打出` said "the compound needs at least
        one card", the engine's draft being empty, while ``l`` gave the charge): a typed lay is
        ``l`` (the first step is sent, the rest follow; or the same refusal in the board's line);
        the joker typed as a card ("add ✱", "加 原物质") is ⏎ on it, the shield (CK-19); an add
        or drop while cards are picked with keys changes the picks. None: nothing to send."""
        v = self.view
        if v is None or v.phase != BUILD or not self._mine():
            # said by the engine or the shell: another phase, another's turn
            if isinstance(action, CardStep):
                el = catalogue().elements[action.element]
                unit = unit_lookup()[(el.index, el.single_charges()[0], -1)]
                return Add(unit) if action.on else Drop(unit)
            return Lay(True) if isinstance(action, ShieldStep) else action
        if isinstance(action, ShieldStep):
            self.message = ""
            if not action.on:
                self._set_shield(False)
            elif self.shield or self._left(catalogue().proto) > 0:
                if not self.shield:
                    self._set_shield(True)
            else:
                self.message = t("no_shield", self.lang)
            self._regroup()
            self.refresh()
            return None
        if isinstance(action, CardStep):
            action = self._card_step(action)
            if action is None:
                self.refresh()
                return None
        if isinstance(action, Add):
            action = Add(self._offered(action.unit))
        if isinstance(action, Lay):
            if action.shield and not self.shield:
                if self._left(catalogue().proto) <= 0:
                    self.message = t("no_shield", self.lang)
                    self.refresh()
                    return None
                self._set_shield(True)
            steps = self._lay_steps()
            if not steps:
                return None
            self.pending = steps[1:]
            return steps[0]
        # with the shield on, steps stay the board's, so the shield stays the newest pick for ⌫/u
        if isinstance(action, Add | Drop) and (self.shield or sorted(self.selection) != sorted(v.draft)):
            return self._typed_step(action)
        return action

    def _card_step(self, step: CardStep) -> Add | Drop | None:
        """An element typed without its charge: to add, at the charge its card shows now, as ⏎
        takes it (CK-12; play-through 13 en 3); to take back, the card of that element being
        built. None, with the reason on the board's line, when none is being built."""
        self.message = ""
        el = catalogue().elements[step.element]
        if step.on:
            return Add(unit_lookup()[(el.index, self._charge_of(el.index), -1)])
        here = [u for u in self.selection if units()[u].element == el.index]
        if not here:
            self.message = t("not_in_draft", self.lang, unit=el.symbol)
            return None
        return Drop(here[-1])

    def _offered(self, unit: int) -> int:
        """A printed group typed without jokers ("add CO3") that the cards left cannot form alone
        but the hand offers with jokers ("[CO₃]²⁻ (✱×1)"): the group the hand offers, the one with
        the fewest jokers, as ⏎ on it takes it (CK-18; play-through 13 en 4: refused as "no O card
        left" though the board offered it). Any other unit as it is."""
        u = units()[unit]
        v = self.view
        if u.combo < 0 or u.jokers or v is None or v.hand is None:
            return unit
        offered = formable_combinations(tuple(v.hand), tuple(self.selection), self.shield)
        if unit in offered:
            return unit
        same = [o for o in offered if units()[o].combo == u.combo]
        return min(same, key=lambda o: units()[o].jokers) if same else unit

    def _typed_step(self, action: Add | Drop) -> None:
        """An add or drop typed while the board's picks differ from the engine's draft: done on
        the picks, as ⏎ on the card (or ⌫) would, with the same lines."""
        self.message = ""
        unit = units()[action.unit]
        if isinstance(action, Drop):
            if action.unit in self.selection:
                index = len(self.selection) - 1 - self.selection[::-1].index(action.unit)
                del self.selection[index]
                if index < self.shield_at:
                    self.shield_at -= 1
            else:
                self.message = t("not_in_draft", self.lang, unit=unit_words(unit, self.lang))
        elif unit.element >= 0:
            if self._left(unit.element) <= 0:
                symbol = catalogue().elements[unit.element].symbol
                self.message = t("board_no_card_left", self.lang, symbol=symbol)
            else:
                look = unit_lookup()  # CK-12: one charge for every card of it
                picks = [look[(unit.element, unit.charge, -1)] if units()[u].element == unit.element
                         else u for u in self.selection]
                self.message = self._refusal(picks, action.unit)
                if not self.message:
                    self.charges[unit.element] = unit.charge
                    self.selection = [*picks, action.unit]
        else:
            missing = self._missing(action.unit)
            if missing:
                self.message = t("board_combo_missing", self.lang, formula=unit_words(unit, self.lang),
                                 missing=missing)
            else:
                self.message = self._refusal(self.selection, action.unit)
                if not self.message:
                    self.selection.append(action.unit)
        self._regroup()
        self.refresh()
        return None

    def action_attack(self) -> None:
        """⏎ in attack mode: attack the compound under the cursor (CK-22)."""
        self.action_pick()

    def action_pay(self) -> None:
        """⏎ in the pay step: give back the card under the cursor (CK-20)."""
        self.action_pick()

    def action_skip(self) -> None:
        if not self._mine():
            return
        for action in (Stop(), Skip()):
            if action in self.legal:
                self.choose(action)
                return

    def action_stop(self) -> None:
        """s in attack mode: no (more) attacks this turn."""
        self.action_skip()

    def evaluate(self) -> tuple[bool, str]:
        """Is the local selection a compound that may be laid now? Else the reason, translated."""
        v = self.view
        if v is None or v.hand is None or not self.selection:
            return False, t("empty_compound", self.lang)
        laid = self._counted()
        try:
            check_rules(compound_of(laid, self.shield))
        except Invalid as why:
            return False, t(why.key, self.lang, **shown_params(why.key, why.params))
        if not is_complete(v.hand, laid):
            return False, t("cannot_pay", self.lang)
        if self.shield and self._left(catalogue().proto) < 0:
            return False, t("no_shield", self.lang)
        return True, t("board_valid", self.lang)

    def _entry(self) -> tuple[str, int] | None:
        return self.entries[self.cursor] if 0 <= self.cursor < len(self.entries) else None

    # -- drawing -----------------------------------------------------------------------------------
    def render(self) -> Group:
        v = self.view
        if v is None:
            return Group(Text(""))
        lower: list[Any] = []
        if v.last_roll:
            lower.append(self._die_line(v))
        hand = -1
        if v.hand is not None and self.seat is not None:
            if self.read_only:  # the review: whose hand this is (play-through 12 zh 12)
                lower.append(Text(t("board_hand_own", self.lang, name=v.seats[self.seat].name), style="bold"))
            hand = len(lower)
            lower.append(self._hand(v))
            lower.append(self._detail(v))
            if v.phase == BUILD and self._mine():
                lower.append(self._draft_line(v))
        keys = {PAY: "board_keys_pay", ATTACK: "board_keys_attack"}.get(v.phase, "board_keys")
        if self._mine() and not self.elsewhere:  # the phase's keys, none during another's turn (pt11 de #4)
            first, *rest = t(keys, self.lang).split(" · ")  # never "…abwählen ·" / "l auslegen"
            lower.append(Wrapped(Text(self._separated(first, rest, ""), style="dim")))
        if self.message:
            lower.append(Wrapped(Text(self.message, style="bold yellow")))
        if not self.large() and hand >= 0 and not self.big() and self.content_size.width:
            # the table keeps its rows up to a third of the board (at least a row per seat and the
            # marker): a long hand does not hide it (a 27-card hand at 80x24 did)
            options = self.app.console.options.update_width(self.content_size.width)
            full = len(self.app.console.render_lines(self._table(v), options, pad=False))
            reserve = min(full, max(len(v.table) + 1, self.content_size.height // 3))
            lower[hand] = self._fitted_hand(lower, hand, reserve)
        # the framed seats take the rows the lines under them leave, as drawn (play-through 12
        # de 1: reckoned, not measured, they pushed the compound line and the keys off 160x48)
        legend = self._tags_legend(v)
        panels = self._table_panels(v, self._rows_left([*legend, *lower])) if self.large() else None
        if panels is None and legend and not self._table_fits(v, [*legend, *lower]):
            legend = []  # no row for it: the table is drawn compact, without the tags it explains
            panels = self._table_panels(v, self._rows_left(lower)) if self.large() else None
        table = panels if panels is not None else self._fitted_table(v, [*legend, *lower])
        return Group(table, *legend, *lower)

    def _tags_legend(self, v: View) -> list[Wrapped]:
        """Under the table, what its protection tags mean, those it shows only, an entry a line
        where two do not fit: "border: black-border card (B), blocks 1 attack" (play-through 17
        de 7: „[Rand ×1]“ and „[gedreht ×1]“ were explained only on the `?` page, which nobody
        found; CK-18, CK-19, CK-22). None where the table has no tags."""
        placed = [p for row in v.table for p in row]
        # ✱ too: a joker standing in for a card the formula lacks (play-through 22, en 4; pt21 en 6)
        shown = {"legend_joker": any("✱" in display_formula(p.compound) for p in placed),
                 "legend_shield": any(p.shield for p in placed),
                 "legend_border": any(p.blocks for p in placed),
                 "legend_turned": any(p.turned for p in placed)}
        entries = [t(key, self.lang) for key, here in shown.items() if here]
        if not entries:
            return []
        first, *rest = entries  # an entry a line where two do not fit, never a line ending in "·"
        return [Wrapped(Text(self._separated(first, rest, ""), style="dim italic"), units=entries)]

    def _table_fits(self, v: View, lower: list[Any]) -> bool:
        """Whether the whole table (with its tags, not the compact one) fits over ``lower``."""
        room = self._rows_left(lower)
        if room is None:
            return True
        options = self.app.console.options.update_width(self.content_size.width)
        return len(self.app.console.render_lines(self._table(v), options, pad=False)) <= room

    def _rows_left(self, lower: list[Any]) -> int | None:
        """The board's rows that ``lower`` (the lines under the table, as drawn) leaves, or None
        before the board is laid out."""
        width, height = self.content_size.width, self.content_size.height
        if not width or not height:
            return None
        options = self.app.console.options.update_width(width)
        return height - len(self.app.console.render_lines(Group(*lower), options, pad=False))

    def _fitted_hand(self, lower: list[Any], hand: int, table: int) -> Any:
        """The hand's rows (in an attack, the targets: every compound of the others, CK-21) in the
        rows the lines under them and ``table`` rows for the table leave: a window of rows around
        the cursor, which follows it, and a marker for the rows it cannot show; the keys' line
        under it is never pushed off (thirty targets at 80x24 did), and a long hand does not hide
        the table."""
        width, height = self.content_size.width, self.content_size.height
        if not width or not height:
            return lower[hand]
        console = self.app.console
        options = console.options.update_width(width)
        excess = len(console.render_lines(Group(*lower), options, pad=False)) + table - height
        rows = lower[hand].split("\n")
        if excess <= 0 or len(rows) < 2:
            return lower[hand]
        keep = max(1, len(rows) - excess - 1)  # one row for the marker
        here = next((r for r, row in enumerate(self.rows) if self.cursor in row), 0)
        top = min(max(0, here - keep // 2), len(rows) - keep)
        arrows = ("▲" if top else "") + ("▼" if top + keep < len(rows) else "")
        marker = Text(f"{arrows} " + t("board_hand_rows", self.lang, first=top + 1, last=top + keep,
                                       total=len(rows)), style="dim")
        shown = Text("\n").join(rows[top:top + keep])
        return Group(shown, Wrapped(marker, max_lines=1))

    def _fitted_table(self, v: View, lower: list[Any]) -> Any:
        """The table in the rows the lines under it leave: the person's hand, the verdict and the
        keys are never pushed off the board (session 10: six seats with six compounds each at
        80x24 in German cut them). A table too long for its rows is drawn compact (a seat's name
        over its compounds' numbers, formulas and points), and when that is still too long, shown a window
        at a time, with a marker naming the rows shown and the keys that page (PgDn/PgUp); a page
        starts at a seat's name where it can."""
        width, height = self.content_size.width, self.content_size.height
        table = self._table(v)
        self._table_window = 0
        if not width or not height:  # not laid out yet
            return table
        console = self.app.console
        options = console.options.update_width(width)
        room = height - len(console.render_lines(Group(*lower), options, pad=False))
        lines = console.render_lines(table, options, pad=False)
        if len(lines) <= room:
            self.table_top = 0
            return table
        lines, starts = [], []
        for block in self._compact_table(v):
            starts.append(len(lines))
            lines += console.render_lines(block, options, pad=False)
        if len(lines) <= room:
            self.table_top = 0
            return Segments(self._joined(lines))
        window = max(1, room - 1)  # one row for the marker
        top = self.table_top
        if self._page > 0:  # PgDn: the last seat whose name the page showed comes to the top
            top = max((s for s in starts if top < s <= top + window), default=top + window)
        elif self._page < 0:  # PgUp: back to the first seat's name a page above
            top = min((s for s in starts if top - window <= s < top), default=top - window)
        self._page = 0
        top = min(max(0, top), len(lines) - window)
        self.table_top, self._table_window = top, window
        arrows = ("▲" if top else "") + ("▼" if top + window < len(lines) else "")
        marker = Text(f"{arrows} " + t("board_table_rows", self.lang, first=top + 1,
                                       last=top + window, total=len(lines)), style="bold")
        return Group(Segments(self._joined(lines[top:top + window])), Wrapped(marker, max_lines=1))

    def _compact_table(self, v: View) -> list[Any]:
        """The table when the full one does not fit: per seat a line with its name (and the
        computer mark, CC-24) and points, then its compounds across the board's whole width, each
        as its number, formula and points and, if it has any, its protection as one number
        (``compact_protection``; the line under the hand says which, when it is a target, CK-22).
        One block per seat."""
        scores = v.scores()
        blocks: list[Any] = []
        for s, row in enumerate(v.table):
            seat = v.seats[s]
            mark = computer_mark(self.lang, substitute=seat.substitute) if seat.is_computer else ""  # CC-24
            arrow = "▶ " if s == v.current and v.phase != OVER else "  "  # "▶ Ann" (pt12 de 10)
            who = Text(zh_glued(f"{arrow}{seat.name}{mark} · {t('points_long', self.lang, n=scores[s])}",
                                self.lang),
                       style="bold" if s == v.current else "")
            chips = [glued_no(zh_glued(entry_text(p, self.lang)[:len(entry_text(p, self.lang))
                                                               - len(protection_tag(p, self.lang)) or None]
                                       + compact_protection(p, self.lang), self.lang), p.id, self.lang)
                     for p in row]
            line = Text("  ".join(chips), style="bold") if row else Text("—", style="dim")
            grid = Table.grid(padding=(0, 0))
            grid.add_column(width=2)
            grid.add_column()
            grid.add_row("", Wrapped(line, units=chips))
            blocks.append(Group(Wrapped(who, names=(seat.name,)), grid))
        return blocks

    @staticmethod
    def _joined(lines: list[list[Segment]]) -> list[Segment]:
        """Rendered lines as one renderable's segments, each line ended (the next part starts on a
        row of its own)."""
        out: list[Segment] = []
        for line in lines:
            out.extend(line)
            out.append(Segment.line())
        return out

    def _table(self, v: View) -> Table:
        """A line per seat: its name and points beside its compounds (``_compact_table`` when the
        board has not the rows for it)."""
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")
        scores = v.scores()
        whos: list[Text] = []
        for s in range(len(v.table)):
            seat = v.seats[s]
            mark = computer_mark(self.lang, substitute=seat.substitute) if seat.is_computer else ""  # CC-24
            name = seat.name + mark
            arrow = "▶ " if s == v.current and v.phase != OVER else "  "  # not "▶Ann" (pt12 de 10)
            # a seat's points written out, as in every game's seat line ("0 Punkte"); the short
            # "Pkt." / "pts" only on a compound entry (docs/i18n.md, issue 21 item 2)
            whos.append(Text(f"{arrow}{name} {t('points_long', self.lang, n=scores[s])}",
                             style="bold" if s == v.current else ""))
        # the faces beside the names: as many to a line as the columns right of the longest name
        # hold (a fixed 20 let a long name's line fold, play-through 8); the lines where the faces
        # would need more rows than the hand leaves (the hand is never pushed off the board)
        room = (self.content_size.width or 80) - max((w.cell_len for w in whos), default=0) - 1
        rows = sum(self._faces_height(row, room=room) or 1 for row in v.table)
        big = self.big() and rows <= (self.content_size.height or self.app.size.height) - self._hand_rows(v)
        for s, row in enumerate(v.table):
            who = whos[s]
            line = Text()
            if big and row:
                grid.add_row(who, self._table_faces(row, room=room))
                continue
            entries: list[str] = []
            for p in row:
                start = len(line.plain)
                # the shield shows as protection, not in the formula: it may be used up (CK-22)
                head = entry_text(p, self.lang)
                tag = protection_tag(p, self.lang)
                line.append(head[:len(head) - len(tag)], style="bold")
                line.append(tag, style="italic")
                entries.append(line.plain[start:])
                line.append("  ")
            # one compound ("#7 BaO 4 Pkt. [B1]") is one unit on the line: never "#7 BaO 4" / "Pkt."
            # (issue 12 point 7); the one wrapper breaks between compounds only
            grid.add_row(who, Wrapped(line, units=entries) if row else Text("—", style="dim"))
        return grid

    def _hand_rows(self, v: View) -> int:
        """The rows the hand's faces and the lines under them take (none without a hand shown)."""
        if v.hand is None or self.seat is None or not self.big():
            return 0
        across, high = (LARGE_FACE_W, 6) if self.large() else (FACE_W, FACE_H)
        per_row = max(1, (self.content_size.width or 80) // (across + 1))
        return self._face_rows(per_row) * high + self._label_rows() + self._under_rows(v)

    def _table_panels(self, v: View, room: int | None = None) -> Group | None:
        """The table on a large screen (issue 12 point 15): a framed place per seat, titled with its
        name and points, holding its compounds as faces with their ions (CK-10) and protection
        (CK-22). The places share the room the hand leaves, so they grow with the screen; None
        when the compounds need more rows than there are (the compact table then, so the hand
        under it is never pushed off the screen)."""
        scores = v.scores()
        width = self.content_size.width or 80
        if room is None:
            room = (self.content_size.height or self.app.size.height) - self._hand_rows(v)
        room = max(0, room)
        # a share of the room each, at least a frame around one line, at most a frame around two
        # rows of faces (5 rows each)
        tall = max(3, min(room // max(1, len(v.table)), 12))
        heights = [max(tall, 2 + self._faces_height(row, True, width - 4)) if row else tall
                   for row in v.table]
        if sum(heights) > room:
            return None
        panels: list[Any] = []
        for s, row in enumerate(v.table):
            seat = v.seats[s]
            mark = computer_mark(self.lang, substitute=seat.substitute) if seat.is_computer else ""  # CC-24
            arrow = "▶ " if s == v.current and v.phase != OVER else ""
            title = Text(f" {arrow}{seat.name}{mark} · {t('points_long', self.lang, n=scores[s])} ",
                         style="bold" if s == v.current else "")
            body: Any = self._table_faces(row, large=True) if row else Text("—", style="dim")
            panels.append(Panel(body, title=title, title_align="left", box=ROUNDED, height=heights[s],
                                border_style="bold" if s == v.current else "dim"))
        return Group(*panels)

    def _table_faces(self, row: list[Any], large: bool = False, room: int | None = None) -> Text:
        """A seat's compounds as faces on a large screen: number and formula over points and
        protection (CK-22), as many to a line as the board's width holds; ``large``: inside the
        seat's own frame, with the ions on a row of their own."""
        text = Text()
        for index, faces in enumerate(self._face_lines(row, large, room)):
            append_face_row(text, faces, first=not index)
        return text

    def _faces_height(self, row: list[Any], large: bool = False, room: int | None = None) -> int:
        """The rows :meth:`_table_faces` takes for ``row``."""
        return sum(len(faces[0]) for faces in self._face_lines(row, large, room))

    def _compound_face(self, placed: Any, large: bool) -> list[str]:
        """A compound's face, row by row: its number and formula, (its ions on a large screen,)
        its jokers and points, and its protection on a row of its own (CK-19, CK-22): the state
        is never what a cut hides (play-through 13 de 1: "(✱×2) 22 Punkte…" hid "[gedreht ×1]")."""
        formula = formula_in(display_formula(placed.compound), self.lang)
        main, _, jokers = formula.partition(" ")  # "AlBiC(NO₃)(OH)" and "(✱×2)"
        head = glued_no(f"{compound_no(placed.id, self.lang)} {main}", placed.id, self.lang)
        worth = zh_glued(f"{jokers} {pts(placed.points, self.lang)}".strip(), self.lang)
        tag = protection_tag(placed, self.lang).strip()
        return [head, *([ions_text(placed.compound)] if large else []), worth, *([tag] if tag else [])]

    def _face_lines(self, row: list[Any], large: bool, room: int | None) -> list[list[list[Text]]]:
        """The faces of ``row`` in lines that fit ``room`` columns: each face as wide as its longest
        row needs (at least the usual width, at most the room), the faces of a line equally tall."""
        face_w = LARGE_TABLE_FACE_W if large else TABLE_FACE_W
        # inside the seat's own frame, or beside the seat's name and points (``room`` columns)
        if room is None:
            room = self.content_size.width - (4 if large else 20)
        widest = max(face_w, room - 1)
        lines: list[list[tuple[list[str], int]]] = []
        used = 0
        for placed in row:
            rows = self._compound_face(placed, large)
            width = min(max(face_w, max(cell_len(r) for r in rows) + 2), widest)
            if not lines or used + width + 1 > room:
                lines.append([])
                used = 0
            lines[-1].append((rows, width))
            used += width + 1
        out: list[list[list[Text]]] = []
        for line in lines:
            high = max(len(rows) for rows, _ in line)
            out.append([framed_face(rows + [""] * (high - len(rows)), width, "bold", False)
                        for rows, width in line])
        return out

    def _die_line(self, v: View) -> Text:
        """The last roll and whose it is ("Curie rolled ⚅ 6", "You rolled ⚅ 5"): at the start of
        a person's turn the die shows the roll that ended the turn before, another seat's
        (play-through 13 en 6: "Die ⚅ 6" read as the person's own roll). Whose turn it is stands
        in the shell's status line already."""
        text = Text()
        if not v.last_roll:
            return text
        die, roller = DIE[v.last_roll - 1], v.last_roller
        if roller is None or not 0 <= roller < len(v.seats):
            line = f"{t('board_die', self.lang)} {die} {v.last_roll}"
        elif roller == self.seat:
            line = t("board_die_by_you", self.lang, die=die, n=v.last_roll)
        else:
            line = t("board_die_by", self.lang, who=cut_name(v.seats[roller].name, NAME_CELLS), die=die,
                     n=v.last_roll)
        text.append(line, style="bold")
        return text

    def _hand(self, v: View) -> Text:
        assert v.hand is not None
        cat = catalogue()
        pieces: list[Text] = []
        legal_pay = {a.card for a in self.legal if isinstance(a, Pay)}
        # the charge a card is laid at: a stable card alone shows the 0 it lies at (CK-14)
        laid = {units()[u].element: units()[u].charge for u in self._laid() if units()[u].element >= 0}
        for i, (kind, value) in enumerate(self.entries):
            here = i == self.cursor
            if kind == "card" and v.phase == PAY and self._mine():
                # paying counts points, not charges (CK-20); a card that does not fit is marked
                el = cat.elements[value]
                fits = value in legal_pay
                label = f"{el.symbol if not el.joker else JOKER}×{v.hand[value]} {pts(el.points, self.lang)}"
                label += marks(value) + ("" if fits else " ✗")
                style = "bold" if fits else "dim"
            elif kind == "card":
                el = cat.elements[value]
                left = self._left(value) if v.phase == BUILD else v.hand[value]
                # one sign for the joker on every screen, ✱ (issue 21); typing keeps "*"
                label = f"{el.symbol}×{left}" if not el.joker else f"{JOKER}×{left}"
                if not el.joker:
                    charge = laid.get(value, self._charge_of(value))
                    # the symbols' letters on every card, as the rulebook prints them (S stable,
                    # R radioactive, A artificial, B black border; play-through 11 de 11, zh 7)
                    label += f" {charge_text(charge)}{marks(value)}"
                    style = POS_STYLE if charge > 0 else NEG_STYLE if charge < 0 else ZERO_STYLE
                else:
                    style = "bold magenta"
            elif kind == "combo":
                u = units()[value]
                # a group written as the rulebook writes it ("[SO₄]²⁻ (✱×1)", CK-16), then its
                # charge as a card shows its own ("[OH]⁻ −1", "H₂O 0" beside "Na×1 +1"; play-through
                # 12 de 12: a lone "0" after H₂O alone read as anything but its charge)
                label = zh_glued(f"{formula_in(display_unit(u), self.lang)} {charge_text(u.charge)}",
                                 self.lang)
                style = POS_STYLE if u.charge > 0 else NEG_STYLE if u.charge < 0 else ZERO_STYLE
                if v.phase == BUILD and self._missing(value):
                    style = "dim"  # cannot be formed from what the compound being built leaves
            else:
                placed = next(p for row in v.table for p in row if p.id == value)
                formula = formula_in(display_formula(placed.compound), self.lang)
                label = glued_no(f"{compound_no(value, self.lang)} {formula}", value, self.lang)
                style = "bold"
            pieces.append(Text(("▸" if here else " ") + label + ("◂" if here else " "),
                               style=style + (" reverse" if here else "")))
        if self.big():
            return self._lay_out_faces(pieces)
        return self._lay_out(pieces)

    def big(self) -> bool:
        """Card faces instead of chips: the screen has the rows and the board the columns (120x36
        and up), and the board the rows for the whole hand in faces besides a line per seat (a
        long hand late in the game is drawn as chips again, so the lines under it stay on the
        board)."""
        if self.app.size.height < BIG_SCREEN_ROWS or self.content_size.width < BIG_BOARD_COLUMNS:
            return False
        v = self.view
        if v is None or v.hand is None or self.seat is None:
            return True
        per_row = max(1, self.content_size.width // (FACE_W + 1))
        hand = self._face_rows(per_row) * FACE_H + self._label_rows() + self._under_rows(v)
        return hand + len(v.table) + 1 <= (self.content_size.height or self.app.size.height)

    def _face_rows(self, per_row: int) -> int:
        """The rows of faces the hand takes, ``per_row`` to a row: the combinations start a row of
        their own (play-through 12 de 1: counted as if they went on the cards' last row, the hand
        was a row of faces taller than reckoned, and the lines under it fell off the screen)."""
        first = self._first_combo(len(self.entries))
        return -(-first // per_row) + -(-(len(self.entries) - first) // per_row)

    def _label_rows(self) -> int:
        """The line naming the combinations over their faces (play-through 12 de 12), if any."""
        return 1 if self._first_combo(len(self.entries)) < len(self.entries) else 0

    def _under_rows(self, v: View) -> int:
        """The rows reckoned for the lines around the hand's faces: the die's line above it (when
        there was a roll), the review's line saying whose hand it is, the UNDER_HAND lines under it."""
        return UNDER_HAND + (1 if v.last_roll else 0) + (1 if self.read_only else 0)

    def large(self) -> bool:
        """Larger faces with more on them: the screen has the rows for them (120x36 and up), and
        the board for the whole hand in them besides a line per seat (a long hand late in the game
        keeps the smaller faces, so the lines under it stay on the board)."""
        if not (self.big() and self.app.size.height >= LARGE_SCREEN_ROWS):
            return False
        v = self.view
        if v is None or v.hand is None or self.seat is None:
            return True
        per_row = max(1, (self.content_size.width or 80) // (LARGE_FACE_W + 1))
        hand = self._face_rows(per_row) * 6 + self._label_rows() + self._under_rows(v)
        return hand + len(v.table) + 1 <= (self.content_size.height or self.app.size.height)

    def _more(self, v: View) -> list[tuple[str, ...]]:
        """Per hand item, the rows a large face adds: its name and what it is worth (the points a
        card scores, CK-20), the details the line under the hand gives for one item at a time."""
        cat = catalogue()
        out: list[tuple[str, ...]] = []
        for kind, value in self.entries:
            if kind == "card":
                el = cat.elements[value]
                out.append((el.name(self.lang), pts(el.points, self.lang)))
            elif kind == "combo":
                combo = cat.combinations[units()[value].combo]
                out.append((combo.name(self.lang), pts(combo.points, self.lang)))
            else:
                placed = next((p for row in v.table for p in row if p.id == value), None)
                out.append(("", pts(placed.points, self.lang)) if placed is not None else ())
        return out

    def _lay_out_faces(self, pieces: list[Text]) -> Text:
        """The items as card faces, as many to a row as fit; rows and widths are kept for ↑/↓."""
        large = self.large() and self.view is not None
        width = LARGE_FACE_W if large else FACE_W
        more = self._more(self.view) if large else [()] * len(pieces)
        per_row = max(1, self.content_size.width // (width + 1))
        first_combo = self._first_combo(len(pieces))
        self.rows = [list(range(i, min(i + per_row, end, len(pieces))))
                     for start, end in ((0, first_combo), (first_combo, len(pieces)))
                     for i in range(start, end, per_row)]
        self._widths = [width + 1] * len(pieces)
        self._labels = [p.plain.strip(" ▸◂") for p in pieces]
        self._lead = {}
        text = Text()
        for r, row in enumerate(self.rows):
            if row and row[0] == first_combo:  # a line naming them over the combinations (de 12)
                text.append(("\n" if r else "") + t("board_combos_row", self.lang), style="dim")
            faces = [face_lines(self._labels[i], str(pieces[i].style).replace(" reverse", ""),
                                i == self.cursor, width, more[i] if i < len(more) else ()) for i in row]
            append_face_row(text, faces, first=not r and row[0] != first_combo)
        return text

    def _lay_out(self, pieces: list[Text]) -> Text:
        """The items in rows that fit the width, one space apart; the rows are kept for ↑/↓."""
        width = max(8, self.content_size.width or 76)
        text = Text()
        self.rows = [[]]
        self._lead = {}
        used = 0
        first_combo = self._first_combo(len(pieces))
        for i, piece in enumerate(pieces):
            size = cell_len(piece.plain)
            if self.rows[-1] and (used + size > width or i == first_combo):
                text.append("\n")
                self.rows.append([])
                used = 0
            if i == first_combo:  # the combinations' row starts with its label (play-through 12 de 12)
                label = t("board_combos_row", self.lang) + ("" if self.lang == "zh" else " ")
                text.append(label, style="dim")
                used = self._lead[i] = cell_len(label)
            text.append_text(piece)
            text.append(" ")
            used += size + 1
            self.rows[-1].append(i)
        self._widths = [cell_len(p.plain) + 1 for p in pieces]
        self._labels = [p.plain.strip(" ▸◂") for p in pieces]
        return text

    def _first_combo(self, count: int) -> int:
        """Where the combinations begin among the items drawn: they start a row of their own, "the
        row below your cards" as the lesson and the texts say (play-through 10: with a used-up card
        gone, OH moved up beside the cards and ↓ went past it)."""
        return next((i for i, (kind, _) in enumerate(self.entries[:count]) if kind == "combo"), count)

    def _label(self, index: int) -> str:
        """The text of item ``index`` as last drawn (tests find it on screen)."""
        return self._labels[index]

    def _entry_x(self, row: list[int], index: int) -> int:
        """The middle column of item ``index`` in its row (for ↑/↓ to the nearest item)."""
        widths = self._widths or [1] * len(self.entries)
        x = self._lead.get(row[0], 0) if row else 0  # the combinations' label before the first
        for i in row:
            if i == index:
                return x + widths[i] // 2
            x += widths[i]
        return x

    def _detail(self, v: View) -> Wrapped:
        """What the highlighted item is, wrapped by the one wrapper: a mark ("A artificial: costs
        points"), a compound entry and a number with its points stay on one line (issue 12 point 7)."""
        text = self._detail_text(v)
        return Wrapped(text, units=self._detail_units)

    def _detail_text(self, v: View) -> Text:
        self._detail_units: list[str] = []
        entry = self._entry()
        if entry is None:
            return Text("")
        kind, value = entry
        cat = catalogue()
        if kind == "card":
            el = cat.elements[value]
            if el.joker:
                help_ = t("board_joker_help", self.lang) if v.phase == BUILD else pts(el.points, self.lang)
                return Text(f"{el.name(self.lang)}{'：' if self.lang == 'zh' else ': '}{help_}")
            charges = "/".join(charge_text(c) for c in el.single_charges())
            words = [t(f"mark_{m}", self.lang) for m in marks(value).split()]
            self._detail_units = words
            printed = [group_text(k) for k in el.combinations]  # "[ClO₄]⁻", "CO₂" (CK-16)
            # named for what it holds, apart from the row of those the hand can form (play-through 17 de 6)
            label = t("board_combos", self.lang) + ("" if self.lang == "zh" else " ")
            extra = f"  {label}" + join_list(printed, self.lang) if printed else ""
            worth = pts(el.points, self.lang)
            head = f"{el.symbol} {el.name(self.lang)} {charges} {worth} {STARS[el.level]}"
            return Text(self._separated(head, words, extra))
        if kind == "combo":
            combo = cat.combinations[units()[value].combo]
            jokers = units()[value].jokers
            # the jokers it takes, when it takes any (play-through 10: "· 0 张原物质（✱）" on OH)
            # its charge named as the compound line names one ("Ladung 0"), apart from its points
            # (play-through 12 de 12: "H₂O Wasser 0 6 Punkte")
            head = (f"{formula_in(display_unit(units()[value]), self.lang)} {combo.name(self.lang)}  "
                    f"{t('board_charge', self.lang)} {charge_text(combo.charge)}  "
                    + pts(combo.points, self.lang))
            return Text(self._separated(head, [t("board_jokers", self.lang, n=jokers)] if jokers else [], ""))
        owner, placed = next((s, p) for s, row in enumerate(v.table) for p in row if p.id == value)
        # what this attack would do (CK-22): the shield goes first, then a black border, else it falls
        self._detail_units = [entry_text(placed, self.lang)[:-len(protection_tag(placed, self.lang)) or None]]
        effect = "board_hits_shield" if placed.shield else "board_hits_border" if placed.blocks \
            else "board_hits_destroy"
        # an unusual formula with its ions ("AmHO = Am³⁺ H⁻ O²⁻", issue 12 point 10)
        formula = formula_in(display_formula(placed.compound), self.lang)
        if unusual(placed.compound):
            formula = t("formula_is", self.lang, formula=formula, ions=ions_text(placed.compound))
        return Text(self._separated(
            f"{compound_no(placed.id, self.lang)} {formula} {pts(placed.points, self.lang)}",
            [v.seats[owner].name, t("board_protection", self.lang, n=placed.protection()),
             t(effect, self.lang)], ""))

    def _separated(self, head: str, marks_: list[str], extra: str) -> str:
        """``head`` · each mark · …, then ``extra``, a new line where the next part does not fit
        the board: a line never ends in a "·" with its entry on the next (play-through 11 at
        80×24: "… 8 points ★★★ ·" / "S = stable…"); a part too long for a line is wrapped by
        the one wrapper."""
        width = max(20, self.content_size.width or 76)
        lines = [head]
        for part, sep in [(m, " · ") for m in marks_] + ([(extra.strip(), "  ")] if extra else []):
            if cell_len(lines[-1] + sep + part) <= width:
                lines[-1] += sep + part
            else:
                lines.append(part)
        return "\n".join(lines)

    def _draft_line(self, v: View) -> Wrapped:
        """The compound being built, its charge and points, and the verdict: "✓ This is a valid
        compound." or "✗ The total charge is +1, not 0.", a sentence either way. The one wrapper
        keeps the verdict's sign with its sentence (play-through 9 saw "✓" end a line alone)."""
        comp = compound_of(self._counted(), self.shield)
        total = sum(comp.unit_charges())
        ok, reason = self.evaluate()
        text = Text(t("board_building", self.lang) + " ")
        text.append(self._draft_formula(comp, total) if self.selection or self.shield else "—", style="bold")
        # Chinese closes the charge with "，": wrapped as "化合价代数和 0" / "5 分" it read as
        # "0 5 分" (play-through 25, zh 7); the comma stays with the number at a line's end
        after = "，" if self.lang == "zh" else "  "
        text.append(f"  {t('board_charge_total', self.lang)} {charge_text(total)}",
                    style=ZERO_STYLE if total == 0 else NEG_STYLE if total < 0 else POS_STYLE)
        text.append(f"{after}{pts(points(comp) if self.selection else 0, self.lang)}  ")
        if not self.selection and not self.shield:
            # nothing picked yet is no mistake: what to do, not a red "✗" before the first key
            # (play-through 21, en 5 and de); `l` still refuses with the reason (CK-11)
            verdict = t("board_draft_empty", self.lang)
            text.append(verdict, style="dim")
            return Wrapped(text, units=[verdict])
        verdict = ("✓ " if ok else "✗ ") + reason
        text.append(verdict, style="green" if ok else "yellow")
        return Wrapped(text, units=[verdict])

    def _draft_formula(self, comp: Compound, total: int) -> str:
        """The compound being built as the log writes a laid one: while its charges do not add up
        to zero, its ions ("Na⁺ N³⁻": play-through 11 en 15 read "NaN" as "not a number"); then
        its formula, with the ions beside an unusual one ("AlPoCH (Al³⁺ Po²⁺ C⁴⁻ H⁻)"); jokers
        counted; a shield attached with ⏎ on Protomaterie named ("HCl with a shield", CK-19;
        en 7: the line did not change)."""
        _, jokers = ions(comp)
        if not comp.units:
            text = "—"
        elif total != 0:
            text = ions_text(comp) + (f" ({JOKER}×{jokers})" if jokers else "")
        else:
            text = display_formula(comp)
            if unusual(comp):
                text = t("formula_ions", self.lang, formula=text, ions=ions_text(comp))
        text = formula_in(text, self.lang)
        return t("with_shield", self.lang, formula=text).strip() if comp.shield else text
