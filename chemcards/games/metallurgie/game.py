"""Metallurgie as a chemcards ``Game``: the rules (``rules.MetallurgieRules``) with the texts a front
end shows and the game's own computer player. Rule digest: ``shared/rules/metallurgie.md``;
notation: ``docs/notation-metallurgie.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from chemcards.core.protocol import Event, Game
from chemcards.core.rng import Rng

from . import texts
from .actions import Action
from .rules import MetallurgieRules
from .state import State
from .view import MetallurgieView

if TYPE_CHECKING:
    from chemcards.bots.base import Bot


class Metallurgie(MetallurgieRules, Game[State, Action, MetallurgieView]):
    board = "chemcards.games.metallurgie.board:MetallurgieBoard"
    move_example = "place Cu 49/21"

    # -- players ---------------------------------------------------------------------------------
    def heuristic_bot(self, seat: int, rng: Rng) -> Bot | None:
        from .bot import MetallurgieHeuristic

        return MetallurgieHeuristic(self, seat, rng)

    # -- texts -----------------------------------------------------------------------------------
    def action_text(self, view: MetallurgieView, action: Any, lang: str = "en") -> str:
        return texts.action_text(action, lang)

    def typed_action(self, view: MetallurgieView, action: Any, lang: str = "en") -> str:
        return texts.typed_action(action, lang)

    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: Any = None) -> str:
        return texts.event_text(event, lang, names, viewer)

    def seat_lines(self, view: MetallurgieView, lang: str = "en") -> list[str]:
        return texts.seat_lines(view, lang)

    def refusal_params(self, params: dict[str, Any], lang: str = "en") -> dict[str, Any]:
        """A refusal's parameters for its sentence: the engine names metals by symbol (its English
        reason says "You have no Au card"); a person reads the metal's name, as in the log
        ("Du hast keine Goldkarte", "你手里没有金牌"; issue 21), and a position by the name the field
        shows beside it ("50/20", not the notation's "0,0"; issue 12 point 12)."""
        return {k: texts.metal_name(v, lang) if k in ("metal", "lower") and isinstance(v, str)
                else texts.place(v) if k == "pos" else v
                for k, v in params.items()}

    def status_text(self, view: MetallurgieView, lang: str = "en") -> str:
        return texts.status_text(view, lang)


GAME = Metallurgie()
