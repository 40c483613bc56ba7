"""A sentence names a game as every screen does, by its title in the reader's language: "未完成的
CHEMIS 已保留" stood beside "纸片化学 CHEMIS" in the launcher, the result and the saved games
(play-through 14 zh 10)."""

from __future__ import annotations

from pathlib import Path

import pytest

import chemcards
from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.tui import saves

TITLES = {("chemis", "de"): "Papierchemie CHEMIS", ("chemis", "en"): "Paper Chemistry CHEMIS",
          ("chemis", "zh"): "纸片化学 CHEMIS",
          ("chemie-kartenspiel", "zh"): "Das Chemie-Kartenspiel 化学卡牌游戏"}


@pytest.mark.parametrize(("game_id", "lang"), sorted(TITLES))
def test_pt14_zh_10_the_kept_unfinished_game_is_named_by_its_title(tmp_path: Path, game_id: str,
                                                                   lang: str) -> None:
    path = tmp_path / "current.json"
    game = registry.get_game(game_id)
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1, autosave=path)
    seat = match.to_act()[0]
    match.act(seat, match.legal(seat)[0])
    kept = saves.archive_unfinished(path)
    assert kept is not None
    line = saves.kept_message(kept, lang)
    assert TITLES[(game_id, lang)] in line, line


def test_pt14_zh_10_no_screen_names_a_game_by_a_second_short_name() -> None:
    """The delete question of the saved games, the launcher's too-few/too-many seats and the rules
    screen without rules name the game as the launcher lists it, like the kept-game notice."""
    root = Path(chemcards.__file__).parent
    users = [str(p.relative_to(root)) for p in root.rglob("*.py") if ".short_title(" in p.read_text("utf-8")]
    assert users == [], users
