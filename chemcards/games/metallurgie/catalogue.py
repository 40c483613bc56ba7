"""The material of Metallurgie read from ``rulesets/metallurgie/cards.toml`` (MT-1, MT-3, MT-8, MT-9).

A card on the field, in a hand or in the pile is just its metal as a small int: 0 iron, 1 copper,
2 silver, 3 gold (the order in which they may be stacked, MT-4), and ``STOP`` for the stop card.
Cards of one metal are indistinguishable, so nothing more is needed and copies stay cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from chemcards.core.data import DataError, load_toml

from . import hexgrid

GAME_ID = "metallurgie"
IRON = 0
STOP = 4


@dataclass(frozen=True, slots=True)
class Catalogue:
    symbols: tuple[str, ...]  # "Fe", "Cu", "Ag", "Au" in stacking order
    counts: tuple[int, ...]  # MT-1
    min_area: tuple[int, ...]  # MT-8
    remove: tuple[int, ...]  # MT-9
    bonus_cards: tuple[int, ...]  # MT-13
    hand_size: int  # MT-7
    stop_depth: int  # MT-3, MT-14
    overview_cards: int
    stop_cards: int
    start: tuple[tuple[int, int], ...]  # MT-3: (packed position, top metal)

    @property
    def metals(self) -> int:
        return len(self.symbols)

    @property
    def box_total(self) -> int:
        """Every card in the box, overview cards included (110 in the published game)."""
        return sum(self.counts) + sum(self.bonus_cards) + self.stop_cards + self.overview_cards

    @property
    def in_play_total(self) -> int:
        """The cards the program tracks: the box minus the overview cards (108)."""
        return self.box_total - self.overview_cards

    def metal_of(self, symbol: str) -> int:
        try:
            return self.symbols.index(symbol)
        except ValueError:
            for i, s in enumerate(self.symbols):
                if s.lower() == symbol.lower():
                    return i
            raise ValueError(f"unknown metal {symbol!r}; metals are {', '.join(self.symbols)}") from None


@cache
def catalogue() -> Catalogue:
    raw = load_toml(GAME_ID, "cards.toml")
    try:
        metals = raw["metal"]
        symbols = tuple(str(m["symbol"]) for m in metals)
        start = []
        for entry in raw["start"]:
            q, r = entry["pos"]
            start.append((hexgrid.pack(int(q), int(r)), symbols.index(entry["top"])))
        cat = Catalogue(
            symbols=symbols,
            counts=tuple(int(m["count"]) for m in metals),
            min_area=tuple(int(m["min_area"]) for m in metals),
            remove=tuple(int(m["remove"]) for m in metals),
            bonus_cards=tuple(int(m.get("bonus_cards", 0)) for m in metals),
            hand_size=int(raw["hand_size"]),
            stop_depth=int(raw["stop_depth"]),
            overview_cards=int(raw["overview_cards"]),
            stop_cards=int(raw["stop_cards"]),
            start=tuple(start),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"rulesets/{GAME_ID}/cards.toml is malformed: {exc!r}") from exc
    if cat.metals != STOP:
        raise DataError(f"rulesets/{GAME_ID}/cards.toml must list exactly {STOP} metals")
    return cat
