"""CHEMIS names zones by identity card (CH-1, CH-2): on a person's own screen their own zone is
"your zone", never their own card in the third person (issue 12 point 14: the person who was 乙
read "小明对乙出牌：O + C → CO", C read "Judgement in C's zone: you may remove it or pass", and the
log said "你对丙出牌" where 丙 was the viewer's own zone).

Two seeded games (a hot-seat game of people and a game against computers) are played to the end
with random legal moves; every log line and every status line each seat would be shown is read,
in de, en and zh. The viewer's identity comes from their own view (the cards are drawn openly).
"""

from __future__ import annotations

import re

import pytest

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.texts import action_text, ident_label

LANGS = ("de", "en", "zh")
NAMES = {"zh": ("小明", "小红", "小刚", "小丽"), "de": ("Anna", "Bernd", "Carla", "Dora"),
         "en": ("Ann", "Bob", "Cid", "Dee")}

#: how each language names a zone in the third person: the identity card in these places
THIRD = {
    "en": ("{x}'s zone", "plays {x}:", "Judgement on {x} ", "Target: {x} "),
    "de": ("Zone von {x}", "spielt {x}:", "Ziel: {x} "),
    "zh": ("对{x}出牌", "{x}的反应区", "判定（{x}）", "判定 {x} ", "目标：{x} "),
}
#: how each language names the viewer's own zone
OWN = {"en": "your", "de": "deine", "zh": "你"}


def _seats(lang: str, computers: bool) -> list[Seat]:
    names = NAMES[lang]
    if not computers:
        return [Seat(n) for n in names]
    return [Seat(names[0])] + [Seat(n, kind="computer", level="easy") for n in names[1:]]


def _play(lang: str, seed: int, computers: bool) -> tuple[Match, list[list[str]]]:
    """A whole seeded game by random legal moves; per seat, every status line its screen showed
    and every hint-like label of a move it could make (a play into its own zone included)."""
    match = Match(GAME, _seats(lang, computers), {}, seed=seed)
    rng = Rng(seed)
    shown: list[list[str]] = [[] for _ in match.seats]
    for _ in range(600):
        if match.outcome() is not None:
            break
        for seat in range(len(match.seats)):
            view = match.view(seat)
            shown[seat].append(GAME.status_text(view, lang))
        to_act = match.to_act()
        seat = to_act[rng.randbelow(len(to_act))]
        legal = list(match.legal(seat))
        view = match.view(seat)
        shown[seat] += [action_text(a, lang, view) for a in legal[:8]]
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match, shown


def _log(match: Match, seat: int, lang: str) -> list[str]:
    names = [s.name for s in match.seats]
    view = match.view(seat)
    return [GAME.event_text(e.seen_by(seat), lang, names=names, viewer=seat, view=view)
            for e in match.events]


@pytest.mark.parametrize("computers", [False, True], ids=["hot-seat", "vs-computer"])
@pytest.mark.parametrize("lang", LANGS)
def test_ch2_own_zone_is_never_named_in_the_third_person(lang: str, computers: bool) -> None:
    """CH-1/CH-2, issue 12 point 14: no log or status line a seat is shown names that seat's own
    identity card as a zone; each names it "your zone" (and the game did reach such lines)."""
    match, shown = _play(lang, seed=5 if computers else 3, computers=computers)
    own_lines = 0
    for seat in range(len(match.seats)):
        mine = ident_label(match.view(seat).ident[seat], lang)
        lines = _log(match, seat, lang) + shown[seat]
        for line in lines:
            for pattern in THIRD[lang]:
                # the card as a word of its own: "Zone von B", not "Zone von Bernd"
                before, after = (re.escape(part) for part in pattern.split("{x}"))
                assert not re.search(before + re.escape(mine) + r"(?!\w)" + after, line), (seat, line)
        # the list of identities drawn tells the person theirs as "B du", never by their name
        listed = [line for line in lines if match.seats[seat].name in line and mine in line]
        assert not any(f"{mine} {match.seats[seat].name}" in line for line in listed), listed
        own_lines += sum(1 for line in lines if OWN[lang] in line and
                         any(w in line for w in ("zone", "Zone", "反应区", "对你出牌", "对自己出牌")))
    assert own_lines > 0  # the seeds reach plays, reactions or hints in the viewer's own zone


def test_ch6_play_into_the_viewers_zone_reads_you() -> None:
    """CH-6, issue 12 point 14: the very line the tester read, on the screen of the person who is
    乙, and the play into one's own zone; the others still read the zone's card."""
    match = Match(GAME, [Seat(n) for n in NAMES["zh"][:3]], {}, seed=1)
    st = match.state
    b = st.ident.index(1)  # the seat that holds 乙
    a = st.ident.index(0)
    names = [s.name for s in match.seats]
    from chemcards.core.protocol import Event

    # the cards in the product's order since play-through 15 (zh 14): "C + O → CO"
    played = Event("play", a, ("乙: O + C -> CO",))
    assert GAME.event_text(played, "zh", names=names, viewer=b, view=match.view(b)) == \
        f"{names[a]}对你的反应区（乙）出牌：C + O → CO"  # with its letter (play-through 20, en 4)
    assert GAME.event_text(played, "zh", names=names, viewer=a, view=match.view(a)) == \
        f"你对{names[b]}（乙）的反应区出牌：C + O → CO"  # a zone by name and letter (docs/i18n.md)
    own = Event("play", b, ("乙: O + C -> CO",))
    assert GAME.event_text(own, "zh", names=names, viewer=b, view=match.view(b)) == \
        "你对自己的反应区（乙）出牌：C + O → CO"
    assert GAME.event_text(own, "en", names=names, viewer=b, view=match.view(b)) == \
        "You play into your own zone (B): C + O → CO"
    assert GAME.event_text(played, "de", names=names, viewer=b, view=match.view(b)) == \
        f"{names[a]} spielt in deine Zone (B): C + O → CO"


@pytest.mark.parametrize("lang", LANGS)
def test_ch6_a_moves_detail_names_the_viewers_own_zone_you(lang: str) -> None:
    """CH-6, issue 12 point 14: the line under the move list said "→ 丙 小红：O₂ …" to 小红 about her
    own zone; it keeps the card (the typed moves use it) and says you/du/你 instead of her name."""
    from chemcards.games.chemis.actions import Form
    from chemcards.games.chemis.board import action_detail

    match = Match(GAME, [Seat(n) for n in NAMES[lang][:3]], {}, seed=1)
    seat = match.state.turn_seat
    view = match.view(seat)
    mine = view.ident[seat]
    plays = [a for a in match.legal(seat) if isinstance(a, Form)]
    own = next(a for a in plays if a.zone == mine)
    other = next(a for a in plays if a.zone != mine)
    you = {"de": "du", "en": "you", "zh": "你"}[lang]
    # a person with the letter in brackets, as every sentence writes them (play-through 8, de 3)
    bracket = ("（", "）") if lang == "zh" else (" (", ")")
    assert action_detail(own, view, lang).plain.startswith(
        f"→ {you}{bracket[0]}{ident_label(mine, lang)}{bracket[1]}")
    assert match.seats[seat].name not in action_detail(own, view, lang).plain
    owner = match.seats[view.order[other.zone]].name
    assert action_detail(other, view, lang).plain.startswith(
        f"→ {owner}{bracket[0]}{ident_label(other.zone, lang)}{bracket[1]}")
