"""A tiny hidden-hand game implementing the whole protocol, so the bots can be tested without any real
game: hidden hands, a draw pile, a public discard pile, and a "last card" window in which several
seats and the referee may act at once (the shape of Color Clash's CC-10..CC-12 window).

Rules (toy, numbered TOY-n for the tests):
- TOY-1 24 cards: colour = card // 6 (4 colours), rank = card % 6. Four cards each, one turned up.
- TOY-2 On your turn play a card matching the top card's colour or rank, or draw one card (the discard
  pile under its top card is reshuffled when the draw pile is empty; with nothing to draw, "draw"
  passes).
- TOY-3 Playing your second-to-last card opens a window: you may "call", every other seat may
  "catch" (you draw two), anyone may "pass"; the referee may "close" it at any time (time ran out).
- TOY-4 First to empty their hand wins and scores the ranks the others hold; after 300 actions the
  game ends with no winner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from chemcards.core.cards import deal, draw, reshuffle_under_top, shuffled
from chemcards.core.protocol import REFEREE, Event, Game, IllegalAction, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

DECK = tuple(range(24))
HAND = 4
LIMIT = 300


class ToyAction(NamedTuple):
    kind: str
    card: int = -1

    def __str__(self) -> str:
        return f"play {self.card}" if self.kind == "play" else self.kind


DRAW = ToyAction("draw")
CALL = ToyAction("call")
CATCH = ToyAction("catch")
PASS = ToyAction("pass")
CLOSE = ToyAction("close")


class ToyState:
    __slots__ = ("actions", "current", "discard", "hands", "pending", "pile", "rng", "seats", "window",
                 "winner")

    def __init__(self, seats: list[Seat], hands: list[list[int]], pile: list[int], discard: list[int],
                 rng: Rng) -> None:
        self.seats = seats
        self.hands = hands
        self.pile = pile
        self.discard = discard
        self.rng = rng
        self.current = 0
        self.window = -1  # the seat that must call, -1 when no window is open
        self.pending: tuple[int, ...] = ()
        self.winner = -1
        self.actions = 0


@dataclass(frozen=True, slots=True)
class ToyView:
    seat: int | None
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    pile_count: int
    discard: tuple[int, ...]
    current: int
    window: int
    pending: tuple[int, ...]
    winner: int
    actions: int
    seat_list: tuple[Seat, ...]


def _matches(card: int, top: int) -> bool:
    return card // 6 == top // 6 or card % 6 == top % 6


class ToyGame(Game[ToyState, ToyAction, ToyView]):
    id = "toy-clash"
    titles: Mapping[str, str] = {"en": "Toy Clash", "de": "Spielzeug", "zh": "玩具"}
    min_players = 2
    max_players = 4

    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> ToyState:
        pile = shuffled(list(DECK), rng)
        hands = deal(pile, len(seats), HAND)
        discard = [pile.pop()]
        return ToyState(list(seats), hands, pile, discard, rng)

    def _over(self, state: ToyState) -> bool:
        return state.winner >= 0 or state.actions >= LIMIT

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        if self._over(state):
            return ()
        if state.window >= 0:
            return (*state.pending, REFEREE)
        return (state.current,)

    def legal_actions(self, state: ToyState, seat: int) -> list[ToyAction]:
        if self._over(state):
            return []
        if state.window >= 0:
            if seat == REFEREE:
                return [CLOSE]
            if seat not in state.pending:
                return []
            return [CALL, PASS] if seat == state.window else [CATCH, PASS]
        if seat != state.current:
            return []
        top = state.discard[-1]
        moves = [ToyAction("play", c) for c in sorted(state.hands[seat]) if _matches(c, top)]
        moves.append(DRAW)
        return moves

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> list[Event]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action} is not allowed now", "toy_illegal", action=str(action))
        state.actions += 1
        count = len(state.seats)
        if action.kind == "play":  # TOY-2
            hand = state.hands[seat]
            hand.remove(action.card)
            state.discard.append(action.card)
            state.current = (seat + 1) % count
            if not hand:  # TOY-4
                state.winner = seat
                return [Event("play", seat, (action.card,)), Event("win", seat)]
            if len(hand) == 1:  # TOY-3
                state.window = seat
                state.pending = tuple(range(count))
            return [Event("play", seat, (action.card,))]
        if action.kind == "draw":
            if not state.pile:
                reshuffle_under_top(state.pile, state.discard, state.rng)
            got = draw(state.pile, 1)
            state.hands[seat].extend(got)
            state.current = (seat + 1) % count
            return [Event("draw", seat, (len(got),), tuple(got))]
        if action.kind == "pass":
            state.pending = tuple(s for s in state.pending if s != seat)
            return [Event("pass", seat)]
        if action.kind == "catch":
            if not state.pile:
                reshuffle_under_top(state.pile, state.discard, state.rng)
            got = draw(state.pile, 2)
            state.hands[state.window].extend(got)
            caught = state.window
            state.window, state.pending = -1, ()
            return [Event("catch", seat, (caught, len(got)), tuple(got))]
        # call / close
        state.window, state.pending = -1, ()
        return [Event(action.kind, seat)]

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        hand = () if seat is None or seat < 0 else tuple(sorted(state.hands[seat]))
        return ToyView(seat, hand, tuple(len(h) for h in state.hands), len(state.pile),
                       tuple(state.discard), state.current, state.window, state.pending, state.winner,
                       state.actions, tuple(state.seats))

    def determinize(self, view: ToyView, rng: Rng) -> ToyState:
        seen = set(view.hand) | set(view.discard)
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        hands: list[list[int]] = []
        for seat, count in enumerate(view.counts):
            if seat == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append([unseen.pop() for _ in range(count)])
        state = ToyState(list(view.seat_list), hands, unseen, list(view.discard), rng.fork())
        state.current, state.window, state.pending = view.current, view.window, view.pending
        state.winner, state.actions = view.winner, view.actions
        return state

    def outcome(self, state: ToyState) -> Outcome | None:
        if not self._over(state):
            return None
        count = len(state.seats)
        if state.winner < 0:
            return Outcome((0.0,) * count, (1,) * count, (), "no winner")
        score = float(sum(c % 6 for h in state.hands for c in h))
        scores = tuple(score if s == state.winner else 0.0 for s in range(count))
        places = tuple(1 if s == state.winner else 2 for s in range(count))
        return Outcome(scores, places, (state.winner,))

    def clone(self, state: ToyState) -> ToyState:
        twin = ToyState(state.seats, [h[:] for h in state.hands], state.pile[:], state.discard[:],
                        state.rng.clone())
        twin.current, twin.window, twin.pending = state.current, state.window, state.pending
        twin.winner, twin.actions = state.winner, state.actions
        return twin

    def parse_action(self, text: str) -> ToyAction:
        words = text.split()
        if len(words) == 2 and words[0] == "play" and words[1].isdigit():
            return ToyAction("play", int(words[1]))
        if len(words) == 1 and words[0] in ("draw", "call", "catch", "pass", "close"):
            return ToyAction(words[0])
        raise ValueError(f"not a toy action: {text!r}")

    def state_json(self, state: ToyState) -> dict[str, Any]:
        return {"hands": [list(h) for h in state.hands], "pile": list(state.pile),
                "discard": list(state.discard), "current": state.current, "window": state.window,
                "pending": list(state.pending), "winner": state.winner, "actions": state.actions}

    def rollout_action(self, state: ToyState, seat: int, legal: list[ToyAction], rng: Rng) -> ToyAction:
        """Play before drawing, call rather than pass: keeps playouts short, as real games do."""
        first = legal[0]
        if first.kind in ("play", "call", "catch"):
            return legal[rng.randbelow(len(legal) - 1)] if first.kind == "play" else first
        return first

    def card_places(self, state: ToyState) -> list[int]:
        """Every card once: the invariant the no-peeking tests check for determinized states."""
        return sorted([c for h in state.hands for c in h] + state.pile + state.discard)

    def heuristic_bot(self, seat: int, rng: Rng) -> Any:
        from chemcards.bots.base import Bot

        class PlayFirst(Bot):
            level = "medium"

            def choose(self, view: Any, legal: Sequence[Any]) -> Any:
                for kind in ("call", "catch", "play"):
                    for action in legal:
                        if action.kind == kind:
                            return action
                return legal[0]

        return PlayFirst(self, seat, rng)


GAME = ToyGame()
