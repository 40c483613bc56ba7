"""Play-through 18, en 6, de 11, zh 7: refusals of typed Color Clash moves. The refusal of a card the
game cannot read listed "e.g. R7, BS, GR, Y+2, W, W+4" while the hint said "play wild green"; and
„spiel ★+4“ was refused without „Nicht erlaubt:“ while „spiel +4“ had it. Now every refusal of a
typed move reads alike (since play-through 20, en 7 with its own label „Kein Zug:“), and the
examples are in the hint's words (and read back)."""

from __future__ import annotations

import re

import pytest

from chemcards.core.i18n import ui
from chemcards.games.color_clash import GAME
from chemcards.tui.notice import notice_head
from chemcards.tui.text import notation_refusal

TYPED = {"en": ["play wd4 red", "play ★+4", "play +4", "play wild draw four"],
         "de": ["spiel ★+4", "spiel Farbwahl Zieh vier", "spiel +4"],
         "zh": ["出 +4", "出 变色罚摸四", "出 ★+4"]}


#: a card no notation names (en 6: "wd4")
UNREADABLE = {"en": "play wd4 red", "de": "spiel +4", "zh": "出 +4"}


def _refusal(text: str, lang: str) -> str:
    with pytest.raises(ValueError) as caught:
        GAME.read_typed(None, text)  # type: ignore[arg-type]
    return notation_refusal(GAME, text, caught.value, lang)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt18_every_refusal_of_a_typed_move_reads_alike(lang: str) -> None:
    """One form for all: each opens with the same label of its own, "Not a move:", in place of the
    refusal's title (play-through 20, en 7: a typing slip is not "Not allowed")."""
    title = ui("refused", lang)
    heads = {(notice_head(title, refusal), refusal.split("“")[0].split("„")[0])
             for refusal in (_refusal(text, lang) for text in TYPED[lang])}
    assert len(heads) == 1 and next(iter(heads))[0] == "", heads


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt18_en6_an_unreadable_card_is_answered_in_the_hints_words(lang: str) -> None:
    typed = UNREADABLE[lang]
    refusal = _refusal(typed, lang)
    assert "BS, GR" not in refusal
    quoted = re.findall(r"[“„]([^”“]+)[”“]", refusal)
    examples = [q for q in quoted if " " in q and q not in typed]
    assert examples, refusal
    for example in examples:  # every example the refusal gives is a move the move box reads
        GAME.read_typed(None, example)  # type: ignore[arg-type]
    wild = GAME.typed_action(None, GAME.parse_action("play W+4 G"), lang)  # type: ignore[arg-type]
    assert wild in examples  # the hint's own form for a wild


@pytest.mark.parametrize(("lang", "typed"), [("en", "play 7"), ("de", "spiel 7"), ("zh", "出 7"),
                                             ("en", "play +2")])
def test_pt19_en9_a_number_alone_is_answered_with_its_missing_colour(lang: str, typed: str) -> None:
    """Play-through 19, en 9: "play 7" was answered "there is no card “7”", though the rules say a
    number alone is not enough. The refusal says the colour is missing, with the refusal's title,
    and each example it gives is a move the move box reads."""
    refusal = _refusal(typed, lang)
    number = typed.split()[-1]
    title = ui("refused", lang)
    assert notice_head(title, refusal) == "", refusal  # with its own label (play-through 20, en 7)
    assert re.search(r"[“„]" + re.escape(number) + r"[”“]", refusal), refusal  # the number, quoted
    examples = [q for q in re.findall(r"[“„]([^”“]+)[”“]", refusal) if " " in q and q != typed]
    assert len(examples) == 2, refusal
    for example in examples:
        assert GAME.read_typed(None, example).face is not None  # type: ignore[arg-type]
