"""Color Clash turn rules: what a seat may do (``legal_actions``) and doing it (``apply``), CC-6…CC-18, CC-21.

Rounds (dealing, the first card, the end of a round, scoring and the end of the game) are in
``rounds.py``. Both functions below run once per action in every bot playout, so the common cases
(play a card, draw a card) are written out flat: validation is O(1) table and bit tests against the
hand's face mask, never a search of the legal list, and events are built once at import. Rarer
actions (the call window, timeouts, passing, naming a colour) go through small helpers.

What they return is shared, so it is immutable (issue 18, speed): ``legal_actions`` hands out
tuples kept in tables, and ``apply`` returns, for a plain play or draw, a one-event tuple built at
import (a list otherwise). Nobody can change a later caller's answer through them.

Every refusal raises ``IllegalAction`` *before* the first change to the state.
"""

from __future__ import annotations

from chemcards.core.protocol import REFEREE, Event, IllegalAction

from .actions import (
    CALL,
    CALL_ACTION,
    CATCH,
    CATCH_ACTIONS,
    CLOSE,
    CLOSE_ACTION,
    COLOR,
    COLOR_ACTIONS,
    DRAW,
    DRAW_ACTION,
    END,
    END_ACTION,
    KEEP,
    KEEP_ACTION,
    PASS,
    PASS_ACTION,
    PLAY,
    PLAYS,
    TIMEOUT,
    TIMEOUT_ACTION,
    Action,
)
from .catalogue import (
    BIT,
    COLOUR,
    COLOUR_MASK,
    DRAWS,
    FACES,
    MATCHES,
    MAX_PLAYERS,
    NO_COLOUR,
    PLAYABLE,
    RANKS_PER_COLOUR,
    REVERSE,
    SKIP,
    TEXT,
    WD4_FACE,
    WILD,
    card_label,
    hand_points,
)
from .draws import give, reshuffle
from .rounds import end_round, ring_for
from .state import DRAWN, NAME, OVER, TURN, WINDOW, State

_WD4_BIT = BIT[WD4_FACE]
_CALL_FLAG = 1 << 60    # the seat holds two cards: "play X call" variants are legal (CC-10)
_NODRAW_FLAG = 1 << 61  # draw pile and reshufflable discard are both empty (CC-9, CC-18)
_LEGAL_CACHE_LIMIT = 200_000


#: the legal lists outside one's own turn (CC-10 … CC-12, CC-21, CC-4)
_CALL_ONLY = (CALL_ACTION,)
_DRAW_ONLY = (DRAW_ACTION,)
_PASS_ONLY = (PASS_ACTION,)
_CATCH_OR_PASS = tuple((catch, PASS_ACTION) for catch in CATCH_ACTIONS)
#: CC-27: a person out of the round, when no person holds cards any more (``may_end_round``)
_END_ONLY = (END_ACTION,)
_CATCH_PASS_OR_END = tuple((catch, PASS_ACTION, END_ACTION) for catch in CATCH_ACTIONS)
_CLOSE_ONLY = (CLOSE_ACTION,)
_TIMEOUT_ONLY = (TIMEOUT_ACTION,)
_NOTHING: tuple[Action, ...] = ()

# Events that recur, built once (an ``Event`` is a tuple: sharing them is safe).
_EV_DRAW = tuple(tuple(Event("draw", s, (1,), (TEXT[f],)) for f in range(FACES)) for s in range(MAX_PLAYERS))
#: what ``apply`` returns for a plain draw: the same event as a one-event tuple
_EV_DRAW_ONLY = tuple(tuple((event,) for event in per_seat) for per_seat in _EV_DRAW)
_EV_KEEP = tuple(Event("keep", s) for s in range(MAX_PLAYERS))
_EV_KEEP_ONLY = tuple((event,) for event in _EV_KEEP)
_EV_PRECALL = tuple(Event("call", s, ("before",)) for s in range(MAX_PLAYERS))
_EV_CALL = tuple(Event("call", s) for s in range(MAX_PLAYERS))
_EV_AUTOCALL = tuple(Event("call", s, ("auto",)) for s in range(MAX_PLAYERS))
_EV_SKIPPED = tuple(Event("skipped", s) for s in range(MAX_PLAYERS))
_EV_PASS = tuple(Event("pass", s) for s in range(MAX_PLAYERS))
#: a seat lets the call window pass without catching (CC-11): no turn is passed (play-through 18,
#: zh 7: "Curie 过牌" in a window read as "Curie passed her turn")
_EV_LET_PASS = tuple(Event("pass", s, ("window",)) for s in range(MAX_PLAYERS))
_EV_WINDOW = tuple(Event("window", s) for s in range(MAX_PLAYERS))
_EV_REVERSE = Event("reverse", None)
_EV_CLOSED = Event("window_closed", None)
#: the referee closed the window: its 3 seconds ran out with no call and no catch (CC-10); only this
#: close may be logged as "time is up" (play-through 9, de: the line followed a call made in time)
_EV_TIME_UP = Event("window_closed", None, ("time",))


#: per face, the plays it offers (a wild: one per colour to name) and the same with the call
_FACE_PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(PLAYS[0][f]) if COLOUR[f] == NO_COLOUR else (PLAYS[0][f][0],) for f in range(FACES))
_FACE_CALLS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(PLAYS[1][a.face][a.colour] for a in _FACE_PLAYS[f]) for f in range(FACES))
#: CC-7: the legal list after drawing a playable card, at face * 2 + (the call may be switched on):
#: that card's plays, the same with "Last card!" (CC-10), then keep
_DRAWN_LEGAL: tuple[tuple[Action, ...], ...] = tuple(
    (*_FACE_PLAYS[f], *(_FACE_CALLS[f] if call else ()), KEEP_ACTION)
    for f in range(FACES) for call in (0, 1))


#: faces are numbered colour by colour (``catalogue``): 13 per colour, then the two wilds
_BLOCK = RANKS_PER_COLOUR
_BLOCK_MASK = (1 << _BLOCK) - 1
_NO_PLAYS: tuple[tuple[Action, ...], tuple[Action, ...]] = ((), ())


class _BlockPlays(dict[int, tuple[tuple[Action, ...], tuple[Action, ...]]]):
    """For one block of faces (a colour's 13, or the two wilds): a subset of them, as bits from the
    block's first face, to its plays and its call plays in face order; built on first use. There
    are at most 2**13 subsets per block, and the hands of a game meet few of them, so these tables
    stay small and are hit where the whole-list cache misses. The empty subset is in from the start
    (no plays), so that a miss of the whole list looks every block up without testing it first."""

    __slots__ = ("first",)

    def __init__(self, first: int) -> None:
        super().__init__({0: _NO_PLAYS})
        self.first = first

    def __missing__(self, sub: int) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
        plays: list[Action] = []
        calls: list[Action] = []
        bits = sub
        while bits:  # the faces that are set, lowest first
            low = bits & -bits
            f = self.first + low.bit_length() - 1
            plays += _FACE_PLAYS[f]
            calls += _FACE_CALLS[f]
            bits ^= low
        parts = self[sub] = (tuple(plays), tuple(calls))
        return parts


_BLOCKS: tuple[tuple[int, _BlockPlays], ...] = tuple(
    (first, _BlockPlays(first)) for first in range(0, FACES, _BLOCK))
# The five blocks (the four colours in catalogue order, then the wilds) one by one, for the builder
# below, which is written out for exactly five (issue 18 point 3, session 30: the loop over them
# was most of a cache miss's cost).
assert len(_BLOCKS) == 5 and FACES == 4 * _BLOCK + 2
(_, _BLOCK_0), (_, _BLOCK_1), (_, _BLOCK_2), (_, _BLOCK_3), (_, _BLOCK_WILDS) = _BLOCKS
_SHIFT_1, _SHIFT_2, _SHIFT_3, _SHIFT_W = _BLOCK, 2 * _BLOCK, 3 * _BLOCK, 4 * _BLOCK


def _build_turn_legal(m: int) -> tuple[Action, ...]:
    """The turn's legal list for a key of :func:`legal_actions` (faces in face order, each wild once
    per colour, then the call variants in the same order, then draw or pass). Built on a cache miss,
    which random playouts meet often (a hand's playable faces vary a lot): so it joins the plays of
    each block of faces, looked up per block (issue 18, speed); kept while the cache has room."""
    p0, c0 = _BLOCK_0[m & _BLOCK_MASK]
    p1, c1 = _BLOCK_1[m >> _SHIFT_1 & _BLOCK_MASK]
    p2, c2 = _BLOCK_2[m >> _SHIFT_2 & _BLOCK_MASK]
    p3, c3 = _BLOCK_3[m >> _SHIFT_3 & _BLOCK_MASK]
    pw, cw = _BLOCK_WILDS[m >> _SHIFT_W & 3]  # the two wild faces
    plays = p0 + p1 + p2 + p3 + pw
    legal = plays + c0 + c1 + c2 + c3 + cw if m & _CALL_FLAG else plays
    if not m & _NODRAW_FLAG:
        legal += _DRAW_ONLY  # CC-7: drawing is always allowed while there is a card to draw
    elif not plays:
        legal = _PASS_ONLY  # CC-18: nothing to play and nothing to draw
    if len(_TURN_LEGAL) < _LEGAL_CACHE_LIMIT:
        _TURN_LEGAL[m] = legal
    return legal


class _TurnLegal(dict[int, tuple[Action, ...]]):
    """Legal lists of a seat on its turn, keyed by (playable faces in hand | flags), built on first
    use: ``_TURN_LEGAL[m]`` is one subscript on a hit (no ``get`` method call), and a miss calls
    :func:`_build_turn_legal` itself through ``__missing__``, without a method frame in between
    (issue 18, speed)."""

    __slots__ = ()

    __missing__ = staticmethod(_build_turn_legal)


_TURN_LEGAL = _TurnLegal()


def _turn_mask(state: State, seat: int) -> int:
    """The faces ``seat`` may play now (CC-6, CC-8) plus the call and no-draw flags."""
    hand = state.masks[seat]
    m = hand & PLAYABLE[state.key]
    if m & _WD4_BIT and hand & COLOUR_MASK[state.colour]:
        m ^= _WD4_BIT  # CC-8: Wild Draw Four only without a card of the current colour
    if state.sizes[seat] == 2 and not state.family:
        m |= _CALL_FLAG
    if not state.pile and len(state.discard) < 2:
        m |= _NODRAW_FLAG
    return m


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    """Complete list of what ``seat`` may do now (plays first, then call variants, then draw); a
    shared tuple."""
    if seat == state.turn_seat:
        hand = state.masks[seat]
        m = hand & PLAYABLE[state.key]
        # CC-8: Wild Draw Four only without a card of the current colour. It is the highest face, and
        # ``m`` holds no flag yet, so "may play it" is a comparison (no new int as ``&`` would make).
        if m >= _WD4_BIT and hand & COLOUR_MASK[state.colour]:
            m ^= _WD4_BIT
        if state.sizes[seat] == 2 and not state.family:
            m |= _CALL_FLAG
        if not state.pile and len(state.discard) < 2:
            m |= _NODRAW_FLAG
        return _TURN_LEGAL[m]
    if state.phase == DRAWN and seat == state.current:  # CC-7: about one legal list in seven
        return _DRAWN_LEGAL[state.drawn * 2 + (state.sizes[seat] == 2 and not state.family)]
    return _other_legal(state, seat)


def _drawn_legal(state: State) -> tuple[Action, ...]:
    return _DRAWN_LEGAL[state.drawn * 2 + (state.sizes[state.current] == 2 and not state.family)]


def _other_legal(state: State, seat: int) -> tuple[Action, ...]:
    phase = state.phase
    if phase == WINDOW:
        if seat == state.window:
            return _CALL_ONLY
        if seat in state.waiting:
            either = _CATCH_PASS_OR_END if may_end_round(state, seat) else _CATCH_OR_PASS
            return either[state.window]
        if seat == REFEREE:
            return _CLOSE_ONLY
        return _END_ONLY if may_end_round(state, seat) else _NOTHING
    if phase == OVER:
        return _NOTHING
    if seat == REFEREE:
        return _TIMEOUT_ONLY if state.turn_time else _NOTHING
    if seat != state.current:
        return _END_ONLY if may_end_round(state, seat) else _NOTHING
    if phase == DRAWN:
        return _drawn_legal(state)
    if phase == NAME:
        return COLOR_ACTIONS
    return _NOTHING


# -- applying ----------------------------------------------------------------------------------------

def apply(state: State, seat: int, action: Action) -> tuple[Event, ...] | list[Event]:
    """Do ``action`` for ``seat``; ``IllegalAction`` (state untouched) if the rules forbid it. A
    plain play or draw returns a shared one-event tuple, anything else a new list."""
    try:
        kind = action.kind
    except AttributeError:
        raise IllegalAction(f"{action!r} is not a Color Clash action", "unknown_action",
                            action=str(action)) from None
    if kind == PLAY:
        f = action.face
        if seat != state.turn_seat:
            if state.phase != DRAWN or seat != state.current:
                _refuse_turn(state, seat)
            if f != state.drawn:  # CC-7: after drawing only the drawn card may be played
                drawn = TEXT[state.drawn]
                raise IllegalAction(f"after drawing you may only play the card you drew ({drawn}) or keep it",
                                    "only_drawn_card", card=card_label(state.drawn))
            if action.call:
                _check_precall(state, seat)
            # The drawn card is in the hand and was playable when drawn (checked below all the same,
            # which cannot fail now): the turn goes on as an ordinary play.
            state.phase = TURN
        counts = state.counts[seat]
        c = counts[f]
        if not c:
            raise IllegalAction(f"you do not hold {TEXT[f]}", "not_in_hand", card=card_label(f))
        if not MATCHES[state.key][f]:  # CC-6
            raise IllegalAction(f"{TEXT[f]} matches neither the colour, the number nor the symbol on the "
                                "table", "no_match", card=card_label(f))
        if action.special:
            if action.wild_draw_four and state.masks[seat] & COLOUR_MASK[state.colour]:  # CC-8
                raise IllegalAction("a Wild Draw Four may only be played when you hold no card of the "
                                    "current colour", "wd4_has_colour")
            if action.call:
                _check_precall(state, seat)
        counts[f] = c - 1
        if c == 1:
            state.masks[seat] ^= action.bit
        size = state.sizes[seat] - 1
        state.sizes[seat] = size
        state.discard.append(f)
        state.colour = action.colour
        state.key = action.key
        state.stalemate = 0
        if action.plain and size > 1:  # a number card or a Wild, nothing else follows: the hot path
            nxt = state.nxt[seat]
            state.current = nxt
            state.turn_seat = nxt
            state.acting = state.turn_tuples[nxt]
            return action.events[seat]
        return _after_play(state, seat, action, size)
    if kind == DRAW:
        if seat != state.turn_seat:
            _refuse_turn(state, seat)
        pile = state.pile
        events: tuple[Event, ...] | list[Event]
        if pile:
            f = pile.pop()
            events = _EV_DRAW_ONLY[seat][f]
        else:
            if len(state.discard) < 2:
                raise IllegalAction("there is no card left to draw", "cannot_draw")
            events = [reshuffle(state)]
            f = pile.pop()
            events.append(_EV_DRAW[seat][f])
        counts = state.counts[seat]
        counts[f] += 1
        state.masks[seat] |= BIT[f]
        state.sizes[seat] += 1
        state.stalemate = 0
        # CC-6 / CC-8 for the drawn card (``catalogue.is_playable``, inlined on this hot path)
        if MATCHES[state.key][f] and (f != WD4_FACE or not counts_colour(state, seat)):
            state.phase = DRAWN  # CC-7: the drawn card may be played at once, nothing else
            state.drawn = f
            state.turn_seat = -2
        else:
            nxt = state.nxt[seat]
            state.current = nxt
            state.turn_seat = nxt
            state.acting = state.turn_tuples[nxt]
        return events
    if kind == KEEP and state.phase == DRAWN and seat == state.current:  # CC-7, one action in 16
        nxt = state.nxt[seat]
        state.phase = TURN
        state.current = nxt
        state.turn_seat = nxt
        state.acting = state.turn_tuples[nxt]
        return _EV_KEEP_ONLY[seat]
    return _apply_other(state, seat, action, kind)


def counts_colour(state: State, seat: int) -> int:
    """Nonzero when ``seat`` holds a card of the colour to follow (CC-8)."""
    return state.masks[seat] & COLOUR_MASK[state.colour]


def _refuse_turn(state: State, seat: int) -> None:
    """Raise the reason why ``seat`` may not play or draw now."""
    if state.phase == OVER:
        raise IllegalAction("the game is over", "game_over")
    if state.phase == WINDOW and seat == state.window:  # CC-10: the owner's one move is the call
        raise IllegalAction("in your Last card! window only the call counts: press l (call)",
                            "window_call_only")
    if state.phase == WINDOW:  # CC-12
        raise IllegalAction("a Last card! window is open: nobody may play or draw until it closes",
                            "window_open")
    if seat == REFEREE:
        raise IllegalAction("the referee only closes call windows and ends timed-out turns", "referee_only")
    if not 0 <= seat < state.n:
        raise IllegalAction(f"there is no seat {seat}", "no_such_seat", seat=seat)
    if seat == state.current and state.phase == DRAWN:  # CC-7
        raise IllegalAction("you have already drawn this turn: play the drawn card or keep it",
                            "already_drew")
    if seat == state.current and state.phase == NAME:  # CC-4
        raise IllegalAction("name the colour for the first card before you play", "name_colour_first")
    raise IllegalAction("it is not your turn", "not_your_turn")


def _check_precall(state: State, seat: int) -> None:
    if state.family:  # CC-13
        raise IllegalAction("in Family mode the Last card! call is made for you", "family_auto_call")
    if state.sizes[seat] != 2:  # CC-10
        raise IllegalAction("you call Last card! only when playing your second-to-last card",
                            "call_needs_two")


def _start_turn(state: State, seat: int) -> None:
    state.phase = TURN
    state.current = seat
    state.turn_seat = seat
    state.acting = state.turn_tuples[seat]


def _after_play(state: State, seat: int, action: Action, size: int) -> list[Event]:
    """Everything a play sets off beyond "next player": action cards (CC-8), going out (CC-15,
    CC-16, CC-17) and the Last card! call (CC-10…CC-13)."""
    events = [*action.events[seat]]
    if action.call:
        events.append(_EV_PRECALL[seat])  # CC-10: switched on before playing
    if size == 0:  # CC-16: out of this round, in order
        state.out = (*state.out, seat)
        state.active -= 1
        state.ring = ring_for(state.n, state.out)
        state.nxt = state.ring[0] if state.direction == 1 else state.ring[1]
        events.append(Event("out", seat, (len(state.out),)))
    nxt = state.nxt
    rank = action.rank
    # CC-16: the round ends when one player still holds cards (CC-27: or no person does); then a
    # last Skip or Reverse has nobody left to act on and is neither applied nor logged (play-through
    # 12, de 8: "Curie ist raus", "Die Spielrichtung dreht sich", "Du setzt aus" after the round was
    # over). A last Draw Two or Wild Draw Four is still drawn (CC-15), but nobody is skipped.
    ends = size == 0 and (state.active <= 1 or (state.people_out and no_person_holds_cards(state)))
    if ends and not DRAWS[action.face]:
        rank = -1
    if rank == SKIP:  # CC-8
        skipped = nxt[seat]
        events.append(_EV_SKIPPED[skipped])
        following = nxt[skipped]
    elif rank == REVERSE:  # CC-8; CC-16: with two left it acts as Skip
        state.direction = -state.direction
        state.nxt = nxt = state.ring[0] if state.direction == 1 else state.ring[1]
        events.append(_EV_REVERSE)
        if state.active + (size == 0) == 2:
            skipped = nxt[seat]
            events.append(_EV_SKIPPED[skipped])
            following = nxt[skipped]
        else:
            following = nxt[seat]
    elif DRAWS[action.face]:  # CC-8 Draw Two / Wild Draw Four; CC-15: drawn even after going out
        victim = nxt[seat]
        give(state, victim, DRAWS[action.face], events, TEXT[action.face])
        if not ends:
            events.append(_EV_SKIPPED[victim])
        following = nxt[victim]
    else:
        following = nxt[seat]
    if size == 0:
        if state.winner < 0:
            _score_winner(state, seat, events)
        if ends:
            # CC-16: the round ends when one player still holds cards; CC-27: or, by choice, once
            # every person at the table is out and only computers would play on for the places
            end_round(state, events, stalemate=False)
            return events
    elif size == 1:
        if state.family:
            events.append(_EV_AUTOCALL[seat])  # CC-13
        elif not action.call:
            _open_window(state, seat, following, events)  # CC-10
            return events
    _start_turn(state, following)
    return events


def may_end_round(state: State, seat: int) -> bool:
    """CC-27 [decided], offered when it matters (issue 12 point 4): once every person at the table
    is out of the round and computers would play on for the places (``people_out=play_on``, CC-16),
    each person may end the round; it is settled as ``people_out=end_round`` settles it. Never a
    computer's (nor a substitute's, CC-22) move, and never at a table of computers only."""
    return (0 <= seat < state.n and state.phase != OVER and not state.people_out
            and state.active >= 2 and not state.seats[seat].is_computer and no_person_holds_cards(state))


def _end_round_now(state: State, seat: int) -> list[Event]:
    """CC-27: ``end`` — the round ends as it would have with ``people_out=end_round`` when the last
    person went out: those out keep their places, the computers still holding cards share the next
    one (``rounds.end_round``), and the winner keeps what CC-17 scored. The option itself stays as
    chosen for later rounds."""
    if not may_end_round(state, seat):
        raise IllegalAction("you may end the round only when every person at the table is out of it "
                            "and only computers play on", "cannot_end_round")
    events = [Event("end_round_now", seat)]
    end_round(state, events, stalemate=False)
    return events


def no_person_holds_cards(state: State) -> bool:
    """CC-27: a table with at least one person at which every person is out of this round (computer
    substitutes, CC-22, count as computers). Runs only when a seat goes out."""
    people = [s for s, seat in enumerate(state.seats) if not seat.is_computer]
    return bool(people) and all(s in state.out for s in people)


def _score_winner(state: State, seat: int, events: list[Event]) -> None:
    """CC-15, CC-17: the first seat out wins the round and scores what the others hold now (after the
    next player has drawn for a final Draw Two / Wild Draw Four). CC-22: a substitute scores nothing,
    and if it goes out first nobody scores this round."""
    state.winner = seat
    points = sum(hand_points(state.counts[s]) for s in range(state.n) if s != seat)
    # CC-26: the hands as they stand now are what the round's result shows once the round is over
    # for everyone; until then they stay in the state only (no view holds ``shown``).
    state.shown = tuple(tuple(state.hand(s)) for s in range(state.n))
    if state.seats[seat].substitute:
        state.winner_points = 0
        events.append(Event("no_score", seat, (points,)))
        return
    state.winner_points = points
    state.scores[seat] += points
    events.append(Event("score", seat, (points,)))


# -- the Last card! window (CC-10 … CC-14) -----------------------------------------------------------

def _open_window(state: State, owner: int, following: int, events: list[Event]) -> None:
    """The owner played their second-to-last card without calling: until the window closes the owner
    may call, every other seat still in the round may catch or pass, the referee may close it, and
    nobody plays (CC-12). ``following`` moves once it closes. A seat that is out (CC-16) takes no
    part: the rulebook's "Der Gewinner ist raus, und die anderen spielen weiter"; it was listed as
    passing in the window's log (play-through 17, en 4, de 4)."""
    out = state.out
    others = tuple(s for s in range(state.n) if s != owner and s not in out)
    state.phase = WINDOW
    state.window = owner
    state.waiting = others
    state.current = following
    state.turn_seat = -2
    state.acting = (owner, *others, REFEREE)
    events.append(_EV_WINDOW[owner])


def _close_window(state: State, events: list[Event], closed: Event = _EV_CLOSED) -> None:
    state.window = -1
    state.waiting = ()
    events.append(closed)
    _start_turn(state, state.current)


def _apply_other(state: State, seat: int, action: Action, kind: int) -> list[Event]:
    events: list[Event] = []
    phase = state.phase
    if phase == OVER:
        raise IllegalAction("the game is over", "game_over")
    if kind == END:
        return _end_round_now(state, seat)
    if kind == CALL:
        if phase != WINDOW:
            raise IllegalAction("there is nothing to call now: call with your play ('play R7 call') or "
                                "right after playing your second-to-last card", "no_window")
        if seat != state.window:
            raise IllegalAction("only the player who has one card left calls Last card!", "not_window_owner")
        events.append(_EV_CALL[seat])
        _close_window(state, events)
        return events
    if kind == CATCH:
        if phase != WINDOW:
            raise IllegalAction("there is nobody to catch now", "no_window")
        if action.target != state.window:
            raise IllegalAction(f"seat {action.target} has not just played their second-to-last card",
                                "catch_wrong_seat", seat=action.target)
        if seat not in state.waiting:
            raise IllegalAction("you cannot catch now: only the other players who have not passed may",
                                "cannot_catch")
        owner = state.window
        events.append(Event("catch", seat, (owner,)))
        give(state, owner, 2, events, "catch")  # CC-11
        _close_window(state, events)
        return events
    if kind == CLOSE:
        if seat != REFEREE:
            raise IllegalAction("only the referee (the clock) closes the call window", "referee_only_close")
        if phase != WINDOW:
            raise IllegalAction("no call window is open", "no_window")
        _close_window(state, events, _EV_TIME_UP)
        return events
    if kind == PASS:
        if phase == WINDOW:
            if seat not in state.waiting:
                raise IllegalAction("you have nothing to pass on in this window", "cannot_pass_window")
            state.waiting = tuple(s for s in state.waiting if s != seat)
            state.acting = tuple(s for s in state.acting if s != seat)
            events.append(_EV_LET_PASS[seat])
            if not state.waiting:
                _close_window(state, events)
            return events
        if seat != state.turn_seat:
            _refuse_turn(state, seat)
        m = _turn_mask(state, seat)
        if not m & _NODRAW_FLAG or m & ~(_CALL_FLAG | _NODRAW_FLAG):
            raise IllegalAction("you may pass only when you can neither play nor draw", "cannot_pass")
        events.append(_EV_PASS[seat])
        _turn_without_card(state, seat, events)
        return events
    if kind == KEEP:
        if phase != DRAWN or seat != state.current:
            if seat == state.turn_seat:
                raise IllegalAction("you keep a card only after drawing it", "keep_only_after_draw")
            _refuse_turn(state, seat)
        events.append(_EV_KEEP[seat])
        _start_turn(state, state.nxt[seat])  # CC-7: drawing never extends the turn
        return events
    if kind == COLOR:
        if phase != NAME or seat != state.current:
            if seat == state.turn_seat:
                raise IllegalAction("a colour is named with a wild card: 'play W G'", "no_colour_to_name")
            _refuse_turn(state, seat)
        state.colour = action.colour
        state.key = action.colour * 15 + WILD
        events.append(Event("color", seat, (action.text.split()[1],)))
        _start_turn(state, seat)  # CC-4: names the colour, then plays
        return events
    if kind == TIMEOUT:
        return _timeout(state, seat, events)
    raise IllegalAction(f"{action} is not a Color Clash action", "unknown_action", action=str(action))


def _timeout(state: State, seat: int, events: list[Event]) -> list[Event]:
    """CC-21: the turn time ran out: the seat draws one card and its turn ends; a card is never played
    for anyone. After a draw the drawn card is kept; a first-card colour still to be named passes to
    the next seat [decided]."""
    if seat != REFEREE:
        raise IllegalAction("only the referee (the clock) ends a turn for time", "referee_only_timeout")
    if not state.turn_time:
        raise IllegalAction("this game has no turn time limit", "timer_off")
    if state.phase == WINDOW:
        raise IllegalAction("the turn clock does not run while a call window is open", "window_open")
    who = state.current
    events.append(Event("timeout", who))
    if state.phase == DRAWN:
        events.append(_EV_KEEP[who])
        _start_turn(state, state.nxt[who])
        return events
    before = state.sizes[who]
    give(state, who, 1, events, "timeout")
    if state.phase == NAME:
        state.current = state.nxt[who]
        state.acting = state.turn_tuples[state.current]
        return events
    if state.sizes[who] > before:
        state.stalemate = 0
        _start_turn(state, state.nxt[who])
    else:
        could_play = _turn_mask(state, who) & ~(_CALL_FLAG | _NODRAW_FLAG)
        _turn_without_card(state, who, events, counts=not could_play)
    return events


def _turn_without_card(state: State, seat: int, events: list[Event], counts: bool = True) -> None:
    """CC-18: a turn on which nobody could play or draw. After two full turns round the table of
    those, the round ends with no winner."""
    state.stalemate = state.stalemate + 1 if counts else 0
    if state.stalemate >= 2 * state.active:
        events.append(Event("stalemate", None, (state.stalemate,)))
        end_round(state, events, stalemate=True)
        return
    _start_turn(state, state.nxt[seat])


__all__ = ["apply", "legal_actions", "may_end_round", "no_person_holds_cards"]
