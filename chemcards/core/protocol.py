"""The game protocol: the contract every game meets and every front end, bot and test uses.

See ``docs/architecture.md``. A game is a stateless object; all that changes lives in its state,
so bots can clone and search, records can replay, and the UI only ever renders views.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

from .i18n import LANGS as LANGS  # the one list of languages, named here for the games too
from .i18n import tr, translated, untranslated
from .rng import Rng
from .seats import Seat

#: The seat that issues actions only time decides (a call window closing, a turn timer running out).
#: The engine never reads a clock; the match driver (``core/driver.py``) plays the referee.
REFEREE = -1


class IllegalAction(Exception):
    """A refused action. ``reason`` is a sentence a person can read; ``key``/``params`` let a front
    end translate it (``chemcards.i18n``). The state is unchanged whenever this is raised."""

    def __init__(self, reason: str, key: str | None = None, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


class NotationError(ValueError):
    """A typed move a game cannot read. ``str()`` is the English sentence (the log, ``--verbose``);
    ``key``/``params`` let a front end say in the player's language what is missing, as with
    ``IllegalAction`` (issue 12: "“加 Cr” 不是有效指令" did not say that Cr's charge is missing)."""

    def __init__(self, reason: str, key: str | None = None, **params: Any) -> None:
        super().__init__(reason)
        self.key = key
        self.params = params


class SetupError(ValueError):
    """Options a table cannot be set up with (the Chemie-Kartenspiel's competitive mode for five
    people, CK-2). ``str()`` is the English sentence; ``key``/``params`` name the entry of the
    game's catalogue, so a launcher, a command line and a room server's refusal say it in the
    player's language (play-through 17 en 11: a room was opened that could never start)."""

    def __init__(self, reason: str, key: str, /, **params: Any) -> None:
        super().__init__(reason)
        self.key = key
        self.params = params


class OptionError(ValueError):
    """An option the game does not have (``value`` is ``None``) or a value it does not take.
    ``str()`` is the English sentence; ``key``/``value`` let a command line say it in the
    player's language with the option's and its values' names (play-through 19 zh 2: "option
    people_out cannot be 'xx'" under a Chinese terminal)."""

    def __init__(self, reason: str, key: str, value: Any = None) -> None:
        super().__init__(reason)
        self.key = key
        self.value = value


#: A named tuple (``Event`` or an engine's own) built as the plain tuple its ``__new__`` makes:
#: ``build_named_tuple(Event, ("play", seat, data, ()))``, every field given in order, defaults
#: included. It skips the Python-level ``__new__`` a ``NamedTuple`` constructor runs, which the
#: engines' hot paths pay several times per action (issue 18 point 3, session 30);
#: ``tests/test_direct_tuple_builds_s30.py`` pins the field lists these calls rely on.
build_named_tuple = tuple.__new__


class Event(NamedTuple):
    """Something that happened, in a form a log, a replay and a test can read.

    ``data`` is public; ``secret`` is known only to ``seat`` (e.g. the card it drew). A tuple keeps
    events cheap to make: engines emit one or more per action inside bot playouts.
    """

    kind: str
    seat: int | None = None
    data: tuple[Any, ...] = ()
    secret: tuple[Any, ...] = ()

    def seen_by(self, seat: int | None) -> Event:
        """The event as ``seat`` may see it: without ``secret`` unless it is that seat's own."""
        if not self.secret or seat == self.seat:
            return self
        return Event(self.kind, self.seat, self.data, ())

    def __str__(self) -> str:
        who = "" if self.seat is None else f"{self.seat}: "
        parts = [str(d) for d in self.data] + [f"[{s}]" for s in self.secret]
        return f"{who}{self.kind} {' '.join(parts)}".rstrip()


@dataclass(frozen=True, slots=True)
class Choice:
    value: Any
    labels: Mapping[str, str]  # lang -> label

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en") or str(self.value)


@dataclass(frozen=True, slots=True)
class Option:
    """A variant chosen before the game (Color Clash mode, length, turn time ...)."""

    key: str
    labels: Mapping[str, str]
    choices: tuple[Choice, ...]
    default: Any

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en") or self.key

    def typed_name(self, lang: str) -> str:
        """The key one types with ``-o`` beside the name the launcher shows: "mode = Modus" (a
        bare "mode" in a German or Chinese line was a code word; play-through 19 de 6, zh 2, zh 12)."""
        label = self.label(lang)
        return self.key if label == self.key else f"{self.key} = {label}"

    def values(self) -> tuple[Any, ...]:
        return tuple(c.value for c in self.choices)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result: per seat a score and a place (1 = first; ties share a place)."""

    scores: tuple[float, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]
    note: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)


S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


#: Seconds a computer takes to react inside a window (a catch), by level: human-like, and slower
#: than a quick person's own call, so calling in time is possible (CC-14). (low, high), uniform.
REACTION_DELAY: Mapping[str, tuple[float, float]] = {
    "easy": (2.2, 3.4),
    "medium": (1.3, 2.4),
    "hard": (0.7, 1.4),
    "strongest": (0.7, 1.4),  # the hard search with more time; it reacts like hard
}


@runtime_checkable
class Player(Protocol):
    """A computer player as the driver sees it (``chemcards.bots.base.Bot`` is one): it gets a seat's
    view and legal actions, never a state. Declared here so that core needs nothing from ``bots``."""

    level: str

    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...

    def observe(self, events: Sequence[Event]) -> None: ...


class GameRules(ABC, Generic[S, A, V]):
    """What a driver, a search and a test need of a game: its rules, and nothing a screen shows.

    Subclasses are stateless singletons: all that changes lives in the state. ``id``, ``titles`` and
    the player counts are the game's identity (a registry lists them, an error names the game)."""

    id: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int

    #: the short name used inside sentences ("CHEMIS"), where the title would be long (docs/i18n.md,
    #: "A game's names"); empty: the title is the short name too
    short_titles: Mapping[str, str] = {}

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id

    def short_title(self, lang: str = "en") -> str:
        """The game's name inside a sentence (a refusal, a question): its short form if it has one."""
        return self.short_titles.get(lang) or self.short_titles.get("en") or self.title(lang)

    def options(self) -> Sequence[Option]:
        return ()

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults filled in, unknown keys and values refused with a sentence (ValueError)."""
        known = {o.key: o for o in self.options()}
        given = dict(given or {})
        for key in given:
            if key not in known:
                raise OptionError(f"{self.id} has no option {key!r} (options: {', '.join(known) or 'none'})",
                                  key)
        resolved: dict[str, Any] = {}
        for key, opt in known.items():
            value = given.get(key, opt.default)
            if value not in opt.values():
                allowed = ", ".join(str(v) for v in opt.values())
                raise OptionError(f"option {key} cannot be {value!r}; choose one of: {allowed}", key, value)
            resolved[key] = value
        return resolved

    def recorded_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options read from a record (a file anyone may send), before they are resolved. A game
        whose options may name a local file (the Chemie-Kartenspiel's ``file:`` decks) refuses
        that here with a ValueError: a shared save must never make us read another file."""
        return dict(options)

    def options_in_effect(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options that change this game, for a header or a lobby to name: one that only
        matters under another choice (the Chemie-Kartenspiel's competitive decks in a family game,
        CK-2) is left out, so a reader is not told of decks nobody plays with. All by default."""
        return dict(options)

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise ValueError(
                f"{self.title('en')} needs {self.min_players}–{self.max_players} players, not {count}")

    def check_setup(self, options: Mapping[str, Any], players: int) -> None:
        """Whether these resolved options can seat this many players; raises ``ValueError`` (a
        ``SetupError`` where the game has a catalogue entry for it). Called before a room is
        opened or a match is made, so a table that could never start is refused up front."""
        self.check_players(players)

    @abstractmethod
    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> S: ...

    def start(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> tuple[S, list[Event]]:
        """A new state and what happened while setting it up (the first card turned, an opening
        penalty), for the log. Games with such events override this; ``new_state`` stays the
        cheap entry point for bots and tests."""
        return self.new_state(seats, options, rng), []

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Who may act now: usually one seat; several in a window; ``REFEREE`` when time may decide."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Complete: any action not in it is refused by ``apply``. A list, or a tuple that the game
        may hand out again (Color Clash keeps its legal lists in tables, issue 18): callers read
        it and never change it."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> Sequence[Event]:
        """Do it, or raise ``IllegalAction`` and leave the state exactly as it was. The events are
        a list, or a tuple the game may hand out again (Color Clash's plain plays and draws, issue
        18): callers read them and never change them."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """All that ``seat`` may know, nothing more; ``None`` is a spectator."""

    @abstractmethod
    def determinize(self, view: V, rng: Rng) -> S:
        """A full state consistent with ``view``: hidden cards sampled from the unseen ones."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def clone(self, state: S) -> S: ...

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """The inverse of ``str(action)``; ``ValueError`` with a readable message otherwise."""

    @abstractmethod
    def state_json(self, state: S) -> dict[str, Any]:
        """The whole state as JSON-able data: tests compare it to prove a refusal changed nothing."""

    def seats(self, state: S) -> list[Seat]:
        return state.seats  # type: ignore[attr-defined,no-any-return]

    def leave_seat(self, state: S, seat: int, level: str = "medium") -> list[Event]:
        """A person leaves: a marked computer substitute takes the seat (CC-22)."""
        seats = self.seats(state)
        seats[seat] = seats[seat].as_substitute(level)
        return [Event("leave", seat, (level,))]

    def reveals(self, event: Event) -> bool:
        """True when ``event`` brings information into play that someone at the table did not
        have before: a card drawn, a card turned face up, a hand passed on. Undo never goes back
        past such an event (issue 19), so nobody can look at a card and then take the move back.
        The default counts every event with a ``secret`` part (a draw); a game overrides it where a
        secret event shows nothing new (a card moved within one's own hand) or a public event
        does (a card turned up from a hidden pile). Chance drawn from the ``Rng`` is a barrier for
        undo anyway; the match notices it without the game's help."""
        return bool(event.secret)

    def win_contenders(self, view: Any) -> int:
        """How many seats may still win the game seen in ``view``: the hint's even share is 1 in
        this many, and none under two (play-through 17, zh 12: "4 equally strong players, 25 %
        each" once a Color Clash round had its winner). Every seat unless a game says fewer."""
        return len(getattr(view, "seats", ()) or ())

    def death_note(self, events: Sequence[Event], seats: Sequence[Seat], people: Sequence[int],
                   lang: str = "en") -> str:
        """A line for the result about the ``people`` at this screen who are out of the game by
        the game's own rule before its end (CHEMIS: how each died, CH-11). ``events`` are the
        match's events as this screen holds them. The default: none."""
        return ""

    def may_play_out(self, state: S, seat: int) -> bool:
        """Whether the person at ``seat`` may let the computers play the rest of the game out at
        once, without the pauses a person's eye needs, and see the result (CHEMIS, CH-12
        [decided]: every person at the table is dead and only computers play on). Nothing about
        the game changes: the computers play by the rules as they would have, only faster. The
        match driver asks it (``MatchDriver.play_out``); a screen only offers it. The default:
        never."""
        return False

    # -- timing: rules too, though only a driver with a clock reads them ----------------------------
    def referee_timer(self, view: V, actions: Sequence[A],
                      options: Mapping[str, Any]) -> tuple[float, Hashable] | None:
        """When the driver issues the first of the referee's ``actions`` while other seats may still
        act: ``(seconds, key)``, or ``None`` to wait until only the referee may act. The key names
        the timer: a timer whose key is unchanged after an action runs on (a draw does not restart a
        turn clock). ``view`` is the spectator's view. The default: no timers."""
        return None

    def reaction_delay(self, level: str) -> tuple[float, float]:
        """Seconds (low, high) a computer at ``level`` takes to react inside a window, drawn
        uniformly (CC-14); the default is :data:`REACTION_DELAY`."""
        return REACTION_DELAY.get(level, REACTION_DELAY["medium"])

    def reaction_floor(self, view: V) -> float:
        """Seconds no computer acts inside a window before, counted from when the window is shown,
        whatever its level and the speed setting: a person who may still act in it needs that long
        to react (Color Clash: a person's "Last card!" call, CC-10; play-through 18, zh 2). ``view``
        is the spectator's view. The default: no floor."""
        return 0.0

    # -- search hooks ---------------------------------------------------------------------------
    def rollout_action(self, state: S, seat: int, legal: Sequence[A], rng: Rng) -> A:
        """The default policy inside search playouts; games may bias it (e.g. play before draw)."""
        return legal[rng.randbelow(len(legal))]

    #: search playouts longer than this are cut and judged by ``evaluate``
    rollout_cap: int = 400

    def evaluate(self, state: S) -> Sequence[float] | None:
        """Per seat a value in [0, 1] for a running game cut at ``rollout_cap``; ``None`` when the
        game has no judgement of its own (the search then counts the position as even)."""
        return None


class GameTexts(Generic[V]):
    """What a front end needs to show a game to a person: the board widget to load and the texts
    of the shell around it. None of it changes what may happen in the game."""

    id: str
    #: "module:Class" of the game's Textual board widget, imported only by the app
    board: str = ""
    #: one move in the game's own notation, shown as the example in the app's move box (``:``)
    move_example: str = ""

    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: Any = None) -> str:
        """One log line for a person (events reach here already filtered by ``Event.seen_by``);
        ``names`` are the seats' names, so the log says "Ann plays" rather than "seat 0 plays";
        ``viewer`` is the person at the screen: a game that knows the second person says "You
        play" for them (one way per screen, issue 12.14), else it may ignore it. ``view`` is
        that person's view (``None`` where the caller has none): the public facts a line needs to
        say "you" where an event names the viewer by something other than their seat (CHEMIS
        names zones by identity card, CH-2: "plays into your zone", issue 12 point 14). It is the
        viewer's own view, never the state, so a line can say nothing the viewer may not know."""
        return str(event)

    def outcome_text(self, outcome: Outcome, lang: str = "en") -> str:
        """``Outcome.note`` (how the game ended) for a person: the catalogue key ``outcome_<note>``
        of the game's i18n, else the note itself."""
        if not outcome.note:
            return ""
        key = f"outcome_{outcome.note}"
        text = tr(self.id, key, lang)
        return outcome.note if text == key else text

    def outcome_column(self, outcome: Outcome, lang: str = "en") -> tuple[str, list[str]] | None:
        """A further column for the result table, as a header and one cell per seat (Color Clash,
        CC-26: the hands the winner scored); ``None`` when the game has none. Only what every seat
        may know once the game is over belongs here."""
        return None

    def outcome_has_points(self) -> bool:
        """Whether the result table shows a points column. A game won by surviving (CHEMIS, CH-12)
        has no points, and a column of 1s and 0s beside "Punkte" / "分数" only puzzles a reader."""
        return True

    def seat_lines(self, view: V, lang: str = "en") -> list[str]:
        """Per seat, its public state in one short line (card count, score ...), for the seats panel."""
        return []

    def seat_order(self, view: V) -> Sequence[int] | None:
        """The seats in the order play goes round, for the seats panel (play-through 10: CHEMIS
        listed A, C, B where its identities drawn by lot make the turn order, CH-2). ``None``:
        the seats' own order, which is the turn order of the other games."""
        return None

    def seat_lines_short(self, view: V, lang: str = "en") -> list[str]:
        """The same lines in abbreviated words ("7 K."), for a seats panel too narrow for
        ``seat_lines`` (six seats at 80 columns): the counts stay readable where the words would be
        cut. Empty: the game has no shorter form."""
        return []

    def status_text(self, view: V, lang: str = "en") -> str:
        """Whose turn it is and what they may do, for the status line."""
        return ""

    def action_text(self, view: V, action: Any, lang: str = "en") -> str:
        """A move as a person reads it (a hint, a choice), the way the log describes it ("● 7
        spielen", "Ca(OH)₂ auslegen"), never the typed notation; by default the notation."""
        return str(action)

    def typed_action(self, view: V, action: Any, lang: str = "en") -> str:
        """A move exactly as the person may type it into the move box (``:``), in the notation with
        the verb in their words ("nimm N(-3)", "加 N(-3)") and cards and places as their screen
        shows them where the game's parser reads those; ``parse_action(untranslated(id, text))``
        gives ``action`` back. The hint writes it beside the move in words, so a person can type
        exactly what the hint says (play-through 10: "add N" wanted its charge). By default the
        notation with the verb translated."""
        return translated(self.id, str(action), lang)

    def example_action(self, view: V, legal: Sequence[Any]) -> Any | None:
        """The move the move box (``:``) shows as its example, one of ``legal`` (the moves of the
        person at the screen now, with ``view`` theirs), written by :meth:`typed_action`: an example
        from their own hand, not a card they do not hold (play-through 19 en 6: "add Fe(+3)" with no
        Fe in the hand). None: the fixed ``move_example``."""
        return None

    def read_typed(self, view: V, text: str) -> A:
        """What a person typed into the move box, as the action it names: the inverse of
        :meth:`typed_action`. By default the notation with the verb in the player's words; a game
        whose screens number things differently from its notation (Color Clash's seats, counted
        from 1 for people) reads them here. ``ValueError`` when it names no move."""
        return self.parse_action(untranslated(self.id, text))

    def hint_reason(self, view: V, action: Any, lang: str = "en") -> str:
        """Why ``action`` is good here, in a few words a newcomer understands ("keeps the wild for
        later"), from the seat's ``view`` only; "" lets the hint say what the search estimated.
        Issue 19."""
        return ""


class GamePlayers:
    """The game's own computer players (``chemcards.bots.levels`` picks by level)."""

    #: the hard level's estimate of a move (the hint's figure, ``bots.advice``) is the chance to win
    #: at every table size, so it may be set beside an even share, 1 in n (play-through 16, zh 10).
    #: False: from three seats on it values the place too (``ismcts.outcome_rewards``); at two
    #: players every game's estimate is the chance to win.
    hint_value_is_win_chance: bool = False

    def easy_bot(self, seat: int, rng: Rng) -> Player | None:
        """The game's own easy player, for a game in which uniformly random play never ends a game
        in normal time (Color Clash: random play draws instead of playing, and a round lasts for
        thousands of turns); ``None`` is uniformly random play. Easy stays easy to beat."""
        return None

    def heuristic_bot(self, seat: int, rng: Rng) -> Player | None:
        """The game's own medium-level player; ``None`` falls back to random play."""
        return None

    def search_bot(self, seat: int, rng: Rng, **budget: Any) -> Player | None:
        """The game's own hard player, where plain ISMCTS over its actions misbehaves (e.g. a
        build step that can be undone loops); ``None`` uses the game-independent ISMCTS."""
        return None


class Game(GameRules[S, A, V], GameTexts[V], GamePlayers):
    """One game: its rules, its texts and its players, registered as ``GAME``. A driver or a search
    needs only :class:`GameRules`, a front end also :class:`GameTexts`, ``bots.levels`` the
    :class:`GamePlayers` hooks; a game implements all three in one object."""
