"""Play-through 17, zh 7: Metallurgie's hint gave no typed form ("提示：翻牌。"), where the other
games say which typed move does the same ("(type “drop Tc(+7)”)"). The hint now always shows the
move as the ``:`` move box reads it, and that text, typed, is the hinted move."""

from __future__ import annotations

import re
from typing import Any

import pytest
from mt_helpers import new_game

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME

LANGS = ("en", "de", "zh")
KINDS = ("reveal", "place", "score", "remove", "end", "pass")
#: the typed form inside the hint line, between the catalogue's quotes (hint_line_typed)
TYPED = {"en": r"\(type “(.+?)”\)", "de": r"\(tippe „(.+?)“\)", "zh": r"（输入“(.+?)”）"}


def one_of_each_kind() -> dict[str, tuple[Any, Any]]:
    """A (view, action) of every kind of move, from random games: the view of the seat to act."""
    found: dict[str, tuple[Any, Any]] = {}
    for seed in range(1, 40):
        rng = Rng(seed)
        state = new_game(2, seed=seed)
        while GAME.outcome(state) is None and len(found) < len(KINDS):
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                found.setdefault(action.kind, (GAME.view(state, seat), action))
            # prefer scoring and passing moves so that every kind turns up in a few games
            rare = [a for a in legal if a.kind in ("score", "remove")]
            GAME.apply(state, seat, rare[0] if rare else legal[rng.randbelow(len(legal))])
        if len(found) == len(KINDS):
            break
    return found


FOUND = one_of_each_kind()


def test_every_kind_of_move_was_found() -> None:
    assert sorted(FOUND) == sorted(KINDS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_pt17_zh7_hint_shows_a_typed_form_the_move_box_reads_as_the_hinted_move(kind: str, lang: str) -> None:
    """zh 7: every Metallurgie hint (reveal and pass included, whose Chinese words are the typed
    words) carries the typed form; the move box's reader (``read_typed``, as ``:`` uses it) gives
    the hinted move back."""
    view, action = FOUND[kind]
    advice = Advice(action, (Estimate(action, 0.5, 10),))
    line = hint_line(GAME, view, advice, lang)
    typed = re.search(TYPED[lang], line)
    assert typed, line
    assert GAME.read_typed(view, typed.group(1)) == action, (line, str(action))
