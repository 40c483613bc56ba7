"""Color Clash rounds: a new game, the deal and the first card (CC-2…CC-5), the end of a round
(CC-16, CC-18) and of the game (CC-19), and the final result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from chemcards.core.cards import deal, draw, shuffle_in, shuffled
from chemcards.core.protocol import REFEREE, Event, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat, next_seat

from .catalogue import (
    BIT,
    COLOUR,
    DECK,
    DRAW_TWO,
    FACES,
    HAND_SIZE,
    POINTS,
    RANK,
    REVERSE,
    SKIP,
    TEXT,
    WILD,
    WILD_DRAW_FOUR,
    match_key,
)
from .draws import give
from .options import length_rounds, target_points, turn_seconds
from .state import NAME, OVER, TURN, State


@cache
def ring_for(n: int, out: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Next seat from each seat, clockwise and anticlockwise, passing over seats that are out (CC-16).
    Built with the core's one turn order (``next_seat``) when somebody goes out, then looked up."""
    gone = frozenset(out)
    if len(gone) >= n:
        return tuple(range(n)), tuple(range(n))
    return (tuple(next_seat(s, n, 1, gone) for s in range(n)),
            tuple(next_seat(s, n, -1, gone) for s in range(n)))


@cache
def turn_tuples(n: int, turn_time: int) -> tuple[tuple[int, ...], ...]:
    """``to_act`` on each seat's turn; CC-21: with a turn limit the referee (the clock) may act too."""
    return tuple((s, REFEREE) if turn_time else (s,) for s in range(n))


def start_game(seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng,
               events: list[Event] | None = None) -> State:
    """A new game; the deal and first-card events (CC-4) go to ``events`` when given."""
    state = State.__new__(State)
    state.seats = list(seats)
    n = state.n = len(seats)
    state.family = options["mode"] == "family"
    state.rounds_total = length_rounds(options["length"])
    state.target = target_points(options["length"])
    state.turn_time = turn_seconds(options["turn_time"])
    state.people_out = options["people_out"] == "end_round"
    state.rng = rng
    state.rng_shared = False
    state.turn_tuples = turn_tuples(n, state.turn_time)
    state.scores = [0] * n
    state.history = ()
    state.result = None
    state.round = 1
    new_round(state, [] if events is None else events)
    return state


def set_hands(state: State, hands: list[list[int]]) -> None:
    """Hands as faces: the per-seat counts, colour masks and sizes the engine reads."""
    state.counts = [[0] * FACES for _ in hands]
    state.masks = [0] * len(hands)
    state.sizes = [len(h) for h in hands]
    for seat, hand in enumerate(hands):
        counts = state.counts[seat]
        for f in hand:
            counts[f] += 1
            state.masks[seat] |= BIT[f]


def reset_round(state: State) -> None:
    """Everything a round starts without: direction, places, windows, the stalemate count (CC-16,
    CC-18). Test rigs call it too, so a new per-round field cannot be forgotten there."""
    state.direction = 1
    state.out = ()
    state.active = state.n
    state.ring = ring_for(state.n, ())
    state.nxt = state.ring[0]
    state.stalemate = 0
    state.winner = -1
    state.winner_points = 0
    state.shown = ()
    state.window = -1
    state.waiting = ()
    state.drawn = -1


def new_round(state: State, events: list[Event]) -> None:
    """CC-2 deal seven each; CC-3 the start seat moves on one each round (round 1: left of the dealer,
    seat 0); CC-4 / CC-5 the first card. The "round" event names the seat that moves first."""
    n = state.n
    rng = state.chance()
    pile = shuffled(list(DECK), rng)
    hands = deal(pile, n, HAND_SIZE)
    set_hands(state, hands)
    state.pile = pile
    state.discard = []
    reset_round(state)
    start = state.start = (state.round - 1) % n
    # The round's header comes first, before its first card (play-through 12, de 8: "Erste Karte",
    # "Du setzt aus", then "Runde 1: Dachs beginnt" read as if the skip belonged to no round); who
    # moves first is said last ("starts"), after the first card and its effect, in the order things
    # happen (CC-4; issue 12 follow-up, point 7). The header's data names the first mover too.
    header = len(events)
    events.append(Event("round", None, (state.round, start)))
    top = _first_card(state, rng, events)
    state.colour = COLOUR[top]
    state.key = match_key(COLOUR[top], RANK[top]) if COLOUR[top] >= 0 else 0
    rank = RANK[top]
    state.phase = TURN
    following = start
    if not state.family:  # CC-4: an action card acts at once
        if rank == SKIP:
            events.append(Event("skipped", start))
            following = state.nxt[start]
        elif rank == REVERSE:  # the dealer starts and play runs the other way
            state.direction = -1
            state.nxt = state.ring[1]
            events.append(Event("reverse", None))
            following = state.nxt[start]
        elif rank == DRAW_TWO:
            give(state, start, 2, events, TEXT[top])
            events.append(Event("skipped", start))
            following = state.nxt[start]
        elif rank == WILD:  # the first player names the colour, then plays
            state.phase = NAME
    # The log says who makes the first move: after a first Skip, Reverse or Draw Two that is not the
    # seat CC-3 names (issue 12: "Round 1: Me starts." although the dealer started after a Reverse),
    # and says it after the first card and its effect (issue 12 follow-up, point 7: "P1 starts"
    # stood above the skip that made it so).
    events[header] = Event("round", None, (state.round, following))
    events.append(Event("starts", following))
    state.current = following
    state.turn_seat = following if state.phase == TURN else -2
    state.acting = state.turn_tuples[following]


def _first_card(state: State, rng: Rng, events: list[Event]) -> int:
    """CC-4 classic: a Wild Draw Four goes back into the pile; CC-5 family evening: turn until a number
    card comes. A returned card is shuffled back into the draw pile [decided]."""
    pile = state.pile
    while True:
        (top,) = draw(pile, 1)
        refused = RANK[top] > 9 if state.family else RANK[top] == WILD_DRAW_FOUR
        if not refused:
            state.discard.append(top)
            events.append(Event("first", None, (TEXT[top],)))
            return top
        events.append(Event("first_returned", None, (TEXT[top],)))
        shuffle_in(pile, [top], rng)


def end_round(state: State, events: list[Event], *, stalemate: bool) -> None:
    """CC-16 places, CC-18 no winner after a stalemate, CC-19 game end or the next deal."""
    holders = [s for s in range(state.n) if s not in state.out]
    places = {s: i + 1 for i, s in enumerate(state.out)}
    for s in holders:
        places[s] = len(state.out) + 1  # those still holding cards share the next place
    hands = [[TEXT[f] for f in hand] for hand in state.shown]
    record = {
        "round": state.round,
        "winner": state.winner if state.winner >= 0 else None,
        "points": state.winner_points,
        "places": [places[s] for s in range(state.n)],
        "stalemate": stalemate,
        # CC-26: the hands CC-17 scored, as they stood when the winner went out, public from now on;
        # empty when nobody went out (CC-18)
        "hands": hands,
        "hand_points": [sum(POINTS[f] for f in hand) for hand in state.shown],
    }
    state.history = (*state.history, record)
    events.append(Event("round_end", state.winner if state.winner >= 0 else None,
                        (state.round, state.winner_points)))
    for seat, cards in enumerate(hands):  # CC-26: shown to everyone only now that the round is over
        if seat != state.winner:
            events.append(Event("hand_shown", seat, (record["hand_points"][seat], *cards)))
    if _game_over(state):
        state.phase = OVER
        state.turn_seat = -2
        state.acting = ()
        state.result = final_outcome(state)
        events.append(Event("game_end", None, tuple(state.result.winners)))
        return
    state.round += 1
    new_round(state, events)


def _game_over(state: State) -> bool:
    """CC-19: after the chosen number of rounds, or once a total reaches the target. CC-22 [decided]:
    when every seat is a substitute nobody can score any more, so the game ends with this round."""
    if all(seat.substitute for seat in state.seats):
        return True
    if state.rounds_total:
        return state.round >= state.rounds_total
    return max(state.scores) >= state.target


def final_outcome(state: State) -> Outcome:
    """CC-19: the highest total wins and a tie shares the win. A one-round game is placed by the order
    out of that round (CC-16); a round with no winner (CC-18) leaves nobody winning. The details say
    which ranking placed the seats (``places_by``: "out" or "points"), so that the result can say it
    (play-through 17, en 12: the places of those who did not go out were not explained)."""
    n = state.n
    scores = tuple(float(s) for s in state.scores)
    last = state.history[-1]
    if state.rounds_total == 1:
        places = tuple(last["places"])
        details = {"rounds": list(state.history), "places_by": "out"}
        if last["winner"] is None:
            return Outcome(scores, places, (), "no winner", details)
    else:
        places = tuple(1 + sum(1 for other in state.scores if other > mine) for mine in state.scores)
        details = {"rounds": list(state.history), "places_by": "points"}
        if max(state.scores) == 0:
            return Outcome(scores, tuple(1 for _ in range(n)), (), "no winner", details)
    winners = tuple(s for s in range(n) if places[s] == 1)
    return Outcome(scores, places, winners, "", details)


__all__ = ["end_round", "final_outcome", "new_round", "reset_round", "ring_for", "set_hands", "start_game"]
