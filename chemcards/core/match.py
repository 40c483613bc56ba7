"""A match: one game being played, with its record. The one path through which the app, the
simulator and replays change a game, so that every action is recorded (and saved) the same way.

Undo and redo (issue 19) live here too, because they are record entries like any action: ``undo``
takes back the actions since the person's previous decision, but never past new hidden information
(a chance draw, a card drawn or turned up: :meth:`GameRules.reveals`), and is written to the record
as ``!undo N``; ``redo`` puts them back (``!redo N``) until a different move is made. The state is
rebuilt by replaying the remaining actions from the start with the same chance, so an undo can
never disagree with a replay of its record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from .protocol import Event, Game, IllegalAction, Outcome
from .records import LEAVE, REDO, UNDO, Record, RecordError, save_atomic
from .registry import get_game
from .rng import ReplayExhausted, Rng
from .seats import Seat


def entry_kind(text: str) -> str:
    """What a record entry is: ``"leave"``, ``"undo"``, ``"redo"`` or an ``"act"`` in notation."""
    if text.startswith(LEAVE):
        return "leave"
    if text.startswith(UNDO):
        return "undo"
    if text.startswith(REDO):
        return "redo"
    return "act"

class Step(NamedTuple):
    """One effective entry of the match (an action or a ``!leave``) and whether it brought new
    information into play (``barrier``): undo stops before such a step."""

    seat: int
    text: str
    barrier: bool
    #: how many events the step brought (the last ones of ``Match.events`` at the time): what a
    #: refused undo names (play-through 12, zh#8)
    events: int = 0


class Match:
    def __init__(self, game: Game, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,  # type: ignore[type-arg]
                 seed: int | None = None, *, rng: Rng | None = None,
                 autosave: Path | None = None, aids: bool = False) -> None:
        game.check_players(len(seats))
        self.game = game
        self.options = game.resolve_options(options)
        self.rng = rng if rng is not None else Rng(seed)
        self._start_seats = list(seats)
        self.state, opening = game.start(list(seats), self.options, self.rng)
        self.record = Record(game.id, dict(self.options), list(seats), self.rng.seed,
                             self.rng.drawn, aids=aids)
        self.events: list[Event] = list(opening)
        #: the effective history (what undo may take back), and the groups undone, last on top
        self.steps: list[Step] = []
        self._undone: list[list[Step]] = []
        self.autosave = autosave
        self._save()

    # -- reading -------------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.game.seats(self.state)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal(self, seat: int) -> Sequence[Any]:
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def aids_allowed(self) -> bool:
        """Undo and hints may be used: at most one person at the table (the rest are computers),
        or every person agreed at the start (``Record.aids``). Issue 19."""
        people = sum(1 for seat in self._start_seats if not seat.is_computer)
        return people <= 1 or self.record.aids

    # -- changing ------------------------------------------------------------------------------
    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply and record. ``IllegalAction`` propagates with the state unchanged."""
        if self.outcome() is not None:
            raise IllegalAction("the game is over", "game_over")
        events = self._apply(seat, action)
        self._undone.clear()  # a different move: what was undone cannot come back
        self.record.actions.append((seat, str(action)))
        self._save()
        return events

    def _apply(self, seat: int, action: Any) -> list[Event]:
        """Apply, note the step and whether it drew chance or revealed something (a barrier)."""
        before = self.rng.position()
        events = self.game.apply(self.state, seat, action)
        barrier = self.rng.position() != before or any(self.game.reveals(e) for e in events)
        self.steps.append(Step(seat, str(action), barrier, len(events)))
        self.events.extend(events)
        return events

    def act_text(self, seat: int, text: str) -> list[Event]:
        try:
            action = self.game.parse_action(text)
        except ValueError as exc:
            raise IllegalAction(str(exc), "bad_notation") from None
        return self.act(seat, action)

    def replay_entry(self, seat: int, text: str) -> str:
        """Apply one entry of a record as it was played and say what it was (``"act"``,
        ``"leave"``, ``"undo"``, ``"redo"``): an action in its notation, ``!leave LEVEL``, or
        ``!undo N`` / ``!redo N``. The one reading of a record entry: ``from_record``, the match
        driver's ``replay_entry`` and the review all go through it. ``IllegalAction`` when the
        entry does not fit: nothing changed, except for an ``!undo``/``!redo`` whose count differs
        from what it took back (the record is damaged; said after the fact)."""
        kind = entry_kind(text)
        if kind == "leave":
            self.leave(seat, text[len(LEAVE):].strip() or "medium")
        elif kind in ("undo", "redo"):
            count = (self.undo if kind == "undo" else self.redo)(seat)
            if text.split()[1:] != [str(count)]:
                raise IllegalAction(f"it takes {count} actions, not {text}", "bad_record")
        else:
            self.act_text(seat, text)
        return kind

    def leave(self, seat: int, level: str = "medium") -> list[Event]:
        events = self._leave(seat, level)
        self._undone.clear()
        self.record.actions.append((seat, f"{LEAVE} {level}"))
        self.record.seats = list(self.seats)
        self._save()
        return events

    def _leave(self, seat: int, level: str) -> list[Event]:
        events = self.game.leave_seat(self.state, seat, level)
        # a seat changing hands is not taken back: undo stops here
        self.steps.append(Step(seat, f"{LEAVE} {level}", True, len(events)))
        self.events.extend(events)
        return events

    # -- undo and redo (issue 19) ----------------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        """The index in :attr:`steps` of ``seat``'s previous decision that undo would return to, or
        ``None`` when there is none, or when getting there would cross new hidden information."""
        for index in range(len(self.steps) - 1, -1, -1):
            step = self.steps[index]
            if step.barrier:
                return None
            if step.seat == seat:
                return index
        return None

    def undo_barrier(self, seat: int) -> list[Event]:
        """The events of the step that stops ``seat``'s undo (:meth:`undo_point` is ``None``): what
        came to light since their previous decision, for the refusal to name ("你上一步之后 Curie
        无牌可应，自动过牌"; play-through 12, zh#8: "would reveal a hidden card" said not which).
        Empty when nothing stops it, or the seat made no decision to go back to."""
        end = len(self.events)
        for step in reversed(self.steps):
            start = end - step.events
            if step.barrier:
                return self.events[start:end]
            if step.seat == seat:
                return []
            end = start
        return []

    def can_undo(self, seat: int) -> bool:
        return self.aids_allowed and self.outcome() is None and self.undo_point(seat) is not None

    def can_redo(self, seat: int) -> bool:
        return self.aids_allowed and bool(self._undone)

    def undo(self, seat: int) -> int:
        """Take back everything since ``seat``'s previous decision (computers' replies too), so
        that ``seat`` decides again; returns how many actions went. ``IllegalAction`` (nothing
        changed) when undo is not agreed, the game is over, or the way back crosses a card drawn or
        turned up or a chance draw. Recorded as ``!undo N``."""
        self._check_aids()
        if self.outcome() is not None:
            raise IllegalAction("the game is over", "game_over")
        index = self.undo_point(seat)
        if index is None and not any(step.seat == seat for step in self.steps):
            # the seat has made no decision yet (play-through 15, zh 6: at the very start of a
            # game `u` said the way back would show a hidden card)
            raise IllegalAction("nothing to undo", "undo_nothing")
        if index is None:
            raise IllegalAction("nothing to undo: the way back would show a card that was hidden",
                                "undo_none")
        group = self.steps[index:]
        self._rebuild(self.steps[:index])
        self._undone.append(group)
        self.record.actions.append((seat, f"{UNDO} {len(group)}"))
        self._save()
        return len(group)

    def redo(self, seat: int) -> int:
        """Put back the actions the last undo took back (until a different move was made); returns
        how many. Recorded as ``!redo N``."""
        self._check_aids()
        if not self._undone:
            raise IllegalAction("nothing to redo", "redo_none")
        group = self._undone.pop()
        for step in group:
            self._replay_step(step.seat, step.text)
        self.record.actions.append((seat, f"{REDO} {len(group)}"))
        self._save()
        return len(group)

    def _check_aids(self) -> None:
        if not self.aids_allowed:
            raise IllegalAction("undo needs everyone's agreement at the start of the game",
                                "aids_not_agreed")

    def _rebuild(self, steps: Sequence[Step]) -> None:
        """The state after ``steps`` from the start, meeting the same chance as before: undo never
        crosses a chance draw, so the draws made so far are exactly those the steps need."""
        self.rng = self.rng.rewound()
        self.state, opening = self.game.start(list(self._start_seats), self.options, self.rng)
        self.events = list(opening)
        self.steps = []
        for step in steps:
            self._replay_step(step.seat, step.text)
        if self.rng.seed is None:
            self.record.chance = self.rng.drawn
        self.record.seats = list(self.seats)

    def _replay_step(self, seat: int, text: str) -> None:
        if text.startswith(LEAVE):
            self._leave(seat, text[len(LEAVE):].strip() or "medium")
        else:
            self._apply(seat, self.game.parse_action(text))

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
            raise RecordError(f"this is a record of {record.game}, not of {game.id}", None,
                              "record_other_game", game=record.game, other=game.id)
        original = [s for s in record.seats]
        # Seats as they were at the start: substitutes came later, through "!leave" entries.
        start_seats = [_unsubstituted(s, i, record) for i, s in enumerate(original)]
        rng = Rng(record.seed) if record.seed is not None else Rng(replay=record.chance)
        try:
            # A record is a file anyone may send: its options must not make us read another file.
            options = game.recorded_options(record.options)
            match = cls(game, start_seats, options, rng=rng, aids=record.aids)
            for step, (seat, text) in enumerate(record.actions[:upto]):
                try:
                    match.replay_entry(seat, text)
                except IllegalAction as exc:
                    raise RecordError(
                        f"the record is damaged: move {step + 1} ({seat}: {text}) is refused: "
                        f"{exc.reason}", None, "record_refused", step=step + 1, entry=f"{seat}: {text}",
                        reason=exc.reason) from None
        except (ReplayExhausted, ValueError) as exc:
            raise RecordError(f"the record is damaged: {exc}", None, "input_damaged",
                              detail=str(exc)) from None
        except (LookupError, TypeError, ArithmeticError) as exc:
            # A record is untrusted input: an engine meeting a state no legal game reaches must not
            # take the app down. The fuzz tests (tests/test_fuzz_inputs.py) hunt these cases.
            raise RecordError(f"the record is damaged: it cannot be replayed ({type(exc).__name__})", None,
                              "record_replay", detail=type(exc).__name__) from None
        match.autosave = autosave
        return match


def _unsubstituted(seat: Seat, index: int, record: Record) -> Seat:
    left = any(s == index and t.startswith(LEAVE) for s, t in record.actions)
    if left and seat.substitute:
        return Seat(seat.name, "human")
    return seat
