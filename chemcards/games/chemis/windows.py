"""The rounds that interrupt a turn (CH-9, CH-10, CH-11, CH-32): damage and healing, the judgement of
a new special substance, the dying round, and the hand check. Each is a window on
``state.stack``; ``turns.settle`` closes the ones nobody has to decide."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import attrgetter
from typing import Protocol

from chemcards.core.protocol import Event, IllegalAction, build_named_tuple

from . import chem, zones
from .actions import Form, ZoneAction
from .plays import X2, X3, add_candidates, hand_info
from .state import ChemisState, Dying, Item, Judgement, ReactStep

MAX_HP = 6  # CH-3


# -- damage, healing, effects -----------------------------------------------------------------------
def hurt(st: ChemisState, seat: int, amount: int, source: int, ev: list[Event], why: str) -> None:
    """CH-16: lose HP; HP never goes below 0, and 0 means dying (CH-11). The event holds what was
    really lost: a second acid at the end of a turn that found the seat at 0 HP took nothing, and
    the log read "You lose 1 HP to H₂S, now 0 HP" right after "… to HNO₃, now 0 HP" (issue 21
    item 4); it now says the substance found no HP left. The rule's damage goes last: HCl at HP 1
    read "−1" beside the board's "strong acid −2" (play-through 11, zh 8), the log now says both."""
    before = st.hp[seat]
    st.hp[seat] = max(0, before - amount)
    if source >= 0:
        st.last_hit[seat] = source
    lost = before - st.hp[seat]
    ev.append(build_named_tuple(Event, ("hurt", seat, (lost, why, source, st.hp[seat], amount), ())))


def heal(st: ChemisState, seat: int, amount: int, ev: list[Event], why: str) -> None:
    st.hp[seat] = min(MAX_HP, st.hp[seat] + amount)  # CH-3: never above 6
    ev.append(Event("heal", seat, (amount, why, st.hp[seat])))


class _Table(Protocol):
    hp: Sequence[int]
    h2: Sequence[int]


def hand_limit(st: ChemisState | _Table, seat: int) -> int:
    """CH-9: HP + 1, plus one per hydrogen that took effect since the last check (CH-17). A seat's
    view holds both, so the screens say the limit the rules apply (play-through 15, en 4)."""
    return st.hp[seat] + 1 + st.h2[seat]


def in_dying(st: ChemisState, seat: int) -> bool:
    return any(isinstance(w, Dying) and w.seat == seat for w in st.stack)


def check_dying(st: ChemisState, seat: int, ev: list[Event]) -> None:
    """CH-11, CH-32: at HP 0, water in one's own zone is used first; otherwise the dying round opens."""
    if not st.alive[seat] or st.hp[seat] > 0 or in_dying(st, seat):
        return
    for i, it in enumerate(st.items[seat]):
        if it.formula == "H2O":
            del st.items[seat][i]
            st.discard += it.cards
            heal(st, seat, 1, ev, "H2O")
            return
    ev.append(Event("dying", seat))
    st.stack.append(Dying(seat, seat, 0))


def discard_item(st: ChemisState, zone: int, uid: int) -> Item | None:
    items = st.items[zone]
    for i, it in enumerate(items):
        if it.uid == uid:
            del items[i]
            st.discard += it.cards
            return it
    return None


def take_effect(st: ChemisState, zone: int, uids: Sequence[int], ev: list[Event]) -> None:
    """CH-32: what is still there after its judgement acts now, except acids and bases (they wait
    for the owner's end of turn) and water (it waits for the owner to be dying)."""
    for uid in uids:
        it = next((x for x in st.items[zone] if x.uid == uid), None)
        if it is None:
            continue
        cls = zones.special(it)
        if cls == "water" and st.hp[zone] == 0:
            discard_item(st, zone, uid)
            heal(st, zone, 1, ev, "H2O")  # CH-17
        elif cls in chem.LINGERING or not cls:
            continue
        elif cls == "o2":
            discard_item(st, zone, uid)
            heal(st, zone, 1, ev, "O2")  # CH-17
        elif cls == "h2":
            discard_item(st, zone, uid)
            st.h2[zone] += 1  # CH-17
            ev.append(Event("h2", zone, (st.h2[zone],)))
        else:
            discard_item(st, zone, uid)
            hurt(st, zone, chem.DAMAGE[cls], it.source, ev, it.formula)  # CH-16
    check_dying(st, zone, ev)


# -- after a play: reactions first, then judgement ----------------------------------------------------
_DISPLACED = attrgetter("displaced")


def finish_zone(st: ChemisState, zone: int, ev: list[Event]) -> None:
    """No reaction is possible any more in ``zone``: displaced metals leave (CH-20) and every special
    substance that is new there opens a judgement (CH-10)."""
    items = st.items[zone]
    for it in tuple(filter(_DISPLACED, items)):  # (no comprehension's frame: after every play, session 30)
        discard_item(st, zone, it.uid)
        ev.append(build_named_tuple(Event, ("displaced", zone, (it.formula,), ())))
    fresh: list[int] = []
    for i, it in enumerate(items):
        cls = zones.special(it)
        if cls and cls != it.judged:
            items[i] = build_named_tuple(Item, (
                it.uid, it.formula, it.cards, it.portions, it.source, it.state, cls, it.displaced,
                it.heated, it.cooled, it.partner, it.undoes))
            fresh.append(it.uid)
    if fresh:
        judged = tuple([x.formula for x in items if x.uid in fresh])
        ev.append(build_named_tuple(Event, ("judgement", zone, judged, ())))
        st.stack.append(build_named_tuple(Judgement, (zone, tuple(fresh), zone, 0)))


def after_zone_play(st: ChemisState, zone: int, actor: int, ev: list[Event]) -> None:
    """CH-19/CH-21: after a play, reactions in the zone come first; the player who played picks."""
    if zones.possible(st.items[zone], st.conds[zone]):
        st.stack.append(build_named_tuple(ReactStep, (zone, actor)))
    else:
        finish_zone(st, zone, ev)


# -- what may be played in a judgement or dying round ------------------------------------------------
def _removes(uids: Sequence[int], nz: zones.Zone) -> bool:
    """CH-10: the play makes a reaction of one of the judged substances possible."""
    items, conds = nz
    formulas = {it.formula for it in items if it.uid in uids and zones.special(it)}
    if not formulas or not zones.could_happen(items, conds, formulas):
        return False
    for r in zones.possible(items, conds):  # (loops, not generators: session 30)
        for f in formulas:
            if r.uses(f):
                return True
    return False


def _restores(nz: zones.Zone, before: zones.Zone) -> bool:
    """CH-11: the play brings oxygen or water into the zone, or makes a reaction that makes them possible."""
    items, conds = nz
    old = {it.uid for it in before[0]}
    if any(it.formula in ("O2", "H2O") and it.uid not in old for it in items):
        return True
    reactants = {it.formula for it in items}
    if any(c.kind == "ignite" for c in conds):
        reactants.add("O2")  # Ignite brings its own oxygen (CH-25)
    if not zones.could_happen(items, conds, reactants, _restoring_reactions):
        return False
    return any(r.makes("O2") or r.makes("H2O") for r in zones.possible(items, conds))


@cache
def _restoring_reactions(formula: str) -> tuple[chem.Reaction, ...]:
    """The reactions of ``formula`` that make oxygen or water (CH-11)."""
    return tuple(r for r in chem.reactions_of(formula) if r.makes("O2") or r.makes("H2O"))


def _judged_left(z: zones.Zone, uids: Sequence[int]) -> int:
    n = 0  # (a loop, not a generator: once per candidate tried in a round, session 30)
    for it in z[0]:
        if it.uid in uids and zones.special(it):
            n += 1
    return n


def window_plays(st: ChemisState, seat: int, w: Judgement | Dying,
                 first_only: bool = False) -> list[ZoneAction]:
    """CH-10/CH-11: the plays ``seat`` may make in a judgement (removing) or dying round (restoring).

    A substance formed from the hand (``Form``) only adds itself to the zone: it leaves the judged
    substances where they are, and it removes one (CH-10) or restores (CH-11) only through a
    reaction of the zone with it added. When ``zones.could_happen_with`` rules that out on the
    zone's portions with the new one counted, the play is passed over without being made (issue 18,
    speed: a judgement round asks every seat, and most hold nothing that answers it)."""
    if isinstance(w, Judgement):
        judging, zone = True, w.zone
    else:
        judging, zone = False, w.seat
    out: list[ZoneAction] = []
    # most seats asked hold nothing to play onto the zone (random playouts empty their hands): the
    # round's kept answers are looked up only for a seat with candidates (issue 18 point 3)
    if not st.hands[seat]:
        return out
    present = list(w.uids) if isinstance(w, Judgement) else []
    before = (st.items[zone], st.conds[zone])
    info = hand_info(st.hands[seat])
    # a counter that cannot answer the round is not worked out (CH-19: its legality is a trial play
    # per target, and the judged zone is new, so none of it is kept yet; session 11); asked only
    # for a seat holding a counter card, once per round. Any other seat's candidates are listed
    # before the zone is keyed: half the seats asked with cards in hand have none (session 20)
    counters_held = judging and (info[X2] or info[X3])
    candidates: list[ZoneAction] | None = None
    if not counters_held:
        candidates = []  # ``plays.zone_candidates``, filled here without a call around it
        add_candidates(candidates, st, seat, zone, info)
        if not candidates:
            return out
    # whether a play answers depends on the zone and the play, not on who makes it: the candidate
    # list is the seat's (its hand), each candidate's answer is kept per round and zone contents,
    # so the other seats asked in the same round, and the same seat's legal list and its play's
    # check after the automatic passes, read it (issue 18 point 3)
    zkey = (judging, tuple(present), tuple(before[0]), tuple(before[1]))
    entry = _PLAYS.get(zkey)
    if entry is None:
        if len(_PLAYS) >= 2000:
            _PLAYS.clear()
        entry = _PLAYS[zkey] = ({}, {}, [])
    may_form, known, counters_may = entry
    if candidates is None:
        if not counters_may:
            counters_may.append(_counter_may_remove(before, present))
        candidates = []
        add_candidates(candidates, st, seat, zone, info, counters_may[0])
        if not candidates:
            return out
    left = -1  # judged substances there now, counted when a play is first made
    answers: dict[str, bool] | None = None
    for act in candidates:
        if isinstance(act, Form):
            # a formed substance is first judged by its formula alone (strings hash once)
            may = may_form.get(act.formula)
            if may is None:
                if answers is None:
                    base = zones.portions(before[0])
                    kinds_here = zones.condition_kinds(before[1])
                    o2 = zones.ignite_o2(before[1])
                    judged = {it.formula for it in before[0] if it.uid in present and zones.special(it)}
                    # the answers hold for every zone with these portions, judged formulas and cards
                    # (kept as plain tuples, which the garbage collector stops walking; session 11)
                    key = (judging, tuple(sorted(base.items())), tuple(sorted(kinds_here)),
                           o2, tuple(sorted(judged)))
                    answers = _ANSWERS.get(key)
                    if answers is None:
                        if len(_ANSWERS) >= 20000:
                            _ANSWERS.clear()
                        answers = _ANSWERS[key] = {}
                may = answers.get(act.formula)
                if may is None:
                    may = answers[act.formula] = _form_may_answer(w, act.formula, base, kinds_here, o2,
                                                                  judged)
                may_form[act.formula] = may
            if not may:
                continue
        ok = known.get(act)
        if ok is not None:
            if ok:
                out.append(act)
                if first_only:
                    break
            continue
        try:
            nz = zones.play_on(st, seat, zone, act).zone
        except IllegalAction:
            continue  # not this seat's play (its hand): not kept
        if judging:
            if left < 0:
                left = _judged_left(before, present)
            ok = _judged_left(nz, present) < left or _removes(present, nz)
        else:
            ok = _restores(nz, before)
        known[act] = ok
        if ok:
            out.append(act)
            if first_only:
                break
    return out


#: per round kind, judged uids and the zone's exact contents (items and condition cards, which is
#: all ``zones.play`` and the checks after it read of the zone): whether a substance of each
#: formula formed there might answer (:func:`_form_may_answer`), each candidate play's answer, and
#: whether a counter might answer (:func:`_counter_may_remove`)
_PLAYS: dict[tuple[object, ...], tuple[dict[str, bool], dict[ZoneAction, bool], list[bool]]] = {}


def _counter_may_remove(zone: zones.Zone, present: Sequence[int]) -> bool:
    """Might a counter played onto ``zone`` remove one of the judged substances ``present`` (CH-10)?
    ``False`` is certain. A counter (CH-19) multiplies one substance's portions, or an Ignite's
    oxygen (CH-25): no item leaves, none changes its formula or state, so the judged ones left stay
    as many, and it answers only by making a reaction of a judged formula possible
    (:func:`_removes`). Such a reaction needs its other reactants among the formulas the zone
    already holds and its condition card already there, whatever the portions:
    ``zones.could_happen``'s check without the portions (``True`` with Electrify or a formula the
    table spells otherwise, as there)."""
    items, conds = zone
    kinds_here = zones.condition_kinds(conds)
    if "electrify" in kinds_here:
        return True
    held = {it.formula for it in items}
    if not held <= chem.substances().keys():
        return True
    judged = {it.formula for it in items if it.uid in present and zones.special(it)}
    return any(need <= held and (not r.condition or r.condition in kinds_here)
               for f in judged for need, r in zones.needing_within(chem.reactions_of, f, held))


def clear_caches() -> None:
    """Forget the kept answers (tests compare answers worked out afresh with other shortcuts)."""
    _PLAYS.clear()
    _ANSWERS.clear()


#: per round kind and zone (portions, condition cards, Ignite oxygen, judged formulas): for each
#: formula formed there, :func:`_form_may_answer`'s answer
_ANSWERS: dict[tuple[object, ...], dict[str, bool]] = {}


def _form_may_answer(w: Judgement | Dying, formula: str, base: dict[str, int], kinds_here: frozenset[str],
                     o2: int, judged: set[str]) -> bool:
    """Might forming ``formula`` in the zone (portions ``base``) remove a judged substance (CH-10,
    ``judged`` their formulas) or restore HP (CH-11)? ``False`` is certain (:func:`window_plays`)."""
    if isinstance(w, Dying) and formula in ("O2", "H2O"):
        return True
    here = dict(base)
    here[formula] = here.get(formula, 0) + 1
    if isinstance(w, Judgement):
        return bool(judged) and zones.could_happen_with(here, kinds_here, o2, judged)
    reactants = set(here)
    if "ignite" in kinds_here:
        reactants.add("O2")  # Ignite brings its own oxygen (CH-25)
    return zones.could_happen_with(here, kinds_here, o2, reactants, _restoring_reactions)
