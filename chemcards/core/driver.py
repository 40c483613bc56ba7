"""The match driver: the one loop that runs a match for any registered game (issue 14).

Every front end drives matches through it — the app's table screen, ``chemcards simulate``, the
benchmarks, replays and the room server — and none of them holds a rule or a timer of its own.
The driver

- applies actions through :class:`~chemcards.core.match.Match` (so every action is recorded and
  autosaved the same way) and reports a refused one as a :class:`Refusal`, changing nothing;
- asks computer seats to think off the event loop (a thread by default, a process pool if given)
  and drops a thought that arrives after the state moved on (every change bumps
  :attr:`MatchDriver.version`);
- lets a computer react inside a window only after the game's reaction delay for its level (CC-14);
- plays the referee: the actions only time decides (CC-10 call window, CC-20/CC-21 turn timer) are
  issued when the game's :meth:`~chemcards.core.protocol.GameRules.referee_timer` runs out; a timer
  is paused with its seconds left and goes on from there;
- publishes to each subscriber of a seat only what that seat may see (:class:`SeatUpdate`: the
  seat's view, its legal actions and the events as ``Event.seen_by(seat)``).

Who controls a seat is not the driver's business beyond ``Seat.is_computer``: a person at this
screen and a remote client both call :meth:`MatchDriver.submit` for their seat; the driver does not
know which front end it serves and never imports one.

Two ways to run:

- **real time** (:meth:`MatchDriver.start`, on a running asyncio loop with an injected
  :class:`~chemcards.core.clock.Clock`): people, computers and the referee as at a table;
- **stepwise** (:meth:`MatchDriver.run_stepwise`, no clock): computers only, as fast as possible,
  for simulations and benchmarks. Who moves next is :func:`next_mover` (the referee acts only when it
  is alone; in a window the other seats are asked in an order shuffled by the driver's own rng).

Seeds: :func:`derive_seeds` is the one derivation of the deal's, the driver's and every bot's seed
from one match seed, used by the app, ``simulate`` and the server alike.

A room server, in short::

    driver = MatchDriver(match, make_bot=make_bot)          # on the server's loop; real time
    sub = driver.subscribe(seat, lambda u: send(seat, u))   # per connection: only that seat's updates
    refusal = driver.submit_text(seat, message.action)      # a client's move; None when applied
    driver.leave(seat, "medium")                            # a dropped player's marked substitute
    driver.start(); outcome = await driver.wait_finished()
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from .clock import AsyncioClock, Clock, Handle
from .match import Match, entry_kind
from .protocol import REFEREE, Event, GameRules, IllegalAction, Outcome, Player
from .rng import Rng
from .seats import Seat

if TYPE_CHECKING:
    from .protocol import Game

__all__ = [
    "BotFactory",
    "Change",
    "MatchDriver",
    "Refusal",
    "SeatUpdate",
    "Seeds",
    "Subscription",
    "Thinker",
    "TimerState",
    "derive_seeds",
    "inline_thinker",
    "next_mover",
    "thread_thinker",
]

#: ``make_bot(game, seat, level, rng) -> Player``: how a computer seat gets its player
BotFactory = Callable[["Game", int, str, Rng], Player]  # type: ignore[type-arg]
#: runs a thought (a call of ``Player.choose``) away from the loop and hands its result back
Thinker = Callable[[Callable[[], Any]], Awaitable[Any]]


# -- seeds --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Seeds:
    """The seeds one match seed stands for; all ``None`` when play is secure (no seed)."""

    deal: int | None
    driver: int | None
    bots: tuple[int | None, ...]

    def bot(self, seat: int) -> int | None:
        return self.bots[seat] if 0 <= seat < len(self.bots) else None


def derive_seeds(seed: int | None, seats: int) -> Seeds:
    """One seed -> the deal's, the driver's and each seat's bot seed, drawn in this order from
    ``Rng(seed)``. This is the derivation ``chemcards simulate`` has always used, so a seeded
    simulation plays the same games as before the driver existed; the app uses it for its bots too
    (issue 14: one derivation for all)."""
    if seed is None:
        return Seeds(None, None, (None,) * seats)
    master = Rng(seed)
    deal, driver = master.randbelow(1 << 62), master.randbelow(1 << 62)
    return Seeds(deal, driver, tuple(master.randbelow(1 << 62) for _ in range(seats)))


# -- what the driver reports --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused submission: nothing changed. ``reason`` is an English sentence; ``key`` and
    ``params`` let a front end say it in the player's language (``chemcards.i18n``)."""

    reason: str
    key: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, exc: IllegalAction) -> Refusal:
        return cls(exc.reason, exc.key, dict(exc.params))

    def error(self) -> IllegalAction:
        """The same refusal as the engine's exception (for ``refusal_text`` and the like)."""
        return IllegalAction(self.reason, self.key, **self.params)


@dataclass(frozen=True, slots=True)
class TimerState:
    """The referee's running (or paused) timer: ``key`` names it (the game's), ``seconds`` is its
    full length, ``left`` what remains at the moment of the update."""

    key: Hashable
    seconds: float
    left: float
    running: bool


@dataclass(frozen=True, slots=True)
class SeatUpdate:
    """What one seat (``None``: a spectator) may know after a change, pushed to its subscribers.

    ``events`` are the new events since this subscriber's last update, each as
    ``Event.seen_by(seat)``; ``view`` is ``Game.view(state, seat)``; ``legal`` is empty unless the
    seat may act now. Nothing else of the state is in it."""

    seat: int | None
    version: int
    events: tuple[Event, ...]
    view: Any
    to_act: tuple[int, ...]
    legal: tuple[Any, ...]
    seats: tuple[Seat, ...]
    timer: TimerState | None
    outcome: Outcome | None
    paused: bool
    #: the history was rewritten (an undo, issue 19): ``events`` holds all of it again, and a front
    #: end rebuilds its log instead of appending
    reset: bool = False


ChangeKind = Literal["act", "leave", "pause", "resume", "timer", "tick", "undo", "redo", "hurry"]


@dataclass(frozen=True, slots=True)
class Change:
    """A change, for a *trusted* watcher that renders every seat itself (the hot-seat table holds
    the match anyway). ``events`` are raw: a watcher filters them with ``Event.seen_by`` before it
    shows them. ``save_error`` is set when the autosave failed (the action itself stands)."""

    kind: ChangeKind
    version: int
    seat: int | None = None
    action: Any = None
    events: tuple[Event, ...] = ()
    save_error: str | None = None


class Subscription:
    """Returned by :meth:`MatchDriver.subscribe` / :meth:`MatchDriver.watch`; ``close()`` ends it."""

    def __init__(self, remove: Callable[[], None]) -> None:
        self._remove: Callable[[], None] | None = remove

    def close(self) -> None:
        if self._remove is not None:
            self._remove()
            self._remove = None

    @property
    def closed(self) -> bool:
        return self._remove is None


# -- thinking -----------------------------------------------------------------------------------
class Thought:
    """One computer decision, ``bot.choose(view, legal)``, timed; a bot's bug gives the first legal
    move instead (it must not freeze the table). The lock keeps one thought at a time per seat in
    threads. Picklable without its lock, so an executor may run it in another process: the bot
    goes there as a copy, and what it changes while thinking stays there."""

    __slots__ = ("bot", "legal", "lock", "view")

    def __init__(self, bot: Player, view: Any, legal: Sequence[Any],
                 lock: threading.Lock | None = None) -> None:
        self.bot, self.view, self.legal, self.lock = bot, view, legal, lock

    def __call__(self) -> tuple[Any, float]:
        if self.lock is None:
            return self._choose()
        with self.lock:
            return self._choose()

    def _choose(self) -> tuple[Any, float]:
        begin = time.perf_counter()
        try:
            return self.bot.choose(self.view, self.legal), time.perf_counter() - begin
        except Exception:
            return self.legal[0], time.perf_counter() - begin

    def __getstate__(self) -> tuple[Player, Any, Sequence[Any]]:
        return self.bot, self.view, self.legal

    def __setstate__(self, state: tuple[Player, Any, Sequence[Any]]) -> None:
        self.bot, self.view, self.legal = state
        self.lock = None


def _hurry(bot: Player) -> None:
    """Tell a computer that nobody waits for its moves any more (``MatchDriver.play_out``): a
    searching one thinks with a small budget from now on (``Bot.hurry``; CHEMIS CH-12 [decided]).
    A player without the hook plays on as it is."""
    hurry = getattr(bot, "hurry", None)
    if callable(hurry):
        hurry()


async def thread_thinker(thought: Callable[[], Any]) -> Any:
    """Think in a worker thread: the loop (the screen, the server) stays responsive meanwhile."""
    return await asyncio.get_running_loop().run_in_executor(None, thought)


def executor_thinker(executor: Executor) -> Thinker:
    """Think in ``executor``. With a ``ProcessPoolExecutor`` a hard computer's search runs outside
    the interpreter that runs the loop: a search holds the GIL, so in a thread it slows the loop
    and every other room of a server down (``docs/performance.md``: thread or process)."""

    async def think(thought: Callable[[], Any]) -> Any:
        return await asyncio.get_running_loop().run_in_executor(executor, thought)

    return think


async def inline_thinker(thought: Callable[[], Any]) -> Any:
    """Think on the loop itself: for tests that must not depend on threads, and fast computers."""
    return thought()


def next_mover(game: GameRules, state: Any, rng: Rng) -> tuple[int, Sequence[Any]] | None:  # type: ignore[type-arg]
    """Who moves next when no clock runs (simulations, benchmarks): the seat alone in ``to_act``;
    in a window, the other seats shuffled by ``rng``, the first with a legal action; the referee only
    when nobody else can act. ``None`` when nobody can act (a stuck engine)."""
    actors = game.to_act(state)
    if not actors:
        return None
    if len(actors) == 1:
        legal = game.legal_actions(state, actors[0])
        return (actors[0], legal) if legal else None
    others = [s for s in actors if s != REFEREE]
    rng.shuffle(others)
    for seat in others:
        legal = game.legal_actions(state, seat)
        if legal:
            return seat, legal
    if REFEREE in actors:
        legal = game.legal_actions(state, REFEREE)
        if legal:
            return REFEREE, legal
    return None


@dataclass
class DriverStats:
    """Counted while driving: for ``simulate``'s table and ``bench``."""

    actions: int = 0  # every applied action, the referee's included
    turns: int = 0  # decisions of the (non-referee) seats
    decisions: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)  # time spent in ``choose`` per seat


class _Soon:
    """A handle for work queued for the next loop turn, so it can be cancelled like a timer."""

    __slots__ = ("stopped",)

    def __init__(self) -> None:
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


# -- the driver ---------------------------------------------------------------------------------
class MatchDriver:
    """Runs one :class:`Match`. Construct it, attach front ends (:meth:`subscribe` per seat, or
    :meth:`watch` for a trusted local screen), then :meth:`start` it on a running asyncio loop — or
    call :meth:`run_stepwise` when only computers play and no clock should run.

    ``clock``: where time comes from (default :class:`AsyncioClock`; tests inject ``FakeClock``).
    ``seed``: the match seed for :func:`derive_seeds` (default: the match's own ``rng.seed``).
    ``make_bot``: ``(game, seat, level, rng) -> Player``, asked for a computer seat's player at its
    first move (and again when a substitute takes a seat); the app passes
    ``chemcards.bots.levels.make_bot`` (core does not import bots). ``bots``: ready players per seat
    (a simulation's); a computer seat with neither is an error.
    ``pace``: seconds a computer's move takes to appear (the app's speed setting); a number or a
    function read at each move. ``thinker``: :func:`thread_thinker` (default),
    :func:`inline_thinker`, or :func:`executor_thinker` (a process pool).
    ``grace``: seconds the referee waits after a timer's deadline before it acts, for a person's
    key pressed before the deadline and still on its way through a busy front end; within them a
    submission stamped after the deadline (``submit``'s ``at``) is refused as too late, and no
    computer acts any more (play-through 15, de 3: a catch pressed at "⏱2s" on a loaded machine
    was not counted). The deadline itself, and every countdown shown, stay the game's.
    """

    def __init__(self, match: Match, *, clock: Clock | None = None, seed: int | None = None,
                 make_bot: BotFactory | None = None, bots: Mapping[int, Player] | None = None,
                 pace: float | Callable[[], float] = 0.0, thinker: Thinker = thread_thinker,
                 grace: float = 0.0) -> None:
        self.match = match
        self.grace = grace
        self.game = match.game
        self._clock = clock
        count = len(match.seats)
        self.seeds = derive_seeds(match.rng.seed if seed is None else seed, count)
        self._rng = Rng(self.seeds.driver)
        self._make_bot = make_bot
        #: per computer seat: its player, a lock (one thought at a time) and the level it plays at
        self._bots: dict[int, tuple[Player, threading.Lock, str]] = {
            s: (b, threading.Lock(), match.seats[s].level or "medium") for s, b in (bots or {}).items()}
        self._ready = frozenset((bots or {}).keys())  # players handed in, not made by make_bot
        self._pace = pace
        self._thinker = thinker
        self.stats = DriverStats(decisions=[0] * count, seconds=[0.0] * count)
        #: bumped by every change (action, leave, pause): a thought planned for an older version is
        #: dropped when it arrives, a due action of an older version never fires
        self.version = 0
        self.paused = True
        self.thinking = 0
        self._pending: list[Handle] = []
        #: the running referee timer: key, handle, due time, full length, the action it issues
        self._referee: tuple[Hashable, Handle, float, float, Any] | None = None
        self._held: tuple[Hashable, float, float] | None = None  # a paused timer: key, left, length
        self._tick: Handle | None = None
        self._subscribers: list[tuple[int | None, Callable[[SeatUpdate], None], list[int]]] = []
        self._watchers: list[Callable[[Change], None]] = []
        #: subscribers whose callback raised: removed, with the seat and the error, for the caller
        self.dropped: list[tuple[int | None, Exception]] = []
        self._done: asyncio.Future[Outcome] | None = None
        self._stopped = False
        #: the computers play the rest out without pauses (``play_out``, CHEMIS CH-12 [decided])
        self.hurry = False

    # -- reading ---------------------------------------------------------------------------------
    @property
    def clock(self) -> Clock:
        if self._clock is None:
            self._clock = AsyncioClock()
        return self._clock

    @property
    def busy(self) -> bool:
        """A computer is thinking or a move is due at once (tests wait for this to clear)."""
        return self.thinking > 0 or any(isinstance(h, _Soon) and not h.stopped for h in self._pending)

    @property
    def finished(self) -> bool:
        return self.match.outcome() is not None

    def remaining(self) -> float | None:
        """Seconds left on the referee's timer (running or paused), ``None`` when none runs."""
        if self._referee is not None:
            return max(0.0, self._referee[2] - self.clock.now())
        if self.paused and self._held is not None:
            return self._held[1]
        return None

    def timer(self) -> TimerState | None:
        if self._referee is not None:
            key, _, due, length, _ = self._referee
            return TimerState(key, length, max(0.0, due - self.clock.now()), True)
        if self._held is not None:
            key, left, length = self._held
            return TimerState(key, length, left, False)
        return None

    def snapshot(self, seat: int | None) -> SeatUpdate:
        """What ``seat`` may know now, with every event so far (a subscriber's first update)."""
        return self._update_for(seat, 0)[0]

    # -- attaching front ends ---------------------------------------------------------------------
    def subscribe(self, seat: int | None, callback: Callable[[SeatUpdate], None], *,
                  history: bool = True) -> Subscription:
        """Call ``callback`` with a :class:`SeatUpdate` for ``seat`` after every change (``None``:
        a spectator). At once with the current snapshot: all events so far when ``history``, else
        none. The callback runs on the loop; it must not block. A callback that raises is dropped
        (listed in :attr:`dropped`) and the match goes on for everyone else."""
        if seat is not None and not 0 <= seat < len(self.match.seats):
            raise ValueError(f"there is no seat {seat}")
        mark = [0 if history else len(self.match.events)]
        entry = (seat, callback, mark)
        update, mark[0] = self._update_for(seat, mark[0])
        callback(update)
        self._subscribers.append(entry)

        def remove() -> None:
            if entry in self._subscribers:
                self._subscribers.remove(entry)

        return Subscription(remove)

    def watch(self, callback: Callable[[Change], None]) -> Subscription:
        """Call ``callback`` with every :class:`Change`, unfiltered: only for a front end trusted
        with the whole match (the hot-seat table). It runs *before* the driver plans what happens
        next, so a watcher may :meth:`pause` (a curtain going up) and nothing starts meanwhile."""
        self._watchers.append(callback)
        return Subscription(lambda: self._watchers.remove(callback))

    # -- input -------------------------------------------------------------------------------------
    def submit(self, seat: int, action: Any, *, at: float | None = None) -> Refusal | None:
        """A person's (or remote client's) action for ``seat``: ``None`` when applied, else the
        :class:`Refusal` (nothing changed). Computer seats and the referee are the driver's own.
        ``at``: when the person acted, on the driver's clock (a key's own time, read before the
        front end got to it): after a running timer's deadline it is too late, although the
        referee has not acted yet (``grace``); a key pressed before the deadline counts."""
        if self._stopped:
            return Refusal("this match is closed", "match_closed")
        if not 0 <= seat < len(self.match.seats):
            return Refusal(f"there is no seat {seat}", "no_such_seat", {"seat": seat})
        if self.match.seats[seat].is_computer:
            return Refusal("a computer plays this seat", "computer_seat", {"seat": seat})
        if at is not None and self._referee is not None and at > self._referee[2]:
            return Refusal("the time is up", "time_up")
        return self._act(seat, action)

    def overdue(self) -> bool:
        """A running timer's deadline has passed and the referee acts at the end of ``grace``."""
        return self._referee is not None and self.clock.now() > self._referee[2]

    def submit_text(self, seat: int, text: str) -> Refusal | None:
        """:meth:`submit` for the action's notation (a typed move, a network message)."""
        try:
            action = self.game.parse_action(text)
        except ValueError as exc:
            return Refusal(str(exc), "bad_notation", {"text": text})
        return self.submit(seat, action)

    def leave(self, seat: int, level: str = "medium") -> Refusal | None:
        """A person leaves ``seat``; a marked computer substitute at ``level`` plays on (CC-22)."""
        if not 0 <= seat < len(self.match.seats) or self.match.seats[seat].is_computer:
            return Refusal("nobody is there to leave", "no_seat_to_leave", {"seat": seat})
        if self.finished:
            return Refusal("the game is over", "game_over")
        before = len(self.match.events)
        try:
            self.match.leave(seat, level)
            error = None
        except OSError as exc:  # the autosave failed; the seat is left all the same
            error = exc.strerror or str(exc)
        self._changed(Change("leave", self.version + 1, seat, None, tuple(self.match.events[before:]), error))
        return None

    def replay_entry(self, seat: int, text: str) -> Refusal | None:
        """The next entry of a record, applied as it was played: any seat, the referee, a
        ``!leave``, or an ``!undo N`` / ``!redo N`` (``chemcards replay`` steps through a saved game
        this way, and its subscribers see each step as their seat may). The entry is read by
        ``Match.replay_entry``, as ``Match.from_record`` reads it; here each step is published."""
        kind = entry_kind(text)
        if kind in ("undo", "redo"):
            return self._rewrite(seat, kind, record_entry=text)
        before = len(self.match.events)
        try:
            self.match.replay_entry(seat, text)
            error = None
        except IllegalAction as exc:
            return Refusal.of(exc)
        except (ValueError, IndexError) as exc:
            return Refusal(str(exc), "bad_record")
        except OSError as exc:  # the autosave failed; the step itself stands
            error = exc.strerror or str(exc)
        action = None
        if kind == "act":
            self.stats.actions += 1
            action = self.game.parse_action(text)
        self._changed(Change(kind, self.version + 1, seat, action, tuple(self.match.events[before:]), error))
        return None

    # -- the rest played out at once (CH-12 [decided]) ----------------------------------------------
    def may_play_out(self, seat: int) -> bool:
        """The game allows the person at ``seat`` to let the computers play the rest out at once
        (``Game.may_play_out``: CHEMIS once every person is dead), and this driver is not already
        doing so."""
        return (not self._stopped and not self.hurry and 0 <= seat < len(self.match.seats)
                and self.game.may_play_out(self.match.state, seat))

    def play_out(self, seat: int) -> Refusal | None:
        """The person at ``seat`` lets the computers play on without pauses to the end: every
        computer's move then comes as soon as it is thought, a window's reaction delay is gone, and
        a searching computer thinks with a small budget (``Bot.hurry``: the hard level's second a
        move made two rounds take 40 s, play-through 16 en 6). No rule changes. Nothing is
        recorded; the moves are. ``None`` when granted, else a :class:`Refusal`."""
        if not self.may_play_out(seat):
            return Refusal("only when every person is dead and computers play on", "cannot_play_out")
        self.hurry = True
        for bot, _, _ in self._bots.values():
            _hurry(bot)
        self.version += 1
        self._cancel_pending()
        self._notify(Change("hurry", self.version, seat))
        if not self.paused and not self.finished:
            self._schedule()
        return None

    # -- undo and redo (issue 19) --------------------------------------------------------------------
    def undo(self, seat: int) -> Refusal | None:
        """A person takes back everything since their previous decision (``Match.undo``: never past
        new hidden information, only where undo is agreed); the computers' thoughts in flight are
        dropped and every subscriber gets the whole, shorter history again (``SeatUpdate.reset``)."""
        if not 0 <= seat < len(self.match.seats) or self.match.seats[seat].is_computer:
            return Refusal("only a person at the table may take a move back", "undo_not_person")
        return self._rewrite(seat, "undo")

    def redo(self, seat: int) -> Refusal | None:
        """Put back what the last undo took back, until a different move was made."""
        if not 0 <= seat < len(self.match.seats) or self.match.seats[seat].is_computer:
            return Refusal("only a person at the table may take a move back", "undo_not_person")
        return self._rewrite(seat, "redo")

    def _rewrite(self, seat: int, kind: Literal["undo", "redo"],
                 record_entry: str | None = None) -> Refusal | None:
        """Undo or redo for ``seat``, or replay the ``record_entry`` that did one, and publish the
        rewritten history."""
        if self._stopped:
            return Refusal("this match is closed", "match_closed")
        refusal = None
        try:
            if record_entry is None:
                (self.match.undo if kind == "undo" else self.match.redo)(seat)
            else:
                self.match.replay_entry(seat, record_entry)
            error = None
        except IllegalAction as exc:
            if exc.key != "bad_record":  # refused: nothing changed
                return Refusal.of(exc)
            refusal, error = Refusal.of(exc), None  # taken back, but not what the record says
        except OSError as exc:  # the autosave failed; the undo itself stands
            error = exc.strerror or str(exc)
        self._stop_referee()  # a timer starts afresh for the position undo returned to
        self._held = None
        self.hurry = False  # the position undo returned to is played at the table's pace again
        # computers made here forget what they saw (they are made again at their next move); ready
        # players of a simulation hear the rebuilt history
        ready = {s: entry for s, entry in self._bots.items() if s in self._ready}
        self._bots = ready
        for bot_seat, (bot, _, _) in ready.items():
            bot.observe([e.seen_by(bot_seat) for e in self.match.events])
        for entry in self._subscribers:
            entry[2][0] = -1  # the next update of each subscriber carries the whole history
        self._changed(Change(kind, self.version + 1, seat, None, tuple(self.match.events), error))
        return refusal

    # -- running in real time ------------------------------------------------------------------------
    def start(self) -> None:
        """Begin (or go on) on the running loop: computers think, timers run. Same as :meth:`resume`."""
        self.resume()

    def pause(self) -> None:
        """Stop everything time does: running thoughts are dropped when they arrive, a referee timer
        keeps its seconds left for :meth:`resume` (another screen covers the table; a player is away)."""
        if self.paused:
            return
        self.paused = True
        self.version += 1
        self._cancel_pending()
        if self._referee is not None:
            key, _, due, length, _ = self._referee
            self._held = (key, max(0.0, due - self.clock.now()), length)
        self._stop_referee()
        self._notify(Change("pause", self.version))

    def resume(self) -> None:
        if not self.paused or self._stopped:
            return
        self.paused = False
        self._notify(Change("resume", self.version))
        if not self.finished and not self.paused:
            self._schedule()

    def stop(self) -> None:
        """Cancel everything for good (the match is closed or abandoned): nothing is scheduled any
        more and every submission is refused, so nothing acts on (or autosaves) it again."""
        self.pause()
        self._stopped = True

    async def wait_finished(self) -> Outcome:
        """Wait until the match is over (a real-time run with computers, a server's room)."""
        outcome = self.match.outcome()
        if outcome is not None:
            return outcome
        if self._done is None:
            self._done = asyncio.get_running_loop().create_future()
        return await self._done

    # -- running without a clock ---------------------------------------------------------------------
    def run_stepwise(self, max_actions: int | None = None) -> Outcome | None:
        """Play on with computers only, no clock, until the end, a stuck engine, or ``max_actions``
        applied actions (``None``: no cap): :func:`next_mover` picks the seat, its bot chooses in
        this thread. Returns the outcome (``None`` when cut short)."""
        match = self.match
        clock = time.perf_counter
        while (max_actions is None or self.stats.actions < max_actions) and match.outcome() is None:
            moved = next_mover(self.game, match.state, self._rng)
            if moved is None:
                break
            seat, legal = moved
            if seat == REFEREE:
                action = legal[0]
            else:
                bot, _ = self._bot(seat)
                view = match.view(seat)
                begin = clock()
                action = bot.choose(view, legal)
                self.stats.seconds[seat] += clock() - begin
                self.stats.decisions[seat] += 1
                self.stats.turns += 1
            refusal = self._act(seat, action)
            if refusal is not None:  # a bot chose outside its legal list: a bug, not a game
                raise refusal.error()
        return match.outcome()

    # -- inside ----------------------------------------------------------------------------------
    def _act(self, seat: int, action: Any) -> Refusal | None:
        before = len(self.match.events)
        try:
            self.match.act(seat, action)
            error = None
        except IllegalAction as exc:
            return Refusal.of(exc)
        except OSError as exc:  # the autosave failed; the move itself stands (Match records first)
            error = exc.strerror or str(exc)
        self.stats.actions += 1
        events = tuple(self.match.events[before:])
        self._changed(Change("act", self.version + 1, seat, action, events, error))
        return None

    def _changed(self, change: Change) -> None:
        self.version = change.version
        if self._pending:
            self._cancel_pending()
        events = change.events
        if events and self._bots and change.kind not in ("undo", "redo"):
            if any(e.secret for e in events):
                for seat, (bot, _, _) in self._bots.items():
                    bot.observe([e.seen_by(seat) for e in events])
            else:  # nothing secret: every bot may see the same events (the common, cheap case)
                for bot, _, _ in self._bots.values():
                    bot.observe(events)
        self._notify(change)
        outcome = self.match.outcome()
        if outcome is not None:
            self._stop_referee()
            self._held = None
            if self._done is not None and not self._done.done():
                self._done.set_result(outcome)
            return
        if not self.paused and self.version == change.version:
            self._schedule()

    def _notify(self, change: Change) -> None:
        for watcher in list(self._watchers):
            watcher(change)
        if not self._subscribers:
            return
        for entry in list(self._subscribers):
            seat, callback, mark = entry
            update, mark[0] = self._update_for(seat, mark[0])
            try:
                callback(update)
            except Exception as exc:  # one broken subscriber (a lost connection) stops no match
                self._subscribers.remove(entry)
                self.dropped.append((seat, exc))

    def _update_for(self, seat: int | None, since: int) -> tuple[SeatUpdate, int]:
        match = self.match
        events = match.events
        to_act = match.to_act()
        legal = tuple(match.legal(seat)) if seat is not None and seat in to_act else ()
        reset = since < 0  # set by an undo: the history was rewritten
        update = SeatUpdate(seat, self.version, tuple(e.seen_by(seat) for e in events[max(since, 0):]),
                            match.view(seat), to_act, legal, tuple(match.seats), self.timer(),
                            match.outcome(), self.paused, reset)
        return update, len(events)

    def _bot(self, seat: int) -> tuple[Player, threading.Lock]:
        """The seat's player, made at first need and again when the seat's level changed (a
        substitute took over); its rng comes from :func:`derive_seeds`."""
        entry = self._bots.get(seat)
        level = self.match.seats[seat].level or "medium"
        if entry is None or entry[2] != level:
            make = self._make_bot
            if make is None:
                raise RuntimeError("the driver was given no make_bot for its computer seats")
            entry = (make(self.game, seat, level, Rng(self.seeds.bot(seat))), threading.Lock(), level)
            self._bots[seat] = entry
            if self.hurry:
                _hurry(entry[0])
        return entry[0], entry[1]

    def _pace_now(self) -> float:
        if self.hurry:
            return 0.0
        return self._pace() if callable(self._pace) else self._pace

    def _schedule(self) -> None:
        to_act = self.match.to_act()
        others = [s for s in to_act if s != REFEREE]
        window = len(others) > 1
        for seat in others:
            if self.match.seats[seat].is_computer:
                self._think(seat, window)
        if REFEREE in to_act:
            self._plan_referee(others)
        else:
            self._stop_referee()
        self._held = None  # a paused timer goes on only as the same timer (its key), right now

    def _cancel_pending(self) -> None:
        for handle in self._pending:
            handle.stop()
        self._pending.clear()

    def _later(self, delay: float, callback: Callable[[], object]) -> None:
        """Run ``callback`` after ``delay`` seconds (at the next loop turn when 0) unless anything
        changes first: every change cancels all of it."""
        if delay > 0:
            self._pending.append(self.clock.schedule(delay, callback))
            return
        marker = _Soon()
        self._pending.append(marker)

        def run() -> None:
            if not marker.stopped:
                marker.stopped = True
                callback()

        asyncio.get_running_loop().call_soon(run)

    def _think(self, seat: int, window: bool) -> None:
        match = self.match
        legal = match.legal(seat)
        if not legal:
            return
        view = match.view(seat)
        bot, lock = self._bot(seat)
        version = self.version
        if window and not self.hurry:  # CC-14: a human-like reaction, slower than a quick person's
            low, high = self.game.reaction_delay(match.seats[seat].level or "medium")
            delay = low + (high - low) * self._rng.random()
            # a person who may still act in the window is given the game's floor (play-through
            # 18, zh 2: a hard computer caught a person 0.8 s after the window was shown)
            delay = max(delay, self.game.reaction_floor(match.view(None)))
        else:
            delay = self._pace_now()
        due = self.clock.now() + delay
        self.thinking += 1

        thought = Thought(bot, view, legal, lock)

        async def think() -> None:
            try:
                action, spent = await self._thinker(thought)
            finally:
                self.thinking -= 1
            self.stats.decisions[seat] += 1
            self.stats.seconds[seat] += spent
            if version != self.version or self.paused:
                return  # the state moved on while this computer thought: a stale thought

            def act() -> None:
                if self.overdue():  # past the deadline: the referee acts, not a late computer
                    return
                if seat in self.match.to_act() and self._act(seat, action) is None:
                    self.stats.turns += 1

            self._later(due - self.clock.now(), act)

        asyncio.get_running_loop().create_task(think())

    # -- the referee: what only time decides ---------------------------------------------------------
    def _plan_referee(self, others: list[int]) -> None:
        actions = self.match.legal(REFEREE)
        if not actions:
            self._stop_referee()
            return
        if not others:  # only time can move the game on: at the pace of a computer's move
            self._stop_referee()
            self._later(self._pace_now(), lambda: self._act(REFEREE, actions[0]))
            return
        timer = self.game.referee_timer(self.match.view(None), actions, self.match.options)
        if timer is None:
            self._stop_referee()
            return
        seconds, key = timer
        if self._referee is not None and self._referee[0] == key:
            return  # the same timer runs on (CC-21: a draw does not restart the turn's clock)
        self._stop_referee()
        length = seconds
        if self._held is not None and self._held[0] == key:
            seconds, length = self._held[1], self._held[2]
        self._held = None
        handle = self.clock.schedule(seconds + self.grace, self._referee_fires)
        self._referee = (key, handle, self.clock.now() + seconds, length, actions[0])
        self._ticks()

    def _referee_fires(self) -> None:
        if self._referee is None:
            return
        action = self._referee[4]
        self._referee = None
        self._stop_tick()
        if REFEREE in self.match.to_act() and action in self.match.legal(REFEREE):
            self._act(REFEREE, action)

    def _stop_referee(self) -> None:
        if self._referee is not None:
            self._referee[1].stop()
            self._referee = None
            self._stop_tick()
            self._notify_watchers(Change("timer", self.version))
        self._stop_tick()

    def _stop_tick(self) -> None:
        if self._tick is not None:
            self._tick.stop()
            self._tick = None

    def _ticks(self) -> None:
        """A ``tick`` to watchers on every whole second left, so a screen can count 3, 2, 1."""
        left = self.remaining()
        self._notify_watchers(Change("tick", self.version))
        if left is None:
            return
        step = left - int(left) or 1.0
        self._tick = self.clock.schedule(step, self._ticks)

    def _notify_watchers(self, change: Change) -> None:
        for watcher in list(self._watchers):
            watcher(change)


