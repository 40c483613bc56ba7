"""Play-through 12 (zh#8), issue 19: `u` right after the tester's own CHEMIS play was refused "无法
撤销：退回去会露出一张原本隐藏的牌。" although they had drawn nothing: their play had opened a judgement
round (CH-10) and Curie, holding no answer, passed automatically — which tells the table something
about Curie's hand. The refusal says what came to light, as the log line says it, and never shows
another's hidden card."""

from __future__ import annotations

import random

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.tui.practice import blocked_by, seen_since

NAMES = {"zh": "小明", "en": "Ann", "de": "Anna"}


def _played(lang: str, stop: str) -> Match:
    """Seeded random play (the person prefers plays to ending the turn) until the person's own step
    is a barrier: ``stop`` = "answer" (an automatic pass of Curie's followed) or "draw" (Curie's draw
    followed the person's end of turn)."""
    for seed in range(40):
        match = Match(GAME, [Seat(NAMES[lang]), Seat("Curie", "computer", "easy")], {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            to_act = [s for s in match.to_act() if s >= 0]
            if match.outcome() is not None or not to_act:
                break
            seat = to_act[0]
            legal = list(match.legal(seat))
            plays = [a for a in legal if str(a) not in ("end", "pass")] if seat == 0 else legal
            action = rng.choice(plays or legal) if stop == "answer" or seat else \
                next((a for a in legal if str(a) == "end"), rng.choice(legal))
            match.act(seat, action)
            if seat == 0 and match.undo_point(0) is None:
                events = match.undo_barrier(0)
                if stop == "answer" and any(e.kind == "pass" and e.seat == 1 for e in events):
                    return match
                if stop == "draw" and any(e.kind == "draw" and e.seat == 1 for e in events):
                    return match
    raise AssertionError("no seed reached the position")


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_undo19_zh8_the_refusal_names_the_automatic_pass(lang: str) -> None:
    match = _played(lang, "answer")
    seen = seen_since(match, 0, lang)
    want = {"zh": "Curie 无牌可应，自动过牌", "en": "Curie has no answer and passes",
            "de": "Curie hat keine Antwort und passt"}[lang]
    assert seen == want


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_undo19_zh8_another_seats_draw_is_named_without_its_cards(lang: str) -> None:
    match = _played(lang, "draw")
    seen = seen_since(match, 0, lang)
    assert "Curie" in seen and "[" not in seen and "（" not in seen and "(" not in seen, seen


@pytest.mark.parametrize("lang", ["zh", "en"])
@sync
async def test_undo19_zh8_u_shows_what_came_to_light(lang: str) -> None:
    """As the tester pressed it: `u` at the table; the refusal line quotes the log line."""
    match = _played(lang, "answer")
    app = app_for(match, lang=lang)
    shown: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        table.refuse = shown.append  # type: ignore[method-assign]
        await pilot.press("u")
        await pilot.pause()
    # a pass tells something about a hand, so the refusal says so (play-through 20, en 8)
    assert shown and shown[-1] == blocked_by(match, 0, lang), shown


#: what a pass in a judgement round made known (CH-10), in each language
TOLD = {"en": "something about a hidden hand (who can answer)",
        "de": "etwas über verdeckte Handkarten verraten (wer antworten kann)",
        "zh": "别人手牌的一些情况（谁能应对）"}


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_pt20_en8_the_refusal_says_what_a_pass_made_known(lang: str) -> None:
    """Play-through 20, en 8: "the table has already seen something that was hidden — “Curie has
    no answer and passes”" did not say why a pass was hidden. Undo still stops there (CH-10: a pass
    shows who holds an answer), and the refusal names the pass and what it made known."""
    match = _played(lang, "answer")
    line = blocked_by(match, 0, lang)
    assert seen_since(match, 0, lang) in line, line
    assert TOLD[lang] in line, line
    assert match.undo_point(0) is None  # the rule stands: nothing was taken back


def test_pt20_en8_a_turned_card_is_not_said_to_tell_about_hands() -> None:
    """MT-6: a top card turned up by another seat stops undo too; it brought a hidden card into
    play and says so, not the CHEMIS reason about hands (play-through 20, en 8)."""
    from chemcards.games.metallurgie import GAME as MT

    for seed in range(40):
        match = Match(MT, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            seat = match.to_act()[0]
            legal = list(match.legal(seat))
            reveal = [a for a in legal if str(a) == "reveal"]
            match.act(seat, reveal[0] if seat == 1 and reveal else rng.choice(legal))
            if seat == 1 and any(e.kind == "reveal" and e.seat == 1 for e in match.undo_barrier(0)):
                line = blocked_by(match, 0, "en")
                assert "brought hidden cards into play" in line and "hand" not in line, line
                return
    raise AssertionError("no seed reached a revealed top card after the person's move")
