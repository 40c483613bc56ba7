"""The rules of CHEMIS as the protocol asks for them: who may act (:func:`to_act`), what they may do
(:func:`legal`) and doing it (:func:`act`). The course of the game is ``turns`` (setup, turns,
death, :func:`turns.settle`), the rounds that interrupt a turn are ``windows`` (judgement, dying,
hand check), the plays onto a zone are ``plays`` and ``zones.play``.
"""

from __future__ import annotations

from typing import Any

from chemcards.core.protocol import Event, IllegalAction, build_named_tuple
from chemcards.core.rng import Rng

from . import recipes, zones
from .actions import Action, Counter, Drop, End, Form, Function, Pass, React, Salt, ZoneAction
from .catalogue import by_token, kind_of
from .plays import add_candidates, canonical, hand_info, match_reaction, zone_counters
from .state import ChemisState, Dying, Ending, HandLimit, Judgement, ReactStep, passed_on
from .turns import new_game, settle
from .view import ChemisView, determinize
from .windows import after_zone_play, window_plays

#: the kinds ``isinstance`` asks about on every action, as tuples made once: ``A | B`` written in
#: the call builds a new union at each call, and ``isinstance`` reads a union more slowly than a
#: tuple (issue 18 point 3, session 20: several per random action)
_ROUNDS = (Judgement, Dying)
_FORM_OR_SALT = (Form, Salt)
_ZONE_PLAYS = (Form, Salt, Function, Counter)
_TAKES_JUDGED = (React, *_ZONE_PLAYS)
#: the last action of every list, made once (a named tuple's constructor is a Python call)
_END = End()
_PASS = Pass()


# -- what a seat may do ----------------------------------------------------------------------------
def to_act(st: ChemisState) -> tuple[int, ...]:
    if st.result is not None:
        return ()
    if not st.stack:
        return (st.turn_seat,)
    w = st.stack[-1]
    if isinstance(w, ReactStep):
        return (w.actor,)
    if isinstance(w, _ROUNDS):
        return (w.at,)
    if isinstance(w, HandLimit):
        return (w.seat,)
    return ()


def legal(st: ChemisState, seat: int) -> list[Action]:
    if not st.stack:
        # :func:`to_act` with nothing waiting, without building its answer (issue 18 point 3,
        # session 30: most lists are a turn's)
        if st.result is not None or seat != st.turn_seat:
            return []
        out: list[Action] = []
        info = hand_info(st.hands[seat])
        alive = st.alive
        for zone in st.order:  # the living zones in turn order (``st.living()``)
            if alive[zone]:
                add_candidates(out, st, seat, zone, info)
        out.append(_END)
        return out
    if seat not in to_act(st):
        return []
    w = st.stack[-1]
    if isinstance(w, ReactStep):
        out = [React(r.text) for r in zones.possible(st.items[w.zone], st.conds[w.zone])]
        out += zone_counters(st, seat, w.zone)
        return out
    if isinstance(w, _ROUNDS):
        return [*window_plays(st, seat, w), _PASS]
    if isinstance(w, HandLimit):
        seen: list[str] = []
        for c in st.hands[seat]:
            t = kind_of(c).token
            if t not in seen:
                seen.append(t)
        return [Drop(t) for t in seen]
    return []


# -- acting ----------------------------------------------------------------------------------------
def act(st: ChemisState, seat: int, action: Action) -> list[Event]:
    """Apply one action or raise IllegalAction with the state untouched.

    Every check that can refuse comes before the first change (``Chemis.apply`` takes no copy to
    restore from, issue 18 point 3): the checks here and in :func:`_zone_act`, then ``zones.play``,
    which is pure; after that only :func:`settle` runs, which refuses nothing.
    ``tests/chemis/test_chemis_refusal_first.py`` holds every action kind to it."""
    if st.result is not None:
        raise IllegalAction("the game is over", "game_over")
    # (:func:`to_act` built only when something waits, as in :func:`legal`)
    if not (seat in to_act(st) if st.stack else seat == st.turn_seat):
        raise IllegalAction("it is not your move", "not_your_move")
    if isinstance(action, _FORM_OR_SALT):
        # a typed move may name anything that looks like a card (Q, Xx, [HO]): refused here,
        # before any table lookup, so the ':' box and a record line get a reason (issue 13, point 5)
        known = by_token()
        for token, _times in action.parts:
            if token not in known:
                raise IllegalAction(f"there is no card {token}", "no_such_card", card=token)
    w = st.stack[-1] if st.stack else None
    ev: list[Event] = []
    # (only a window on the stack holds judged substances)
    judged = _judged_now(st) if w is not None and isinstance(action, _TAKES_JUDGED) else {}
    # the kinds are disjoint, so the order of the tests is the order of how often they come: a
    # zone play or an end of turn are most actions (issue 18 point 3, session 30)
    if isinstance(action, _ZONE_PLAYS):
        _zone_act(st, seat, action, w, ev)
    elif isinstance(action, End):
        if w is not None:
            raise IllegalAction("you can end your turn only when nothing is waiting", "cannot_end")
        st.stack.append(build_named_tuple(Ending, (seat, 0)))
        ev.append(build_named_tuple(Event, ("end", seat, (), ())))
    elif isinstance(action, Pass):
        if not isinstance(w, _ROUNDS):
            raise IllegalAction("there is nothing to pass on", "cannot_pass")
        st.stack[-1] = passed_on(w, st.next_living(seat), w.passes + 1)
        ev.append(build_named_tuple(Event, ("pass", seat, (), ())))
    elif isinstance(action, Drop):
        if not isinstance(w, HandLimit):
            raise IllegalAction("you need not discard now", "cannot_discard")
        card = next((c for c in st.hands[seat] if kind_of(c).token == action.token), None)
        if card is None:
            raise IllegalAction(f"you hold no {action.token}", "not_in_hand")
        st.hands[seat].remove(card)
        st.discard.append(card)
        ev.append(build_named_tuple(Event, ("discard", seat, (action.token,), ())))
    elif isinstance(action, React):
        if not isinstance(w, ReactStep):
            raise IllegalAction("no reaction is waiting for a choice", "no_reaction")
        r = match_reaction(action.equation, zones.possible(st.items[w.zone], st.conds[w.zone]))
        if r is None:
            raise IllegalAction(f"{action.equation} cannot happen in that zone now (CH-19)", "not_possible",
                                equation=action.equation)
        st.stack.pop()
        st.discard += zones.react(st, w.zone, r, seat)
        ev.append(build_named_tuple(Event, ("react", seat, (st.ident[w.zone], r.text), ())))
        after_zone_play(st, w.zone, seat, ev)
    else:
        raise IllegalAction("unknown action", "bad_action")
    if judged:
        _note_removed(st, judged, action, ev)
    settle(st, ev)
    return ev


def _judged_now(st: ChemisState) -> dict[int, tuple[int, str]]:
    """The substances waiting in a judgement round (CH-10) and still special: uid -> (zone,
    formula). Read before a play, so that the log can name what the play removed."""
    out: dict[int, tuple[int, str]] = {}
    for w in st.stack:
        if isinstance(w, Judgement):
            for it in st.items[w.zone]:
                if it.uid in w.uids and zones.special(it):
                    out[it.uid] = (w.zone, it.formula)
    return out


def _note_removed(st: ChemisState, judged: dict[int, tuple[int, str]], action: Action,
                  ev: list[Event]) -> None:
    """CH-10: the judged substances the play took out of their zone, named in the log right after
    the play or reaction that did it, with the function card when one did it directly ("Filter
    removes CO from your zone"). "The special substance in your zone is gone" did not say which
    (play-through 11, de 7). A judged substance that stays but is no longer special is told when
    its round closes (``turns.settle``, "defused")."""
    by_zone: dict[int, list[str]] = {}
    for uid, (zone, formula) in judged.items():
        if not any(it.uid == uid for it in st.items[zone]):
            by_zone.setdefault(zone, []).append(formula)
    card = action.name if isinstance(action, Function) else ""
    # after the play's or the reaction's own line, which is the first this action logged
    for i, (zone, formulas) in enumerate(sorted(by_zone.items()), start=1):
        ev.insert(min(i, len(ev)), Event("removed", zone, (card, *formulas)))


def _zone_act(st: ChemisState, seat: int, action: ZoneAction, w: Any, ev: list[Event]) -> None:
    if not 0 <= action.zone < st.n:
        raise IllegalAction("there is no such player", "no_zone")
    zone = st.order[action.zone]
    if not st.alive[zone]:
        raise IllegalAction("that player is dead", "dead_zone")
    change: zones.ZoneChange | None = None
    if w is None:  # a play in one's own turn, nothing waiting: most plays
        pass
    elif isinstance(w, ReactStep):
        if not isinstance(action, Counter) or zone != w.zone:
            raise IllegalAction("choose a reaction first (CH-21), or complete one with a counter",
                                "choose_reaction")
        change = zones.play_on(st, seat, zone, action)  # refuses before anything changes
        st.stack.pop()
        w = None
    elif isinstance(w, _ROUNDS):
        target = w.zone if isinstance(w, Judgement) else w.seat
        if zone != target:
            raise IllegalAction("in this round you may play only to the zone being judged", "wrong_zone")
        canon = canonical(st, seat, zone, action)
        if canon is None or canon not in window_plays(st, seat, w):
            key = "must_remove" if isinstance(w, Judgement) else "must_restore"
            text = ("only a play that removes the special substance is allowed now (CH-10)"
                    if isinstance(w, Judgement) else "only a play that restores HP is allowed now (CH-11)")
            raise IllegalAction(text, key)
    elif isinstance(w, HandLimit):  # a play typed while discarding (play-through 21, en 7)
        raise IllegalAction("discard down to your hand limit first (CH-9)", "discard_first")
    else:
        raise IllegalAction("that is not possible now", "not_now")
    shown = action
    if isinstance(action, _FORM_OR_SALT) and not action.formula:
        shown = canonical(st, seat, zone, action) or action
    if change is None:
        change = zones.play_on(st, seat, zone, action)
    data: tuple[object, ...] = (str(shown),)
    if isinstance(action, Function):  # its line says what it did (play-through 17, zh 4)
        told = {uid for uid, (where, _) in _judged_now(st).items() if where == zone} if st.stack else set()
        data += (zones.function_effect(action.name, (st.items[zone], st.conds[zone]), change, told),)
    # from here on the play is legal: change the state
    hand = st.hands[seat]
    for c in change.used:
        hand.remove(c)
    st.items[zone] = change.items
    st.conds[zone] = change.conds
    st.discard += change.gone
    st.next_uid = change.last_uid
    if isinstance(action, Form) and recipes.elemental(change.items[-1].formula):
        st.elem.add((seat, zone))
    if isinstance(w, _ROUNDS):
        st.stack[-1] = passed_on(w, st.next_living(seat), 0)
    ev.append(build_named_tuple(Event, ("play", seat, data, ())))
    after_zone_play(st, zone, seat, ev)


def may_play_out(st: ChemisState, seat: int) -> bool:
    """CH-12 [decided] (issue 12 point 4, play-through 15 de 1): once every person at the table is
    dead and only computers are alive, a person may let the computers play the rest out at once and
    see the result, instead of watching up to the round limit (CH-31). No rule changes: the
    computers play on by the rules and the places come from them (``game.placing``). Never while a
    person still plays (a hot-seat table: all of its people dead; online: every person in the
    room), never for a computer or a substitute (CC-22), never at a table of computers only."""
    seats = st.seats
    if st.result is not None or not 0 <= seat < len(seats) or seats[seat].is_computer:
        return False
    return all(not st.alive[s] for s in range(len(seats)) if not seats[s].is_computer)


def refusal(view: ChemisView, action: Action) -> IllegalAction | None:
    """Why ``action`` would be refused for the viewer now, asked of :func:`act` itself, or None if
    it would be allowed. Every check of :func:`act` reads only what the viewer's own view holds (the
    public table, the stack of rounds, the viewer's hand), so a state sampled from that view
    (``determinize``) gives the real game's answer without seeing a hidden card. The picker asks
    it for cards that make no listed move: "no move uses exactly these cards" said nothing of why
    (play-through 8, en 4: it was the judgement round, CH-10)."""
    if view.seat is None:
        return IllegalAction("it is not your move", "not_your_move")
    st = determinize(view, Rng(0))
    try:
        act(st, view.seat, action)
    except IllegalAction as exc:
        return exc
    return None


__all__ = ["act", "by_token", "legal", "may_play_out", "new_game", "refusal", "settle", "to_act"]
