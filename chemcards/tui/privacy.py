"""Hot-seat privacy: whose hand the screen may show, and when a curtain must go up.

Pure decisions, kept apart from the widgets so they can be tested on their own. The rule the whole
app rests on: the screen shows at most one hand, its owner's, and between two different people a
curtain hides the table until the named next person presses a key. With one person against
computers that person is always the owner of the screen, so no curtain is ever needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from chemcards.core.protocol import REFEREE
from chemcards.core.seats import Seat


def people(seats: Sequence[Seat]) -> list[int]:
    """Seats played by a person (a computer substitute no longer counts)."""
    return [i for i, s in enumerate(seats) if not s.is_computer]


def next_viewer(seats: Sequence[Seat], to_act: Sequence[int], current: int | None,
                has_private_move: Callable[[int], bool]) -> int | None:
    """The seat whose hand the screen should show now.

    ``has_private_move(seat)``: that seat has a move only its owner may make (its legal actions are
    not all shared ones like a catch). A window where people may only catch does not move the
    screen to anyone else; a turn (one seat to act) always does."""
    persons = people(seats)
    if not persons:
        return None
    if len(persons) == 1:
        return persons[0]
    others = [s for s in to_act if s != REFEREE]
    # a turn of its own always belongs to that seat's screen, even if its one move is "pass"
    waiting = [s for s in others if s in persons and (len(others) == 1 or has_private_move(s))]
    if current in waiting:
        return current
    if waiting:
        if current is None:
            return waiting[0]
        # the next in turn order after the one at the screen, so a window is walked round the table
        count = len(seats)
        return min(waiting, key=lambda s: (s - current) % count)
    return current if current in persons else None


def shared_window(seats: Sequence[Seat], to_act: Sequence[int], current: int | None,
                  has_private_move: Callable[[int], bool]) -> bool:
    """A window that everyone at the screen watches, so the screen shows no hand at all.

    With two or more people at one screen, a window in which a person other than the one at the
    screen may act (CC-14: any other seat may catch) draws that person's eyes to the screen; if it
    showed a hand, they would see it. So when every person in the window has only shared moves
    (moves that reveal nothing, like Color Clash's call and catch), the screen shows the public
    table and those moves for all of them, and no hand. A person with a private move in a window
    gets their own screen (behind a curtain) first, where nobody else's key is offered. One person
    against computers is alone at the screen and keeps their hand in view."""
    persons = people(seats)
    if len(persons) < 2:
        return False
    others = [s for s in to_act if s != REFEREE]
    if len(others) < 2:
        return False  # a turn of one seat, not a window
    acting = [s for s in others if s in persons]
    if any(has_private_move(s) for s in acting):
        return False
    return any(s != current for s in acting)


def viewer_at_end(seats: Sequence[Seat]) -> int | None:
    """Whose hand the screen shows once the game is over.

    Nobody's when two or more people share the screen: they gather round it for the result, and the
    hand of whoever moved last would otherwise lie open under it. None of our games turns the hands
    face up at the end (Color Clash scores what is left openly, but the result carries the points,
    not the cards), so no hand is shown to everyone either. One person against computers keeps their
    own hand in front of them: nobody else is at the screen; also when they left their seat to a
    computer before the end (the review of that game shows the hand, and "v" on the final table
    said "hand hidden" beside it: play-through 12, zh 12)."""
    persons = people(seats)
    if len(persons) == 1:
        return persons[0]
    if not persons:
        left = [i for i, s in enumerate(seats) if s.substitute]
        if len(left) == 1:
            return left[0]
    return None


def needs_curtain(seats: Sequence[Seat], previous: int | None, viewer: int | None) -> bool:
    """A curtain between two different people, and before the first person of a hot-seat game."""
    if viewer is None or viewer == previous or len(people(seats)) < 2:
        return False
    return not seats[viewer].is_computer


def keyboard_actions(viewer: int | None, to_act: Sequence[int], seats: Sequence[Seat],
                     legal_of: Callable[[int], list[Any]],
                     is_shared: Callable[[Any], bool], *,
                     others: bool = True) -> tuple[list[Any], dict[Any, int]]:
    """What may be done from the keyboard now, and by which seat.

    The viewer's own legal actions, plus shared actions (e.g. "catch", CC-14: any other seat may
    catch with one key) of other people in a window. Another person's private actions are never
    included: they would reveal their hand. ``others=False`` leaves out other people's actions
    altogether: a screen that shows a hand must not invite anyone else to look at it."""
    actions: list[Any] = []
    owner: dict[Any, int] = {}
    if viewer is not None and viewer in to_act:
        for action in legal_of(viewer):
            actions.append(action)
            owner[action] = viewer
    for seat in to_act if others else ():
        if seat in (REFEREE, viewer) or seats[seat].is_computer:
            continue
        for action in legal_of(seat):
            if is_shared(action) and action not in owner:
                actions.append(action)
                owner[action] = seat
    return actions, owner
