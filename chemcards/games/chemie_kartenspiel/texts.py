"""Sentences a person reads about the game: log lines, seat lines, the status line (via i18n)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from chemcards.core.protocol import Event
from chemcards.i18n import join_list, leave_text, person_key, seat_fallback, tr, translated, winners_key

from .actions import Add, Attack, Drop, Lay, Pay, Skip, Stop, parse_action
from .catalogue import GAME_ID, catalogue
from .compounds import parse_compound
from .formulas import SHIELD
from .notation import (
    JOKER,
    display_formula,
    display_unit,
    formula_in,
    group_text,
    ions_text,
    parse_unit,
    typed_unit,
    unusual,
)
from .search import Unit, units
from .state import ATTACK, BUILD, OVER, PAY
from .view import View


def t(key: str, lang: str, **params: object) -> str:
    return tr(GAME_ID, key, lang, **params)


def _who(seat: int | None, lang: str, names: Sequence[str] = ()) -> str:
    """The seat's name when known; "Player 2" (``seat_fallback``) for callers without names."""
    if seat is not None and 0 <= seat < len(names):
        return names[seat]
    return seat_fallback(seat, lang)


def compound_text(notation: str, lang: str) -> str:
    """A compound as the log and the table show it: in the chemist's order with subscripts and its
    jokers counted (``[OH][OH]Ca`` → ``Ca(OH)₂``, ``[O*]Ca`` → ``CaO (✱×1)``), a shield named in
    words; the notation stays what records hold (issue 21)."""
    shield = notation.endswith(SHIELD)
    try:
        formula = formula_in(display_formula(parse_compound(notation)), lang)
    except ValueError:
        return notation
    if shield and lang == "zh" and formula.endswith("）"):  # one bracket: "CaO（✱×1；带护盾）"
        return _joined(formula, t("with_shield", lang, formula="").strip("（）"))
    return t("with_shield", lang, formula=formula) if shield else formula


def compound_with_ions(notation: str, lang: str) -> str:
    """``compound_text`` with the compound's ions and their charges beside a formula that does
    not read by itself ("AmHO (Am³⁺ H⁻ O²⁻)", issue 12 point 10; ``notation.unusual``)."""
    text = compound_text(notation, lang)
    try:
        compound = parse_compound(notation)
    except ValueError:
        return text
    if not unusual(compound):
        return text
    ions = ions_text(compound)
    # one bracket, not two in a row: "CrPS(OH)（带护盾；Cr⁶⁺ P³⁻ S²⁻ OH⁻）", "CaO (✱×1; …)"
    # (play-through 8, zh 11: "CrPS(OH)（带护盾）（Cr⁶⁺ P³⁻ S²⁻ OH⁻）")
    return _joined(text, ions) or t("formula_ions", lang, formula=text, ions=ions)


def _joined(text: str, note: str) -> str:
    """``text`` with ``note`` inside the bracket it already ends in ("CaO (✱×1; Ca²⁺ O²⁻)",
    "…（带护盾；Cr⁶⁺ …）"), or "" when it ends in none (a formula's own "(OH)" is none)."""
    if text.endswith("）"):
        return f"{text[:-1]}；{note}）"
    if re.search(r" \([^()]*\)$", text):
        return f"{text[:-1]}; {note})"
    return ""


def unit_text(notation: str, lang: str) -> str:
    """A card or combination put into the compound being built (``[O*]`` → ``O (✱×1)``)."""
    try:
        return formula_in(display_unit(units()[parse_unit(notation)]), lang)
    except (ValueError, IndexError):
        return notation


def unit_words(unit: Unit, lang: str) -> str:
    """A unit inside a sentence (a refusal, a message of the board): a group with jokers says in
    words what they stand for, "[ClO₄]⁻ (2 Protomatter standing in for O)", "[ClO₄]⁻（用 2 张原物质代替
    O）" (play-through 17 zh 5: "组成 [ClO₄]⁻ (✱×2) 还缺 1 张 O 牌" left "✱×2" unexplained, in
    half-width brackets in a Chinese line; CK-18); a group without jokers as the hand shows it
    (``[OH]⁻``), a card as it is typed, with the minus sign the cards show (``N(−3)``)."""
    if unit.element >= 0:
        return str(unit).replace("-", "\u2212")
    if not unit.jokers:
        return group_text(unit.combo)
    cat = catalogue()
    other = cat.elements[cat.combinations[unit.combo].other].symbol
    return t("unit_jokers", lang, unit=group_text(unit.combo), n=unit.jokers, symbol=other)


def shown_unit_words(text: str, lang: str) -> str:
    """:func:`unit_words` for a unit as a refusal carries it (``rules._unit_shown``: the form the
    hand shows, which :func:`parse_unit` reads back); any other text as Chinese sets it."""
    try:
        return unit_words(units()[parse_unit(text)], lang)
    except (ValueError, IndexError):
        return formula_in(text, lang)


def card_text(symbol: str, lang: str) -> str:
    """A dealt or drawn card: its symbol, the joker by its name in the language (Protomatter,
    原物质)."""
    cat = catalogue()
    proto = cat.elements[cat.proto]
    return proto.name(lang) if symbol == proto.symbol else symbol


def _colon(lang: str) -> str:
    """Chinese punctuation is full-width (issue 21)."""
    return "：" if lang == "zh" else ": "


def event_text(event: Event, lang: str = "en", names: Sequence[str] = (), viewer: int | None = None) -> str:
    """One log line; ``viewer``'s own lines in the second person."""
    who = _who(event.seat, lang, names)

    def t(key: str, lang: str, **params: object) -> str:
        return tr(GAME_ID, person_key(GAME_ID, key, event.seat, viewer), lang, **params)

    d = event.data
    kind = event.kind
    if kind == "leave":  # a marked computer substitute takes the seat (CC-22; every game alike)
        return leave_text(who, viewer is not None and event.seat == viewer, lang)
    if kind == "lay":
        return t("ev_lay", lang, who=who, compound=compound_with_ions(str(d[0]), lang), points=d[1], id=d[2])
    if kind == "pay":
        return t("ev_pay", lang, who=who, card=card_text(str(d[0]), lang), points=d[1])
    if kind == "attack":
        compound = compound_text(str(d[3]), lang)  # CK-14..16: which compound, not only its number
        if viewer is not None and d[1] == viewer and event.seat != viewer:
            # the attacked person reads "deine Verbindung", as "du" everywhere else (issue 21 item 3)
            return tr(GAME_ID, f"ev_attack_{d[2]}_yours", lang, who=who, id=d[0], compound=compound)
        return t("ev_attack_" + str(d[2]), lang, who=who, id=d[0], compound=compound,
                 owner=_who(d[1], lang, names))
    if kind == "roll":
        return t("ev_roll", lang, who=who, n=d[0])
    if kind == "deal":  # CK-7: the dealt hand is the receiver's secret
        cards = join_list((card_text(c, lang) for c in event.secret), lang)  # "H、Na、原物质" in zh
        return t("ev_deal", lang, who=who, n=d[0]) + (_colon(lang) + cards if cards else "")
    if kind == "begin":  # CK-8
        return t("ev_begin", lang, who=who, dealer=_who(d[0], lang, names))
    if kind == "draw":
        cards = join_list((card_text(c, lang) for c in event.secret), lang)  # "H、Na、原物质" in zh
        return t("ev_draw", lang, who=who, n=d[0]) + (_colon(lang) + cards if cards else "")
    if kind == "skip":
        return t("ev_skip", lang, who=who)
    if kind == "stop":  # CK-21: "no further attack" only after one
        return t("ev_stop" if d and d[0] else "ev_stop_none", lang, who=who)
    if kind == "no_target":
        return t("ev_no_target", lang, who=who, n=d[0])
    if kind == "end":
        # "the pile holds only 0" reads wrong: an empty pile is said as such
        return t("ev_end" if d[1] else "ev_end_empty", lang, who=who, need=d[0], left=d[1])
    if kind in ("add", "drop"):
        # a compound is built in the hand, and the board's panel shows it as it grows: the log
        # tells what happens at the table, the compound when it is laid out (CK-8). A step typed
        # in the move box was logged, a card picked with ⏎ (the board's own pick) was not, so the
        # log seemed to lag behind the panel (play-through 15 en 8); others never saw these lines
        return ""
    return str(event)


def seat_lines(view: View, lang: str = "en", *, short: bool = False) -> list[str]:
    """Per seat: points, cards held, compounds laid out; ``short`` in abbreviated words ("7 K.",
    issue 12 play-through 6 point 4: at six seats "0 V…" was all that was left of the count)."""
    scores = view.scores()
    out = []
    for s, seat in enumerate(view.seats):
        pile = view.pile_sizes[0 if len(view.pile_sizes) == 1 else s]
        line = t("seat_line_short" if short else "seat_line", lang, name=seat.name, points=scores[s],
                 cards=view.hand_sizes[s], compounds=len(view.table[s]))
        if len(view.pile_sizes) > 1:
            line += " · " + t("own_pile", lang, n=pile)
        out.append(line)
    return out


def status_text(view: View, lang: str = "en") -> str:
    name = view.seats[view.current].name
    if view.phase == OVER:
        scores = view.scores()
        best = max(scores)
        won = [i for i, score in enumerate(scores) if score == best]
        # the viewer who won reads "you win" (play-through 17, de 3)
        key, named = winners_key(GAME_ID, "st_over", won, view.seat)
        names = join_list((view.seats[i].name for i in named), lang)
        return t(key, lang, names=names, n=len(named), points=best)  # the verb agrees (issue 21)
    key = {BUILD: "st_build", PAY: "st_pay", ATTACK: "st_attack"}[view.phase]
    owed = view.owed[0] if view.owed else 0
    pile = view.pile_sizes[0 if len(view.pile_sizes) == 1 else view.current]
    key = person_key(GAME_ID, key, view.current, view.seat)  # the viewer as "du" (issue 21.3)
    return t(key, lang, name=name, owed=owed, attacks=view.attacks_left) + " · " + t("pile", lang, n=pile)


def example_action(legal: Sequence[object]) -> object | None:
    """The move box's example from the person's own moves (play-through 19 en 6: "add Fe(+3)" was
    shown to a hand without Fe): a card of the hand taken into the compound, one with several
    charges first, since its charge is what a newcomer must learn to type (CK-12); else a
    combination, a payment or an attack; else laying out or passing."""
    elements = catalogue().elements

    def charges(action: Add) -> list[int]:
        return list(elements[units()[action.unit].element].single_charges())

    cards = [a for a in legal if isinstance(a, Add) and units()[a.unit].element >= 0
             and not elements[units()[a.unit].element].joker]
    several = [a for a in cards if len(charges(a)) > 1]
    # at the charge the hand shows the card with ("H×1 +1": "add H(+1)", not "add H(−1)")
    shown = [a for a in several if units()[a.unit].charge == charges(a)[0]]
    others = [a for a in legal if isinstance(a, (Add, Pay, Attack))]
    ends = [a for a in legal if isinstance(a, (Lay, Skip, Stop))]
    return next(iter(shown or several or cards or others or ends), None)


def typed_action(action: object, lang: str = "en") -> str:
    """A move as the person types it: the notation with the verb in their words, a card with the
    charge it takes where it has several ("nimm N(-3)", "加 Fe(+3)", CK-12) and a group by its name
    as the hand shows it where that reads back as the same group ("加 OH", not "加 [OH]"); a group
    with jokers with them counted as the hand counts them ("add ClO₄ (✱×2)", CK-18), the shield
    with the joker's mark ("lay +✱", CK-19). Play-through 10: the hint's move must be typeable as
    written; play-through 12: in the screen's own forms."""
    text = str(action)
    if isinstance(action, (Add, Drop)) and "*" in text:
        # the jokers counted as the hand counts them, "nimm OH (✱×1)", "加 OH（✱×1）" (play-through
        # 12 de#5: "nimm [O*]" was written nowhere on screen)
        verb = "add" if isinstance(action, Add) else "drop"
        text = f"{verb} {formula_in(typed_unit(units()[action.unit]), lang)}"
    elif isinstance(action, (Add, Drop)):
        bare = text.replace("[", "").replace("]", "")
        try:
            if bare != text and parse_action(bare) == action:
                text = bare
        except ValueError:
            pass
    if isinstance(action, Lay) and action.shield:
        text = f"lay +{JOKER}"  # the joker's mark (CK-19), not "+P" (zh#5: it read as phosphorus)
    # the minus sign the cards show ("nimm N(−3)", not "N(-3)"; play-through 11): typing reads both
    text = re.sub(r"\(-(\d+)\)", "(\u2212\\1)", text)
    return translated(GAME_ID, text, lang)


def action_text(action: object, lang: str = "en") -> str:
    """A move as the hint names it, with units and cards as the log shows them: a group with its
    jokers in Chinese brackets in zh, "把 OH（✱×1）放入化合物" (play-through 9: the hint wrote
    "OH (✱×1)" beside the log's full-width form)."""
    if isinstance(action, (Add, Drop)):
        unit = formula_in(display_unit(units()[action.unit]), lang)
        return t("do_add" if isinstance(action, Add) else "do_drop", lang, unit=unit)
    if isinstance(action, Lay):
        return t("do_lay_shield" if action.shield else "do_lay", lang)
    if isinstance(action, Pay):
        return t("do_pay", lang, card=card_text(catalogue().elements[action.card].symbol, lang))
    if isinstance(action, Attack):
        return t("do_attack", lang, id=action.target)
    if isinstance(action, Stop):
        return t("do_stop", lang)
    if isinstance(action, Skip):
        return t("do_skip", lang)
    return str(action)
