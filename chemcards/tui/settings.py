"""Where the app keeps its small settings file and its saved games, and what it remembers.

Pure (no Textual import) so that ``chemcards resume`` and the startup benchmark can find files
without paying for the UI. Paths follow the XDG base directories, so tests and users can move them.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated

import msgspec

from chemcards.core.records import save_atomic
from chemcards.core.schema import InputError, decode_json, read_capped

APP_DIR = "chemcards"
SETTINGS_FILE = "settings.json"
CURRENT_SAVE = "current.json"

#: seconds a computer's move stays visible before the next one; "instant" is for tests and the impatient
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
DEFAULT_SPEED = "normal"


def _base(env: str, fallback: str) -> Path:
    value = os.environ.get(env, "").strip()
    # The XDG spec says relative paths are invalid and must be ignored.
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / fallback


def config_dir() -> Path:
    return _base("XDG_CONFIG_HOME", ".config") / APP_DIR


def data_dir() -> Path:
    return _base("XDG_DATA_HOME", ".local/share") / APP_DIR


def saves_dir() -> Path:
    return data_dir() / "saves"


def current_save_path() -> Path:
    """The one autosave of the game in progress: ``chemcards resume`` continues it."""
    return saves_dir() / CURRENT_SAVE


@dataclass
class SeatSetting:
    """A seat of the table last started from the launcher (its name as typed)."""

    name: str
    computer: bool = False
    level: str = "medium"


@dataclass
class Settings:
    lang: str = "en"
    speed: str = DEFAULT_SPEED
    game: str = ""  # the game chosen last time, preselected in the launcher
    #: the seats last started from the launcher: it opens with them after a restart (play-through
    #: 12, zh#11: typed names were lost)
    seats: list[SeatSetting] = field(default_factory=list)
    #: each game's launcher options as last chosen (game id -> option key -> value): they come back
    #: after a restart as the seats and the speed do (play-through 16, zh 12: Color Clash "all people
    #: out: round ends" was back at "computers play on")
    options: dict[str, dict[str, str | int]] = field(default_factory=dict)

    @property
    def pause(self) -> float:
        return SPEEDS.get(self.speed, SPEEDS[DEFAULT_SPEED])


class SeatFile(msgspec.Struct):
    """A remembered seat in ``settings.json``."""

    name: Annotated[str, msgspec.Meta(max_length=32)]
    computer: bool = False
    level: Annotated[str, msgspec.Meta(max_length=16)] = "medium"


class SettingsFile(msgspec.Struct):
    """The declared schema of ``settings.json``: unknown keys are ignored (a newer chemcards may
    add some), a wrong type is damage."""

    lang: Annotated[str, msgspec.Meta(max_length=8)] = Settings.lang
    speed: Annotated[str, msgspec.Meta(max_length=16)] = DEFAULT_SPEED
    game: Annotated[str, msgspec.Meta(max_length=64)] = ""
    seats: Annotated[list[SeatFile], msgspec.Meta(max_length=8)] = []
    options: Annotated[dict[Annotated[str, msgspec.Meta(max_length=64)],
                            Annotated[dict[Annotated[str, msgspec.Meta(max_length=64)],
                                           str | int], msgspec.Meta(max_length=32)]],
                       msgspec.Meta(max_length=32)] = {}


#: a settings file is a few dozen bytes
MAX_SETTINGS_BYTES = 64 * 1024


def load_settings(path: Path | None = None) -> Settings:
    """A missing or damaged settings file silently gives defaults: it only holds preferences.
    Read like every file of ours (``core.schema``): a capped regular file, strictly typed."""
    path = path or config_dir() / SETTINGS_FILE
    try:
        spec = decode_json(read_capped(path, MAX_SETTINGS_BYTES, "settings file"), SettingsFile, path)
    except InputError:
        return Settings()
    settings = Settings(lang=spec.lang, speed=spec.speed, game=spec.game,
                        seats=[SeatSetting(s.name, s.computer, s.level) for s in spec.seats],
                        options={game: dict(chosen) for game, chosen in spec.options.items()})
    from chemcards.i18n import LANGS

    if settings.lang not in LANGS:
        settings.lang = Settings.lang
    if settings.speed not in SPEEDS:
        settings.speed = DEFAULT_SPEED
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Best effort: a read-only home must not stop a game. A settings file we could not read is
    not overwritten: it is kept as ``settings.damaged-<time>.json`` first (nothing we read is
    lost, issue 13)."""
    path = path or config_dir() / SETTINGS_FILE
    with contextlib.suppress(OSError):
        if path.is_file():
            try:
                decode_json(read_capped(path, MAX_SETTINGS_BYTES, "settings file"), SettingsFile, path)
            except InputError:
                path.replace(path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json"))
        save_atomic(path, asdict(settings))
