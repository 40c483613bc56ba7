"""Rooms: seats with tokens, the lobby, and each room's match run by the server.

A room is found by a six-digit code drawn from the secure generator; each person who takes a seat
gets a random token (only its hash is kept) and acts only for that seat. The server alone holds the
match: it deals with secure chance (CC-23) and runs it through the match driver (issue 14), which
applies every action through ``Match`` (which keeps the record), plays computer seats and
substitutes, runs the referee's timers (CC-10, CC-21), and hands each seat only its view and the
events ``seen_by`` that seat; the room sends exactly that to the seat's connection. What is the
room's own: seats and tokens, the lobby, the 90 s a dropped seat waits (CC-22), storage.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import secrets
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from chemcards.bots.levels import make_bot
from chemcards.core.clock import Clock
from chemcards.core.driver import Change, MatchDriver, SeatUpdate, Subscription
from chemcards.core.match import Match
from chemcards.core.protocol import Game
from chemcards.core.records import Record, RecordError
from chemcards.core.registry import UnknownGame, get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import codec
from .names import animal_name
from .schema import Error, Lobby, SeatInfo, Update, Welcome, encode
from .store import Store

#: CC-22: a dropped person's seat waits this long for them, then a marked computer plays it
RECONNECT_SECONDS = 90.0
#: a room nobody has touched for this long is closed (lobby or game alike)
IDLE_SECONDS = 30 * 60.0
#: a finished room stays this long so players can read the result
FINISHED_SECONDS = 5 * 60.0
#: while the computers play the rest out at once (CH-12 [decided], ``PlayOut``), each seat gets an
#: update at most this often (real seconds), with every event since its last one, and the result
#: at once: hundreds of moves in a few seconds were hundreds of full views to every seat
HURRY_SEND = 0.5


class _Handle:
    __slots__ = ("_timer",)

    def __init__(self, timer: asyncio.TimerHandle) -> None:
        self._timer = timer

    def stop(self) -> None:
        self._timer.cancel()


class ServerClock:
    """The driver's clock on the server's loop. ``speed`` > 1 runs the game's time faster (tests:
    a 3-second call window, CC-10, passes in 3/speed seconds); every delay and "seconds left" the
    game and the driver know stays in game seconds. (``core.clock.AsyncioClock`` hands back the
    loop's TimerHandle, which has no ``stop``; this wraps it.)"""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed

    def now(self) -> float:
        return time.monotonic() * self.speed

    def schedule(self, delay: float, callback: Callable[[], object]) -> _Handle:
        loop = asyncio.get_running_loop()
        return _Handle(loop.call_later(max(0.0, delay) / self.speed, callback))


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
    speed: float = 1.0              # game seconds per real second (ServerClock)

    def clock(self) -> Clock:
        return ServerClock(self.speed)


async def _no_servers() -> list[str]:
    return []


class Room:
    def __init__(self, code: str, game: Game, players: int, options: dict[str, Any],  # type: ignore[type-arg]
                 *, store: Store, timing: Timing, quick: bool = False,
                 on_close: Callable[[Room], Awaitable[None]] | None = None,
                 servers: Callable[[], Awaitable[list[str]]] | None = None,
                 web: Callable[[], str] | None = None) -> None:
        self.code = code
        #: the web front beside the server, if any (told in Welcome: the lobby's http link)
        self.web = web or str
        #: the live server addresses told to a seat in its Welcome (failover after a crash)
        self.servers = servers or _no_servers
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
        self.driver: MatchDriver | None = None
        self.touched = time.monotonic()
        self.lock = asyncio.Lock()
        self._drops: dict[int, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._subs: dict[int, Subscription] = {}
        self._sent: dict[int, int] = {}
        self._timer_key: Hashable = None
        self._shared_for: tuple[int, dict[int, Any], list[SeatInfo]] = (-1, {}, [])
        self._saving: asyncio.Future[None] | None = None
        #: while the computers play the rest out (``play_out``): the next batched update's handle,
        #: and when the last batch left (loop time)
        self._hurry_send: asyncio.TimerHandle | None = None
        self._hurry_sent = -HURRY_SEND
        self._on_close = on_close
        self.closed = False  # deleted: nothing of it is stored any more
        self.halted = False  # its clocks stopped (closing, or the server stopping)

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
                                ready=slot.ready or kind == "computer", connected=i in self.conns,
                                back_within=self._back_within(i)))
        return out

    def _back_within(self, seat: int) -> float | None:
        """CC-22: the seconds a dropped person's seat still waits for them (the deadline of its
        reconnect timer), None for a seat that waits for nobody."""
        handle = self._drops.get(seat)
        if handle is None or seat in self.conns:
            return None
        try:
            now = asyncio.get_running_loop().time()
        except RuntimeError:
            return None
        return round(max(0.0, handle.when() - now), 1)

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
                                              host=seat == self.host_seat, servers=await self.servers(),
                                              web=self.web()))
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
        before = self.conns.get(seat)
        self.conns[seat] = conn
        if self.driver is not None:
            # the old subscription counts the events the old connection was sent: none of its
            # updates may reach this one (its log showed a draw twice, play-through 13, zh 2);
            # a new one sends the whole log below
            self._unsubscribe(seat)
        took_over = before is not None and before is not conn
        if took_over:
            # The same token from a second window or device while the first is still connected
            # (docs/online.md, "One seat, one window"): the newer connection takes the seat, as a
            # reconnect does (CC-22); the older one is told so in one line and closed, so it
            # neither freezes nor tries to take the seat back.
            self._spawn(self._taken_over(before))
        self._shared_for = (-1, {}, [])
        self.touch()
        await self.send(seat, Welcome(code=self.code, seat=seat, token=token, host=seat == self.host_seat,
                                      servers=await self.servers(), web=self.web(), took_over=took_over))
        await self.broadcast_lobby()
        if self.driver is not None:
            self._subscribe(seat)  # the whole log and the current view, then what is new
        return seat

    async def _taken_over(self, conn: Conn) -> None:
        """Tell a connection whose seat another connection took with the same token, then close it."""
        with contextlib.suppress(Exception):
            await conn.send(encode(Error(key="seat_taken",
                                         text="this seat was taken over by another window or device")))
        close = getattr(conn, "close", None)
        if close is not None:
            with contextlib.suppress(Exception):
                await close()

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
        await self.persist()
        self._drive()

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
        assert self.driver is not None
        refusal = self.driver.submit_text(seat, text)
        if refusal is not None:
            raise Refused(refusal.key or "illegal", refusal.reason, dict(refusal.params))

    async def play_out(self, seat: int) -> None:
        """Skip to the result (CHEMIS, CH-12 [decided]): a person in the room asks once every
        person is dead and only computers play on. The engine decides (``MatchDriver.play_out``,
        ``Game.may_play_out``); granted, the server's computers play the rest out without pauses
        and every seat gets the result. A refusal changes nothing; a second request while the
        rest is being played out (the other person's, at the same moment) is granted already."""
        match = self.match
        if match is None:
            raise Refused("not_started", "the game has not started")
        if match.outcome() is not None:
            raise Refused("game_over", "the game is over")
        if type(self.game).may_play_out is Game.may_play_out:  # the protocol's default: never
            raise Refused("no_play_out", f"{self.game.id} has no skipping to the result")
        assert self.driver is not None
        if self.driver.hurry:
            return
        refusal = self.driver.play_out(seat)
        if refusal is not None:
            raise Refused(refusal.key or "cannot_play_out", refusal.reason, dict(refusal.params))
        self.touch()

    async def leave(self, seat: int) -> None:
        """A person leaves for good: a marked computer substitute plays the seat (CC-22)."""
        self.conns.pop(seat, None)
        self._shared_for = (-1, {}, [])
        self._unsubscribe(seat)
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
        assert self.driver is not None
        self.driver.leave(seat, "medium")

    def dropped(self, seat: int, conn: Conn) -> None:
        """A connection closed: the seat waits ``reconnect`` seconds for its person (CC-22)."""
        if self.conns.get(seat) is not conn:
            return
        del self.conns[seat]
        self._shared_for = (-1, {}, [])  # the seat list says who is connected
        self._unsubscribe(seat)
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
            if seat in self.conns or self.halted:
                return
            await self.leave(seat)

    async def _pass_host(self) -> None:
        people = [i for i, s in enumerate(self.slots) if s.kind == "human"]
        if people:
            self.host_seat = people[0]
        else:
            await self.close()

    # -- the driver: after every change -----------------------------------------------------------
    def _drive(self) -> None:
        """Hand the match to the match driver (issue 14): it applies actions, plays computers and
        substitutes, runs the referee's timers (CC-10, CC-14, CC-21) and gives each seat only what
        it may see. The room subscribes each connected seat and sends that to the seat's connection;
        a seat nobody is connected to costs no view (it gets its whole log when it comes back)."""
        assert self.match is not None
        self.driver = MatchDriver(self.match, clock=self.timing.clock(), make_bot=make_bot,
                                  pace=self.timing.pause)
        self.driver.watch(self._watched)
        for seat in sorted(self.conns):
            self._subscribe(seat)
        self.driver.start()

    def _unsubscribe(self, seat: int) -> None:
        sub = self._subs.pop(seat, None)
        if sub is not None:
            sub.close()

    def _subscribe(self, seat: int) -> None:
        """(Re)subscribe a seat: the first update holds its whole log, later ones what is new."""
        assert self.driver is not None
        old = self._subs.pop(seat, None)
        if old is not None:
            old.close()
        self._sent[seat] = 0
        self._subs[seat] = self.driver.subscribe(seat, lambda update, s=seat: self._publish(s, update))

    def _watched(self, change: Change) -> None:
        if change.kind in ("act", "leave"):
            self.touch()
            # stored before anyone hears of it: a server killed now resumes from this action
            self._saving = asyncio.ensure_future(self.persist())
            self._tasks.add(self._saving)
            self._saving.add_done_callback(self._tasks.discard)
        elif change.kind in ("tick", "timer") and self.driver is not None:
            # A timer the seats' last update did not have yet (the driver plans it after it
            # notified them), or one stopped after they were told of it (a "Last card!" window
            # closed by a call or a catch: "⏱0" stayed on both screens, play-through 13, zh 1):
            # tell every seat once per timer started or stopped, not on every second.
            timer = self.driver.timer()
            key = None if timer is None else timer.key
            if key != self._timer_key:
                self._timer_key = key
                for seat in list(self.conns):
                    self._spawn(self.send(seat, self._now_for(seat)))

    def _now_for(self, seat: int) -> Update:
        """This seat's current view with no new events (the timer moved, nothing else)."""
        assert self.match is not None and self.driver is not None
        match = self.match
        to_act = match.to_act()
        legal = tuple(match.legal(seat)) if seat in to_act else ()
        update = SeatUpdate(seat, self.driver.version, (), match.view(seat), to_act, legal,
                            tuple(match.seats), self.driver.timer(), match.outcome(), self.driver.paused)
        return self._message(update, self._sent.get(seat, 0))

    def _publish(self, seat: int, update: SeatUpdate) -> None:
        if self.driver is not None and self.driver.hurry:
            self._hurried(seat, final=update.outcome is not None)
            return
        first = self._sent.get(seat, 0)
        self._sent[seat] = first + len(update.events)
        conn = self.conns.get(seat)
        if conn is not None:
            self._spawn(self.send(seat, self._message(update, first), conn))

    def _hurried(self, seat: int, *, final: bool) -> None:
        """The computers play the rest out at once (``play_out``): the seats are sent what is new
        at most every ``HURRY_SEND`` seconds, and the result at once. Each batch carries every event
        since the seat's last update (``_caught_up``), so no seat misses a line of its log."""
        if final:
            conn = self.conns.get(seat)
            if conn is not None:
                self._spawn(self.send(seat, self._caught_up(seat), conn))
            return
        if self._hurry_send is not None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, self._hurry_sent + HURRY_SEND - loop.time())
        self._hurry_send = loop.call_later(delay, self._send_hurried)

    def _send_hurried(self) -> None:
        self._hurry_send = None
        if self.halted or self.match is None or self.match.outcome() is not None:
            return  # the result went to every seat on its own
        self._hurry_sent = asyncio.get_running_loop().time()
        for seat, conn in list(self.conns.items()):
            self._spawn(self.send(seat, self._caught_up(seat), conn))

    def _caught_up(self, seat: int) -> Update:
        """This seat's current view with every event it may see since its last update (the
        driver's ``seen_by``, as in every update)."""
        assert self.match is not None and self.driver is not None
        match = self.match
        first = self._sent.get(seat, 0)
        events = tuple(e.seen_by(seat) for e in match.events[first:])
        self._sent[seat] = len(match.events)
        to_act = match.to_act()
        legal = tuple(match.legal(seat)) if seat in to_act else ()
        update = SeatUpdate(seat, self.driver.version, events, match.view(seat), to_act, legal,
                            tuple(match.seats), self.driver.timer(), match.outcome(), self.driver.paused)
        return self._message(update, first)

    def _shared(self, version: int) -> tuple[dict[int, Any], list[SeatInfo]]:
        """What every seat's update of one change has in common, made once per change: the seat
        list, and the encoded form of each event object (a public event is the same object in
        every seat's list; a secret one differs per seat, ``Event.seen_by``). Keyed by object
        identity only while the change's updates, which hold those objects, are being built."""
        if self._shared_for[0] != version:
            self._shared_for = (version, {}, self.seat_infos())
        return self._shared_for[1], self._shared_for[2]

    def _encode_event(self, cache: dict[int, Any], event: Any) -> Any:
        key = id(event)
        hit = cache.get(key)
        if hit is None or hit[0] is not event:
            hit = cache[key] = (event, codec.encode(event))
        return hit[1]

    def _message(self, update: SeatUpdate, first: int) -> Update:
        seat = update.seat
        assert seat is not None
        legal = [str(a) for a in update.legal] if not update.seats[seat].is_computer else []
        timer = update.timer
        assert self.match is not None
        cache, seats = self._shared(update.version)
        driver = self.driver
        over = update.outcome is not None
        return Update(seat=seat, version=update.version, step=len(self.match.record.actions),
                      view=codec.encode(update.view), legal=legal,
                      first=first, events=[self._encode_event(cache, e) for e in update.events],
                      to_act=list(update.to_act), seats=seats,
                      # CC-21: a turn's clock; none once the game is over (a timer may not be
                      # stopped yet when the last action ends the game)
                      seconds=None if timer is None or not timer.running or update.outcome is not None
                      else timer.left,
                      over=over,
                      outcome=None if update.outcome is None else codec.encode(update.outcome),
                      # CH-12 [decided]: the engine says whether this seat may skip to the result
                      play_out=driver is not None and not over and driver.may_play_out(seat),
                      hurry=driver is not None and not over and driver.hurry)

    @property
    def version(self) -> int:
        return 0 if self.driver is None else self.driver.version

    async def broadcast_lobby(self) -> None:
        lobby = self.lobby()
        for seat in list(self.conns):
            await self.send(seat, lobby)

    async def send(self, seat: int, message: Any, to: Conn | None = None) -> None:
        """``message`` to the seat's connection; ``to``: only to that one, while it holds the seat
        (an update counts the events that connection was sent)."""
        conn = self.conns.get(seat) if to is None else to
        if conn is None:
            return
        saving = self._saving
        if saving is not None and not saving.done():
            with contextlib.suppress(Exception):
                await asyncio.shield(saving)
        if to is not None and self.conns.get(seat) is not to:
            return  # another connection took the seat meanwhile: it gets its own whole log
        if isinstance(message, Update):
            # The seat list as it is now, not when the update was made: an update made when this
            # seat came back (the others still away) may leave after the lobbies that said they
            # are back, and a stale "offline" then stayed until the next move (issue 15, ot8
            # problem 4; CC-22). No await between this and the write keeps it the latest word.
            seats = self.seat_infos()
            if seats != list(message.seats):
                message = msgspec.structs.replace(message, seats=seats)
        # a connection that died mid-send is handled when its reader ends
        with contextlib.suppress(Exception):
            await conn.send(encode(message))

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
        # the people still here hear why their room is gone, in one line (issue 15, ot8 problem 1:
        # the host whose app ran the room left)
        for seat in list(self.conns):
            await self.send(seat, Error(key="room_closed", text="the host has closed this room"))
        self.halt()
        for task in list(self._tasks):
            if task is not asyncio.current_task():
                task.cancel()
        await self.store.delete(self.code)
        if self._on_close is not None:
            await self._on_close(self)

    def halt(self) -> None:
        """Stop every clock of this room (closing, or the server stopping: the store keeps it)."""
        self.halted = True
        if self._hurry_send is not None:
            self._hurry_send.cancel()
            self._hurry_send = None
        for handle in self._drops.values():
            handle.cancel()
        self._drops.clear()
        if self.driver is not None:
            self.driver.stop()

    def snapshot(self) -> dict[str, Any]:
        """The room as stored after every change. The record is kept unsealed: the store never
        reaches a player (CC-23 holds because nothing from it is sent), and sealing it (zlib and
        base64, meant for save files on a player's disk) cost CPU on every action."""
        return {"code": self.code, "game": self.game.id, "players": self.players, "options": self.options,
                "quick": self.quick, "host_seat": self.host_seat,
                "slots": [s.to_json() for s in self.slots],
                "record": None if self.match is None else self.match.record.to_json(sealed=False)}

    async def persist(self) -> None:
        if not self.closed:
            await self.store.save(self.code, self.snapshot())

    async def flush(self) -> None:
        """Store the room as it stands after ``halt``: an action applied just before the server
        stopped (a computer's, say) is stored before the store closes, so a restart resumes from
        exactly what the players last saw (CC-22)."""
        saving = self._saving
        if saving is not None and not saving.done():
            with contextlib.suppress(Exception):
                await saving
        await self.persist()

    @classmethod
    def restore(cls, data: dict[str, Any], *, store: Store, timing: Timing,
                on_close: Callable[[Room], Awaitable[None]] | None = None,
                servers: Callable[[], Awaitable[list[str]]] | None = None,
                web: Callable[[], str] | None = None) -> Room:
        """A room rebuilt from the store after a restart: its match replayed from the record, every
        person's seat waiting ``reconnect`` seconds for them to come back (CC-22)."""
        try:
            game = get_game(str(data["game"]))
            room = cls(str(data["code"]), game, int(data["players"]), dict(data["options"]), store=store,
                       timing=timing, quick=bool(data.get("quick")), on_close=on_close, servers=servers,
                       web=web)
            room.host_seat = int(data.get("host_seat", 0))
            room.slots = [Slot.from_json(s) for s in data["slots"]]
            if data.get("record") is not None:
                room.match = Match.from_record(Record.from_json(data["record"]), game=game)
        except (KeyError, TypeError, ValueError, UnknownGame, RecordError) as exc:
            raise ValueError(f"room {data.get('code')!r} cannot be restored: {exc}") from None
        return room

    def resume(self) -> None:
        """Start the clocks of a restored room: people get their reconnect time, computers play."""
        for seat, slot in enumerate(self.slots):
            substituted = self.match is not None and self.match.seats[seat].is_computer
            if slot.kind == "human" and seat not in self.conns and not substituted:
                self._wait_for(seat, self.timing.reconnect)
        if self.match is not None:
            self._drive()
