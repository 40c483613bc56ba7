"""Color Clash's card names as players read them, for the shell's line wrapper (``tui/wrap.py``).

The registry asks every game package for this module (``core.registry.card_names``), so the shell
knows no game's data files; it reads only ``cards.toml``, never the engine, so asking is cheap.
"""

from __future__ import annotations

from chemcards.core.data import load_toml

GAME_ID = "color-clash"


def card_names(lang: str) -> list[str]:
    """The ranks' and wild cards' names ("罚摸二", "变色罚摸四"): each one unit a line never tears
    in two ("罚摸" / "二"; issue 12 point 11)."""
    cards = load_toml(GAME_ID, "cards.toml")
    names: list[str] = []
    for group in ("ranks", "wilds"):
        for card in cards.get(group, []):
            name = card.get("name")
            text = name.get(lang) if isinstance(name, dict) else None
            if isinstance(text, str) and text:
                names.append(text)
    return names
