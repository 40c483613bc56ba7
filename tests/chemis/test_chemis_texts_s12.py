"""CHEMIS texts after play-through 11 (issue 12, issue 21), in de, en and zh, filled in as a reader
sees them: damage the HP could not pay in full (zh 8), the judged substance a play removed (de 7)."""

from __future__ import annotations

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import Event
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement
from chemcards.games.chemis.texts import event_text, ident_label
from chemcards.games.chemis.windows import hurt

LANGS = ("de", "en", "zh")
NAMES = ("Ann", "Curie", "Bohr")


# -- CH-16: the damage of the rule and the HP really lost (play-through 11, zh 8) ------------------
def test_ch16_the_hurt_event_carries_the_rules_damage_and_the_hp_lost() -> None:
    """CH-16: HCl is a strong acid, −2; at HP 1 only 1 HP can go. The event holds both: what was
    lost (1), the substance, its source, the HP now (0) and the rule's damage (2)."""
    st = fresh(3, 4)
    st.hp[0] = 1
    events: list[Event] = []
    hurt(st, 0, 2, 1, events, "HCl")
    assert st.hp[0] == 0
    (event,) = events
    assert event.kind == "hurt"
    assert event.data == (1, "HCl", 1, 0, 2)


#: the line of a capped loss: the rule's −2 and the 1 HP that was left, in each language
CAPPED = {
    "de": ("Curie erleidet 2 Schaden durch HCl, hatte aber nur noch 1 LP: jetzt 0 LP",
           "Du erleidest 2 Schaden durch HCl, hattest aber nur noch 1 LP: jetzt 0 LP"),
    "en": ("Curie takes 2 damage from HCl but had only 1 HP left: now 0 HP",
           "You take 2 damage from HCl but had only 1 HP left: now 0 HP"),
    "zh": ("Curie 受到 HCl 伤害 −2（只剩 1 点血量），血量 0",
           "你受到 HCl 伤害 −2（只剩 1 点血量），血量 0"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_ch16_a_loss_cut_short_by_the_hp_left_says_so(lang: str) -> None:
    """CH-16, play-through 11 (zh 8): at HP 1 the board labelled HCl "强酸 −2" and the log said
    "Curie 受到 HCl 伤害 −1，血量 0" — the rule's −2 and the −1 seemed to disagree. The line says
    the damage was 2 and only 1 HP was left, for another seat and for the person at the screen."""
    st = fresh(3, 4)
    st.hp[1] = 1
    events: list[Event] = []
    hurt(st, 1, 2, 0, events, "HCl")
    other, own = CAPPED[lang]
    assert event_text(events[0], lang, NAMES, viewer=0) == other
    assert event_text(events[0], lang, NAMES, viewer=1) == own


@pytest.mark.parametrize("lang", LANGS)
def test_ch16_a_full_loss_reads_as_before(lang: str) -> None:
    """CH-16: a loss the HP could pay in full keeps its short line ("Curie verliert 2 LP …")."""
    st = fresh(3, 4)
    events: list[Event] = []
    hurt(st, 1, 2, 0, events, "HCl")
    line = event_text(events[0], lang, NAMES, viewer=0)
    assert line == {"de": "Curie verliert 2 LP durch HCl, jetzt 2 LP",
                    "en": "Curie loses 2 HP to HCl, now 2 HP",
                    "zh": "Curie 受到 HCl 伤害 −2，血量 2"}[lang]


# -- CH-10: the judged substance a play removed is named (play-through 11, de 7) -------------------
def _filtered() -> tuple[list[Event], int, int]:
    """Seat ``me`` puts toxic CO into its own zone (CH-10 judges it) and, asked first, filters it
    out (CH-27: CO is a gas, insoluble in water)."""
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    give(st, me, "C", "O", "filter")
    play(st, me, f"{name(st, me)}: C+O -> CO")
    assert isinstance(st.stack[-1], Judgement)
    events = play(st, me, f"{name(st, me)}: filter")
    assert "CO" not in [it.formula for it in st.items[me]]
    return events, me, st.next_living(me)


def test_ch10_the_removed_event_names_the_substance_and_the_card() -> None:
    events, me, _ = _filtered()
    removed = [e for e in events if e.kind == "removed"]
    assert len(removed) == 1
    assert removed[0].seat == me and removed[0].data == ("filter", "CO")


REMOVED = {
    "de": ("Filtern entfernt CO aus deiner Zone", "Filtern entfernt CO aus der Zone von {who} ({ident})"),
    "en": ("Filter removes CO from your zone", "Filter removes CO from {who}'s zone ({ident})"),
    "zh": ("你的反应区中的 CO 已被过滤去除", "{who}（{ident}）的反应区中的 CO 已被过滤去除"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_ch10_the_removed_line_says_which_substance_left(lang: str) -> None:
    """Play-through 11 (de 7): after Filter took CO out of the tester's zone the log said "Der
    besondere Stoff in deiner Zone ist entfernt" — which one? The line names it, and the card."""
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    give(st, me, "C", "O", "filter")
    play(st, me, f"{name(st, me)}: C+O -> CO")
    events = play(st, me, f"{name(st, me)}: filter")
    names = tuple(s.name for s in st.seats)
    view_own = GAME.view(st, me)
    other = st.next_living(me)
    view_other = GAME.view(st, other)
    event = next(e for e in events if e.kind == "removed")
    own, theirs = REMOVED[lang]
    assert event_text(event, lang, names, viewer=me, view=view_own) == own
    want = theirs.format(who=names[me], ident=ident_label(st.ident[me], lang))
    assert event_text(event, lang, names, viewer=other, view=view_other) == want


def test_ch10_a_substance_removed_by_a_reaction_is_named_without_a_card() -> None:
    """CH-10, CH-19: a judged Cu(OH)₂ that reacts away with sulphuric acid: the reaction's own line
    says how; the removed line names Cu(OH)₂ and no card."""
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    victim, third = [s for s in st.order if s != me]
    give(st, me, "Cu", "[OH]", "[OH]")
    give(st, third, "H", "H", "[SO4]")
    play(st, me, f"{name(st, victim)}: Cu+[OH]+[OH] -> Cu(OH)2")
    play(st, third, f"{name(st, victim)}: H+H+[SO4] -> H2SO4")
    events = play(st, third, "react H2SO4 + Cu(OH)2 -> CuSO4 + 2H2O")
    removed = [e for e in events if e.kind == "removed"]
    assert [e.data for e in removed] == [("", "Cu(OH)2")]
    kinds = [e.kind for e in events]
    assert kinds.index("react") < kinds.index("removed")  # said right after the reaction
    names = tuple(s.name for s in st.seats)
    view = GAME.view(st, me)
    who, letter = names[victim], {lang: ident_label(st.ident[victim], lang) for lang in LANGS}
    want = {"de": f"Cu(OH)₂ ist aus der Zone von {who} ({letter['de']}) entfernt",
            "en": f"Cu(OH)₂ is removed from {who}'s zone ({letter['en']})",
            "zh": f"{who}（{letter['zh']}）的反应区中的 Cu(OH)₂ 已被去除"}
    for lang, line in want.items():
        assert event_text(removed[0], lang, names, viewer=me, view=view) == line


# -- the class marks explained where a play shows them (play-through 11, de 7) ---------------------
#: the detail line of a highlighted play of KOH, H₂S and CO: the mark, what it means and what it costs
#: (the marks are words since session 13: "[B+]" read as player B, play-through 12 en#8)
TAG_DETAIL = {
    "de": {"KOH": "KOH[Base+] Kaliumhydroxid ([Base+] = starke Base: −2 LP)",
           "H2S": "H₂S[Säure] Schwefelwasserstoff ([Säure] = schwache Säure: −1 LP)",
           "CO": "CO[☠] Kohlenstoffmonoxid ([☠] = Giftgas: −1 LP)"},
    "en": {"KOH": "KOH[base+] potassium hydroxide ([base+] = strong base: −2 HP)",
           "H2S": "H₂S[acid] hydrosulfuric acid ([acid] = weak acid: −1 HP)",
           "CO": "CO[☠] carbon monoxide ([☠] = toxic gas: −1 HP)"},
    "zh": {"KOH": "KOH[强碱] 氢氧化钾（强碱：血量 −2）",
           "H2S": "H₂S[弱酸] 氢硫酸（弱酸：血量 −1）",
           "CO": "CO[☠] 一氧化碳（[☠] 毒气：血量 −1）"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_ch16_the_detail_line_of_a_play_explains_its_mark(lang: str) -> None:
    """CH-16, play-through 11 (de 7): "KOH[B+]", "H₂S[s]" and "CO[☠]" stood in the play list and
    nothing on the screen said what the marks mean. The line under the list for the highlighted play
    says it: the mark, its class and the HP it costs the zone's owner."""
    from chemcards.games.chemis.actions import Form
    from chemcards.games.chemis.board import action_detail

    st = fresh(2, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "K", "[OH]", "H", "H", "S", "C", "O")
    view = GAME.view(st, me)
    zone = st.ident[me]
    plays = {"KOH": Form(zone, (("K", 1), ("[OH]", 1)), "KOH"),
             "H2S": Form(zone, (("H", 1), ("H", 1), ("S", 1)), "H2S"),
             "CO": Form(zone, (("C", 1), ("O", 1)), "CO")}
    for formula, play_ in plays.items():
        line = action_detail(play_, view, lang).plain
        assert line.endswith(TAG_DETAIL[lang][formula]), line
