"""Words a person reads: log lines, seat lines, the status line (catalogue: rulesets/chemis/i18n.toml)."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from chemcards.core.protocol import Event
from chemcards.i18n import catalogue, join_list, leave_text, person_key, seat_fallback, tr, winners_key

from . import chem
from .actions import Counter, Drop, End, Form, Function, Pass, React, Salt, parse
from .catalogue import FUNCTIONS
from .state import IDENTS, Dying, HandLimit, Judgement, ReactStep
from .view import ChemisView
from .windows import hand_limit

DOMAIN = "chemis"
LANGS = ("de", "en", "zh")
#: class marks shown with a harmful substance: letters as well as colour (never colour alone). The
#: helpful ones (O₂, H₂, water) say what they do after their name instead ("O₂ Sauerstoff (LP +1)"):
#: "O₂[O₂+] Sauerstoff", "H₂O[W]" read as codes (issue 21 item 4)
#: The acid and base marks are words of the class's name, never a letter: "[A+]" beside "Curie (A)"
#: read as "player A" (play-through 12, en#8; the identity letters are A–F, CH-2).
MARKS = {"strong_acid": "acid+", "weak_acid": "acid", "strong_base": "base+", "weak_base": "base",
         "precipitate": "↓", "toxic": "☠", "hydrolysis": "~"}




def t(key: str, lang: str, **params: object) -> str:
    return tr(DOMAIN, key, lang, **params)


def labels(key: str) -> dict[str, str]:
    return {lang: t(key, lang) for lang in LANGS}


def ident_label(ident: int, lang: str) -> str:
    """An identity card (CH-2) as the player reads it: 甲…己 in Chinese, A–F in German and English
    (the printed cards are Chinese, the players are not; typed moves take both). One source for the
    board, the log, the hint, the result and the death story: the catalogue's ``ident_labels``."""
    return t("ident_labels", lang)[ident]


def zone_phrase(ident: int, lang: str, names: Sequence[str] = (), view: ChemisView | None = None) -> str:
    """A zone in a sentence: its owner's name with the identity letter in brackets, the letter one
    types a move to it with ("Bens Zone" is "Zone von Ben (B)", "Ben's zone (B)", "小红（乙）的反应区").
    Play-through 8 (de 3) read "Zone von A", "Zone von B Ben" and "A du" for one thing
    (docs/i18n.md). Without the table's view (a replay) the owner is not known: "Zone B"."""
    seat = view.order[ident] if view is not None and 0 <= ident < len(view.order) else None
    letter = ident_label(ident, lang)
    if seat is None or not 0 <= seat < len(names):
        return t("zone_bare", lang, ident=letter)
    return t("zone_of", lang, name=names[seat], ident=letter)


def person_ident(name: str, ident: int, lang: str) -> str:
    """A person with their identity letter, where both are said: "Ben (B)", "小红（乙）"."""
    return t("person_ident", lang, name=name, ident=ident_label(ident, lang))


def typed_idents(text: str, lang: str) -> str:
    """Identity cards in a typed move (notation writes 甲…己) as the player reads them."""
    labels = t("ident_labels", lang)
    return "".join(labels[IDENTS.index(c)] if c in IDENTS else c for c in text)


def mark(cls: str, lang: str) -> str:
    """The board's mark of a special-substance class in ``lang`` (``mark_<class>`` in the catalogue;
    ``MARKS`` where it has none). Chinese writes the class or its effect in Chinese ("HCl[强酸]",
    "H₂O[保命]"): "H₂O[W] 水" put an English initial on a Chinese screen (issue 21 item 5, pt7-zh 7)."""
    key = "mark_" + cls
    return t(key, lang) if key in catalogue(DOMAIN) else MARKS[cls]


def board_legend(lang: str) -> str:
    """What the board's marks mean, for the ``?`` screen: each class mark of ``MARKS`` with its
    name (issue 21: "[A+]", "[☠]" were explained nowhere a player could find them)."""
    sep = "，" if lang == "zh" else ", "
    marks = sep.join(f"[{mark(cls, lang)}] {t('cls_' + cls, lang)}" for cls in MARKS)
    return t("board_legend", lang, marks=marks)


def seat_name(seat: int | None, names: Sequence[str] = (), lang: str = "en") -> str:
    """The seat's name when known; "Player 2" (``seat_fallback``) for callers without names (it was
    "#1", counted from 0). Events carry seats, not identities: the identity of a seat is in the
    state, not in the event."""
    if seat is None:
        return ""
    return names[seat] if 0 <= seat < len(names) else seat_fallback(seat, lang)


def token_label(token: str, lang: str) -> str:
    """A card as a person reads it, wherever it is shown (hand, moves, log): function cards by
    their name in the language, counters as ×2, elements and ions with subscripts (``[SO₄]``; a
    newcomer read "[SO4]" in the hand and "[SO₄]" in the log for one card)."""
    if token in FUNCTIONS:
        return t("fn_" + token, lang)
    if token.startswith("x") and token[1:].isdigit():
        return "×" + token[1:]
    return chem.display(token)


#: the one label of a card (the log's name for it, kept for its callers)
card_label = token_label


def card_name(token: str, lang: str) -> str:
    """A card as a sentence names it: a counter card by its name ("Zähler ×2", "counter ×2",
    "计数牌 ×2"), every other card by its label. "Du legst ×2 ab" read as a number, not a card
    (play-through 8, de 10); the hand's chip and face say the same since play-through 9 (zh: "×2"
    alone in the hand row beside "计数牌 ×2" in the log)."""
    if token.startswith("x") and token[1:].isdigit():
        return t("counter_name", lang, n=int(token[1:]))
    return token_label(token, lang)


def card_title(token: str, lang: str) -> str:
    """The name under a card's label on a large screen's face (play-through 13, zh: "Ca" over an
    empty row, where the other games' faces name the card): an element card's element ("Calcium",
    "钙"), an ion card's ion as the face has room for it ("Sulfat", "硫酸根"; the bracket already
    says it is an ion), both from rulesets; "" for counter and function cards, whose label is a
    name already."""
    from .catalogue import by_token

    k = by_token().get(token)
    if k is None:
        return ""
    if k.cat == "element":
        name = chem.element_name(k.formula, lang)
        return name[:1].upper() + name[1:] if lang == "en" else name  # a title: "Calcium"
    if k.cat == "ion":
        key = "face_ion_" + token.strip("[]")
        short = t(key, lang)
        return chem.ion_name(k.formula, lang) if short == key else short
    return ""


def missing_label(tok: str, n: int, lang: str) -> str:
    """A card a substance still lacks: "Na", "2× O", and a counter by its name ("Zähler ×3"), not a
    bare "×3" in a list of atoms ("Na₂SO₃ braucht noch Na, O, ×3", issue 21 item 4)."""
    label = card_name(tok, lang)
    return label if n == 1 else f"{n}× {label}"


def missing_options(options: Sequence[tuple[str, Sequence[tuple[str, int]]]], lang: str,
                    held: Collection[str] = ()) -> str:
    """CH-18: what picked or typed cards still lack, per substance they could become ("K₂SO₄ 还需要
    K"): the ``options`` of the ``still_missing`` sentence, one place for the picker's line and the
    engine's refusal of a typed move (issue 12 point 11: the typed move said only that the cards
    form no substance). A substance in ``held`` is one the player's hand completes and is said so,
    "MgCO₃ works with Mg from your hand" (play-through 19, zh 3)."""
    # clauses of one sentence, joined as a sentence joins them (play-through 22, de 4: with " · "
    # the clauses read as fragments, the more so where a line broke at the separator)
    return ("；" if lang == "zh" else "; ").join(t("needs_held" if formula in held else "needs_cards", lang,
                        formula=chem.display(formula), cards=join_list(
        (missing_label(tok, n, lang) for tok, n in sorted(missing)), lang))
        for formula, missing in options)


def still_missing_text(options: Sequence[tuple[str, Sequence[tuple[str, int]]]], lang: str,
                       held: Collection[str] = ()) -> str:
    """The whole sentence: "还不能组成物质：K₂SO₄ 还需要 K。" (CH-18)."""
    return t("still_missing", lang, options=missing_options(options, lang, held))


def stray_text(card: str, rest: Sequence[tuple[str, int]], formula: str | None,
               cards: Sequence[tuple[str, int]], lang: str) -> str:
    """CH-18, ``recipes.stray``: "O does not belong with [SO₄]. From your hand: Fe + [SO₄] → FeSO₄."
    (play-through 14, en 2), one sentence for the picker's line and the typed move's refusal."""
    return t("stray_card", lang, **stray_params(card, rest, formula, cards, lang))


def stray_params(card: str, rest: Sequence[tuple[str, int]], formula: str | None,
                 cards: Sequence[tuple[str, int]], lang: str) -> dict[str, str]:
    """The ``stray_card`` sentence's parts in ``lang`` (:func:`stray_text`)."""
    more = ""
    if formula is not None:
        alone = sorted(cards) == sorted(rest)
        more = t("stray_alone" if alone else "stray_hand", lang, formula=chem.display(formula),
                 cards=" + ".join(card_name(tok, lang) for tok, n in cards for _ in range(n)))
        more = more if lang == "zh" else " " + more
    others = join_list((card_name(tok, lang) for tok, n in rest for _ in range(n)), lang)
    return {"card": card_name(card, lang), "others": others, "more": more}


_TERM = re.compile(r"^(\d*)(.+)$")


def equation_label(equation: str) -> str:
    """An equation as the chemistry texts write it: subscripts and a real arrow
    (``2C + O2 -> 2CO`` → ``2C + O₂ → 2CO``), never the typed notation (issue 21)."""
    sides = []
    for side in equation.split("->"):
        terms = []
        for term in side.split(" + "):
            m = _TERM.match(term.strip())
            terms.append(m.group(1) + chem.display(m.group(2)) if m else term.strip())
        sides.append(" + ".join(terms))
    return " → ".join(sides)


def reaction_label(equation: str, lang: str) -> str:
    """A reaction as the move list writes it, its condition in the player's language
    (``C + O2 -[ignite]-> CO2`` → ``C + O₂ =点燃= CO₂``); an equation the engine does not know
    keeps the plain school form."""
    shown = chem.equation_display(equation, lang)
    return equation_label(equation) if shown == equation else shown


def _at(token: str, formula: str) -> int:
    """Where a card's element or ion stands in ``formula`` ("[OH]" in "Ca(OH)2" at 3; "C" is not
    the start of "Cl"); past the end when it is not written there."""
    m = re.search(re.escape(token.strip("[]")) + "(?![a-z])", formula)
    return m.start() if m else len(formula)


def chemical_order(parts: Sequence[tuple[str, int]], formula: str) -> tuple[tuple[str, int], ...]:
    """The cards of a play in the order their elements and ions stand in the product: "Na ×2 + S →
    Na₂S", "Ca + O → CaO" (play-through 15, zh 14: the deck's order, "S+Na(×2) → Na₂S", read
    backwards). Cards the formula does not show keep their place after the others."""
    return tuple(sorted(parts, key=lambda p: _at(p[0], formula)))


def part_label(token: str, times: int, lang: str) -> str:
    """One card of a play, a counter card on it said as what it is (CH-18): "2 H (H + counter ×2)";
    "H ×2" read as anything but "the ×2 counter card on an H" (play-through 15, en 5)."""
    card = card_label(token, lang)
    if times == 1:
        return card
    return t("part_counter", lang, n=times, card=card, counter=card_name(f"x{times}", lang))


def parts_text(parts: Sequence[tuple[str, int]], formula: str, lang: str, sep: str = " + ") -> str:
    """A play's cards in the product's chemical order, each as ``part_label`` says it."""
    return sep.join(part_label(tok, times, lang) for tok, times in chemical_order(parts, formula))


def _parts_label(parts: tuple[tuple[str, int], ...], lang: str, formula: str = "") -> str:
    return parts_text(parts, formula, lang)


def play_label(notation: str, lang: str) -> str:
    """A play as a person reads it in the log: ``甲: Cl*2 -> Cl2`` → ``甲: Cl ×2 → Cl₂``, ``乙: filter`` →
    ``乙: Filtern``, ``丙: x2 on HCl`` → ``丙: ×2 auf HCl``; the zone's identity stays in front."""
    zone, what = play_parts(notation, lang)
    if zone is None:
        return what
    return zone + ("：" if lang == "zh" else ": ") + what  # full-width colon in Chinese


def play_parts(notation: str, lang: str) -> tuple[str | None, str]:
    """A play's zone (its identity as the screen shows it) and what was played there, or ``None`` and
    the whole label for a play at no zone. The log says "Bohr 对乙出牌：…" in Chinese (issue 21 item
    3: "Bohr 出牌 乙：…" read as if 乙 were the card)."""
    try:
        action = parse(notation)
    except ValueError:
        return None, notation
    on = t("word_on", lang)
    if isinstance(action, React):
        return None, reaction_label(action.equation, lang)
    if not isinstance(action, (Form, Salt, Function, Counter)):
        return None, notation
    return ident_label(action.zone, lang), _play_body(action, lang, on)


def _lone_card(notation: str) -> str | None:
    """The card of a play that puts one card into a zone as the substance it already is (``丙: Ba ->
    Ba``), else None: the log says "You put Ba into C's zone", not "Ba → Ba" (issue 21 item 4)."""
    try:
        action = parse(notation)
    except ValueError:
        return None
    if isinstance(action, Form) and len(action.parts) == 1 and action.parts[0][1] == 1 \
            and action.parts[0][0] == action.formula:
        return action.formula
    return None


def _play_body(action: Form | Salt | Function | Counter, lang: str, on: str) -> str:
    """What a play put into its zone, without the zone."""
    if isinstance(action, Form):
        return f"{_parts_label(action.parts, lang, action.formula)} → {chem.display(action.formula)}"
    if isinstance(action, Salt):
        return (f"{_parts_label(action.parts, lang)} {on} {chem.display(action.metal)} → "
                f"{chem.display(action.formula)}")
    if isinstance(action, Function):
        return token_label(action.name, lang)
    target = token_label(action.target, lang) if action.target in FUNCTIONS else chem.display(action.target)
    return f"×{action.times} {on} {target}"


def viewer_ident(viewer: int | None, view: ChemisView | None) -> int | None:
    """The identity card (CH-2) of the person at the screen, read from their own view (the cards
    are drawn openly, so every view holds them); ``None`` without a viewer or a view."""
    if view is None or viewer is None or not 0 <= viewer < len(view.ident):
        return None
    return view.ident[viewer]


def zone_key(key: str, own: bool) -> str:
    """``key``, or its form ``<key>_ownzone`` when the zone it names is the viewer's own (the
    person's own form, ``_you`` or ``_own``, goes after it: ``ev_play_on_ownzone_you``): a zone is
    named by its identity card (CH-1, CH-2), and the person who is 乙 read "小明对乙出牌" about
    their own zone (issue 12 point 14). Says "your zone" / "deine Zone" / "你的反应区" instead."""
    return f"{key}_ownzone" if own and f"{key}_ownzone" in catalogue(DOMAIN) else key


def play_zone(notation: str) -> int | None:
    """The identity of the zone a logged play went to (CH-6), ``None`` for a play at no zone."""
    try:
        action = parse(notation)
    except ValueError:
        return None
    return action.zone if isinstance(action, (Form, Salt, Function, Counter)) else None


def event_text(e: Event, lang: str, names: Sequence[str] = (), viewer: int | None = None,
               view: ChemisView | None = None) -> str:
    """One log line; ``viewer``'s own lines in the second person, and a zone that is theirs (its
    identity read from their ``view``) as "your zone" (issue 12 point 14)."""
    s = seat_name(e.seat, names, lang)
    mine = viewer_ident(viewer, view)

    def t(key: str, lang: str, zone_ident: int | None = None, **params: object) -> str:
        key = zone_key(key, mine is not None and zone_ident == mine)
        if zone_ident is not None:  # "your zone (D)", as every other zone has its letter (pt20 en 4)
            params["ident"] = ident_label(zone_ident, lang)
        return tr(DOMAIN, person_key(DOMAIN, key, e.seat, viewer), lang, **params)

    d = e.data
    k = e.kind
    if k == "leave":  # a marked computer substitute takes the seat (CC-22; every game alike)
        return leave_text(s, viewer is not None and e.seat == viewer, lang)
    if k == "draw":
        drawn = [card_name(_tok(c), lang) for c in e.secret]
        # Chinese lists with 、 in full-width brackets (issue 21: no ASCII punctuation in zh lines)
        cards = ("" if not drawn else f"（{'、'.join(drawn)}）" if lang == "zh" else f" ({', '.join(drawn)})")
        return t("ev_draw", lang, who=s, n=d[0]) + cards
    if k == "play":
        zone, what = play_parts(str(d[0]), lang)
        lone = _lone_card(str(d[0]))
        ident = play_zone(str(d[0]))
        if zone is None or ident is None:
            return t("ev_play", lang, who=s, play=what)
        zone = zone_phrase(ident, lang, names, view)  # "die Zone von Ben (B)" (docs/i18n.md)
        # another person's play into their own zone: "their own zone", not the name twice
        # ("Curie plays into Curie's zone (C)", play-through 10)
        theirs = (view is not None and e.seat is not None and e.seat != viewer
                  and 0 <= e.seat < len(view.ident) and view.ident[e.seat] == ident)
        # one card put in as the substance it is by itself: "Ba", not "Ba → Ba" (issue 21 item 4),
        # in the words of every other play into a zone (CH-6; play-through 13, en 11: "You play into
        # your own zone: Filter" beside "You put Ca into your own zone" for the same kind of move)
        what = chem.display(lone) if lone is not None else what
        if theirs:
            line = tr(DOMAIN, "ev_play_on_theirs", lang, who=s, play=what, ident=ident_label(ident, lang))
        else:
            line = t("ev_play_on", lang, zone_ident=ident, who=s, zone=zone, play=what)
        return with_effect(line, d[1] if len(d) > 1 else (), lang)
    if k == "react":
        # as the move list writes it, the condition in the player's language ("=点燃=")
        zone = zone_phrase(int(d[0]), lang, names, view)
        return t("ev_react", lang, zone_ident=int(d[0]), who=s, zone=zone, eq=reaction_label(str(d[1]), lang))
    if k == "hurt":  # nothing lost: the seat was at 0 HP already (CH-16)
        # the rule's damage when the HP left could not pay it in full: "takes 2 damage … had only
        # 1 HP left" (play-through 11, zh 8: "−1" beside the board's "strong acid −2")
        damage = int(d[4]) if len(d) > 4 else int(d[0])
        key = "ev_hurt_capped" if 0 < d[0] < damage else "ev_hurt" if d[0] else "ev_hurt_none"
        return t(key, lang, who=s, n=d[0], dmg=damage, what=chem.display(str(d[1])), hp=d[3])
    if k == "heal":
        return t("ev_heal", lang, who=s, n=d[0], what=chem.display(str(d[1])), hp=d[2])
    def seat_zone() -> str:  # the zone of the event's seat, as every sentence names a zone
        ident = view.ident[e.seat] if view is not None and e.seat is not None else None
        if ident is None:  # no table's view (a replay): the owner's name as the letter's place
            return tr(DOMAIN, "zone_bare", lang, ident=s)
        return zone_phrase(ident, lang, names, view)

    if k == "defused":  # CH-10: judged substances still in the zone that no longer harm or help
        what = join_list((chem.display(str(x)) for x in d), lang)
        return t("ev_defused", lang, who=s, zone=seat_zone(), what=what)
    if k == "judgement":
        return t("ev_judgement", lang, who=s, what=join_list((chem.display(str(x)) for x in d), lang))
    if k == "pass":  # [decided] CH-10/CH-11: "auto" when the seat held no answer and was not asked
        return t("ev_pass_auto" if d == ("auto",) else "ev_pass", lang, who=s)
    if k == "over":
        # the viewer who won reads "you win" (play-through 17, de 3)
        key, named = winners_key(DOMAIN, "ev_over", d[0], viewer)
        winners = join_list((seat_name(w, names, lang) for w in named), lang)
        return tr(DOMAIN, key, lang, who=winners, n=len(named), why=t(f"why_{d[1]}", lang))
    if k == "identities":  # CH-2: data holds each seat's identity; listed in identity (turn) order
        drawn = sorted(range(len(d)), key=lambda seat: d[seat])
        # the viewer's own card as "B du" (issue 12 point 14): the line that tells them who they are
        you = tr(DOMAIN, "ident_you", lang)
        sep = "、" if lang == "zh" else " · "  # a Chinese list with 、 beside full-width brackets
        return t("ev_identities", lang, data=sep.join(
            person_ident(you if seat == viewer else seat_name(seat, names, lang), d[seat], lang)
            for seat in drawn))
    if k == "inherit":  # CH-14: data = (the dead teammate, cards taken)
        return t("ev_inherit", lang, who=s, owner=seat_name(d[0], names, lang), n=d[1])
    if k == "discard":
        # one form for every card (issue 21 item 2: "弃掉了过滤" beside "弃掉了 Cl", "弃掉了[CO₃]"):
        # the cards after a colon, as a list
        return t("ev_discard", lang, who=s, data=join_list((card_name(str(x), lang) for x in d), lang))
    if k == "removed":  # CH-10: (the function card that did it or "", the formulas removed)
        card, formulas = (str(d[0]), d[1:]) if d else ("", ())
        what = join_list((chem.display(str(x)) for x in formulas), lang)
        if not what:  # nothing named (an event of an older version)
            return t("ev_removed_any", lang, who=s, zone=seat_zone())
        if card:  # "Filter removes CO from your zone" (play-through 11, de 7)
            return t("ev_removed_by", lang, who=s, zone=seat_zone(), what=what, n=len(formulas),
                     card=card_name(card, lang))
        return t("ev_removed", lang, who=s, zone=seat_zone(), what=what, n=len(formulas))
    if k == "cond_unused":  # CH-33: a condition card nothing used in its turn is discarded
        ident = view.ident[e.seat] if view is not None and e.seat is not None else None
        return t("ev_cond_unused", lang, zone_ident=ident, zone=seat_zone(),
                 card=tr(DOMAIN, f"fn_{d[0]}", lang))
    if k in ("dying", "dead", "saved", "end", "reshuffle", "turn", "h2", "displaced"):
        return t(f"ev_{k}", lang, who=s, data=" ".join(str(x) for x in d))
    return str(e)


def with_effect(line: str, effects: Sequence[Sequence[object]], lang: str) -> str:
    """A function card's play line with what the card did (``zones.function_effect``): "You play
    into Bohr's zone (B): Cool — cancels the Heat there (both discarded)". Play-through 17 (zh 4):
    the line said only that the card was played, and Cool leaves nothing in the zone to see."""
    parts, heat = [], tr(DOMAIN, "fn_heat", lang)
    for key, formulas in effects:
        what = join_list((chem.display(str(f)) for f in formulas), lang)
        parts.append(tr(DOMAIN, f"fx_{key}", lang, what=what, n=len(formulas), heat=heat))
    if not parts:
        return line
    return tr(DOMAIN, "fx_line", lang, line=line, effects=tr(DOMAIN, "fx_sep", lang).join(parts))


def death_notes(events: Sequence[Event], names: Sequence[str], people: Sequence[int], lang: str) -> str:
    """CH-11: how each person at this screen who is dead at the end died, one sentence each, for
    the result (play-through 15, en 1: the result came and the cause was only in the log). The
    blow that took the last HP (the last ``hurt`` before the ``dead``), the round and who played
    it: all public (CH-10, the judgement is open to the table). The person at the screen alone is
    "you"; at one screen of several people each is named."""
    lines: list[str] = []
    alone = len(people) == 1
    for seat in people:
        died = next((i for i in range(len(events) - 1, -1, -1)
                     if events[i].kind == "dead" and events[i].seat == seat), None)
        if died is None:
            continue
        blow = next((e for e in reversed(events[:died]) if e.kind == "hurt" and e.seat == seat
                     and len(e.data) > 2), None)
        if blow is None:
            continue
        turn = next((e for e in reversed(events[:died]) if e.kind == "turn" and e.data), None)
        source = int(blow.data[2]) if isinstance(blow.data[2], int) else -1
        plain = source < 0 or source == seat
        key = ("fate_result_you" if alone else "fate_result") + ("_plain" if plain else "")
        lines.append(t(key, lang, who=seat_name(seat, names, lang), round=turn.data[0] if turn else 1,
                       what=chem.display(str(blow.data[1])), source=seat_name(source, names, lang)))
    return "\n".join(lines)


def _tok(card: int) -> str:
    from .catalogue import token

    return token(card)


def seat_lines(view: ChemisView, lang: str) -> list[str]:
    out = []
    for s in range(len(view.seats)):
        team = "" if view.team is None else f" T{view.team[s] + 1}"
        state = t("dead", lang) if not view.alive[s] else t("hp_n", lang, n=view.hp[s])
        # full-width in Chinese; " · " between the counts as in every game's seat line (issue 21)
        colon, comma = ("：", "，") if lang == "zh" else (": ", " · ")
        out.append(f"{ident_label(view.ident[s], lang)} {view.seats[s].name}{team}{colon}{state}{comma}"
                   f"{t('cards_n', lang, n=view.hand_counts[s])}")
    return out


def own_judgement(view: ChemisView, w: Judgement) -> bool:
    """The person asked in a judgement (CH-10) is the one who played every judged substance: the
    rule asks each player in turn from the zone's owner on, the source included (a newcomer was
    asked to remove the gas they had just put into an opponent's zone and did not see why)."""
    if view.seat is None or w.at != view.seat:
        return False
    judged = [it for it in view.items[w.zone] if it.uid in w.uids]
    return bool(judged) and all(it.source == view.seat for it in judged)


def dying_key(key: str, viewer: int | None, w: Dying) -> str:
    """The words of a dying round (CH-11) for the person at the screen: ``<key>_self`` when they
    are the dying one and answer themselves, ``<key>_self_wait`` when they are dying and another
    is asked, ``<key>_you`` when they may save another, who is named (issue 12, point 11: the
    dying person read about themself in the third person, "你可以回复其 HP")."""
    if viewer is not None and viewer == w.seat:
        return f"{key}_self" if w.at == viewer else f"{key}_self_wait"
    return person_key(DOMAIN, key, w.at, viewer)


def limit_params(view: ChemisView, seat: int, lang: str) -> dict[str, object]:
    """The hand-limit step's numbers for ``seat`` (CH-9): ``limit`` (HP + 1, plus each hydrogen
    that took effect, CH-17), ``why`` in words ("HP + 1"), the cards held (``have``) and still to
    discard (``n``). All public: HP, hydrogen and hand sizes are on the table. Play-through 15, en
    4: "You are over the hand limit: discard a card" came back unchanged for four discards."""
    h2 = view.h2[seat]
    limit = hand_limit(view, seat)
    have = view.hand_counts[seat]
    why = t("limit_why_h2", lang, n=h2) if h2 else t("limit_why", lang)
    return {"limit": limit, "why": why, "have": have, "n": max(0, have - limit)}


def status_text(view: ChemisView, lang: str) -> str:
    """The status line for the person at the screen: what is open and whom it waits for. A person
    who died (CH-11) while the game goes on is told so first: their screen said "your turn" or
    another's turn as if they still played (issue 12, seen in a play-through)."""
    text = _status(view, lang)
    seat = view.seat
    if view.result is None and seat is not None and 0 <= seat < len(view.alive) and not view.alive[seat]:
        return t("status_out_you", lang, rest=text)
    return text


def _status(view: ChemisView, lang: str) -> str:
    if view.result is not None:
        # a team wins together (CH-12): German needs the plural verb then; the viewer who won
        # reads "you win" (play-through 17, de 3)
        key, named = winners_key(DOMAIN, "status_over", view.result[0], view.seat)
        names = join_list((view.seats[w].name for w in named), lang)
        return t(key, lang, who=names, n=len(named))
    w = view.window
    names = [seat.name for seat in view.seats]

    def name(s: int) -> str:
        """A person by name; their letter goes with their zone only (docs/i18n.md)."""
        return names[s]

    def zone(s: int) -> str:
        return zone_phrase(view.ident[s], lang, names, view)

    if isinstance(w, ReactStep):  # the viewer's own zone as "your zone" (issue 12 point 14)
        key = person_key(DOMAIN, zone_key("status_react", w.zone == view.seat), w.actor, view.seat)
        return t(key, lang, who=name(w.actor), zone=zone(w.zone))
    if isinstance(w, Judgement):
        # CH-10 asks everyone in turn, whoever played the substance too: say why they are asked
        base = zone_key("status_judgement", w.zone == view.seat)
        key = f"{base}_own" if own_judgement(view, w) else person_key(DOMAIN, base, w.at, view.seat)
        # the substance by name: "you may remove it" did not say what "it" was (issue 21 item 4)
        what = join_list((chem.display(it.formula) for it in view.items[w.zone] if it.uid in w.uids), lang)
        return t(key, lang, who=name(w.at), zone=zone(w.zone), what=what)
    if isinstance(w, Dying):  # CH-11: the dying person is "you" on their own screen (issue 12.11)
        return t(dying_key("status_dying", view.seat, w), lang, who=name(w.at), dying=name(w.seat),
                 name=view.seats[w.seat].name)
    if isinstance(w, HandLimit):  # the viewer as "du" (issue 21.3), with the limit (CH-9, en 4)
        return t(person_key(DOMAIN, "status_discard", w.seat, view.seat), lang, who=name(w.seat),
                 **limit_params(view, w.seat, lang))
    key = person_key(DOMAIN, "status_turn", view.turn_seat, view.seat)
    return t(key, lang, who=name(view.turn_seat), round=view.round)


def typed_action(action: object, lang: str) -> str:
    """A move as the person types it, in the screen's words, read back by ``Chemis.read_typed``:
    the zone's identity as the screen shows it ("B: H+Cl -> HCl", "乙: H+Cl -> HCl"; play-through 10:
    the hint's move must be typeable as written), and every command word in the player's language
    ("beenden", "B: [SO4] auf Fe", "ablegen Filtern", "乙: 过滤"; play-through 12, de#2: a German
    hint said „end“, „discard filter“, „B: filter“ where the rulebook, CH-7, says „beenden“)."""
    if isinstance(action, Pass):
        return str(t("word_pass", lang)).split("/")[0]
    if isinstance(action, End):
        return str(t("word_end", lang))
    if isinstance(action, Drop):  # as the hint says it: „Na ablegen“, "discard Na", "弃掉Na"
        token = action.token
        card = token if token.startswith("x") else _typed_card(token, lang) if token in FUNCTIONS \
            else chem.display(token)  # "[SO₄]" as the hand shows it: the move box reads it
        return t("do_discard", lang, card=card)
    if isinstance(action, React):
        condition = re.sub(r"-\[(\w+)\]->", lambda m: f"-[{_typed_card(m.group(1), lang)}]->",
                           action.equation)
        return f"{_verb('react', lang)} {condition}"
    if not isinstance(action, (Form, Salt, Function, Counter)):
        return str(action)
    # the colon as the move list writes it: full-width in Chinese ("乙：过滤" is the move's own text)
    head = ident_label(action.zone, lang) + ("：" if lang == "zh" else ": ")
    on = t("word_on", lang)
    if isinstance(action, Function):
        return head + _typed_card(action.name, lang)
    if isinstance(action, Counter):
        target = _typed_card(action.target, lang) if action.target in FUNCTIONS else action.target
        return head + f"x{action.times} {on} " + (target if action.occ == 1 else f"{target}#{action.occ}")
    if isinstance(action, Salt):
        metal = action.metal if action.occ == 1 else f"{action.metal}#{action.occ}"
        return head + str(action).split(": ", 1)[1].replace(f" on {metal} ", f" {on} {metal} ", 1)
    # the cards in the product's order, as the move list shows them (play-through 15, zh 14); the
    # move box reads any order (``plays.canonical``)
    ordered = "+".join(tok if n == 1 else f"{tok}*{n}"
                       for tok, n in chemical_order(action.parts, action.formula))
    return head + f"{ordered} -> {action.formula}" if action.formula else head + ordered


def _verb(notation: str, lang: str) -> str:
    """The first of the catalogue's words for a typed verb (``verb_discard``: "ablegen", "弃")."""
    return str(t("verb_" + notation, lang)).split("/")[0].strip()


def _typed_card(token: str, lang: str) -> str:
    """A card in a typed move: a function card by its name on the screen ("Filtern", "过滤")."""
    return t("fn_" + token, lang) if token in FUNCTIONS else token


def action_text(action: object, lang: str, view: ChemisView | None = None) -> str:
    """A move as the hint names it, every one with its verb (play-through 13, en 11: "end the turn —
    about as good as your zone: S → S" named the other move with none): a play into a zone as the
    rulebook says it, "play S into your zone", "play Cl ×2 → Cl₂ into Ben's zone (B)" (CH-6; the
    viewer's own zone as "your zone", issue 12 point 14; one card put in as the substance it is by
    itself, "S", not "S → S", issue 21 item 4); a reaction as one let happen ("let C + O₂ → CO₂
    happen", de 8 of play-through 13); the rest in words."""
    if isinstance(action, Pass):
        return t("do_pass", lang)
    if isinstance(action, End):
        return t("do_end", lang)
    if isinstance(action, Drop):  # "from your hand": the typed form "discard Fe" follows (en 4)
        return t("do_discard_hand", lang, card=card_name(action.token, lang))
    if isinstance(action, React):  # CH-21: the player lets it happen (play-through 13, de 8)
        return t("do_react", lang, reaction=reaction_label(action.equation, lang))
    ident = play_zone(str(action))
    if ident is None:
        return play_label(str(action), lang)
    _, what = play_parts(str(action), lang)
    lone = _lone_card(str(action))
    what = chem.display(lone) if lone is not None else what
    if view is not None and view.seat is not None and ident == view.ident[view.seat]:
        return t("hint_your_zone", lang, play=what)
    names = [seat.name for seat in view.seats] if view is not None else []
    return t("hint_play_on", lang, play=what, zone=zone_phrase(ident, lang, names, view))
