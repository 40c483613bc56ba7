"""Online play in the app: the launcher's "Online" screen, the lobby, and the table with a remote
seat controller (issue 15).

The table is the offline ``TableScreen``; only its seat controller differs: actions go to the server
as messages and the screen renders what the server sends back (``RemoteMatch``). Computers and the
referee's clocks run on the server, so this screen schedules nothing of its own. The session keeps
the seat token in the data folder, so a closed or killed terminal rejoins its seat (CC-22: within
90 s) with ``chemcards join CODE`` or by itself after a dropped connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from chemcards.core.i18n import computer_mark, join_list, option_parts
from chemcards.core.protocol import SetupError
from chemcards.core.registry import UnknownGame, get_game
from chemcards.i18n import tr, ui
from chemcards.net import schema
from chemcards.net.client import RoomClient, parse_link, room_link, server_url, web_room_link
from chemcards.net.qr import qr_lines
from chemcards.net.remote import RemoteMatch, seat_of

from .board_base import GameBoard
from .settings import data_dir
from .table import SeatParts, TableScreen
from .text import countdown, safe_text, seat_label, translate_bindings
from .widgets import KeysFooter
from .wrap import Wrapped

DOMAIN = "online"
#: commands the lobby's lines name, never broken across lines
COMMAND_UNITS = ("chemcards serve --web", "chemcards join", "--server")
DEFAULT_PORT = 8765
#: how long a dropped client keeps trying to get its seat back (CC-22)
RECONNECT_FOR = 90.0


def t(key: str, lang: str, **params: Any) -> str:
    return tr(DOMAIN, key, lang, **params)


def _tokens_path() -> Any:
    return data_dir() / "online-seats.json"


def remember_token(url: str, code: str, token: str) -> None:
    """Seat tokens of rooms this machine sits in, so a restarted client rejoins its own seat."""
    path = _tokens_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    data[f"{url}#{code}"] = {"token": token, "at": time.time()}
    data = {k: v for k, v in data.items() if isinstance(v, dict) and time.time() - v.get("at", 0) < 86400}
    from chemcards.core.records import save_atomic

    with contextlib.suppress(OSError):
        save_atomic(path, data)


def forget_token(url: str, code: str) -> None:
    """A seat given up for good (``leave``): its token would only be refused next time."""
    path = _tokens_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if isinstance(data, dict) and data.pop(f"{url}#{code}", None) is not None:
        from chemcards.core.records import save_atomic

        with contextlib.suppress(OSError):
            save_atomic(path, data)


def known_token(url: str, code: str) -> str | None:
    try:
        data = json.loads(_tokens_path().read_text(encoding="utf-8"))
        token = data[f"{url}#{code}"]["token"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return token if isinstance(token, str) else None


#: the folder the second player's command names for their own data and settings (any will do)
SECOND_HOME = "/tmp/p2"


def second_seat_command(url: str, code: str) -> str:
    """The command that seats a second player on this computer (play-through 13, en 8): a seat
    token is kept per data folder (``online-seats.json``), so the same folder takes the same seat
    over; another folder joins as a newcomer, and a folder of settings of its own keeps the second
    person's language and name apart. The room by its full link, as the lobby shows it
    (play-through 15, de 11, en 12, zh 15: "--server 127.0.0.1:8851" had no ``ws://``, and
    ``XDG_CONFIG_HOME`` was missing). Two lines joined by the shell's line continuation, so that
    each fits an 80-column screen and the two copied together still run as one command."""
    env = f"XDG_DATA_HOME={SECOND_HOME}/data XDG_CONFIG_HOME={SECOND_HOME}/config"
    return f"{env} \\\nchemcards join {room_link(url, code)}"


def options_text(game: Any, options: Mapping[str, Any], lang: str) -> str:
    """The room's options as a person reads them: each option's and value's own label in ``lang``
    (the game's ``Option.label`` / ``Choice.label``), never the raw keys the server sends. A key
    or value the game does not declare (a newer server) is shown as it came, not dropped."""
    return " · ".join(option_parts(game, options, lang))


def command_line_options(game: Any, options: Mapping[str, Any], lang: str) -> tuple[str, list[str]]:
    """For a room hosted by ``chemcards host``: where its options came from and how to set them,
    and the units of that line the wrapper keeps whole. The lobby lists the room's options, but
    a host who had chosen others on the start screen was not told that the command line takes
    the game's own unless ``-o`` sets them (play-through 18 de 2)."""
    declared = [o for o in game.options() if len(o.choices) > 1]
    if not declared:
        return "", []
    first = declared[0]
    other = next(c.value for c in first.choices if str(c.value) != str(options.get(first.key, first.default)))
    example = f"-o {first.key}={other}"
    # each key with its name ("mode = Modus"), 、 between them in Chinese (play-through 19 de 6, zh 12)
    keys = [o.typed_name(lang) for o in declared]
    return t("host_options_cli", lang, keys=join_list(keys, lang), example=example), [example, *keys]


class OnlineSession:
    """One person's connection to one room, for the life of the app screen stack."""

    def __init__(self, app: Any, plan: dict[str, Any], url: str | None) -> None:
        self.app = app
        self.plan = plan
        self.url = url
        self.link_host: str | None = None
        self.client: RoomClient | None = None
        self.server: Any = None
        self.lobby_screen: LobbyScreen | None = None
        self.table: RemoteTableScreen | None = None
        self.match: RemoteMatch | None = None
        #: the connection to the server: "up", "down" (dropped, getting the seat back, CC-22) or
        #: "lost" (given up); the table and the lobby say so on a line that stays while it lasts
        self.link = "up"
        self.lost_reason = ""
        self.leaving = False
        #: the server said the room is closed (its host left): nothing to reconnect to
        self.room_closed = False
        #: another window or device took this seat with the same token (docs/online.md, "One
        #: seat, one window"): this window does not try to take it back, nor give it up
        self.taken_over = False
        #: this window took its seat over from another window or device still connected with the
        #: same token (play-through 11, de 16: only the old window said so); the lobby's status
        #: line and the table's notice line say it here too
        self.took_over = False
        #: the lobby said ``took_over`` (before the game started): the table does not say it again
        self.took_over_said = False
        #: ``t`` is taking this window's seat back (``take_back``)
        self._taking_back = False
        #: the server gave this window no room (no such code, a full room) or could not be
        #: reached: the lobby offers only Esc (play-through 14 en 8)
        self.refused_entry = False
        self.refused_lines: tuple[str, str] = ("", "")  # why, and what to check
        #: opened from the launcher's Online screen: leaving goes back there, not out of the app
        #: (play-through 11, zh 1: leaving a room closed chemcards)
        self.from_launcher = False

    @property
    def in_room(self) -> bool:
        """Whether this window got a room at all: a code that names none, or a server that never
        answered, leaves no seat to give up and nothing to ask about."""
        client = self.client
        return self.serving_here or (client is not None and client.seen.code is not None)

    @property
    def lang(self) -> str:
        return self.app.settings.lang

    def open_lobby(self) -> None:
        self.lobby_screen = LobbyScreen(self)
        self.app.push_screen(self.lobby_screen)
        self.app.run_worker(self.run(), group="online", exit_on_error=False)

    # -- the connection --------------------------------------------------------------------------
    async def run(self) -> None:
        try:
            if self.plan.get("serve"):
                await self._serve_here()
            assert self.url is not None
            await self._connect_and_ask()
        except (OSError, TimeoutError) as exc:
            line = t("cannot_connect", self.lang, url=self.url or "?", reason=self._why_not(exc))
            self.refused_entry = True
            self.refused_lines = (line, "")
            if self.lobby_screen is not None and self.lobby_screen.is_current:
                self.lobby_screen.no_entry(line, "")  # in place of "Connecting…"; only Esc
            else:
                self.status(line)
            return
        await self._listen()

    def _why_not(self, exc: BaseException) -> str:
        """Why the server could not be reached, in the player's words: Python's English ("[Errno
        111] Connect call failed") reached a Chinese screen (play-through 11, zh 2)."""
        if isinstance(exc, ConnectionRefusedError):
            return t("cannot_connect_refused", self.lang, command="chemcards serve")
        if isinstance(exc, TimeoutError):
            return t("cannot_connect_timeout", self.lang)
        if isinstance(exc, socket.gaierror):
            return t("cannot_connect_address", self.lang)
        return t("cannot_connect_other", self.lang, errno=getattr(exc, "errno", None) or "?")

    async def _serve_here(self) -> None:
        """``chemcards host`` without ``--server``: a room server inside this app, open to the LAN."""
        from chemcards.net.backends import open_store
        from chemcards.net.client import lan_address
        from chemcards.net.server import RoomServer

        self.server = RoomServer(open_store(None, data_dir()))
        try:
            port = await self.server.start("0.0.0.0", DEFAULT_PORT)
        except OSError:
            port = await self.server.start("0.0.0.0", 0)
        self.url = f"ws://127.0.0.1:{port}/"
        self.link_host = f"ws://{lan_address()}:{port}/"

    async def _connect_and_ask(self) -> None:
        assert self.url is not None
        self.client = await RoomClient(self.url).connect()
        plan = self.plan
        if plan["do"] == "host":
            await self.client.send(schema.Create(game=plan["game"], players=plan["players"],
                                                 options=plan.get("options", {})))
        elif plan["do"] == "quick":
            await self.client.send(schema.Quick(game=plan["game"], players=plan["players"]))
        else:
            token = known_token(self.url, plan["code"])
            if token:
                await self.client.send(schema.Rejoin(code=plan["code"], token=token))
            else:
                await self.client.send(schema.Join(code=plan["code"]))

    async def _listen(self) -> None:
        while True:
            client = self.client
            assert client is not None
            get = asyncio.ensure_future(client.inbox.get())
            closed = asyncio.ensure_future(client.closed.wait())
            done, _ = await asyncio.wait({get, closed}, return_when=asyncio.FIRST_COMPLETED)
            if get in done:
                closed.cancel()
                self.handle(get.result())
                continue
            get.cancel()
            if self.room_closed or self.taken_over:  # the line that said so stays; no 90 s of
                # trying to get back (a window taken over would take the seat back in turn)
                self.set_link("lost")
                return
            if self.leaving:
                self.status(t("connection_lost", self.lang))
                return
            self.set_link("down")
            if not await self._reconnect():
                self.set_link("lost")
                return
            self.set_link("up")

    async def _reconnect(self) -> bool:
        """CC-22: a dropped connection comes back to its seat with the token, for up to 90 s: at
        the address it used, or at another server process of the room's cluster (the Welcome
        named them) when that one died."""
        assert self.client is not None
        seen = self.client.seen
        if not seen.code or not seen.token:
            self.status(t("connection_lost", self.lang))
            return False
        fresh = await self.client.reconnect(RECONNECT_FOR, pause=2.0)
        if isinstance(fresh, RoomClient):
            self.client = fresh
            return True
        lost = t("connection_lost", self.lang)
        # the server's refusal (a substitute took the seat) is the line that stays, not "join again"
        self.lost_reason = self.error_text(fresh) if isinstance(fresh, schema.Error) else ""
        self.status(self.lost_reason or lost)
        return False

    def set_link(self, link: str) -> None:
        """The connection went down, was given up, or is back: the lobby's status line and the
        table's status line say so at once and for as long as it lasts (a toast may not show)."""
        self.link = link
        if self.table is not None:
            self.table.link_changed()
        if self.lobby_screen is not None and self.lobby_screen.is_current:
            if link == "up":
                self.lobby_screen.refresh_lobby()
            elif self.taken_over:  # and how a second player plays on this computer (en 8)
                self.lobby_screen.set_status(self.lobby_screen.with_second_seat(self.link_line()))
                self.lobby_screen.refresh_lobby()  # no seats of a room it follows no more (de 10)
            else:
                self.lobby_screen.set_status(self.link_line())
            self.lobby_screen.refresh_bindings()  # a seat gone for good offers only Esc

    def link_line(self) -> str:
        """The status line while the connection is not up: getting the seat back, or given up (and
        why, when the server refused the seat)."""
        if self.link == "down":
            return t("link_down", self.lang)
        if not self.lost_reason:
            return t("link_lost", self.lang)
        # a reason that has its own mark ("⚡ The host has closed this room.") keeps just that one
        line = self.lost_reason if self.lost_reason.startswith("⚡") else f"⚡ {self.lost_reason}"
        over = self.match is not None and self.match.outcome() is not None
        if self.taken_over and not over:  # what this window still shows, and its way back (play-
            # through 12, de 7); once the game is over there is no seat to take back
            gap = "" if self.lang == "zh" else " "  # Chinese sentences follow one another without one
            line += gap + t("seat_taken_snapshot" if self.table is not None else "take_back_hint", self.lang)
        return line

    async def take_back(self) -> None:
        """``t`` in a window whose seat another window took over (play-through 12, de 7): rejoin
        with the kept token, as that window did (docs/online.md, "One seat, one window"); the other
        window is then the old one and is told so. This window's table is live again. A refusal
        (a computer took the seat meanwhile, CC-22) or no answer is said in one line."""
        client = self.client
        if not self.taken_over or client is None or self._taking_back:
            return  # t pressed twice: one rejoin, one listener
        self._taking_back = True
        try:
            fresh = await client.reconnect(5.0, pause=0.5)
        finally:
            self._taking_back = False
        if not isinstance(fresh, RoomClient):
            text = self.error_text(fresh) if isinstance(fresh, schema.Error) else t("link_refused", self.lang)
            self.refuse(text)
            return
        self.client = fresh
        self.taken_over = False
        self.took_over = True  # the lobby's status line says so, as in any window that took a seat
        self.took_over_said = False
        self.lost_reason = ""
        if self.match is not None:
            self.match.gone = False
        if self.table is not None:
            self.table.seat_back()
        self.set_link("up")  # the lobby's status line says it then (``took_over``)
        if self.table is not None and self.table.is_current:
            self.table.say(self.took_over_line())
        self.app.run_worker(self._listen(), group="online", exit_on_error=False)

    def handle(self, msg: Any) -> None:
        assert self.client is not None
        seen = self.client.seen
        if isinstance(msg, schema.Welcome):
            assert self.url is not None
            remember_token(self.url, msg.code, msg.token)
            # said by the lobby that follows (its status line) or the table (its notice line); a
            # reconnect of this very window (CC-22) may find its old connection not yet gone at
            # the server: that is no take-over from another window, and nothing is said
            if msg.took_over and self.link == "up":
                self.took_over = True
                self.took_over_said = False
        elif isinstance(msg, schema.Lobby):
            if self.lobby_screen is not None:
                self.lobby_screen.refresh_lobby()
            if self.table is not None:
                self.table.server_moved()  # mid-game: a seat dropped or came back (CC-22)
        elif isinstance(msg, schema.Waiting):
            self.status(t("quick_waiting", self.lang, n=msg.waiting, players=msg.players))
        elif isinstance(msg, schema.Update):
            if self.table is None:
                lobby = seen.lobby
                game = get_game(lobby.game if lobby else self.plan.get("game", ""))
                self.match = RemoteMatch(game, seen, dict(lobby.options) if lobby else {},
                                         self.send_action, self.leave, lang=self.lang)
                self.table = RemoteTableScreen(self.match, self)
                self.app.push_screen(self.table)
                if self.took_over and not self.took_over_said:  # taken over mid-game: the table
                    # says it, on its notice line once it is up (a toast over its panels cut
                    # Chinese characters, notice.py)
                    self.app.call_after_refresh(self.app.notify, self.took_over_line(), timeout=10)
                # a take-over belongs to its moment: one the lobby said is over when the game
                # starts (play-through 13, en 7: the first game screen still said it)
                self.took_over = self.took_over_said = False
            else:
                self.table.server_moved()
        elif isinstance(msg, schema.Error):
            text = self.error_text(msg)
            if msg.key == "bad_token" and seen.seat is None and self.plan.get("do") == "join":
                # a token kept from a seat that is gone (left, or the room was set up again):
                # join as a newcomer instead of stopping at "join a room first"
                assert self.url is not None
                forget_token(self.url, self.plan["code"])
                self.send(schema.Join(code=self.plan["code"]))
                return
            if msg.key == "room_closed":
                self.room_closed = True
                self.lost_reason = text
            if msg.key == "seat_taken":
                self.taken_over = True
                self.took_over = False
                self.lost_reason = text
                if self.match is not None:  # no move offered here any more: the seat is elsewhere
                    self.match.gone = True
                self.set_link("lost")  # the status lines say it, and stay
                if self.table is not None:
                    self.table.clear_notice()  # not "you took this seat over" any more
                    self.table.server_moved()
                self.app.run_worker(self.client.close(), group="online-send", exit_on_error=False)
                return
            if self.table is not None and self.table.is_current:
                self.table.refuse(text)
            elif not self.in_room and self.table is None and self.lobby_screen is not None:
                # no room for this window (a code that names none, a full room): the lobby says
                # so where it said "Connecting…", with what to check, and offers only Esc
                # (play-through 14 en 8: "Connecting…" stayed and r said "Join a room first.")
                self.refused_entry = True
                self.refused_lines = (text, t("no_room_check", self.lang) if msg.key == "no_room" else "")
                self.lobby_screen.no_entry(*self.refused_lines)
            else:
                self.status(text)

    def error_text(self, error: schema.Error) -> str:
        lang = self.lang
        domains = [DOMAIN, "ui"]
        # the game's own catalogue: at the table, and for a room it asked for (the server refuses
        # options the game judges, CK-2's competitive mode for five, in the game's words)
        game = self.match.game.id if self.match is not None else self.plan.get("game")
        params: dict[str, Any] = dict(error.params)
        if game:
            domains.insert(1, str(game))
            # the game puts its terms into the sentence as at a local table (``refusal_text``):
            # Metallurgie's "Ag" and "0,-2" read „Silber“ and „48/18“ as the field shows them
            # (play-through 21, de 1: „Ag kommt nur auf eine freie Cukarte, und 0,-2 ist keine.“)
            with contextlib.suppress(UnknownGame):
                hook = getattr(get_game(str(game)), "refusal_params", None)
                if hook is not None:
                    params = hook(params, lang)
        for domain in domains:
            text = tr(domain, error.key, lang, **params, reason=error.text)
            if text != error.key:
                return text
        return error.text

    def took_over_line(self) -> str:
        """The one line that says this window took the seat over (play-through 11, de 16)."""
        return t("seat_taken_here", self.lang)

    def status(self, text: str) -> None:
        if self.lobby_screen is not None and self.lobby_screen.is_current:
            self.lobby_screen.set_status(text)
        else:
            # a name's "[Computer]" or an "[Errno 111]" is text, not markup (play-through 18 de:
            # Textual's markup took "[Computer]" out of a notice, leaving "Curie  hat")
            self.app.notify(safe_text(text))

    # -- sending ---------------------------------------------------------------------------------
    def send(self, message: Any) -> bool:
        """Send ``message``; while the connection is down nothing is sent and the person is told
        in one line (False)."""
        client = self.client
        if self.link != "up" or client is None or client.ws is None:
            self.refuse(self.not_sent())
            return False

        async def go() -> None:
            with contextlib.suppress(Exception):
                await client.send(message)

        self.app.run_worker(go(), group="online-send", exit_on_error=False)
        return True

    def not_sent(self) -> str:
        """Why nothing was sent: the seat is in another window now, or the connection is down."""
        return self.link_line() if self.taken_over else t("link_refused", self.lang)

    def refuse(self, text: str) -> None:
        if self.table is not None and self.table.is_current:
            self.table.refuse(text)
        else:
            self.status(text)

    def send_action(self, text: str) -> None:
        self.send(schema.Act(action=text))

    def leave(self) -> None:
        self.send(schema.Leave())

    def play_out(self) -> None:
        """Skip to the result (CHEMIS, CH-12 [decided]): the server asks the engine, and its
        computers play the rest out; the result comes as updates, a refusal as one line."""
        self.send(schema.PlayOut())

    @property
    def serving_here(self) -> bool:
        """The room server runs inside this app (``chemcards host`` without ``--server``): when
        this app goes, the room goes."""
        return self.server is not None

    def way_back(self) -> str:
        """The command that brings this seat back within 90 s (CC-22): ``chemcards join`` with the
        room's link (its server and code), which finds the seat token kept in the data folder."""
        client = self.client
        code = client.seen.code if client is not None else None
        if not code:
            return "chemcards join"
        return f"chemcards join {room_link(self.url or '', code)}"

    async def leave_for_good(self) -> str:
        """Leave the room now (CC-22), not after 90 s: the server frees the seat in the lobby (the
        host's star passes to the next person) or a marked computer takes it at the table. A host
        whose app runs the server closes the room: every guest is told in one line. Returns the
        line to print when the app has closed."""
        lang = self.lang
        client = self.client
        code = client.seen.code if client is not None else None
        spaced = f"{code[:3]} {code[3:]}" if code else ""
        if self.serving_here and code and code in self.server.rooms:
            room = self.server.rooms[code]
            async with room.lock:
                await room.close()
            line = t("left_room_closed", lang, code=spaced)
        elif self.taken_over:
            # the seat is the other window's now: nothing to leave, and its token stays kept
            await self.close()
            return t("left_taken_over", lang, code=spaced)
        else:
            if client is not None and client.ws is not None and self.link == "up":
                with contextlib.suppress(Exception):
                    async with asyncio.timeout(3.0):
                        await client.send(schema.Leave())
            line = t("left_room", lang, code=spaced)
        if code and self.url:
            forget_token(self.url, code)
        await self.close()
        return line

    def seconds_left(self) -> float | None:
        """CC-21: the server's seconds left, counted from when its last game update arrived
        (``Seen.seconds_left``); none while the connection is down (the server's clock is not
        known then) or after the game is over."""
        client = self.client
        if client is None or self.link != "up":
            return None
        return client.seen.seconds_left()

    async def close(self) -> None:
        self.leaving = True
        if self.client is not None:
            await self.client.close()
        if self.server is not None:
            # the rooms run in this app: they close with it, and every guest is told so in one line
            # rather than trying for 90 s to get back to a server that is gone
            for room in list(self.server.rooms.values()):
                async with room.lock:
                    await room.close()
            await self.server.stop()


class LobbyScreen(Screen[None]):
    """The room's code, link and QR code, the seats and who is ready; the host starts."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "ready", "Ready", id="ready"),
        Binding("c", "computer", "Computer", id="computer"),
        Binding("s", "start", "Start", id="start"),
        Binding("escape", "back", "Leave", id="leave"),
        Binding("t", "take_back", "Take the seat back here", id="take_back"),
    ]
    DEFAULT_CSS = """
    LobbyScreen #lobby-qr { width: auto; color: black; background: white; margin: 0 1; }
    LobbyScreen #lobby-side { width: 1fr; }
    LobbyScreen #lobby-info { height: auto; }
    LobbyScreen #lobby-seats { height: auto; margin-top: 1; }
    LobbyScreen #lobby-status { height: auto; margin-top: 1; }
    """

    def __init__(self, session: OnlineSession) -> None:
        super().__init__()
        self.session = session
        self.ready = False
        #: whether this person hosts the room; until the server's first lobby says so, nobody does
        self.is_host = False
        self.open_seat = False

    @property
    def lang(self) -> str:
        return self.session.lang

    def compose(self) -> ComposeResult:
        translate_bindings(self, self.lang, DOMAIN)
        with Horizontal():
            yield Static("", id="lobby-qr")
            # scrolls rather than cuts: six seats, the phones' line and a take-over's lines are
            # more than 24 rows hold (a scroll bar shows there is more)
            with VerticalScroll(id="lobby-side", can_focus=False):
                yield Static(t("connecting", self.lang), id="lobby-info")
                yield Static("", id="lobby-seats")
                # under the seats, not docked above the footer: a phone's footer wraps to several
                # lines and covered a docked status ("There is no such room." never showed)
                yield Static("", id="lobby-status")
        yield KeysFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.refresh_lobby()  # the server may have answered before the screen was up
        if self.session.refused_entry:
            self.no_entry(*self.session.refused_lines)
        self.set_interval(1.0, self._tick)

    def _tick(self) -> None:
        """A dropped person's seat counts down its seconds (CC-22) between the server's messages."""
        client = self.session.client
        lobby = client.seen.lobby if client is not None else None
        if lobby is not None and any(s.kind == "human" and not s.connected for s in lobby.seats):
            self.refresh_lobby()

    def on_screen_resume(self) -> None:
        self.refresh_lobby()

    def set_status(self, text: str | Wrapped) -> None:
        self.query_one("#lobby-status", Static).update(text)

    def no_entry(self, line: str, hint: str) -> None:
        """No room for this window: ``line`` (why) where "Connecting…" stood, ``hint`` (what to
        check) under it; the footer keeps only Esc (play-through 14 en 8)."""
        if not self.is_mounted:  # the server answered before the screen was up: once it is
            if self.app.screen is self:
                self.app.call_after_refresh(self.no_entry, line, hint)
            return
        info = Text(line, style="bold")
        if hint:
            info.append("\n" + hint)
        self.query_one("#lobby-info", Static).update(Wrapped(info))
        self.set_status("")
        self.refresh_bindings()

    def refresh_lobby(self) -> None:
        client = self.session.client
        if client is None or client.seen.lobby is None or not self.is_mounted:
            return
        lobby, seen, lang = client.seen.lobby, client.seen, self.lang
        game = get_game(lobby.game)
        # a web front (``--web``, or the server's own from ``serve --web``): a link a phone's
        # browser opens
        web = self.session.plan.get("web") or seen.web
        link = web_room_link(web, lobby.code) if web else \
            room_link(self.session.link_host or self.session.url or "", lobby.code)
        info = Text()
        info.append(f"{game.title(lang)}\n", style="bold")
        spaced = f"{lobby.code[:3]} {lobby.code[3:]}"
        info.append(t("room_code", lang, code=spaced) + "\n", style="bold")
        # A QR code only of a link a phone can open: an http link of a web front. A ws:// link is
        # for `chemcards join` on a computer; a phone's camera cannot use it, so without a web
        # front there is no QR code, and a line says how phones get one (play-through 10,
        # docs/online.md "Phones and the QR code").
        qr = bool(web) and not lobby.quick
        if not lobby.quick:
            info.append(t("room_link" if web else "room_link_terminal", lang, join="chemcards join")
                        + "\n" + link + "\n")
        parts = option_parts(game, lobby.options, lang)
        info.append(" · ".join(parts))
        how: list[str] = []
        if self.session.plan.get("from_command_line") and seen.seat == lobby.host_seat:
            line, how = command_line_options(game, lobby.options, lang)
            if line:
                info.append("\n" + line)
        # only the host can start the room on a server with a web front: a guest is not told to
        # (play-through 12, de 6)
        if not lobby.quick and not web and seen.seat == lobby.host_seat:
            info.append("\n" + t("phones_need_web", lang, serve="chemcards serve --web", server="--server"))
        # by the one wrapper: an option with its value, the spaced code and the link are units
        # (the link is folded, never shortened: a person types it), and so are commands
        units = [*parts, spaced, *how] + ([link, *COMMAND_UNITS] if not lobby.quick else [])
        self.query_one("#lobby-info", Static).update(Wrapped(info, units=units))
        qr_box = self.query_one("#lobby-qr", Static)
        qr_box.display = qr
        if qr:
            qr_box.update("\n".join(qr_lines(link)))
        session = self.session
        if session.taken_over:
            # the server closed this window's connection: who sits where and who is ready are
            # the other window's to show now; seats "… not ready" stayed here as if live after
            # the game had started there (play-through 13, de 10)
            self.query_one("#lobby-seats", Static).update(Text(t("lobby_frozen", lang), style="bold"))
            self.set_status(self.with_second_seat(session.link_line()))
            return
        seats = Text()
        for i, s in enumerate(lobby.seats):
            if s.kind == "open":
                line = t("seat_open", lang)
            else:
                line = seat_label(seat_of(s, lang), lang)
                if s.kind == "human":
                    line += "  " + (t("label_ready", lang) if s.ready else t("label_not_ready", lang))
                    if not s.connected:
                        # how long the seat is kept for its person, counted down (CC-22; the
                        # lobby said only "⚡ offline", session 13): then it is open again
                        left = seen.back_within(i)
                        line += "  " + (t("seat_offline", lang) if left is None else
                                        t("seat_offline_kept", lang, seconds=int(left + 0.999)))
            mark = "◉ " if i == seen.seat else "  "
            host = " ★" if i == lobby.host_seat else ""
            seats.append(f"{mark}{i + 1}. {line}{host}\n", style="bold" if i == seen.seat else "")
        # the marks said in words (play-through 10: "◉" was explained nowhere)
        seats.append(ui("lobby_marks", lang), style="dim")
        if seen.seat is not None and 0 <= seen.seat < len(lobby.seats):
            # whose name this window plays under, and why not the launcher's: no typed name
            # travels (CC-25, docs/online.md; play-through 13, en 7: "Yak" though it said "Ann")
            name = seat_of(lobby.seats[seen.seat], lang).name
            seats.append("\n" + t("lobby_your_name", lang, name=name), style="dim")
        self.query_one("#lobby-seats", Static).update(seats)
        me_host = seen.seat == lobby.host_seat
        open_seat = any(s.kind == "open" for s in lobby.seats)
        if (me_host, open_seat) != (self.is_host, self.open_seat):  # the footer's keys change
            self.is_host, self.open_seat = me_host, open_seat
            self.refresh_bindings()
        if session.link != "up":  # the room closed, the connection given up: that line stays
            self.set_status(session.link_line())
        elif not lobby.quick:  # quick play: no ready step and no host (its waiting line stays)
            # the host's keys as the footer has them: "c" only while a seat is open (play-through
            # 15, zh 15: "c computer for empty seats" in a full room whose footer had no c)
            keys = t(("host_keys" if open_seat else "host_keys_full") if me_host else "guest_keys", lang)
            # a seat taken over from another window says so above its keys, for as long as the
            # lobby is open (play-through 11, de 16)
            if session.took_over:
                session.took_over_said = not lobby.started
                self.set_status(self.with_second_seat(session.took_over_line(), keys))
            else:
                self.set_status(keys)

    def with_second_seat(self, line: str, keys: str = "") -> Wrapped:
        """A take-over line with how a second player plays on this computer under it (play-through
        13, en 8: a newcomer ran ``join`` with the same folders and took their own seat over), then
        ``keys``; the command is one unit, never broken inside."""
        client = self.session.client
        code = client.seen.code if client is not None else None
        # a quick-play room is not joined by its code: no command for it
        quick = client is not None and client.seen.lobby is not None and client.seen.lobby.quick
        lines = [line]
        units: list[str] = []
        if code and self.session.url and not quick:
            command = second_seat_command(self.session.url, code)
            lines.append(t("second_seat_hint", self.lang, command=command))
            units.extend(command.split("\n"))  # each line of it whole
        if keys:
            lines.append(keys)
        return Wrapped("\n".join(lines), units=units)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A guest is shown only the keys a guest can use: filling a seat and starting are the
        host's (the server refuses them from anyone else), so they stay out of a guest's footer."""
        if action == "take_back":  # the seat taken over by another window: t takes it back
            return self.session.taken_over
        if action in ("ready", "computer", "start") and (
                self.session.link == "lost" or self.session.refused_entry):
            return False  # nothing to send them to: only Esc (and t, the seat taken over)
        if action == "computer":  # and only while a seat is open for a computer
            return self.is_host and self.open_seat
        if action == "start":
            return self.is_host
        if action == "ready":  # quick play has no ready step: it starts once the table is full
            return not self.quick
        return True

    @property
    def quick(self) -> bool:
        """A quick-play room (the server says so; until its lobby arrives, the plan does)."""
        client = self.session.client
        if client is not None and client.seen.lobby is not None:
            return client.seen.lobby.quick
        return self.session.plan.get("do") == "quick"

    def action_take_back(self) -> None:
        if self.session.taken_over:
            self.app.run_worker(self.session.take_back(), group="online-send", exit_on_error=False)

    def action_ready(self) -> None:
        if self.session.send(schema.Ready(ready=not self.ready)):
            self.ready = not self.ready

    def action_computer(self) -> None:
        if not (self.is_host and self.open_seat):
            return
        client = self.session.client
        if client is None or client.seen.lobby is None:
            return
        open_seats = [i for i, s in enumerate(client.seen.lobby.seats) if s.kind == "open"]
        if open_seats:
            self.session.send(schema.Fill(seat=open_seats[0], level="medium"))

    def action_start(self) -> None:
        if not self.is_host:
            return
        self.session.send(schema.Start())

    def action_back(self) -> None:
        """Esc asks first (issue 15, ot8 problem 1: it quit at once and the seat stayed taken for
        90 s); on yes the seat is given up at once (CC-22)."""
        from .dialogs import ConfirmScreen

        if isinstance(self.app.screen, ConfirmScreen):
            return
        session = self.session
        if not session.in_room:  # no room, no seat: nothing to give up, nothing to ask

            async def never_in() -> None:
                await session.close()
                self.went_back(None)

            self.app.run_worker(never_in(), group="online-leave", exit_on_error=False)
            return
        if session.taken_over and not session.serving_here:  # nothing to give up: no question

            async def gone() -> None:
                self.went_back(await session.leave_for_good())

            self.app.run_worker(gone(), group="online-leave", exit_on_error=False)
            return
        question = t("leave_room_question_closes" if session.serving_here else "leave_room_question",
                     self.lang)

        async def answered(yes: bool | None) -> None:
            if yes:
                self.went_back(await session.leave_for_good())

        self.app.push_screen(ConfirmScreen(question, self.lang), callback=answered)

    def went_back(self, line: str | None) -> None:
        """After leaving: back to the launcher's Online screen when the room was opened from there
        (the line as a notice), else the app closes with the line, as ``chemcards join`` did."""
        if not self.session.from_launcher:
            self.app.exit(0, message=line)
            return
        self.app.online_session = None  # type: ignore[attr-defined]
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        if self.app.screen is self:
            self.app.pop_screen()
        if line:
            self.app.notify(line)


def _name_take_back(node: Any, lang: str) -> None:
    """The take-back key's text from this domain's catalogue (the table's other keys are the
    app's, translated with ``ui``)."""
    bindings = node._bindings.key_to_bindings
    for key, items in bindings.items():
        bindings[key] = [replace(b, description=t("take_back", lang)) if b.id == "take_back" else b
                         for b in items]


class RemoteTableScreen(TableScreen):
    """The offline table, with the server as the seat controller: this screen makes no driver of
    its own (the server's driver plays computers and runs the referee's clocks, CC-10, CC-21)."""

    #: online the game is kept by the server and its computers are played there: leaving the
    #: seat is the one palette command of the table's own (no copy to save, no pace to set)
    PALETTE: ClassVar[frozenset[str]] = frozenset({"leave_seat"})

    BINDINGS: ClassVar[list[BindingType]] = [
        # a window whose seat another window took over takes it back here (play-through 12, de 7)
        Binding("t", "take_back", "Take the seat back here", id="take_back"),
    ]

    def __init__(self, match: RemoteMatch, session: OnlineSession) -> None:
        super().__init__(match)  # type: ignore[arg-type]
        self.session = session
        self.remote = match
        self._over_shown = False
        #: a dialog (a round's result, the keys) covers the table
        self._covered = False
        #: the match's step this screen last drew, and the step at which this seat last sent a
        #: move (None: none on its way): a step past it is this seat's move (``server_moved``)
        self._step_seen = 0
        self._sent_at: int | None = None

    # Textual calls the mount/resume/suspend handlers of every class in the MRO, the offline
    # table's too; they reach the driver only through ``driver`` and ``_go_on``, answered here.
    def on_mount(self) -> None:
        _name_take_back(self, self.lang)
        self.set_interval(1.0, self._tick_remote)

    def action_take_back(self) -> None:
        if self.session.taken_over:
            self.app.run_worker(self.session.take_back(), group="online-send", exit_on_error=False)

    def seat_back(self) -> None:
        """This window plays its seat again (``t``): moves are invited here once more."""
        self.board.elsewhere = False
        self.refresh_bindings()

    def clear_notice(self) -> None:
        from .notice import NoticeLine

        for line in self.query(NoticeLine):
            line.clear()

    def say(self, text: str) -> None:
        """One line on the table's notice line (plain text: names may hold "[Computer]")."""
        self.notify(safe_text(text), timeout=10)

    @property
    def driver(self) -> Any:
        return _NoDriver()

    def _go_on(self) -> None:
        """Nothing to resume here: the server's driver runs on while this screen is covered."""

    @property
    def busy(self) -> bool:
        return False

    @property
    def thinking(self) -> int:
        return 0

    def server_moved(self) -> None:
        if self.is_mounted:
            update = self.remote.seen.update
            step = update.step if update is not None else 0
            if step != self._step_seen:
                # a move was made: as at an offline table a refusal belongs to the moment before
                # this seat's next move (play-through 19, zh 10: "■ 1 does not match", refused
                # before the last play, stayed into the window and read as its answer)
                mover = self.remote.seat if self._sent_at is not None and step > self._sent_at else None
                self._step_seen = step
                if mover is not None:
                    self._sent_at = None
                self._notice_moment(mover)
            self.advance()

    def advance(self) -> None:
        self.viewer = self.remote.seat
        seen = self.remote.seen  # CC-22: seats the game waits for (the status line says how long)
        self.board.absent = frozenset(i for i in range(len(seen.seat_infos))
                                      if seen.back_within(i) is not None)
        if self.remote.gone and not self.board.elsewhere:  # no move invited where the seat is no
            self.board.elsewhere = True  # longer played: not on the board, not in the footer
            self.refresh_bindings()
        self.curtain_up = False
        self.render_table()
        # news for the one person at this screen (CHEMIS: their death, CH-11), read before the result
        self._gather_news()
        if self._telling:
            return
        if self._news:
            _, screen = self._news.pop(0)
            self._telling = True
            self.app.push_screen(screen, callback=self._news_read)
            return
        if self.remote.outcome() is not None and not self._over_shown:
            self._over_shown = True
            self.refresh_bindings()  # no move box key on the final table
            # the result, as at any table (a message class of that name was removed long ago and
            # the online result was never shown: play-through 12, en 1-2)
            self.chemapp.game_over(self)

    def play_out_seat(self, shown: int | None) -> int | None:
        """This seat, when the server's last update offers it the skip to the result (the
        server's engine decides: CHEMIS once every person in the room is dead, CH-12 [decided]),
        and the seat is still played in this window."""
        update = self.remote.seen.update
        if update is None or not update.play_out or update.hurry or self.remote.gone:
            return None
        return self.remote.seat

    def hurrying(self) -> bool:
        """The server's computers are playing the rest out at once (its last update said so)."""
        update = self.remote.seen.update
        return update is not None and update.hurry and not update.over

    def on_game_board_play_out_asked(self, message: GameBoard.PlayOutAsked) -> None:
        """``e`` once every person in the room is dead: the server is asked (the offline table's
        handler would ask a driver this screen does not have); its answer comes as updates, or
        as a refusal on the notice line."""
        message.stop()
        message.prevent_default()
        if self.session.link != "up":
            self._refuse(self.session.not_sent())
            return
        if self.play_out_seat(self.viewer) is not None:
            self.session.play_out()

    def news_seats(self) -> list[int]:
        """Only this screen's own seat: the events here are the ones the server sent to it."""
        seat = self.remote.seat
        return [] if seat is None else [seat]

    def remaining(self) -> float | None:
        """The turn clock (CC-21), shown only while it means something to this screen: not after
        the game is over, and not while a dialog (a round's result) covers the table."""
        if self.remote.outcome() is not None or self._covered:
            return None
        return self.session.seconds_left()

    def on_screen_suspend(self) -> None:
        self._covered = True
        self._tick_remote()  # the clock off at once: what stays visible under a dialog is not ticked

    def on_screen_resume(self) -> None:
        self._covered = False
        self._tick_remote()  # the clock back at once when a dialog over the table closes

    def link_changed(self) -> None:
        """The connection went down or came back: the status line and the clock at once."""
        if self.is_mounted:
            self._tick_remote()

    def mark_seat(self, seat: int, part: SeatParts) -> SeatParts:
        """CC-22: a person whose connection is gone is marked in the seat list until they are
        back or a computer substitute takes the seat. Where the seat list is narrow (80 columns,
        three seats and more) the marks are short so the name stays whole beside them (issue 15,
        ot8 problem 3: "2 Se… [Computer stand-i…", "3 Erdmännch… ⚡ getrennt"): "⚡" alone, and a
        substitute's plain computer mark (CC-24: it still says Computer; the log says who left);
        the long forms wherever every entry fits."""
        mark, long_mark = part.mark, part.long_mark
        if 0 <= seat < len(self.match.seats) and self.match.seats[seat].substitute:
            mark = computer_mark(self.lang)
        if self.remote.seen.offline(seat):
            mark, long_mark = f"{mark} ⚡", f"{long_mark} {t('seat_offline', self.lang)}"
        return replace(part, mark=mark, long_mark=long_mark)

    def seats_legend(self, long: bool) -> str | None:
        """CC-22: where the seat list is narrow a dropped seat is marked "⚡" alone (its name stays
        whole); the words under the list say what it means ("⚡ offline", "⚡ 掉线")."""
        if long or not any(self.remote.seen.offline(i) for i in range(len(self.match.seats))):
            return None
        return t("seat_offline", self.lang)

    def _render_status(self, view: Any | None = None) -> None:
        super()._render_status(view)
        link = self.session.link
        if link != "up":
            text = Text(self.session.link_line(), style="bold red")
            self.query_one("#status", Static).update(text)
            return
        waiting = self.waiting_line()
        if waiting is not None:
            self.query_one("#status", Static).update(waiting)

    def waiting_line(self) -> Wrapped | None:
        """CC-22: while a person's seat waits for them to come back, the others read how long, and
        what follows ("Waiting for Lynx to come back (85 s left); then a computer plays for Lynx"),
        counted down from the server's deadline (play-through 12, de 7, zh 4: "⚡ offline … Lynx is
        playing…" stayed unchanged). It stands for the status line while the game waits for that
        seat; otherwise it follows the status line's own words (this seat's turn, say)."""
        seen = self.remote.seen
        if self.remote.outcome() is not None or self.remote.gone:
            return None
        waits = [(i, left) for i in range(len(seen.seat_infos)) if i != self.remote.seat
                 and (left := seen.back_within(i)) is not None]
        if not waits:
            return None
        update = seen.update
        to_act = set(update.to_act) if update is not None else set()
        seats = self.match.seats
        lines = [t("waiting_for_seat", self.lang, name=seats[i].name if i < len(seats) else "?",
                   seconds=int(left + 0.999)) for i, left in waits]
        text = Text()
        if not to_act & {i for i, _ in waits}:  # the game goes on meanwhile: its words first
            view = self.match.view(None if self.curtain_up else self.viewer)
            text.append(self.game.status_text(view, self.lang) or "")
            left = self.remaining()
            if left is not None:
                text.append(f"  {countdown(int(left + 0.999), self.lang)}", style="bold")
            text.append("  ")
        text.append("  ".join(lines), style="bold")
        return Wrapped(text, self._names())

    def _tick_remote(self) -> None:
        left = self.remaining()
        with contextlib.suppress(Exception):
            self.board.countdown(left)
            self._render_status()

    def apply(self, seat: int, action: Any, *, at: float | None = None) -> bool:
        """``at`` (when the key was pressed) is the local driver's; the room's server judges time."""
        if self.session.link != "up":
            self._refuse(self.session.not_sent())
            return False
        if seat != self.remote.seat or seat not in self.remote.to_act():
            self._refuse(ui("not_your_turn", self.lang))
            return False
        self._sent_at = self._step_seen  # the next step is this seat's move, once the server took it
        self.remote.act(seat, action)
        return True

    def refuse(self, text: str) -> None:
        """The server's refusal: the move sent last was not made."""
        self._sent_at = None
        self._refuse(text)

    def _refuse(self, text: str) -> None:
        """Whatever is refused at a table whose seat another window took over is refused for that
        reason (not "not your turn": the turn is the other window's)."""
        super()._refuse(self.session.link_line() if self.session.taken_over else text)

    def quit_question(self) -> str:
        """Online the game is not saved here and ``resume`` does not bring it back: the seat waits
        90 s for ``chemcards join`` (CC-22), unless the room runs in this app, which ends it."""
        session = self.session
        if session.serving_here:
            return t("quit_question_closes", self.lang)
        if session.taken_over:
            return t("quit_question_taken_over", self.lang)
        return t("quit_question_online", self.lang, command=session.way_back())

    def quit_help(self) -> str:
        """The palette's line under "Quit" says what quitting does to an online seat (it said "a
        game in progress stays saved", which an online game is not here)."""
        session = self.session
        if session.serving_here:
            return t("quit_help_closes", self.lang)
        if session.taken_over:
            return t("quit_help_taken_over", self.lang)
        return t("quit_help_online", self.lang)

    def leave_question(self, name: str) -> str:
        """Leaving online is for good: a marked computer plays the seat and there is no way back."""
        return t("leave_question_online", self.lang, name=name)

    def leave_seat(self) -> None:
        """CC-22: the seat goes to a marked computer now; the app closes saying so."""
        if self.remote.outcome() is not None:
            self._refuse(ui("no_seat_to_leave", self.lang))
            return
        if self.session.taken_over:  # the other window's seat now: not this one's to give up
            self._refuse(self.session.link_line())
            return

        async def go() -> None:
            line = await self.session.leave_for_good()
            self.app.exit(0, message=line)

        self.app.run_worker(go(), group="online-leave", exit_on_error=False)

    def action_save(self) -> None:
        self.notify(t("no_save_online", self.lang))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Undo, redo and hints are for practice against computers: an online table has none, so
        neither the footer nor the keys screen offers them, and the keys say why in one line
        (play-through 10: u and h did nothing online)."""
        if action in ("undo", "redo", "hint", "new_game"):  # a new room is the launcher's
            return False
        if action == "take_back":
            return self.session.taken_over and self.remote.outcome() is None
        if action == "type_move" and self.remote.gone:  # the seat is played in another window
            return False
        if action == "aids_off":
            return self.remote.outcome() is None
        return super().check_action(action, parameters)

    def action_aids_off(self) -> None:
        self.notify(t("aids_online", self.lang), severity="warning")


class _NoDriver:
    """What the offline table asks of its driver, answered for a table whose match runs on the
    server: nothing to watch, pause or stop here."""

    busy = False
    thinking = 0

    def watch(self, callback: Any) -> Any:
        return self

    def close(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def stop(self) -> None: ...

    def remaining(self) -> None:
        return None


class OnlineScreen(Screen[None]):
    """The launcher's "Online" entry: host a room here, join one by code, or quick play."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back", id="back")]
    DEFAULT_CSS = """
    OnlineScreen Vertical { height: auto; padding: 0 1; }
    OnlineScreen Horizontal { height: auto; }
    OnlineScreen Select { width: 1fr; }
    OnlineScreen #online-players { width: 12; }
    OnlineScreen .online-label { width: auto; padding: 1 1 0 2; }
    OnlineScreen Input { width: 1fr; }
    OnlineScreen Button { margin: 0 1 0 0; }
    """

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        #: the game chosen in the launcher: the room's game unless the person picks another
        #: (play-through 11, zh 2: the dialog always offered the Chemie-Kartenspiel)
        self.game_id = game_id

    @property
    def lang(self) -> str:
        return self.app.settings.lang  # type: ignore[attr-defined,no-any-return]

    def compose(self) -> ComposeResult:
        from chemcards.core.registry import games as all_games

        lang = self.lang
        translate_bindings(self, lang, DOMAIN)
        games = all_games()
        first = self.game_id if self.game_id in games else next(iter(games))
        with Vertical():
            yield Static(t("online_title", lang), classes="question")
            with Horizontal():
                yield Select([(g.title(lang), gid) for gid, g in games.items()], value=first,
                             allow_blank=False, id="online-game")
                # the count has its label (play-through 11, zh 2: a bare "2" said nothing)
                yield Label(t("players_label", lang), classes="online-label")
                yield Select([(str(n), n) for n in range(2, 7)], value=2, allow_blank=False,
                             id="online-players")
            with Horizontal():
                yield Select(self._timer_choices(games, lang), value=self._launcher_timer(first),
                             allow_blank=False, id="online-timer")
            yield Static("", id="online-options")
            yield Input(placeholder=t("server_hint", lang), id="online-server")
            # the code and its Join button side by side: ⏎ in the field joins, and Tab goes from
            # the code to Join, not to "Host here" (play-through 24, en 4)
            with Horizontal():
                yield Input(placeholder=t("code_hint", lang), restrict=r"[0-9 ]*", max_length=7,
                            id="online-code")
                yield Button(t("join_code", lang), id="online-join")
            with Horizontal():
                yield Button(t("host_here", lang), id="online-host", variant="primary")
                yield Button(t("quick_play", lang), id="online-quick")
            yield Static("", id="online-status")
        yield KeysFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self._show_timer()
        self._show_options()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "online-game":
            self._show_timer()
            game = str(event.value)
            if any(o.key == "turn_time" for o in get_game(game).options()):
                self.query_one("#online-timer", Select).value = self._launcher_timer(game)
        self._show_options()

    @staticmethod
    def _timer_choices(games: Mapping[str, Any], lang: str) -> list[tuple[str, str]]:
        """The turn timer's choices (CC-21) under the option's own name and values, as the start
        screen and the lobby say them ("Zeit pro Zug: aus"): this screen said "Zugzeit aus" and
        "30 s pro Zug" (play-through 18 de 2: one option, two names)."""
        game = next((g for g in games.values() if any(o.key == "turn_time" for o in g.options())), None)
        if game is None:
            return [("", "off")]
        option = next(o for o in game.options() if o.key == "turn_time")
        return [(option_parts(game, {"turn_time": v}, lang)[0], str(v)) for v in option.values()]

    def _show_timer(self) -> None:
        """The turn timer choice (CC-21) shows only for a game that has one, so a host never picks
        a timer the room would then not run."""
        game = get_game(str(self.query_one("#online-game", Select).value))
        self.query_one("#online-timer", Select).display = any(o.key == "turn_time" for o in game.options())

    def _launcher_options(self, game_id: str) -> dict[str, Any]:
        """The game's options as chosen in the launcher (kept by the app, and in the settings
        after a restart), only their listed values: a hosted room is set up as the launcher's
        table would be (play-through 17 en 11, zh 16: a room got the defaults)."""
        chosen: Mapping[str, Any] = getattr(self.app, "launcher_options", {}).get(game_id, {})
        known = {o.key: o for o in get_game(game_id).options()}
        return {k: v for k, v in chosen.items() if k in known and v in known[k].values()}

    def _launcher_timer(self, game_id: str) -> str:
        return str(self._launcher_options(game_id).get("turn_time", "off"))

    def room_options(self) -> dict[str, Any]:
        """What a room hosted now is asked for: the launcher's options, the turn timer as chosen
        on this screen (CC-21)."""
        game_id = str(self.query_one("#online-game", Select).value)
        options = self._launcher_options(game_id)
        if any(o.key == "turn_time" for o in get_game(game_id).options()):
            options["turn_time"] = str(self.query_one("#online-timer", Select).value)
        return options

    def _show_options(self) -> None:
        """The options a hosted room gets, said before it is opened, and where they are changed;
        the turn timer has its own choice above, so it is not said twice."""
        game = get_game(str(self.query_one("#online-game", Select).value))
        shown = {k: v for k, v in game.resolve_options(self.room_options()).items() if k != "turn_time"}
        line = t("host_options", self.lang, options=options_text(game, shown, self.lang)) if shown else ""
        self.query_one("#online-options", Static).update(line)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """⏎ in the code field joins that room, as the Join button beside it does; in the server
        field it moves on to the code (play-through 24, en 4: ⏎ did nothing)."""
        if event.input.id == "online-code":
            self.query_one("#online-join", Button).press()
        elif event.input.id == "online-server":
            self.query_one("#online-code", Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        game = str(self.query_one("#online-game", Select).value)
        players = int(self.query_one("#online-players", Select).value)  # type: ignore[arg-type]
        server = self.query_one("#online-server", Input).value.strip() or None
        code = self.query_one("#online-code", Input).value.strip()
        # in a browser of ``chemcards web --rooms ADDR``: that room server, and its http room links
        rooms, front = os.environ.get("CHEMCARDS_ROOMS"), os.environ.get("CHEMCARDS_WEB")
        # the parsers' reasons are English sentences (the CLI's): this screen says them in the
        # player's words (play-through 11: "not a room code or link: ''" on a Chinese screen)
        try:
            url = server_url(server or rooms) if (server or rooms) else None
        except ValueError:
            self.query_one("#online-status", Static).update(t("bad_server", self.lang, server=server or ""))
            return
        chosen = get_game(game)
        try:
            chosen.check_players(players)
        except ValueError:
            self.query_one("#online-status", Static).update(t(
                "players_range", self.lang, game=chosen.title(self.lang), low=chosen.min_players,
                high=chosen.max_players))
            return
        plan: dict[str, Any]
        if event.button.id == "online-host":
            options = self.room_options()
            try:  # the game judges the table first (CK-2): no room that could never start
                chosen.check_setup(chosen.resolve_options(options), players)
            except SetupError as exc:
                self.query_one("#online-status", Static).update(tr(game, exc.key, self.lang, **exc.params))
                return
            plan = {"do": "host", "game": game, "players": players, "options": options, "serve": url is None}
        elif event.button.id == "online-join":
            try:
                linked, code = parse_link(code)
            except ValueError:
                self.query_one("#online-status", Static).update(t("bad_code", self.lang))
                return
            plan = {"do": "join", "code": code}
            url = (server_url(server) if server else None) or linked or url or server_url(None)
        else:
            plan = {"do": "quick", "game": game, "players": players}
            url = url or server_url(None)
        if front and not server:
            plan["web"] = front
        session = OnlineSession(self.app, plan, url)  # type: ignore[arg-type]
        session.from_launcher = True
        self.app.online_session = session  # type: ignore[attr-defined]
        session.open_lobby()

    def action_back(self) -> None:
        self.app.pop_screen()

