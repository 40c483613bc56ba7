"""CHEMIS findings of a newcomer who played in Chinese at 80×24: card labels, typed moves in the
player's language, the salt refusal and the judgement question (rule IDs in each test)."""

from __future__ import annotations

import asyncio

import pytest
from chemis_helpers import clear_hand, fresh, give
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard


class Host(App):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)


async def _hand_and_moves(lang: str, tokens: tuple[str, ...]) -> tuple[str, str]:
    st = fresh(2, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, *tokens)
    app = Host(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        hand = str(board.query_one("#chemis-hand").render())
        moves = "\n".join(str(o.prompt) for o in board.query_one("#chemis-moves").options)
    return hand, moves


def test_ch18_hand_labels_ions_with_subscripts_as_the_log_does() -> None:
    """CH-1/CH-18 cards as a player reads them: the hand showed "[CO3] [SO4] [NO3]" while the log
    wrote [CO₃]; one form (subscripts) wherever a card is read."""
    hand, moves = asyncio.run(_hand_and_moves("zh", ("[CO3]", "[SO4]", "[NO3]", "Na")))
    for shown in ("[CO₃]", "[SO₄]", "[NO₃]"):
        assert shown in hand, hand
    assert "[CO3]" not in hand and "[SO4]" not in hand and "[NO3]" not in hand
    assert "Na+[NO₃]" in moves and "[NO3]" not in moves, moves  # the move list writes cards alike


def test_ch6_typed_function_cards_by_their_names_in_every_language() -> None:
    """CH-6 (III), CH-23…CH-27 typed moves: a newcomer typed ``乙: 降温`` (Cool as the screen names
    it) and got a syntax error. Function cards, ``on``, ``pass`` and ``end`` may be typed as the
    player's language writes them; the notation written back stays the notation."""
    from chemcards.games.chemis.actions import Counter, End, Function, Pass, Salt, parse

    assert parse("乙: 降温") == Function(1, "cool")
    assert parse("乙：过滤") == Function(1, "filter")
    assert parse("A: Erhitzen") == Function(0, "heat")
    assert parse("丙: strom") == Function(2, "electrify")
    assert parse("甲: Ignite") == Function(0, "ignite")
    assert parse("丙: x2 on 点燃") == Counter(2, 2, "ignite", 1)
    assert parse("丙: ×2 作用于 C") == Counter(2, 2, "C", 1)
    assert parse("丙: ×2 auf Entzünden") == Counter(2, 2, "ignite", 1)
    assert parse("丙: [SO4] 作用于 Fe -> FeSO4") == Salt(2, (("[SO4]", 1),), "Fe", 1, "FeSO4")
    assert parse("丙: [SO4]作用于Fe") == Salt(2, (("[SO4]", 1),), "Fe", 1, "")
    assert parse("丙: [SO4] auf Fe#2") == Salt(2, (("[SO4]", 1),), "Fe", 2, "")
    assert parse("跳过") == Pass() and parse("结束回合") == End() and parse("passen") == Pass()
    assert str(parse("乙: 降温")) == "乙: cool"


def test_ch24_cool_typed_in_chinese_plays_exactly_as_the_notation_does() -> None:
    """CH-24 (Cool): ``甲: 降温`` is the same move as ``甲: cool`` — same events, same table."""
    from chemcards.games.chemis.state import IDENTS

    st = fresh(2, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "cool", "Na")
    zone = IDENTS[st.ident[me]]
    done = []
    for text in (f"{zone}: 降温", f"{zone}: cool"):
        work = st.clone()
        events = GAME.apply(work, me, text)
        done.append((events, GAME.state_json(work)))
    assert done[0] == done[1]
    assert st.hands[me] != [] and "cool" in str(done[0][0])


def test_notation_help_gives_examples_in_the_players_language() -> None:
    """The refusal of an unreadable move shows examples to copy in the player's language (a
    Chinese player was shown "甲: heat"), and every example it shows parses."""
    import re

    from chemcards.games.chemis.actions import parse
    from chemcards.i18n import tr
    from chemcards.tui.text import notation_refusal

    for lang, word in (("zh", "降温"), ("de", "Kühlen")):
        shown = notation_refusal(GAME, "乙: kalt", ValueError("x"), lang)
        assert word in shown and "heat" not in shown, shown
        for key in ("notation_help", "bad_notation"):
            examples = re.findall(r"[“„]([^”“]+)[”“]", tr("chemis", key, lang))
            assert len(examples) >= 4
            for example in examples:
                parse(example)


def _al_table(portions: int = 1):
    """Al (``portions``) in the other player's zone; the player to move holds [SO₄], ×3 and [NO₃]."""
    from chemis_helpers import put as _put

    st = fresh(2, 4)
    me = st.turn_seat
    other = 1 - me
    clear_hand(st, me)
    give(st, me, "[SO4]", "x3", "[NO3]", "[CO3]")
    _put(st, other, "Al", portions=portions)
    return st, me, other


def _refusal(st, me, text):
    import pytest as _pytest

    from chemcards.core.protocol import IllegalAction

    work = st.clone()
    with _pytest.raises(IllegalAction) as caught:
        GAME.apply(work, me, text)
    assert GAME.state_json(work) == GAME.state_json(st)  # nothing changed
    return caught.value


def test_ch6_ch18_so4_on_one_al_says_that_al2so43_needs_two_al_and_three_so4() -> None:
    """CH-6 (II) and CH-18: [SO₄] onto Al forms Al₂(SO₄)₃, which needs two portions of Al and three
    [SO₄]; the Al in the zone is one portion. The refusal says so in words (zh/de/en) instead of
    "those cards form no substance", typed as a salt or as the newcomer typed it (``甲: [SO4]``)."""
    from chemcards.games.chemis.state import IDENTS
    from chemcards.tui.text import refusal_text

    st, me, other = _al_table()
    zone = IDENTS[st.ident[other]]
    for text in (f"{zone}: [SO4] on Al", f"{zone}: [SO4]", f"{zone}: [SO4]*3 on Al"):
        exc = _refusal(st, me, text)
        assert exc.key == "salt_metal_short_alt", (text, exc.key)
        assert (exc.params["salt"], exc.params["metal_n"], exc.params["n"], exc.params["have"]) == (
            "Al₂(SO₄)₃", 2, 3, 1)
        zh = refusal_text(GAME, exc, "zh")
        assert "Al₂(SO₄)₃" in zh and "2 份 Al" in zh and "3 份 [SO₄]" in zh and "只有 1 份" in zh, zh
        assert "Al(NO₃)₃" in zh  # what one Al does take
        assert "2 Al" in refusal_text(GAME, exc, "de") and "2 Al" in refusal_text(GAME, exc, "en")


def test_ch18_what_the_salt_refusal_names_is_what_the_engine_accepts() -> None:
    """CH-18: the refusal's recipe holds — with two portions of Al, [SO₄] ×3 does form Al₂(SO₄)₃;
    and on one Al the alternative it names, [NO₃] ×3, forms Al(NO₃)₃."""
    from chemcards.games.chemis.state import IDENTS

    st, me, other = _al_table(portions=2)
    zone = IDENTS[st.ident[other]]
    events = GAME.apply(st.clone(), me, f"{zone}: [SO4]*3 on Al")
    assert "Al2(SO4)3" in str(events)
    st, me, other = _al_table()
    give(st, me, "x3")
    assert "Al(NO3)3" in str(GAME.apply(st.clone(), me, f"{zone}: [NO3]*3 on Al"))
    exc = _refusal(st, me, f"{zone}: [NO3] on Al")  # one [NO₃] is too few: the count is named
    assert exc.key == "salt_ion_count" and (exc.params["n"], exc.params["given"]) == (3, 1)
    exc = _refusal(st, me, f"{zone}: [CO3] on Al")  # aluminium carbonate does not exist
    assert exc.key == "salt_none"


def _judged_gas(asked_is_source: bool):
    """A judgement (CH-10) on Cl₂ in a zone: played by the seat now asked, or by the other seat."""
    from chemis_helpers import name, play

    st = fresh(2, 4)
    me = st.turn_seat
    other = 1 - me
    clear_hand(st, me)
    clear_hand(st, other)
    give(st, me, "Cl", "Cl", "filter")
    if asked_is_source:
        give(st, other, "Na")  # the zone's owner holds no answer and passes (CH-10, decided)
        play(st, me, f"{name(st, other)}: Cl+Cl -> Cl2")
        asked = me
    else:
        give(st, other, "filter")
        play(st, me, f"{name(st, me)}: Cl+Cl -> Cl2")  # into the player's own zone: the owner first
        play(st, me, "pass")
        asked = other
    assert GAME.to_act(st) == (asked,)
    return st, asked


def test_ch10_the_judgement_says_why_it_asks_the_player_who_played_the_gas() -> None:
    """CH-10: a judgement goes round from the zone's owner and asks everyone, the player who played
    the substance too — so the engine is right to ask. The question says why (the newcomer was asked
    "你可以去除或跳过" for the gas they had just played at an opponent); a seat asked about someone
    else's substance keeps the plain question."""
    from chemcards.games.chemis.texts import status_text

    st, asked = _judged_gas(asked_is_source=True)
    view = GAME.view(st, asked)
    assert "打出它的你也一样" in status_text(view, "zh")
    # "from your move": a reaction's product too (play-through 13, de 7: H₂ the player had not played)
    # play-through 19 en 5: "you too although it came from your move" wanted a comma and "own"
    assert "you too, although it came from your own move" in status_text(view, "en")
    # one sentence right for any substance (play-through 8, de 2): "den Stoff Cl₂ … obwohl er"
    german = status_text(view, "de")
    assert "den Stoff" in german and "obwohl er aus deinem Zug kommt" in german
    st, asked = _judged_gas(asked_is_source=False)
    view = GAME.view(st, asked)
    # the substance named, as in de/en (issue 21 item 4)
    zh = status_text(view, "zh")
    assert zh.endswith("你可以去除 Cl₂ 或过牌") and "打出它" not in zh


async def _window_line(st, seat: int) -> str:
    app = Host("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
        await pilot.pause()
        return str(board.query_one("#chemis-window").render())


def test_ch10_the_board_says_why_it_asks_the_player_who_played_the_gas() -> None:
    """CH-10 on the board at 80×24: the judgement line tells the source of the gas why it is asked."""
    st, asked = _judged_gas(asked_is_source=True)
    line = asyncio.run(_window_line(st, asked))
    assert "打出它的你也一样" in line and "Cl₂" in line, line
    st, asked = _judged_gas(asked_is_source=False)
    assert "打出它的你也一样" not in asyncio.run(_window_line(st, asked))


@pytest.mark.parametrize("key", ["status_judgement_own", "status_judgement_ownzone_own",
                                 "win_await_remove_own"])
def test_ch10_the_own_move_clause_reads_right_in_english_pt19_en5(key: str) -> None:
    """Play-through 19 en 5: "… or pass, you too although it came from your move" read as one run-on
    clause; every line that asks the player who played the substance (CH-10) says "you too,
    although it came from your own move"."""
    from chemcards.i18n import tr

    text = tr("chemis", key, "en", zone="Ben's zone (B)", what="Cl₂")
    assert "you too, although it came from your own move" in text, text
