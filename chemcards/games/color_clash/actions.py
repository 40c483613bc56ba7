"""Color Clash actions and their text notation (``docs/notation-color-clash.md``).

Every action that can ever be legal exists once, built at import: ``legal_actions`` hands out these
objects and ``parse_action`` returns them, so no action is constructed during play and
``parse_action(str(a)) is a``. Each action carries what the engine needs precomputed (its face, bit,
the match key it leaves on the table, its log events per seat), so applying one is table look-ups.

Notation::

    play R7          play a card            play W G / play W+4 G   a wild and the colour named
    play R7 call     play it with "Last card!" switched on beforehand (CC-10)
    play ● 7         the card as the screen shows it, or in words ("play red 7", "play ★ green"):
                     read as the same action (issue 21); the record always writes the notation
    draw             draw one card (CC-7)   keep   keep the drawn card, end the turn (CC-7)
    pass             nothing to play or draw (CC-18), or decline to catch in a call window
    call             "Last card!" inside the window (CC-10)
    catch 2          catch seat 2, who has not called (CC-11); seats count from 0
    close            the referee closes the call window (3 s are up, CC-14)
    timeout          the referee: the turn time is up (CC-21)
    color G          name the colour when the first card is a Wild (CC-4)
    end              a person out of the round ends it when every person is out and only
                     computers would play on for the places (CC-27, settled as people_out=end_round)

There is no free text: the set of actions is fixed, so nothing a player sends can carry a message
(CC-25: no chat anywhere).
"""

from __future__ import annotations

from typing import Any

from chemcards.core.i18n import typed_verbs
from chemcards.core.protocol import Event, NotationError

from .catalogue import (
    BIT,
    COLOUR,
    COLOUR_LETTERS,
    FACES,
    GAME_ID,
    MAX_PLAYERS,
    NO_COLOUR,
    RANK,
    TEXT,
    WD4_FACE,
    WILD,
    card_label,
    colour_of,
    match_key,
    typed_card,
)

PLAY, DRAW, KEEP, PASS, CALL, CATCH, CLOSE, TIMEOUT, COLOR, END = range(10)
_VERBS = ("play", "draw", "keep", "pass", "call", "catch", "close", "timeout", "color", "end")


class Action:
    """One action, immutable and interned; compare and hash by its notation."""

    __slots__ = ("_hash", "bit", "call", "colour", "events", "face", "key", "kind", "plain", "rank",
                 "special", "target", "text", "wild_draw_four")

    kind: int
    face: int
    colour: int
    call: bool
    target: int
    rank: int
    bit: int
    key: int
    wild_draw_four: bool
    #: a play with nothing to check beyond holding and matching the card: neither a Wild Draw Four
    #: (CC-8) nor "Last card!" switched on (CC-10); ``apply`` tests this one flag on its hot path
    special: bool
    #: a play whose only effect is "next player" (a number card or a Wild, CC-8), without the call:
    #: unless it leaves the hand with one card or none, ``apply`` passes the turn on in a few lines
    plain: bool
    text: str
    _hash: int
    #: per seat, what playing this card shows the log: one shared tuple, handed out by ``apply``
    events: tuple[tuple[Event, ...], ...]

    def __init__(self, kind: int, text: str, *, face: int = -1, colour: int = NO_COLOUR, call: bool = False,
                 target: int = -1, events: tuple[tuple[Event, ...], ...] = ()) -> None:
        setter = object.__setattr__
        setter(self, "kind", kind)
        setter(self, "text", text)
        setter(self, "face", face)
        setter(self, "colour", colour)
        setter(self, "call", call)
        setter(self, "target", target)
        setter(self, "rank", RANK[face] if face >= 0 else -1)
        setter(self, "bit", BIT[face] if face >= 0 else 0)
        setter(self, "key", match_key(colour, RANK[face]) if face >= 0 else -1)
        setter(self, "wild_draw_four", face == WD4_FACE)
        setter(self, "special", face == WD4_FACE or call)
        setter(self, "plain",
               kind == PLAY and not call and face >= 0 and (RANK[face] < 10 or RANK[face] == WILD))
        setter(self, "events", events)
        #: ``hash(text)``, kept: the search looks actions up in its tree's dicts many times per
        #: iteration (issue 18 point 3, session 30)
        setter(self, "_hash", hash(text))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("actions are immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Action) and other.text == self.text)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        return (parse_action, (self.text,))

    @property
    def verb(self) -> str:
        return _VERBS[self.kind]


def _play(face: int, colour: int, call: bool) -> Action:
    wild = COLOUR[face] == NO_COLOUR
    text = f"play {TEXT[face]}" + (f" {COLOUR_LETTERS[colour]}" if wild else "") + (" call" if call else "")
    data = (TEXT[face], COLOUR_LETTERS[colour]) if wild else (TEXT[face],)
    events = tuple((Event("play", seat, data),) for seat in range(MAX_PLAYERS))
    return Action(PLAY, text, face=face, colour=colour, call=call, events=events)


#: PLAYS[call][face][colour]: the play actions (a coloured face has its own colour in every slot)
PLAYS: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(
        tuple(_play(f, c, call) for c in range(4)) if COLOUR[f] == NO_COLOUR
        else (_play(f, COLOUR[f], call),) * 4
        for f in range(FACES))
    for call in (False, True))

DRAW_ACTION = Action(DRAW, "draw")
KEEP_ACTION = Action(KEEP, "keep")
PASS_ACTION = Action(PASS, "pass")
CALL_ACTION = Action(CALL, "call")
CLOSE_ACTION = Action(CLOSE, "close")
TIMEOUT_ACTION = Action(TIMEOUT, "timeout")
#: CC-27: a person out of the round ends it once no person holds cards (``rules.may_end_round``)
END_ACTION = Action(END, "end")
CATCH_ACTIONS: tuple[Action, ...] = tuple(Action(CATCH, f"catch {s}", target=s) for s in range(MAX_PLAYERS))
COLOR_ACTIONS: tuple[Action, ...] = tuple(Action(COLOR, f"color {COLOUR_LETTERS[c]}", colour=c)
                                          for c in range(4))

ALL_ACTIONS: tuple[Action, ...] = (
    *dict.fromkeys(a for per_call in PLAYS for per_face in per_call for a in per_face),
    DRAW_ACTION, KEEP_ACTION, PASS_ACTION, CALL_ACTION, *CATCH_ACTIONS, CLOSE_ACTION, TIMEOUT_ACTION,
    *COLOR_ACTIONS, END_ACTION)
BY_TEXT: dict[str, Action] = {a.text: a for a in ALL_ACTIONS}
_SIMPLE = {"draw": DRAW_ACTION, "keep": KEEP_ACTION, "pass": PASS_ACTION, "call": CALL_ACTION,
           "close": CLOSE_ACTION, "timeout": TIMEOUT_ACTION, "end": END_ACTION}


def parse_action(text: str) -> Action:
    """Text to the interned action; a readable ``ValueError`` for anything malformed."""
    if not isinstance(text, str):
        raise ValueError(f"an action is written as text, not {type(text).__name__}")
    exact = BY_TEXT.get(text)
    if exact is not None:
        return exact
    words = text.split()
    if not words:
        raise ValueError("the action is empty; try e.g. 'play R7', 'draw' or 'call'")
    verb, args = words[0].lower(), words[1:]
    if verb in _SIMPLE:
        if args:
            raise ValueError(f"'{verb}' takes nothing after it (got {' '.join(args)!r})")
        return _SIMPLE[verb]
    if verb == "play":
        return _parse_play(args)
    if verb == "catch":
        if len(args) != 1 or not args[0].isdigit():
            raise ValueError("'catch' needs the seat number of the player to catch, e.g. 'catch 2'")
        seat = int(args[0])
        if seat >= MAX_PLAYERS:
            raise ValueError(f"there is no seat {seat}; seats are numbered 0 to {MAX_PLAYERS - 1}")
        return CATCH_ACTIONS[seat]
    if verb in ("color", "colour"):
        if len(args) != 1:
            raise ValueError(f"'color' needs one colour letter ({', '.join(COLOUR_LETTERS)}), e.g. 'color G'")
        return COLOR_ACTIONS[colour_of(args[0])]
    raise ValueError(f"unknown action {words[0]!r}; actions are play, draw, keep, pass, call, catch, "
                     "close, timeout, color, end")


def _parse_play(args: list[str]) -> Action:
    if not args:
        raise ValueError("'play' needs a card, e.g. 'play R7' or 'play W G'")
    found = typed_card(args)
    if found is None and len(args) == 1 and (args[0].isdigit() or args[0] == "+2"):
        # a number alone names no card: the colour is part of it (play-through 19, en 9: "play 7"
        # was answered "there is no card “7”")
        raise NotationError(f"{args[0]!r} needs its colour, e.g. 'play R{args[0]}'", "needs_colour",
                            card=args[0])
    if found is None:  # said in the words the hint uses (play-through 18, en 6: "e.g. R7, BS, GR")
        raise NotationError(f"{' '.join(args)!r} is not a Color Clash card (e.g. R7, BS, GR, Y+2, W, W+4, "
                            "or as the screen shows it: ● 7)", "not_a_card", card=" ".join(args))
    face, used = found
    rest = args[used:]
    # "call" at the end, or the player's word for it ("spiel ▲ 5 ansagen", "出 ▲ 5 喊牌"), as a hint
    # writes it (play-through 10)
    last = rest[-1].casefold() if rest else ""
    call = last == "call" or typed_verbs(GAME_ID).get(last) == "call"
    if call:
        rest = rest[:-1]
    if COLOUR[face] == NO_COLOUR:
        if not rest:  # say what is missing in the player's words (play-through 7: "not a move")
            raise NotationError(f"a {TEXT[face]} needs the colour you name after it, "
                                f"e.g. 'play {TEXT[face]} G'", "wild_needs_colour", card=card_label(face))
        if len(rest) != 1:
            raise ValueError(f"a {TEXT[face]} needs the colour you name after it, e.g. 'play {TEXT[face]} G'")
        colour = colour_of(rest[0])
    else:
        if rest:
            raise ValueError(f"{TEXT[face]} is not a wild card; write just 'play {TEXT[face]}'"
                             + (" (add 'call' to switch on Last card!)" if not call else ""))
        colour = COLOUR[face]
    return PLAYS[call][face][colour]
