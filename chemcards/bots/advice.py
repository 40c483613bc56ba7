"""What the hard computer would play, and how much each move is worth to it (issue 19).

The hint (a key at the table) and the review after a game both ask the same question of the
hard level: given *one seat's view* — never a state, so no hidden card can leak into advice —
which move would it choose, and what does its search estimate for the moves it weighed? The
estimate is the search's mean reward for the seat after the move: a win counts fully, a better
place partly (``ismcts.outcome_rewards``); with two players that is the chance to win, and so it
is for Color Clash from three seats on, whose search is judged by the chance to win alone
(``ColorClashSearch.paired_search``).

Pure and synchronous: the app runs :func:`advise` in a worker thread, off the event loop, and the
review runs it once per decision of a finished game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from chemcards.core.i18n import ui
from chemcards.core.protocol import Game
from chemcards.core.rng import Rng

from .ismcts import ISMCTSBot
from .levels import make_bot

#: iterations of the hint's search: the hard level's own budget, so the hint is what it would play
HINT_ITERATIONS = 500


@dataclass(frozen=True, slots=True)
class Estimate:
    action: Any
    #: the search's mean reward for the seat after this move, in [0, 1]
    value: float
    visits: int


@dataclass(frozen=True, slots=True)
class Advice:
    """The hard player's move for one view, and the moves it weighed, best estimate first."""

    action: Any
    estimates: tuple[Estimate, ...]

    def value_of(self, action: Any) -> float | None:
        for estimate in self.estimates:
            if estimate.action == action:
                return estimate.value
        return None

    def visits_of(self, action: Any) -> int:
        for estimate in self.estimates:
            if estimate.action == action:
                return estimate.visits
        return 0

    @property
    def runner_up(self) -> Estimate | None:
        """The best-valued move other than the chosen one."""
        return next((e for e in self.estimates if e.action != self.action), None)


def advise(
    game: Game,  # type: ignore[type-arg]
    seat: int,
    view: Any,
    legal: Sequence[Any],
    *,
    seed: int | None = None,
    iterations: int = HINT_ITERATIONS,
) -> Advice:
    """The hard level's choice for ``seat`` from ``view`` among ``legal``. Seeded for a
    reproducible answer (tests, the review); the wall-clock cap is off, so the budget is the
    iteration count and a slow machine only takes longer."""
    if not legal:
        raise ValueError("there is no move to advise on")
    if len(legal) == 1:
        return Advice(legal[0], (Estimate(legal[0], float("nan"), 0),))
    bot = make_bot(game, seat, "hard", Rng(seed), iterations=iterations, seconds=None)
    action = bot.choose(view, list(legal))
    values = bot.last_values if isinstance(bot, ISMCTSBot) else {}
    estimates = sorted(
        (Estimate(a, v, n) for a, (n, v) in values.items()),
        key=lambda e: (-e.value, -e.visits, str(e.action)),
    )
    return Advice(action, tuple(estimates))


def hint_line(game: Game, view: Any, advice: Advice, lang: str) -> str:  # type: ignore[type-arg]
    """One line for a person: the move and why. The game's own reason where it has one
    (``GameTexts.hint_reason``: "keeps the wild for later"), else what the search estimated."""
    move = game.action_text(view, advice.action, lang)
    why = game.hint_reason(view, advice.action, lang)
    if not why:
        chosen = advice.value_of(advice.action)
        other = advice.runner_up
        if chosen is None or chosen != chosen:  # NaN: the only move
            why = ui("hint_only_move", lang)
        elif other is None:
            why = ui("hint_why_alone", lang, p=round(100 * chosen))
        else:
            p, q = round(100 * chosen), round(100 * other.value)
            # Chinese quotes the other move ("改为“把铁放在 M20”：胜率约 42%", play-through 9): a
            # move ending in a place or holding a colon ("乙：升温") stays one unit in the sentence
            alt = game.action_text(view, other.action, lang)
            # the search picks the move it tried most, not the best mean: a runner-up may show more
            # on fewer tries, and "a close call … 51%, the other 52%" read as a wrong hint (issue 21)
            # "from fewer tries" only when they were fewer: a search that tries every move equally
            # often (Color Clash from three seats on, session 10) kept its move because the other's
            # better estimate was not clear, which is a close call
            fewer = other.visits < advice.visits_of(advice.action)
            key = (
                "hint_why_surer" if q > p and fewer else "hint_why_close" if p - q < 3 else "hint_why_search"
            )
            why = ui(key, lang, p=p, alt=alt, q=q)
    # the move as the move box reads it, to type exactly as written (play-through 10: "add N" wanted
    # its charge, "add N(-3)"); left out where the move in words is that text already ("draw")
    # (a stand-in with only the two texts above, as tests use, has no typed form)
    typed_action = getattr(game, "typed_action", None)
    typed = typed_action(view, advice.action, lang) if typed_action is not None else ""
    if typed and typed != move:
        return ui("hint_line_typed", lang, move=move, typed=typed, why=why)
    return ui("hint_line", lang, move=move, why=why)
