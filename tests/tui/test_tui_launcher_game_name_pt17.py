"""Play-through 17, zh 14: the launcher's message at the seat limit read "Metallurgie 冶金最多 4
个座位。": the game's title ran into the sentence, and where the title ends could not be seen. In
Chinese a title stands in 《》, in every sentence that names a game by its title."""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_tui_launcher_pt16 import _app, _launcher
from textual.widgets import Button
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.core.i18n import tr

#: the sentences that name a game by its title (``game=game.title(lang)``): the domain and key
TITLED = [("ui", "seats_at_least"), ("ui", "seats_at_most"), ("ui", "delete_question"),
          ("ui", "no_rules"), ("ui", "kept_unfinished"), ("online", "players_range")]
CJK = r"[\u4e00-\u9fff]"


@pytest.mark.parametrize(("domain", "key"), TITLED)
def test_pt17_zh14_a_game_title_is_set_off_from_the_chinese_sentence(domain: str, key: str) -> None:
    """zh 14: every game's title, in each sentence naming it, stands in 《》, so neither a title
    ending in Chinese ("冶金") nor one ending in Latin ("CHEMIS") runs into the words after it;
    German and English have the title as a word of their own."""
    for game in registry.games().values():
        for lang in ("zh", "de", "en"):
            title = game.title(lang)
            text = tr(domain, key, lang, game=title, n=4, low=2, high=4, seats="Ann", when="10:00")
            if lang == "zh":
                assert f"《{title}》" in text, text
            else:
                assert re.search(rf"(^|\s){re.escape(title)}([\s.,:?]|$)", text), text


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_pt17_zh14_launcher_seat_limit_message_sets_the_title_apart(lang: str) -> None:
    """At 80×24, Metallurgie with its four seats: "+" says the limit, the title set apart."""
    app = _app(lang, game="metallurgie")
    async with app.run_test(size=(80, 24)) as pilot:
        screen: Any = await _launcher(pilot)
        assert len(screen.seat_specs) == 4
        screen.query_one("#add-seat", Button).focus()
        await pilot.pause()
        await pilot.press("enter")
        title = registry.games()["metallurgie"].title(lang)
        wanted = tr("ui", "seats_at_most", lang, game=title, n=4)
        for _ in range(40):  # the notice comes with the next frames
            await pilot.pause(0.05)
            text = screen_text(app)
            if wanted in text:
                break
        assert wanted in text, text
        if lang == "zh":
            assert not re.search(re.escape(title) + CJK, text), text
