"""Lines a person reads about a game of Metallurgie: log entries, seat lines and the status line,
all through the game's translation catalogue (``rulesets/metallurgie/i18n.toml``)."""

from __future__ import annotations

from collections.abc import Sequence

from chemcards.core.protocol import Event
from chemcards.i18n import join_list, leave_text, person_key, seat_fallback, tr, translated, winners_key
from chemcards.i18n import tr as _tr

from . import hexgrid
from .catalogue import GAME_ID, catalogue
from .state import OVER, PLACING, REMOVING, REVEALED, SCORED, START
from .view import MetallurgieView


def metal_name(symbol: str, lang: str) -> str:
    return tr(GAME_ID, f"metal_{symbol}", lang)


def place(text: object) -> str:
    """A position of the notation (``q,r``, as events and refusals carry it) as the player reads it
    on the field: ``50/20`` (issue 12 point 12); anything else unchanged."""
    try:
        return hexgrid.place_name(hexgrid.parse_pos(str(text)))
    except ValueError:
        return str(text)


def seat_name(seat: int | None, lang: str, names: Sequence[str] = ()) -> str:
    """The seat's name when known; "Player 2" (``seat_fallback``) for callers without names."""
    if seat is None:
        return ""
    if 0 <= seat < len(names):
        return names[seat]
    return seat_fallback(seat, lang)


def event_text(event: Event, lang: str = "en", names: Sequence[str] = (), viewer: int | None = None) -> str:
    """One log line; ``viewer``'s own lines in the second person."""
    who = seat_name(event.seat, lang, names)

    def tr(domain: str, key: str, lang: str, **params: object) -> str:
        return _tr(domain, person_key(domain, key, event.seat, viewer), lang, **params)

    d = event.data
    kind = event.kind
    if kind == "leave":  # a marked computer substitute takes the seat (CC-22; every game alike)
        return leave_text(who, viewer is not None and event.seat == viewer, lang)
    if kind == "place":
        return tr(GAME_ID, "ev_place", lang, who=who, metal=metal_name(d[0], lang), pos=place(d[1]))
    if kind == "reveal":
        return tr(GAME_ID, "ev_reveal", lang, who=who, metal=metal_name(d[0], lang))
    if kind == "discard":
        return tr(GAME_ID, "ev_discard", lang, metal=metal_name(d[0], lang))
    if kind == "score":
        if len(d) < 4:  # a record from before the removal count was logged
            return tr(GAME_ID, "ev_score_old", lang, who=who, metal=metal_name(d[0], lang), pos=place(d[1]),
                      size=d[2])
        return tr(GAME_ID, "ev_score", lang, who=who, metal=metal_name(d[0], lang), pos=place(d[1]),
                  size=d[2], remove=d[3], stay=d[2] - d[3])
    if kind == "remove":
        return tr(GAME_ID, "ev_remove", lang, who=who, pos=place(d[0]), metal=metal_name(d[1], lang))
    if kind == "point":
        # MT-11: one of the removed cards is the point, the others leave the game
        if d[1] == 1:
            return tr(GAME_ID, "ev_point_one", lang, who=who, metal=metal_name(d[0], lang))
        return tr(GAME_ID, "ev_point", lang, who=who, metal=metal_name(d[0], lang), count=d[1], rest=d[1] - 1)
    if kind == "bonus":
        return tr(GAME_ID, "ev_bonus", lang, who=who, metal=metal_name(d[0], lang))
    if kind == "deal":  # setup (MT-3): the dealt cards are the receiver's secret
        if event.secret:
            cards = join_list((metal_name(c, lang) for c in event.secret), lang)
            return tr(GAME_ID, "ev_deal_secret", lang, who=who, count=d[0], cards=cards)
        return tr(GAME_ID, "ev_deal", lang, who=who, count=d[0])
    if kind == "begin":
        return tr(GAME_ID, "ev_begin", lang, who=who)
    if kind == "draw":
        if event.secret:
            cards = join_list((metal_name(c, lang) for c in event.secret), lang)
            return tr(GAME_ID, "ev_draw_secret", lang, who=who, count=d[0], cards=cards)
        return tr(GAME_ID, "ev_draw", lang, who=who, count=d[0])
    if kind == "stop" and d[:1] == ("reveal",):  # the line before named the card (MT-6, MT-14)
        return tr(GAME_ID, "ev_stop_revealed", lang)
    if kind in ("stop", "end", "pass"):
        return tr(GAME_ID, f"ev_{kind}", lang, who=who)
    if kind == "over":
        scores = " · ".join(f"{seat_name(i, lang, names)} {s}" for i, s in enumerate(d[1:]))
        return tr(GAME_ID, "ev_over", lang, reason=tr(GAME_ID, f"reason_{d[0]}", lang), scores=scores)
    return str(event)


def seat_lines(view: MetallurgieView, lang: str = "en") -> list[str]:
    symbols = catalogue().symbols
    lines = []
    for s, per_metal in enumerate(view.points):
        # kept cards as counts, "Fe×1 Cu×2": the field's "Fe1" (iron on top, one card high) read
        # the same as the kept "(Fe1 Cu1)" (play-through 11, de 9); "×" counts as in the other games
        detail = " ".join(f"{symbols[m]}×{n}" for m, n in enumerate(per_metal) if n)
        if detail:  # what the counts are: the cards kept as points (MT-11; play-through 18 en 7)
            detail = tr(GAME_ID, "kept_cards", lang, cards=detail)
        bonus = [symbols[m] for m, owner in enumerate(view.bonus_owner) if owner == s]
        if bonus:
            detail += f" +{tr(GAME_ID, 'bonus_short', lang)} {' '.join(bonus)}"
        line = tr(GAME_ID, "seat_line", lang, cards=view.hand_counts[s], score=view.scores[s],
                  # full-width brackets after Chinese, glued to 分 (issue 21 item 4: "(Fe1)")
                  detail=("" if not detail else f"（{detail}）" if lang == "zh" else f"({detail})"))
        lines.append(line.rstrip())
    return lines


def status_text(view: MetallurgieView, lang: str = "en") -> str:
    if view.phase == OVER:
        best = max(view.scores)
        won = [s for s, sc in enumerate(view.scores) if sc == best]
        # the viewer who won reads "you win" (play-through 17, de 3)
        key, named = winners_key(GAME_ID, "st_over", won, view.seat)
        return tr(GAME_ID, key, lang, reason=tr(GAME_ID, f"reason_{view.end_reason}", lang),
                  winners=join_list((view.seats[s].name for s in named), lang), n=len(named))
    name = view.seats[view.current].name
    symbols = catalogue().symbols

    def you(key: str) -> str:  # the viewer reads about themself as "du" (issue 21.3)
        return person_key(GAME_ID, key, view.current, view.seat)

    if view.phase == START:
        if view.seat == view.current and view.hand is not None and not view.can_place():
            return tr(GAME_ID, "st_start_stuck_you", lang)  # only now may you pass (MT-7)
        return tr(GAME_ID, you("st_start"), lang, name=name)
    if view.phase == REVEALED:
        revealed = metal_name(symbols[view.revealed], lang)
        return tr(GAME_ID, you("st_revealed"), lang, name=name, metal=revealed)
    if view.phase == PLACING:
        # only what the engine allows (play-through 16, zh 7): placing more (MT-5) and scoring
        # (MT-8) may both be closed, and then ending the turn is all there is
        from .rules import open_moves

        moves = open_moves(view)
        key = {(True, True): "st_placing", (True, False): "st_placing_more",
               (False, True): "st_placing_score", (False, False): "st_placing_end"}[
            ("place" in moves, "score" in moves)]
        return tr(GAME_ID, you(key), lang, name=name)
    if view.phase == REMOVING:
        return tr(GAME_ID, you("st_removing"), lang, name=name, count=view.needed - len(view.removed),
                  metal=metal_name(symbols[view.scoring_metal], lang))
    if view.phase == SCORED:
        from .rules import open_moves

        return tr(GAME_ID, you("st_scored" if "score" in open_moves(view) else "st_placing_end"), lang,
                  name=name)
    return ""


def typed_action(action: object, lang: str = "en") -> str:
    """A move as the person types it: the verb in their words and the place as the field shows it
    ("lege Cu 49/21", "放 Fe 48/18"), which the parser reads back (play-through 10: the hint's move
    must be typeable as written)."""
    words = translated(GAME_ID, str(action), lang).split()
    pos = getattr(action, "pos", -1)
    if pos is not None and pos >= 0 and words:
        words[-1] = hexgrid.place_name(pos)
    return " ".join(words)


def action_text(action: object, lang: str = "en") -> str:
    """A move as the hint names it, the metal by name and the place as the field shows it, like the
    log ("Gold auf 49/21 legen", issue 12 point 12)."""
    kind, metal, pos = (getattr(action, "kind", ""), getattr(action, "metal", -1), getattr(action, "pos", -1))
    name = metal_name(catalogue().symbols[metal], lang) if metal >= 0 else ""
    if kind == "place":
        return tr(GAME_ID, "board_do_place", lang, metal=name, pos=hexgrid.place_name(pos))
    if kind == "score":
        return tr(GAME_ID, "do_score", lang, metal=name)
    if kind == "remove":
        card = tr(GAME_ID, "do_card", lang)
        return tr(GAME_ID, "board_do_remove", lang, metal=card, pos=hexgrid.place_name(pos))
    if kind in ("reveal", "end", "pass"):
        return tr(GAME_ID, f"do_{kind}", lang)
    return str(action)
