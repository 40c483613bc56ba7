"""Play-through 18, de 11 and de 13 (misc19 items 3 and 4): wording a German reader met outside the
catalogues, in the CHEMIS rules page and the README."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards.core.data import rules_doc
from chemcards.core.registry import get_game
from chemcards.i18n import LANGS

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


@pytest.mark.parametrize("game_id", GAMES)
def test_pt18_de13_the_readme_lists_every_name_the_app_shows(game_id: str) -> None:
    """de 13: the German launcher says „Papierchemie CHEMIS“, the README listed „纸片化学 CHEMIS“
    only; the game's row names it as the app does in each language, so a reader finds it."""
    rows = [line for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("|") and f"| `{game_id}` |" in line]
    assert len(rows) == 1, rows
    game = get_game(game_id)
    assert all(game.title(lang) in rows[0] for lang in LANGS), rows[0]


def test_pt18_de11_the_chemis_rules_say_how_a_card_is_shown_in_german() -> None:
    """de 11: „die Bildschirme schreiben die Karte“ is no German sentence; the page (what
    ``chemcards rules chemis --lang de`` and F1 print) says the screen shows the card as printed."""
    text = rules_doc("chemis", "de") or ""
    assert "Bildschirme schreiben" not in text
    assert "auf dem Bildschirm steht die Karte, etwa [OH]" in text


def test_pt19_en8_the_readme_lists_the_games_in_the_launchers_order() -> None:
    """Play-through 19, en 8: ←/→ on the launcher's game went in another order than the README's
    table, which looked random. The README lists them as the launcher and `chemcards games` do."""
    import re

    from chemcards.core.registry import games

    ids = re.findall(r"^\|[^\n]*\| `([a-z-]+)` \| \d", (ROOT / "README.md").read_text(encoding="utf-8"), re.M)
    assert ids == list(games()), ids
