"""App texts of online play in de/en/zh through the catalogue (rulesets/online/i18n.toml): every
refusal the server can send and every text the online screens show has all three languages."""

from __future__ import annotations

import re
from pathlib import Path

from chemcards.i18n import LANGS, catalogue

NET = Path(__file__).resolve().parents[2] / "chemcards"


def test_every_online_text_and_server_refusal_is_translated() -> None:
    texts = catalogue("online")
    assert texts, "rulesets/online/i18n.toml is missing"
    for key, entry in texts.items():
        assert all(entry.get(lang) for lang in LANGS), f"{key} lacks a language"
    sources = [p.read_text(encoding="utf-8") for p in (NET / "net").glob("*.py")]
    refusals = {k for src in sources for k in re.findall(r'Refused\("([a-z_]+)"', src)}
    refusals |= {k for src in sources for k in re.findall(r'Error\(key="([a-z_]+)"', src)}
    assert refusals >= {"no_room", "bad_token", "not_your_turn", "rate_limited", "bad_message", "flood"}
    ui_texts = catalogue("ui")
    missing = sorted(k for k in refusals if k not in texts and k not in ui_texts)
    assert not missing, f"refusals without a text: {missing}"
    screen = (NET / "tui" / "online.py").read_text(encoding="utf-8")
    used = set(re.findall(r'\bt\("([a-z_0-9]+)"[,)]', screen))
    missing = sorted(used - set(texts))
    assert not missing, f"screen texts without a catalogue entry: {missing}"
