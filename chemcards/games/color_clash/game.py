"""Color Clash as a chemcards ``Game``: the protocol methods, each handing over to the module that
holds the rules (``rounds`` deal and score, ``rules`` plays turns, ``view`` hides cards, ``texts``
speaks). Rule digest: ``shared/rules/color-clash.md``; notation: ``docs/notation-color-clash.md``.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from chemcards.core.i18n import tr, translated, untranslated
from chemcards.core.protocol import Event, Game, Option, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat, shown_name

from . import rules, texts
from .actions import CALL_ACTION, CATCH, CLOSE, DRAW, KEEP, PASS, PLAY, PLAYS, TIMEOUT, Action, parse_action
from .bot import (
    ROLLOUT_CAP,
    ColorClashEasy,
    ColorClashHeuristic,
    ColorClashSearch,
    evaluate_position,
    rollout_choice,
)
from .catalogue import MAX_PLAYERS, MIN_PLAYERS, WD4_FACE, WILD_FACE
from .options import build_options, family_defaults
from .rounds import start_game
from .state import State
from .view import ColorClashView, determinize, make_view

if TYPE_CHECKING:
    from chemcards.bots.base import Bot

#: seconds of the "Last card!" window (CC-10: "within 3 seconds after")
CALL_WINDOW_SECONDS = 3.0
#: seconds of a person's own "Last card!" window in which no computer acts, at any level and speed
#: [decided, CC-14]: half the window. A person who reacts at once to the window on the screen (well
#: under a second, plus finding the key) always makes the call; one who hesitates can still be
#: caught by a quick computer before the 3 seconds end (CC-11). Play-through 18, zh 2: a hard
#: computer caught a person 0.8 s after the window was shown.
PERSON_CALL_FLOOR = 1.5


class ColorClash(Game[State, Action, ColorClashView]):
    id = "color-clash"
    titles: Mapping[str, str] = MappingProxyType(
        {"de": "Color Clash", "en": "Color Clash", "zh": "Color Clash 色彩对决"})
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    board = "chemcards.games.color_clash.board:ColorClashBoard"
    move_example = "play R7"
    #: the hint's figure is the chance to win at any table size: from three seats on the search is
    #: judged by it alone (``ColorClashSearch.paired_search``, CC-15)
    hint_value_is_win_chance = True

    def __init__(self) -> None:
        self._options = build_options()

    # -- setup ---------------------------------------------------------------------------------
    def options(self) -> Sequence[Option]:
        return self._options

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Values may come as numbers from a command line (``turn_time=30``); family evening fills
        its own defaults for length and turn time (CC-20) before the generic check."""
        given = {k: str(v) for k, v in (given or {}).items()}
        return super().resolve_options(family_defaults(given))

    def board_legend(self, lang: str = "en") -> str:
        """The card faces and their signs, on the ``?`` screen (issue 21)."""
        return texts.board_legend(lang)

    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> State:
        self.check_players(len(seats))
        return start_game(seats, self.resolve_options(options), rng)

    def start(self, seats: Sequence[Seat], options: Mapping[str, Any],
              rng: Rng) -> tuple[State, list[Event]]:
        self.check_players(len(seats))
        events: list[Event] = []
        return start_game(seats, self.resolve_options(options), rng, events), events

    # -- the hot path: bound straight to the rules' functions, no extra call frame --------------
    legal_actions = staticmethod(rules.legal_actions)  # type: ignore[assignment]
    apply = staticmethod(rules.apply)  # type: ignore[assignment]

    #: who may act now (``State.acting``) and the result (``State.result``), read by C-level getters
    to_act = staticmethod(attrgetter("acting"))  # type: ignore[assignment]
    outcome = staticmethod(attrgetter("result"))  # type: ignore[assignment]

    def clone(self, state: State) -> State:
        return state.clone()

    # -- information ---------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> ColorClashView:
        return make_view(state, seat)

    def determinize(self, view: ColorClashView, rng: Rng) -> State:
        return determinize(view, rng)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def state_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    # -- time (the driver runs the clock; the engine never reads one, CC-14) ----------------------
    def referee_timer(self, view: ColorClashView, actions: Sequence[Action],
                      options: Mapping[str, Any]) -> tuple[float, Hashable] | None:
        kinds = {a.kind for a in actions}
        if CLOSE in kinds:  # CC-10 / CC-14: the 3-second window in real time
            return CALL_WINDOW_SECONDS, ("window", view.round, len(view.discard), view.window)
        if TIMEOUT in kinds and view.turn_time:  # CC-21: a draw does not restart the turn's clock
            return float(view.turn_time), ("turn", view.round, view.current, len(view.discard))
        return None

    def reaction_floor(self, view: ColorClashView) -> float:
        """CC-10, CC-14: while a person may still call in their own window, no computer catches (or
        passes) before ``PERSON_CALL_FLOOR``; a computer's own window has no floor, so a person may
        still be beaten to it by a quick caller."""
        owner = view.window
        if view.phase != "window" or owner is None or view.seats[owner].is_computer:
            return 0.0
        return PERSON_CALL_FLOOR

    # -- seats and bots ------------------------------------------------------------------------
    def leave_seat(self, state: State, seat: int, level: str = "medium") -> list[Event]:
        """CC-22: a marked computer substitute plays the seat on; it cannot score, and if it goes out
        first nobody scores that round (``rules._score_winner``). In hot-seat nobody comes back, so the
        seat stays a substitute to the end of the game [decided]."""
        if not 0 <= seat < state.n:
            raise ValueError(f"there is no seat {seat}")
        return super().leave_seat(state, seat, level)

    def easy_bot(self, seat: int, rng: Rng) -> Bot:
        return ColorClashEasy(self, seat, rng)

    def heuristic_bot(self, seat: int, rng: Rng) -> Bot:
        return ColorClashHeuristic(self, seat, rng)

    def search_bot(self, seat: int, rng: Rng, **budget: Any) -> Bot:
        """ISMCTS whose sampled hands use what the other seats' draws showed (``bot.HandMemory``)."""
        return ColorClashSearch(self, seat, rng, **budget)

    #: Search hooks (``chemcards.bots.ismcts``): playouts play like medium (``bot.rollout_choice``),
    #: are cut after ``bot.ROLLOUT_CAP`` actions and judged by hand sizes (``bot.evaluate_position``).
    #: Bound straight to the functions: a playout calls the policy once per action.
    rollout_action = staticmethod(rollout_choice)  # type: ignore[assignment]
    rollout_cap = ROLLOUT_CAP

    evaluate = staticmethod(evaluate_position)  # type: ignore[assignment]

    # -- text ----------------------------------------------------------------------------------
    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: Any = None) -> str:
        return texts.event_text(event, lang, names, viewer)

    def outcome_column(self, outcome: Outcome, lang: str = "en") -> tuple[str, list[str]] | None:
        """CC-26: the last round's hands as they stood when its winner went out, with their points.
        Where the places rest on the order out (``places_by`` "out", CC-16), each cell says first
        whether that seat went out or still held cards (play-through 18, en 5, zh 6)."""
        rounds = outcome.details.get("rounds") or []
        cells = texts.round_hands(rounds[-1], lang) if rounds else None
        if cells is None:
            return None
        if outcome.details.get("places_by") == "out":
            return texts.hand_header(lang, by_out=True), texts.out_cells(rounds[-1], cells, lang)
        return texts.hand_header(lang), cells

    def outcome_text(self, outcome: Outcome, lang: str = "en") -> str:
        """How the game ended, and on what the places rest, from the engine's ranking
        (``rounds.final_outcome``): the order out of the round (CC-16), those still holding cards
        last, or the totals (CC-19). Play-through 17, en 12: the result ranked those who had not
        gone out without saying on what. Said where a loser's place could be asked about: from
        three seats on in one round, at any table by totals; not without a winner."""
        ended = super().outcome_text(outcome, lang)
        by = outcome.details.get("places_by")
        if not outcome.winners or by not in ("out", "points") or (by == "out" and len(outcome.places) < 3):
            return ended
        places = tr(self.id, f"outcome_places_{by}", lang)
        return f"{ended}\n{places}" if ended else places

    def outcome_seat_note(self, outcome: Outcome, seats: Sequence[Seat], lang: str = "en") -> str:
        """CC-22: why the last round's winner scored nothing, in one line of the result (play-through
        11, de 2: "1. ★ Player 1 [Computer substitute] … 0" with the reason only in the log)."""
        rounds = outcome.details.get("rounds") or []
        winner = rounds[-1].get("winner") if rounds else None
        if winner is None or not 0 <= winner < len(seats) or not seats[winner].substitute:
            return ""
        return tr(self.id, "outcome_no_score_substitute", lang, who=shown_name(seats[winner].name))

    def lesson_facts(self, view: ColorClashView) -> list[str]:
        """What the guided game may know of the learner's hand besides the legal moves
        (``lessons.Milestone.possible``): "hold 3 cards". "Last card!" (CC-10) is named as what
        comes next only when it can come up soon (play-through 13, en 2: it was named for many
        turns with seven cards in the hand)."""
        return [f"hold {len(view.hand)} cards"]

    def seat_lines(self, view: ColorClashView, lang: str = "en") -> list[str]:
        return texts.seat_lines(view, lang)

    def win_contenders(self, view: ColorClashView) -> int:
        """A one-round game is won by the first seat out (CC-15, CC-19): once the round has its
        winner nobody still holding cards can win, and the play for places (CC-16) is no win
        chance to share (play-through 17, zh 12). In a longer game every seat, also one out of
        this round, plays on for the highest total."""
        if view.rounds_total == 1 and view.winner is not None:
            return 0
        return len(view.seats)

    def hint_reason(self, view: ColorClashView, action: Any, lang: str = "en") -> str:
        """Issue 19: the few reasons a newcomer should hear in their own words. A play that says
        "Last card!" (CC-10); a coloured card played while a wild waits in the hand (a wild fits
        anything later, CC-6); else "" and the hint tells what the search estimated."""
        if not isinstance(action, Action) or action.kind != PLAY:
            return ""
        if action.call:
            return tr(self.id, "hint_call", lang)
        if action.face not in (WILD_FACE, WD4_FACE) and any(f in (WILD_FACE, WD4_FACE) for f in view.hand):
            return tr(self.id, "hint_keep_wild", lang)
        return ""

    def dominant_move(self, action: Any, legal: Sequence[Any], next_own: str | None = None) -> Action | None:
        """The review's rule (``chemcards.bots.review``): a move the rules make never worse than
        ``action``, else None. CC-10, CC-11: the second-to-last card played without "Last card!"
        when the same play with the call was legal (play-through 12, zh 3: the learner was caught
        and the review said nothing). ``next_own``: the seat's own next step; "call" there is
        the call made in the window in time (CC-10), as good as the call with the play
        (play-through 18, en: the review named a play whose call the person had made with `l`)."""
        if not isinstance(action, Action) or action.kind != PLAY or action.call:
            return None
        if next_own == str(CALL_ACTION):
            return None
        called = PLAYS[1][action.face][action.colour]
        return called if called in legal else None

    def action_text(self, view: ColorClashView, action: Any, lang: str = "en") -> str:
        return texts.action_text(action, lang, [seat.name for seat in view.seats])

    def example_action(self, view: ColorClashView, legal: Sequence[Any]) -> Any | None:
        """The move box's example from the person's own hand (play-through 21, en 9: "play red 7"
        to a hand without it): a card they may play now, a coloured one before a Wild, without the
        "Last card!" call; with no card to play, the move they have instead (draw, keep, pass:
        play-through 22, zh 1: "出 红 7" to a hand with nothing to play); None (the fixed example)
        only when it is not their turn."""
        plays = [a for a in legal if isinstance(a, Action) and a.kind == PLAY and not a.call]
        plain = [a for a in plays if a.face not in (WILD_FACE, WD4_FACE)]
        instead = [a for a in legal if isinstance(a, Action) and a.kind in (DRAW, KEEP, PASS)]
        return (plain or plays or instead or [None])[0]

    def typed_action(self, view: ColorClashView, action: Any, lang: str = "en") -> str:
        if getattr(action, "kind", None) == CATCH:  # people count seats from 1 (issue 12 point 14)
            return translated(self.id, f"catch {action.target + 1}", lang)
        return texts.typed_action(action, lang)

    def read_typed(self, view: ColorClashView, text: str) -> Action:
        """The move box reads a seat to catch as people count it, from 1 like the launcher and the
        seats panel, or by its name ("catch 2", "erwische Bob"); only the record's notation counts
        from 0 (docs/notation-color-clash.md). Play-through 10: "catch 2" caught the third seat."""
        words = untranslated(self.id, text).split(maxsplit=1)
        if len(words) != 2 or words[0].lower() != "catch":
            return parse_action(" ".join(words))
        who = words[1].strip()
        names = [seat.name.casefold() for seat in view.seats]
        if who.isdigit() and 1 <= int(who) <= len(view.seats):
            return parse_action(f"catch {int(who) - 1}")
        if who.casefold() in names:
            return parse_action(f"catch {names.index(who.casefold())}")
        raise ValueError(f"there is no seat {who!r}: catch a seat by its number from 1 to "
                         f"{len(view.seats)} or by its name")

    def refusal_params(self, params: dict[str, Any], lang: str = "en") -> dict[str, Any]:
        """A refused catch names the seat as people count it, from 1 (issue 12 point 14)."""
        return {k: v + 1 if k == "seat" and isinstance(v, int) else v for k, v in params.items()}

    def status_text(self, view: ColorClashView, lang: str = "en") -> str:
        return texts.status_text(view, lang)


GAME = ColorClash()
