"""The course of a CHEMIS game: turns, windows (CH-10, CH-11, CH-21), effects, deaths and the end.

Every action goes through :func:`act`; afterwards :func:`settle` runs everything no player decides
(reactions with one answer, effects, deaths, the next turn) until some seat must answer. The stack
of windows (``state.stack``) says who that is: ``to_act`` reads its top.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from chemcards.core.protocol import Event, IllegalAction
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

from . import chem, recipes, zones
from .actions import Action, Counter, Drop, End, Form, Function, Pass, React, Salt, ZoneAction
from .catalogue import FUNCTIONS, by_token, card_kinds, kind_of, kinds
from .state import ChemisState, Dying, Ending, HandLimit, Item, Judgement, ReactStep

START_HAND = 4  # CH-4
DRAW = 2  # CH-5
KILL_DRAW = 3  # CH-13
MAX_HP = 6  # CH-3


# -- setup ------------------------------------------------------------------------------------
def new_game(seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> tuple[ChemisState, list[Event]]:
    n = len(seats)
    st = ChemisState()
    st.seats = list(seats)
    st.options = dict(options)
    st.n = n
    order = list(range(n))
    rng.shuffle(order)  # CH-2: identities by lot; identity order is turn order
    st.order = tuple(order)
    st.ident = tuple(order.index(s) for s in range(n))
    st.team = _teams(st, options.get("teams", "off"))
    deck = list(range(len(card_kinds())))
    rng.shuffle(deck)
    st.pile = deck
    st.discard = []
    st.hands = [[] for _ in range(n)]
    st.items = [[] for _ in range(n)]
    st.conds = [[] for _ in range(n)]
    hp = int(options.get("hp", 4))  # CH-3
    st.hp = [hp] * n
    st.alive = [True] * n
    st.h2 = [0] * n
    st.last_hit = [-1] * n
    st.turn_seat = order[0]
    st.turn_no = 0
    st.round = 1
    st.max_rounds = int(options.get("rounds", 40))
    st.elem = set()
    st.stack = []
    st.next_uid = 0
    st.rng = rng
    st.result = None
    ev = [Event("identities", None, tuple(st.ident))]
    for s in order:  # CH-4: in identity order everyone draws 4
        draw(st, s, START_HAND, ev)
    begin_turn(st, order[0], ev)
    settle(st, ev)
    return st, ev


def _teams(st: ChemisState, mode: str) -> tuple[int, ...] | None:
    """CH-2 [decided]: teams by identity: "two" = 甲丙戊 against 乙丁己; "pairs" = 甲丁, 乙戊, 丙己."""
    if mode == "off" or st.n < 3:
        return None
    if mode == "two":
        return tuple(st.ident[s] % 2 for s in range(st.n))
    if mode == "pairs":
        if st.n % 2:
            raise ValueError("pairs need an even number of players")
        return tuple(st.ident[s] % (st.n // 2) for s in range(st.n))
    raise ValueError(f"unknown team mode {mode!r}")


# -- drawing, turns ------------------------------------------------------------------------------
def draw(st: ChemisState, seat: int, count: int, ev: list[Event]) -> bool:
    """Draw ``count`` cards; the discard pile is shuffled in when the pile runs out (CH-1). With both
    empty the game ends (CH-31). Returns False when it ended."""
    got: list[int] = []
    for _ in range(count):
        if not st.pile:
            if not st.discard:
                if got:
                    st.hands[seat] += got
                    ev.append(Event("draw", seat, (len(got),), tuple(got)))
                end_by_hp(st, ev, "cards")
                return False
            st.pile = st.discard
            st.discard = []
            st.rng.shuffle(st.pile)
            ev.append(Event("reshuffle", None, (len(st.pile),)))
        got.append(st.pile.pop())
    st.hands[seat] += got
    ev.append(Event("draw", seat, (len(got),), tuple(got)))
    return True


def begin_turn(st: ChemisState, seat: int, ev: list[Event]) -> None:
    if st.turn_no and st.ident[seat] <= st.ident[st.turn_seat]:
        st.round += 1
        if st.max_rounds and st.round > st.max_rounds:  # CH-31
            end_by_hp(st, ev, "rounds")
            return
    # CH-33: condition cards unused in the turn they were played in leave
    for z in range(st.n):
        if st.conds[z]:
            for c in st.conds[z]:
                st.discard += c.cards
            st.conds[z] = []
    st.turn_seat = seat
    st.turn_no += 1
    st.elem.clear()
    ev.append(Event("turn", seat, (st.round,)))
    draw(st, seat, DRAW, ev)  # CH-5


def hand_limit(st: ChemisState, seat: int) -> int:
    """CH-9: HP + 1, plus one per hydrogen that took effect since the last check (CH-17)."""
    return st.hp[seat] + 1 + st.h2[seat]


# -- damage, effects, dying, death ------------------------------------------------------------------
def in_dying(st: ChemisState, seat: int) -> bool:
    return any(isinstance(w, Dying) and w.seat == seat for w in st.stack)


def hurt(st: ChemisState, seat: int, amount: int, source: int, ev: list[Event], why: str) -> None:
    """CH-16: lose HP; HP never goes below 0, and 0 means dying (CH-11)."""
    st.hp[seat] = max(0, st.hp[seat] - amount)
    if source >= 0:
        st.last_hit[seat] = source
    ev.append(Event("hurt", seat, (amount, why, source, st.hp[seat])))


def heal(st: ChemisState, seat: int, amount: int, ev: list[Event], why: str) -> None:
    st.hp[seat] = min(MAX_HP, st.hp[seat] + amount)  # CH-3: never above 6
    ev.append(Event("heal", seat, (amount, why, st.hp[seat])))


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


def die(st: ChemisState, seat: int, ev: list[Event]) -> None:
    """CH-11: still dying after the round: dead. CH-13 the killer draws 3; CH-14 a teammate inherits."""
    st.alive[seat] = False
    ev.append(Event("dead", seat, (st.last_hit[seat],)))
    for it in st.items[seat]:
        st.discard += it.cards
    for c in st.conds[seat]:
        st.discard += c.cards
    st.items[seat] = []
    st.conds[seat] = []
    hand = st.hands[seat]
    st.hands[seat] = []
    if st.team is not None:  # CH-14 [decided]
        heir = next((s for s in _after(st, seat) if st.team[s] == st.team[seat]), -1)
        if heir >= 0:
            keep = int(st.options.get("hp", 4)) + 1
            st.hands[heir] += hand[:keep]
            ev.append(Event("inherit", heir, (seat, len(hand[:keep])), tuple(hand[:keep])))
            hand = hand[keep:]
    st.discard += hand
    st.stack = [w for w in st.stack if _window_seat(w) != seat]
    winners = _winners_by_survival(st)
    if winners is not None:
        st.result = (winners, "survivor")
        ev.append(Event("over", None, (list(winners), "survivor")))
        return
    killer = st.last_hit[seat]
    if killer >= 0 and killer != seat and st.alive[killer]:  # CH-13
        draw(st, killer, KILL_DRAW, ev)


def _after(st: ChemisState, seat: int) -> list[int]:
    """Living seats in turn order starting after ``seat``."""
    k = st.ident[seat]
    return [s for s in (st.order[(k + i) % st.n] for i in range(1, st.n)) if st.alive[s]]


def _window_seat(w: Any) -> int:
    if isinstance(w, ReactStep | Judgement):
        return int(w.zone)
    return int(w.seat)


def _winners_by_survival(st: ChemisState) -> tuple[int, ...] | None:
    """CH-12: the last one alive; with teams, the team whose members are all that is left."""
    living = st.living()
    if st.team is None:
        return tuple(living) if len(living) <= 1 else None
    teams = {st.team[s] for s in living}
    if len(teams) <= 1:
        return tuple(s for s in range(st.n) if st.team[s] in teams)
    return None


def end_by_hp(st: ChemisState, ev: list[Event], why: str) -> None:
    """CH-31: no cards to draw, or the round limit: the most HP (a team: its living members' HP) wins."""
    if st.result is not None:
        return
    living = st.living()
    if st.team is None:
        best = max(st.hp[s] for s in living)
        winners = tuple(s for s in living if st.hp[s] == best)
    else:
        score: dict[int, int] = {}
        for s in living:
            score[st.team[s]] = score.get(st.team[s], 0) + st.hp[s]
        best = max(score.values())
        winners = tuple(s for s in range(st.n) if score.get(st.team[s]) == best)
    st.result = (winners, why)
    ev.append(Event("over", None, (list(winners), why)))


# -- settling: everything nobody has to decide ------------------------------------------------------
def finish_zone(st: ChemisState, zone: int, ev: list[Event]) -> None:
    """No reaction is possible any more in ``zone``: displaced metals leave (CH-20) and every special
    substance that is new there opens a judgement (CH-10)."""
    items = st.items[zone]
    for it in [x for x in items if x.displaced]:
        discard_item(st, zone, it.uid)
        ev.append(Event("displaced", zone, (it.formula,)))
    fresh: list[int] = []
    for i, it in enumerate(items):
        cls = zones.special(it)
        if cls and cls != it.judged:
            items[i] = it._replace(judged=cls)
            fresh.append(it.uid)
    if fresh:
        ev.append(Event("judgement", zone, tuple(x.formula for x in items if x.uid in fresh)))
        st.stack.append(Judgement(zone, tuple(fresh), zone, 0))


def after_zone_play(st: ChemisState, zone: int, actor: int, ev: list[Event]) -> None:
    """CH-19/CH-21: after a play, reactions in the zone come first; the player who played picks."""
    if zones.possible(st.items[zone], st.conds[zone]):
        st.stack.append(ReactStep(zone, actor))
    else:
        finish_zone(st, zone, ev)


def settle(st: ChemisState, ev: list[Event]) -> None:
    while st.result is None:
        if not st.stack:
            if not st.alive[st.turn_seat]:
                begin_turn(st, st.next_living(st.turn_seat), ev)
                continue
            return
        w = st.stack[-1]
        if isinstance(w, ReactStep):
            if zones.possible(st.items[w.zone], st.conds[w.zone]):
                return
            st.stack.pop()
            finish_zone(st, w.zone, ev)
        elif isinstance(w, Judgement):
            present = [u for u in w.uids if any(it.uid == u and zones.special(it) for it in st.items[w.zone])]
            if not present:
                st.stack.pop()
                # CH-10: the log says what became of the judged substances (issue 12: "gone" was
                # logged for a heated HNO3 that stayed in the zone as a gas, CH-23)
                stayed = tuple(it.formula for it in st.items[w.zone] if it.uid in w.uids)
                if len(stayed) < len(w.uids):
                    ev.append(Event("removed", w.zone))
                if stayed:
                    ev.append(Event("defused", w.zone, stayed))
            elif w.passes >= len(st.living()):
                st.stack.pop()
                take_effect(st, w.zone, present, ev)
            elif not window_plays(st, w.at, w, first_only=True):
                # [decided] CH-10: a seat with no removing play passes without being asked
                ev.append(Event("pass", w.at, ("auto",)))
                st.stack[-1] = w._replace(at=st.next_living(w.at), passes=w.passes + 1)
            else:
                return
        elif isinstance(w, Dying):
            if st.hp[w.seat] > 0:
                st.stack.pop()
                ev.append(Event("saved", w.seat))
            elif w.passes >= len(st.living()):
                st.stack.pop()
                die(st, w.seat, ev)
            elif not window_plays(st, w.at, w, first_only=True):
                ev.append(Event("pass", w.at, ("auto",)))
                st.stack[-1] = w._replace(at=st.next_living(w.at), passes=w.passes + 1)
            else:
                return
        elif isinstance(w, HandLimit):
            if len(st.hands[w.seat]) <= hand_limit(st, w.seat):
                st.stack.pop()
            else:
                return
        elif isinstance(w, Ending):
            _ending(st, w, ev)


def _ending(st: ChemisState, w: Ending, ev: list[Event]) -> None:
    seat = w.seat
    if w.stage == 0:  # CH-8, CH-16: acids and bases left in one's own zone hurt now
        st.stack[-1] = w._replace(stage=1)
        hit = False
        for it in list(st.items[seat]):
            cls = zones.special(it)
            if cls in chem.DAMAGE and cls in chem.LINGERING:
                discard_item(st, seat, it.uid)
                hurt(st, seat, chem.DAMAGE[cls], it.source, ev, it.formula)
                hit = True
        if hit:
            check_dying(st, seat, ev)
    elif w.stage == 1:  # CH-9
        st.stack[-1] = w._replace(stage=2)
        if len(st.hands[seat]) > hand_limit(st, seat):
            st.stack.append(HandLimit(seat))
    else:
        st.stack.pop()
        st.h2[seat] = 0
        begin_turn(st, st.next_living(seat), ev)


# -- what a seat may do ----------------------------------------------------------------------------
def to_act(st: ChemisState) -> tuple[int, ...]:
    if st.result is not None:
        return ()
    if not st.stack:
        return (st.turn_seat,)
    w = st.stack[-1]
    if isinstance(w, ReactStep):
        return (w.actor,)
    if isinstance(w, Judgement | Dying):
        return (w.at,)
    if isinstance(w, HandLimit):
        return (w.seat,)
    return ()


def hand_key(hand: Sequence[int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(token_counts(hand).items()))


def zone_candidates(st: ChemisState, seat: int, zone: int) -> list[ZoneAction]:
    """Every play ``seat`` may make onto ``zone`` now (CH-6), before any window's own filter."""
    key = hand_key(st.hands[seat])
    have = dict(key)
    z = st.ident[zone]
    elem_used = (seat, zone) in st.elem
    out: list[ZoneAction] = [Form(z, r, f) for f, r in recipes.formable(key)
                             if not (elem_used and recipes.elemental(f))]
    items = st.items[zone]
    metals = [(i, it) for i, it in enumerate(items) if _is_metal(it.formula)]
    if metals:
        radicals = [k for k in kinds()
                    if k.cat == "ion" and have.get(k.token) and chem.is_acid_radical(k.formula)]
        for i, it in metals:
            occ = sum(1 for x in items[: i + 1] if x.formula == it.formula)
            for k in radicals:
                for t in (1, 2, 3):
                    for parts in _radical_parts(k.token, t, have.get(k.token, 0), have):
                        act = Salt(z, parts, it.formula, occ, "")
                        try:
                            _, formula = zones.salt_result(items, act)
                        except IllegalAction:
                            continue
                        out.append(act._replace(formula=formula))
    for name in FUNCTIONS:
        if have.get(name):
            out.append(Function(z, name))
    counters = [t for t in (2, 3) if have.get(f"x{t}")]
    if counters and items:
        conds = st.conds[zone]
        before = set(zones.possible(items, conds))
        counts: dict[str, int] = {}
        targets: list[tuple[str, int]] = []
        for it in items:
            counts[it.formula] = counts.get(it.formula, 0) + 1
            targets.append((it.formula, counts[it.formula]))
        if any(c.kind == "ignite" for c in conds):
            targets.append(("ignite", 1))
        for t in counters:
            for f, occ in targets:
                if zones.counter_completes(items, conds, f, occ, t, before):
                    out.append(Counter(z, t, f, occ))
    return out


def _radical_parts(tok: str, units: int, n_cards: int,
                   have: Mapping[str, int]) -> list[tuple[tuple[str, int], ...]]:
    """Ways to lay ``units`` acid-radical ions from the hand: single cards, or one card with a counter."""
    out: list[tuple[tuple[str, int], ...]] = []
    if n_cards >= units:
        out.append(tuple((tok, 1) for _ in range(units)))
    if units > 1 and have.get(f"x{units}"):
        out.append(((tok, units),))
    return out


def _is_metal(formula: str) -> bool:
    s = chem.substance(formula)
    return bool(s and s.cls == "metal")


def _removes(uids: Sequence[int], nz: zones.Zone) -> bool:
    """CH-10: the play makes a reaction of one of the judged substances possible."""
    items, conds = nz
    formulas = {it.formula for it in items if it.uid in uids and zones.special(it)}
    return bool(formulas) and any(any(r.uses(f) for f in formulas) for r in zones.possible(items, conds))


def _restores(nz: zones.Zone, before: zones.Zone) -> bool:
    """CH-11: the play brings oxygen or water into the zone, or makes a reaction that makes them possible."""
    items, conds = nz
    old = {it.uid for it in before[0]}
    if any(it.formula in ("O2", "H2O") and it.uid not in old for it in items):
        return True
    return any(r.makes("O2") or r.makes("H2O") for r in zones.possible(items, conds))


def window_plays(st: ChemisState, seat: int, w: Judgement | Dying,
                 first_only: bool = False) -> list[ZoneAction]:
    """CH-10/CH-11: the plays ``seat`` may make in a judgement (removing) or dying round (restoring)."""
    zone = w.zone if isinstance(w, Judgement) else w.seat
    out: list[ZoneAction] = []
    present = [u for u in (w.uids if isinstance(w, Judgement) else ())]
    save = st.next_uid
    before = (st.items[zone], st.conds[zone])
    for act in zone_candidates(st, seat, zone):
        try:
            nz, _, _ = zones.after_play(st, seat, zone, act)
        except IllegalAction:
            continue
        finally:
            st.next_uid = save
        if isinstance(w, Judgement):
            if _judged_left(nz, present) < _judged_left(before, present) or _removes(present, nz):
                out.append(act)
        elif _restores(nz, before):
            out.append(act)
        if first_only and out:
            break
    st.next_uid = save
    return out


def _judged_left(z: zones.Zone, uids: Sequence[int]) -> int:
    return sum(1 for it in z[0] if it.uid in uids and zones.special(it))


def legal(st: ChemisState, seat: int) -> list[Action]:
    if seat not in to_act(st):
        return []
    if not st.stack:
        out: list[Action] = []
        for zone in st.living():
            out += zone_candidates(st, seat, zone)
        out.append(End())
        return out
    w = st.stack[-1]
    if isinstance(w, ReactStep):
        out = [React(r.text) for r in zones.possible(st.items[w.zone], st.conds[w.zone])]
        out += [a for a in zone_candidates(st, seat, w.zone) if isinstance(a, Counter)]
        return out
    if isinstance(w, Judgement | Dying):
        return [*window_plays(st, seat, w), Pass()]
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
    """Apply one action or raise IllegalAction with the state untouched."""
    if st.result is not None:
        raise IllegalAction("the game is over", "game_over")
    if seat not in to_act(st):
        raise IllegalAction("it is not your move", "not_your_move")
    if isinstance(action, Form | Salt):
        # a typed move may name anything that looks like a card (Q, Xx, [HO]): refused here,
        # before any table lookup, so the ':' box and a record line get a reason (issue 13, point 5)
        known = by_token()
        for token, _times in action.parts:
            if token not in known:
                raise IllegalAction(f"there is no card {token}", "no_such_card", card=token)
    w = st.stack[-1] if st.stack else None
    ev: list[Event] = []
    if isinstance(action, End):
        if w is not None:
            raise IllegalAction("you can end your turn only when nothing is waiting", "cannot_end")
        st.stack.append(Ending(seat, 0))
        ev.append(Event("end", seat))
    elif isinstance(action, Pass):
        if not isinstance(w, Judgement | Dying):
            raise IllegalAction("there is nothing to pass on", "cannot_pass")
        st.stack[-1] = w._replace(at=st.next_living(seat), passes=w.passes + 1)
        ev.append(Event("pass", seat))
    elif isinstance(action, Drop):
        if not isinstance(w, HandLimit):
            raise IllegalAction("you need not discard now", "cannot_discard")
        card = next((c for c in st.hands[seat] if kind_of(c).token == action.token), None)
        if card is None:
            raise IllegalAction(f"you hold no {action.token}", "not_in_hand")
        st.hands[seat].remove(card)
        st.discard.append(card)
        ev.append(Event("discard", seat, (action.token,)))
    elif isinstance(action, React):
        if not isinstance(w, ReactStep):
            raise IllegalAction("no reaction is waiting for a choice", "no_reaction")
        r = _match(action.equation, zones.possible(st.items[w.zone], st.conds[w.zone]))
        if r is None:
            raise IllegalAction(f"{action.equation} cannot happen in that zone now (CH-19)", "not_possible",
                                equation=action.equation)
        st.stack.pop()
        st.discard += zones.react(st, w.zone, r, seat)
        ev.append(Event("react", seat, (st.ident[w.zone], r.text)))
        after_zone_play(st, w.zone, seat, ev)
    elif isinstance(action, Form | Salt | Function | Counter):
        _zone_act(st, seat, action, w, ev)
    else:
        raise IllegalAction("unknown action", "bad_action")
    settle(st, ev)
    return ev


def _match(equation: str, possible: Sequence[chem.Reaction]) -> chem.Reaction | None:
    """The possible reaction an equation names; the condition mark ``-[ignite]->`` may be left out."""
    want = " ".join(equation.split())
    plain = re.sub(r"\s*-\[\w+\]->\s*", " -> ", want)
    for r in possible:
        if r.text == want or re.sub(r"\s*-\[\w+\]->\s*", " -> ", r.text) == plain:
            return r
    return None


def _zone_act(st: ChemisState, seat: int, action: ZoneAction, w: Any, ev: list[Event]) -> None:
    if not 0 <= action.zone < st.n:
        raise IllegalAction("there is no such player", "no_zone")
    zone = st.order[action.zone]
    if not st.alive[zone]:
        raise IllegalAction("that player is dead", "dead_zone")
    save = st.next_uid
    if isinstance(w, ReactStep):
        if not isinstance(action, Counter) or zone != w.zone:
            raise IllegalAction("choose a reaction first (CH-21), or complete one with a counter",
                                "choose_reaction")
        zones.after_play(st, seat, zone, action)  # refuses before anything changes
        st.next_uid = save
        st.stack.pop()
        w = None
    elif isinstance(w, Judgement | Dying):
        target = w.zone if isinstance(w, Judgement) else w.seat
        if zone != target:
            raise IllegalAction("in this round you may play only to the zone being judged", "wrong_zone")
        canon = _canonical(st, seat, zone, action)
        if canon is None or canon not in window_plays(st, seat, w):
            st.next_uid = save
            key = "must_remove" if isinstance(w, Judgement) else "must_restore"
            text = ("only a play that removes the special substance is allowed now (CH-10)"
                    if isinstance(w, Judgement) else "only a play that restores HP is allowed now (CH-11)")
            raise IllegalAction(text, key)
    elif w is not None:
        raise IllegalAction("that is not possible now", "not_now")
    shown = action
    if isinstance(action, Form | Salt) and not action.formula:
        shown = _canonical(st, seat, zone, action) or action
    try:
        (items, conds), used, gone = zones.after_play(st, seat, zone, action)
    except IllegalAction:
        st.next_uid = save
        raise
    # from here on the play is legal: change the state
    hand = st.hands[seat]
    for c in used:
        hand.remove(c)
    st.items[zone] = items
    st.conds[zone] = conds
    st.discard += gone
    if isinstance(action, Form) and recipes.elemental(items[-1].formula):
        st.elem.add((seat, zone))
    if isinstance(w, Judgement | Dying):
        st.stack[-1] = w._replace(at=st.next_living(seat), passes=0)
    ev.append(Event("play", seat, (str(shown),)))
    after_zone_play(st, zone, seat, ev)


def _canonical(st: ChemisState, seat: int, zone: int, action: ZoneAction) -> ZoneAction | None:
    """A typed play with its ``-> formula`` left out, completed as the legal list writes it."""
    if isinstance(action, Form) and not action.formula:
        f = recipes.formed_by(action.parts)
        return action._replace(formula=f) if f else None
    if isinstance(action, Salt) and not action.formula:
        save = st.next_uid
        try:
            (items, _), _, _ = zones.after_play(st, seat, zone, action)
        except IllegalAction:
            return None
        finally:
            st.next_uid = save
        new = [it for it in items if it.uid > save]
        return action._replace(formula=new[0].formula) if new else None
    if isinstance(action, Form):
        return action._replace(parts=tuple(sorted(action.parts, key=recipes._part_key)))
    return action


def token_counts(cards: Sequence[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        t = kind_of(c).token
        out[t] = out.get(t, 0) + 1
    return out


__all__ = ["act", "by_token", "legal", "new_game", "settle", "to_act"]
