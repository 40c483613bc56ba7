"""A match: one game being played, with its record. The one path through which the app, the
simulator and replays change a game, so that every action is recorded (and saved) the same way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .protocol import Event, Game, IllegalAction, Outcome
from .records import LEAVE, Record, RecordError, save_atomic
from .registry import get_game
from .rng import ReplayExhausted, Rng
from .seats import Seat


class Match:
    def __init__(self, game: Game, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,  # type: ignore[type-arg]
                 seed: int | None = None, *, rng: Rng | None = None,
                 autosave: Path | None = None) -> None:
        game.check_players(len(seats))
        self.game = game
        self.options = game.resolve_options(options)
        self.rng = rng if rng is not None else Rng(seed)
        self.state, opening = game.start(list(seats), self.options, self.rng)
        self.record = Record(game.id, dict(self.options), list(seats), self.rng.seed,
                             self.rng.drawn)
        self.events: list[Event] = list(opening)
        self.autosave = autosave
        self._save()

    # -- reading -------------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.game.seats(self.state)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal(self, seat: int) -> list[Any]:
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    # -- changing ------------------------------------------------------------------------------
    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply and record. ``IllegalAction`` propagates with the state unchanged."""
        if self.outcome() is not None:
            raise IllegalAction("the game is over", "game_over")
        events = self.game.apply(self.state, seat, action)
        self.record.actions.append((seat, str(action)))
        self.events.extend(events)
        self._save()
        return events

    def act_text(self, seat: int, text: str) -> list[Event]:
        try:
            action = self.game.parse_action(text)
        except ValueError as exc:
            raise IllegalAction(str(exc), "bad_notation") from None
        return self.act(seat, action)

    def leave(self, seat: int, level: str = "medium") -> list[Event]:
        events = self.game.leave_seat(self.state, seat, level)
        self.record.actions.append((seat, f"{LEAVE} {level}"))
        self.record.seats = list(self.seats)
        self.events.extend(events)
        self._save()
        return events

    def _save(self) -> None:
        self.record.finished = self.outcome() is not None
        if self.autosave is not None:
            save_atomic(self.autosave, self.record.to_json())

    def save(self, path: Path) -> None:
        save_atomic(path, self.record.to_json())

    # -- replay --------------------------------------------------------------------------------
    @classmethod
    def from_record(cls, record: Record, *, autosave: Path | None = None,
                    upto: int | None = None, game: Game | None = None) -> Match:  # type: ignore[type-arg]
        """Rebuild a match by replaying its record; any inconsistency is a ``RecordError``."""
        from .registry import UnknownGame

        if game is None:
            try:
                game = get_game(record.game)
            except UnknownGame as exc:
                raise RecordError(str(exc)) from None
        elif game.id != record.game:
            raise RecordError(f"this is a record of {record.game}, not of {game.id}")
        original = [s for s in record.seats]
        # Seats as they were at the start: substitutes came later, through "!leave" entries.
        start_seats = [_unsubstituted(s, i, record) for i, s in enumerate(original)]
        rng = Rng(record.seed) if record.seed is not None else Rng(replay=record.chance)
        try:
            # A record is a file anyone may send: its options must not make us read another file.
            options = game.recorded_options(record.options)
            match = cls(game, start_seats, options, rng=rng)
            for step, (seat, text) in enumerate(record.actions[:upto]):
                try:
                    if text.startswith(LEAVE):
                        level = text[len(LEAVE):].strip() or "medium"
                        match.leave(seat, level)
                    else:
                        match.act_text(seat, text)
                except IllegalAction as exc:
                    raise RecordError(
                        f"the record is damaged: move {step + 1} ({seat}: {text}) is refused: "
                        f"{exc.reason}") from None
        except ReplayExhausted as exc:
            raise RecordError(f"the record is damaged: {exc}") from None
        except ValueError as exc:
            raise RecordError(f"the record is damaged: {exc}") from None
        except (LookupError, TypeError, ArithmeticError) as exc:
            # A record is untrusted input: an engine meeting a state no legal game reaches must not
            # take the app down. The fuzz tests (tests/test_fuzz_inputs.py) hunt these cases.
            raise RecordError(f"the record is damaged: it cannot be replayed ({type(exc).__name__})") \
                from None
        match.autosave = autosave
        return match


def _unsubstituted(seat: Seat, index: int, record: Record) -> Seat:
    left = any(s == index and t.startswith(LEAVE) for s, t in record.actions)
    if left and seat.substitute:
        return Seat(seat.name, "human")
    return seat
