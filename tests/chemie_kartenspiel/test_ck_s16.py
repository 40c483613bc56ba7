"""Play-through 15 (session 16, issue 12) on the Chemie-Kartenspiel's engine and texts: the hint
names only moves that can be made, from the compound the person sees (en 2, CK-8); typed moves
with a missing part say what is missing (issue 12 point 10); the words the screen shows for a
move are typed moves (en 3)."""

from __future__ import annotations

from dataclasses import replace

from ck_helpers import new_game
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.bots.advice import advise
from chemcards.core.protocol import LANGS
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import unit_lookup, units
from chemcards.games.chemie_kartenspiel.state import BUILD


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
