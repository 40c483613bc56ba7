"""Catalogue-wide text checks from play-through 10 (issue 12/21, session 11). Each test names its
finding."""

from __future__ import annotations

import re
from pathlib import Path

from chemcards.core.i18n import catalogue, tr

_NUMBERS = {"n", "count", "points", "cards", "total", "seconds", "compounds", "hp", "round", "place",
            "played", "won", "left", "owed", "size", "turns", "rounds", "need", "have", "times",
            "data", "id"}


def _domains() -> list[str]:
    root = Path(__file__).resolve().parents[1] / "rulesets"
    return sorted(p.parent.name for p in root.glob("*/i18n.toml"))


def _zh_filled() -> list[tuple[str, str, str, str]]:
    """Every zh entry filled in as a table fills it: a person "小明", a CHEMIS zone by its owner
    and identity ("小红（乙）的反应区", zone_of), numbers 2. (domain, key, raw, text)."""
    zone = tr("chemis", "zone_of", "zh", name="小红", ident="乙")
    out = []
    for domain in _domains():
        for key, entry in catalogue(domain).items():
            raw = entry.get("zh") if isinstance(entry, dict) else None
            if not isinstance(raw, str):
                continue
            params: dict[str, object] = {}
            for name in set(re.findall(r"\{(\w+)", raw)):
                params[name] = 2 if name in _NUMBERS else zone if name == "zone" else "小明"
            out.append((domain, key, raw, tr(domain, key, "zh", **params)))
    return out


def test_pt10_f3_zh_no_doubled_de_after_a_zone() -> None:
    """Play-through 10, finding 3: "小红（乙）的反应区的特殊物质" doubled 的 — a zone named by its
    owner already ends in "的反应区", so nothing after it adds another possessive 的 ("…反应区中的
    特殊物质", "HCl 仍在…反应区中")."""
    zone = tr("chemis", "zone_of", "zh", name="小红", ident="乙")
    found = [(d, k, t) for d, k, raw, t in _zh_filled() if "{zone}的" in raw or f"{zone}的" in t]
    assert not found


def test_pt10_f3_zh_no_chain_of_three_de_in_a_clause() -> None:
    """Play-through 10, finding 3: no clause of a filled-in zh sentence holds three 的 (the zone's
    own "（乙）" counts as part of its clause); two only where the second starts a new phrase."""
    found = []
    for d, k, _raw, t in _zh_filled():
        for clause in re.split(r"[，。：；！？、“”]|（(?![甲乙丙丁戊己]）)|(?<![甲乙丙丁戊己])）", t):
            if clause.count("的") >= 3:
                found.append((d, k, clause))
    assert not found


#: the quote marks of each language: outer pair, and the pair used inside them
QUOTES = {"zh": ("“", "”", "‘", "’"), "en": ("“", "”", "‘", "’"), "de": ("„", "“", "‚", "‘")}


def _nested(text: str, lang: str) -> bool:
    """Whether an outer opening quote stands inside an outer pair ("““过牌”” 不是有效指令")."""
    opening, closing = QUOTES[lang][:2]
    depth = 0
    for ch in text:
        if ch == opening:
            depth += 1
            if depth > 1:
                return True
        elif ch == closing:
            depth = max(0, depth - 1)
    return False


def test_pt10_f7_no_doubled_space_after_cjk_and_no_nested_quotes_in_any_catalogue() -> None:
    """Play-through 10, finding 7: zh refusals read "不允许  ““过牌””不是有效指令" — two spaces
    after Chinese and quotes nested in quotes. No zh entry of any catalogue holds two spaces after
    a Chinese character or a “ inside “…”, as written or filled in."""
    found = []
    for domain, key, raw, text in _zh_filled():
        for where in (raw, text):
            if re.search(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef] {2}", where) or _nested(where, "zh"):
                found.append((domain, key, where))
    assert not found


def test_pt10_f7_a_quoted_value_inside_quotes_takes_the_inner_marks() -> None:
    """Play-through 10, finding 7: a typed move that holds quotes itself (copied with them from the
    example, “过牌”) is quoted with the inner marks inside the sentence's own: “‘过牌’”, „‚passen‘“,
    “‘pass’”, in every catalogue entry that quotes a value."""
    for lang, (o, c, io, ic) in QUOTES.items():
        typed = f"{o}x{c}"
        text = tr("ui", "notation_refused_help", lang, text=typed, help="…")
        assert not _nested(text, lang), text
        assert f"{io}x{ic}" in text, text
    for domain in _domains():
        for key, entry in catalogue(domain).items():
            for lang, (o, c, _io, _ic) in QUOTES.items():
                raw = entry.get(lang) if isinstance(entry, dict) else None
                if not isinstance(raw, str) or not re.search(re.escape(o) + r"[^" + c + r"]*\{", raw):
                    continue
                params = {n: 2 if n in _NUMBERS else f"{o}x{c}" for n in re.findall(r"\{(\w+)", raw)}
                assert not _nested(tr(domain, key, lang, **params), lang), (domain, key, lang)


def test_pt10_f4_chemis_has_one_name_scheme_per_language() -> None:
    """Play-through 10, finding 4 (docs/i18n.md, "A game's names"): where the game is introduced or
    chosen (launcher, rules heading, lesson, result, saved games, lobby) its title in the reader's
    language — „Papierchemie CHEMIS“, "Paper Chemistry CHEMIS", "纸片化学 CHEMIS", inside a sentence
    too since play-through 14 zh 10; the printed Chinese title never on a German or English screen."""
    from chemcards.core.data import rules_doc
    from chemcards.core.registry import GameInfo, game_infos
    from chemcards.games.chemis import GAME

    titles = {"de": "Papierchemie CHEMIS", "en": "Paper Chemistry CHEMIS", "zh": "纸片化学 CHEMIS"}
    info = game_infos()["chemis"]
    for lang, title in titles.items():
        assert GAME.title(lang) == info.title(lang) == tr("chemis", "title", lang) == title
        assert GAME.short_title(lang) == info.short_title(lang) == "CHEMIS"
        assert (rules_doc("chemis", lang) or "").lstrip("# ").startswith(title)
    assert info == GameInfo.of(GAME)
    for lang in ("de", "en"):
        for domain in _domains():
            for key, entry in catalogue(domain).items():
                value = entry.get(lang) if isinstance(entry, dict) else None
                assert not (isinstance(value, str) and "纸片" in value), (domain, key, lang)
        assert "纸片" not in (rules_doc("chemis", lang) or "")
    # a sentence names the game by its title too (play-through 14 zh 10)
    assert tr("ui", "delete_question", "de", game=info.title("de"), seats="Anna", when="10:00").startswith(
        "Das gespeicherte Spiel Papierchemie CHEMIS (Anna; 10:00) löschen?")
