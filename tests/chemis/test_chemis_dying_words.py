"""The dying round (CH-11) in the words each person reads, filled in with names (issue 12 point 11,
pt6-zh2 #4): the dying person read about themself in the third person on their own screen
("乙 小红 濒死：你可以回复其 HP 或跳过"). To the dying person it says "you"; to a person who may
save them it names them."""

from __future__ import annotations

import asyncio

import pytest
from chemis_helpers import clear_hand, give, name, play
from textual.app import App, ComposeResult

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard
from chemcards.games.chemis.state import ChemisState, Dying
from chemcards.games.chemis.texts import status_text

NAMES = ("小明", "小红", "小刚")
#: per language: the dying person addressed ("you are dying"), the third person's words, and how
#: a saver is told whom they may save (filled with the dying person's name)
YOU_DYING = {"zh": "你濒死", "en": "You are dying", "de": "Du liegst im Sterben"}
THIRD = {"zh": ("其",), "en": (" is dying",), "de": (" liegt im Sterben",)}
SAVE = {"zh": "为{n}回复血量", "en": "restore {n}'s HP", "de": "Du kannst {n} LP zurückgeben"}


def _dying_round() -> tuple[ChemisState, int, int]:
    """The seat to move puts BaSO₄ (−1, CH-16/CH-32) into the zone of the next seat at HP 1; the
    dying one and the third seat each hold two O cards, an answer (O₂, CH-17). Returns the state in
    the dying round (asked: the dying seat first, CH-11), the dying seat and the third seat."""
    st = GAME.new_state([Seat(n) for n in NAMES], {}, Rng(1))
    killer = st.turn_seat
    dying, third = (s for s in st.order if s != killer)
    for s in range(3):
        clear_hand(st, s)
    st.hp[dying] = 1
    give(st, killer, "Ba", "[SO4]")
    give(st, dying, "O", "O")
    give(st, third, "O", "O")
    play(st, killer, f"{name(st, dying)}: Ba+[SO4]")
    # three people at the table: each is asked in the BaSO₄ judgement, answer or not (CH-10,
    # play-through 10), and passes
    while st.stack and type(st.stack[-1]).__name__ == "Judgement":
        play(st, GAME.to_act(st)[0], "pass")
    assert st.stack and st.stack[-1] == Dying(dying, dying, 0)
    return st, dying, third


def _window(st: ChemisState, seat: int, lang: str) -> str:
    async def go() -> str:
        class Host(App[None]):
            def compose(self) -> ComposeResult:
                yield ChemisBoard(GAME, lang)

        app = Host()
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            await pilot.pause()
            return str(board.query_one("#chemis-window").render())

    return asyncio.run(go())


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_ch11_the_dying_person_asked_reads_you_not_their_name(lang: str) -> None:
    """CH-11 starts with the dying player: on their own screen the status line and the window line
    say "you", never their name or "其"."""
    st, dying, _ = _dying_round()
    me = NAMES[dying]
    for text in (status_text(GAME.view(st, dying), lang), _window(st, dying, lang)):
        assert YOU_DYING[lang] in text, text
        assert me not in text, text
        assert not any(word in text for word in THIRD[lang]), text


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_ch11_others_asked_to_save_read_the_dying_persons_name(lang: str) -> None:
    """After the dying person passed, the next player holding an answer is asked: their screen
    names whom they may save; the dying person's own screen (against computers the table stays
    theirs) says "you are dying" and whose answer is awaited."""
    st, dying, third = _dying_round()
    play(st, dying, "pass")
    assert st.stack[-1] == Dying(dying, third, 1)
    saver = status_text(GAME.view(st, third), lang)
    assert SAVE[lang].format(n=NAMES[dying]) in saver, saver
    assert "其" not in saver
    window = _window(st, third, lang)
    assert NAMES[dying] in window and "♥0" in window
    own = status_text(GAME.view(st, dying), lang)
    assert YOU_DYING[lang] in own and NAMES[third] in own and NAMES[dying] not in own, own
    own_window = _window(st, dying, lang)
    assert YOU_DYING[lang] in own_window and NAMES[third] in own_window, own_window


def test_ch11_dying_words_are_filled_in_every_language() -> None:
    """Each dying-round text exists in de, en and zh and fills in without a placeholder left."""
    from chemcards.i18n import LANGS, tr

    for key in ("status_dying_self", "status_dying_self_wait", "status_dying_you", "win_dying_self",
                "win_dying_self_wait", "win_dying_you"):
        for lang in LANGS:
            text = tr("chemis", key, lang, who="乙 小刚", dying="甲 小红", name="小红")
            assert text != key and "{" not in text, (key, lang, text)
