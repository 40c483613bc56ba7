"""The guided first game's table (issue 19): the normal table with the lesson's prompt above it.

The lesson itself — the prepared deal, the milestones, whether a move is the one asked for and
why not — is ``chemcards.lessons`` (pure, tested without a screen). This screen only shows the
prompt and asks the :class:`~chemcards.lessons.Guide` before it hands the learner's move to the
match driver: a move that is not what the lesson asks for is refused with its explanation and
changes nothing. The prompts speak the players' words; F1 opens the rules at the rule the prompt is
about (the milestone's rule ID), as F1 after any refusal does. A lesson is not autosaved: it never
replaces the game a person may resume.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.widgets import Static

from chemcards.core.driver import Change
from chemcards.core.i18n import tr
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.i18n import ui
from chemcards.lessons import DOMAIN, Guide, Lesson, Milestone, learner_name, load_lesson

from .board_base import GameBoard
from .settle import event_time
from .shell import Shell
from .table import TableScreen
from .text import with_rule_hint
from .wrap import Wrapped

LEARNER = 0


class GuidedTable(TableScreen):
    #: once the lesson is done, its line offers a real game against the easy computer (issue 19:
    #: the path from the lesson to a first game of one's own); from then on in the footer and on
    #: the ``?`` page too, which did not list it (play-through 11 en #9)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+n", "offered_game", "Game of my own", id="lesson_own_game"),
        Binding("ctrl+n", "offered_game_later", show=False),
        # the clock waits while the learner reads the line (``lessons.Milestone.hold``): ⏎ lets it
        # run; a priority key, so that it never reaches the board (a card under the cursor)
        Binding("enter", "read_on", "Start the clock", id="lesson_read_on", key_display="⏎",
                priority=True),
    ]

    DEFAULT_CSS = """
    GuidedTable #lesson {
        dock: top;
        height: auto;
        max-height: 4;
        padding: 0 1;
        background: $accent 30%;
        color: $text;
    }
    """

    def __init__(self, match: Match, lesson: Lesson, **kwargs: Any) -> None:
        super().__init__(match, **kwargs)
        self.lesson = lesson
        self.guide = Guide(lesson)
        self._keys_state: tuple[frozenset[str], bool, frozenset[str]] = (frozenset(), False, frozenset())
        #: the milestone the clock waits for while the learner reads the line (``hold``): the
        #: match driver stays paused until ⏎ or the learner's move (play-through 13, en 2)
        self.holding: Milestone | None = None

    def abandon_question(self) -> str:
        """A lesson is not saved (module docstring): the question must not promise "Resume"
        (play-through 11, zh 3: it said the game was saved, and nothing could resume it)."""
        return tr(DOMAIN, "lesson_abandon_question", self.lang)

    def quit_question(self) -> str:
        return tr(DOMAIN, "lesson_quit_question", self.lang)

    #: not saved, and the learner's seat is not given to a computer (play-through 12, en#9)
    PALETTE: ClassVar[frozenset[str]] = frozenset({"new_game", "speed"})

    def quit_help(self) -> str:
        """The palette's "Quit" line says what the quit question says: nothing is kept (en#9)."""
        return tr(DOMAIN, "lesson_quit_help", self.lang)

    def compose(self) -> ComposeResult:
        yield LessonLine(id="lesson")
        yield from super().compose()

    def _legal_texts(self) -> list[str]:
        if LEARNER not in self.match.to_act():
            return []
        return [str(a) for a in self.match.legal(LEARNER)]

    def _facts(self) -> list[str]:
        """What the game tells the guide of the learner's hand (``lesson_facts``), for the steps
        it names as coming next (play-through 12 zh 13)."""
        facts = getattr(self.game, "lesson_facts", None)
        return list(facts(self.match.view(LEARNER))) if callable(facts) else []

    def _move_facts(self, action: Any) -> list[str]:
        """What the game tells the guide of one of the learner's moves (``lesson_move_facts``):
        a step may refuse the wrong way of doing it (play-through 19 en 1: KOH into one's own
        zone as CHEMIS's first play)."""
        facts = getattr(self.game, "lesson_move_facts", None)
        return list(facts(self.match.view(LEARNER), action)) if callable(facts) else []

    @property
    def prompt(self) -> str:
        """The lesson's line as the learner reads it now."""
        return self.guide.prompt(self._legal_texts(), self.lang, self._facts())

    @property
    def lesson_rule(self) -> str | None:
        """The rule the lesson's line is about now: F1 opens the rules there."""
        return self.guide.rule(self._legal_texts())

    def action_rules(self) -> None:
        """F1: the rules, at the rule of the last refusal, else at the rule the prompt is about."""
        from .help import open_rules

        open_rules(self.app, self.game, self.lang, self.refused_rule or self.lesson_rule)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys as the table has them, less the board's keys whose every move the lesson
        refuses now (play-through 11 zh #9: "e 结束回合" in the footer, refused when pressed with
        "now score this area"). Such a key still explains itself when pressed."""
        bindings = super().active_bindings
        hidden = self._refused_keys(bindings)
        shown = {key: b for key, b in bindings.items() if key not in hidden}
        # a key the line asks for that the board keeps out of its footer (the Chemie-Kartenspiel's
        # ↓ to the combinations, CHEMIS's zone keys 1–6): shown while the line names it (play-through
        # 13, de 12), with its word where the lesson's catalogue has one, "<prefix>_footer_<key>"
        # (play-through 15 zh 7: a bare "↓" meant nothing in the footer), else as the bare key
        for key in self.footer_wanted:
            active = shown.get(key)
            if active is not None and not active.binding.show:
                display = self.lesson.shown_keys.get(key, active.binding.key_display or key)
                display = display.replace("{seats}", str(len(self.match.seats)))
                word_key = f"{self.lesson.prefix}_footer_{key}"
                word = tr(DOMAIN, word_key, self.lang)
                shown[key] = active._replace(binding=replace(
                    active.binding, show=True, description="" if word == word_key else word,
                    key_display=display))
        return shown

    @property
    def footer_wanted(self) -> frozenset[str]:
        """The keys the lesson's line names now ("Strg+N", "F1", "l", "⏎"): the footer keeps them
        (``widgets._plan``; play-through 13, de 12: the German Color Clash footer at 80×24 left
        out Strg+N while the line asked for it)."""
        if self.match.outcome() is not None:  # the line is gone
            return frozenset()
        held = (f"{self.lesson.prefix}_{self.holding.key}_hold",) if self.holding is not None else ()
        return self.guide.keys(*held)

    def _refused_keys(self, bindings: dict[str, ActiveBinding]) -> frozenset[str]:
        legal = self._legal_texts()
        boards = self.query(GameBoard)
        if not legal or not boards:
            return frozenset()
        board = boards.first()
        hidden = set()
        for key, active in bindings.items():
            moves = board.key_moves(active.binding.action) if active.node is board else None
            if moves and all(self.guide.refuses(legal, str(m)) for m in moves):
                hidden.add(key)
        return frozenset(hidden)

    def render_table(self) -> None:
        # the board's own lines offer no move the lesson refuses either (play-through 12, zh 2
        # and 13: "⏎ place gold at 50/18" and "r turn top card" on the Metallurgie line, refused)
        for board in self.query(GameBoard):
            board.lesson_refuses = self.guide.refuses
        super().render_table()
        # at the game's end the lesson's line goes: "Well done … Finish this game, or press Ctrl+N"
        # stood above "Game over" (play-through 11, en 11); the result offers the next game
        lesson = self.query_one("#lesson", LessonLine)
        lesson.display = self.match.outcome() is None
        if self.match.outcome() is None:
            done, ask = self.guide.prompt_parts(self._legal_texts(), self.lang, self._facts())
            if self.holding is not None:  # what the clock waits for, and the key that starts it
                gap = "" if self.lang == "zh" else " "
                done, ask = "", ask + gap + self.guide.hold_text(self.holding, self.lang)
            # what was just done in italics, the request plain after it; Text: "[OH]" is not
            # markup; wrapped by our helper (no "，" starting a line, wrap.py)
            line = Text.assemble((done, "italic"), ask)
            self.query_one("#lesson", LessonLine).show(Wrapped(line, self._names()))
        # the footer follows the lesson's step: the keys it refuses, its end (Ctrl+N), and the
        # keys the line just drawn names (play-through 13, de 12)
        keys = (self._refused_keys(super().active_bindings), self.guide.finished, self.footer_wanted)
        if keys != self._keys_state:
            self._keys_state = keys
            self.refresh_bindings()

    def _on_change(self, change: Change) -> None:
        """An undo or a redo rewrote the match's history: the guide's progress follows it before
        the table renders (the prompt asks again for a step that was undone)."""
        if change.kind in ("undo", "redo"):
            self.guide.follow(self.match.steps, LEARNER)
        super()._on_change(change)

    def advance(self) -> None:
        super().advance()
        self._hold_for_reading()

    def _hold_for_reading(self) -> None:
        """The first time a milestone with ``hold`` comes up (a computer's "Last card!" window the
        learner may catch in, CC-10, CC-11), the clock waits: the driver is paused before it starts
        the window's seconds or a computer's reaction (a watcher runs before the driver plans),
        as it is behind a dialog, and the line explains the situation with the key that lets the
        clock run (play-through 13, en 2: the first window was over before the newcomer had read
        anything about catching). The learner's move in the window ends the wait as well."""
        legal = self._legal_texts()
        if self.holding is not None:
            if self.guide.active(legal) is not self.holding:  # the learner moved: the window closed
                self.holding = None
                self.render_table()
                self.refresh_bindings()
                self.call_later(self._go_on)  # after the driver's change (an undo's too) is through
            return
        if self.curtain_up or self._telling or self.match.outcome() is not None:
            return
        milestone = self.guide.to_hold(legal)
        if milestone is None:
            return
        self.guide.mark_held(milestone)
        self.holding = milestone
        self.driver.pause()
        # an Enter typed out of habit as the window opened does not start the clock unread
        self.guard_move_keys()
        self.render_table()
        self.refresh_bindings()

    def action_read_on(self) -> None:
        """⏎ while the clock waits: it runs (a window's 3 seconds start now, in full)."""
        if self.holding is None or event_time() < self.keys_ready_at:
            return
        self.holding = None
        self.render_table()
        self.refresh_bindings()
        self._go_on()

    def _go_on(self) -> None:
        if self.holding is None:  # nothing goes on while the learner reads (``_hold_for_reading``)
            super()._go_on()

    def apply(self, seat: int, action: Any, *, at: float | None = None) -> bool:
        """The lesson looks first: a move that is not the one asked for is explained, not played."""
        if seat != LEARNER:
            return super().apply(seat, action, at=at)
        legal = self._legal_texts()
        verdict = self.guide.check(legal, str(action), self.lang, self._move_facts(action))
        if verdict is not None:
            self.refused_rule = verdict.milestone.rule
            self.refuse(with_rule_hint(verdict.text, self.lang))  # as after any refusal
            return False
        # The guide learns of the move before the driver does: the driver's change renders the
        # table (and a board may send its next queued step from there, as the Chemie-Kartenspiel's
        # does with the steps of one compound), so the guide must already know. A refused move
        # is forgotten again. No extra render here: one with the legal moves of before a queued
        # step went through made the board drop the rest of its steps (the lay after the adds).
        before = self.guide.state()
        self.guide.played(legal, str(action), at=len(self.match.steps))
        if not super().apply(seat, action, at=at):
            self.guide.restore(before)
            return False
        self._go_on()  # a move made while the clock waited ended the wait: the game goes on
        return True

    def hint_moves(self, seat: int, legal: Sequence[Any]) -> list[Any]:
        """The hint names a move the lesson's step takes: the Metallurgie hint said "place gold"
        while the step asked for iron, and the gold was refused (play-through 12, zh 2)."""
        if seat != LEARNER:
            return list(legal)
        texts = [str(a) for a in legal]
        return [a for a, text in zip(legal, texts, strict=True)
                if not self.guide.refuses(texts, text, self._move_facts(a))]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+N is listed once the lesson's end offers the game; before, it says it comes then."""
        if action in ("offered_game", "offered_game_later"):
            return self.guide.finished == (action == "offered_game")
        if action == "read_on":
            return self.holding is not None
        return super().check_action(action, parameters)

    def action_offered_game_later(self) -> None:
        self.action_offered_game()

    def action_offered_game(self) -> None:
        """Ctrl+N: the game the lesson's end offers; before that, one line says it comes then."""
        if not self.guide.finished:
            self.refuse(tr(DOMAIN, "lesson_offer_later", self.lang))
            return
        start_offered_game(self.chemapp, self)


class LessonLine(Static):
    """The lesson's prompt, wrapped by our helper at whatever width the line has (``wrap.py``: no
    "，" starting a line, no name split); ``render()`` is the wrapped prompt itself, so its plain
    text can be read (``.plain``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.prompt = Wrapped("")

    def show(self, prompt: Wrapped) -> None:
        self.prompt = prompt
        self.refresh(layout=True)

    def render(self) -> Wrapped:  # type: ignore[override]
        return self.prompt


def start_offered_game(app: Shell, table: GuidedTable) -> None:
    """A real game after the lesson: the learner (same name) against the lesson's easy computers,
    the game's usual options and a fresh shuffle — started as the launcher starts one (autosaved,
    an unfinished game in the autosave kept under another name first, counted in the
    statistics). The lesson's own game is left: it was never saved."""
    from chemcards.core.match import Match

    from .saves import claim_autosave, kept_message
    from .text import safe_text

    lang = app.settings.lang
    game = table.game
    try:
        match = Match(game, table.lesson.seats(table.match.seats[LEARNER].name), {})
        path, kept = claim_autosave(app.save_path, game.id)  # never another window's game
        match.autosave = path
        match.save(path)
    except (ValueError, OSError) as exc:
        table.refuse(f"{ui('cannot_start', lang)}: {exc}")
        return
    if kept is not None:  # nothing is thrown away silently (issue 13, point 2)
        table.notify(safe_text(kept_message(kept, lang)), timeout=12)
    app.settings.game = game.id
    app._remember()
    # the launcher after this game is the person's own set-up, not the lesson's seats (play-
    # through 13, en 10: Ctrl+P → New game showed "Curie, Computer" for the hot-seat "Ben, Person")
    own = app.last_setup
    app.start_match(match)
    if own is not None:
        app.last_setup = own


def lesson_title(game_id: str, lang: str) -> str:
    return tr(DOMAIN, "lesson_title", lang, game=get_game(game_id).title(lang))


def start_lesson(app: Shell, game_id: str, name: str | None = None) -> GuidedTable:
    """A new guided game of ``game_id`` for the person in the settings' language (``DataError``
    when the game has no lesson). ``name``: the launcher's first person; a default seat label is
    no name, and the learner is then "Spieler 1" / "Player 1" / "玩家1" (``lessons.learner_name``)."""
    lesson = load_lesson(game_id)
    game = app.games().get(game_id) or get_game(game_id)
    return GuidedTable(lesson.new_match(learner_name(name, app.settings.lang), game), lesson)
