"""Help: the keys screen (``?``) and the current game's rules (F1) from ``docs/rules``."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.css.styles import RulesMap
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Markdown, Static
from textual.widgets.markdown import MarkdownBlock

from chemcards.core.data import rules_doc
from chemcards.i18n import ui

from .markdown_text import for_lang, join_cjk_lines, tables_as_lists
from .text import BUILTIN_BINDINGS, translate_bindings
from .widgets import KeysFooter
from .wrap import Wrapped, line_ranges

__all__ = ["KeysScreen", "RulesScreen", "join_cjk_lines", "key_rows", "later_bindings", "rules_text",
           "tables_as_lists"]


def rules_text(game_id: str, lang: str) -> str | None:
    return rules_doc(game_id, lang)


def key_rows(screen: Screen[Any]) -> list[tuple[str, str]]:
    """(key, what it does) for every binding active on ``screen`` now, the board's included; then
    the board's other keys, which work at other moments of the game (session 12, play-through 11
    en #9: Color Clash's ``l`` "Last card!" and ``c`` "Catch!" were only in the footer, and only in
    the call window). Every key a screen tells about is on this page."""
    from .board_base import GameBoard

    rows: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    boards = [] if screen.is_modal else list(screen.query(GameBoard))
    # none where the seat is played in another window now: no moment of the game is this screen's
    later = [(b, True) for board in boards[:1] if not board.elsewhere for b in later_bindings(board)]
    active = [(a.binding, any(isinstance(node, GameBoard) for node in a.node.ancestors_with_self))
              for a in screen.active_bindings.values()]
    gone = any(board.elsewhere for board in boards[:1])
    for binding, on_board in [*active, *later]:
        text = binding.description or binding.action
        if not binding.description or text in seen or (on_board and gone):
            continue  # a board played in another window offers none of its keys here
        if not binding.id and binding.action not in BUILTIN_BINDINGS:
            continue  # a widget's own key (scrolling, "Press button") that has no text in our catalogues
        seen.add(text)
        rows.append((_rank(binding.action, on_board), screen.app.get_key_display(binding), text))
    # what a player needs first: the game's own keys, then the practice keys and typing a move,
    # the rules and this page, the rest; moving between fields and copying last (play-through 12,
    # en#10: "Ctrl+C Copy selected text" was the first line a newcomer read)
    rows.sort(key=lambda row: row[0])
    return [(key, text) for _, key, text in rows]


#: the ``?`` page's order after the board's keys (rank 0), by action
_FIRST = ("hint", "hint_refused", "undo", "undo_refused", "redo", "type_move")
_LAST = ("app.focus_next", "app.focus_previous", "screen.copy_text", "copy")


def _rank(action: str, on_board: bool) -> int:
    if on_board:
        return 0
    if action in _FIRST:
        return 1 + _FIRST.index(action)
    if action in _LAST:
        return 100 + _LAST.index(action)
    return 50


def page_rows(rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """One line per key on the ``?`` page: a key that means several things at different moments
    (Esc: close the move box, or back from the colour choice; ←→ ⏎: pick, attack or pay) lists
    its meanings side by side, where the key first stands (play-through 12, en#10: "Esc Close"
    and "Esc Back" on two lines)."""
    merged: dict[str, list[str]] = {}
    for key, text in rows:
        merged.setdefault(key, []).append(text)
    return [(key, " · ".join(texts)) for key, texts in merged.items()]


def later_bindings(board: Any) -> list[Binding]:
    """The board's keys for other moments of the game, as ``?`` lists them after those of now: all
    it shows in a footer, or those the board names itself (``help_bindings``; the
    Chemie-Kartenspiel lists its turn's phase only, play-through 12 de 4: "⏎ Attack" and "⏎ Pay"
    beside "⏎ Pick" while building)."""
    own = getattr(board, "help_bindings", None)
    if callable(own):
        return list(own())
    return [b for bindings in board._bindings.key_to_bindings.values()
            for b in bindings if b.show and b.id and b.description]


def legend_entries(legend: str) -> list[str]:
    """The entries of a board legend: the text between its separators (；，; , and the colon after
    its heading), each a tag with its meaning, kept on one line by the wrapper."""
    parts = re.split(r"[；，：]|; |, |: ", legend)
    return [p.strip() for p in parts if p.strip()]


class KeysScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,question_mark,q", "dismiss", show=False)]

    def __init__(self, table: Screen[Any], lang: str, *, legend: bool = True,
                 footer: str = "keys_footer") -> None:
        """``legend``: explain the board's tags (a table's ``?``; the launcher has no board);
        ``footer``: the catalogue key of the line about the menu, which differs per screen."""
        super().__init__()
        self.rows = key_rows(table)
        #: the lines shown: one per key
        self.page = page_rows(self.rows)
        self.lang = lang
        self.footer = footer
        explain = getattr(getattr(table, "game", None), "board_legend", None) if legend else None
        self.legend: str = explain(lang) if callable(explain) else ""

    def compose(self) -> ComposeResult:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold")
        grid.add_column()
        for key, text in self.page:  # plain text: a key or a description may hold "[" (no markup)
            grid.add_row(Text(key), Wrapped(Text(text)))
        with VerticalScroll(classes="dialog wide"):
            yield Static(ui("keys_title", self.lang), classes="question")
            if self.legend:
                # what the board's tags mean ("[+P]", "[A+]"; issue 21), first: below the keys it
                # was out of sight at 80×24, and a reader found it only in the launcher (pt7-zh 7).
                # Each entry ("[B1] 一张尚未翻转的黑边牌") is one unit: a tag never ends a line
                # without its meaning ("[+P] 原物质护盾，[B1]" / "一张尚未翻转的黑边牌")
                yield Static(Wrapped(self.legend, units=legend_entries(self.legend)),
                             classes="hint legend")
            yield Static(grid)
            # by the one wrapper too: "Esc" stays with what it does (play-through 21 zh: "Esc" at
            # one line's end, "关闭本页。" on the next)
            yield Static(Wrapped(ui(self.footer, self.lang)), classes="hint")

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(None)


def rule_block(blocks: list[MarkdownBlock], rule: str) -> MarkdownBlock | None:
    """The first block whose source names ``rule`` (``CK-2`` is not ``CK-20``), else the first
    whose source gives a range ``CK-20 … CK-22`` holding it."""
    prefix, _, number = rule.partition("-")
    if not number.isdigit():
        return None
    exact = re.compile(rf"(?<![\w-]){re.escape(rule)}(?!\d)")
    ranged = re.compile(rf"{re.escape(prefix)}-(\d+)\s*(?:…|\.\.\.|–|-)\s*{re.escape(prefix)}-(\d+)")
    named = [b for b in blocks if exact.search(b.source or "")]
    if named:
        return named[0]
    for b in blocks:
        for low, high in ranged.findall(b.source or ""):
            if int(low) <= int(number) <= int(high):
                return b
    return None


class KinsokuContent(Visual):
    """A Markdown block's text broken into lines by ``tui/wrap.py`` at the width it is drawn at.

    Why: Textual folds Chinese wherever the width runs out, so a line of the F1 rules started with
    "，" or "、" and "（CH-1" / "）" was split (issue 12, play-through 6 point 1). The break points
    come from our helper; the styles (bold, the theme's Markdown classes) stay Textual's, and a new
    width (a resized terminal) breaks the text again."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self._cache: tuple[int, Content] | None = None

    def at(self, width: int) -> Content:
        """The content with a line break wherever our helper ends a line at ``width``."""
        if self._cache is not None and self._cache[0] == width:
            return self._cache[1]
        ranges = line_ranges(self.content.plain, max(1, width))
        broken = self.content if ranges is None else Content("\n").join(
            self.content[start:end] for start, end in ranges)
        self._cache = (width, broken)
        return broken

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        pad = options.rules.get("line_pad", 0) * 2
        return self.at(width - pad).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content.get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        return self.content.get_minimal_width(rules)

    def get_height(self, rules: RulesMap, width: int) -> int:
        pad = rules.get("line_pad", 0) * 2
        return self.at(width - pad).get_height(rules, width)


class _Kinsoku:
    """For a Markdown block class: its text is shown through ``KinsokuContent``."""

    _content: Content

    def set_content(self, content: Content) -> None:
        self._content = content
        self.update(KinsokuContent(content))  # type: ignore[attr-defined]


def _kinsoku(base: type[MarkdownBlock]) -> type[MarkdownBlock]:
    """``base`` (Textual's paragraph or heading class) with its text shown by our rules; the name
    stays, so the theme's CSS for it still applies."""
    return type(base.__name__, (_Kinsoku, base), {})


class RulesMarkdown(Markdown):
    """Textual's Markdown with paragraphs and headings broken into lines by ``tui/wrap.py``."""

    BLOCKS: ClassVar[dict[str, type[MarkdownBlock]]] = {
        **Markdown.BLOCKS,
        **{name: _kinsoku(Markdown.BLOCKS[name])
           for name in ("paragraph_open", "h1", "h2", "h3", "h4", "h5", "h6")},
    }


class RulesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f1,q", "close", "Close", id="close")]

    def __init__(self, game: Any, lang: str, rule: str | None = None) -> None:
        super().__init__()
        self.game = game
        self.lang = lang
        self.rule = rule  # open at this rule (F1 right after a refusal about it)

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang)
        text = rules_text(self.game.id, self.lang)
        if text is None:
            text = ui("no_rules", self.lang, game=self.game.title(self.lang))
        text = for_lang(text, self.lang)
        with VerticalScroll(id="rules"):
            yield RulesMarkdown(text)
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#rules").focus()
        if self.rule:
            self.call_after_refresh(self.goto_rule)

    def on_screen_resume(self) -> None:
        """Opened again (the screen is kept, ``open_rules``): at the new refusal's rule, if any,
        with the keys on the text, so PageDown scrolls at once."""
        self.query_one("#rules").focus()
        if self.rule and self.is_mounted:
            self.call_after_refresh(self.goto_rule)

    def goto_rule(self, tries: int = 0) -> None:
        """Scroll the rule's paragraph to the top: the block that names it, else the heading whose
        range (``CK-20 … CK-22``) holds it. The Markdown is laid out asynchronously, so a block that
        is not there yet is looked for again a little later."""
        rule = self.rule or ""
        block = rule_block(list(self.query(MarkdownBlock)), rule)
        if block is not None:
            self.query_one("#rules", VerticalScroll).scroll_to_widget(block, top=True, animate=False)
        elif tries < 40:
            self.set_timer(0.05, lambda: self.goto_rule(tries + 1))

    def action_close(self) -> None:
        self.dismiss(None)


def open_rules(app: Any, game: Any, lang: str, rule: str | None = None, *, top: bool = False) -> None:
    """Show ``game``'s rules in ``lang`` (at ``rule``, if given). The screen is made once per game
    and language and kept: laying out the rules' Markdown took 2–7 s under load every time F1 was
    pressed, and keys pressed meanwhile (PageDown, a second F1) were lost (issue 12 point 4).
    Opened again it is there at once, where it was left, or at the new rule; ``top``: at the
    top, with the game's name (the launcher's F1 opened mid-text where a game had left it,
    play-through 25, de 2)."""
    name = f"rules-{game.id}-{lang}"
    if not app.is_screen_installed(name):
        app.install_screen(RulesScreen(game, lang, rule), name)
    screen = app.get_screen(name)
    if app.screen is screen:
        return
    screen.rule = rule
    if top and screen.is_mounted:
        screen.query_one("#rules", VerticalScroll).scroll_home(animate=False)
    app.push_screen(name)

