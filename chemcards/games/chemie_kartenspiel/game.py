"""Das Chemie-Kartenspiel as a chemcards ``Game``: the rules (``rules.ChemieRules``) with the texts a
front end shows and the game's own computer players. Rules: ``docs/rules/chemie-kartenspiel.*.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from chemcards.core.protocol import LANGS, Event, Game, NotationError
from chemcards.core.rng import Rng
from chemcards.i18n import tr, untranslated

from . import texts
from .actions import Action, Add, CardStep, Lay, ShieldStep, Skip
from .catalogue import catalogue
from .rules import ChemieRules
from .state import BUILD, State
from .view import View

if TYPE_CHECKING:
    from chemcards.bots.base import Bot


class ChemieGame(ChemieRules, Game[State, Action, View]):
    board = "chemcards.games.chemie_kartenspiel.board:ChemieBoard"
    move_example = "add Fe(+3)"
    # -- players ---------------------------------------------------------------------------------
    def easy_bot(self, seat: int, rng: Rng) -> Bot | None:
        from .bot import ChemieEasy

        return ChemieEasy(self, seat, rng)

    def heuristic_bot(self, seat: int, rng: Rng) -> Bot | None:
        from .bot import ChemieHeuristic

        return ChemieHeuristic(self, seat, rng)

    def search_bot(self, seat: int, rng: Rng, **budget: Any) -> Bot | None:
        """ISMCTS without ``drop`` steps: plain search looped adding and dropping the same unit."""
        from .bot import ChemieSearch

        return ChemieSearch(self, seat, rng, **budget)

    # -- texts -----------------------------------------------------------------------------------
    def action_text(self, view: View, action: Any, lang: str = "en") -> str:
        return texts.action_text(action, lang)

    def typed_action(self, view: View, action: Any, lang: str = "en") -> str:
        return texts.typed_action(action, lang)

    def example_action(self, view: View, legal: Sequence[Any]) -> Any | None:
        return texts.example_action(legal)

    def read_typed(self, view: View, text: str) -> Any:
        """The move box's text as a move, read as the screen writes it (play-through 12): the joker
        by its mark or its name ("加 ✱", "nimm Protomaterie") as the shield (CK-19, a board step,
        :class:`ShieldStep`); a card typed without its charge ("add N") is a :class:`CardStep`, which
        the board takes at the charge the card shows now, as ⏎ does (CK-12, play-through 13 en 3)."""
        src = untranslated(self.id, text)
        verb, _, rest = src.strip().partition(" ")
        if verb.lower() in ("add", "drop") and rest.strip().casefold() in _joker_words():
            return ShieldStep(verb.lower() == "add")
        try:
            return self.parse_action(src)
        except NotationError as exc:
            if exc.key != "charge_missing" or verb.lower() not in ("add", "drop"):
                raise
            # the charge the card shows now, as ⏎ takes it: the board knows it (play-through 13
            # en 3: read from the engine's draft, "add N" was taken once and refused once)
            return CardStep(catalogue().element(rest.strip()).index, verb.lower() == "add")

    def event_text(self, event: Event, lang: str = "en", names: Sequence[str] = (),
                   viewer: int | None = None, view: Any = None) -> str:
        return texts.event_text(event, lang, names, viewer)

    def seat_lines(self, view: View, lang: str = "en") -> list[str]:
        return texts.seat_lines(view, lang)

    def seat_lines_short(self, view: View, lang: str = "en") -> list[str]:
        return texts.seat_lines(view, lang, short=True)

    def refusal_params(self, params: dict[str, Any], lang: str = "en") -> dict[str, Any]:
        """A refusal's parameters for its sentence: the joker is named in the reader's language
        (Protomaterie, 原物质), every other card by its symbol as the hand shows it (issue 21); a
        group's jokers in words, "[ClO₄]⁻ (2 Protomatter standing in for O)" (play-through 17
        zh 5: "(✱×2)" was unexplained, and in half-width brackets in Chinese; CK-18)."""
        cat = catalogue()
        proto = cat.elements[cat.proto]
        named = {k: proto.name(lang) for k in ("symbol", "symbol2", "symbol3")
                 if params.get(k) == proto.symbol}
        if isinstance(params.get("unit"), str):
            named["unit"] = texts.shown_unit_words(params["unit"], lang)
        return {**params, **named} if named else params

    def review_habit(self, view: View, action: Any, legal: Sequence[Any]) -> Any:
        """The review's habit (``chemcards.bots.review``): a pass while a compound could be laid
        gives the turn's one compound away (CK-8) and with it points (CK-9); named from the
        second time in a row (play-through 13 zh 6). The move instead: the next step of the
        compound the medium player would lay. None when ``action`` is no such pass."""
        from .bot import _remaining, plan

        if not isinstance(action, Skip) or view.phase != BUILD or view.hand is None:
            return None
        units = plan(view)
        rest = _remaining(units, view.draft) if units else None
        if rest is None:
            return None
        step = Add(rest[0]) if rest else Lay(False)
        return step if step in legal else None

    def review_reason(self, view: View, action: Any, lang: str = "en") -> str:
        """Why the review names a pass (:meth:`review_habit`): the compound that could have been
        laid, with its points, written as the log writes it: a formula that does not read by
        itself gets its ions beside it (play-through 18 zh 7: "WClHN(MnO₄)（✱×2）" looked out of
        order, W⁶⁺ with the anions Cl⁻ H⁻ N³⁻ after it as IUPAC orders them, CK-11 [decided])."""
        from chemcards.i18n import join_list

        from .bot import plan
        from .catalogue import catalogue, signed
        from .compounds import points
        from .search import compound_of
        from .search import units as search_units

        if not isinstance(action, Add | Lay) or view.hand is None:
            return ""
        units = plan(view)
        if not units:
            return ""
        compound = compound_of(units)
        said = tr(self.id, "review_pass_again", lang,
                  formula=texts.compound_with_ions(str(compound), lang),
                  points=tr(self.id, "points_long", lang, n=points(compound)))
        # a card at a charge other than the one its hand row shows first ("Pu×1 +3" while the
        # compound takes Pu⁴⁺): which, and that c switches it (play-through 23, en 9 and de 4, CK-12)
        cat, switched = catalogue(), []
        for i in dict.fromkeys(units):
            unit = search_units()[i]
            if unit.element >= 0 and unit.charge != cat.elements[unit.element].single_charges()[0]:
                switched.append(f"{cat.elements[unit.element].symbol} {signed(unit.charge)}")
        if switched:
            said += tr(self.id, "review_charge_switched", lang, cards=join_list(switched, lang))
        return said

    def board_legend(self, lang: str = "en") -> str:
        """What the board's tags mean, shown on the ``?`` screen (issue 21)."""
        return texts.t("board_legend", lang)

    def lesson_facts(self, view: View) -> list[str]:
        """What the guided game may know of the learner's hand besides the legal moves, for the
        steps it names as coming next (``lessons.Milestone.possible``): "hold Protomaterie",
        "hold Po R" — a card held, with its symbols' letters (CK-19 shield, CK-21 radioactive)."""
        from .catalogue import marks

        cat = catalogue()
        return [f"hold {cat.elements[c].symbol}{marks(c)}" for c, n in enumerate(view.hand or ()) if n]

    def status_text(self, view: View, lang: str = "en") -> str:
        return texts.status_text(view, lang)


def _joker_words() -> frozenset[str]:
    """The joker as a person may type it: its mark, the notation's "*", its symbol and its name
    and the shield's word in every language ("✱", "Protomaterie", "原物质", "护盾")."""
    cat = catalogue()
    proto = cat.elements[cat.proto]
    words = {"✱", "*", proto.symbol}
    for lang in LANGS:
        words |= {proto.name(lang), texts.t("tag_shield", lang)}
    return frozenset(w.casefold() for w in words)


GAME = ChemieGame()
