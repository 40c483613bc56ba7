"""One term per concept (play-through 10, issue 21, session 11): the catalogues and the rules pages
say one thing one way. Each entry below is a concept, the term the texts use and the variants a
reader met beside it; a variant may not come back."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards.i18n import catalogue

DOCS = Path(__file__).resolve().parents[1] / "docs" / "rules"

#: (concept, language, catalogue domains and rules pages to read, forbidden variants, the term)
TERMS = [
    # de: „Zurücknehmen“ was both ⌫ (a picked card out again) and u (the last decision back)
    ("u: the last decision back", "de", ("ui",), ("Zurücknehmen",), "Zug zurück"),
    # the Color Clash wild card is the rulebook's „Farbwahl“ (/work/shared/rulebooks, docs/rules)
    ("the Color Clash wild card", "de", ("color-clash", "ui", "lessons", "color-clash.de.md"),
     ("Farbwechsler",), "Farbwahl"),
    # zh: keeping the card just drawn (CC-7) is 保留, as its key k says, not 留下
    ("keep the drawn card", "zh", ("color-clash", "ui", "color-clash.zh.md"), ("留下",), "保留"),
    # zh: undo is 撤销 (u); 撤回 was also the Chemie-Kartenspiel's ⌫
    ("undo", "zh", ("ui", "chemie-kartenspiel"), ("撤回",), "撤销"),
]


def texts(source: str, lang: str) -> list[tuple[str, str]]:
    """(where, text) for every text of ``lang`` in a catalogue domain or a rules page. The typed
    verbs (``verb_*``) are left out: they are the words a player may type, old ones included."""
    if source.endswith(".md"):
        return [(source, (DOCS / source).read_text(encoding="utf-8"))]
    out = []
    for key, entry in catalogue(source).items():
        if key.startswith("verb_") or not isinstance(entry, dict):
            continue
        value = entry.get(lang)
        if isinstance(value, str):
            out.append((f"{source}:{key}", value))
    return out


@pytest.mark.parametrize(("concept", "lang", "sources", "forbidden", "term"), TERMS,
                         ids=[t[0] for t in TERMS])
def test_one_term_per_concept(concept: str, lang: str, sources: tuple[str, ...],
                              forbidden: tuple[str, ...], term: str) -> None:
    found = [(where, word) for source in sources for where, text in texts(source, lang)
             for word in forbidden if word in text]
    assert not found, f"{concept}: say {term!r}, not {found}"


def test_undo_and_the_picked_card_back_have_different_words() -> None:
    """de/en/zh: u (undo the last decision) and the Chemie-Kartenspiel's ⌫ (put the last picked card
    back) never share a word (play-through 10: „Zurücknehmen“ for both in German)."""
    undo, unpick = catalogue("ui")["undo"], catalogue("chemie-kartenspiel")["ck_unpick"]
    for lang in ("de", "en", "zh"):
        assert undo[lang] != unpick[lang]
        assert "zurück" not in unpick[lang].lower() and "撤" not in unpick[lang], unpick[lang]


def test_chinese_off_and_on_are_one_pair() -> None:
    """zh: an option's "off" was 关 in Metallurgie and 关闭 in Color Clash: 关闭 / 开启 everywhere."""
    for domain in ("ui", "metallurgie", "color-clash", "chemis", "chemie-kartenspiel", "online"):
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict):
                assert entry.get("zh") not in ("关", "开"), (domain, key)
