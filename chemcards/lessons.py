"""Guided first games (issue 19): a prepared deal and short prompts that teach a game by doing it.

A lesson (``rulesets/lessons/<game>.toml``) is a fixed seed or a prepared deal, a table (the
learner at seat 0, easy computers) and a list of *milestones*: the core rules of the game, each
one a thing to do. A milestone is **active** when the learner may do it now (one of their legal
moves matches its ``when`` pattern); then the prompt asks for it, and a move that does not match
its ``expect`` pattern is refused with an explanation in terms of the rule — before anything is applied, so a
wrong move changes nothing. The texts speak the players' words; the rule's ID is the milestone's
``rule``, which the screen uses to open the rules doc (``docs/rules/<game>.<lang>.md``) at that
rule on F1, as it does after any refusal. After a milestone is done, the prompt first confirms what
the learner just did (``<prefix>_<key>_done``) until the next one comes up. While no milestone is
active the learner plays on freely and the prompt says what comes next (while the computer plays,
that it does). The lesson is over when every milestone was done; the game then goes on as a normal
game, and the line offers a game of the learner's own (``tui/lesson.py``). A *note* is a milestone
that is not a step — a situation that may come (paying for an artificial card): explained while it
holds, never waited for.

The guide's progress follows the match: an undo takes a step the learner did back, a redo brings
it again (:meth:`Guide.follow`, fed ``Match.steps`` after either).

A prepared deal (``pile``: the first cards off the pile, top first, turned into chance draws by the
game's ``deal`` function) and a prepared ``opening`` (moves played before the learner takes over,
as if the game were some turns old) make a position certain where a seed only makes it likely: the
Metallurgie chain (MT-12) needs a field several turns deep (docs/practice.md).

Pure: no Textual. The table screen for lessons (``tui/lesson.py``) asks a :class:`Guide` before it
hands a move to the match driver. Texts live in ``rulesets/lessons/i18n.toml``: per milestone
``<prefix>_<key>`` (the prompt), ``<prefix>_<key>_wrong`` (why a move is not it),
``<prefix>_<key>_done`` (what the learner just did), ``<prefix>_<key>_topic`` (its name while it
is still to come), for a milestone the clock waits for (``hold``), ``<prefix>_<key>_hold``, and for
one that a move starts and later moves complete (``until``), ``<prefix>_<key>_going``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias, TypeVar

from chemcards.core.data import DataError, load_toml
from chemcards.core.i18n import catalogue, seat_fallback, tr
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

T = TypeVar("T")

DOMAIN = "lessons"
#: before the confirmation of what the learner just did: set apart from the request after it
#: (a newcomer read the two run together as one muddled hint)
DONE_MARK = "✓ "
#: the computers' names at a lesson's table (names of chemists, as elsewhere in the app)
COMPUTERS = ("Curie", "Bohr", "Meitner", "Dalton", "Mendeleev")


@dataclass(frozen=True, slots=True)
class Milestone:
    key: str
    rule: str
    when: re.Pattern[str]
    expect: re.Pattern[str]
    #: active only when *every* legal move matches ``when`` (e.g. nothing fits, so draw)
    only: bool = False
    #: active only right after a move of the learner's that matches this (a Metallurgie chain is
    #: an area ready to score right after the learner removed cards, MT-12)
    after: re.Pattern[str] | None = None
    #: asked for whenever it can be done, before the others (a CHEMIS judgement round is open only
    #: for a moment), but named as what comes next only when nothing else is left
    anytime: bool = False
    #: not a step but a situation that may or may not come (paying for an artificial card,
    #: CK-20): while it holds, the line explains it and a move that does not fit it is explained;
    #: it is never done, never named as next, and the lesson does not wait for it
    note: bool = False
    #: named as what comes next only while the learner can do it now: a CHEMIS condition needs a
    #: Heat, Ignite or Electrify card in the hand (CH-33); "Next comes: a condition card" to a
    #: learner holding none was a step they could not take (play-through 12, en#10)
    now_only: bool = False
    #: the step can come up now: one of the learner's legal moves or one of the facts the game
    #: tells about the learner's hand (``lesson_facts``: "hold Protomaterie") matches this. While it
    #: cannot, it is not named as what comes next (play-through 12 zh 13: "Next comes: a shield
    #: (once you hold ✱ …)" stood there turn after turn without a ✱); None: it always can
    possible: re.Pattern[str] | None = None
    #: the first time it is active, the clock waits while the learner reads the line (the table
    #: pauses the match driver, as a dialog over it does, until a key): a Color Clash "Last card!"
    #: window lasts 3 seconds (CC-10, CC-11), and the first one was over before a newcomer had read
    #: what catching is (play-through 13, en 2). The line then adds ``<prefix>_<key>_hold``.
    hold: bool = False
    #: the move that does it only starts it: the step is complete once none of the learner's legal
    #: moves matches this any more (a Metallurgie chain is scored with `s`, then its cards are
    #: removed, and only after the last one is the point kept, MT-9, MT-11). Until then the line
    #: says ``<prefix>_<key>_going``; the confirmation (and the lesson's end) comes after
    #: (play-through 13, zh 9: "连锁计分成功 … 完成了" with three removals still to make)
    until: re.Pattern[str] | None = None
    #: a way of doing the step that teaches the wrong thing: a move it matches that one of the
    #: game's facts about the move (``lesson_move_facts``: "harm own") matches too is refused with
    #: ``<prefix>_<key>_avoid``, which says how to do it instead (play-through 19 en 1: CHEMIS's
    #: first step took KOH into the learner's own zone, ticked it as right, and it cost them 2 HP)
    avoid: re.Pattern[str] | None = None

    def avoided(self, facts: Sequence[str]) -> bool:
        """Whether the game's ``facts`` about a move make it the way this step must not be done."""
        return self.avoid is not None and any(self.avoid.search(fact) for fact in facts)

    def possible_now(self, legal: Sequence[str], facts: Sequence[str] = ()) -> bool:
        return self.possible is None or any(self.possible.search(text) for text in (*legal, *facts))

    def active(self, legal: Sequence[str], last: str | None = None) -> bool:
        if self.after is not None and (last is None or self.after.search(last) is None):
            return False
        hits = [self.when.search(text) is not None for text in legal]
        return bool(hits) and (all(hits) if self.only else any(hits))

    def matches(self, action: str) -> bool:
        return self.expect.search(action) is not None


@dataclass(frozen=True, slots=True)
class Lesson:
    game: str
    prefix: str
    seed: int
    computers: int
    options: dict[str, Any] = field(default_factory=dict)
    milestones: tuple[Milestone, ...] = ()
    #: ``module:function`` turning ``pile`` into chance draws, ``(pile, players) -> draws``
    deal: str | None = None
    #: the first cards off the prepared pile, top first (the hands as dealt, then the draws)
    pile: tuple[str, ...] = ()
    #: moves played before the learner takes over: (seat, move notation)
    opening: tuple[tuple[int, str], ...] = ()
    #: keys the board keeps out of its footer that the lesson's texts name, with the footer's
    #: display for them while a text names them ("down" = "↓", "1" = "1–{seats}" with the number
    #: of seats filled in; play-through 13, de 12)
    shown_keys: dict[str, str] = field(default_factory=dict)

    def seats(self, name: str) -> list[Seat]:
        """The learner at seat 0, easy computers after (the lesson's deal was chosen for them)."""
        return [Seat(name)] + [Seat(n, "computer", "easy") for n in COMPUTERS[:self.computers]]

    def rng(self) -> Rng:
        """The lesson's chance: its prepared deal replayed (the record keeps the draws, so it
        replays like any secure game), else its seed."""
        if self.deal is None:
            return Rng(self.seed)
        module, _, name = self.deal.partition(":")
        make = getattr(importlib.import_module(module), name)
        return Rng(replay=make(self.pile, 1 + self.computers))

    def new_match(self, name: str, game: Any = None) -> Match:
        """The lesson's game (``game``: the app's instance of it, else the registry's), its opening
        already played: where the learner takes over. ``DataError`` when the deal or the opening
        cannot be played (a damaged lesson file)."""
        from chemcards.core.protocol import IllegalAction
        from chemcards.core.rng import ReplayExhausted

        where = f"rulesets/{DOMAIN}/{self.game}.toml"
        try:
            match = Match(game or get_game(self.game), self.seats(name), self.options, rng=self.rng())
        except (ImportError, AttributeError, ValueError, ReplayExhausted) as exc:
            raise DataError(f"ruleset file {where} has a prepared deal that cannot be dealt: {exc}") from None
        for seat, text in self.opening:
            try:
                match.act_text(seat, text)
            except IllegalAction as exc:
                raise DataError(f"ruleset file {where} has an opening move that is not legal: "
                                f"{seat} {text}: {exc}") from None
        return match


def fisher_yates_draws(start: Sequence[T], want: Sequence[T]) -> list[int]:
    """The draws that make :meth:`Rng.shuffle` (Fisher–Yates from the end) turn ``start`` into
    ``want`` (the same cards in another order): at each place from the end, where in the unshuffled
    part the wanted card lies."""
    items = list(start)
    if sorted(map(repr, items)) != sorted(map(repr, want)):
        raise ValueError("a prepared order must hold exactly the cards it is made from")
    draws = []
    for i in range(len(items) - 1, 0, -1):
        j = max(k for k in range(i + 1) if items[k] == want[i])
        items[i], items[j] = items[j], items[i]
        draws.append(j)
    return draws


def load_lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id``; ``DataError`` (one sentence) when it has none or it is damaged."""
    data = load_toml(DOMAIN, f"{game_id}.toml")
    try:
        milestones = tuple(
            Milestone(str(m["key"]), str(m["rule"]), re.compile(str(m.get("when", m["expect"]))),
                      re.compile(str(m["expect"])), bool(m.get("only", False)),
                      re.compile(str(m["after"])) if "after" in m else None,
                      bool(m.get("anytime", False)), bool(m.get("note", False)),
                      bool(m.get("now_only", False)),
                      re.compile(str(m["possible"])) if "possible" in m else None,
                      bool(m.get("hold", False)),
                      re.compile(str(m["until"])) if "until" in m else None,
                      re.compile(str(m["avoid"])) if "avoid" in m else None)
            for m in data["milestone"])
        opening = tuple((int(seat), str(text)) for seat, text in data.get("opening", []))
        return Lesson(game_id, str(data["prefix"]), int(data.get("seed", 0)), int(data["computers"]),
                      dict(data.get("options", {})), milestones,
                      str(data["deal"]) if "deal" in data else None,
                      tuple(str(c) for c in data.get("pile", [])), opening,
                      {str(k): str(v) for k, v in dict(data.get("shown_keys", {})).items()})
    except (KeyError, TypeError, ValueError, re.error) as exc:
        raise DataError(f"ruleset file rulesets/{DOMAIN}/{game_id}.toml is damaged: {exc}") from None


#: the launcher's default seat labels ("Spieler 1", "Player 2", "玩家1"): no person's name
_DEFAULT_LABEL = re.compile(r"(?:Spieler|Player) ?\d+|玩家 ?\d+")


def learner_name(name: str | None, lang: str) -> str:
    """The learner's name at a lesson's table: the launcher's first person, by the name typed
    there; without one (or with another row's default label, "Spieler 3"), the first row's default
    name, "Spieler 1" / "Player 1" / "玩家1". Never "Du" / "You" / "你": the name stands where
    others' names stand, in the third person ("Your hand, You (7)", "▶You 0  Curie 0", "points: You
    2 · Curie 3"; play-through 11 en #2), and the texts for the person at the screen say "you"
    of their own accord."""
    name = (name or "").strip()
    if not name or _DEFAULT_LABEL.fullmatch(name):
        return seat_fallback(0, lang)
    return name


def entry_keys(key: str) -> tuple[str, ...]:
    """The keys a text of the lessons' catalogue asks for (its ``keys``, beside the languages:
    the footer's names, "enter" for "⏎", "ctrl+n" for "Strg+N"), so that the footer keeps them
    while the text is on screen (play-through 13, de 12)."""
    entry = catalogue(DOMAIN).get(key)
    keys = entry.get("keys", ()) if isinstance(entry, dict) else ()
    return tuple(str(k) for k in keys) if isinstance(keys, list | tuple) else ()


def has_lesson(game_id: str) -> bool:
    try:
        load_lesson(game_id)
    except DataError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Verdict:
    """A move that is not what the active milestone asks for: the explanation and its rule."""

    milestone: Milestone
    text: str


#: the guide's progress: the milestones done, the learner's last move, the milestone it did, the
#: milestone it started that later moves complete (``Milestone.until``) with the legal moves then
GuideState: TypeAlias = tuple[list[bool], str | None, Milestone | None,
                              tuple[Milestone, tuple[str, ...]] | None]


class Guide:
    """Follows one learner through a lesson: which milestone is active, whether a move does it."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.done: list[bool] = [False] * len(lesson.milestones)
        #: wrong moves explained so far (tests and the end of the lesson read it)
        self.mistakes = 0
        #: the learner's last accepted move (for milestones that come ``after`` one)
        self.last: str | None = None
        #: the milestone the learner's last move did: the prompt confirms it until their next move
        self.just_done: Milestone | None = None
        #: a milestone a move started that is complete only when no legal move matches its
        #: ``until`` (the chain's removals), with the legal moves when it was started (:meth:`settle`)
        self.underway: tuple[Milestone, tuple[str, ...]] | None = None
        #: the learner's legal moves and hand facts when the line was last drawn on their turn:
        #: what comes next while the computers play is judged by them (the computers' turns tell
        #: nothing about what the learner can do)
        self._seen: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        #: the catalogue entries the line last drawn was made of (:meth:`keys`)
        self.line: list[str] = []
        #: the keys of the milestones the clock has waited for once (``hold``)
        self.held: set[str] = set()
        #: the learner's moves the table told of, each with where it stands in the match's
        #: effective history and what the guide knew after it: :meth:`follow` reads the progress
        #: back from the match after an undo or a redo (kept beyond an undo, for the redo)
        self._trail: list[tuple[int, str, GuideState]] = []

    @property
    def finished(self) -> bool:
        """Every step done (notes are not steps)."""
        return all(d or m.note for m, d in zip(self.lesson.milestones, self.done, strict=True))

    def active(self, legal: Sequence[str]) -> Milestone | None:
        """A note whose situation holds, else the first milestone not yet done that the learner
        can do now (``anytime`` ones first)."""
        order = sorted(range(len(self.done)), key=lambda i: (not self.lesson.milestones[i].note,
                                                             not self.lesson.milestones[i].anytime))
        for index in order:
            milestone = self.lesson.milestones[index]
            if not self.done[index] and milestone.active(legal, self.last):
                return milestone
        return None

    def to_hold(self, legal: Sequence[str]) -> Milestone | None:
        """The active milestone the clock should wait for now: one with ``hold`` that has not been
        waited for yet (the first Color Clash window a learner may catch in, CC-11). The table
        calls :meth:`mark_held` when it holds the clock for it."""
        milestone = self.active(legal)
        if milestone is None or not milestone.hold or milestone.key in self.held:
            return None
        return milestone

    def mark_held(self, milestone: Milestone) -> None:
        self.held.add(milestone.key)

    def hold_text(self, milestone: Milestone, lang: str) -> str:
        """What the line adds while the clock waits: which key lets it run."""
        return tr(DOMAIN, f"{self.lesson.prefix}_{milestone.key}_hold", lang)

    def pending(self, legal: Sequence[str] | None = None, facts: Sequence[str] = ()) -> Milestone | None:
        """What comes next: the first milestone not yet done, an ``anytime`` one only when it is
        the last left; never a note. With the learner's ``legal`` moves (none while a computer
        plays), a ``now_only`` step is skipped unless it can be done now, and ``None`` when every
        step left is such a one: no step is announced that the cards may never allow. On the
        learner's turn, with the game's ``facts`` about their hand, only a step that can come up
        now (``possible``) is named (play-through 12, zh 13). A step for a situation in which every
        move is it (``only``: nothing fits, so draw) is not named while the learner has another
        move, unless nothing else is left (play-through 12, en 10: "Next comes: drawing when
        nothing fits" for four turns while a card fitted)."""
        left = [m for m, d in zip(self.lesson.milestones, self.done, strict=True) if not d and not m.note]
        if legal:
            fitting = [m for m in left if not m.only or m.active(legal, self.last)]
            left = [m for m in (fitting or left) if m.possible_now(legal, facts)]
        steps = [m for m in left if not m.anytime]
        if legal is not None and steps:
            steps = [m for m in steps if not m.now_only or m.active(legal, self.last)]
            if not steps:
                return None
        return steps[0] if steps else (left[0] if left else None)

    def refuses(self, legal: Sequence[str], action: str, facts: Sequence[str] = ()) -> bool:
        """Whether :meth:`check` would refuse ``action`` now (nothing counted): a key that only
        sends refused moves stays out of the footer (play-through 11 zh #9)."""
        milestone = self.active(legal)
        return milestone is not None and (not milestone.matches(action) or milestone.avoided(facts))

    def check(self, legal: Sequence[str], action: str, lang: str,
              facts: Sequence[str] = ()) -> Verdict | None:
        """``None`` when the move may go to the game; else why it is not what the lesson asks.
        ``facts``: what the game tells of the move (``lesson_move_facts``); a move the step asks
        for, done the way it must not be (``Milestone.avoid``), is refused with how to do it."""
        milestone = self.active(legal)
        if milestone is None or (milestone.matches(action) and not milestone.avoided(facts)):
            return None
        self.mistakes += 1
        if milestone.matches(action):
            return Verdict(milestone, tr(DOMAIN, f"{self.lesson.prefix}_{milestone.key}_avoid", lang))
        return Verdict(milestone, self.text(milestone, lang, wrong=True))

    def settle(self, legal: Sequence[str]) -> Milestone | None:
        """The learner's legal moves now (``legal``, on their turn): a milestone under way
        (``until``) is complete when none of them continues it — then it counts as done and is
        confirmed until the learner's next move. The legal moves of the moment it was started do
        not complete it (the line may be drawn before the match has taken the move). Returns the
        milestone completed now, if one was."""
        if self.underway is None or not legal:
            return None
        milestone, then = self.underway
        if tuple(legal) == then or any(milestone.until.search(text) for text in legal):  # type: ignore[union-attr]
            return None
        self.underway = None
        self.done[self.lesson.milestones.index(milestone)] = True
        self.just_done = milestone
        return milestone

    def played(self, legal: Sequence[str], action: str, at: int | None = None) -> Milestone | None:
        """The learner made ``action`` (chosen among ``legal``): the active milestone it did, if
        it did; any later milestone the same move does counts too (the prompt confirms the last).
        ``at``: where the move stands in the match's effective history (``Match.steps``), so that
        :meth:`follow` can take the progress back with an undo; a move there replaces whatever
        an undo left behind from that point on (nothing of it can be redone any more). A milestone
        with ``until`` is only started by the move (:meth:`settle` completes it)."""
        self.settle(legal)
        first = self.active(legal)
        if first is None or first.note or not first.matches(action):
            self.last, self.just_done = action, None
            first = None
        else:
            for index, milestone in enumerate(self.lesson.milestones):
                # every milestone the move does counts: "[H2O]" as a compound's first unit is a
                # card added and a combination at once
                if milestone.note:
                    continue
                if not self.done[index] and milestone.active(legal, self.last) and milestone.matches(action):
                    if milestone.until is not None:  # started, not done: the line says what is left
                        self.underway = (milestone, tuple(legal))
                        self.just_done = None
                        continue
                    self.done[index] = True
                    self.just_done = milestone
            self.last = action
        if at is not None:
            self._trail = [entry for entry in self._trail if entry[0] < at]
            self._trail.append((at, action, self._progress()))
        return first

    def follow(self, steps: Sequence[tuple[int, str]], seat: int = 0) -> None:
        """Take the progress from the match's effective history ``steps`` (``Match.steps``: seat,
        move) after an undo or a redo: the guide stands where it stood after the learner's last
        move that is still there, every step done after it counts as not done again, and a redo
        brings back what the guide knew after the redone moves. The count of refused moves stays
        (they were made). Moves told without ``at`` are not followed."""
        progress: GuideState = ([False] * len(self.done), None, None, None)
        for at, action, after in self._trail:
            if at >= len(steps) or tuple(steps[at][:2]) != (seat, action):
                break
            progress = after
        done, self.last, self.just_done, self.underway = progress
        self.done = list(done)

    def _progress(self) -> GuideState:
        return list(self.done), self.last, self.just_done, self.underway

    def state(self) -> tuple[GuideState, list[tuple[int, str, GuideState]]]:
        """What :meth:`played` changes, to :meth:`restore` when the game refuses the move after all."""
        return self._progress(), list(self._trail)

    def restore(self, state: tuple[GuideState, list[tuple[int, str, GuideState]]]) -> None:
        (done, self.last, self.just_done, self.underway), trail = state
        self.done = list(done)
        self._trail = list(trail)

    def rule(self, legal: Sequence[str]) -> str | None:
        """The rule the prompt is about now (F1 opens the rules doc there): the active milestone's,
        else the one just done."""
        milestone = self.active(legal) or (self.underway[0] if self.underway else None) or self.just_done
        return milestone.rule if milestone is not None else None

    def text(self, milestone: Milestone, lang: str, wrong: bool = False) -> str:
        key = f"{self.lesson.prefix}_{milestone.key}" + ("_wrong" if wrong else "")
        return tr(DOMAIN, key, lang)

    def prompt(self, legal: Sequence[str], lang: str, facts: Sequence[str] = ()) -> str:
        """The line above the table: the active milestone's request, else what comes next."""
        return "".join(self.prompt_parts(legal, lang, facts))

    def prompt_parts(self, legal: Sequence[str], lang: str, facts: Sequence[str] = ()) -> tuple[str, str]:
        """The line in its two parts: what was just done ("✓ …", or that the opening was played
        for the learner; empty else) and the request (the screen sets the first apart). The
        catalogue entries it is made of are kept (``line``), for the keys it names (:meth:`keys`)."""
        self.settle(legal)  # a step under way that is complete now is confirmed now
        done, self.line = "", []
        gap = "" if lang == "zh" else " "  # Chinese sentences follow each other without a space
        if self.just_done is not None:  # confirmed until the learner's next move
            done = DONE_MARK + self._say(f"{self.lesson.prefix}_{self.just_done.key}_done", lang) + gap
        elif self.last is None and self.lesson.opening:  # the moves in the log were not theirs
            done = self._say(f"{self.lesson.prefix}_opening", lang) + gap
        if legal:  # the learner's turn: what they can do now
            self._seen = (tuple(legal), tuple(facts))
        if self.underway is not None:  # what is left of the step under way (the chain's removals)
            return done, self._say(f"{self.lesson.prefix}_{self.underway[0].key}_going", lang)
        milestone = self.active(legal)
        if milestone is not None:
            return done, self._say(f"{self.lesson.prefix}_{milestone.key}", lang)
        if self.finished:
            return done, self._say("lesson_done", lang)
        # a step that can come up (on the computers' turn: as of the learner's last), or none
        nxt = self.pending(*self._seen) if self._seen is not None else self.pending(legal)
        if nxt is None:  # the steps left wait for cards the learner does not hold (en 10, zh 13)
            free = "play_on_free" if legal else "wait_free"
            # a lesson may say why in its game's terms (Metallurgie: one metal per turn, MT-5, so
            # the next step waits for a later turn; play-through 17, zh 13)
            own = f"{self.lesson.prefix}_{free}"
            return done, self._say(own if own in catalogue(DOMAIN) else f"lesson_{free}", lang)
        topic = self._say(f"{self.lesson.prefix}_{nxt.key}_topic", lang)
        # no move of the learner's (``legal`` empty): not "play on" — a newcomer looked for
        # something to play while the computer was still at it
        return done, self._say("lesson_play_on" if legal else "lesson_wait", lang, next=topic)

    def _say(self, key: str, lang: str, **params: str) -> str:
        """A catalogue entry of the line, noted in ``line``."""
        self.line.append(key)
        return tr(DOMAIN, key, lang, **params)

    def keys(self, *more: str) -> frozenset[str]:
        """The keys the line last drawn names (the footer keeps them, play-through 13 de 12), with
        those of the catalogue entries ``more`` (what the screen adds to the line): each entry's
        ``keys``, the footer's names of the keys its words ask for ("ctrl+n" for "Strg+N")."""
        return frozenset(key for entry in (*self.line, *more) for key in entry_keys(entry))
