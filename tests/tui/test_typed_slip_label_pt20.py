"""Play-through 20, en 7: a typed line that is no move was answered "Not allowed: “play 6” is not a
move — …"; "Not allowed" names a rule refusal. A typing slip now reads "Not a move: “play 6” — …"
in every game and language, while a move the rules refuse keeps "Not allowed:"."""

from __future__ import annotations

import pytest

from chemcards.core.i18n import ui
from chemcards.core.match import Match
from chemcards.core.protocol import IllegalAction
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.tui.notice import notice_head
from chemcards.tui.text import notation_refusal, refusal_text

#: the label of a typing slip, per language
SLIP = {"en": "Not a move: ", "de": "Kein Zug: ", "zh": "不是有效指令："}
#: per game, a line its move box cannot read
TYPED = {"color-clash": "play 6", "metallurgie": "place Zn 50/20", "chemis": "play 6",
         "chemie-kartenspiel": "foo"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", sorted(TYPED))
def test_pt20_en7_a_typing_slip_is_labelled_not_a_move(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    seats = [Seat(n) for n in ("A", "B", "C")[: max(2, game.min_players)]]
    match = Match(game, seats, {}, seed=1)
    with pytest.raises(ValueError) as caught:
        game.read_typed(match.view(0), TYPED[game_id])
    line = notation_refusal(game, TYPED[game_id], caught.value, lang)
    assert line.startswith(SLIP[lang]), line
    # the label takes the title's place: the notice line shows no "Not allowed:" before it
    assert notice_head(ui("refused", lang), line) == ""


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt20_en7_a_rule_refusal_keeps_not_allowed(lang: str) -> None:
    """A readable card the rules do not allow here is a rule refusal, under the title "Not allowed"."""
    game = get_game("color-clash")
    match = Match(game, [Seat("A"), Seat("B")], {}, seed=1)
    seat = match.to_act()[0]
    legal = {str(a) for a in match.legal(seat)}
    illegal = next(f"play {c}{n}" for c in "RGBY" for n in range(10) if f"play {c}{n}" not in legal)
    with pytest.raises(IllegalAction) as caught:
        match.act(seat, game.parse_action(illegal))
    line = refusal_text(game, caught.value, lang)
    assert not line.startswith(SLIP[lang]), line
    assert notice_head(ui("refused", lang), line) == notice_head(ui("refused", lang), "x") != ""
