"""The game registry, fed by the entry-point group ``chemcards.games``.

A game outside this repository plugs in the same way as the built-in ones: its distribution names
an object implementing :class:`~chemcards.core.protocol.Game` under that group.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

    from .protocol import Game

GROUP = "chemcards.games"


class UnknownGame(LookupError):
    pass


#: entry points that could not be loaded, with the reason (shown by ``chemcards games``)
LOAD_ERRORS: dict[str, str] = {}


#: games loaded one by one (``load_game``), by entry-point name
_LOADED: dict[str, Game | None] = {}  # type: ignore[type-arg]


@cache
def _entry_points() -> list[EntryPoint]:
    """The group's entry points, read once per process. Reading them imports ``importlib.metadata``
    and reads every installed distribution's metadata (20-40 ms on a busy machine), which is why
    the launcher's first frame lists the built-in games from data instead (:func:`listed_game_infos`)."""
    from importlib.metadata import entry_points

    return sorted(entry_points(group=GROUP), key=lambda e: e.name)


def _load(ep: EntryPoint) -> Game | None:  # type: ignore[type-arg]
    if ep.name not in _LOADED:
        try:
            game = ep.load()
        except Exception as exc:  # a third-party plugin may fail in any way
            LOAD_ERRORS[ep.name] = f"{type(exc).__name__}: {exc}"
            game = None
        from .protocol import Game  # here: listing the games for the first frame needs none of it

        if game is not None and not isinstance(game, Game):
            LOAD_ERRORS[ep.name] = "not a chemcards Game"
            game = None
        _LOADED[ep.name] = game
    return _LOADED[ep.name]


@cache
def games() -> dict[str, Game]:  # type: ignore[type-arg]
    """Every installed game. A plugin that fails to load is left out (and noted in LOAD_ERRORS)
    rather than taking the whole app down with it."""
    found: dict[str, Game] = {}  # type: ignore[type-arg]
    for ep in _entry_points():
        game = _load(ep)
        if game is not None:
            found[game.id] = game
    return found


def load_game(game_id: str) -> Game | None:  # type: ignore[type-arg]
    """One installed game, importing only its own package (the launcher needs only the chosen one)."""
    for ep in _entry_points():
        if ep.name == game_id:
            game = _load(ep)
            if game is not None and game.id == game_id:
                return game
    return games().get(game_id)


def is_loaded(game_id: str) -> bool:
    return _LOADED.get(game_id) is not None


@dataclass(frozen=True)
class GameInfo:
    """What a list of games shows (names, player counts) without importing any engine."""

    id: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    #: the name inside a sentence ("CHEMIS"; ``Game.short_titles``), empty: the title
    short_titles: Mapping[str, str] = field(default_factory=dict)

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id

    def short_title(self, lang: str = "en") -> str:
        return self.short_titles.get(lang) or self.short_titles.get("en") or self.title(lang)

    @classmethod
    def of(cls, game: Game) -> GameInfo:  # type: ignore[type-arg]
        return cls(game.id, dict(game.titles), game.min_players, game.max_players,
                   dict(getattr(game, "short_titles", {}) or {}))


def _info_from_data(name: str) -> GameInfo | None:
    """``rulesets/<id>/game.toml`` when the game ships one (the built-in games do)."""
    from .data import DataError, load_toml

    try:
        data = load_toml(name, "game.toml")
        return GameInfo(str(data["id"]), {str(k): str(v) for k, v in data["title"].items()},
                        int(data["min_players"]), int(data["max_players"]),
                        {str(k): str(v) for k, v in data.get("short", {}).items()})
    except (DataError, KeyError, TypeError, ValueError, AttributeError):
        return None


@cache
def game_infos() -> dict[str, GameInfo]:
    """Every installed game's list entry: from its data file when it has one (nothing imported),
    otherwise from the loaded game (a plugin without that file costs its import, nothing more)."""
    found: dict[str, GameInfo] = {}
    for ep in _entry_points():
        info = _info_from_data(ep.name)
        if info is None or info.id != ep.name:
            game = _load(ep)
            info = GameInfo.of(game) if game is not None else None
        if info is not None:
            found[info.id] = info
    return found


def builtin_game_infos() -> dict[str, GameInfo]:
    """The games that ship with chemcards, by id, from their data files alone: every
    ``rulesets/<id>/game.toml``, in the order of the entry points (by name). Neither the entry
    points nor any engine are read; ``tests/tui/test_tui_launch_start_s17.py`` holds this list to
    the package's entry points, so a built-in game is never listed here and missing there."""
    from .data import ruleset_root

    found: dict[str, GameInfo] = {}
    for folder in sorted(ruleset_root().iterdir(), key=lambda f: f.name):
        if folder.is_dir() and (folder / "game.toml").is_file():
            info = _info_from_data(folder.name)
            if info is not None and info.id == folder.name:
                found[info.id] = info
    return found


def listed_game_infos(wanted: str | None = None) -> dict[str, GameInfo]:
    """What a game list shows now: every installed game (:func:`game_infos`) once the entry points
    have been read; before that the built-in games (:func:`builtin_game_infos`), so the launcher's
    first frame reads no entry points (issue 12 point 8). A plugin game is listed a moment later,
    when the chosen game's engine loads (that reads the entry points); one that ``wanted`` names
    (the game chosen last time) is looked up at once."""
    if _entry_points.cache_info().currsize:
        return game_infos()
    builtin = builtin_game_infos()
    return game_infos() if wanted and wanted not in builtin else builtin


def get_game(game_id: str) -> Game:  # type: ignore[type-arg]
    registered = games()
    try:
        return registered[game_id]
    except KeyError:
        names = ", ".join(sorted(registered)) or "none"
        raise UnknownGame(f"unknown game {game_id!r}; installed games: {names}") from None
