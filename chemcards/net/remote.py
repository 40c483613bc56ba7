"""A remote seat controller's match: what the table screen reads, filled from the server's updates.

The table screen of the app reads a match (``seats``, ``to_act``, ``legal``, ``view``, ``events``,
``outcome``) and hands it the actions a person chooses. Online, the match lives on the server; this
object answers those questions from the last update the server sent this seat, and turns a chosen
action into a message to the server. It holds nothing but this seat's view, so a screen built on it
cannot show another hand (CC-23). No rules here: the server refuses what is illegal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from chemcards.core.protocol import Event, Game, Outcome
from chemcards.core.seats import Seat

from . import codec
from .client import Seen
from .names import shown_animal
from .schema import SeatInfo


class _NoChance:
    """The table screen reads ``match.rng.seed`` to seed its own pauses; online there is none."""

    seed = None


class RemoteMatch:
    def __init__(self, game: Game, seen: Seen, options: dict[str, Any],  # type: ignore[type-arg]
                 send: Callable[[str], None], leave: Callable[[], None], lang: str = "en") -> None:
        self.game = game
        #: the viewer's language: the server's animal names are shown in it (``shown_animal``)
        self.lang = lang
        self._named: tuple[Any, Any] = (None, None)
        self.seen = seen
        self.options = options
        self.rng = _NoChance()
        self._send = send
        self._leave = leave
        #: this seat is played elsewhere now (another window took it over with the same token):
        #: nothing here is this screen's to act on any more (``legal`` offers nothing); who acts
        #: stays as last seen, so the frozen table's seats panel says one thing
        self.gone = False

    @property
    def seat(self) -> int | None:
        return self.seen.seat

    @property
    def seats(self) -> list[Seat]:
        update = self.seen.update
        return [] if update is None else [seat_of(info, self.lang) for info in update.seats]

    def to_act(self) -> tuple[int, ...]:
        """Who may act, as the server last said. A seat taken over by another window (``gone``)
        keeps the last word too: the seats panel's ▶ and a game's "◀ to move" under a name both
        come from it (play-through 13, zh 2: the ▶ went, "◀ 行动中" stayed); moves are refused here
        by ``legal`` and the table's own check of the link."""
        update = self.seen.update
        return () if update is None or update.over else tuple(update.to_act)

    def legal(self, seat: int) -> list[Any]:
        if seat != self.seen.seat or self.gone:
            return []
        out = []
        for text in self.seen.legal:
            try:
                out.append(self.game.parse_action(text))
            except ValueError:
                continue
        return out

    def view(self, seat: int | None) -> Any:
        """Only this seat's view exists here, whoever asks; its seats' animal names in the
        viewer's language, as everywhere else on this screen (the game's texts read them there)."""
        view = self.seen.view
        if self._named[0] is not view:
            self._named = (view, _named_view(view, self.lang))
        return self._named[1]

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


def seat_of(info: SeatInfo, lang: str = "en") -> Seat:
    name = shown_animal(info.name, lang)
    if info.kind == "computer":
        return Seat(name, "computer", info.level if info.level in ("easy", "medium", "hard") else None,
                    info.substitute)
    return Seat(name, "human")


def _named_view(view: Any, lang: str) -> Any:
    """``view`` with its seats' animal names in ``lang`` (every game's view holds ``seats``)."""
    seats = getattr(view, "seats", None)
    if not dataclasses.is_dataclass(view) or isinstance(view, type) or not isinstance(seats, tuple | list):
        return view
    named = [dataclasses.replace(s, name=shown_animal(s.name, lang)) if isinstance(s, Seat) else s
             for s in seats]
    try:
        return dataclasses.replace(view, seats=type(seats)(named))
    except (TypeError, ValueError):  # a view whose seats are not an init field: as it came
        return view
