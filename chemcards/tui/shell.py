"""What a screen may ask of the app that hosts it, as a protocol (``ChemcardsApp`` is one).

Screens type ``self.app`` against :class:`Shell` instead of importing the app module, so the app
imports its screens and no screen imports the app back (issue 14: no import cycles). What a screen
wants *done* by the app beyond reading its settings (a person leaves, a copy is saved, the speed
changes) it posts as a message; the app handles it. The end of a game is shown at once
(``game_over``): a board may lay its own screen over the result in the same update.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from chemcards.core.clock import Clock
    from chemcards.core.match import Match
    from chemcards.core.protocol import Game, Player
    from chemcards.core.registry import GameInfo

    from .settings import Settings


class Shell(Protocol):
    settings: Settings
    clock: Clock | None
    save_path: Path
    make_bot: Callable[..., Player]
    games: Callable[[], dict[str, Game[Any, Any, Any]]]

    def games_ready(self) -> bool: ...

    def set_lang(self, lang: str) -> None: ...

    def _remember(self) -> None:
        """Store the settings (unless the app was started not to remember them)."""

    def start_match(self, match: Match) -> None: ...

    def game_over(self, table: Any, again: bool = False) -> None:
        """Show the result of ``table``'s match (the table screen asks at once, not by message);
        ``again`` when the person opens it once more."""

    def new_game_after(self, table: Any) -> None:
        """The launcher with the finished ``table``'s game, seats and options set up."""

    def review_game(self, table: Any) -> bool:
        """The review of ``table``'s finished game; False where it has none."""

    def may_review(self, table: Any) -> bool:
        """Whether ``table``'s finished game has a review (one person against computers)."""

    def start_lesson(self, game_id: str, name: str | None = None) -> None: ...

    # -- the launcher's game list and screens (issue 12: list from data, saved games) --------------
    def game_infos(self) -> dict[str, GameInfo]:
        """The games to list (names, player counts), read without importing any engine."""

    def load_game(self, game_id: str) -> Game[Any, Any, Any] | None:
        """One game, importing only its own package."""

    def game_loaded(self, game_id: str) -> bool: ...

    #: the table the launcher sets up when it opens again (``launcher.Setup``)
    last_setup: Any

    def show_launcher(self) -> None:
        """The launcher, set up as ``last_setup`` (every way back: result, Ctrl+P, a lesson)."""

    def show_saved_games(self) -> None:
        """The Saved games screen (Ctrl+G, the command palette), also when there is none."""

    def _show(self, screen: Any) -> None:
        """Put ``screen`` in place of the launcher or table (the stack stays short)."""
