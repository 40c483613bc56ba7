"""The game registry, fed by the entry-point group ``chemcards.games``.

A game outside this repository plugs in the same way as the built-in ones: its distribution names
an object implementing :class:`~chemcards.core.protocol.Game` under that group.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points

from .protocol import Game

GROUP = "chemcards.games"


class UnknownGame(LookupError):
    pass


#: entry points that could not be loaded, with the reason (shown by ``chemcards games``)
LOAD_ERRORS: dict[str, str] = {}


@cache
def games() -> dict[str, Game]:  # type: ignore[type-arg]
    """Every installed game. A plugin that fails to load is left out (and noted in LOAD_ERRORS)
    rather than taking the whole app down with it."""
    found: dict[str, Game] = {}  # type: ignore[type-arg]
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        try:
            game = ep.load()
        except Exception as exc:  # a third-party plugin may fail in any way
            LOAD_ERRORS[ep.name] = f"{type(exc).__name__}: {exc}"
            continue
        if not isinstance(game, Game):
            LOAD_ERRORS[ep.name] = "not a chemcards Game"
            continue
        found[game.id] = game
    return found


def get_game(game_id: str) -> Game:  # type: ignore[type-arg]
    registered = games()
    try:
        return registered[game_id]
    except KeyError:
        names = ", ".join(sorted(registered)) or "none"
        raise UnknownGame(f"unknown game {game_id!r}; installed games: {names}") from None
