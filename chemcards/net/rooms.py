"""Rooms: seats with tokens, the lobby, and each room's match run by the server.

A room is found by a six-digit code drawn from the secure generator; each person who takes a seat
gets a random token (only its hash is kept) and acts only for that seat. The server alone holds the
match: it deals with secure chance (CC-23), applies every action through ``Match`` (which keeps the
record), plays computer seats and substitutes, runs the referee's timers (CC-10, CC-21), and sends
each connected seat only ``Match.view(seat)`` and the events ``seen_by`` that seat.

The headless match driver (issue 14) is meant to own the timing part; until it lands, the small
loop in :class:`Room` (``_schedule``) does it, following the same rules as the table screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

from chemcards.bots.base import Bot
from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, Event, Game, IllegalAction
from chemcards.core.records import Record, RecordError
from chemcards.core.registry import UnknownGame, get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import codec
from .names import animal_name
from .schema import Error, Lobby, SeatInfo, Update, Welcome
from .store import Store

#: CC-22: a dropped person's seat waits this long for them, then a marked computer plays it
RECONNECT_SECONDS = 90.0
#: a room nobody has touched for this long is closed (lobby or game alike)
IDLE_SECONDS = 30 * 60.0
#: a finished room stays this long so players can read the result
FINISHED_SECONDS = 5 * 60.0
#: CC-10 / CC-14: the "Last card!" window in real time (as on the table screen)
CALL_WINDOW_SECONDS = 3.0
#: computer reaction inside a window, by level, like the table screen (CC-14)
REACTION_DELAY = {"easy": (2.2, 3.4), "medium": (1.3, 2.4), "hard": (0.7, 1.4)}
#: events sent to a client that (re)connects mid-game: the end of the log is enough
LOG_TAIL = 400


class Conn(Protocol):
    """A connected client as a room sees it (the server wraps a websocket in one)."""

    async def send(self, data: bytes) -> None: ...


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_code() -> str:
    """Six digits from the secure generator: a code cannot be guessed from another."""
    return f"{secrets.randbelow(10**6):06d}"


class Refused(Exception):
    """A client request that is refused; ``key`` for translation, the text in English."""

    def __init__(self, key: str, text: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(text)
        self.key = key
        self.text = text
        self.params = {k: str(v) for k, v in (params or {}).items()}

    def message(self) -> Error:
        return Error(key=self.key, text=self.text, params=self.params)


@dataclass
class Slot:
    kind: str = "open"  # open / human / computer
    name: str = ""
    level: str | None = None
    token_hash: str = ""
    ready: bool = False
    substitute: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level, "token_hash": self.token_hash,
                "ready": self.ready, "substitute": self.substitute}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Slot:
        return cls(str(data["kind"]), str(data["name"]), data.get("level"), str(data.get("token_hash", "")),
                   bool(data.get("ready")), bool(data.get("substitute")))


@dataclass
class Timing:
    """How fast the server's computers and pauses are (tests make them quick)."""

    pause: float = 0.6              # before a computer's move or a referee's automatic action
    reconnect: float = RECONNECT_SECONDS
    idle: float = IDLE_SECONDS
    finished: float = FINISHED_SECONDS
    window: float = CALL_WINDOW_SECONDS
    reaction: dict[str, tuple[float, float]] = field(default_factory=lambda: dict(REACTION_DELAY))


class Room:
    def __init__(self, code: str, game: Game, players: int, options: dict[str, Any],  # type: ignore[type-arg]
                 *, store: Store, timing: Timing, quick: bool = False,
                 on_close: Callable[[Room], Awaitable[None]] | None = None) -> None:
        self.code = code
        self.game = game
        self.players = players
        self.options = options
        self.quick = quick
        self.store = store
        self.timing = timing
        self.host_seat = 0
        self.slots = [Slot() for _ in range(players)]
        self.conns: dict[int, Conn] = {}
        self.match: Match | None = None
        self.version = 0
        self.touched = time.monotonic()
        self.lock = asyncio.Lock()
        self._drops: dict[int, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._timers: list[asyncio.TimerHandle] = []
        self._referee: tuple[Hashable, asyncio.TimerHandle, float, Any] | None = None
        self._bots: dict[int, Bot] = {}
        self._sent: dict[int, int] = {}
        self._reaction = random.Random()
        self._on_close = on_close
        self.closed = False

    # -- lobby -----------------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.match is not None

    def taken_names(self) -> list[str]:
        return [s.name for s in self.slots if s.kind != "open"]

    def seat_infos(self) -> list[SeatInfo]:
        seats = self.match.seats if self.match is not None else None
        out = []
        for i, slot in enumerate(self.slots):
            kind, level, sub = slot.kind, slot.level, slot.substitute
            if seats is not None:
                kind, level, sub = seats[i].kind, seats[i].level, seats[i].substitute
            out.append(SeatInfo(name=slot.name, kind=kind, level=level, substitute=sub,
                                ready=slot.ready or kind == "computer", connected=i in self.conns))
        return out

    def lobby(self) -> Lobby:
        return Lobby(code=self.code, game=self.game.id, players=self.players, options=dict(self.options),
                     host_seat=self.host_seat, seats=self.seat_infos(), started=self.started,
                     quick=self.quick)

    async def take_seat(self, conn: Conn) -> tuple[int, str]:
        """A newcomer takes the first open seat under an animal name; returns (seat, token)."""
        if self.started:
            raise Refused("room_started", "this room's game has already started")
        for seat, slot in enumerate(self.slots):
            if slot.kind == "open":
                token = new_token()
                self.slots[seat] = Slot("human", animal_name(self.taken_names()), None, hash_token(token),
                                        ready=False)
                self.conns[seat] = conn
                self._sent[seat] = 0
                self.touch()
                await self.persist()
                await self.send(seat, Welcome(code=self.code, seat=seat, token=token,
                                              host=seat == self.host_seat))
                await self.broadcast_lobby()
                return seat, token
        raise Refused("room_full", "every seat in this room is taken")

    def seat_of_token(self, token: str) -> int | None:
        digest = hash_token(token)
        for seat, slot in enumerate(self.slots):
            if slot.token_hash and hmac.compare_digest(slot.token_hash, digest):
                return seat
        return None

    async def rejoin(self, conn: Conn, token: str) -> int:
        """CC-22: the same seat, hand and timer back, if the seat still waits for its person."""
        seat = self.seat_of_token(token)
        if seat is None:
            raise Refused("bad_token", "that token does not belong to a seat in this room")
        if self.match is not None and self.match.seats[seat].substitute:
            raise Refused("seat_substituted", "a computer has taken over this seat (CC-22)")
        old = self._drops.pop(seat, None)
        if old is not None:
            old.cancel()
        self.conns[seat] = conn
        self._sent[seat] = 0
        self.touch()
        await self.send(seat, Welcome(code=self.code, seat=seat, token=token, host=seat == self.host_seat))
        await self.broadcast_lobby()
        if self.match is not None:
            await self.publish()
        return seat

    async def set_ready(self, seat: int, ready: bool) -> None:
        if self.started:
            raise Refused("room_started", "the game has already started")
        self.slots[seat].ready = ready
        self.touch()
        await self.persist()
        await self.broadcast_lobby()

    async def fill(self, seat: int, target: int, level: str) -> None:
        """The host gives an empty seat to a computer before the start (not in quick play)."""
        if seat != self.host_seat:
            raise Refused("not_host", "only the host can fill seats")
        if self.quick:
            raise Refused("quick_humans_only", "quick play seats people only")
        if self.started:
            raise Refused("room_started", "the game has already started")
        if not 0 <= target < self.players or self.slots[target].kind != "open":
            raise Refused("seat_not_open", "that seat is not open")
        self.slots[target] = Slot("computer", animal_name(self.taken_names()), level, ready=True)
        self.touch()
        await self.persist()
        await self.broadcast_lobby()

    async def start(self, seat: int | None) -> None:
        """The host starts once every seat is taken and every person is ready."""
        if seat is not None and seat != self.host_seat:
            raise Refused("not_host", "only the host can start the game")
        if self.started:
            raise Refused("room_started", "the game has already started")
        if any(s.kind == "open" for s in self.slots):
            raise Refused("seats_open", "some seats are still open: wait for players or fill them")
        if any(s.kind == "human" and not s.ready for s in self.slots):
            raise Refused("not_ready", "not everyone is ready")
        seats = [Seat(s.name, "human") if s.kind == "human" else Seat(s.name, "computer", s.level)
                 for s in self.slots]
        # CC-23: only the server deals, from the secure generator (Rng() unseeded).
        self.match = Match(self.game, seats, self.options, rng=Rng())
        self.touch()
        await self.changed([])

    # -- play ------------------------------------------------------------------------------------
    async def act(self, seat: int, text: str) -> None:
        """An action from a client for its own seat; refusals change nothing."""
        match = self.match
        if match is None:
            raise Refused("not_started", "the game has not started")
        if match.outcome() is not None:
            raise Refused("game_over", "the game is over")
        if seat not in match.to_act():
            raise Refused("not_your_turn", "it is not your turn")
        if match.seats[seat].is_computer:
            raise Refused("seat_substituted", "a computer plays this seat now (CC-22)")
        try:
            events = match.act_text(seat, text)
        except IllegalAction as exc:
            raise Refused(exc.key or "illegal", exc.reason, exc.params) from None
        await self.changed(events)

    async def leave(self, seat: int) -> None:
        """A person leaves for good: a marked computer substitute plays the seat (CC-22)."""
        self.conns.pop(seat, None)
        old = self._drops.pop(seat, None)
        if old is not None:
            old.cancel()
        if self.match is None:
            self.slots[seat] = Slot()
            if seat == self.host_seat:
                await self._pass_host()
            await self.persist()
            await self.broadcast_lobby()
            return
        if self.match.outcome() is not None or self.match.seats[seat].is_computer:
            return
        events = self.match.leave(seat, "medium")
        await self.changed(events)

    def dropped(self, seat: int, conn: Conn) -> None:
        """A connection closed: the seat waits ``reconnect`` seconds for its person (CC-22)."""
        if self.conns.get(seat) is not conn:
            return
        del self.conns[seat]
        self._wait_for(seat, self.timing.reconnect)
        self._spawn(self.broadcast_lobby())

    def _wait_for(self, seat: int, seconds: float) -> None:
        if self.slots[seat].kind != "human" or seat in self._drops:
            return
        loop = asyncio.get_running_loop()
        self._drops[seat] = loop.call_later(seconds, lambda: self._spawn(self._drop_expired(seat)))

    async def _drop_expired(self, seat: int) -> None:
        async with self.lock:
            self._drops.pop(seat, None)
            if seat in self.conns or self.closed:
                return
            await self.leave(seat)

    async def _pass_host(self) -> None:
        people = [i for i, s in enumerate(self.slots) if s.kind == "human"]
        if people:
            self.host_seat = people[0]
        else:
            await self.close()

    # -- after every change ----------------------------------------------------------------------
    async def changed(self, events: list[Event]) -> None:
        self.version += 1
        self.touch()
        for seat, bot in self._bots.items():
            bot.observe([e.seen_by(seat) for e in events])
        await self.persist()
        self._schedule()
        await self.publish()

    async def publish(self) -> None:
        """Each connected seat gets its own view, legal actions and the events it may see."""
        match = self.match
        if match is None:
            return
        to_act = match.to_act()
        outcome = match.outcome()
        over = outcome is not None
        infos = self.seat_infos()
        seconds = self.remaining()
        for seat in list(self.conns):
            first = self._sent.get(seat, 0)
            if first == 0:
                first = max(0, len(match.events) - LOG_TAIL)
            events = [codec.encode(e.seen_by(seat)) for e in match.events[first:]]
            legal = ([str(a) for a in match.legal(seat)]
                     if seat in to_act and not match.seats[seat].is_computer else [])
            self._sent[seat] = len(match.events)
            await self.send(seat, Update(seat=seat, version=self.version, view=codec.encode(match.view(seat)),
                                         legal=legal, first=first, events=events, to_act=list(to_act),
                                         seats=infos, seconds=seconds, over=over,
                                         outcome=None if outcome is None else codec.encode(outcome)))

    async def broadcast_lobby(self) -> None:
        lobby = self.lobby()
        for seat in list(self.conns):
            await self.send(seat, lobby)

    async def send(self, seat: int, message: Any) -> None:
        from .schema import encode

        conn = self.conns.get(seat)
        if conn is None:
            return
        # a connection that died mid-send is handled when its reader ends
        with contextlib.suppress(Exception):
            await conn.send(encode(message))

    # -- what happens without a person: computers and the referee's clock ------------------------
    def _schedule(self) -> None:
        for handle in self._timers:
            handle.cancel()
        self._timers.clear()
        match = self.match
        if match is None or match.outcome() is not None:
            self._stop_referee()
            return
        to_act = match.to_act()
        others = [s for s in to_act if s != REFEREE]
        for seat in others:
            if match.seats[seat].is_computer:
                self._think(seat, window=len(others) > 1)
        if REFEREE in to_act:
            self._plan_referee(others)
        else:
            self._stop_referee()

    def _bot(self, seat: int) -> Bot:
        assert self.match is not None
        level = self.match.seats[seat].level or "medium"
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = make_bot(self.game, seat, level, Rng())
            self._bots[seat] = bot
        return bot

    def _think(self, seat: int, window: bool) -> None:
        assert self.match is not None
        legal = self.match.legal(seat)
        if not legal:
            return
        view = self.match.view(seat)
        version = self.version
        bot = self._bot(seat)
        if window:
            low, high = self.timing.reaction.get(self.match.seats[seat].level or "medium", (1.3, 2.4))
            delay = self._reaction.uniform(low, high)
        else:
            delay = self.timing.pause
        loop = asyncio.get_running_loop()
        due = loop.time() + delay

        async def think() -> None:
            try:
                action = await asyncio.to_thread(bot.choose, view, legal)
            except Exception:  # a bot bug must not stop the room: any legal move
                action = legal[0]
            await asyncio.sleep(max(0.0, due - loop.time()))
            async with self.lock:
                if self.version != version or self.match is None or self.closed:
                    return  # the table moved on while it thought: drop the thought
                if seat not in self.match.to_act():
                    return
                try:
                    events = self.match.act(seat, action)
                except IllegalAction:
                    return
                await self.changed(events)

        self._spawn(think())

    def _plan_referee(self, others: list[int]) -> None:
        assert self.match is not None
        actions = self.match.legal(REFEREE)
        if not actions:
            self._stop_referee()
            return
        loop = asyncio.get_running_loop()
        if not others:
            self._stop_referee()
            version, action = self.version, actions[0]
            self._timers.append(loop.call_later(self.timing.pause, lambda: self._spawn(
                self._referee_acts(version, action))))
            return
        timer = self._referee_timer(actions)
        if timer is None:
            self._stop_referee()
            return
        seconds, key = timer
        if self._referee is not None and self._referee[0] == key:
            return  # the same clock runs on (a draw does not restart the turn, CC-21)
        self._stop_referee()
        handle = loop.call_later(seconds, lambda: self._spawn(self._referee_fires()))
        self._referee = (key, handle, loop.time() + seconds, actions[0])

    def _referee_timer(self, actions: list[Any]) -> tuple[float, Hashable] | None:
        """When the referee acts while people may still act. The game's own hook if it has one
        (the driver's protocol); else the Color Clash rules the table screen follows: the CC-10
        call window and the CC-21 turn timer, recognised by the referee's notation."""
        assert self.match is not None
        hook = getattr(self.game, "referee_timer", None)
        view = self.match.view(None)
        if hook is not None:
            result: tuple[float, Hashable] | None = hook(view, actions, self.match.options)
            return result
        names = {str(a) for a in actions}
        if "close" in names:
            discard = len(getattr(view, "discard", ()))
            key = ("window", getattr(view, "round", 0), discard, getattr(view, "window", None))
            return self.timing.window, key
        turn_time = getattr(view, "turn_time", 0)
        if "timeout" in names and turn_time:
            return float(turn_time), ("turn", getattr(view, "round", 0), getattr(view, "current", 0),
                                      len(getattr(view, "discard", ())))
        return None

    async def _referee_fires(self) -> None:
        async with self.lock:
            if self._referee is None or self.match is None:
                return
            _, _, _, action = self._referee
            self._referee = None
            if REFEREE in self.match.to_act() and action in self.match.legal(REFEREE):
                events = self.match.act(REFEREE, action)
                await self.changed(events)

    async def _referee_acts(self, version: int, action: Any) -> None:
        async with self.lock:
            if self.version != version or self.match is None or self.closed:
                return
            if REFEREE in self.match.to_act() and action in self.match.legal(REFEREE):
                events = self.match.act(REFEREE, action)
                await self.changed(events)

    def _stop_referee(self) -> None:
        if self._referee is not None:
            self._referee[1].cancel()
            self._referee = None

    def remaining(self) -> float | None:
        if self._referee is None:
            return None
        return max(0.0, self._referee[2] - asyncio.get_running_loop().time())

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- lifetime and storage --------------------------------------------------------------------
    def touch(self) -> None:
        self.touched = time.monotonic()

    def expired(self, now: float) -> bool:
        if self.match is not None and self.match.outcome() is not None:
            return now - self.touched > self.timing.finished
        return now - self.touched > self.timing.idle and not self.conns

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for handle in [*self._timers, *self._drops.values()]:
            handle.cancel()
        self._stop_referee()
        for task in list(self._tasks):
            if task is not asyncio.current_task():
                task.cancel()
        await self.store.delete(self.code)
        if self._on_close is not None:
            await self._on_close(self)

    def snapshot(self) -> dict[str, Any]:
        return {"code": self.code, "game": self.game.id, "players": self.players, "options": self.options,
                "quick": self.quick, "host_seat": self.host_seat,
                "slots": [s.to_json() for s in self.slots],
                "record": None if self.match is None else self.match.record.to_json()}

    async def persist(self) -> None:
        if not self.closed:
            await self.store.save(self.code, self.snapshot())

    @classmethod
    def restore(cls, data: dict[str, Any], *, store: Store, timing: Timing,
                on_close: Callable[[Room], Awaitable[None]] | None = None) -> Room:
        """A room rebuilt from the store after a restart: its match replayed from the record, every
        person's seat waiting ``reconnect`` seconds for them to come back (CC-22)."""
        try:
            game = get_game(str(data["game"]))
            room = cls(str(data["code"]), game, int(data["players"]), dict(data["options"]), store=store,
                       timing=timing, quick=bool(data.get("quick")), on_close=on_close)
            room.host_seat = int(data.get("host_seat", 0))
            room.slots = [Slot.from_json(s) for s in data["slots"]]
            if data.get("record") is not None:
                room.match = Match.from_record(Record.from_json(data["record"]), game=game)
                room.version = len(room.match.record.actions) + 1  # as before the restart
        except (KeyError, TypeError, ValueError, UnknownGame, RecordError) as exc:
            raise ValueError(f"room {data.get('code')!r} cannot be restored: {exc}") from None
        return room

    def resume(self) -> None:
        """Start the clocks of a restored room: people get their reconnect time, computers play."""
        for seat, slot in enumerate(self.slots):
            substituted = self.match is not None and self.match.seats[seat].is_computer
            if slot.kind == "human" and seat not in self.conns and not substituted:
                self._wait_for(seat, self.timing.reconnect)
        self._schedule()
