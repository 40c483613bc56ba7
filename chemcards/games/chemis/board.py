"""The CHEMIS board: every zone with its substances, HP, identity and team; the open window and whose
answer is awaited; the hand of the person at the screen, from which cards are picked to form a
substance with the live result; the target zone; and the moves that fit, reactions shown as
balanced equations. The only Textual module of the game: it renders a view and posts actions.

Keys: ←→ move in the hand, space picks a card, 1–6 choose the target zone (甲…己), ↑↓ and ⏎ pick
and play a move from the list, e ends the turn, p passes, esc clears the picked cards. Class marks are
letters and symbols as well as colours (never colour alone); rich measures Chinese cells as two columns.

What a new player needs and the first version hid (found by playing at 80×24): in a judgement or
dying round the plays that answer it are listed without picking cards first, because those rounds
are short and the answer must be found quickly; the move list holds one line per move (a function
card's rule is shown under the list for the highlighted move, not repeated for every zone); the
target zone is remembered between plays and named with its player; the line under the zones says
what is being judged and what it will do, not only whose answer is awaited (the status line above
already says that).
"""

from __future__ import annotations

import re
from collections import Counter as Multiset
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar, NamedTuple

from rich.box import ROUNDED
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from chemcards.core.protocol import Event, IllegalAction
from chemcards.i18n import computer_mark, join_list, ui
from chemcards.tui.board_base import GameBoard, append_face_row, cut_name, framed_face
from chemcards.tui.dialogs import dialog_footer
from chemcards.tui.settle import KeyGuard
from chemcards.tui.text import refusal_text, translate_bindings
from chemcards.tui.wrap import Wrapped, wrap_text

from . import chem, recipes, rules, zones
from .actions import Counter, Drop, End, Form, Function, Pass, React, Salt
from .catalogue import FUNCTIONS, kind_of
from .state import Dying, HandLimit, Judgement, ReactStep
from .texts import (
    MARKS,
    card_label,
    card_name,
    card_title,
    dying_key,
    ident_label,
    limit_params,
    mark,
    own_judgement,
    part_label,
    parts_text,
    person_ident,
    status_text,
    still_missing_text,
    stray_text,
    t,
    zone_key,
    zone_phrase,
)
from .view import ChemisView

CLASS_STYLE = {"strong_acid": "bold red", "weak_acid": "red", "strong_base": "bold magenta",
               "weak_base": "magenta", "precipitate": "yellow", "toxic": "bold green",
               "hydrolysis": "cyan", "o2": "bold blue", "h2": "blue", "water": "bright_blue"}
CAT_STYLE = {"element": "bold", "ion": "bold cyan", "counter": "bold yellow", "function": "bold green"}
WINDOW_STYLE = "bold black on yellow"
_TERM = re.compile(r"^(\d*)(\S+)$")  # "2H2O" in an equation's notation
#: a large screen (issue 12, point 15): from this many screen rows and board columns on, the hand is
#: drawn as card faces FACE_W cells wide and FACE_H rows high; 80x24 keeps its one-line labels
BIG_SCREEN_ROWS, BIG_BOARD_COLUMNS = 32, 60
#: 13 wide: an element's name under its symbol fits whole ("Wasserstoff", play-through 13, zh)
FACE_W, FACE_H = 13, 4


#: the mark of a picked hand card, in the one-line hand and on a large face alike
PICKED = "✓"


def face_lines(label: str, style: str, picked: bool, cursor: bool, title: str = "") -> list[Text]:
    """A hand card as a face: its label (with a ✓ when picked) over its name (``texts.card_title``,
    play-through 13, zh: the other games' faces name their cards); a card without a name keeps its ✓
    below. The cursor's card has a heavy frame (marks, not colour alone)."""
    if title:
        return framed_face([f"{PICKED} {label}" if picked else label, title], FACE_W, style, cursor)
    return framed_face([label, PICKED if picked else ""], FACE_W, style, cursor)


def substance_text(formula: str, heated: bool, cooled: bool, portions: int, lang: str,
                   short: bool = False) -> Text:
    """A substance in a zone: "Ba(OH)₂[base+] barium hydroxide"; ``short``: its formula and mark
    alone, for a zone with more than its rows hold (play-through 14, en 1)."""
    cls = chem.special_class(formula, heated, cooled)
    out = Text()
    if portions > 1:
        out.append(f"{portions}")
    out.append(chem.display(formula), style=CLASS_STYLE.get(cls, ""))
    if cls in MARKS:
        out.append(f"[{mark(cls, lang)}]", style=CLASS_STYLE.get(cls, ""))
    if short:
        return out
    out.append(f" {chem.name(formula, lang)}", style="dim")
    if cls in chem.BENEFIT:  # what it does, in words, not a code (issue 21 item 4)
        out.append(f" ({t('eff_' + cls, lang)})" if lang != "zh" else f"（{t('eff_' + cls, lang)}）",
                   style=CLASS_STYLE.get(cls, ""))
    return out


def condition_label(kind: str, o2: int, lang: str) -> str:
    """A condition card lying in a zone, as the zone's line and panel show it: ignition with the
    oxygen it brings, in brackets as the language writes them: "点燃（O₂×1）" in Chinese
    (play-through 9: "点燃(O₂×1)" had half-width brackets beside Chinese), "ignite(O₂×1)"."""
    label = t("fn_" + kind, lang)
    if kind != "ignite":
        return label
    return f"{label}（O₂×{o2}）" if lang == "zh" else f"{label}(O₂×{o2})"


def class_note(cls: str, lang: str, marked: bool = True) -> str:
    """What a class mark means and does (CH-16, CH-17): "[A+] strong acid −2"; "" for no class.
    ``marked=False`` after a substance that already shows its mark."""
    if not cls:
        return ""
    harm = chem.DAMAGE.get(cls)
    if not marked and cls in chem.BENEFIT:
        return t("eff_" + cls, lang)
    sign, name = (mark(cls, lang) if cls in MARKS else ""), t("cls_" + cls, lang)
    if marked and sign == name:  # a mark that is the class's name says it once ("[强酸] −2")
        return f"[{sign}]" + (f" −{harm}" if harm else "")
    tag = f"[{sign}] " if marked and sign else ""
    return tag + name + (f" −{harm}" if harm else "")


def judged_item(formula: str, cls: str, lang: str, portions: int = 1) -> str:
    """A substance as the judgement line (CH-10) names it: the mark glued to the formula as on the
    zone's line ("CuS[↓]", play-through 8, zh 13) and, in brackets, its class and what it costs
    (CH-16): "HCl[acid+] (strong acid, −2 HP)", "HCl[强酸]（血量 −2）"; a helpful one with what it
    does ("O₂ oxygen (HP +1)"). Several portions are written as the zone writes them ("2CO"), and a
    harmful one says that it hurts once: each special substance has its effect, not each portion
    (CH-16; play-through 13, zh 10)."""
    shown = (f"{portions}" if portions > 1 else "") + chem.display(formula)
    harm = chem.DAMAGE.get(cls)
    if cls not in MARKS or not harm:
        note = class_note(cls, lang)
        return f"{shown} {note}" if note else shown
    sign, name = mark(cls, lang), t("cls_" + cls, lang)
    key = "judged_harm_named" if sign == name else "judged_harm"
    if portions > 1:
        key += "_once"
    return f"{shown}[{sign}]" + ("" if lang == "zh" else " ") + t(key, lang, name=name, n=harm)


def tag_note(cls: str, lang: str, portions: int = 1) -> str:
    """What a harmful substance's mark means, in brackets after its name where a play shows it:
    "([B+] = starke Base: −2 LP)", "（强碱：血量 −2）" (a Chinese mark that is the class's name
    says it once). Play-through 11 (de 7): "KOH[B+]", "H₂S[s]", "CO[☠]" stood in the play list and
    the line under it said "starke Base −2" without tying it to the mark nor saying −2 of what.
    Several portions ("2CO") hurt once, per substance (CH-16; play-through 13, zh 10)."""
    sign, name = mark(cls, lang), t("cls_" + cls, lang)
    key = "tag_means_named" if sign == name else "tag_means"
    if portions > 1:
        key += "_once"
    note = t(key, lang, mark=sign, name=name, n=chem.DAMAGE.get(cls, 0))
    return f"（{note}）" if lang == "zh" else f" ({note})"


def parts_label(parts: tuple[tuple[str, int], ...], formula: str = "", lang: str = "en") -> str:
    """The cards of a forming play in the order of the product ``formula`` (``Na+Na+S → Na₂S``,
    play-through 15, zh 14), written with subscripts as the hand and the log show them (``[CO₃]``,
    not ``[CO3]``); one OH⁻ card under a ×2 counter is ``Ba+2 [OH] ([OH] + counter ×2)`` (CH-18;
    en 5: "[OH](×2)" did not say it was the counter card). Spaced around "+" where a card carries a
    counter, as the log writes it: "…×2)+[CO₃]" ran the note into the next card and the row could
    break only inside the note (play-through 19, en 7). Chinese keeps "）+": no space after a
    full-width bracket, and a Chinese row may break between any two characters."""
    spaced = lang != "zh" and any(n > 1 for _, n in parts)
    return parts_text(parts, formula, lang, sep=" + " if spaced else "+")


def seat_name(view: ChemisView, seat: int, lang: str) -> str:
    return f"{ident_label(view.ident[seat], lang)} {view.seats[seat].name}"


def named_in_sentence(view: ChemisView, seat: int, lang: str) -> str:
    """A person as filled into a sentence: by name ("等待小红去除它", "Warten auf Ben"); the identity
    letter goes with their zone only (``zone_in_sentence``; docs/i18n.md, play-through 8, de 3)."""
    return view.seats[seat].name


def zone_in_sentence(view: ChemisView, seat: int, lang: str) -> str:
    """A seat's zone as filled into a sentence: "Zone von Ben (B)", "Ben's zone (B)", "小红（乙）的反应区"."""
    return zone_phrase(view.ident[seat], lang, [s.name for s in view.seats], view)


def action_text(a: Any, view: ChemisView, lang: str) -> Text:
    """A move on one line as a person reads it: target zone, cards, result with its name; equations
    in school-book form."""
    if isinstance(a, React):
        return Text(f"⚗ {chem.equation_display(a.equation, lang)}")
    if isinstance(a, Form):
        cards = parts_label(a.parts, a.formula, lang)
        # no space after a full-width bracket in Chinese ("H（附带计数牌 ×2）→ H₂", as the log)
        arrow = "→ " if lang == "zh" and cards.endswith("）") else " → "
        text = Text(f"{ident_label(a.zone, lang)} ← {cards}{arrow}")
        text.append_text(substance_text(a.formula, False, False, 1, lang))
        return text
    if isinstance(a, Salt):  # the hand's ion cards, then the metal in the zone they go onto
        metal = a.metal if a.occ == 1 else f"{a.metal}#{a.occ}"
        cards = parts_label(a.parts, "", lang)
        text = Text(f"{ident_label(a.zone, lang)} ← {cards} + {chem.display(metal)} → ")
        text.append_text(substance_text(a.formula, False, False, 1, lang))
        return text
    if isinstance(a, Function):
        return Text(f"{ident_label(a.zone, lang)} ← {t('fn_' + a.name, lang)}", style=CAT_STYLE["function"])
    if isinstance(a, Counter):
        target = t("fn_ignite", lang) if a.target == "ignite" else chem.display(a.target)
        return Text(f"{ident_label(a.zone, lang)} ← ×{a.times} → {target}")
    if isinstance(a, Pass):
        return Text(f"▷ {t('act_pass', lang)}")
    if isinstance(a, End):
        return Text(f"■ {t('act_end', lang)}")
    if isinstance(a, Drop):
        # ✂ as the discard step's own line: a ✗ read as "not allowed" (play-through 9, en); the
        # hint's phrase as a row, "弃掉升温" (zh: "弃掉 升温" set two Chinese words apart), "Fe
        # ablegen", "Discard Fe" (a row begins with a capital in English, play-through 17 en 9)
        return Text(f"✂ {t('act_discard', lang, card=card_name(a.token, lang))}")
    return Text(str(a))


def option_units(a: Any, lang: str) -> list[str]:
    """The parts of a move's row kept on one line when the row wraps: each card with a counter on
    it ("2 H (H + counter ×2)", play-through 15, en 5) and what a helpful product does ("(HP +1)")."""
    parts = getattr(a, "parts", ())
    units = [part_label(tok, n, lang) for tok, n in parts if n > 1]
    if isinstance(a, Form | Salt) and parts:
        # the target and its arrow stay with the first card: "B ←" alone on a line, the cards on
        # the next, read as a move into nowhere (play-through 19, en 7)
        cards = parts_label(parts, getattr(a, "formula", "") if isinstance(a, Form) else "", lang)
        first = next((u for u in units if cards.startswith(u)), cards.split("+", 1)[0].strip())
        units.append(f"{ident_label(a.zone, lang)} ← {first}")
    formula = getattr(a, "formula", "")
    cls = chem.special_class(formula) if formula else ""
    if cls in chem.BENEFIT:
        note = t("eff_" + cls, lang)
        units.append(f"（{note}）" if lang == "zh" else f"({note})")
    return units


def reactions_after(a: Any, view: ChemisView) -> list[chem.Reaction]:
    """The reactions a play makes possible in its zone (CH-19), so a person sees before playing that
    Zn on H₂SO₄ will react, and how: the play's effect from ``zones.play``, the one the rules apply."""
    if not isinstance(a, Form | Salt | Function | Counter) or view.seat is None:
        return []
    zone = view.order[a.zone]
    items, conds = list(view.items[zone]), list(view.conds[zone])
    try:
        change = zones.play((items, conds), view.hand or (), a, seat=view.seat, last_uid=view.next_uid,
                            element_done=(view.seat, zone) in view.elem, turn=view.turn_no)
    except IllegalAction:
        return []
    before = set(zones.possible(items, conds))
    return [r for r in zones.possible(change.items, change.conds) if r not in before]


def _products(equation: str, lang: str) -> Text:
    """What a reaction leaves in the zone, each product with what it will do there (CH-16, CH-17)."""
    out = Text("→ ")
    right = equation.rsplit("->", 1)[-1]
    products = [(int(m.group(1) or 1), m.group(2)) for m in
                (_TERM.match(term.strip()) for term in right.split(" + ")) if m]
    if not products:
        return out.append(t("detail_react", lang))
    if chem.runs_back(equation) is not None:  # undone at once: what they would do never happens
        out.append(join_list([(f"{c}" if c > 1 else "") + chem.display(f) for c, f in products], lang))
        return out.append_text(_runs_back_note(equation, lang))
    for i, (count, formula) in enumerate(products):
        if i:
            out.append(" · ")
        out.append_text(substance_text(formula, False, False, count, lang))
        cls = chem.special_class(formula)
        if cls in MARKS:  # its mark explained; a helpful one says what it does already
            out.append(tag_note(cls, lang, count), style=CLASS_STYLE.get(cls, ""))
    return out.append_text(_runs_back_note(equation, lang))


def _runs_back_note(equation: str, lang: str) -> Text:
    """Play-through 13 (zh 4): a reaction a condition card made that is undone at once (NH₄Cl =△=
    NH₃↑ + HCl↑, then NH₃ + HCl → NH₄Cl) says so before it is chosen, and the undoing one says why:
    the card serves one reaction (CH-33), cooled the products combine again. Where the equation
    shows "HCl↑" beside "HCl[strong acid]", what the ↑ means."""
    back, forward = chem.runs_back(equation), chem.made_back_by(equation)
    out = Text()
    made = chem.reaction_of(equation)
    if back is not None and made is not None:
        shown = chem.equation_display(back.text, lang)
        if "↑" in chem.equation_display(equation, lang):
            out.append(" · " + t("detail_gas_mark", lang), style="dim")
        card = t("fn_" + made.condition, lang)
        out.append(" · " + t("detail_runs_back", lang, back=shown, card=card), style="bold")
    elif forward is not None:
        card = t("fn_" + forward.condition, lang)
        out.append(" · " + t("detail_made_back", lang, card=card), style="bold")
    elif made is not None:  # "H₂S↑" beside "H₂S[acid]": a gas given off that a zone keeps dissolved
        shown = chem.equation_display(equation, lang)
        kept = [chem.display(f) for _, f in made.products
                if chem.display(f) + "↑" in shown and chem.zone_state(f) != "g"]
        if kept:
            out.append(" · " + t("detail_gas_dissolves", lang, what=join_list(kept, lang)), style="dim")
    return out


def colon(lang: str) -> str:
    """A label's colon: full-width in Chinese (no space after it), ": " otherwise."""
    return "：" if lang == "zh" else ": "


def action_detail(a: Any, view: ChemisView, lang: str) -> Text:
    """The line under the move list for the highlighted move: what it does, and the reaction it
    sets off when it sets one off (in a judgement, one that removes the judged substance first)."""
    out = Text("")
    if isinstance(a, Function):
        out = Text(f"{t('fn_' + a.name, lang)}{colon(lang)}{t('rule_' + a.name, lang)}")
    elif isinstance(a, Form | Salt):
        zone = view.order[a.zone]
        # the viewer's own zone: its card and "you", not their name (issue 12 point 14)
        # a person with their letter as every sentence writes them ("Ben (B)", docs/i18n.md)
        who = person_ident(t("ident_you", lang) if zone == view.seat else view.seats[zone].name, a.zone, lang)
        out = Text(f"→ {who}{colon(lang)}")
        out.append_text(substance_text(a.formula, False, False, 1, lang))
        cls = chem.special_class(a.formula)
        if cls in MARKS:  # its mark explained; a helpful one says what it does already
            out.append(tag_note(cls, lang), style=CLASS_STYLE.get(cls, ""))
    elif isinstance(a, React):
        return _products(a.equation, lang)
    elif isinstance(a, Counter):
        out = Text(t("detail_counter", lang, n=a.times))
    follows = reactions_after(a, view)
    w = view.window
    if isinstance(w, Judgement):
        judged = {it.formula for it in view.items[w.zone] if it.uid in w.uids}
        follows.sort(key=lambda r: not any(r.uses(f) for f in judged))
    if follows:
        shown = Text(f"⚗ {chem.equation_display(follows[0].text, lang)}", style="bold")
        if len(follows) > 1:
            shown.append(f" (+{len(follows) - 1})", style="bold")
        if isinstance(a, Function):
            return Text(f"{t('fn_' + a.name, lang)} → ").append_text(shown)
        return shown if isinstance(a, Counter) else out.append(" ").append_text(shown)
    return out


def needs_of(a: Any) -> Multiset[str]:
    if isinstance(a, Form | Salt):
        return recipes.needs(a.parts)
    if isinstance(a, Function):
        return Multiset({a.name: 1})
    if isinstance(a, Counter):
        return Multiset({f"x{a.times}": 1})
    if isinstance(a, Drop):  # CH-9: a picked card is the card discarded (play-through 9, en)
        return Multiset({a.token: 1})
    return Multiset()


#: log lines kept for the report of a death (the person's judgement and dying rounds and what led there)
STORY_LINES = 40



#: the mark of the zone a play goes to (keys 1–n). ▶ means one thing in the whole app, the seat to
#: move (the Seats panel): CHEMIS used it for the target zone too, which is the viewer's own zone at
#: the start, so "▶C Ann" read as "Ann moves" (play-through 9, en). The viewer's own zone is named
#: with "(you)" instead (``zone_you``); the "?" page explains both (``board_legend``)
TARGET_MARK = "◎"


def you_tag(name: str, lang: str) -> str:
    """" (du)" after the viewer's own name on the zones; none where the name is that word itself (a
    lesson's learner without a name of their own is "Du", play-through 10: "Du (du)")."""
    tag = t("zone_you", lang)
    return "" if name.strip().casefold() == tag.strip(" （）()").casefold() else tag

class FateScreen(KeyGuard, ModalScreen[None]):
    """What happened to a person since their own last turn began, shown when they died (issue 12:
    their judgement and dying rounds passed by themselves because they held no answer, CH-10/CH-11,
    and the result came before they could read the log; in hot-seat the keyboard went on to the
    next person). The table shows it behind that person's curtain (``ChemisBoard.news``) and waits
    while it is open."""

    DEFAULT_CSS = "FateScreen #chemis-fate-lines { height: auto; max-height: 14; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "OK", id="ok"),  # its own footer's key
        Binding("escape,space", "close", show=False),
    ]

    def __init__(self, headline: str, lines: list[str], lang: str, names: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.headline, self.lines, self.lang = headline, lines, lang
        self.names = names  # kept whole when the story is wrapped (tui/wrap.py)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide", id="chemis-fate"):
            # names and cards such as [CO3] are shown as they are, never read as markup (issue 13)
            yield Static(Wrapped(self.headline, self.names), classes="question")
            with VerticalScroll(id="chemis-fate-lines"):
                yield Static(Wrapped("\n".join(self.lines), self.names))
            yield Button(ui("ok", self.lang), id="ok", variant="primary")
        yield dialog_footer(self, self.lang)  # the dialog's keys only, over the table's footer

    def on_mount(self) -> None:
        # no button takes the focus: Enter is the screen's own key, so the dialog's footer shows
        # it ("⏎ OK"); a focused button's Enter hid it (its binding is not shown)
        self.set_focus(None)
        # the end of the story (the dying round, the death, the result) is what the person must
        # see first; what led there is above it, a scroll away
        self.query_one("#chemis-fate-lines", VerticalScroll).anchor()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class ZoneRow(NamedTuple):
    """One identity's line of the zone table: its letter, name, HP and cards, and its zone's
    substances and conditions in full ("KNO₃ potassium nitrate") and short ("KNO₃")."""

    who: Text
    name: Text
    hp: Text
    full: list[Text]
    short: list[Text]
    target: bool
    #: the name was cut so that its mark stays whole (``zone_name``)
    cut: bool = False
    #: the name and its mark uncut, shown where every zone still fits whole beside it
    whole: Text | None = None


#: the zone table's fixed columns: the letter, the HP and cards, the gaps between four columns
_WHO_W, _HP_W, _NAME_MAX, _GAPS = 4, 7, 18, 6


def zone_name(name: str, tag: str) -> tuple[str, bool]:
    """A zone row's name with its mark: where the two do not fit ``_NAME_MAX`` cells, the name
    gives way (keeping its number), never the mark: a computer stand-in reads "[Computer-Ersatz]"
    here as in the top line and the Seats panel, not "[Comput…" (play-through 15, de 6; CC-22,
    CC-24). True when the name was cut."""
    if cell_len(name + tag) <= _NAME_MAX or not tag:
        return name + tag, False
    return cut_name(name, max(ZONE_NAME_MIN, _NAME_MAX - cell_len(tag))) + tag, True


#: cells a zone row's name keeps at least beside a long mark ("Sp…1")
ZONE_NAME_MIN = 4


class ZoneTable:
    """The zone lines at a width known only when drawn. Every identity keeps its row however full
    the zones (issue 12 point 3: every seat visible at 80×24 with 5–6 seats; play-through 14 en 1:
    one zone of four substances and a Heat, each name wrapped, pushed rows E and F out of the box
    with no mark). When the rows needed pass ``room()``, zones are shortened one at a time, the
    fullest first and the target zone last, where the player looks: first to formulas alone, then
    to what fits with "+N more" at the end."""

    def __init__(self, rows: list[ZoneRow], room: Callable[[], int], lang: str) -> None:
        self.rows = rows
        self.room = room
        self.lang = lang

    def _widened(self, width: int) -> ZoneTable | None:
        """The table with every name uncut ("Mendeleev [Computer]", not "Mendel… [Computer]",
        play-through 18, en 1) where the zones beside them take no more lines for it at ``width``
        (empty or short zones); None where a name is cut and the zones need its cells (a long
        German name broken over one more line, "Natriumhy-" / "drogencarbo-" / "nat")."""
        if not any(r.whole is not None and r.whole.plain != r.name.plain for r in self.rows):
            return None
        wide = ZoneTable([r._replace(name=r.whole or r.name, cut=r.whole is not None) for r in self.rows],
                         self.room, self.lang)
        zone_w, narrow_w = wide._zone_width(width), self._zone_width(width)
        lines = [(wide._lines(list(r.full), zone_w), self._lines(list(r.full), narrow_w))
                 for r in self.rows]
        if any(w > n for w, n in lines) or sum(w for w, _ in lines) > self.room():
            return None
        return wide

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        # one cell kept free at the right: the Seats panel's border follows at once (play-through
        # 16, de 6: "H₂O Wasser (LP +1╭─ Plätze")
        yield self.table(max(1, options.max_width - 1))

    def _name_width(self) -> int:
        """The name column: at most ``_NAME_MAX`` cells, more only for a name already cut to make
        room for its whole mark (a computer stand-in's "[Computer-Ersatz]", ``zone_name``)."""
        longest = max((cell_len(r.name.plain) for r in self.rows), default=0)
        return min(longest, max([_NAME_MAX, *(cell_len(r.name.plain) for r in self.rows if r.cut)]))

    def _zone_width(self, width: int) -> int:
        return max(4, width - _WHO_W - self._name_width() - _HP_W - _GAPS)

    def _more(self, n: int) -> Text:
        return Text(t("zone_more", self.lang, n=n), style="dim")

    def _lines(self, entries: list[Text], width: int) -> int:
        if not entries:
            return 1
        return max(1, len(wrap_text(Text(" · ").join(entries), width, units=[e.plain for e in entries],
                                    lang=self.lang)))

    def _cut(self, entries: list[Text], width: int, rows: int) -> list[Text]:
        """As many of ``entries`` as fit ``rows`` lines with "+N more" after them (at least the
        marker)."""
        for keep in range(len(entries) - 1, 0, -1):
            cut = [*entries[:keep], self._more(len(entries) - keep)]
            if self._lines(cut, width) <= rows:
                return cut
        return [self._more(len(entries))]

    def fit(self, width: int) -> list[list[Text]]:
        """Each row's zone entries as they are shown at ``width`` cells for the whole table."""
        zone_w = self._zone_width(width)
        room = self.room()
        shown = [list(r.full) for r in self.rows]
        need = [self._lines(e, zone_w) for e in shown]
        # the fullest zones first, the target zone last
        order = sorted(range(len(self.rows)), key=lambda i: (self.rows[i].target, -need[i], i))
        for i in order:
            if sum(need) <= room:
                return shown
            if shown[i] != self.rows[i].short:
                shown[i] = list(self.rows[i].short)
                need[i] = self._lines(shown[i], zone_w)
        while sum(need) > room:
            others = [i for i in order if not self.rows[i].target and need[i] > 1]
            pick = others or [i for i in order if need[i] > 1]
            if not pick:
                break  # one line each is more than the box: nothing shorter to show
            i = max(pick, key=lambda j: need[j])
            shown[i] = self._cut(list(self.rows[i].short), zone_w, need[i] - 1)
            need[i] = self._lines(shown[i], zone_w)
        return shown

    def table(self, width: int) -> Table:
        wide = self._widened(width)
        if wide is not None:
            return wide.table(width)
        table = Table(expand=True, show_edge=False, pad_edge=False, box=None, show_header=False,
                      width=width)
        table.add_column(width=_WHO_W, no_wrap=True)
        # a name and its [Computer] mark
        table.add_column(no_wrap=True, overflow="ellipsis", max_width=max(_NAME_MAX, self._name_width()))
        table.add_column(width=_HP_W, no_wrap=True)
        table.add_column(ratio=4, overflow="fold")
        for row, entries in zip(self.rows, self.fit(width), strict=True):
            zone = Text(" · ").join(entries)
            table.add_row(row.who, row.name, row.hp,
                          Wrapped(zone, units=[e.plain for e in entries], lang=self.lang))
        return table


class ChemisBoard(GameBoard, can_focus=True):
    # the window line up to five rows: a judgement of one's own substance (CH-10) takes four at
    # 80 columns in German, and three cut its end off at the box border (issue 15, ot8 problem 5)
    #: not scoped: the tall screen's rule below starts at the screen's ``-tall`` class, outside the
    #: board (a scoped rule never matches there). Every rule names ChemisBoard itself.
    SCOPED_CSS = False
    DEFAULT_CSS = """
    ChemisBoard { layout: vertical; }
    ChemisBoard > #chemis-zones { height: auto; max-height: 12; }
    .-tall ChemisBoard > #chemis-zones { max-height: 50%; }
    /* the window and preview lines keep a cell free before the Seats panel's border, as the zone
       table does: "…→ Ba(OH)₂）；作用于╰────" ran into it (play-through 25, zh 7) */
    ChemisBoard > #chemis-window { height: auto; max-height: 5; padding-right: 1; }
    ChemisBoard > #chemis-hand { height: auto; }
    ChemisBoard > #chemis-preview { height: auto; max-height: 3; padding-right: 1; }
    ChemisBoard > OptionList { height: 1fr; min-height: 3; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        # named, so `?` lists the hand's cursor keys (play-through 15, zh 4: it listed none, and
        # Home/End did nothing here while they work in the other games' hands)
        Binding("left", "move(-1)", "to the previous / next card", id="key_move", key_display="←→",
                show=False),
        Binding("right", "move(1)", show=False),
        Binding("home", "jump(0)", "to the first / last card", id="key_home_end", show=False),
        Binding("end", "jump(-1)", show=False),
        Binding("space", "pick", "pick card", id="key_pick"),
        *(Binding(str(i + 1), f"target({i})", show=False) for i in range(6)),
        Binding("up", "moves('up')", show=False),
        Binding("down", "moves('down')", show=False),
        # ⏎ says what it does in the present round (play-through 8, zh 9: "⏎ 出牌" while discarding
        # and while the status said "按 ⏎ 让它发生"): one binding per label, ``keys_now`` picks one
        Binding("enter", "discard", "discard", id="key_discard"),
        Binding("enter", "react", "let it happen", id="key_react"),
        Binding("enter", "play", "play", id="key_play"),
        Binding("e", "end", "end turn", id="key_end"),
        # CH-12 [decided]: every person is dead, computers play on: the rest at once, then the
        # result (play-through 15, de 1: nine rounds to watch, or quit)
        Binding("e", "play_out", "skip to the result", id="key_play_out"),
        # "e" while the hand limit asks for discards (CH-9): one line says to discard first
        # (play-through 22, zh 6: it did nothing and said nothing)
        Binding("e", "end_not_now", show=False),
        Binding("p", "pass", "pass", id="key_pass"),
        Binding("escape", "clear", "clear", id="key_clear"),
    ]

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self.view: ChemisView | None = None
        self.legal: list[Any] = []
        self.seat: int | None = None
        self.cursor = 0
        self.picked: list[int] = []  # positions in the hand
        self.chosen_target: int | None = None  # identity of the zone the person chose (1–6)
        self.shown: list[Any] = []
        #: no row is chosen for the person yet: a window closed inside their own turn, which came
        #: back without a curtain (play-through 13 en 9), until they move into the list
        self._no_row = False
        #: the picked cards the list was last drawn for (``_render_all``)
        self._drawn_pick: Multiset[str] = Multiset()
        self._keys: frozenset[str] = frozenset()  # the footer keys last drawn (``keys_now``)
        #: the window line's clauses kept on one row (``_window_text``)
        self._window_units: list[str] = []

    def news(self, seat: int, events: Sequence[Event], start: int) -> Screen[None] | None:
        """CH-11: a person who died is shown what happened before anything else (the next
        person's turn, the result): the story since their own last turn began, as their own view
        holds it. Not since their last move: a pass of their own in the judgement of the final
        round cut off the play that started it (issue 12 follow-up 2, point 3, seen in de). In a
        hot-seat game the table shows it behind their own curtain (issue 12, point 11)."""
        died = next((i for i in range(len(events) - 1, start - 1, -1)
                     if events[i].kind == "dead" and events[i].seat == seat), None)
        if died is None:
            return None
        begun = max((i for i, e in enumerate(events[:died]) if e.kind == "turn" and e.seat == seat),
                    default=0)
        view = self.view
        names = [s.name for s in view.seats] if view is not None else []
        # the story ends with the death: what followed (the killer's three cards, CH-13, the next
        # turn) is the others' game, not how it came (play-through 8, en 11); a death that ended
        # the game is followed by that end alone
        told = [*events[begun:died + 1], *(e for e in events[died + 1:] if e.kind == "over")]
        lines = [text for e in told
                 if (text := str(self.game.event_text(e, self.lang, names=names, viewer=seat, view=view)))]
        who = names[seat] if seat < len(names) else ""
        return FateScreen(t("fate_title", self.lang, who=who), lines[-STORY_LINES:], self.lang, tuple(names))

    def on_mount(self) -> None:
        translate_bindings(self, self.lang, "chemis")
        # Home/End as the language's keyboard labels them ("Pos1/Ende")
        bindings = self._bindings.key_to_bindings
        bindings["home"] = [replace(b, key_display=t("keys_home_end", self.lang)) if b.id == "key_home_end"
                            else b for b in bindings.get("home", [])]

    def keys_now(self) -> frozenset[str]:
        """The board's footer keys in the present mode (issue 12 point 1: after the person's death,
        in the discard step and at game over it still offered "pick card, play, end turn, pass"):
        picking while alive with a hand and the game on; playing while moves are listed; ending
        the turn and passing when the rules allow it now (CH-7, CH-10, CH-11); clearing while
        cards are picked."""
        view = self.view
        if view is not None and view.result is None and self.play_out and not self.hurrying:
            return frozenset({"play_out"})  # CH-12 [decided]: every person dead, computers play on
        if view is None or self.seat is None or view.hand is None or view.result is not None \
                or not view.alive[self.seat] or self.elsewhere:
            return frozenset()
        keys = {"pick"}
        if (self.legal and self.shown) or self.picked:  # ⏎ on picked cards that fit nothing says why
            w = view.window
            if self.shown and isinstance(w, HandLimit):  # CH-9: ⏎ discards the chosen card
                keys.add("discard")
            elif self.shown and isinstance(w, ReactStep) and not self.picked:  # CH-21: ⏎ lets it run
                keys.add("react")
            else:
                keys.add("play")
        if End() in self.legal:
            keys.add("end")
        if Pass() in self.legal:
            keys.add("pass")
        if self.picked:
            keys.add("clear")
        return frozenset(keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A key that does nothing in this mode is off and out of the footer; moving the cursor,
        the move list and choosing a target zone always work."""
        if action in ("pick", "play", "discard", "react", "end", "pass", "clear", "play_out"):
            return action in self.keys_now()
        if action == "end_not_now":
            return self._discarding()
        return True

    def _discarding(self) -> bool:
        """This seat is to discard down to its hand limit now (CH-9)."""
        view = self.view
        return (view is not None and self.seat is not None and isinstance(view.window, HandLimit)
                and bool(self.legal) and End() not in self.legal and not self.elsewhere)

    def action_end_not_now(self) -> None:
        if self._discarding():
            self.answer(t("discard_first", self.lang))

    def compose(self) -> ComposeResult:
        yield Static(id="chemis-zones")
        yield Static(id="chemis-window")
        yield Static(id="chemis-hand")
        yield Static(id="chemis-preview")
        yield OptionList(id="chemis-moves")

    # -- the target zone ---------------------------------------------------------------------------
    @property
    def target(self) -> int:
        """The identity whose zone plays go to: the zone a window is about, else the person's choice
        (kept between plays), else their own zone."""
        view = self.view
        if view is None:
            return 0
        w = view.window
        if isinstance(w, Judgement | ReactStep):
            return view.ident[w.zone]
        if isinstance(w, Dying):
            return view.ident[w.seat]
        chosen = self.chosen_target
        if chosen is not None and chosen < len(view.order) and view.alive[view.order[chosen]]:
            return chosen
        if self.seat is not None:
            return view.ident[self.seat]
        return view.ident[view.turn_seat]

    # -- rendering ---------------------------------------------------------------------------
    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        same_hand = self.view is not None and self.view.hand == view.hand and self.seat == seat
        if self.seat != seat:
            self.chosen_target = None
        before = self.view
        if before is None or before.turn_no != view.turn_no or before.turn_seat != view.turn_seat:
            self._no_row = False  # a new turn starts on its first row (play-through 18 zh 10)
        elif before.window is not None and view.window is None and view.turn_seat == seat:
            self._no_row = True
        self.view, self.legal, self.seat = view, list(legal), seat
        if not same_hand:
            self.picked = []
            self.cursor = min(self.cursor, max(0, len(view.hand or ()) - 1))
        self._render_all()

    def _render_all(self) -> None:
        view = self.view
        if view is None:
            return
        zones_box = self.query_one("#chemis-zones", Static)
        panels = self._zone_panels(view) if self.big() else None
        zones_box.update(panels if panels is not None else self._zones_table(view))
        window = self.query_one("#chemis-window", Static)
        window.update(Wrapped(self._window_text(view), self._names(view), self._window_units, lang=self.lang))
        window.display = view.result is None  # the status line says who won; no blank line left
        hand = self._hand_text(view)
        if self.read_only and view.hand is not None and view.seat is not None:
            # the review: whose hand this is (play-through 12 zh 12, asked of every game's review)
            head = Text(" " + t("review_hand", self.lang, name=view.seats[view.seat].name), style="bold")
            hand = Group(head, hand)
        self.query_one("#chemis-hand", Static).update(hand)
        moves = self.query_one("#chemis-moves", OptionList)
        before, kept = self.shown, self.highlighted_move()
        # the same list for other picked cards is no redraw: their own row, or none (play-through
        # 19, zh 3: a row kept from before the pick would end the turn on ⏎)
        same_pick, self._drawn_pick = self._drawn_pick == self._picked_tokens(), self._picked_tokens()
        self.shown = self._moves()
        moves.clear_options()
        # a row breaks between its parts, never inside "2 H (H + counter ×2)" or "(HP +1)"
        moves.add_options([Option(Wrapped(action_text(a, view, self.lang), units=option_units(a, self.lang)))
                           for a in self.shown])
        # at game over there is nothing to choose: no empty list box left on the final table; nor
        # for a viewer who died (play-through 16, zh 8: fourteen empty rows under "you are dead")
        dead = self.seat is not None and 0 <= self.seat < len(view.alive) and not view.alive[self.seat]
        moves.display = view.result is None and not dead
        if self.shown:
            default = self._default_move()
            turn = self.view is not None and self.view.window is None and not self._picked_tokens()
            if (default is None or turn) and kept is not None and self.shown == before and same_pick:
                default = before.index(kept)  # the same list drawn again: the row chosen stays
            moves.highlighted = default
        self._render_preview()
        if self.keys_now() != self._keys:  # the footer rebuilds itself: only when its keys change
            self._keys = self.keys_now()
            self.refresh_bindings()

    def _friendly(self, seat: int) -> bool:
        view = self.view
        if view is None or self.seat is None:
            return False
        return seat == self.seat or (view.team is not None and view.team[seat] == view.team[self.seat])

    def _default_move(self) -> int | None:
        """The row highlighted first, so that ⏎ does the sensible thing in a round out of turn: pass
        on what hurts an opponent or helps oneself (CH-10), pass when an opponent is dying (CH-11);
        answer otherwise. Found in play: the first row used to be a Filter that would have removed
        the person's own fresh oxygen. In a turn with no card picked, the first row, so that ↓ goes
        to the second (play-through 18 zh 10: with none highlighted the first ↓ took the first
        row); none when a window closed inside the person's own turn: ⏎ then plays only a move the
        person chose (play-through 13, en 9: after a judgement in another zone the turn came back
        without a curtain, and the ⏎ meant for one played the first row)."""
        view = self.view
        w = view.window if view is not None else None
        picked = self._picked_tokens()
        if picked and not any(needs_of(a) == picked for a in self.shown):
            return None  # ⏎ on cards that make no play says why, never ends the turn (pt19, zh 3)
        if view is not None and w is None and not picked:
            return None if self._no_row else 0
        if view is not None and isinstance(w, HandLimit) and view.hand and self.cursor < len(view.hand):
            # CH-9: ⏎ discards the card under the cursor (play-through 9, en)
            drop = Drop(kind_of(view.hand[self.cursor]).token)
            return self.shown.index(drop) if drop in self.shown else 0
        if view is None or Pass() not in self.shown:
            return 0
        if isinstance(w, Judgement):
            harmful = any(chem.DAMAGE.get(zones.special(it))
                          for it in view.items[w.zone] if it.uid in w.uids)
            if harmful != self._friendly(w.zone):
                return self.shown.index(Pass())
        elif isinstance(w, Dying) and not self._friendly(w.seat):
            return self.shown.index(Pass())
        return 0

    def _render_preview(self) -> None:
        if self.view is not None:
            # a mark's explanation stays on one line: "([☠] = Giftgas:" / "−1 LP)" (play-through 11)
            units = [tag_note(cls, self.lang, n).strip() for cls in MARKS for n in (1, 2)]
            self.query_one("#chemis-preview", Static).update(Wrapped(self._preview(self.view),
                                                                      self._names(self.view), units,
                                                                      lang=self.lang))

    @staticmethod
    def _names(view: ChemisView) -> list[str]:
        """The seats' names, kept whole when a line is wrapped (tui/wrap.py)."""
        return [seat.name for seat in view.seats]

    def _zone_panels(self, view: ChemisView) -> Group | None:
        """The zones on a large screen (issue 12 point 15): a framed zone per identity, titled with
        its letter, name, HP and cards, holding its substances and conditions; the zones share the
        rows the CSS gives them (up to half the board on a tall screen; the plays list below takes
        the rest), each at most 8 rows. None where even 3 rows each do not fit: the lines then."""
        lang = self.lang
        target = self.target
        height = self.size.height or self.app.size.height
        limit = self.query_one("#chemis-zones").styles.max_height
        room = height // 2 if limit is None else int(limit.resolve(self.size, self.app.size)) \
            if not limit.is_cells else int(limit.value)
        room = min(room, height // 2)
        tall = min(8, room // max(1, len(view.order)))
        if tall < 3:
            return None
        panels: list[Any] = []
        for ident, s in enumerate(view.order):
            person = view.seats[s]
            mark = TARGET_MARK if target == ident else " "
            tag = computer_mark(lang, substitute=person.substitute) if person.is_computer else ""  # CC-24
            tag += you_tag(person.name, lang) if s == self.seat else ""
            name = person.name + tag + (f" T{view.team[s] + 1}" if view.team is not None else "")
            state = f"♥{view.hp[s]} ▤{view.hand_counts[s]}" if view.alive[s] else t("dead", lang)
            title = Text(f" {mark}{ident_label(ident, lang)} {name} · {state} ",
                         style="bold reverse" if view.turn_seat == s else "bold")
            entries = [substance_text(it.formula, it.heated, it.cooled, it.portions, lang)
                       for it in view.items[s]]
            for c in view.conds[s]:
                label = condition_label(c.kind, c.o2, lang)
                entries.append(Text(f"⟨{label}⟩", style="green"))
            zone = Text(" · ").join(entries)
            body: Any = (Wrapped(zone, units=[e.plain for e in entries], lang=lang) if entries
                         else Text("—", style="dim"))
            # never fewer rows than its substances need (wrapped by whole units: one line to spare)
            lines = -(-zone.cell_len // max(1, (self.size.width or 80) - 4)) if entries else 1
            lines += lines > 1
            # a name is never markup (issue 13): the title is a Text
            panels.append(Panel(body, title=title, title_align="left", box=ROUNDED,
                                height=max(tall, lines + 2),
                                border_style="bold" if target == ident else "dim"))
        if sum(p.height or 0 for p in panels) > room:
            return None  # the zones' substances need more rows than there are: the lines then
        return Group(*panels)

    def _zones_table(self, view: ChemisView) -> ZoneTable:
        """The zones as lines, one row per identity: every row on screen however full the zones
        (issue 12 point 3, play-through 14 en 1); ``ZoneTable`` shortens crowded zones."""
        lang = self.lang
        target = self.target
        rows: list[ZoneRow] = []
        for ident, s in enumerate(view.order):
            person = view.seats[s]
            mark = TARGET_MARK if target == ident else " "
            who = Text(f"{mark}{ident_label(ident, lang)}",
                       style="bold reverse" if view.turn_seat == s else "bold")
            tag = computer_mark(lang, substitute=person.substitute) if person.is_computer else ""  # CC-24
            tag += you_tag(person.name, lang) if s == self.seat else ""
            name, cut = zone_name(person.name, tag)
            whole = person.name + tag
            if view.team is not None:
                name += f" T{view.team[s] + 1}"
                whole += f" T{view.team[s] + 1}"
            hp = Text(f"♥{view.hp[s]} ▤{view.hand_counts[s]}" if view.alive[s] else t("dead", lang),
                      style="bold red" if view.alive[s] and view.hp[s] <= 1 else "")
            # each substance ("FeCO₃[↓] Eisen(II)-carbonat") and condition is one unit, " · " only
            # between them; the one wrapper breaks between units (issue 12 point 7)
            full = [substance_text(it.formula, it.heated, it.cooled, it.portions, lang)
                    for it in view.items[s]]
            short = [substance_text(it.formula, it.heated, it.cooled, it.portions, lang, short=True)
                     for it in view.items[s]]
            for c in view.conds[s]:
                label = Text(f"⟨{condition_label(c.kind, c.o2, lang)}⟩", style="green")
                full.append(label)
                short.append(label)
            # a name is never markup (issue 13)
            rows.append(ZoneRow(who, Text(name), hp, full, short, target == ident, cut, Text(whole)))
        return ZoneTable(rows, self._zones_room, lang)

    def _zones_room(self) -> int:
        """The rows the zone lines may take: the zones box's highest (12 at 80×24)."""
        height = self.size.height or self.app.size.height
        limit = self.query_one("#chemis-zones").styles.max_height
        if limit is None:
            return max(1, height // 2)
        if limit.is_cells:
            return int(limit.value)
        return max(1, int(limit.resolve(self.size, self.app.size)))

    def _window_text(self, view: ChemisView) -> Text:
        """What is open and what it is about: the judged substances and what they will do, whose
        answer is awaited ("you" when it is the person at the screen), the target zone in a turn."""
        lang = self.lang
        w = view.window
        self._window_units = []
        if view.result is not None or self.elsewhere:  # the table's status line says who won, or
            return Text("")  # where the seat is played now: once (newcomer, zh; issue 12)
        if self.hurrying:  # CH-12 [decided]: the computers play the rest out at once
            return Text(t("play_out_running", lang), style="bold")
        if self.play_out:  # every person is dead and computers play on: e skips to the result
            several = sum(1 for seat in view.seats if not seat.is_computer) > 1
            offer = t("play_out_offer_all" if several else "play_out_offer", lang)
            if lang == "zh":  # a clause is not broken inside ("电脑" / "会立刻…")
                self._window_units = [part for part in re.findall(r"[^，。：]+[，。：]?", offer) if part]
            return Text(offer, style="bold")

        def awaited(seat: int) -> str:
            """Whom a window waits for, as the object of "wartet auf …" / "waiting for …"."""
            return t("you", lang) if seat == self.seat else named_in_sentence(view, seat, lang)

        if isinstance(w, Judgement):
            zone = zone_in_sentence(view, w.zone, lang)
            # the viewer's own zone as "your zone" (issue 12 point 14)
            # what is judged named in the one sentence, each substance with its mark and cost as a
            # unit of one row: "HCl[acid+] (strong acid, −2 HP)" (play-through 12, en#8: "−2 ·"
            # stood alone on a row after "HCl[A+] strong acid")
            items = [judged_item(it.formula, zones.special(it), lang, it.portions)
                     for it in view.items[w.zone] if it.uid in w.uids]
            judged = t(zone_key("win_judged", w.zone == self.seat), lang, zone=zone,
                       what=join_list(items, lang))
            out = Text(f"⚖ {judged}", style=WINDOW_STYLE)
            # the zone after the substances stays with them on one row: "in your zone:" (a row
            # of its own is "in" / "your zone:")
            after = judged.rsplit(items[-1], 1)[-1].strip() if items else ""
            notes: list[str] = [*items, after]
            for item in items:
                notes += re.findall(r"[（(][^（）()]+[）)]", item)  # "(LP +1 beim Sterben)"
            own = own_judgement(view, w)
            if own:  # CH-10 asks its source too: say so
                clause = t("win_await_remove_own", lang)
            else:  # the key "(p)" only to the one asked (play-through 14 zh 6)
                key = "win_await_remove" if w.at == self.seat else "win_await_remove_other"
                clause = t(key, lang, who=awaited(w.at))
            # whom it waits for and what they may do on one row: "· 轮到" / "你：可以去除它…"
            # read apart (play-through 11, zh 11); a helpful substance's effect in brackets too
            # ("(LP +1 beim" / "Sterben)"). The long clause to the one who played it follows the
            # sentence's colon on its row in German and English (a unit starts a row of its own)
            self._window_units = [clause if lang == "zh" or not own else "", *notes]
            return out.append(clause, style=WINDOW_STYLE)
        if isinstance(w, Dying):  # CH-11: "you" to the dying person, by name to the others
            key = dying_key("win_dying", self.seat, w)
            return Text("✚ " + t(key, lang, dying=named_in_sentence(view, w.seat, lang), who=awaited(w.at),
                                 name=view.seats[w.seat].name), style=WINDOW_STYLE)
        # A sentence whose subject is the awaited seat speaks to the person at the screen in the
        # second person ("Wähle …"): a pronoun put in for a name would break the verb ("dich wählt").
        if isinstance(w, ReactStep):
            count = len(zones.possible(list(view.items[w.zone]), list(view.conds[w.zone])))
            key = zone_key("win_react" if count > 1 else "win_react_one", w.zone == self.seat)
            key += "_you" if w.actor == self.seat else ""
            return Text("⚗ " + t(key, lang, zone=zone_in_sentence(view, w.zone, lang),
                                 who=named_in_sentence(view, w.actor, lang), n=count), style="bold")
        if isinstance(w, HandLimit):
            key = "win_discard_you" if w.seat == self.seat else "win_discard"
            # the cards held and the limit (CH-9; play-through 15, en 4)
            return Text("✂ " + t(key, lang, who=named_in_sentence(view, w.seat, lang),
                                 **limit_params(view, w.seat, lang)), style="bold")
        if self.seat is None or not view.alive[self.seat]:  # a dead player picks no target any more
            return Text(status_text(view, lang))
        target = view.order[self.target]
        line = t(zone_key("win_turn", target == self.seat), lang,
                 zone=person_ident(view.seats[target].name, view.ident[target], lang),
                 keys=f"1–{len(view.seats)}", pile=view.pile_count, discard=len(view.discard),
                 # key 1 is zone A … (play-through 14, en 7: the letters are drawn by lot)
                 letters=f"{ident_label(0, lang)}–{ident_label(len(view.seats) - 1, lang)}")
        # a row breaks between the line's parts, never inside "keys 1–2 change it" (play-through
        # 12, en#10: the keys now say what they do, and the line may take two rows)
        self._window_units = [part.strip() for part in re.split(r"·|\n", line)[1:]]
        return Text(f"{TARGET_MARK} " + line)

    def _hand_text(self, view: ChemisView) -> Text:
        if view.hand is None:
            return Text(t("hand_hidden", self.lang), style="italic")
        if self.big():
            return self._hand_faces(view.hand)
        text = Text()
        for i, card in enumerate(view.hand):
            k = kind_of(card)
            # one name for a card on every line: the counter card is "计数牌 ×2" / "counter ×2" in
            # the hand as in the log and the hints (play-through 9: "×2" alone in the hand row)
            label = card_name(k.token, self.lang)
            # a picked card: a ✓ before it and underlined, as the large faces and the other games'
            # chosen cards; never brackets, which are an ion card's own ("[CO₃]", issue 12.11)
            picked = i in self.picked
            style = CAT_STYLE.get(k.cat, "") + (" reverse" if i == self.cursor else "")
            if picked:
                text.append(PICKED, style=style)
                text.append(label, style=style + " underline")
                text.append(" ", style=style)
            else:
                text.append(f" {label} ", style=style)
        return text

    def big(self) -> bool:
        """Card faces instead of labels: the screen has the rows and the board the columns (160x48)."""
        return self.app.size.height >= BIG_SCREEN_ROWS and self.size.width >= BIG_BOARD_COLUMNS

    def on_resize(self) -> None:
        """Faces or labels, framed zones or lines, follow the board's size, both ways; once more
        after the layout this resize brings: drawn only during it, the zones and the hand kept the
        heights of the small screen after 160x48 -> 80x24 -> 160x48 (issue 12 point 15)."""
        self._fit_size()
        self.call_after_refresh(self._fit_size)

    def _fit_size(self) -> None:
        if self.view is not None and not self.taken_down():
            self.query_one("#chemis-hand", Static).update(self._hand_text(self.view))
            zones_box = self.query_one("#chemis-zones", Static)
            panels = self._zone_panels(self.view) if self.big() else None
            zones_box.update(panels if panels is not None else self._zones_table(self.view))

    def _hand_faces(self, hand: tuple[int, ...]) -> Text:
        per_row = max(1, self.size.width // (FACE_W + 1))
        text = Text()
        for start in range(0, len(hand), per_row):
            faces = []
            for i in range(start, min(start + per_row, len(hand))):
                k = kind_of(hand[i])
                faces.append(face_lines(card_name(k.token, self.lang), CAT_STYLE.get(k.cat, ""),
                                        i in self.picked, i == self.cursor,
                                        card_title(k.token, self.lang)))
            append_face_row(text, faces, first=not start)
        return text

    def _picked_tokens(self) -> Multiset[str]:
        hand = self.view.hand if self.view is not None and self.view.hand else ()
        return Multiset(kind_of(hand[i]).token for i in self.picked if i < len(hand))

    def _preview(self, view: ChemisView) -> Text:
        """With cards picked: the live result on the target zone, or why nothing fits. Without: what
        the highlighted move does, else the key hint."""
        picked = self._picked_tokens()
        if picked:
            fits = [a for a in self.legal if needs_of(a) == picked]
            here = [a for a in fits if getattr(a, "zone", -1) == self.target]
            best = (here or fits)[:1]
            if best:
                return action_detail(best[0], view, self.lang) or action_text(best[0], view, self.lang)
            counters = {tok for tok in picked if tok.startswith("x")}
            if counters == set(picked):  # a counter card alone: what it is for (CH-18, CH-19; en 5)
                return Text(t("counter_rule", self.lang, n=int(min(counters)[1:])), style="dim")
            return Text("✗ " + self._why_not(picked), style="bold red")
        hand = view.hand or ()
        in_turn = view.hand is not None and bool(self.legal) and view.window is None
        token = kind_of(hand[self.cursor]).token if in_turn and self.cursor < len(hand) else ""
        # the cursor on a counter card says what it does (en 5), before the turn's first row, which
        # is highlighted without the person choosing it (play-through 18 zh 10); a row the person
        # moved to says what it does
        row = self.query_one("#chemis-moves", OptionList).highlighted
        if token.startswith("x") and (row is None or row == self._default_move()):
            return Text(t("counter_rule", self.lang, n=int(token[1:])), style="dim")
        highlighted = self.highlighted_move()
        if highlighted is not None:
            detail = action_detail(highlighted, view, self.lang)
            if detail.plain:
                return detail
        if not in_turn:
            return Text("")
        return Text(t("pick_hint_n", self.lang, keys=f"1–{len(view.seats)}"), style="dim")

    def _why_not(self, picked: Multiset[str]) -> str:
        """Why the picked cards make no move: what they still lack for a substance (CH-18,
        ``recipes.completions``), that they form none at all, or that no move fits now."""
        functions = sorted(tok for tok in picked.elements() if tok in FUNCTIONS)
        if functions:  # CH-6 (III): a function card is played on its own, onto one zone
            card = card_label(functions[0], self.lang)
            if len(functions) > 1:
                key = "fn_one_at_a_time" if len(set(functions)) == 1 else "fn_one_of_them"
                return t(key, self.lang, card=card)
            if any(not tok.startswith("x") for tok in picked.elements() if tok not in FUNCTIONS):
                return t("fn_alone", self.lang, card=card)
            return self._engine_says(picked)
        parts = tuple((tok, 1) for tok in sorted(picked.elements()) if not tok.startswith("x"))
        if parts and recipes.formed_by(parts) is None and not any(tok.startswith("x") for tok in picked):
            gas = recipes.diatomic(parts)
            if gas is not None:  # one O: the element is a gas of O₂ molecules, a second O is missing
                return t("needs_second_atom", self.lang, element=parts[0][0], formula=chem.display(gas))
            hand = view.hand if (view := self.view) is not None and view.hand is not None else ()
            in_hand = Multiset(kind_of(c).token for c in hand)
            odd = recipes.stray(picked, in_hand)
            if odd is not None:  # one card fits no substance with the others (play-through 14, en 2)
                return stray_text(odd.card, odd.rest, odd.formula, odd.cards, self.lang)
            # what the hand completes first (play-through 19, zh 3)
            options = recipes.completions(picked, hand=in_hand)
            if not options:
                return t("no_substance", self.lang)
            # the one sentence, also the engine's refusal of a typed move (issue 12 point 11)
            mine = [formula for formula, missing in options if recipes.held(picked, missing, in_hand)]
            return still_missing_text([(formula, tuple(missing.items())) for formula, missing in options],
                                      self.lang, mine)
        return self._engine_says(picked)

    def _candidate(self, picked: Multiset[str]) -> Form | Function | None:
        """The play the picked cards would be on the target zone: the substance they form (CH-18)
        or the one function card (CH-6 III); None for cards that make no single play (a counter
        needs a target the cards do not name)."""
        tokens = sorted(picked.elements())
        if len(tokens) == 1 and tokens[0] in FUNCTIONS:
            return Function(self.target, tokens[0])
        if any(tok.startswith("x") or tok in FUNCTIONS for tok in tokens):
            return None
        parts = tuple((tok, 1) for tok in tokens)
        formula = recipes.formed_by(parts)
        return None if formula is None else Form(self.target, parts, formula)

    def _engine_says(self, picked: Multiset[str]) -> str:
        """Why the picked cards, which form a play, make no move now: the engine's own reason for
        that play on the target zone (``rules.refusal``: not your move, only a play that removes
        the judged substance, one element per zone and turn …). "No move uses exactly these
        cards now" said no reason (play-through 8, en 4); it stays for what the engine cannot be
        asked about (a counter without its target)."""
        candidate = self._candidate(picked)
        if candidate is not None and self.view is not None:
            exc = rules.refusal(self.view, candidate)
            if exc is not None:
                return refusal_text(self.game, exc, self.lang)
        return t("no_move_fits", self.lang)

    def _moves(self) -> list[Any]:
        """The moves listed: with cards picked, those that use exactly them (target zone first), or
        when none does, the plays on the target zone they are part of (fewest cards first); then the
        moves no card makes (the end of the turn, a pass, a reaction), so the list is never empty:
        play-through 19, zh 3, a picked [CO₃] emptied it, "end turn" gone, though Mg + [CO₃] was
        playable. Without cards picked: in a window (judgement, dying, reaction, discarding) all of
        them: they are few and must be found fast; in a turn, the plays on the target zone and the
        end of the turn."""
        picked = self._picked_tokens()
        target = self.target
        if picked:
            cardless = [a for a in self.legal if not needs_of(a)]
            fits = [a for a in self.legal if needs_of(a) == picked]
            if fits:
                return sorted(fits, key=lambda a: getattr(a, "zone", -1) != target) + cardless
            within = [a for a in self.legal if getattr(a, "zone", -1) == target and picked <= needs_of(a)]
            return sorted(within, key=lambda a: needs_of(a).total()) + cardless
        if self.view is not None and self.view.window is not None:
            return list(self.legal)
        here = [a for a in self.legal if getattr(a, "zone", -1) == target]
        rest = [a for a in self.legal if not hasattr(a, "zone")]
        return here + rest

    def highlighted_move(self) -> Any | None:
        moves = self.query_one("#chemis-moves", OptionList)
        index = moves.highlighted
        if index is None or not 0 <= index < len(self.shown):
            return None
        return self.shown[index]

    # -- keys --------------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if self.view is not None and self.view.hand:
            self.cursor = (self.cursor + step) % len(self.view.hand)
            self._render_all()

    def action_jump(self, where: int) -> None:
        """Home / End: the first or the last card of the hand, as in the other games' hands."""
        if self.view is not None and self.view.hand:
            self.cursor = 0 if where == 0 else len(self.view.hand) - 1
            self._render_all()

    def action_pick(self) -> None:
        if self.view is None or not self.view.hand:
            return
        if self.cursor in self.picked:
            self.picked.remove(self.cursor)
        elif self._discarding():  # CH-9: one card is discarded; a new pick replaces the old
            self.picked = [self.cursor]
        else:
            self.picked.append(self.cursor)
        self._render_all()

    def _discarding(self) -> bool:
        """The person at the screen owes a discard (CH-9)."""
        view = self.view
        return view is not None and isinstance(view.window, HandLimit) and view.window.seat == self.seat

    def action_clear(self) -> None:
        self.picked = []
        self.new_question()  # nothing picked: a refusal of the cards picked before is moot
        self._render_all()

    def action_target(self, ident: int) -> None:
        self._set_target(ident)

    def _set_target(self, ident: int) -> None:
        """Another target zone (keys 1–6): the list is drawn for it, and the highlighted row stays
        on the move it was on, now on the new zone, or on the closest row where that move is not
        listed; play-through 17, zh 3: the highlight was lost and the next ↓ took the first row."""
        if self.view is not None and ident < len(self.view.seats):
            kept, row = self.highlighted_move(), self.query_one("#chemis-moves", OptionList).highlighted
            self.chosen_target = ident
            self._render_all()
            if kept is not None and row is not None:
                self._highlight_closest(kept, row)

    def _highlight_closest(self, kept: Any, row: int) -> None:
        """Highlight ``kept`` (once highlighted in row ``row``) in the list now shown: the same move,
        else the same move on the present target zone, else the row it was in (the last row if the
        list got shorter)."""
        if not self.shown:
            return
        retargeted = kept._replace(zone=self.target) if hasattr(kept, "zone") else kept
        for move in (kept, retargeted):
            if move in self.shown:
                row = self.shown.index(move)
                break
        self.query_one("#chemis-moves", OptionList).highlighted = min(row, len(self.shown) - 1)

    def action_end(self) -> None:
        if End() in self.legal:
            self.choose(End())

    def action_play_out(self) -> None:
        """``e`` once every person is dead (CH-12 [decided]): the table asks the driver."""
        if "play_out" in self.keys_now():
            self.post_message(self.PlayOutAsked())

    def action_pass(self) -> None:
        if Pass() in self.legal:
            self.choose(Pass())

    def action_moves(self, direction: str) -> None:
        self._no_row = False  # the person chose a row: it stays chosen when the list is drawn again
        moves = self.query_one("#chemis-moves", OptionList)
        if direction == "up":
            moves.action_cursor_up()
        else:
            moves.action_cursor_down()

    def action_play(self) -> None:
        self.play_selected()

    def action_discard(self) -> None:
        self.play_selected()

    def action_react(self) -> None:
        self.play_selected()

    def play_selected(self) -> None:
        """Play the highlighted move; with picked cards that make none, ⏎ is not silent (play-through
        8, en 4): their play goes to the engine, which refuses it with its reason (and F1 then opens
        that rule), or the line under the hand's reason is said once more as a refusal."""
        moves = self.query_one("#chemis-moves", OptionList)
        index = moves.highlighted if moves.highlighted is not None else -1
        if 0 <= index < len(self.shown):
            self.picked = []
            self.choose(self.shown[index])
            return
        picked = self._picked_tokens()
        refuse = getattr(self.screen, "refuse", None)
        if not picked:
            if self.shown and refuse is not None:  # no row chosen: nothing is played (en 9)
                # after a reaction's judgement in the person's own turn: why no row is chosen, and
                # that the turn goes on (play-through 19, en 2: "Choose a move first" under a list
                # holding only "End the turn" read as a fault)
                refuse(t("turn_goes_on" if self._no_row else "choose_move_first", self.lang))
                if self._no_row:
                    # said once: the first row is chosen now, so the next ⏎, a deliberate one, plays
                    # it (play-through 20, zh 1: ⏎ on the only row, "End the turn", said the same
                    # line again and again)
                    self._no_row = False
                    moves.highlighted = 0
            return
        candidate = self._candidate(picked)
        refused = candidate is not None and self.view is not None and rules.refusal(self.view, candidate)
        if candidate is not None and refused:
            self.choose(candidate)
            return
        if refuse is not None:
            refuse(self._why_not(picked))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if not self._picked_tokens():
            self._render_preview()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.shown):
            self.picked = []
            self.choose(self.shown[event.option_index])

    def window_seat(self) -> int | None:
        w = self.view.window if self.view else None
        if isinstance(w, Judgement | Dying):
            return w.at
        if isinstance(w, HandLimit):
            return w.seat
        return None
