"""Every level against every other: the engine of ``chemcards league`` (pure; the CLI layer draws).

A league is a list of match-ups, each one ``chemcards.bots.simulate`` run (the match driver without
a clock, seats rotated each game, seeded), so a league adds no match loop of its own:

- at two players a match-up is one seat of each level (fair share 50 %);
- at ``n`` > 2 players it is one seat of the *later* level of the list (the stronger, by the order
  given) against ``n - 1`` seats of the earlier one (fair share ``1/n``): "does one hard player
  beat a table of mediums?" is what a player meets when they sit down with computers.

Match-up ``k`` plays with seed ``(seed, k)``-derived games, so adding a level to the list leaves the
other match-ups' games unchanged only if their positions are unchanged; the table names the seed.

**Rating.** One number per level from all match-ups together: the Luce (Plackett-Luce first
place) model, in which a seat of strength ``s_L`` wins a game with probability ``s_L / Σ s`` over
the seats at the table. Fitted by Hunter's minorization-maximization (2004); shown on the Elo
scale, ``400 · log10(s_L / s_first)``, so the first level is 0 and 200 points more means three
wins in four at two players. Shared wins count 1/k each; games without a winner are left out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from chemcards.core.seats import LEVELS

from .simulate import GameResult, SimConfig, check_config, game_seed, run_games, wilson

Progress = Callable[[int, int], None]

#: Iterations of the Luce fit; it converges in far fewer for a handful of levels.
FIT_ROUNDS = 2000


@dataclass(frozen=True, slots=True)
class LeagueConfig:
    game: str
    levels: tuple[str, ...]
    players: int = 2
    games: int = 200  # per match-up
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    #: settings for hard/strongest bots (ISMCTS): ``iterations`` or ``seconds`` (see bots.levels)
    hard: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchUp:
    """``focus`` plays one seat, ``other`` the rest."""

    focus: str
    other: str
    players: int

    @property
    def seats(self) -> tuple[str, ...]:
        return (self.focus,) + (self.other,) * (self.players - 1)

    @property
    def fair(self) -> float:
        return 1.0 / self.players


@dataclass(frozen=True, slots=True)
class MatchResult:
    matchup: MatchUp
    games: int
    unfinished: int
    focus_wins: float  # shared wins count 1/k
    other_wins: float  # all ``other`` seats together
    ci_low: float
    ci_high: float

    @property
    def win_rate(self) -> float:
        return self.focus_wins / self.games if self.games else 0.0

    @property
    def beats_fair(self) -> bool:
        """The whole 95 % interval lies above the fair share (issue 18's bar)."""
        return self.ci_low > self.matchup.fair


@dataclass(frozen=True, slots=True)
class LeagueResult:
    config: LeagueConfig
    matches: tuple[MatchResult, ...]
    ratings: dict[str, float]


def matchups(levels: Sequence[str], players: int) -> list[MatchUp]:
    """Every pair of levels once, the later (stronger) one in focus."""
    return [MatchUp(levels[j], levels[i], players)
            for i in range(len(levels)) for j in range(i + 1, len(levels))]


def check_league(config: LeagueConfig) -> None:
    """Every problem as one ValueError sentence, before any game is played."""
    if len(config.levels) < 2:
        raise ValueError("a league needs at least two levels")
    if len(set(config.levels)) != len(config.levels):
        raise ValueError("each level may appear only once in a league")
    for level in config.levels:
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r}; choose one of: {', '.join(LEVELS)}")
    for m in matchups(config.levels, config.players):
        check_config(_sim_config(config, m, 0))


def _sim_config(config: LeagueConfig, matchup: MatchUp, index: int) -> SimConfig:
    return SimConfig(config.game, matchup.seats, config.games, game_seed(config.seed, index),
                     config.options, rotate=True, hard=config.hard)


def run_league(config: LeagueConfig, jobs: int = 1, progress: Progress | None = None,
               on_result: Callable[[int, GameResult], None] | None = None) -> LeagueResult:
    """All match-ups in order; ``progress(done, total)`` counts games over the whole league;
    ``on_result(k, game)`` gets each game of match-up ``k`` as it ends (``run_games``)."""
    check_league(config)
    ups = matchups(config.levels, config.players)
    total = len(ups) * config.games
    results = []
    for k, matchup in enumerate(ups):
        offset = k * config.games

        def step(done: int, _total: int, offset: int = offset) -> None:
            if progress is not None:
                progress(offset + done, total)

        ended = None if on_result is None else partial(on_result, k)
        games = run_games(_sim_config(config, matchup, k), jobs, step, ended)
        results.append(score_match(matchup, games))
    return LeagueResult(config, tuple(results), rate(config.levels, results))


def score_match(matchup: MatchUp, games: Sequence[GameResult]) -> MatchResult:
    """Player 0 of every game is the focus level (``simulate`` reports results in player order)."""
    focus = sum(g.seats[0].win for g in games)
    other = sum(s.win for g in games for s in g.seats[1:])
    low, high = wilson(focus, len(games))
    return MatchResult(matchup, len(games), sum(not g.finished for g in games), focus, other, low, high)


def rate(levels: Sequence[str], matches: Sequence[MatchResult]) -> dict[str, float]:
    """Elo-scale ratings from the Luce model fitted to every match-up (see the module docstring).

    A level that never won (or always won) has no finite maximum-likelihood strength; half a win
    added to each side of every match-up (a common prior) keeps every rating finite."""
    strength = dict.fromkeys(levels, 1.0)
    tables: list[tuple[dict[str, int], dict[str, float]]] = []
    for m in matches:
        decided = m.focus_wins + m.other_wins
        if decided <= 0:
            continue
        counts = {m.matchup.focus: 1, m.matchup.other: m.matchup.players - 1}
        wins = {m.matchup.focus: m.focus_wins + 0.5, m.matchup.other: m.other_wins + 0.5}
        tables.append((counts, wins))
    if not tables:
        return dict.fromkeys(levels, 0.0)
    for _ in range(FIT_ROUNDS):
        new = {}
        for level in levels:
            won = sum(w.get(level, 0.0) for _, w in tables)
            spread = 0.0
            for counts, wins in tables:
                if level in counts:
                    games = sum(wins.values())
                    spread += games * counts[level] / sum(c * strength[lv] for lv, c in counts.items())
            new[level] = won / spread if spread else strength[level]
        scale = new[levels[0]]
        new = {lv: s / scale for lv, s in new.items()}
        done = max(abs(math.log(new[lv] / strength[lv])) for lv in levels) < 1e-10
        strength = new
        if done:
            break
    return {lv: 400.0 * math.log10(strength[lv]) for lv in levels}


# -- pictures -------------------------------------------------------------------------------------
def svg_chart(result: LeagueResult, title: str, lang: str = "en") -> str:
    """Win rates with their 95 % intervals and the fair share, one bar per match-up, as SVG text.

    Hand-written SVG: a chart needs no plotting library, and the file opens in any browser."""
    rows = result.matches
    width, left, bar_h, gap, top = 640, 190, 22, 12, 48
    plot_w = width - left - 30
    height = top + len(rows) * (bar_h + gap) + 40

    def x(p: float) -> float:
        return left + p * plot_w

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="15">{_esc(title)}</text>']
    for tick in range(0, 101, 25):
        out.append(f'<line x1="{x(tick / 100):.1f}" y1="{top - 6}" x2="{x(tick / 100):.1f}" '
                   f'y2="{height - 34}" stroke="#ddd"/>')
        out.append(f'<text x="{x(tick / 100):.1f}" y="{height - 20}" text-anchor="middle">{tick} %</text>')
    for i, m in enumerate(rows):
        y = top + i * (bar_h + gap)
        label = _chart_label(m, lang)
        colour = "#2a7" if m.beats_fair else "#c63"
        out.append(f'<text x="{left - 8}" y="{y + bar_h * 0.7:.1f}" text-anchor="end">{_esc(label)}</text>')
        out.append(f'<rect x="{left}" y="{y}" width="{m.win_rate * plot_w:.1f}" height="{bar_h}" '
                   f'fill="{colour}" opacity="0.75"/>')
        mid = y + bar_h / 2
        out.append(f'<line x1="{x(m.ci_low):.1f}" y1="{mid}" x2="{x(m.ci_high):.1f}" y2="{mid}" '
                   f'stroke="black" stroke-width="2"/>')
        fair = x(m.matchup.fair)
        out.append(f'<line x1="{fair:.1f}" y1="{y - 3}" x2="{fair:.1f}" y2="{y + bar_h + 3}" '
                   f'stroke="black" stroke-dasharray="3,2"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _chart_label(m: MatchResult, lang: str) -> str:
    """A match-up's name on a chart in ``lang`` (play-through 18: „medium vs easy“ in German)."""
    from chemcards.core.i18n import level_label, tr

    return tr("cli", "league_chart_row", lang, focus=level_label(m.matchup.focus, lang),
              other=level_label(m.matchup.other, lang)) + (
        f" ×{m.matchup.players - 1}" if m.matchup.players > 2 else "")


def _cells(text: str) -> int:
    """Terminal cells of ``text``: a wide (Chinese) character takes two. The bots run without Rich
    (tests/test_import_contracts.py), so not ``rich.cells.cell_len``."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def text_chart(result: LeagueResult, width: int = 50, lang: str = "en") -> list[str]:
    """The same chart for a terminal: ``█`` the win rate, ``├─┤`` the interval, ``│`` fair share,
    its words and numbers in ``lang`` (a Chinese label is padded by its cells, not its length)."""
    from chemcards.core.i18n import decimal, tr

    lines = []
    labels = [_chart_label(m, lang) for m in result.matches]
    pad = max(_cells(label) for label in labels)
    for label, m in zip(labels, result.matches, strict=True):
        cells = [" "] * (width + 1)
        filled = round(m.win_rate * width)
        for c in range(filled):
            cells[c] = "█"
        low, high = round(m.ci_low * width), round(m.ci_high * width)
        for c in range(low, high + 1):
            if cells[c] == " ":
                cells[c] = "─"
        cells[low] = "├" if cells[low] != "█" else cells[low]
        cells[high] = "┤"
        fair = round(m.matchup.fair * width)
        cells[fair] = "│" if cells[fair] in " ─" else cells[fair]
        rate = decimal(100 * m.win_rate, lang, 1)
        lines.append(f"{' ' * (pad - _cells(label))}{label} {''.join(cells)} {rate:>5} %")
    lines.append(f"{'':{pad}} 0 %{' ' * (width - 6)}100 %")
    lines.append(f"{'':{pad}} {tr('cli', 'league_chart_legend', lang)}")
    return lines
