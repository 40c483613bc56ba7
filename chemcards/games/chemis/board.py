"""The CHEMIS board: every zone with its substances, HP, identity and team; the open window and whose
answer is awaited; the hand of the person at the screen, from which cards are picked to form a
substance with the live result; the target zone; and the moves that fit, reactions shown as
balanced equations. The only Textual module of the game: it renders a view and posts actions.

Keys: ←→ move in the hand, space picks a card, 1–6 choose the target zone (甲…己), ↑↓ and ⏎ pick
and play a move from the list, e ends the turn, p passes, esc clears the picked cards. Class marks are letters
and symbols as well as colours (never colour alone); rich measures Chinese cells as two columns.
"""

from __future__ import annotations

from collections import Counter as Multiset
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from chemcards.tui.board_base import GameBoard

from . import chem, recipes
from .actions import Counter, Drop, End, Form, Function, Pass, React, Salt
from .cards import kind_of
from .state import IDENTS, Dying, HandLimit, Judgement, ReactStep
from .text import MARKS, status_text, t
from .view import ChemisView

CLASS_STYLE = {"strong_acid": "bold red", "weak_acid": "red", "strong_base": "bold magenta",
               "weak_base": "magenta", "precipitate": "yellow", "toxic": "bold green",
               "hydrolysis": "cyan", "o2": "bold blue", "h2": "blue", "water": "bright_blue"}
CAT_STYLE = {"element": "bold", "ion": "bold cyan", "counter": "bold yellow", "function": "bold green"}


def substance_text(formula: str, heated: bool, cooled: bool, portions: int, lang: str) -> Text:
    cls = chem.special_class(formula, heated, cooled)
    out = Text()
    if portions > 1:
        out.append(f"{portions}")
    out.append(chem.display(formula), style=CLASS_STYLE.get(cls, ""))
    if cls:
        out.append(f"[{MARKS[cls]}]", style=CLASS_STYLE.get(cls, ""))
    out.append(f" {chem.name(formula, lang)}", style="dim")
    return out


def action_text(a: Any, view: ChemisView, lang: str) -> Text:
    """A move as a person reads it: target zone, cards, result with its name; equations pretty."""
    if isinstance(a, React):
        return Text(f"⚗ {chem.equation_display(a.equation, lang)}")
    if isinstance(a, Form | Salt):
        text = Text(f"{IDENTS[a.zone]} ← {str(a).split(': ', 1)[1].rsplit(' -> ', 1)[0]} → ")
        text.append_text(substance_text(a.formula, False, False, 1, lang))
        return text
    if isinstance(a, Function):
        return Text(f"{IDENTS[a.zone]} ← {t('fn_' + a.name, lang)}: {t('rule_' + a.name, lang)}")
    if isinstance(a, Counter):
        target = t("fn_ignite", lang) if a.target == "ignite" else chem.display(a.target)
        return Text(f"{IDENTS[a.zone]} ← ×{a.times} → {target}")
    if isinstance(a, Pass):
        return Text(f"▷ {t('act_pass', lang)}")
    if isinstance(a, End):
        return Text(f"■ {t('act_end', lang)}")
    if isinstance(a, Drop):
        return Text(f"✗ {t('act_discard', lang)} {a.token}")
    return Text(str(a))


def needs_of(a: Any) -> Multiset[str]:
    if isinstance(a, Form | Salt):
        return recipes.needs(a.parts)
    if isinstance(a, Function):
        return Multiset({a.name: 1})
    if isinstance(a, Counter):
        return Multiset({f"x{a.times}": 1})
    return Multiset()


class ChemisBoard(GameBoard, can_focus=True):
    DEFAULT_CSS = """
    ChemisBoard { layout: vertical; }
    ChemisBoard > #chemis-zones { height: auto; max-height: 12; }
    ChemisBoard > #chemis-window { height: auto; }
    ChemisBoard > #chemis-hand { height: auto; }
    ChemisBoard > #chemis-preview { height: 1; }
    ChemisBoard > OptionList { height: 1fr; min-height: 3; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("space", "pick", "pick card"),
        *(Binding(str(i + 1), f"target({i})", show=False) for i in range(6)),
        Binding("up", "moves('up')", show=False),
        Binding("down", "moves('down')", show=False),
        Binding("enter", "play", "play"),
        Binding("e", "end", "end turn"),
        Binding("p", "pass", "pass"),
        Binding("escape", "clear", "clear"),
    ]

    def __init__(self, game: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(game, lang, **kwargs)
        self.view: ChemisView | None = None
        self.legal: list[Any] = []
        self.seat: int | None = None
        self.cursor = 0
        self.picked: list[int] = []  # positions in the hand
        self.target = 0  # identity of the target zone
        self.shown: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static(id="chemis-zones")
        yield Static(id="chemis-window")
        yield Static(id="chemis-hand")
        yield Static(id="chemis-preview")
        yield OptionList(id="chemis-moves")

    # -- rendering ---------------------------------------------------------------------------
    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        same_hand = self.view is not None and self.view.hand == view.hand and self.seat == seat
        self.view, self.legal, self.seat = view, list(legal), seat
        if not same_hand:
            self.picked, self.cursor = [], 0
        if seat is not None and not same_hand:
            self.target = view.ident[seat]
        w = view.window
        if isinstance(w, Judgement | ReactStep):
            self.target = view.ident[w.zone]
        elif isinstance(w, Dying):
            self.target = view.ident[w.seat]
        self._render_all()

    def _render_all(self) -> None:
        view = self.view
        if view is None:
            return
        self.query_one("#chemis-zones", Static).update(self._zones_table(view))
        self.query_one("#chemis-window", Static).update(self._window_text(view))
        self.query_one("#chemis-hand", Static).update(self._hand_text(view))
        self.query_one("#chemis-preview", Static).update(self._preview(view))
        moves = self.query_one("#chemis-moves", OptionList)
        self.shown = self._moves()
        moves.clear_options()
        moves.add_options([Option(action_text(a, view, self.lang)) for a in self.shown])

    def _zones_table(self, view: ChemisView) -> Table:
        lang = self.lang
        table = Table(expand=True, show_edge=False, pad_edge=False, box=None, show_header=False)
        table.add_column(width=4, no_wrap=True)
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis", max_width=16)
        table.add_column(width=7, no_wrap=True)
        table.add_column(ratio=4, overflow="fold")
        for ident, s in enumerate(view.order):
            person = view.seats[s]
            mark = "▶" if self.target == ident else " "
            who = Text(f"{mark}{IDENTS[ident]}", style="bold reverse" if view.turn_seat == s else "bold")
            name = person.name + ("⚙" if person.is_computer else "")
            if view.team is not None:
                name += f" T{view.team[s] + 1}"
            hp = Text(f"♥{view.hp[s]} ▤{view.hand_counts[s]}" if view.alive[s] else t("dead", lang),
                      style="bold red" if view.alive[s] and view.hp[s] <= 1 else "")
            zone = Text()
            for it in view.items[s]:
                zone.append_text(substance_text(it.formula, it.heated, it.cooled, it.portions, lang))
                zone.append(" · ")
            for c in view.conds[s]:
                label = t("fn_" + c.kind, lang) + (f"(O₂×{c.o2})" if c.kind == "ignite" else "")
                zone.append(f"⟨{label}⟩ ", style="green")
            table.add_row(who, name, hp, zone)
        return table

    def _window_text(self, view: ChemisView) -> Text:
        w = view.window
        style = "bold black on yellow" if isinstance(w, Judgement | Dying) else "bold"
        return Text(status_text(view, self.lang), style=style)

    def _hand_text(self, view: ChemisView) -> Text:
        if view.hand is None:
            return Text(t("hand_hidden", self.lang), style="italic")
        text = Text()
        for i, card in enumerate(view.hand):
            k = kind_of(card)
            label = k.token if k.cat != "function" else t("fn_" + k.token, self.lang)
            left, right = ("[", "]") if i in self.picked else (" ", " ")
            style = CAT_STYLE.get(k.cat, "") + (" reverse" if i == self.cursor else "")
            text.append(f"{left}{label}{right}", style=style)
        return text

    def _picked_tokens(self) -> Multiset[str]:
        hand = self.view.hand if self.view is not None and self.view.hand else ()
        return Multiset(kind_of(hand[i]).token for i in self.picked if i < len(hand))

    def _preview(self, view: ChemisView) -> Text:
        picked = self._picked_tokens()
        if not picked:
            return Text(t("pick_hint", self.lang), style="dim")
        fits = [a for a in self.legal if needs_of(a) == picked]
        here = [a for a in fits if getattr(a, "zone", -1) == self.target]
        best = (here or fits)[:1]
        if best and isinstance(best[0], Form | Salt):
            out = Text("→ ")
            out.append_text(substance_text(best[0].formula, False, False, 1, self.lang))
            return out
        if best:
            return action_text(best[0], view, self.lang)
        return Text("✗ " + self._why_not(picked), style="bold red")

    def _why_not(self, picked: Multiset[str]) -> str:
        parts = tuple((tok, 1) for tok in sorted(picked.elements()) if not tok.startswith("x"))
        if parts and recipes.formed_by(parts) is None and not any(tok.startswith("x") for tok in picked):
            return t("no_substance", self.lang)
        return t("no_move_fits", self.lang)

    def _moves(self) -> list[Any]:
        picked = self._picked_tokens()
        if picked:
            fits = [a for a in self.legal if needs_of(a) == picked]
            return sorted(fits, key=lambda a: getattr(a, "zone", -1) != self.target)
        # without picked cards: everything that is not forming from the hand
        return [a for a in self.legal if not isinstance(a, Form | Salt)]

    # -- keys --------------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if self.view is not None and self.view.hand:
            self.cursor = (self.cursor + step) % len(self.view.hand)
            self._render_all()

    def action_pick(self) -> None:
        if self.view is None or not self.view.hand:
            return
        if self.cursor in self.picked:
            self.picked.remove(self.cursor)
        else:
            self.picked.append(self.cursor)
        self._render_all()

    def action_clear(self) -> None:
        self.picked = []
        self._render_all()

    def action_target(self, ident: int) -> None:
        self._set_target(ident)

    def _set_target(self, ident: int) -> None:
        if self.view is not None and ident < len(self.view.seats):
            self.target = ident
            self._render_all()

    def action_end(self) -> None:
        if End() in self.legal:
            self.choose(End())

    def action_pass(self) -> None:
        if Pass() in self.legal:
            self.choose(Pass())

    def action_moves(self, direction: str) -> None:
        moves = self.query_one("#chemis-moves", OptionList)
        if direction == "up":
            moves.action_cursor_up()
        else:
            moves.action_cursor_down()

    def action_play(self) -> None:
        self.play_selected()

    def play_selected(self) -> None:
        moves = self.query_one("#chemis-moves", OptionList)
        index = moves.highlighted if moves.highlighted is not None else 0
        if 0 <= index < len(self.shown):
            self.picked = []
            self.choose(self.shown[index])

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
