"""Statistics of games against computers (issue 19): games played, won and the average score per
game, computer level and table size, kept in ``stats.json`` beside the settings.

Pure (no Textual): the app adds a finished game, ``chemcards stats`` and the launcher read the
totals. The file has a declared shape; a damaged or foreign file is reported in one sentence and
never overwritten (the game is then not counted), so nothing a person collected is lost.
Counted are finished games of exactly one person against computers; a guided first game is not.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.text import Text

from chemcards.core.match import Match
from chemcards.core.records import save_atomic

from .settings import config_dir

FORMAT = "chemcards-stats"
VERSION = 1
STATS_FILE = "stats.json"
_FIELDS = {"game": str, "level": str, "players": int, "won": bool, "score": (int, float), "place": int,
           "day": str}


class StatsError(Exception):
    """The statistics file cannot be used; the message says why in one sentence."""


def stats_path() -> Path:
    return config_dir() / STATS_FILE


@dataclass(frozen=True, slots=True)
class Entry:
    """One finished game of the person: which game, the computers' level ("mixed" when they
    differ), the table size, won or not, the person's score and place, the day."""

    game: str
    level: str
    players: int
    won: bool
    score: float
    place: int
    day: str

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "level": self.level, "players": self.players, "won": self.won,
                "score": self.score, "place": self.place, "day": self.day}


@dataclass(frozen=True, slots=True)
class Total:
    game: str
    level: str
    players: int
    played: int
    won: int
    average: float


def load(path: Path | None = None) -> list[Entry]:
    """The entries; none when there is no file yet; ``StatsError`` for a damaged or foreign one."""
    path = path or stats_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise StatsError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(raw)
    except ValueError:
        raise StatsError(f"{path} is damaged: it is not readable JSON; it was left as it is") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError(f"{path} is not a chemcards statistics file; it was left as it is")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise StatsError(f"{path} was written by a newer chemcards; please update")
    games = data.get("games")
    if not isinstance(games, list):
        raise StatsError(f"{path} is damaged (games); it was left as it is")
    entries = []
    for item in games:
        if not isinstance(item, dict) or any(not isinstance(item.get(k), t) for k, t in _FIELDS.items()):
            raise StatsError(f"{path} is damaged (a game entry); it was left as it is")
        entries.append(Entry(item["game"], item["level"], item["players"], item["won"],
                             float(item["score"]), item["place"], item["day"]))
    return entries


def entry_for(match: Match, today: _dt.date | None = None) -> Entry | None:
    """The person's entry for a finished game against computers, else ``None``."""
    outcome = match.outcome()
    record = getattr(match, "record", None)  # an online table's match keeps no record here
    if record is None:
        return None
    seats = record.seats
    people = [i for i, s in enumerate(seats) if not s.is_computer]
    if outcome is None or len(people) != 1 or len(seats) < 2:
        return None
    me = people[0]
    levels = {s.level or "medium" for s in seats if s.is_computer}
    level = levels.pop() if len(levels) == 1 else "mixed"
    day = (today or _dt.date.today()).isoformat()
    return Entry(match.game.id, level, len(seats), me in outcome.winners, float(outcome.scores[me]),
                 int(outcome.places[me]), day)


def add(entry: Entry, path: Path | None = None) -> None:
    """Append one game, atomically; ``StatsError`` (file untouched) when the file is damaged."""
    path = path or stats_path()
    entries = load(path)
    entries.append(entry)
    save_atomic(path, {"format": FORMAT, "version": VERSION, "games": [e.to_json() for e in entries]})


def totals(entries: Iterable[Entry]) -> list[Total]:
    """Per game, level and table size: played, won, average score; sorted for reading."""
    groups: dict[tuple[str, str, int], list[Entry]] = {}
    for entry in entries:
        groups.setdefault((entry.game, entry.level, entry.players), []).append(entry)
    return [Total(g, lv, n, len(es), sum(e.won for e in es), sum(e.score for e in es) / len(es))
            for (g, lv, n), es in sorted(groups.items())]


#: the bar cells: won games solid, the rest shaded, so the bars read without colour too (piped)
WON_CELL, LOST_CELL = "█", "░"


def chart(rows: list[Total], labels: list[str], won: str, lost: str, width: int = 78) -> Text:
    """Won and not-won games per row as stacked horizontal bars, each label right-aligned by its
    width in cells (a Chinese character takes two; play-through 14 zh 1), the axis in one column and
    no line wider than ``width``. Rich text: coloured on a screen, plain when piped."""
    numbers = [f" {t.won}/{t.played}" for t in rows]
    room = width - 2 - max(cell_len(n) for n in numbers)
    label_width = min(max(cell_len(label) for label in labels), max(8, room - 20))  # bars ≥ 20 cells
    bar_room = max(4, room - label_width)
    most = max(t.played for t in rows) or 1
    out = Text()
    out.append(WON_CELL * 2, style="green")
    out.append(f" {won}   ")
    out.append(LOST_CELL * 2, style="red")
    out.append(f" {lost}\n")
    for t, label, number in zip(rows, labels, numbers, strict=True):
        full = round(t.played / most * bar_room)
        solid = round(t.won / most * bar_room)
        short = _cut(label, label_width)
        out.append(" " * (label_width - cell_len(short)) + short + " ┤")
        out.append(WON_CELL * solid, style="green")
        out.append(LOST_CELL * (full - solid), style="red")
        out.append(number + "\n")
    out.append(" " * label_width + " └" + "─" * bar_room)
    return out


def _cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` cells, ending in "…" when cut (never half a Chinese character)."""
    if cell_len(text) <= width:
        return text
    while text and cell_len(text) > width - 1:
        text = text[:-1]
    return text.rstrip() + "…"


def _row_lines(row: str, label: str, width: int) -> list[str]:
    """A table row wider than ``width`` goes on after its label (and the colon) on a second,
    indented line, instead of breaking "3.0 分" apart."""
    at = row.find(label)
    if cell_len(row) <= width or at < 0:
        return [row]
    cut = at + len(label) + 1
    return [row[:cut].rstrip(), "  " + row[cut:].strip()]


def game_name(game_id: str, lang: str) -> str:
    """The game's name as the launcher shows it (its ruleset's title), the id for an unknown one."""
    from chemcards.core.registry import game_infos

    info = game_infos().get(game_id)
    return info.title(lang) if info is not None else game_id


def stats_rich(path: Path | None, game: str | None, lang: str, chart_: bool = True, width: int = 78) -> Text:
    """The table (and the chart) for a person, as Rich text; ``StatsError`` for a damaged file."""
    from chemcards.i18n import decimal, ui

    rows = [t for t in totals(load(path)) if game is None or t.game == game]
    counted = counted_note(lang, width)
    if not rows:
        return Text(ui("stats_none", lang) + "\n\n" + counted)
    header = ui("stats_header", lang)
    lines = [header, "-" * min(width, cell_len(header))]
    labels = []
    for t in rows:
        level = ui(f"level_{t.level}", lang) if t.level != "mixed" else ui("stats_mixed", lang)
        label = f"{game_name(t.game, lang)} · {level} · {t.players}"
        labels.append(label)
        row = ui("stats_row", lang, label=label, played=t.played, won=t.won, avg=decimal(t.average, lang))
        lines += _row_lines(row, label, width)
    lines += ["", counted]
    out = Text("\n".join(lines))
    if chart_:
        out.append("\n\n")
        out.append_text(chart(rows, labels, ui("stats_won", lang), ui("stats_lost", lang), width=width))
    return out


def counted_note(lang: str, width: int) -> str:
    """Which games the statistics count, in lines of at most ``width`` cells: a game handed to the
    computer stand-in is not the person's result and is not counted (play-through 16 zh 11; it was
    missing without a word; docs/app.md)."""
    from rich.console import Console

    from chemcards.i18n import ui

    console = Console(width=width, no_color=True)
    return "\n".join(line.plain.rstrip() for line in Text(ui("stats_counted", lang)).wrap(console, width))


def stats_text(path: Path | None, game: str | None, lang: str, chart: bool = True, width: int = 78) -> str:
    """The same as plain text (tests, and whoever wants no colour)."""
    return stats_rich(path, game, lang, chart, width).plain
