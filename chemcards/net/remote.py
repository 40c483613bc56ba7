"""A remote seat controller's match: what the table screen reads, filled from the server's updates.

The table screen of the app reads a match (``seats``, ``to_act``, ``legal``, ``view``, ``events``,
``outcome``) and hands it the actions a person chooses. Online, the match lives on the server; this
object answers those questions from the last update the server sent this seat, and turns a chosen
action into a message to the server. It holds nothing but this seat's view, so a screen built on it
cannot show another hand (CC-23). No rules here: the server refuses what is illegal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chemcards.core.protocol import Event, Game, Outcome
from chemcards.core.seats import Seat

from . import codec
from .client import Seen
from .schema import SeatInfo


class _NoChance:
    """The table screen reads ``match.rng.seed`` to seed its own pauses; online there is none."""

    seed = None


class RemoteMatch:
    def __init__(self, game: Game, seen: Seen, options: dict[str, Any],  # type: ignore[type-arg]
                 send: Callable[[str], None], leave: Callable[[], None]) -> None:
        self.game = game
        self.seen = seen
        self.options = options
        self.rng = _NoChance()
        self._send = send
        self._leave = leave

    @property
    def seat(self) -> int | None:
        return self.seen.seat

    @property
    def seats(self) -> list[Seat]:
        update = self.seen.update
        return [] if update is None else [seat_of(info) for info in update.seats]

    def to_act(self) -> tuple[int, ...]:
        update = self.seen.update
        return () if update is None or update.over else tuple(update.to_act)

    def legal(self, seat: int) -> list[Any]:
        if seat != self.seen.seat:
            return []
        out = []
        for text in self.seen.legal:
            try:
                out.append(self.game.parse_action(text))
            except ValueError:
                continue
        return out

    def view(self, seat: int | None) -> Any:
        """Only this seat's view exists here, whoever asks."""
        return self.seen.view

    @property
    def events(self) -> list[Event]:
        return self.seen.events

    def events_for(self, seat: int | None) -> list[Event]:
        return list(self.seen.events)

    def outcome(self) -> Outcome | None:
        update = self.seen.update
        if update is None or update.outcome is None:
            return None
        try:
            result = codec.decode(update.outcome)
        except codec.CodecError:
            return None
        return result if isinstance(result, Outcome) else None

    def act(self, seat: int, action: Any) -> list[Event]:
        """Sent to the server; its answer (an update, or a refusal) arrives later."""
        self._send(str(action))
        return []

    def leave(self, seat: int, level: str = "medium") -> list[Event]:
        self._leave()
        return []


def seat_of(info: SeatInfo) -> Seat:
    if info.kind == "computer":
        return Seat(info.name, "computer", info.level if info.level in ("easy", "medium", "hard") else None,
                    info.substitute)
    return Seat(info.name, "human")
