"""The declared schema of every network message (issue 15, "Hostile clients").

Messages are JSON objects with a ``type`` tag, decoded strictly by msgspec into the Structs below:
an unknown type, an unknown or missing field, a wrong type or a value outside its bounds is refused
with one sentence before the server looks at it. No message carries free text a person typed
(CC-25: no chat); names are the server's animal names. Sizes are capped twice: the transport closes
a connection on a frame above ``MAX_FRAME`` and the server answers anything above
``MAX_MESSAGE`` with an error without decoding it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

#: a client message larger than this is refused unread (the longest legal one is far below it)
MAX_MESSAGE = 2048
#: the transport's hard limit; above it the connection is closed (close code 1009)
MAX_FRAME = 64 * 1024
#: server messages can be large (a CHEMIS view); clients accept up to this
MAX_SERVER_FRAME = 4 * 1024 * 1024

PROTOCOL = 1

Code = Annotated[str, msgspec.Meta(pattern=r"^[0-9]{6}$")]
Token = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{16,64}$")]
GameId = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9-]{1,40}$")]
Players = Annotated[int, msgspec.Meta(ge=2, le=6)]
Notation = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
OptionKey = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_]{1,32}$")]
OptionValue = Annotated[str, msgspec.Meta(max_length=64)] | int | bool | None
Level = Literal["easy", "medium", "hard"]


class _Msg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, frozen=True):
    pass


# -- client to server ------------------------------------------------------------------------------
class Create(_Msg, tag="create"):
    """Open a private room; the sender becomes its host and takes seat 0."""

    game: GameId
    players: Players
    #: the game's options; only the listed choices are accepted (the turn timer, CC-21, is one)
    options: dict[OptionKey, OptionValue] = {}


class Join(_Msg, tag="join"):
    """Take a free seat in the room with this code."""

    code: Code


class Rejoin(_Msg, tag="rejoin"):
    """Come back to one's seat with the token got when joining (CC-22: within 90 s)."""

    code: Code
    token: Token


class Quick(_Msg, tag="quick"):
    """Wait for strangers who asked for the same game and count (humans only)."""

    game: GameId
    players: Players


class Ready(_Msg, tag="ready"):
    ready: bool = True


class Fill(_Msg, tag="fill"):
    """The host gives an empty seat to a computer before the start."""

    seat: Annotated[int, msgspec.Meta(ge=0, le=5)]
    level: Level = "medium"


class Start(_Msg, tag="start"):
    pass


class Act(_Msg, tag="act"):
    """An action in the game's notation, for the sender's own seat (the only one it can act for)."""

    action: Notation


class Leave(_Msg, tag="leave"):
    """Leave for good: a marked computer substitute plays on (CC-22)."""


class Ping(_Msg, tag="ping"):
    pass


class PlayOut(_Msg, tag="play_out"):
    """Skip to the result (CHEMIS, CH-12 [decided]): every person in the room is dead and only
    computers play on; the computers play the rest out at once and every seat gets the result.
    The engine decides whether it is granted (``Game.may_play_out``), never the client."""


ClientMessage = Create | Join | Rejoin | Quick | Ready | Fill | Start | Act | Leave | Ping | PlayOut


# -- server to client ------------------------------------------------------------------------------
class SeatInfo(msgspec.Struct, frozen=True):
    name: str
    kind: str            # "human", "computer" or "open"
    level: str | None
    substitute: bool
    ready: bool
    connected: bool
    #: a person whose connection dropped: the seconds their seat still waits for them (CC-22, the
    #: server's reconnect deadline when this was sent), then a marked computer plays it; None
    #: otherwise. Clients count it down from when the message arrived (play-through 12, de 7, zh 4)
    back_within: float | None = None


class Welcome(_Msg, tag="welcome", omit_defaults=True):
    """You have a seat: keep the token to come back to it.

    Fields at their defaults are left out of the message, so a client that knows no ``took_over``
    still reads every ``welcome`` but the one a take-over gets."""

    code: str
    seat: int
    token: str
    host: bool
    #: the addresses of the server processes that serve this room (with Redis, every live one;
    #: else this one): a client whose connection drops tries its own first, then the others
    servers: list[str] = []
    #: the web front beside this server (``serve --web``), ``http://HOST:PORT/``, or "": the lobby's
    #: link and QR code then open the room in a phone's browser
    web: str = ""
    #: this connection took the seat from another one still connected with the same token (docs/
    #: online.md, "One seat, one window"): the window says so (play-through 11, de 16)
    took_over: bool = False


class Lobby(_Msg, tag="lobby"):
    code: str
    game: str
    players: int
    options: dict[str, Any]
    host_seat: int
    seats: list[SeatInfo]
    started: bool
    quick: bool


class Update(_Msg, tag="update", omit_defaults=True):
    """The seat's view after a change, its legal actions (notation), the events it may see since
    ``first`` (the index of the first one in the match's event list), who may act, and the seconds
    left on the referee's timer if one runs.

    Fields at their defaults are left out (as in ``Welcome``), so a client that knows no
    ``play_out`` or ``hurry`` still reads every update but those of a CHEMIS game's last part."""

    seat: int
    version: int
    #: how many actions the match has applied (public: the length of the record so far)
    step: int
    view: Any
    legal: list[str]
    first: int
    events: list[Any]
    to_act: list[int]
    seats: list[SeatInfo]
    seconds: float | None
    over: bool
    #: the result once the game is over (scores and places are public), else None
    outcome: Any = None
    #: this seat may ask to skip to the result now (``PlayOut``; CHEMIS, CH-12 [decided]: every
    #: person in the room is dead), as the engine says (``Game.may_play_out``)
    play_out: bool = False
    #: the computers are playing the rest out at once (a ``PlayOut`` was granted): no pauses, and
    #: the seats get an update at most every ``HURRY_SEND`` seconds until the result
    hurry: bool = False


class Waiting(_Msg, tag="waiting"):
    """Quick play: how many of the needed players are waiting."""

    game: str
    players: int
    waiting: int


class Error(_Msg, tag="error"):
    """A refusal: ``key`` for translation, ``text`` in English; nothing changed."""

    key: str
    text: str
    #: the values the game's catalogue text for ``key`` names (the refusal's parameters)
    params: dict[str, str] = {}


class Pong(_Msg, tag="pong"):
    pass


ServerMessage = Welcome | Lobby | Update | Waiting | Error | Pong

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


class BadMessage(ValueError):
    """A message that does not fit the schema; the text says why in one line."""


def decode_client(raw: bytes | str) -> ClientMessage:
    if len(raw) > MAX_MESSAGE:
        raise BadMessage(f"message too large ({len(raw)} bytes; at most {MAX_MESSAGE})")
    try:
        return _client_decoder.decode(raw)
    except msgspec.ValidationError as exc:
        raise BadMessage(f"invalid message: {exc}") from None
    except msgspec.DecodeError as exc:
        raise BadMessage(f"not a JSON message: {exc}") from None


def decode_server(raw: bytes | str) -> ServerMessage:
    try:
        return _server_decoder.decode(raw)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise BadMessage(f"invalid message from the server: {exc}") from None


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)
