"""Play-through 18 de 11: the German rules began „… Regelübersicht; festgelegt markiert Lücken …“:
the marker word was set only in bold, which `chemcards rules` and a plain terminal do not show, so
the sentence read as broken (CHEMIS said „Das Wort festgelegt markiert …“). The word stands in
quotes in the page's opening paragraph, in every language, as the English pages had it."""

from __future__ import annotations

import re

import pytest

from chemcards.core.data import rules_doc

GAMES = ["chemie-kartenspiel", "chemis", "color-clash", "metallurgie"]
#: the marker word as the opening paragraph names it, in its language's quotes
QUOTED = {"de": "„festgelegt“", "en": "“decided”", "zh": "“约定”"}
EN_CHEMIS = "“(decided)”"


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("game_id", GAMES)
def test_pt18_de11_the_decided_word_is_quoted_where_the_rules_introduce_it(game_id: str, lang: str) -> None:
    """Play-through 18 de 11: the opening paragraph names the marker word in quotes, whatever the
    Markdown's emphasis becomes on a screen."""
    text = rules_doc(game_id, lang) or ""
    opening = text.split("\n## ", 1)[0]
    plain = re.sub(r"[*_]", "", opening)
    wanted = EN_CHEMIS if (game_id, lang) == ("chemis", "en") else QUOTED[lang]
    assert wanted in plain, opening
