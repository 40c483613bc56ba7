"""A tiny game for testing the app shell without any real engine: "Shed".

Each card is a unique token (Q10 … Q49), so a test can scan a screen for any card held by another
seat. It has what the shell must handle for every game: hidden hands, a secret event (a drawn card),
a window where several seats may act (call / catch / pass, closed by the referee), an optional turn
timer decided by the referee, and an outcome. Not registered as an entry point; tests pass it in.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.widgets import Static

from chemcards.core.protocol import REFEREE, Choice, Event, Game, IllegalAction, Option, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.tui.board_base import GameBoard

HAND = 3


def token(card: int) -> str:
    return f"Q{card}"


@dataclass
class ShedState:
    seats: list[Seat]
    hands: list[list[int]]
    pile: list[int]
    discard: list[int]
    current: int
    timer: int
    phase: str = "turn"  # turn / window / over
    window_seat: int = -1
    waiting: tuple[int, ...] = ()
    winner: int = -1
    turn: int = 0


@dataclass(frozen=True)
class ShedView:
    seat: int | None
    hand: tuple[int, ...]
    sizes: tuple[int, ...]
    top: int | None
    current: int
    phase: str
    turn: int


class Shed(Game[ShedState, str, ShedView]):
    id = "shed"
    titles: ClassVar[dict[str, str]] = {"en": "Shed", "de": "Abwerfen", "zh": "甩牌"}
    min_players = 2
    max_players = 4
    board = "tui_fake_game:ShedBoard"

    def options(self) -> Sequence[Option]:
        return (Option("timer", {"en": "Turn timer", "de": "Zugzeit", "zh": "限时"},
                       (Choice(0, {"en": "off", "de": "aus", "zh": "关"}),
                        Choice(5, {"en": "5 s", "de": "5 s", "zh": "5 秒"})), 0),)

    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> ShedState:
        deck = list(range(10, 50))
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(HAND)] for _ in seats]
        return ShedState(list(seats), hands, deck, [deck.pop()], 0, int(options.get("timer", 0)))

    def to_act(self, state: ShedState) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "window":
            return (state.window_seat, *state.waiting, REFEREE)
        return (state.current, REFEREE) if state.timer else (state.current,)

    def legal_actions(self, state: ShedState, seat: int) -> list[str]:
        if state.phase == "window":
            if seat == state.window_seat:
                return ["call"]
            if seat in state.waiting:
                return [f"catch {state.window_seat}", "pass"]
            return ["close"] if seat == REFEREE else []
        if state.phase == "over":
            return []
        if seat == REFEREE:
            return ["timeout"] if state.timer else []
        if seat != state.current:
            return []
        moves = [f"play {token(c)}" for c in sorted(state.hands[seat])]
        return moves + (["draw"] if state.pile else ["pass"])

    def apply(self, state: ShedState, seat: int, action: str) -> list[Event]:
        if action not in self.legal_actions(state, seat):
            if seat != REFEREE and seat not in self.to_act(state):
                raise IllegalAction("It is not your turn.", "shed_not_your_turn")
            raise IllegalAction(f"{action} is not allowed now.", "shed_not_now", action=action)
        verb, _, arg = action.partition(" ")
        events: list[Event] = []
        if verb == "play":
            card = int(arg[1:])
            state.hands[seat].remove(card)
            state.discard.append(card)
            events.append(Event("play", seat, (token(card),)))
            if not state.hands[seat]:
                state.phase, state.winner = "over", seat
                events.append(Event("win", seat))
                return events
            if len(state.hands[seat]) == 1:
                state.phase, state.window_seat = "window", seat
                state.waiting = tuple(s for s in range(len(state.seats)) if s != seat)
                return events
        elif verb in ("draw", "timeout"):
            who = state.current
            if state.pile:
                card = state.pile.pop()
                state.hands[who].append(card)
                events.append(Event("draw", who, (), (token(card),)))
        elif verb == "call":
            events.append(Event("call", seat))
        elif verb == "catch":
            target = state.window_seat
            for _ in range(2):
                if state.pile:
                    card = state.pile.pop()
                    state.hands[target].append(card)
                    events.append(Event("draw", target, (), (token(card),)))
            events.insert(0, Event("catch", seat, (target,)))
        elif verb == "pass" and state.phase == "window":
            state.waiting = tuple(s for s in state.waiting if s != seat)
            if state.waiting:
                return [Event("pass", seat)]
        elif verb == "close":
            events.append(Event("close"))
        if state.phase == "window":
            state.phase, state.waiting = "turn", ()
            state.current = state.window_seat
        state.current = (state.current + 1) % len(state.seats)
        state.turn += 1
        return events

    def view(self, state: ShedState, seat: int | None) -> ShedView:
        hand = tuple(sorted(state.hands[seat])) if seat is not None and seat >= 0 else ()
        return ShedView(seat, hand, tuple(len(h) for h in state.hands),
                        state.discard[-1] if state.discard else None, state.current, state.phase, state.turn)

    def determinize(self, view: ShedView, rng: Rng) -> ShedState:
        raise NotImplementedError

    def outcome(self, state: ShedState) -> Outcome | None:
        if state.phase != "over":
            return None
        n = len(state.seats)
        scores = tuple(1.0 if s == state.winner else 0.0 for s in range(n))
        places = tuple(1 if s == state.winner else 2 for s in range(n))
        return Outcome(scores, places, (state.winner,))

    def clone(self, state: ShedState) -> ShedState:
        return ShedState(list(state.seats), [list(h) for h in state.hands], list(state.pile),
                         list(state.discard), state.current, state.timer, state.phase, state.window_seat,
                         state.waiting, state.winner, state.turn)

    def parse_action(self, text: str) -> str:
        words = text.split()
        if not words or words[0] not in ("play", "draw", "pass", "call", "catch", "close", "timeout"):
            raise ValueError(f"unknown action {text!r}")
        return " ".join(words)

    def state_json(self, state: ShedState) -> dict[str, Any]:
        return {"hands": state.hands, "pile": state.pile, "discard": state.discard, "current": state.current,
                "phase": state.phase, "waiting": list(state.waiting), "winner": state.winner,
                "seats": [s.to_json() for s in state.seats], "turn": state.turn}

    # timing is a rule (issue 14): the driver asks the game, not its board
    def referee_timer(self, view: ShedView, actions: list[str],
                      options: Mapping[str, Any]) -> tuple[float, Hashable] | None:
        if "close" in actions:
            return 3.0, ("close", view.turn)
        if "timeout" in actions:
            return float(options["timer"]), ("turn", view.turn)
        return None

    # front-end hooks
    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: Any = None) -> str:
        """Like ``str(event)`` (secret parts in brackets), with the seat's name when given."""
        text = str(event)
        if event.seat is not None and 0 <= event.seat < len(names):
            text = names[event.seat] + text[len(str(event.seat)):]
        return text

    def seat_lines(self, view: ShedView, lang: str = "en") -> list[str]:
        return [f"{n} cards" for n in view.sizes]

    def status_text(self, view: ShedView, lang: str = "en") -> str:
        return f"seat {view.current} to move ({view.phase})"


class ShedBoard(GameBoard):
    """Shows the top card and, face up, only the hand of the seat it is given."""

    def compose(self) -> ComposeResult:
        yield Static(id="shed-table")

    def show(self, view: Any, legal: list[Any], seat: int | None) -> None:
        self.shown = (view, list(legal), seat)
        top = token(view.top) if view.top is not None else "-"
        hand = " ".join(token(c) for c in view.hand) if seat is not None else "(hidden)"
        moves = " | ".join(legal)
        self.query_one("#shed-table", Static).update(f"top {top}\nhand {hand}\nmoves {moves}")

    def shared_action(self, action: Any) -> bool:
        return str(action).startswith("catch") or action == "pass"



GAME = Shed()
