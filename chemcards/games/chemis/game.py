"""纸片化学 CHEMIS through the game protocol. The rules live in ``rules.py`` (who acts, what is legal,
acting) on ``turns.py`` (course of play), ``windows.py`` (judgement and dying rounds), ``plays.py``
and ``zones.py`` (plays and chemistry in a zone); this class adapts them to
``chemcards.core.protocol.Game``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from chemcards.core.i18n import untranslated
from chemcards.core.protocol import Choice, Event, Game, Option, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import tr

from . import actions, recipes, rules, texts
from .actions import Action, End, Form, Pass
from .state import ChemisState
from .view import ChemisView, determinize, make_view

if TYPE_CHECKING:
    from chemcards.bots.base import Bot


def _labels(key: str) -> dict[str, str]:
    return texts.labels(key)


@cache
def _options() -> tuple[Option, ...]:
    """The options, made at the first call and kept (as Color Clash keeps its own): every new game
    resolves its options (``start``), and looking up their labels in the catalogues took about
    45 µs, a random playout's ``new_state`` most of its time (issue 18 point 3, session 20)."""
    return (
        Option("teams", _labels("opt_teams"), tuple(
            Choice(v, _labels(f"opt_teams_{v}")) for v in ("off", "two", "pairs")), "off"),
        Option("hp", _labels("opt_hp"), tuple(Choice(v, {"de": str(v), "en": str(v), "zh": str(v)})
                                              for v in range(1, 7)), 4),
        Option("rounds", _labels("opt_rounds"), tuple(
            Choice(v, {"de": str(v), "en": str(v), "zh": str(v)}) for v in (20, 40, 60)), 40),
    )


class Chemis(Game[ChemisState, Action, ChemisView]):
    id = "chemis"
    titles: ClassVar[dict[str, str]] = {
        "zh": "纸片化学 CHEMIS", "en": "Paper Chemistry CHEMIS", "de": "Papierchemie CHEMIS"}
    #: inside a sentence the short form, one in every language (docs/i18n.md, play-through 10)
    short_titles: ClassVar[dict[str, str]] = {"zh": "CHEMIS", "en": "CHEMIS", "de": "CHEMIS"}
    min_players = 2
    max_players = 6
    board = "chemcards.games.chemis.board:ChemisBoard"
    move_example = "乙: H+Cl"

    def options(self) -> Sequence[Option]:
        return _options()

    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> ChemisState:
        return self.start(seats, options, rng)[0]

    def start(self, seats: Sequence[Seat], options: Mapping[str, Any],
              rng: Rng) -> tuple[ChemisState, list[Event]]:
        """The state and its setup events: identities by lot (CH-2), everyone's first four cards
        (CH-4, each secret to its owner) and the first turn's draw (CH-5), so the log opens with them."""
        self.check_players(len(seats))
        opts = self.resolve_options(options)
        if opts["teams"] == "pairs" and len(seats) % 2:
            raise ValueError("team mode 'pairs' needs an even number of players")
        return rules.new_game(seats, opts, rng)

    # -- the hot path: bound straight to the rules' functions, no extra call frame, as color_clash
    # does (issue 18 point 3, session 30: both are asked at every action of a playout)
    to_act = staticmethod(rules.to_act)  # type: ignore[assignment]
    legal_actions = staticmethod(rules.legal)  # type: ignore[assignment]

    def apply(self, state: ChemisState, seat: int, action: Action) -> list[Event]:
        if isinstance(action, str):
            action = self.parse_action(action)
        # all-or-nothing without a copy (issue 18 point 3, speed: the copy taken before every action
        # was a tenth of a random action): ``rules.act`` makes every check that can refuse before
        # it changes anything (its docstring), and the property tests throw actions legal in other
        # positions at it and compare the whole state (tests/chemis/test_chemis_refusal_first.py)
        return rules.act(state, seat, action)

    def death_note(self, events: Sequence[Event], seats: Sequence[Seat], people: Sequence[int],
                   lang: str = "en") -> str:
        """CH-11: how each person at this screen who died did, in the result (play-through 15, en 1)."""
        names = [seat.name for seat in seats]
        # what the whole table saw: a blow, its round and who played it are public (CH-10)
        return texts.death_notes([e.seen_by(None) for e in events], names, people, lang)

    def may_play_out(self, state: ChemisState, seat: int) -> bool:
        """CH-12 [decided]: every person is dead, only computers play on (``rules.may_play_out``)."""
        return rules.may_play_out(state, seat)

    def view(self, state: ChemisState, seat: int | None) -> ChemisView:
        return make_view(state, seat, rules.to_act(state))

    def determinize(self, view: ChemisView, rng: Rng) -> ChemisState:
        return determinize(view, rng)

    def outcome(self, state: ChemisState) -> Outcome | None:
        if state.result is None:
            return None
        winners, why = state.result
        scores = tuple(1.0 if s in winners else 0.0 for s in range(state.n))
        places = placing(state, winners)
        # the rounds played: the round the game ended in, or the limit when CH-31 ended it by rounds
        # (``begin_turn`` counts one past the limit before it ends the game)
        played = min(state.round, state.max_rounds) if state.max_rounds else state.round
        return Outcome(scores, places, tuple(winners), why,
                       {"hp": list(state.hp), "alive": list(state.alive), "rounds": played})

    def outcome_has_points(self) -> bool:
        """CH-12: CHEMIS is won by surviving; its outcome scores (1 for a winner) are no points."""
        return False

    def outcome_text(self, outcome: Outcome, lang: str = "en") -> str:
        """How the game ended and how many rounds were played, for the game-over screen and replay."""
        how = super().outcome_text(outcome, lang)
        played = outcome.details.get("rounds")
        if not isinstance(played, int):
            return how
        rounds = tr(self.id, "outcome_rounds_played", lang, n=played)
        # one sentence in Chinese ("最后存活，共进行了 9 轮。"), not two fragments (issue 21 item 3)
        return tr(self.id, "outcome_with_rounds", lang, how=how, rounds=rounds) if how else rounds

    def clone(self, state: ChemisState) -> ChemisState:
        return state.clone()

    def parse_action(self, text: str) -> Action:
        return actions.parse(text)

    def read_typed(self, view: ChemisView, text: str) -> Action:
        """The move box: the notation in the player's words (``Game.read_typed``), and a discard as
        the hint says it in German, the verb after the card („Na ablegen“, play-through 12 de#2).
        A play's cards in any order are the listed play (the screens write them in the product's
        order, the engine's list in the deck's; play-through 15, zh 14)."""
        try:
            action = super().read_typed(view, text)
        except ValueError:
            words = text.split()
            if len(words) < 2 or untranslated(self.id, words[-1]) == words[-1]:
                raise
            action = super().read_typed(view, " ".join([words[-1], *words[:-1]]))
        if isinstance(action, Form):
            return action._replace(parts=recipes.deck_order(action.parts))
        return action

    def state_json(self, state: ChemisState) -> dict[str, Any]:
        return state.to_json()

    # -- front-end hooks ---------------------------------------------------------------------
    def easy_bot(self, seat: int, rng: Rng) -> Bot | None:
        from .bot import ChemisEasy

        return ChemisEasy(self, seat, rng)

    def heuristic_bot(self, seat: int, rng: Rng) -> Bot | None:
        from .bot import ChemisHeuristic

        return ChemisHeuristic(self, seat, rng)

    #: The search judges a position by ``evaluate`` as soon as it leaves its tree: a playout action
    #: costs a full legal list (≈0.2–0.4 ms), and with 3 players against two medium seats a cap of 0
    #: won 70 % of 20 games at 0.3–0.6 s a decision, a cap of 4 55 % at 1.4 s (bench.hard_decision_seconds).
    rollout_cap = 0

    def rollout_action(self, state: ChemisState, seat: int, legal: list[Action], rng: Rng) -> Action:
        """A cheap purposeful policy (``bot.rollout_choice``): attack an enemy or help oneself, then end
        the turn; defend one's own side in windows."""
        return _search_hooks().rollout_choice(state, seat, legal, rng)  # type: ignore[no-any-return]

    def evaluate(self, state: ChemisState) -> Sequence[float] | None:
        """Per seat its share of the table's HP, cards and pending damage (``bot.evaluate_state``)."""
        return _search_hooks().evaluate_state(state)  # type: ignore[no-any-return]

    def reveals(self, event: Event) -> bool:
        """Besides a drawn or inherited card: a judgement round (CH-10) tells the table who holds
        an answer — those who do are waited for, the others are passed for (``pass auto``; with two
        or more people at the table only computers are, ``turns.asks_everyone``) — so it shows
        something of the hidden hands; undo stops before it (issue 19). Found by the property test
        in ``tests/core/test_core_undo.py``."""
        # every pass, not only the automatic ones: a pass happens only inside a judgement or dying
        # round, and whom the round waits for next shows who holds an answer
        return bool(event.secret) or event.kind in ("judgement", "pass")

    def refusal_params(self, params: dict[str, Any], lang: str = "en") -> dict[str, Any]:
        """A refusal's typed example names its zone as the player reads it: "B: [SO4] on Fe" on a
        German or English screen, "乙: …" on a Chinese one (CH-2 identity labels, issue 21)."""
        out = {k: texts.typed_idents(v, lang) if k == "example" and isinstance(v, str) else v
               for k, v in params.items()}
        missing = params.get("missing")
        if isinstance(missing, (tuple, list)) and missing:
            # what typed cards still lack (CH-18), said as the picker says it (issue 12 point 11)
            held = params.get("held")  # those the hand completes (play-through 19, zh 3)
            held = held if isinstance(held, (tuple, list)) else ()
            out["options"] = texts.missing_options(missing, lang, held)
        stray = params.get("stray")
        if isinstance(stray, (tuple, list)) and len(stray) == 4:
            # the typed card that belongs to no substance with the others (play-through 14, en 2)
            out.update(texts.stray_params(*stray, lang))
        return out

    def board_legend(self, lang: str = "en") -> str:
        """What the board's tags mean, shown on the ``?`` screen (issue 21)."""
        return texts.board_legend(lang)

    def action_text(self, view: ChemisView, action: Any, lang: str = "en") -> str:
        return texts.action_text(action, lang, view)

    def typed_action(self, view: ChemisView, action: Any, lang: str = "en") -> str:
        return texts.typed_action(action, lang)

    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: ChemisView | None = None) -> str:
        return texts.event_text(event, lang, names, viewer, view)

    def seat_lines(self, view: ChemisView, lang: str = "en") -> list[str]:
        return texts.seat_lines(view, lang)

    def seat_order(self, view: ChemisView) -> Sequence[int]:
        """Identity order is turn order (CH-2): the seats panel lists A, B, C … as play goes round."""
        return view.order

    def status_text(self, view: ChemisView, lang: str = "en") -> str:
        return texts.status_text(view, lang)

    def lesson_move_facts(self, view: ChemisView, action: Any) -> list[str]:
        """What the guided game may know of one of the learner's moves besides its notation, so
        that a step can refuse the wrong way of doing it (``lessons.Milestone.avoid``): "harm own"
        for a harmful substance (CH-16, ``chem.DAMAGE``) formed into the zone of the player or a
        team-mate, "harm other" into an opponent's. Play-through 19 en 1: the first step took KOH
        into the learner's own zone and ticked it as right; it cost them 2 HP."""
        from . import chem

        if not isinstance(action, Form | actions.Salt) or view.seat is None:
            return []
        if not chem.DAMAGE.get(chem.special_class(action.formula)):
            return []
        owner = view.order[action.zone]
        own = owner == view.seat or (view.team is not None and view.team[owner] == view.team[view.seat])
        return ["harm own" if own else "harm other"]


def _search_hooks() -> Any:
    """The bot module, imported on first use (it imports the bot base class, which the engine
    otherwise does not need)."""
    from . import bot

    return bot


GAME = Chemis()
__all__ = ["GAME", "Chemis", "End", "Pass"]


def placing(state: ChemisState, winners: Sequence[int]) -> tuple[int, ...]:
    """Places by the rules (issue 12 follow-up 2, point 4). CH-12: the last one alive wins, so the
    game is one of survival: the winners first, then the living by HP (CH-31 ranks a game ended by
    the rounds or the cards by HP, equal HP sharing), then the dead, whoever died later higher. Two
    dead never share a place: CH-11 settles one dying player at a time. A place is one more than
    the number of seats ranked strictly better (1, 2, 2, 4)."""
    def key(s: int) -> tuple[int, int]:
        if s in winners:
            return (0, 0)
        if state.alive[s]:
            return (1, -state.hp[s])
        return (2, -state.died[s])

    keys = [key(s) for s in range(state.n)]
    return tuple(1 + sum(1 for other in keys if other < mine) for mine in keys)
