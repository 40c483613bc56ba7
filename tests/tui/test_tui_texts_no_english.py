"""Issue 21 (final play-through): no English inside a German or Chinese message. A typed move the
game cannot read is refused in the player's language — the engines' parse errors are English
sentences for the log and the English player, not for a German family — and Textual's own words
(the command palette's "No matches found") speak the player's language too."""

from __future__ import annotations

import re

import pytest
from textual.command import CommandPalette
from textual.widgets import Input, OptionList
from tui_helpers import make_app, people, settle, sync

from chemcards.core.registry import get_game
from chemcards.tui.notice import NoticeLine
from chemcards.tui.table import TableScreen
from chemcards.tui.text import move_example, notation_refusal

#: bad inputs per game: empty-ish, an unknown verb, a known verb with a broken argument
BAD = {
    "color-clash": ["xyz", "play", "play Q9", "catch x", "color Z", "draw 3"],
    "metallurgie": ["xyz", "place", "place Cu", "place Xx 1,1", "remove a,b", "reveal now"],
    "chemie-kartenspiel": ["xyz", "pay", "pay Zz", "attack x", "add Fe(+", "add [Qq]"],
    "chemis": ["xyz", "乙: ", "乙 heat", "甲: x9 on HCl", "G: heat", "乙: H+Cl ->"],
}
#: English words the engines' reasons are made of; none may stand outside the quoted input/example
ENGLISH = {"the", "is", "not", "write", "cannot", "read", "action", "actions", "card", "unknown", "needs",
           "takes", "nothing", "after", "a", "of", "there", "at", "or", "one", "two", "whole",
           "numbers", "field", "metal", "metals", "are", "count", "must", "be", "positive", "given",
           "charges", "compound", "identity", "counter", "target", "number", "starts", "element",
           "empty", "try", "seat", "seats", "colour", "just", "wild", "that", "move", "e", "g",
           "combination", "written", "lies", "outside", "pay", "name", "with", "it", "got"}
QUOTED = re.compile(r"„[^“]*“|“[^”]*”|\"[^\"]*\"|'[^']*'")


def _unquoted(text: str) -> str:
    return QUOTED.sub(" ", text)


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("game_id", sorted(BAD))
def test_an_unreadable_typed_move_is_refused_without_an_english_word(game_id: str, lang: str) -> None:
    """Every refusal of unreadable typed input, in every game, in de and zh: outside the quoted input
    and the quoted examples (notation is what one types, in any language) no English word, and an
    example of the game's own notation to copy."""
    game = get_game(game_id)
    for text in BAD[game_id]:
        with pytest.raises(ValueError) as caught:
            game.parse_action(text)
        line = notation_refusal(game, text, caught.value, lang)
        words = re.findall(r"[A-Za-z]+", _unquoted(line))
        assert not [w for w in words if w.lower() in ENGLISH], (text, line)
        if lang == "zh":
            assert not words, (text, line)
        # an example to copy: the move box's own, or (a known verb missing its card, session 16,
        # point 10) an example of that verb; either way quoted, beside the quoted input
        assert move_example(game, lang).split()[0] in line or len(QUOTED.findall(line)) >= 2, line


def test_english_keeps_the_engines_precise_reason() -> None:
    game = get_game("color-clash")
    with pytest.raises(ValueError) as caught:
        game.parse_action("color Z")
    assert "is not a colour" in notation_refusal(game, "color Z", caught.value, "en")


@pytest.mark.parametrize("lang", ["de", "zh"])
@sync
async def test_the_move_box_refuses_in_the_players_language(lang: str) -> None:
    """The real path: typed into the table's move box, refused as a toast in the player's language."""
    game = get_game("chemis")
    app = make_app(game, people("Ann", computers=1), lang=lang)
    refused: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        table.refuse = refused.append  # type: ignore[method-assign]
        await pilot.press("colon")
        box = table.query_one("#move-input", Input)
        box.value = "kaputt"
        await pilot.press("enter")
        await settle(pilot)
        shown = [str(line.message) for line in table.query(NoticeLine) if line.message]
        assert shown, "no refusal shown"  # on the table's notice line (tui/notice.py), not a toast
        assert not re.search(r"\b(?:cannot|write|read)\b", _unquoted(shown[-1])), shown[-1]


@pytest.mark.parametrize(("lang", "expected"), [("de", "Nichts gefunden"), ("zh", "没有找到")])
@sync
async def test_the_command_palette_says_no_matches_in_the_players_language(lang: str, expected: str) -> None:
    game = get_game("color-clash")
    app = make_app(game, people("Ann", computers=1), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.action_command_palette()
        await pilot.pause()
        assert CommandPalette.is_open(app)
        for ch in "qqqqzz":
            await pilot.press(ch)
        for _ in range(20):
            await pilot.pause(0.1)
            options = app.screen.query_one(OptionList)
            prompts = [options.get_option_at_index(i).prompt for i in range(options.option_count)]
            shown = [str(getattr(p, "renderable", p)) for p in prompts]
            if shown:
                break
        assert any(expected in s for s in shown), shown
        assert not any("No matches" in s for s in shown), shown


@pytest.mark.parametrize(("lang", "expected"), [("de", "Beenden?"), ("zh", "要退出吗？")])
@sync
async def test_ctrl_c_tells_how_to_quit_in_the_players_language(lang: str, expected: str) -> None:
    """Textual answers ctrl+c with an English toast ("Do you want to quit?"); ours speaks ``lang``."""
    app = make_app(get_game("color-clash"), people("Ann", computers=1), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+c")
        await pilot.pause()
        titles = [str(line.title) for line in app.screen.query(NoticeLine)]
        assert expected in titles and "Do you want to quit?" not in titles, titles


def test_an_english_notation_refusal_names_no_rule_number() -> None:
    """Issue 21.5: the Chemie-Kartenspiel's "two charges" reason cites CK-12 for the log; a player
    reads the sentence without it."""
    from chemcards.games.chemie_kartenspiel.compounds import parse_compound

    game = get_game("chemie-kartenspiel")
    with pytest.raises(ValueError) as caught:
        parse_compound("Fe(+2)Fe(+3)O")
    assert "CK-12" in str(caught.value)
    line = notation_refusal(game, "add Fe(+2)Fe(+3)O", caught.value, "en")
    assert "two charges" in line and "CK-" not in line, line
