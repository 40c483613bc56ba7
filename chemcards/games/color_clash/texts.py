"""Color Clash text for people: log lines, the status line and the seats panel, in de / en / zh.

Cards are always written as their face, the shape beside the sign on the card ("● 7", "★+4"; CC-1:
never colour alone; issue 21: no colour letter), and a colour by name and shape. Everything goes
through ``chemcards.i18n.tr``; no sentence lives here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from chemcards.core.protocol import Event
from chemcards.i18n import (
    catalogue,
    computer_mark,
    join_list,
    leave_text,
    seat_fallback,
    tr,
    translated,
    winners_key,
)

from .catalogue import (
    COLOUR,
    COLOUR_SHAPES,
    COLOURS,
    GAME_ID,
    NO_COLOUR,
    POINTS,
    RANK,
    RANKS_PER_COLOUR,
    WD4_FACE,
    WILD_FACE,
    card_label,
    colour_name,
    colour_of,
    face_of,
    sign_name,
    typed_card_words,
)
from .view import ColorClashView


def _t(key: str, lang: str, **params: object) -> str:
    return tr(GAME_ID, key, lang, **params)


def _who(seat: int | None, lang: str, names: Sequence[str] = ()) -> str:
    """A seat's name when the caller knows the names; else the numbered form ("Player 2", counted
    from 1 like every number a person reads), which engine tests and the golden playthrough read."""
    if seat is not None and 0 <= seat < len(names):
        return names[seat]
    return seat_fallback(seat, lang)


def _you(key: str, seat: int | None, viewer: int | None) -> str:
    """``key``, or its second-person form ``<key>_you`` when the seat is the person at the screen:
    one way per screen (issue 12.14, issue 21.3) — the viewer is "du"/"you"/"你" everywhere on their
    own screen, the others go by name ("Du ziehst …" beside "Anna spielt …", never "Anna" for
    oneself)."""
    if viewer is not None and seat == viewer and f"{key}_you" in catalogue(GAME_ID):
        return f"{key}_you"
    return key


def _card(text: str, lang: str) -> str:
    return card_label(face_of(text), lang)


def _colour(letter_or_index: str | int, lang: str) -> str:
    c = letter_or_index if isinstance(letter_or_index, int) else colour_of(letter_or_index)
    return f"{COLOUR_SHAPES[c]} {colour_name(c, lang)}"


def event_text(event: Event, lang: str = "en", names: Sequence[str] = (), viewer: int | None = None) -> str:
    """One log line. Secret parts (a drawn card) appear only when the event reached its own seat
    unfiltered (``Event.seen_by``). ``names``: the seats' names, so the line reads "Ann plays";
    ``viewer``: the person at the screen, whose own lines are in the second person."""
    kind, seat, data, secret = event.kind, event.seat, event.data, event.secret
    who = _who(seat, lang, names)

    def _t(key: str, lang: str, **params: object) -> str:
        return tr(GAME_ID, _you(key, seat, viewer), lang, **params)

    # the cards drawn: "You draw …" on the drawer's own screen; a reader who sees them without
    # being that seat (``replay --all``, no viewer) reads the seat's name (play-through 19 zh 4)
    own = "_own" if seat == viewer else "_seen"

    if kind == "play":
        if len(data) > 1:
            return _t("ev_play_wild", lang, who=who, card=_card(data[0], lang), colour=_colour(data[1], lang))
        return _t("ev_play", lang, who=who, card=_card(data[0], lang))
    if kind == "draw":
        if secret:
            return _t(f"ev_draw{own}", lang, who=who, cards=join_list((_card(c, lang) for c in secret), lang))
        return _t("ev_draw", lang, who=who)
    if kind == "penalty":
        count, why = data
        drawn = join_list((_card(c, lang) for c in secret), lang) if secret else ""
        if why not in ("catch", "timeout"):  # a Draw Two or Wild Draw Four: "for ★+4" (pt16 en 8)
            card = _card(why, lang)
            if secret:
                return _t(f"ev_penalty_card{own}", lang, who=who, count=count, card=card, cards=drawn)
            return _t("ev_penalty_card", lang, who=who, count=count, card=card)
        reason = _t(f"why_{why}", lang)
        if secret:
            return _t(f"ev_penalty{own}", lang, who=who, count=count, why=reason, cards=drawn)
        return _t("ev_penalty", lang, who=who, count=count, why=reason)
    if kind == "call":
        return _t("ev_call_auto" if data == ("auto",) else "ev_call", lang, who=who)
    if kind == "round":  # the header; who moves first is the "starts" line after the first card
        return tr(GAME_ID, "ev_round", lang, round=data[0])
    if kind == "starts":
        return _t("ev_starts", lang, who=who)
    if kind in ("first", "first_returned"):
        return _t(f"ev_{kind}", lang, card=_card(data[0], lang))
    if kind == "catch":
        if viewer is not None and data[0] == viewer and seat != viewer:
            return tr(GAME_ID, "ev_catch_owner_you", lang, who=who)
        return _t("ev_catch", lang, who=who, owner=_who(data[0], lang, names))
    if kind == "out":
        return _t("ev_out", lang, who=who, place=data[0])
    if kind in ("score", "no_score"):
        return _t(f"ev_{kind}", lang, who=who, points=data[0])
    if kind == "round_end":
        if seat is None:  # CC-18: nobody went out, no hand is shown
            return tr(GAME_ID, "ev_round_end", lang, round=data[0])
        # CC-17, CC-26: the hands listed next are those at the winner's going out, not the hands
        # held now (play-through 12, zh 7: computers played on, and "小红手中的牌" listed cards
        # already played)
        return _t("ev_round_end_hands", lang, round=data[0], who=who)
    if kind == "hand_shown":  # CC-26: logged only once the round is over for everyone
        return _t("ev_hand_shown", lang, who=who, cards=_scored_cards(data[1:], lang), points=data[0])
    if kind == "reshuffle":
        return _t("ev_reshuffle", lang, count=data[0])
    if kind == "color":
        return _t("ev_color", lang, who=who, colour=_colour(data[0], lang))
    if kind == "game_end":
        if not data:
            return _t("ev_game_end_none", lang)
        # the viewer who won reads "you win" (play-through 17, de 3: "Spielende: Ich gewinnt")
        key, named = winners_key(GAME_ID, "ev_game_end", data, viewer)
        winners = join_list((_who(s, lang, names) for s in named), lang)
        return tr(GAME_ID, key, lang, winners=winners, n=len(named))  # the verb agrees (issue 21)
    if kind == "leave":  # a marked computer substitute takes the seat (CC-22; every game alike)
        return leave_text(who, viewer is not None and seat == viewer, lang)
    if kind == "window_closed" and data == ("time",):  # CC-10: the 3 seconds ran out, nobody acted
        return _t("ev_window_time_up", lang)
    if kind == "pass" and data == ("window",):  # no catch, not a turn passed (play-through 18, zh 7)
        return _t("ev_pass_window", lang, who=who)
    if kind == "end_round_now":  # CC-27: a person out of the round ended it
        return _t("ev_end_round_now", lang, who=who)
    if kind in ("keep", "skipped", "reverse", "pass", "window", "window_closed", "stalemate", "timeout"):
        return _t(f"ev_{kind}", lang, who=who)
    return str(event)


def too_late_text(events: Sequence[Event], viewer: int | None, seats: Sequence[Any],
                  lang: str = "en") -> str | None:
    """Why a call or catch key pressed just after the last "Last card!" window closed came too
    late, from the events up to now: who called (CC-10) or who caught whom (CC-11), the computer
    marked (CC-24). None when that window closed for time or the events do not show it.
    Play-through 17, en 5: the notice said only "Too late" after a computer had caught first."""
    closed = False
    for event in reversed(events):
        if event.kind == "window_closed":
            if event.data == ("time",):  # the 3 seconds ran out: nobody did anything
                return None
            closed = True
        elif event.kind == "window":
            return None  # a window still open, or the start of the closed one: nobody to name
        elif closed and event.seat == viewer and event.kind in ("call", "catch"):
            return None  # the viewer's own call or catch: nobody else was first
        elif closed and event.kind == "call":
            return _t("too_late_called", lang, who=_marked(event.seat, seats, lang))
        elif closed and event.kind == "catch":
            owner = event.data[0]
            if owner == viewer:
                return _t("too_late_caught_you", lang, who=_marked(event.seat, seats, lang))
            return _t("too_late_caught", lang, who=_marked(event.seat, seats, lang),
                      owner=_marked(owner, seats, lang))
    return None


def _marked(seat: int | None, seats: Sequence[Any], lang: str) -> str:
    """A seat's name with the computer's mark (CC-24), for a sentence about what it did."""
    if seat is None or not 0 <= seat < len(seats):
        return _who(seat, lang)
    person = seats[seat]
    mark = computer_mark(lang, substitute=person.substitute) if person.is_computer else ""
    return f"{person.name}{mark}"


#: who caused a penalty when it was the first card turned (CC-4), in ``penalties_since_own_move``
FIRST_CARD = -1
#: a seat's own moves on its turn: the cards it was made to take before are old news after one
OWN_MOVES = frozenset({"play", "draw", "keep", "pass", "color"})


def penalties_since_own_move(events: Sequence[Event], seat: int) -> list[tuple[int, str, int | None]]:
    """The cards ``seat`` was made to take since its own last move this round (CC-8 Draw Two / Wild
    Draw Four, CC-11 caught, CC-21 time up), oldest first: (count, cause, who caused it). The cause
    is the card's notation, "catch" or "timeout"; who caused it is the seat that played the card or
    caught, ``FIRST_CARD`` for the first card turned (CC-4), None for a timeout or when the events
    do not say. Play-through 16, en 9 / zh 9: the
    hand grew while others played, and the log line saying why had scrolled away."""
    found: list[tuple[int, str, int | None]] = []
    played: int | None = None
    caught_by: int | None = None
    for event in events:
        kind = event.kind
        if kind == "round":
            found, played, caught_by = [], None, None
        elif kind == "catch":
            caught_by = event.seat
        elif kind == "play":
            played = event.seat
        elif kind == "first":  # CC-4: the first card acts on the first player; nobody played it
            played = FIRST_CARD
        if event.seat == seat and kind in OWN_MOVES:
            found = []
        elif event.seat == seat and kind == "penalty":
            count, why = event.data[0], str(event.data[1])
            by = caught_by if why == "catch" else (None if why == "timeout" else played)
            found.append((int(count), why, by))
    return found


def penalty_reason_text(penalties: Sequence[tuple[int, str, int | None]], lang: str = "en",
                        names: Sequence[str] = ()) -> str:
    """``penalties_since_own_move`` in a few words for the hand's title: "+2: Bohr's ● +2",
    "+2: caught by Bob", joined when there were several."""
    parts = []
    for count, why, by in penalties:
        if why == "catch":
            parts.append(tr(GAME_ID, "why_hand_caught", lang, count=count, who=_who(by, lang, names)))
        elif why == "timeout":
            parts.append(tr(GAME_ID, "why_hand_timeout", lang, count=count))
        elif by == FIRST_CARD:
            parts.append(tr(GAME_ID, "why_hand_first", lang, count=count, card=_card(why, lang)))
        elif by is None:
            parts.append(tr(GAME_ID, "why_hand_card_alone", lang, count=count, card=_card(why, lang)))
        else:
            parts.append(tr(GAME_ID, "why_hand_card", lang, count=count, card=_card(why, lang),
                            who=_who(by, lang, names)))
    return tr(GAME_ID, "why_hand_joiner", lang).join(parts)


def card_words(face: int, lang: str = "en") -> str:
    """The card under the hand's cursor in words, below the hand (play-through 12, en 10: the cards
    were only symbols): "■ ⊘: blue Skip (square)", "★+4: Wild Draw Four (no colour)"."""
    what = sign_name(face, lang)
    colour = COLOUR[face]
    if colour == NO_COLOUR:
        return _t("card_words_wild", lang, card=card_label(face), what=what)
    shape = COLOURS[colour]["shape_name"]
    key = "card_words" if what is not None else "card_words_number"  # zh: "红色 7", "蓝色跳过"
    return _t(key, lang, card=card_label(face), colour=colour_name(colour, lang),
              what=what if what is not None else RANK[face], shape=shape.get(lang) or shape["en"])


def board_legend(lang: str = "en") -> str:
    """The ``?`` page's key to the card faces (issue 21): the four shapes with their colour's name,
    then each sign a card shows with its meaning ("● ⊘ Aussetzen", "★+4 Farbwahl Zieh vier"), read
    from the deck's data so the page says what the board draws."""
    sep = "，" if lang == "zh" else ", "
    colours = sep.join(f"{COLOUR_SHAPES[c]} {colour_name(c, lang)}" for c in range(4))
    signs = [f"{card_label(7)} {_t('legend_number', lang)}"]  # face 7: the first colour's 7
    for face in (*range(RANKS_PER_COLOUR), WILD_FACE, WD4_FACE):  # the first colour, then the wilds
        name = sign_name(face, lang)
        if name is not None:
            signs.append(f"{card_label(face)} {name}")
    return _t("board_legend", lang, colours=colours, cards=sep.join(signs))


def status_text(view: ColorClashView, lang: str = "en") -> str:
    """Whose move it is and what kind of move, by name (names are public, the view carries them)."""
    if view.over:
        return _t("status_over", lang)
    names = [seat.name for seat in view.seats]
    who = _who(view.current, lang, names)
    me = view.seat  # the person at the screen reads about themself in the second person
    if view.phase == "window":
        return _t(_you("status_window", view.window, me), lang, who=_who(view.window, lang, names))
    if view.phase == "name":
        return _t(_you("status_name", view.current, me), lang, who=who)
    if view.phase == "drawn":
        return _t(_you("status_drawn", view.current, me), lang, who=who)
    colour = _colour(view.colour, lang) if view.colour >= 0 else _t("no_colour", lang)
    direction = _t("clockwise" if view.direction == 1 else "anticlockwise", lang)
    key = _you("status_turn", view.current, me)
    return _t(key, lang, who=who, card=card_label(view.top, lang), colour=colour,
              direction=direction)


def colour_status(face: int, lang: str = "en") -> str:
    """The status while the person names the colour for the Wild ``face`` they picked (CC-8), before
    its play is sent (play-through 18, de 9)."""
    return _t("status_colour_you", lang, card=card_label(face, lang))


def seat_lines(view: ColorClashView, lang: str = "en") -> list[str]:
    """Per seat: number (from 1, as the launcher and ``simulate`` count), name, computer mark (CC-24),
    cards held, points, place if out."""
    lines = []
    for n, seat in enumerate(view.seats):
        mark = computer_mark(lang, substitute=seat.substitute) if seat.is_computer else ""
        extra = ""
        if view.phase == "window" and n == view.window and n in view.to_act:
            extra = _t("seat_may_call", lang)  # CC-10: the window is not a turn
        elif view.phase == "window" and n in view.to_act:
            # CC-11, CC-14: every other seat still in the round (a seat that is out is not in
            # ``to_act``, play-through 17, en 4)
            extra = _t("seat_may_catch", lang)
        elif n in view.to_act and not view.over:
            extra = _t("seat_to_move", lang)
        if n in view.out:  # no cards left to count: the place instead (issue 12 point 7.5)
            lines.append(_t("seat_line_out", lang, n=n + 1, name=seat.name, mark=mark,
                            points=view.scores[n], place=view.out.index(n) + 1, extra=extra))
            continue
        lines.append(_t("seat_line", lang, n=n + 1, name=seat.name, mark=mark, count=view.counts[n],
                        points=view.scores[n], extra=extra))
    return lines


def _scored_cards(cards: Sequence[str], lang: str) -> str:
    """CC-26: each card a hand held when the winner went out, with what it scored (CC-17); Chinese
    with its own brackets and list mark."""
    if lang == "zh":
        return "、".join(f"{card_label(face_of(c), lang)}（{POINTS[face_of(c)]}）" for c in cards)
    return ", ".join(f"{card_label(face_of(c), lang)} ({POINTS[face_of(c)]})" for c in cards)


def round_hands(record: Mapping[str, Any], lang: str = "en") -> list[str] | None:
    """CC-26: one cell per seat for a finished round's result: the cards that seat held when the
    winner went out, each with its points, and their sum; "—" for the winner. ``None`` when no hands
    were scored (a round without a winner, CC-18, or a record from before CC-26)."""
    hands = record.get("hands") or []
    points = record.get("hand_points") or []
    if not hands or record.get("winner") is None:
        return None
    cells = []
    for seat, cards in enumerate(hands):
        if seat == record["winner"]:
            cells.append("—")
        else:
            cells.append(_t("hand_cell", lang, cards=_scored_cards(cards, lang), points=points[seat]))
    return cells


def hand_header(lang: str = "en", by_out: bool = False) -> str:
    """The header of the CC-26 column; ``by_out``: the places rest on the order out (CC-16), and
    the column says so first (``out_cells``)."""
    return _t("hand_header_out" if by_out else "hand_header", lang)


def out_cells(record: Mapping[str, Any], cells: Sequence[str], lang: str = "en") -> list[str]:
    """CC-16: each seat's cell of the result begins with how it left the round: out (in the order
    its place gives) or still holding cards when the round ended, those sharing the last place.
    Play-through 18, en 5 and zh 6: a 2nd place holding 72 points at the win sat above a 3rd with
    6, and only "Hand at the win" explained the column. From the round's own places (the engine's)."""
    places = record.get("places") or []
    last = max(places, default=0)
    held = [p == last for p in places]
    out: list[str] = []
    for seat, cell in enumerate(cells):
        if seat == record.get("winner"):
            out.append(_t("out_cell_winner", lang))
        else:
            later = not (seat < len(held) and held[seat])
            status = _t("out_status_out" if later else "out_status_held", lang)
            # a seat out later: its cell says the hand is the one it held then (play-through 21,
            # zh 2: "后来出完 · ◆ 3" read as out and holding a card at once)
            out.append(_t("out_cell_later" if later else "out_cell", lang, status=status, hand=cell))
    return out


def typed_action(action: object, lang: str = "en") -> str:
    """A move as the person types it on a keyboard: the verb, the card and a named colour in their
    words ("spiel gelb 5", "出 变色 红", "play wild draw four blue call"), read back by
    ``parse_action`` (play-through 10: the hint's move must be typeable as written; play-through 13,
    en 11: the card as the screen shows it, "play ▲ 5", is on no keyboard, and the hint gave no
    typed form beside it)."""
    words = str(action).split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb == "play" and args:
        shown = [typed_card_words(face_of(args[0]), lang)]
        rest = args[1:]
        if rest and rest[0] != "call":
            shown.append(colour_name(colour_of(rest[0]), lang).lower())
            rest = rest[1:]
        # "call" in the player's word for it (read back by parse_action), never English in de/zh
        rest = [translated(GAME_ID, word, lang) for word in rest]
        return translated(GAME_ID, " ".join([verb, *shown, *rest]), lang)
    if verb in ("color", "colour") and args:
        return translated(GAME_ID, f"{verb} {colour_name(colour_of(args[0]), lang).lower()}", lang)
    return translated(GAME_ID, str(action), lang)


def action_text(action: object, lang: str = "en", names: Sequence[str] = ()) -> str:
    """A move as the hint names it, in words and card faces like the log ("● 7 spielen")."""
    words = str(action).split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb == "play" and args:
        card = _card(args[0], lang)
        if len(args) > 1 and args[1] != "call":
            return _t("do_play_wild", lang, card=card, colour=_colour(args[1], lang))
        return _t("do_play_call" if getattr(action, "call", False) else "do_play", lang, card=card)
    if verb == "catch" and args and args[0].isdigit():
        return _t("do_catch", lang, who=_who(int(args[0]), lang, names))
    if verb in ("color", "colour") and args:
        return _t("do_color", lang, colour=_colour(args[0], lang))
    if verb in ("draw", "keep", "pass", "call", "end"):
        return _t(f"do_{verb}", lang)
    return str(action)
