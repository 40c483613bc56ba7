"""CHEMIS's card names as players read them, for the shell's line wrapper (``tui/wrap.py``).

The registry asks every game package for this module (``core.registry.card_names``), so the shell
knows no game's data files; it reads only this game's data, never the engine, so asking is cheap
(the launcher wraps text before any engine is loaded).
"""

from __future__ import annotations

from chemcards.core.data import load_toml

GAME_ID = "chemis"


def card_names(lang: str) -> list[str]:
    """The function cards (``deck.toml``, named by ``fn_*`` in the catalogue) and the counter card
    (``counter_name`` without its multiplier): each is one unit a line never tears in two
    ("升" / "温", "计数" / "牌"; issue 12 point 7)."""
    functions = {f"fn_{card.get('name')}" for card in load_toml(GAME_ID, "deck.toml").get("function", [])}
    names: list[str] = []
    for key, entry in load_toml(GAME_ID, "i18n.toml").items():
        if (key in functions or key == "counter_name") and isinstance(entry, dict):
            text = entry.get(lang)
            if isinstance(text, str):
                names.append(text.split("{")[0].replace("×", "").strip())
    return [n for n in names if n]
