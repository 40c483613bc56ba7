"""Small widgets of the shell.

:class:`Cycler` picks one of a few values in a single line: ←/→ (or space, or a click) step
through them; Enter too, unless the cycler is part of a form that Enter submits (``submits``).
The launcher has a dozen such choices; Textual's ``Select`` builds an overlay list for
each, which made the launcher too slow to open (cold start ≤ 0.4 s, issue 3).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import pairwise
from typing import Any, ClassVar

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import Click, Key
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input
from textual.widgets._footer import FooterKey


async def run_own_binding(widget: Widget, event: Key) -> bool:
    """Run ``widget``'s own key binding for ``event`` now, in the order the keys came; True when
    it had one.

    Textual hands a typed letter to the focused widget at once, but runs the widget's own key
    bindings (⌫ in a field, ← on a choice) only after the key has travelled up to the app. Typed
    quickly, keys then act out of order: "⌫⌫⌫Anna" in a name field became "Anna" minus three
    letters and the field stayed empty (play-through 11, de 14; Textual issue #6605). A widget
    that calls this from its ``_on_key`` acts on every key in order."""
    if event.is_printable and isinstance(widget, _TYPED):
        return False  # a letter in a text field is typed, not a key binding
    for key in event.aliases:
        binding = next((b for b in widget._bindings.key_to_bindings.get(key, []) if not b.priority), None)
        if binding is not None:
            event.stop()
            event.prevent_default()
            await widget.run_action(binding.action)
            return True
    return False


class Cycler(Widget, can_focus=True):
    DEFAULT_CSS = """
    Cycler { height: 1; width: 24; padding: 0 1; background: $boost; }
    Cycler:focus { background: $accent; color: $text; text-style: bold; }
    Cycler.-disabled { color: $text-disabled; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", show=False),
        Binding("right,space", "step(1)", show=False),
        Binding("enter", "enter", show=False),
    ]

    class Changed(Message):
        def __init__(self, cycler: Cycler, value: Any) -> None:
            super().__init__()
            self.cycler = cycler
            self.value = value

        @property
        def control(self) -> Cycler:
            return self.cycler

    class Submitted(Message):
        """Enter on a cycler of a form (``submits``): the form's main button, as Enter in a form."""

        def __init__(self, cycler: Cycler) -> None:
            super().__init__()
            self.cycler = cycler

        @property
        def control(self) -> Cycler:
            return self.cycler

    def __init__(self, choices: Sequence[tuple[str, Hashable]], value: Hashable | None = None,
                 *, deferred: bool = False, submits: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices = list(choices)
        #: Enter asks for the form's main action (``Submitted``) instead of stepping on: the launcher
        #: opens on its game row, and Enter there starts the game as it did on Start (play-through
        #: 10, launcher 1)
        self.submits = submits
        #: a step only asks (``Changed`` with the next value) and the cycler keeps showing its value:
        #: the screen redraws everything at once, this cycler included (the language: issue 12
        #: point 5, "◀ 中文 ▶" showed about 2 s before the rest of the launcher followed)
        self.deferred = deferred
        values = [v for _, v in self.choices]
        self.index = values.index(value) if value in values else 0
        #: the index a deferred step asked for last, until the screen redraws this cycler
        self._asked: int | None = None

    @property
    def value(self) -> Any:
        return self.choices[self.index][1]

    @value.setter
    def value(self, value: Any) -> None:
        values = [v for _, v in self.choices]
        if value in values and values.index(value) != self.index:
            self.index = values.index(value)
            self.refresh()
            self.post_message(self.Changed(self, value))

    def render(self) -> Text:
        if self.disabled:
            return Text("  —", style="dim")
        label = self.choices[self.index][0] if self.choices else ""
        arrows = len(self.choices) > 1 and not self.disabled
        # a label wider than the room left between the arrows ends in "…", the arrows stay: a
        # choice was cut without a sign ("◀ max · 5 s" at 80×24; play-through 10, launcher 2)
        room = self.content_region.width - 4 if arrows else self.content_region.width - 2
        if self.content_region.width > 0 and cell_len(label) > max(room, 1):
            label = set_cell_size(label, max(room - 1, 0)).rstrip() + "…"
        # the focused choice's value in reverse video: seen without colours too (play-through 16,
        # de 2: ←/→ changed a choice the tester did not know had the focus)
        shown = (label, "reverse") if self.has_focus else label
        text = Text.assemble(("◀ " if arrows else "  ", "dim"), shown, (" ▶" if arrows else "", "dim"))
        text.no_wrap = True
        text.overflow = "ellipsis"
        return text

    async def _on_key(self, event: Key) -> None:
        if not await run_own_binding(self, event):  # ←/→ in the order typed
            await super()._on_key(event)

    def on_focus(self) -> None:
        self.refresh()  # the value in reverse video (``render``)

    def on_blur(self) -> None:
        self.refresh()

    def action_enter(self) -> None:
        if self.submits and not self.disabled:
            self.post_message(self.Submitted(self))
        else:
            self.action_step(1)

    def action_step(self, step: int) -> None:
        if self.disabled or len(self.choices) < 2:
            return
        if self.deferred:
            # a second step before the screen redrew goes on from the value asked for, not the
            # one still shown: two quick → are two games on, not the same one twice
            index = ((self.index if self._asked is None else self._asked) + step) % len(self.choices)
            self._asked = index
            self.post_message(self.Changed(self, self.choices[index][1]))
            return
        index = (self.index + step) % len(self.choices)
        self.index = index
        self.refresh()
        self.post_message(self.Changed(self, self.value))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.focus()
        # a click on the left arrow goes back, anywhere else forward
        self.action_step(-1 if event.x <= 2 else 1)


#: widgets where a printable key is text (``run_own_binding`` leaves it to them)
_TYPED: tuple[type, ...] = (Input,)

#: columns of keys per footer line on a phone (``-phone``: under 60 cells, see app.tcss)
PHONE_KEY_COLUMNS = 3


class KeysFooter(Footer):
    """Textual's footer, which on a phone wraps its keys onto several lines instead of cutting
    them off, and always shows the command palette's key: there every key is also the only way
    to reach it by touch (a phone has no F1 and no Ctrl). Footer.compose sets the grid's column
    count inline, which CSS cannot override, so the count is set here after it."""

    _phone: bool | None = None
    #: whether a desktop footer shows the command palette's key (the launcher's leaves it to its
    #: "?" page, so that its own keys, F1 and Ctrl+Q included, fit 80 columns in German)
    palette = True
    #: the keys in the order they were composed (the fit may move "?" to the end)
    _order: list[Widget] = []  # noqa: RUF012 - replaced per instance, never mutated

    def compose(self) -> ComposeResult:
        self._phone = self.screen.has_class("-phone")
        if self._phone:
            # the command palette is the way to everything without a footer key of its own
            # (save, leave seat, faster/slower, new game): on a phone it must be there to tap
            self.set_reactive(Footer.show_command_palette, True)
        elif not self.palette:
            self.set_reactive(Footer.show_command_palette, False)
        if self._phone:
            yield from super().compose()
            self.styles.grid_size_columns = PHONE_KEY_COLUMNS
            return
        items = list(super().compose())
        # fitted before the keys are ever drawn: fitting only after the first refresh let every
        # recomposition (a computer's turn changes the bindings) show the whole row cut at the
        # screen's edge for a frame or, on a busy machine, for seconds (issue 12 point 7.3: CHEMIS
        # "… : 输入指令 ^q 退", "…? Keys f1 Rules : Type mo"). The exact fit follows after refresh.
        if all(isinstance(c, FooterKey) for c in items):  # no binding groups (we use none)
            items = self._fit_composed(items)
        yield from items

    def on_resize(self) -> None:
        if self._phone is not None and self._phone != self.screen.has_class("-phone"):
            self.call_after_refresh(self.recompose)
        else:
            self.call_after_refresh(self._fit)

    def bindings_changed(self, screen: Screen) -> None:
        """Textual's footer composes its keys only while the app has focus, so that a window
        losing focus does not empty it. In a browser that left it blank until the first touch:
        Textual's web driver starts the app blurred (it posts ``AppBlur`` at start, and only a
        tap or a key sends ``focus``), so the first ``bindings_changed`` came while unfocused and
        the footer stayed empty. The first time, the keys are drawn whether focused or not."""
        first = not self._bindings_ready
        super().bindings_changed(screen)
        if first and not screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self.recompose)

    async def recompose(self) -> None:
        await super().recompose()
        self.call_after_refresh(self._fit)

    async def fill(self) -> None:
        """Draw the keys now, from the screen's bindings as they are: a screen rebuilt in one
        batch (the launcher's language switch) shows its footer in the same redraw, not a blank
        line until the bindings signal comes round (about 0.3 s later under load; issue 12
        point 5)."""
        self._bindings_ready = True
        # as the footer's own message loop would run it: Textual's Footer.compose binds its keys'
        # data to the active message pump, which must be this footer, not the screen calling
        with self._context():
            await self.recompose()
        self._fit()  # fitted to the width in the same redraw too

    def _fit(self) -> None:
        """Issue 12 follow-up, point 2: a footer wider than the screen was cut mid-word ("f1 R",
        ": Type mo") with no sign that keys were missing. The one rule for every footer
        (:func:`_plan`): when the keys do not all fit, the last ones go, Ctrl+Q (Quit) always stays,
        and the row ends in the ``?`` key ("Keys"), or, where a text field takes "?" as a letter, the
        last other key ends in "…". Every key stays reachable on the keys screen."""
        if self._phone or not self.is_attached:
            return
        items = [c for c in self.children if not c.has_class("-command-palette")]
        if not items or not all(isinstance(c, FooterKey) for c in items):
            return
        keys: list[FooterKey] = items  # type: ignore[assignment]
        self._space(keys)
        for key in keys:  # the label each key had before a "…" was put on it
            if not hasattr(key, "_plain"):
                key._plain = key.description  # type: ignore[attr-defined]
        # widths of the plain labels (a "…" from an earlier fit is not part of the key)
        widths = {k: _measure(k) - cell_len(k.description) + cell_len(k._plain)  # type: ignore[attr-defined]
                  for k in keys}
        for key in keys:  # a key drawn without its label (``_plan``) lost the space before it too
            if key._plain and not key.description:  # type: ignore[attr-defined]
                widths[key] += 1
        room = self.size.width - sum(_measure(c) for c in self.children if c.has_class("-command-palette"))
        order = [k for k in self._order if k in keys] or keys
        shown, cut, bare = _plan(order, widths, room, self._wanted(), self._later())
        for key in keys:
            key.display = key in shown
            if key in shown:
                plain = "" if key in bare else key._plain  # type: ignore[attr-defined]
                self._relabel(key, f"{plain} …" if key is cut else plain)
        wanted = [*shown, *(k for k in order if k not in shown)]
        if [c for c in self.children if c in keys] != wanted:
            for before, after in pairwise(wanted):
                self.move_child(after, after=before)

    def _fit_composed(self, keys: list[FooterKey]) -> list[FooterKey]:
        """The keys just composed, fitted by the width their text will take (``_estimate``, never
        less than the real width) with the rule of :func:`_plan`: the ones left out are hidden.
        Returns them in the order they are shown."""
        room = self.size.width or self.app.size.width
        palette = [k for k in keys if k.has_class("-command-palette")]
        items = [k for k in keys if k not in palette]
        room -= sum(_estimate(k, compact=self.compact) + 2 for k in palette)
        for key in items:
            key._plain = key.description  # type: ignore[attr-defined]
        self._order = list(items)
        widths = {k: _estimate(k, compact=self.compact) for k in items}
        if self.compact and sum(widths.values()) + (WIDE_GAP - 1) * len(items) <= room:
            for key in items:  # two spaces between keys, as in the launcher's footer (``_space``)
                key.styles.margin = (0, WIDE_GAP, 0, 0)
                widths[key] += WIDE_GAP - 1
        shown, cut, bare = _plan(items, widths, room, self._wanted(), self._later())
        for key in bare:
            key.description = ""
        if cut is not None:
            cut.description = f"{cut.description} …"
        for key in items:
            key.display = key in shown
        return [*shown, *(k for k in items if k not in shown), *palette]

    def _space(self, keys: list[FooterKey]) -> None:
        """A compact footer (the tables', the curtain's, the dialogs') puts two spaces between its
        keys, as the launcher's wide one does, where all of them fit so; a full row keeps one
        space, and no key goes for the wider gap (play-through 20, en 9: "⏎ Show my cards Ctrl+Q
        Quit" read as one run of words beside the launcher's spaced keys)."""
        if not self.compact:
            return
        room = self.size.width - sum(_measure(c) for c in self.children if c.has_class("-command-palette"))
        labels = 0  # each key's cells without its gap, with its whole label (a "…" or a bare key
        # drawn so by an earlier fit is not how it will be drawn)
        for key in keys:
            plain = getattr(key, "_plain", key.description)
            labels += _measure(key) - key.styles.margin.right - cell_len(key.description) + cell_len(plain)
            labels += 1 if plain and not key.description else 0  # the space before a label
        gap = WIDE_GAP if labels + WIDE_GAP * len(keys) <= room else 1
        for key in keys:
            if key.styles.margin.right != gap:
                key.styles.margin = (0, gap, 0, 0)

    def _wanted(self) -> frozenset[str]:
        """The keys the screen's words ask for now (a guided game's line: "press Ctrl+N …"):
        ``footer_wanted`` of the screen, each kept in the row (:func:`_plan`)."""
        return frozenset(getattr(self.screen, "footer_wanted", ()) or ())

    def _later(self) -> dict[str, float] | None:
        """The order of priority for this screen: :data:`_LATER`, with the screen's own changes
        (``footer_ranks``: a table whose board names ":" in its own line lets ``u`` and F1 go
        first)."""
        ranks = getattr(self.screen, "footer_ranks", None) if self.is_attached else None
        changed = ranks() if callable(ranks) else None
        return {**_LATER, **changed} if changed else None

    def _relabel(self, key: FooterKey, label: str) -> None:
        if key.description != label:
            key.description = label
            key.refresh(layout=True)

    def _lang(self) -> str:
        settings = getattr(self.app, "settings", None)
        return getattr(settings, "lang", "en")


#: cells between two keys of a compact footer where the row has room (``KeysFooter._space``)
WIDE_GAP = 2


def _measure(widget: Widget) -> int:
    """Cells a footer item takes, from its text and margins (not from the layout, which lags a
    recomposition by a refresh)."""
    # padding and border too: the command palette's key has a border ("▏") and padding, and
    # counting only its text left two cells too few (issue 12, play-through 6 point 3: "f2 ▏")
    margin = widget.styles.margin.left + widget.styles.margin.right + widget.styles.gutter.width
    if isinstance(widget, FooterKey):
        return cell_len(widget.render().plain) + margin
    if widget.children:
        return sum(_measure(c) for c in widget.children) + margin
    return cell_len(str(getattr(widget, "content", ""))) + margin


def _estimate(key: FooterKey, *, compact: bool) -> int:
    """Cells a footer key will take, from its text and the footer's CSS, before it is mounted
    (compact: "k Label" and a margin; else " k " "Label "). Never less than it takes."""
    desc = cell_len(key.description)
    if compact:
        return cell_len(key.key_display) + (1 + desc if desc else 0) + 1
    return 2 + cell_len(key.key_display) + (desc + 1 if desc else 0)


#: the keys every footer keeps when others must go: Quit (the app's Ctrl+Q, play-through 9: the
#: Chemie-Kartenspiel and CHEMIS footers lacked it while the other games showed it) and "?" (Keys),
#: which lists the rest; in this order at the end of the row
PINNED = ("ctrl+q", "question_mark")


def _plan(keys: list[FooterKey], widths: dict[FooterKey, int], room: int,
          wanted: frozenset[str] = frozenset(), later: Mapping[str, float] | None = None
          ) -> tuple[list[FooterKey], FooterKey | None, set[FooterKey]]:
    """One rule for every footer (launcher, the four games' tables, dialogs): the keys shown, in
    their order, the one whose label gets a "…", and the ones drawn without their label. The keys
    go in the order of priority (:data:`_LATER`), Ctrl+Q and "?" (:data:`PINNED`) at the end; when
    they do not all fit, the screen's own keys that fit, then the later ones that still fit, then
    the pinned ones; without a "?" key (a text field takes it as a letter) the last key shown ends
    in "…", so the cut shows.

    ``wanted``: keys the screen's words ask for now (a guided game's line names "Strg+N" and "F1",
    play-through 13 de 12: the German footer at 80×24 left both out). They win their place in
    their own order; where the screen's own keys would then no longer all fit, wanted keys are
    drawn as the bare key ("Strg+N"), the last first — the words beside them say what they do —
    before any of the screen's own keys goes.

    ``later``: the order of priority for this screen, :data:`_LATER` if None."""
    def rank(key: FooterKey) -> float:
        return _priority(key, later)

    pinned = [k for name in PINNED for k in keys if k.key == name]
    ordered = sorted((k for k in keys if k not in pinned), key=rank)
    # the keys shown stand in the order every footer has (:data:`_LATER`): a screen's own order of
    # priority decides only which go for room, so F1 Rules stands where the launcher and the other
    # games show it (play-through 15: the Chemie-Kartenspiel lets ":" go before F1)
    # (from the keys as composed: a screen's rank kept the launcher's Ctrl+S out of its first place)
    places = {k: i for i, k in enumerate(sorted((k for k in keys if k not in pinned), key=_priority))}
    if sum(widths[k] for k in keys) <= room:
        # all fit: in the order of priority too, so a key keeps its place whatever the width
        return [*sorted(ordered, key=places.__getitem__), *pinned], None, set()
    room -= sum(widths[k] for k in pinned)
    more = any(k.key == "question_mark" for k in pinned)
    if not more:
        room -= 2  # " …"
    must = [k for k in ordered if k.key in wanted]
    others = [k for k in ordered if k not in must]
    own = [k for k in others if not rank(k)]
    width = dict(widths)
    bare: set[FooterKey] = set()
    for key in [None, *reversed(must)]:
        if key is not None:  # one more wanted key without its label
            bare.add(key)
            label = cell_len(getattr(key, "_plain", key.description))
            width[key] = widths[key] - (label + 1 if label else 0)
        shown = _skipping(others, widths, room - sum(width[k] for k in must), rank)
        if all(k in shown for k in own):
            break
    visible = sorted((k for k in ordered if k in shown or k in must), key=places.__getitem__)
    labelled = [k for k in visible if k not in bare]
    cut = labelled[-1] if labelled and not more else None
    return [*visible, *pinned], cut, bare


#: where the footer is short of room, the keys that stay first (session 12, play-through 11 de #4 and
#: zh #10: the German tables never showed "h Tipp" or "u" at 80×24, F1 took the room): the screen's
#: own keys (the game's), then the hint and the move box (":", labelled short: "Type", "Tippen"),
#: then undo (hint and undo listed only while they work), then the rules (F1); Ctrl+Q and "?"
#: (:data:`PINNED`) close the row. Session 13 (play-through 12 en#5): the hint says "type …", and
#: the own turn's footer had no ":" in any game at 80×24 (it came last and found no room).
#: Metallurgie's "n" (next place; the arrows reach every place too) comes after F1: the German
#: footer at 80×24 left out "u Zug zurück" while a move could be taken back (play-through 12)
_LATER = {"hint": 1, "type_move": 1, "undo": 2, "rules": 3, "next_target": 4}


def _priority(key: FooterKey, later: Mapping[str, float] | None = None) -> float:
    return (_LATER if later is None else later).get(key.action.rpartition(".")[2], 0)


def _skipping(keys: list[FooterKey], widths: dict[FooterKey, int], room: int,
              rank: Callable[[FooterKey], float] = _priority) -> list[FooterKey]:
    """The keys, in order of priority, that fit in ``room`` cells: the screen's own keys in their
    order up to the first that does not fit (their order is the game's), then each later key that
    still fits (a short "h Tipp" after a long F1 label that did not)."""
    own = _fitting([k for k in keys if not rank(k)], widths, room)
    room -= sum(widths[k] for k in own)
    shown = list(own)
    if len(own) == sum(1 for k in keys if not rank(k)):
        for key in (k for k in keys if rank(k)):
            if widths[key] <= room:
                shown.append(key)
                room -= widths[key]
    return shown


def _fitting(keys: list[FooterKey], widths: dict[FooterKey, int], room: int) -> list[FooterKey]:
    """The first keys, in order, that fit in ``room`` cells (none after the first that does not)."""
    shown: list[FooterKey] = []
    for key in keys:
        if widths[key] > room:
            break
        shown.append(key)
        room -= widths[key]
    return shown
