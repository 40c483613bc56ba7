"""Play-through 15 (session 16, issue 12) on the Chemie-Kartenspiel's engine and texts: the hint
names only moves that can be made, from the compound the person sees (en 2, CK-8); typed moves
with a missing part say what is missing (issue 12 point 10); the words the screen shows for a
move are typed moves (en 3)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ck_helpers import new_game, rig
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.bots.advice import advise
from chemcards.core.i18n import translated
from chemcards.core.protocol import LANGS
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Attack, Drop, Lay, Pay, Skip, Stop
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import unit_lookup, units
from chemcards.games.chemie_kartenspiel.state import BUILD
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.tui.text import notation_refusal


def _build_position(seed: int, steps: int, picks: int):  # type: ignore[no-untyped-def]
    """A seat to build in a random game, with ``picks`` more cards put into its draft as the board
    picks them with ⏎ (any card left in the hand, at any of its charges: the board takes what the
    engine would not offer yet). None when the game is over before a building seat is reached."""
    state = new_game(2 + seed % 3, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            return None
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    while GAME.outcome(state) is None and state.phase != BUILD:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    if GAME.outcome(state) is not None:
        return None
    seat = state.current
    view = GAME.view(state, seat)
    assert view.hand is not None
    left = list(view.hand)
    for u in view.draft:
        for c, n in units()[u].need:
            left[c] -= n
    draft = list(view.draft)
    cat = catalogue()
    for _ in range(picks):
        held = [c for c, n in enumerate(left) if n > 0 and c != cat.proto]
        if not held:
            break
        card = held[rng.randbelow(len(held))]
        charges = cat.elements[card].single_charges()
        draft.append(unit_lookup()[(card, charges[rng.randbelow(len(charges))], -1)])
        left[card] -= 1
    return seat, replace(view, draft=tuple(sorted(draft)))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60), st.integers(0, 3))
def test_en2_ck8_the_hint_names_a_legal_move_that_its_typed_form_reads_back_as(
        seed: int, steps: int, picks: int) -> None:
    """en 2 (property): for random positions of a building seat, with cards picked on the board
    beyond the engine's draft, the hint (the hard level's recommended move) is one of the moves
    from the compound the person sees (``build_actions``), and its typed form in de/en/zh reads
    back as exactly that move."""
    found = _build_position(seed, steps, picks)
    if found is None:
        return
    seat, view = found
    legal = GAME.build_actions(view)
    assert legal, view.draft
    advice = advise(GAME, seat, view, legal, seed=seed, iterations=12)
    best = advice.recommended
    action = best.action if best is not None else advice.action
    assert action in legal, (str(action), [str(a) for a in legal])
    for lang in LANGS:
        typed = GAME.typed_action(view, action, lang)
        assert GAME.read_typed(view, typed) == action, (lang, typed)


def test_en2_ck8_build_actions_are_the_engines_moves_for_the_engines_draft() -> None:
    """``build_actions`` reads the view alone: for the engine's own draft it gives the match's
    moves, so the hint is unchanged where the board holds no picks of its own."""
    for seed in range(6):
        state = new_game(3, seed)
        rng = Rng(seed)
        for _ in range(40):
            if GAME.outcome(state) is not None:
                break
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == BUILD:
                assert GAME.build_actions(GAME.view(state, seat)) == legal
            GAME.apply(state, seat, legal[rng.randbelow(len(legal))])


# -- issue 12 point 10 (en row 10): a typed move without its card says what is missing ----------

MISSING = {"add": "Fe(+3)", "drop": "Fe(+3)", "pay": "Na", "attack": "3"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verb", sorted(MISSING))
def test_point10_a_move_without_its_card_says_which_part_is_missing(lang: str, verb: str) -> None:
    """Issue 12 point 10 (play-through 15 en row 10): `:add` alone gave "“add” is not a move: “” is
    no card; …", an empty name. A move typed without its card (or compound) says what is missing
    and shows a whole move to copy, in the player's words: "add which card? … “add Fe(+3)”"."""
    state = new_game(2, 1)
    view = GAME.view(state, 0)
    word = translated(GAME.id, verb, lang)
    with pytest.raises(ValueError) as caught:
        GAME.read_typed(view, word)
    text = notation_refusal(GAME, word, caught.value, lang)
    example = translated(GAME.id, f"{verb} {MISSING[verb]}", lang)
    assert "“”" not in text and "„“" not in text, text
    assert example in text, text
    asked = {"en": "which", "de": "Welche", "zh": "哪"}[lang]
    assert asked in text, text


# -- en 3: the words the screen shows for a move are typed moves ----------------------------------

def _screen_words(lang: str) -> list[tuple[str, str, type]]:
    """The words of the footer (``ck_*`` keys) and of the board's line of keys for each move, with
    what the move needs after them (a card, a compound's number) and the move they stand for."""
    out: list[tuple[str, str, type]] = [
        (t("ck_lay", lang), "", Lay), (t("ck_key_pass", lang), "", Skip), (t("ck_key_stop", lang), "", Stop),
        (t("ck_key_attack", lang), " 3", Attack), (t("ck_key_pay", lang), " Na", Pay),
        (t("ck_unpick", lang), " Na", Drop), (t("ck_pick", lang), " Na", Add),
    ]
    by_key = {"l": (Lay, ""), "s": (Skip, ""), "⌫": (Drop, " Na"), "⏎": (Add, " Na")}
    for part in t("board_keys", lang).split(" · "):
        key, _, words = part.partition(" ")
        if key in by_key:
            kind, rest = by_key[key]
            out.append((words, rest, kind))
    for part in t("board_keys_attack", lang).split(" · "):
        key, _, words = part.partition(" ")
        if key == "s":
            out.append((words, "", Stop))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_en3_the_words_the_screen_shows_for_a_move_are_typed_moves(lang: str) -> None:
    """en 3: the board and the footer say "l lay out", "s pass", but `:lay out` was refused
    ("cannot read the action “lay out” (add, drop, lay, …)"). Each word the screen shows for a move
    reads as that move, in every language (CK-8: build, lay, pass; CK-20 pay; CK-21/22 attack)."""
    state = new_game(2, 1)
    view = GAME.view(state, 0)
    for words, rest, kind in _screen_words(lang):
        for typed in (words + rest, words.lower() + rest):
            got = GAME.read_typed(view, typed)
            assert isinstance(got, kind), (typed, got)


@pytest.mark.parametrize("lang", LANGS)
def test_en3_an_unreadable_move_lists_the_words_the_screen_shows(lang: str) -> None:
    """en 3: the refusal of an unreadable move lists the moves by the words the screen shows ("lay
    out", "pass"), not only the notation's (add, drop, lay, pay, attack, stop, skip)."""
    state = new_game(2, 1)
    view = GAME.view(state, 0)
    with pytest.raises(ValueError) as caught:
        GAME.read_typed(view, "fly away")
    text = notation_refusal(GAME, "fly away", caught.value, lang)
    for key in ("ck_lay", "ck_key_pass"):
        word = t(key, lang)
        assert word.lower() in text.lower(), (word, text)


# -- zh 8: Home/End go to the first/last card of the hand, not of the row -------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_zh8_home_and_end_go_to_the_first_and_last_card_of_the_hand(lang: str) -> None:
    """zh 8 (issue 12 point 10): with the hand "H Na S P Ne / Cr Ra" in two rows, End selected Ne,
    the end of the row; Ra is the last card. End goes to the hand's last card and Home to its first
    from any row of cards; on the combinations under the cards they go to the first / last
    combination (the cards and the combinations are two lists, CK-15)."""
    import asyncio

    from test_ck_board import BoardApp, settle

    from chemcards.games.chemie_kartenspiel.board import ChemieBoard

    async def run() -> None:
        state = rig(["H Li Na K O Cl F Br C N S Mg Ca Al Fe Cu Zn Ag Mn Cr Ni Sn Ba Pb", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            cards = [i for i, (kind, _) in enumerate(board.entries) if kind == "card"]
            combos = [i for i, (kind, _) in enumerate(board.entries) if kind == "combo"]
            rows = board.rows
            assert combos and not set(rows[0]) >= set(cards), rows  # cards over more than one row
            await pilot.press("end")
            assert board.cursor == cards[-1], (board.cursor, cards)
            await pilot.press("home")
            assert board.cursor == cards[0]
            board.cursor = combos[0]
            await pilot.press("end")
            assert board.cursor == combos[-1]
            await pilot.press("home")
            assert board.cursor == combos[0]

    asyncio.run(run())
