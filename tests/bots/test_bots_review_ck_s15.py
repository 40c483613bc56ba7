"""Play-through 13 (session 15, issue 12) on the Chemie-Kartenspiel's review: it named "Zug 51", a
number no screen shows (de 6). A decision is named by the person's own turn, which they can count
on the table and in the log ("Your turn 13"), in de, en and zh."""

from __future__ import annotations

import pytest

from chemcards.bots.advice import Advice, Estimate
from chemcards.bots.review import Moment, moment_line, own_turn, review
from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.actions import Skip


def _passing_match(turns: int) -> Match:
    """Ann and an easy computer both pass (CK-8) for ``turns`` turns each."""
    game = get_game("chemie-kartenspiel")
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], {"mode": "family"}, seed=3)
    for _ in range(2 * turns):
        match.act(match.to_act()[0], Skip())
    return match


def test_de6_own_turn_counts_the_seats_turns_not_the_steps() -> None:
    """Each run of one seat's steps is one of its turns (a turn of the Chemie-Kartenspiel is
    several steps: add, add, lay, attack; CK-8)."""
    steps = [(0, "add O"), (0, "add Na"), (0, "lay"), (1, "skip"), (0, "skip"), (1, "skip"),
             (0, "add H"), (0, "drop H"), (0, "skip")]
    assert [own_turn(steps, i, 0) for i in range(len(steps))] == [1, 1, 1, 1, 2, 2, 3, 3, 3]
    assert own_turn(steps, 3, 1) == 1 and own_turn(steps, 5, 1) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_de6_the_ck_review_names_the_persons_turn(lang: str) -> None:
    """de 6: "Zug 51: du hast „passen und 4 Karten ziehen“ gewählt …" after about 15 passes. The
    line names the person's turn (11), not the step's number (21)."""
    match = _passing_match(11)
    game = match.game
    index = 20  # Ann's 11th pass: steps 0, 2, … 20
    assert match.steps[index].seat == 0
    view = match.view(0)
    advice = Advice(Skip(), (Estimate(Skip(), 0.3, 10),))
    moment = Moment(index, "skip", "skip", 0.06, 0.26, view, advice,
                    turn=own_turn([(s.seat, s.text) for s in match.steps], index, 0))
    line = moment_line(game, moment, lang)
    assert "21" not in line, line
    assert {"de": "Dein 11. Zug", "en": "Your turn 11", "zh": "你的第 11 回合"}[lang] in line, line


def test_zh6_ck8_the_review_names_passes_again_and_again_while_a_compound_was_possible() -> None:
    """zh 6: 13 passes in a row, 0 to 112, and the review said no decision was clearly worse (the
    win chance was near nothing whatever was played, so no figure stood out). From the second
    pass in a row while a compound could be laid (CK-8: one compound per turn, a pass gives the
    turn's away; CK-9: the points are the compounds laid), the review lists the pass by that
    rule, with the compound that was possible; a single pass is left to the figures."""
    from chemcards.games.chemie_kartenspiel.actions import Add

    match = _passing_match(0)
    for _ in range(3):
        assert any(isinstance(a, Add) for a in match.legal(0))  # a compound could be laid
        match.act(0, Skip())
        match.act(1, Skip())
    moments = review(match, 0, iterations=20)
    ruled = [m for m in moments if m.by_rule]
    assert [m.turn for m in ruled] == [2, 3], [(m.turn, m.played, m.better) for m in moments]
    for moment in ruled:
        assert moment.played == "skip" and moment.better.startswith("add"), moment
        for lang in LANGS:
            line = moment_line(match.game, moment, lang)
            assert {"de": "passt", "en": "passing", "zh": "过牌"}[lang] in line, line


@pytest.mark.parametrize("seed", [20, 27, 33])
def test_zh6_ck8_ck9_the_first_hint_lays_the_compound_rather_than_passing_by_a_hair(seed: int) -> None:
    """zh 6: at the first turn the hint said "pass, draw 4" about as good as forming FeO (about
    51 % each). In these opening hands (two players, a compound possible) the search's pass came
    out ahead of medium's compound by less than its noise floor; the hard level, and with it the
    hint, now lays the compound (CK-9: points are the compounds laid; CK-8: a pass gives the
    turn's compound away). The hint stays about a second."""
    import time

    from chemcards.bots.advice import advise
    from chemcards.games.chemie_kartenspiel.actions import Add

    game = get_game("chemie-kartenspiel")
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "hard")], {"mode": "family"}, seed=seed)
    assert match.state.current == 0
    legal = match.legal(0)
    assert any(isinstance(a, Add) for a in legal)
    start = time.perf_counter()
    advice = advise(game, 0, match.view(0), legal, seed=1)
    assert time.perf_counter() - start < 5  # about a second; a loaded test machine is slower
    assert advice.recommended is not None and advice.recommended.action != Skip(), advice.estimates[:3]
