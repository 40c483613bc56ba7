"""ChemisHeuristic, the medium computer player: attack the weakest opponent with the strongest
damage (once a turn), heal, clear an acid or base waiting in its own zone, defend in judgements, save
water. It sees a view and the legal actions only; to judge a play onto its own zone it lays it on a
table guessed from that view (other hands are not needed for that)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chemcards.bots.base import Bot
from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng

from . import chem, zones
from .actions import Counter, Drop, End, Form, Function, Pass, React, Salt
from .catalogue import kind_of
from .state import ChemisState, Dying, HandLimit, Item, Judgement, ReactStep
from .view import ChemisView

#: cards that make water or oxygen, kept for a dying round ("save water")
WATER_CARDS = {"H", "O", "[OH]"}


class ChemisHeuristic(Bot):
    level = "medium"
    #: attacks per turn; the rest of the hand is kept to defend in judgements and dying rounds
    ATTACKS_PER_TURN = 1

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._turn_no = -1
        self._attacks = 0
        self._det: tuple[ChemisView, ChemisState] | None = None

    def choose(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        w = view.window
        if isinstance(w, ReactStep):
            return max(legal, key=lambda a: self._react_score(view, w.zone, a))
        if isinstance(w, Judgement):
            return self._judge(view, w, legal)
        if isinstance(w, Dying):
            friend = self._friend(view, w.seat)
            plays = [a for a in legal if not isinstance(a, Pass)]
            return plays[0] if friend and plays else Pass()
        if isinstance(w, HandLimit):
            return self._discard(view, legal)
        return self._turn(view, legal)

    # -- who is who --------------------------------------------------------------------------
    def _friend(self, view: ChemisView, seat: int) -> bool:
        if seat == self.seat:
            return True
        return view.team is not None and view.team[seat] == view.team[self.seat]

    def _seat_of(self, view: ChemisView, ident: int) -> int:
        return view.order[ident]

    def _weakest_enemy(self, view: ChemisView) -> int:
        enemies = [s for s in range(len(view.seats)) if view.alive[s] and not self._friend(view, s)]
        return min(enemies, key=lambda s: (view.hp[s], s)) if enemies else -1

    # -- values ------------------------------------------------------------------------------
    def _value_in(self, view: ChemisView, seat: int, formula: str) -> float:
        """How much a substance in ``seat``'s zone helps us: damage to enemies, healing to friends."""
        cls = chem.special_class(formula)
        harm = chem.DAMAGE.get(cls, 0)
        good = {"o2": 1.0 if view.hp[seat] < 6 else 0.1, "h2": 0.4,
                "water": 0.8 if view.hp[seat] <= 2 else 0.3}.get(cls, 0.0)
        sign = 1.0 if self._friend(view, seat) else -1.0
        return sign * (good - harm)

    def _react_score(self, view: ChemisView, zone: int, a: Any) -> float:
        if not isinstance(a, React):
            return -0.5  # a counter: only when no reaction is worth it
        r = chem.by_text(a.equation) or next(
            (x for x in chem.possible_reactions({f: 9 for _, f in _terms(a.equation)}, {"heat", "ignite",
             "electrify"}, 9) if x.text == a.equation), None)
        if r is None:
            return 0.0
        gain = sum(self._value_in(view, zone, f) for _, f in r.products)
        loss = sum(self._value_in(view, zone, f) for _, f in r.reactants)
        return gain - loss

    def _judge(self, view: ChemisView, w: Judgement, legal: Sequence[Any]) -> Any:
        plays = [a for a in legal if not isinstance(a, Pass)]
        if not plays:
            return Pass()
        judged = [it for it in view.items[w.zone] if it.uid in w.uids]
        value = sum(self._value_in(view, w.zone, it.formula) for it in judged)
        if value < 0:  # it hurts us (or helps an enemy): remove it with the cheapest play
            return min(plays, key=lambda a: self._cost(a))
        return Pass()

    def _cost(self, a: Any) -> float:
        parts = getattr(a, "parts", ())
        return len(parts) + sum(0.5 for tok, _ in parts if tok in WATER_CARDS)

    def _discard(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        hand = [kind_of(c).token for c in view.hand or ()]

        def keep(a: Drop) -> tuple[int, int]:
            return (a.token in WATER_CARDS, -hand.count(a.token))

        return min((a for a in legal if isinstance(a, Drop)), key=keep)

    def _turn(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        if view.turn_no != self._turn_no:
            self._turn_no, self._attacks = view.turn_no, 0
        if self._attacks >= self.ATTACKS_PER_TURN:  # keep the rest to heal, clean up and defend
            legal = [a for a in legal if not self._is_attack(view, a)]
        choice = self._best_turn_play(view, legal)
        if self._is_attack(view, choice):
            self._attacks += 1
        return choice

    def _is_attack(self, view: ChemisView, a: Any) -> bool:
        return isinstance(a, Form | Salt) and not self._friend(view, self._seat_of(view, a.zone))

    def _cleanup(self, view: ChemisView, a: Any) -> float:
        """HP a play onto one's own (or a teammate's) zone saves by letting a reaction use up an acid
        or base waiting there (CH-8, CH-19), less the harm of what that reaction makes; more when
        what waits would kill."""
        seat = self._seat_of(view, a.zone)
        if not self._friend(view, seat):
            return 0.0
        waiting = sum(_harm(it) for it in view.items[seat])
        if not waiting:
            return 0.0
        if self._det is None or self._det[0] is not view:
            self._det = (view, self.game.determinize(view, self.rng))
        try:
            nz = zones.play_on(self._det[1], self.seat, seat, a).zone
        except IllegalAction:
            return 0.0
        harm = {it.formula: _harm(it) for it in nz[0]}
        best = 0.0
        for r in zones.possible(*nz):
            saved = sum(harm.get(f, 0) for _, f in r.reactants)
            if saved:
                made = sum(chem.DAMAGE.get(chem.special_class(f), 0) for _, f in r.products)
                best = max(best, saved - made)
        return best + (2.0 if best > 0 and waiting >= view.hp[seat] else 0.0)

    def _best_turn_play(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        weakest = self._weakest_enemy(view)
        best: Any = End()
        best_score = 0.25
        for a in legal:
            if isinstance(a, Form | Salt):
                seat = self._seat_of(view, a.zone)
                score = self._value_in(view, seat, a.formula) + self._cleanup(view, a)
                if score <= 0:
                    continue
                if seat == weakest:
                    score += 0.5
                score -= 0.1 * self._cost(a)
                if view.hp[self.seat] > 2 and any(t in WATER_CARDS for t, _ in a.parts) \
                        and chem.special_class(a.formula) not in ("o2", "water"):
                    score -= 0.3  # save water
            elif isinstance(a, Function):
                score = self._function_score(view, a)
            elif isinstance(a, Counter):
                score = 0.1
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        return best

    def _function_score(self, view: ChemisView, a: Function) -> float:
        seat = self._seat_of(view, a.zone)
        items = view.items[seat]
        if a.name == "filter":
            return sum(-self._value_in(view, seat, it.formula) for it in items if it.state in ("s", "g"))
        if a.name == "heat":
            return sum(self._value_in(view, seat, it.formula) - self._value_in(view, seat, it.formula)
                       + (0.6 if not self._friend(view, seat) and chem.special_class(it.formula, True)
                          == "toxic" and chem.special_class(it.formula) != "toxic" else 0.0)
                       for it in items)
        return 0.0


class ChemisEasy(ChemisHeuristic):
    """The easy player: a beginner who plays whatever fits, but never against itself.

    Uniformly random play (the easy level before) laid acids, bases and toxic gases into its own
    zone as often as into the opponent's and died in the second or third round, which a tester read
    as a broken computer (play-through 24, de 4). This player mostly lays a random harmful
    substance into an enemy's zone, else any play that neither hurts its own side nor helps an
    enemy; it ends its turn at random, picks a reaction that does not hurt it, defends its own zone
    in a judgement only now and then (``DEFEND_CHANCE``) and always tries to save itself when dying.
    It does not aim at the weakest opponent, keep water or clean up its zone: medium does.
    docs/bots.md has its game lengths and medium's win rate against it."""

    level = "easy"

    #: chance of ending the turn instead of one more play (a beginner lays a card or two a turn)
    END_CHANCE = 0.3
    #: chance of choosing among the plays that hurt an enemy rather than among all harmless ones:
    #: most of a hand forms neutral substances, and with healing counted as an attack two easy
    #: players needed 2.2 times medium's turns
    ATTACK_CHANCE = 0.9
    #: chance of removing a harmful substance from its own zone in a judgement (CH-10)
    DEFEND_CHANCE = 0.25

    def choose(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        w = view.window
        if isinstance(w, ReactStep):
            score = {a: self._react_score(view, w.zone, a) for a in legal}
            fine = [a for a in legal if score[a] >= 0]
            return self.rng.choice(fine) if fine else max(legal, key=score.__getitem__)
        if isinstance(w, Judgement):
            plays = [a for a in legal if not isinstance(a, Pass)]
            judged = [it for it in view.items[w.zone] if it.uid in w.uids]
            hurts = sum(self._value_in(view, w.zone, it.formula) for it in judged) < 0
            if plays and hurts and self._friend(view, w.zone) and self.rng.random() < self.DEFEND_CHANCE:
                return self.rng.choice(plays)
            return Pass()
        if isinstance(w, Dying):
            plays = [a for a in legal if not isinstance(a, Pass)]
            return self.rng.choice(plays) if plays and self._friend(view, w.seat) else Pass()
        if isinstance(w, HandLimit):
            return self.rng.choice([a for a in legal if isinstance(a, Drop)] or list(legal))
        return self._easy_turn(view, legal)

    def _easy_turn(self, view: ChemisView, legal: Sequence[Any]) -> Any:
        end = next((a for a in legal if isinstance(a, End)), None)
        fine = [a for a in legal if self._harmless(view, a)]
        if not fine or (end is not None and self.rng.random() < self.END_CHANCE):
            return end if end is not None else self.rng.choice(list(legal))
        attacks = [a for a in fine if isinstance(a, Form | Salt) and self._is_attack(view, a)
                   and chem.DAMAGE.get(chem.special_class(a.formula), 0)]
        if attacks and self.rng.random() < self.ATTACK_CHANCE:
            return self.rng.choice(attacks)
        return self.rng.choice(fine)

    def _harmless(self, view: ChemisView, a: Any) -> bool:
        """A play that neither hurts its own side nor helps an enemy: a substance by its value in the
        zone it enters; a function card only on an enemy's zone (heat, ignite or electrify in its own
        zone start reactions it would not foresee), a filter only where it removes harm."""
        if isinstance(a, Form | Salt):
            return self._value_in(view, self._seat_of(view, a.zone), a.formula) >= 0
        if isinstance(a, Function):
            if a.name == "filter":
                return self._function_score(view, a) > 0
            return not self._friend(view, self._seat_of(view, a.zone))
        return isinstance(a, Counter)


def _harm(it: Item) -> int:
    return chem.DAMAGE.get(zones.special(it), 0)


def _terms(equation: str) -> list[tuple[int, str]]:
    left = equation.split("->")[0].split("-[")[0]
    out = []
    for term in left.split(" + "):
        term = term.strip()
        i = 0
        while i < len(term) and term[i].isdigit():
            i += 1
        out.append((int(term[:i] or 1), term[i:]))
    return out


# -- the hard level's search hooks (``Chemis.evaluate`` / ``Chemis.rollout_action``) ----------------
#: A seat's standing for the search: HP that is safe, minus damage already waiting in its zone. Cards
#: in hand are the means to attack and defend, worth a fraction of an HP each.
CARD_WORTH = 0.12
#: A substance under judgement or an acid waiting for its owner's end of turn is not yet damage: the
#: owner may still remove it, so it counts at this fraction.
PENDING_WEIGHT = 0.8
#: Exponent that turns standing shares into something like win chances (the leader is favoured more
#: than linearly: CHEMIS has one winner).
SHARPNESS = 2.0


def zone_balance(st: ChemisState, seat: int) -> float:
    """HP the substances now in ``seat``'s zone will take (negative) or give (positive) (CH-16/17)."""
    out = 0.0
    for it in st.items[seat]:
        cls = zones.special(it)
        if not cls:
            continue
        harm = chem.DAMAGE.get(cls)
        if harm:
            out -= harm * PENDING_WEIGHT
        elif cls == "o2":
            out += 1.0 * PENDING_WEIGHT
        elif cls == "water":
            out += 0.5
    return out


def evaluate_state(st: ChemisState) -> list[float]:
    """Per seat a value in [0, 1] for a running game cut short by the search (``rollout_cap``):
    the seat's (or its team's) share of the table's standing, sharpened towards the leader."""
    n = st.n
    standing = [0.0] * n
    for s in range(n):
        if not st.alive[s]:
            continue
        hp = st.hp[s] + zone_balance(st, s)
        standing[s] = max(0.05, hp + CARD_WORTH * len(st.hands[s]))
    if st.team is not None:
        team_total: dict[int, float] = {}
        for s in range(n):
            team_total[st.team[s]] = team_total.get(st.team[s], 0.0) + standing[s]
        power = {k: v ** SHARPNESS for k, v in team_total.items()}
        total = sum(power.values()) or 1.0
        return [power[st.team[s]] / total for s in range(n)]
    power_s = [v ** SHARPNESS for v in standing]
    total = sum(power_s) or 1.0
    return [p / total for p in power_s]


def _friendly(st: ChemisState, a: int, b: int) -> bool:
    return a == b or (st.team is not None and st.team[a] == st.team[b])


def rollout_choice(st: ChemisState, seat: int, legal: list[Any], rng: Rng) -> Any:
    """A cheap, purposeful playout policy: each turn one harmful substance into an enemy's zone (or a
    helpful one into one's own) and then the end of the turn; in a judgement or dying round defend
    one's own side and pass otherwise. A random policy poisons its own zone as often as an enemy's,
    which makes short playouts say nothing."""
    w = st.stack[-1] if st.stack else None
    if w is None:
        if rng.random() < 0.35:
            return End()
        best: list[Any] = []
        for a in legal:
            if isinstance(a, Form | Salt):
                target = st.order[a.zone]
                cls = chem.special_class(a.formula)
                harm = chem.DAMAGE.get(cls, 0)
                good = cls in ("o2", "water")
                if (harm and not _friendly(st, seat, target)) or (good and _friendly(st, seat, target)):
                    best.append(a)
        if best:
            return best[rng.randbelow(len(best))]
        return End()
    if isinstance(w, Judgement | Dying):
        zone = w.zone if isinstance(w, Judgement) else w.seat
        if _friendly(st, seat, zone):
            plays = [a for a in legal if not isinstance(a, Pass)]
            if plays:
                return plays[rng.randbelow(len(plays))]
        return Pass()
    return legal[rng.randbelow(len(legal))]
