"""Das Chemie-Kartenspiel: the rules, in the order a player meets them (CK-1…CK-22).

A turn (CK-8): build a compound step by step (``add``/``drop``), ``lay`` it (with a shield, CK-19),
``pay`` for its artificial cards (CK-20), ``attack`` once per radioactive card (CK-21/22) or
``stop``; then the die is rolled and that many cards drawn. ``skip`` lays nothing and draws 4.
The game ends exactly as CK-10 says. Refusals leave the state untouched: every check runs before
the first change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar

from chemcards.core.cards import deal, draw, shuffle_in, shuffled
from chemcards.core.protocol import (
    LANGS,
    Choice,
    Event,
    GameRules,
    IllegalAction,
    Option,
    Outcome,
    SetupError,
)
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat, next_seat
from chemcards.i18n import tr

from . import decks as deckmod
from .actions import Action, Add, Attack, Drop, Lay, Pay, Skip, Stop, parse_action
from .catalogue import GAME_ID, catalogue
from .compounds import Invalid, attacks, black_borders, check_rules, debts, points
from .notation import display_unit, group_text, shown_params
from .payment import can_pay_card, payable_points
from .search import Unit, compound_of, counted, extendable, is_complete, next_units, recipe_steps, units
from .state import ATTACK, BUILD, OVER, PAY, Placed, State
from .view import View, determinize, make_view

HAND_SIZE = 7  # CK-7
SKIP_DRAW = 4  # CK-8
COMPETITIVE_MAX = 4  # CK-2


@cache
def _adds() -> tuple[Add, ...]:
    """One ``Add`` per unit, made once: ``legal_actions`` lists a dozen per call (issue 18, speed)."""
    return tuple(Add(u.index) for u in units())


@cache
def _drops() -> tuple[Drop, ...]:
    """One ``Drop`` per unit, made once like :func:`_adds` (actions are frozen: callers share them)."""
    return tuple(Drop(u.index) for u in units())


_LAY, _LAY_SHIELD, _SKIP = Lay(False), Lay(True), Skip()

# ``apply`` sorts an action by these tuples: written ``Add | Drop | Lay | Skip`` inside ``apply``, a
# union type was built at every action and ``isinstance`` on it took about 0.5 µs, eight times a
# tuple's (issue 18 point 3, session 20)
_BUILD_STEPS = (Add, Drop, Lay, Skip)
_ATTACK_STEPS = (Attack, Stop)


@cache
def _unit_text(unit: int) -> str:
    """A unit's notation for the log, formatted once per unit."""
    return str(units()[unit])


def _unit_shown(unit: int) -> str:
    """A unit in a refusal as the hand shows it: a combination with subscripts and its jokers
    (``SO₃ (✱×2)``, not the notation ``[SO**]``); a single card with its charge and the minus sign
    the cards show (``S(+4)``, ``N(−3)``; play-through 13 en 3: "With N(-3) no valid compound …")."""
    u = units()[unit]
    return str(u).replace("-", "\u2212") if u.element >= 0 else display_unit(u)


def _labels(key: str) -> dict[str, str]:
    return {lang: tr(GAME_ID, key, lang) for lang in LANGS}


class ChemieRules(GameRules[State, Action, View]):
    """The rules part of ``GAME`` (``core.protocol.GameRules``): what a driver, a search and a test
    need. ``game.ChemieGame`` adds the texts and the computer players."""

    id = GAME_ID
    titles: ClassVar[dict[str, str]] = {
        "de": "Das Chemie-Kartenspiel",
        "en": "The Chemistry Card Game",
        "zh": "Das Chemie-Kartenspiel 化学卡牌游戏",
    }
    #: the name inside a Chinese sentence (``rulesets/chemie-kartenspiel/game.toml``, ``[short]``)
    short_titles: ClassVar[dict[str, str]] = {"zh": "化学卡牌游戏"}
    min_players = 2
    max_players = 6

    # -- options (CK-2, CK-6) ----------------------------------------------------------------------
    def options(self) -> Sequence[Option]:
        deck_choices = [Choice("auto", _labels("opt_decks_auto"))]
        deck_choices += [
            Choice(name, {lang: deckmod.builtin_label(name, lang) for lang in LANGS})
            for name in deckmod.builtin_decks()
        ]
        return (
            Option(
                "mode",
                _labels("opt_mode"),
                (Choice("family", _labels("opt_family")), Choice("competitive", _labels("opt_competitive"))),
                "family",
            ),
            Option("decks", _labels("opt_decks"), tuple(deck_choices), "auto"),
        )

    def options_in_effect(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """CK-2: the decks are chosen for a competitive game only; a family game shares one deck."""
        shown = dict(options)
        if shown.get("mode", "family") != "competitive":
            shown.pop("decks", None)
        return shown

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """``decks`` also takes per-seat entries: a list, or one string with entries split by ``;``
        (built-in name, ``file:PATH`` or ``inline:...``). Files are read here, once, and kept inline
        so that a record replays without them."""
        given = dict(given or {})
        raw = given.pop("decks", "auto")
        resolved = super().resolve_options(given)
        resolved["decks"] = resolve_decks(raw)
        return resolved

    def recorded_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A record holds its decks inline (``resolve_options`` made them so); a ``file:`` entry in a
        record is refused, so a shared save can never make the app read a local file."""
        raw = options.get("decks", "auto")
        entries = raw if isinstance(raw, list | tuple) else str(raw).split(";")
        if any(str(e).strip().startswith("file:") for e in entries):
            raise ValueError("a record cannot name a deck file (decks are kept inline in records)")
        return dict(options)

    def check_setup(self, options: Mapping[str, Any], players: int) -> None:
        """CK-2: a sentence (ValueError) if these options cannot seat this many players."""
        self.check_players(players)
        if options.get("mode") == "competitive":
            if players > COMPETITIVE_MAX:
                raise SetupError(
                    f"Competitive mode is for 2–{COMPETITIVE_MAX} players (CK-2), "
                    f"not {players}; "
                    "choose family mode for 5 or 6 players.",
                    "competitive_players", high=COMPETITIVE_MAX, players=players,
                )
            entries = _deck_entries(options.get("decks", "auto"), players)
            if len(entries) != players:
                raise ValueError(
                    f"{len(entries)} decks were chosen for {players} players: give one deck "
                    "for everybody or one per player."
                )

    # -- setup (CK-7, CK-8) --------------------------------------------------------------------------
    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> State:
        opts = self.resolve_options(options)
        n = len(seats)
        self.check_setup(opts, n)
        mode = opts["mode"]
        if mode == "family":
            decks = [deckmod.starter().cards()]
        else:
            decks = [deckmod.entry_cards(e) for e in _deck_entries(opts["decks"], n)]
        size = catalogue().size
        piles = [shuffled(d, rng) for d in decks]
        hands = [[0] * size for _ in range(n)]
        if mode == "family":
            for hand, cards in zip(hands, deal(piles[0], n, HAND_SIZE), strict=True):
                for c in cards:
                    hand[c] += 1
        else:
            for seat in range(n):
                for c in draw(piles[seat], HAND_SIZE):
                    hands[seat][c] += 1
        counts = [tuple(sum(1 for c in d if c == i) for i in range(size)) for d in decks]
        # The dealer is the last seat; the player on their left, seat 0, starts (CK-8).
        return State(list(seats), mode, hands, piles, counts, [[] for _ in range(n)], rng)

    def start(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """The deal (each hand secret to its owner, CK-7) and who begins (CK-8), for the log.
        Derived from ``new_state``'s result: no extra chance is drawn, records replay either way."""
        state = self.new_state(seats, options, rng)
        els = catalogue().elements
        events = [
            Event("deal", s, (sum(hand),), tuple(els[c].symbol for c, k in enumerate(hand) for _ in range(k)))
            for s, hand in enumerate(state.hands)
        ]
        events.append(Event("begin", state.current, (len(seats) - 1,)))
        return state, events

    # -- who and what --------------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.current,)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.phase == OVER or seat != state.current:
            return []
        hand = tuple(state.hands[seat])
        if state.phase == BUILD:
            adds = _adds()
            offered = next_units(hand, state.draft)
            if state.draft:
                # single cards on the way to a printed neutral combination count as it ([decided],
                # CK-15; play-through 13 zh 3: the last H of O, H, H was refused)
                recipe = recipe_steps(hand, state.draft)
                if recipe:
                    offered = tuple(sorted({*offered, *recipe}))
            out: list[Action] = [adds[u] for u in offered]
            if state.draft:
                drops = _drops()
                out += [drops[u] for u in sorted(set(state.draft))]
            if is_complete(hand, counted(state.draft)):
                out.append(_LAY)
                if self._spare_proto(state, seat):
                    out.append(_LAY_SHIELD)
            out.append(_SKIP)
            return out
        if state.phase == PAY:
            counts = payable_points(hand)
            els = catalogue().elements
            return [
                Pay(c)
                for c in range(len(hand))
                if hand[c] and can_pay_card(counts, state.owed, els[c].points)
            ]
        return [Attack(p.id) for p in self._targets(state, seat)] + [Stop()]

    def build_actions(self, view: View) -> list[Action]:
        """The moves of the seat whose ``view`` this is, while it builds (CK-8), from what it knows:
        the build step reads only its own hand and draft. For a draft a front end holds ahead of the
        engine (the board's picks made with ⏎, sent when the compound is laid): the hint is worked
        out from the compound the person sees (play-through 15 en 2: with H picked on the board,
        the hint said "add H" from the engine's draft, and typing it was refused)."""
        if view.seat is None or view.hand is None or view.phase != BUILD or view.seat != view.current:
            return []
        return self.legal_actions(determinize(view, Rng(0)), view.seat)

    # -- doing ---------------------------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction("The game is over.", "game_over")
        if seat != state.current:
            raise IllegalAction("It is not your turn.", "not_your_turn")
        if isinstance(action, _BUILD_STEPS):
            self._need_phase(state, BUILD)
            if isinstance(action, Add):
                return self._add(state, seat, action.unit)
            if isinstance(action, Drop):
                return self._drop(state, seat, action.unit)
            if isinstance(action, Lay):
                return self._lay(state, seat, action.shield)
            return self._skip(state, seat)
        if isinstance(action, Pay):
            self._need_phase(state, PAY)
            return self._pay(state, seat, action.card)
        if isinstance(action, _ATTACK_STEPS):
            self._need_phase(state, ATTACK)
            if isinstance(action, Stop):
                # how many attacks the compound just laid (the row's last, CK-21) was used for: the
                # log says "makes no attack" or "no further attack" (play-through 25, en 7, zh 7)
                row = state.table[seat]
                made = attacks(row[-1].compound) - state.attacks_left if row else 0
                state.attacks_left = 0
                return [Event("stop", seat, (max(0, made),)), *self._end_turn(state, seat, skip=False)]
            return self._attack(state, seat, action.target)
        raise IllegalAction(f"{action!r} is no action of this game.", "unknown_action")

    @staticmethod
    def _need_phase(state: State, phase: str) -> None:
        if state.phase != phase:
            keys = {BUILD: "phase_build", PAY: "phase_pay", ATTACK: "phase_attack"}
            texts = {
                BUILD: "Finish your turn first: pay for artificial cards or attack.",
                PAY: "You can only pay now: return cards worth the artificial card's points (CK-20).",
                ATTACK: "You can only attack or stop now (CK-21).",
            }
            raise IllegalAction(texts[state.phase], keys[state.phase])

    def _add(self, state: State, seat: int, unit: int) -> list[Event]:
        hand = tuple(state.hands[seat])
        refused = add_refusal(hand, state.draft, unit)
        if refused is not None:
            raise refused
        state.draft = tuple(sorted((*state.draft, unit)))
        return [Event("add", seat, (), (_unit_text(unit),))]

    def _drop(self, state: State, seat: int, unit: int) -> list[Event]:
        if unit not in state.draft:
            raise IllegalAction(
                f"{units()[unit]} is not in the compound you are building.",
                "not_in_draft",
                unit=_unit_shown(unit),
            )
        rest = list(state.draft)
        rest.remove(unit)
        state.draft = tuple(rest)
        return [Event("drop", seat, (), (_unit_text(unit),))]

    def _lay(self, state: State, seat: int, shield: bool) -> list[Event]:
        hand = tuple(state.hands[seat])
        draft = counted(state.draft)  # H, H, O are laid as the combination H₂O ([decided], CK-15)
        compound = compound_of(draft, shield)
        if not is_complete(hand, draft):
            raise _lay_refusal(hand, draft)
        if shield and not self._spare_proto(state, seat):
            raise IllegalAction("You have no Protomaterie left to attach as a shield (CK-19).", "no_shield")
        for c, n in compound.cards().items():
            state.hands[seat][c] -= n
        pts = points(compound)
        placed = Placed(state.next_id, compound, pts, shield, black_borders(compound), 0)
        state.next_id += 1
        state.table[seat].append(placed)
        state.draft = ()
        events = [Event("lay", seat, (str(compound), pts, placed.id))]
        state.owed = debts(compound)
        if state.owed:
            state.phase = PAY
            return events
        return events + self._start_attacks(state, seat, placed)

    def _pay(self, state: State, seat: int, card: int) -> list[Event]:
        hand = state.hands[seat]
        el = catalogue().elements[card]
        if not 0 <= card < len(hand) or not hand[card]:
            raise IllegalAction(f"You have no {el.symbol} card.", "no_card", symbol=el.symbol)
        if not can_pay_card(payable_points(hand), state.owed, el.points):
            raise IllegalAction(
                f"{el.symbol} ({el.points} points) does not fit: still to pay exactly {state.owed[0]} points "
                "with cards that leave the rest payable (CK-20).",
                "bad_payment",
                symbol=el.symbol,
                points=el.points,
                owed=state.owed[0],
            )
        hand[card] -= 1
        shuffle_in(state.piles[state.pile_of(seat)], [card], state.chance())
        left = state.owed[0] - el.points
        state.owed = (left, *state.owed[1:]) if left else state.owed[1:]
        events = [Event("pay", seat, (el.symbol, el.points))]
        if not state.owed:
            events += self._start_attacks(state, seat, state.table[seat][-1])
        return events

    def _start_attacks(self, state: State, seat: int, placed: Placed) -> list[Event]:
        state.attacks_left = attacks(placed.compound)  # CK-21
        if state.attacks_left and self._targets(state, seat):
            state.phase = ATTACK
            return []
        events = [Event("no_target", seat, (state.attacks_left,))] if state.attacks_left else []
        state.attacks_left = 0
        return events + self._end_turn(state, seat, skip=False)

    @staticmethod
    def _targets(state: State, seat: int) -> list[Placed]:
        """CK-21: any opponent's compound, never one's own."""
        return [p for other, row in enumerate(state.table) if other != seat for p in row]

    def _attack(self, state: State, seat: int, target: int) -> list[Event]:
        owner = next((s for s, row in enumerate(state.table) for p in row if p.id == target), None)
        if owner is None:
            raise IllegalAction(
                f"There is no compound number {target} on the table.", "no_such_compound", target=target
            )
        if owner == seat:
            raise IllegalAction("You cannot attack your own compound (CK-21).", "own_compound")
        row = state.table[owner]
        i = next(i for i, p in enumerate(row) if p.id == target)
        p = row[i]
        pile = state.piles[state.pile_of(owner)]  # CK-6: back into the owner's pile
        if p.shield:  # CK-22: the shield goes first
            row[i] = p._replace(shield=False)
            shuffle_in(pile, [catalogue().proto], state.chance())
            result = "shield"
        elif p.blocks:  # then each black-border card blocks once and is turned
            row[i] = p._replace(blocks=p.blocks - 1, turned=p.turned + 1)
            result = "blocked"
        else:  # no protection left: destroyed, all cards shuffled back
            del row[i]
            back = p.compound.card_list()
            if p.compound.shield:
                back.remove(catalogue().proto)  # the shield went back when it was used up
            shuffle_in(pile, back, state.chance())
            result = "destroyed"
        state.attacks_left -= 1
        # the compound's formula too: "attacks no. 11" alone sent a person to the table to find
        # which compound that was (play-through 24)
        events = [Event("attack", seat, (target, owner, result, str(p.compound)))]
        if state.attacks_left and self._targets(state, seat):
            return events
        state.attacks_left = 0
        return events + self._end_turn(state, seat, skip=False)

    def _skip(self, state: State, seat: int) -> list[Event]:
        state.draft = ()
        return [Event("skip", seat), *self._end_turn(state, seat, skip=True)]

    def _end_turn(self, state: State, seat: int, skip: bool) -> list[Event]:
        """CK-8 roll and draw (or draw 4 after a skip); CK-10 the exact end rule."""
        events: list[Event] = []
        if skip:
            need = SKIP_DRAW
        else:
            need = state.chance().roll()
            state.last_roll, state.last_roller = need, seat
            events.append(Event("roll", seat, (need,)))
        pile = state.piles[state.pile_of(seat)]
        if len(pile) < need:
            state.phase = OVER
            state.ended_by = seat
            events.append(Event("end", seat, (need, len(pile))))
            return events
        cards = draw(pile, need)
        hand = state.hands[seat]
        for c in cards:
            hand[c] += 1
        els = catalogue().elements
        events.append(Event("draw", seat, (need,), tuple(els[c].symbol for c in cards)))
        state.current = next_seat(seat, len(state.seats))
        state.phase = BUILD
        state.draft = ()
        state.turn += 1
        return events

    def _spare_proto(self, state: State, seat: int) -> bool:
        """CK-19: a Protomaterie left beside the jokers the draft's combinations take (counted from
        the units' cards; asked on every build step with a finished draft)."""
        proto = catalogue().proto
        all_units = units()
        used = sum([n for i in state.draft for c, n in all_units[i].need if c == proto])
        return state.hands[seat][proto] > used

    # -- reading -------------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        return make_view(state, seat)

    def determinize(self, view: View, rng: Rng) -> State:
        """Hidden hands and pile orders sampled from the cards this seat has not seen."""
        return determinize(view, rng)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = tuple(float(sum(p.points for p in row)) for row in state.table)
        places = tuple(1 + sum(1 for other in scores if other > s) for s in scores)
        winners = tuple(i for i, p in enumerate(places) if p == 1)
        return Outcome(scores, places, winners, "CK-10", {"ended_by": state.ended_by})

    def clone(self, state: State) -> State:
        return State(
            state.seats[:],
            state.mode,
            [h[:] for h in state.hands],
            [p[:] for p in state.piles],
            state.decks,
            [row[:] for row in state.table],
            state.rng,
            state.current,
            state.phase,
            state.draft,
            state.owed,
            state.attacks_left,
            state.next_id,
            state.last_roll,
            state.turn,
            state.ended_by,
            True,
            state.last_roller,
        )

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def state_json(self, state: State) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in state.seats],
            "mode": state.mode,
            "hands": [list(h) for h in state.hands],
            "piles": [list(p) for p in state.piles],
            "table": [[p.to_json() for p in row] for row in state.table],
            "current": state.current,
            "phase": state.phase,
            "draft": list(state.draft),
            "owed": list(state.owed),
            "attacks_left": state.attacks_left,
            "next_id": state.next_id,
            "last_roll": state.last_roll,
            "last_roller": state.last_roller,
            "turn": state.turn,
            "ended_by": state.ended_by,
        }

    # -- search hooks (chemcards.bots.ismcts) ------------------------------------------------------
    #: playouts stop after this many actions and are judged by :meth:`evaluate`: with the policy
    #: laying a whole compound per action that is the rest of the turn and the next one or two.
    #: Each turn costs a fresh build-phase search on a sampled hand, so long playouts made a hard
    #: decision take seconds (measured, 500 iterations: 60 unit-by-unit actions ~5 s; 3 ~0.35 s).
    rollout_cap = 3

    def evaluate(self, state: State) -> list[float]:
        """Points on the table (CK-9) and a share of those in hand, as a lead (``bot.judge``)."""
        from .bot import judge

        return judge(state)

    def rollout_action(self, state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        """Playouts lay a whole compound per action, attack what falls, skip only when stuck
        (``bot.playout_action``)."""
        from .bot import playout_action

        return playout_action(state, seat, legal, rng)

    def reveals(self, event: Event) -> bool:
        """A drawn card is new (undo stops before it, issue 19); adding a hand card to the compound
        being built or taking it back shows its owner nothing new, though it is secret to others."""
        return bool(event.secret) and event.kind not in ("add", "drop")


def resolve_decks(raw: Any) -> str:
    """Option ``decks`` in its stored form: entries joined by ``;`` with files made inline."""
    if isinstance(raw, list | tuple):
        entries = [str(e) for e in raw]
    elif isinstance(raw, str):
        entries = [e for e in raw.split(";") if e.strip()]
    else:
        raise ValueError("option decks must be a deck name, a list of decks, or names joined by ';'")
    if not entries or entries == ["auto"]:
        return "auto"
    return ";".join(deckmod.resolve_entry(e) for e in entries)


def _deck_entries(decks: str, players: int) -> list[str]:
    if decks == "auto":
        names = list(deckmod.builtin_decks())
        return [names[i % len(names)] for i in range(players)]
    entries = decks.split(";")
    return entries * players if len(entries) == 1 else entries


def _jokers_for(u: Unit, card: int, hand: tuple[int, ...], have: dict[int, int]) -> int:
    """How many of the missing ``card`` the free Protomaterie in the hand could replace in ``u``
    (CK-18: never the defining element, never more jokers than real cards); 0 for a unit typed
    with jokers already or for a card no joker may replace."""
    if u.combo < 0 or u.jokers:
        return 0
    combo = catalogue().combinations[u.combo]
    proto = catalogue().proto
    if card != combo.other:
        return 0
    return max(0, min(combo.max_jokers(), hand[proto] - have.get(proto, 0)))


def add_refusal(hand: tuple[int, ...], draft: tuple[int, ...], unit: int) -> IllegalAction | None:
    """Why ``unit`` may not join ``draft`` (sorted units) from ``hand``, or None when it may. The
    one rule for a typed "add" and for ⏎ on the board's card, so both say the same (the program
    offers only compounds that can be completed, CK-11 … CK-18; play-through 18 en 3: ⏎ on Fe
    picked Fe²⁺ while "add Fe(+2)" was refused, no compound being possible with it)."""
    if unit in next_units(hand, draft) or unit in recipe_steps(hand, draft):
        return None
    return _add_refusal(hand, draft, unit)


def _add_refusal(hand: tuple[int, ...], draft: tuple[int, ...], unit: int) -> IllegalAction:
    u = units()[unit]
    text = str(u)
    shown = _unit_shown(unit)
    have = dict(compound_of(draft).cards())
    short = [(have.get(c, 0) + n - hand[c], catalogue().elements[c].symbol)
             for c, n in u.need if have.get(c, 0) + n - hand[c] > 0]
    if len(short) > 1 and u.element < 0:
        # every card missing for the combination, not the first alone (play-through 16 en 2:
        # "you need 1 more C card for [CO₃]²⁻" with no O either; CK-15, CK-16)
        parts = " and ".join(f"{k} more {sym}" for k, sym in short)
        params: dict[str, Any] = {"unit": shown}
        for i, (k, sym) in enumerate(short[:3], start=1):
            suffix = "" if i == 1 else str(i)
            params[f"missing{suffix}"], params[f"symbol{suffix}"] = k, sym
        key = "no_cards_left" if len(short) == 2 else "no_cards_left3"
        return IllegalAction(f"You need {parts} card(s) for {text}.", key, **params)
    for c, n in u.need:
        missing = have.get(c, 0) + n - hand[c]
        if missing > 0:
            sym = catalogue().elements[c].symbol
            if u.element >= 0:  # the unit is the card itself: "You have no W card", not "… for W"
                if have.get(c, 0):  # "none left" only when they are in the compound (pt 14 zh 5)
                    return IllegalAction(f"You have no {sym} card left.", "board_no_card_left", symbol=sym)
                return IllegalAction(f"You have no {sym} card.", "no_card", symbol=sym)
            if c == catalogue().proto:  # a group typed with its jokers, too few of them left (CK-18)
                combo = catalogue().combinations[u.combo]
                other = catalogue().elements[combo.other].symbol
                return IllegalAction(
                    f"{text} needs {u.jokers} Protomaterie standing in for {other}; "
                    f"{u.jokers - missing} left.", "no_joker_left", unit=group_text(u.combo),
                    n=u.jokers, symbol=other, have=u.jokers - missing,
                )
            jokers = _jokers_for(u, c, hand, have)
            if 0 < jokers < missing:  # CK-18: Protomaterie in the hand stands in for some of them
                return IllegalAction(
                    f"You need {missing} more {sym} card(s) for {text}; even with {jokers} Protomatter as "
                    f"jokers, {missing - jokers} more.", "no_card_left_jokers", symbol=sym, unit=shown,
                    missing=missing, jokers=jokers, rest=missing - jokers,
                )
            return IllegalAction(  # the true number missing: two O for CO₂ (play-through 14 zh 5)
                f"You need {missing} more {sym} card(s) for {text}.", "no_card_left", symbol=sym, unit=shown,
                missing=missing,
            )
    grown = tuple(sorted((*draft, unit)))
    try:
        check_rules(compound_of(grown))
    except Invalid as why:
        if why.key not in ("charge_not_zero",):
            return IllegalAction(why.reason, why.key, **shown_params(why.key, why.params))
    if draft and sum(units()[i].charge for i in draft) == 0:
        return IllegalAction("Your compound is already complete: lay it out (CK-13).", "draft_complete")
    if not extendable(hand, grown):
        return IllegalAction(
            f"With {text} no valid compound can be completed from your hand.", "no_completion", unit=shown
        )
    return IllegalAction(f"{text} cannot be added now.", "cannot_add", unit=shown)


def _lay_refusal(hand: tuple[int, ...], draft: tuple[int, ...]) -> IllegalAction:
    try:
        check_rules(compound_of(draft))
    except Invalid as why:
        return IllegalAction(why.reason, why.key, **shown_params(why.key, why.params))
    return IllegalAction(
        "The rest of your hand cannot pay exactly for the artificial cards in it (CK-20).", "cannot_pay"
    )
