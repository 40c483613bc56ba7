"""A tiny headless game for the driver's tests: "Tick".

Every card is a unique token (Q10 … Q49), so a test can scan anything a seat was sent for a card
another seat holds. It has what the driver must handle for every game: hidden hands, a secret event
(a drawn card), a window where several seats may act (call / catch / pass, closed by the referee
after 3 s, as CC-10's call window), an optional turn timer the referee runs out (as CC-21), and an
outcome. Its timing lives in the game (``referee_timer``), as the rule says it must (issue 14).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from chemcards.core.protocol import REFEREE, Choice, Event, Game, IllegalAction, Option, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

HAND = 3
WINDOW_SECONDS = 3.0


def token(card: int) -> str:
    return f"Q{card}"


@dataclass
class TickState:
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
class TickView:
    seat: int | None
    hand: tuple[int, ...]
    sizes: tuple[int, ...]
    top: int | None
    current: int
    phase: str
    turn: int


class Tick(Game[TickState, str, TickView]):
    id = "tick"
    titles: ClassVar[dict[str, str]] = {"en": "Tick"}
    min_players = 2
    max_players = 4

    def options(self) -> Sequence[Option]:
        choices = (Choice(0, {"en": "off"}), Choice(5, {"en": "5 s"}))
        return (Option("timer", {"en": "Turn timer"}, choices, 0),)

    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> TickState:
        deck = list(range(10, 50))
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(HAND)] for _ in seats]
        return TickState(list(seats), hands, deck, [deck.pop()], 0, int(options.get("timer", 0)))

    def to_act(self, state: TickState) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "window":
            return (state.window_seat, *state.waiting, REFEREE)
        return (state.current, REFEREE) if state.timer else (state.current,)

    def legal_actions(self, state: TickState, seat: int) -> list[str]:
        if state.phase == "over":
            return []
        if state.phase == "window":
            if seat == state.window_seat:
                return ["call"]
            if seat in state.waiting:
                return [f"catch {state.window_seat}", "pass"]
            return ["close"] if seat == REFEREE else []
        if seat == REFEREE:
            return ["timeout"] if state.timer else []
        if seat != state.current:
            return []
        plays = [f"play {token(c)}" for c in sorted(state.hands[seat])]
        return [*plays, "draw" if state.pile else "pass"]

    def apply(self, state: TickState, seat: int, action: str) -> list[Event]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action} is not allowed now.", "tick_not_now", action=action)
        verb, _, arg = action.partition(" ")
        events: list[Event] = []
        if verb == "play":
            card = int(arg[1:])
            state.hands[seat].remove(card)
            state.discard.append(card)
            events.append(Event("play", seat, (token(card),)))
            if not state.hands[seat]:
                state.phase, state.winner = "over", seat
                return [*events, Event("win", seat)]
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
            if verb == "timeout":
                events.insert(0, Event("timeout", who))
        elif verb == "call":
            events.append(Event("call", seat))
        elif verb == "catch":
            target = state.window_seat
            events.append(Event("catch", seat, (target,)))
            for _ in range(2):
                if state.pile:
                    card = state.pile.pop()
                    state.hands[target].append(card)
                    events.append(Event("draw", target, (), (token(card),)))
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

    def view(self, state: TickState, seat: int | None) -> TickView:
        hand = tuple(sorted(state.hands[seat])) if seat is not None and seat >= 0 else ()
        return TickView(seat, hand, tuple(len(h) for h in state.hands),
                        state.discard[-1] if state.discard else None, state.current, state.phase, state.turn)

    def determinize(self, view: TickView, rng: Rng) -> TickState:
        raise NotImplementedError

    def outcome(self, state: TickState) -> Outcome | None:
        if state.phase != "over":
            return None
        n = len(state.seats)
        return Outcome(tuple(1.0 if s == state.winner else 0.0 for s in range(n)),
                       tuple(1 if s == state.winner else 2 for s in range(n)), (state.winner,))

    def clone(self, state: TickState) -> TickState:
        return TickState(list(state.seats), [list(h) for h in state.hands], list(state.pile),
                         list(state.discard), state.current, state.timer, state.phase, state.window_seat,
                         state.waiting, state.winner, state.turn)

    def parse_action(self, text: str) -> str:
        words = text.split()
        if not words or words[0] not in ("play", "draw", "pass", "call", "catch", "close", "timeout"):
            raise ValueError(f"unknown action {text!r}")
        return " ".join(words)

    def state_json(self, state: TickState) -> dict[str, Any]:
        return {"hands": state.hands, "pile": state.pile, "discard": state.discard, "current": state.current,
                "phase": state.phase, "waiting": list(state.waiting), "winner": state.winner,
                "seats": [s.to_json() for s in state.seats], "turn": state.turn}

    # timing is a rule of the game (issue 14, item 2)
    def referee_timer(self, view: TickView, actions: list[str],
                      options: Mapping[str, Any]) -> tuple[float, Hashable] | None:
        if "close" in actions:
            return WINDOW_SECONDS, ("window", view.turn)
        if "timeout" in actions:
            return float(options["timer"]), ("turn", view.turn)
        return None


GAME = Tick()
