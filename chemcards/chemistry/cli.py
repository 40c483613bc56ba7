"""The ``chemcards chem`` subcommands: react, info and balance.

The lead's CLI calls :func:`add_arguments` on its ``chem`` parser and :func:`run` with the parsed
arguments; a :class:`~chemcards.chemistry.ChemistryError` raised here is printed as one line on
stderr with exit code 2, so every bad input gets a message and never a traceback.
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Iterable
from typing import TextIO

from chemcards.chemistry.balance import balance_equation, format_equation
from chemcards.chemistry.data import load_data
from chemcards.chemistry.errors import ChemistryError
from chemcards.chemistry.explain import Why, why_no_reaction
from chemcards.chemistry.formula import pretty
from chemcards.chemistry.queries import (
    damage_class,
    get_substance,
    possible_reactions,
    reactions_of,
    zone_state,
)
from chemcards.chemistry.reactions import Reaction
from chemcards.core.i18n import zh_spaced
from chemcards.i18n import tr

DOMAIN = "chemistry"

#: substances in one ``react`` query (issue 13, point 6)
MAX_REACT_FORMULAS = 16


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang`` and the subcommands react, info and balance to ``parser``."""
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                        help="display language")
    sub = parser.add_subparsers(dest="chem_command", metavar="{react,info,balance}")
    sub.required = True
    react = sub.add_parser("react", help="reactions possible among substances")
    react.add_argument(
        "formulas", nargs="+", metavar="FORMULA",
        help="substances with optional portions: Fe 2HCl, or Fe 2 HCl",
    )
    react.add_argument(
        "--condition",
        action="append",
        choices=("heat", "ignite", "electrify", "cool"),
        default=[],
        help="condition card in the zone (repeatable)",
    )
    react.add_argument(
        "--any-portions",
        action="store_true",
        help="kept for old scripts: reactions are always listed with the portions they need",
    )
    react.add_argument(
        "--concentrated",
        action="append",
        choices=_ACIDS,
        default=[],
        help="treat this acid as concentrated (repeatable); acids are dilute otherwise",
    )
    react.add_argument(
        "--molten", action="store_true", help="also list electrolyses of a melt (2NaCl → 2Na + Cl₂)"
    )
    info = sub.add_parser("info", help="names and properties of a substance")
    info.add_argument("formula", metavar="FORMULA")
    bal = sub.add_parser("balance", help='balance an equation, e.g. "Fe + O2 -> Fe3O4"')
    bal.add_argument("equation", metavar="EQUATION")
    for each in (react, info, bal):  # --lang after the subcommand works too
        each.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                          help="display language")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run one subcommand; raise ChemistryError (one clear line) on bad input."""
    lang: str = getattr(args, "lang", "en") or "en"
    command = getattr(args, "chem_command", None)
    if command == "react":
        return _react(args.formulas, args.condition, args.concentrated, args.molten, lang, out)
    if command == "info":
        return _info(args.formula, lang, out)
    if command == "balance":
        eq = balance_equation(args.equation)
        out.write(format_equation(eq.reactants, eq.products, arrow="→", unicode=True) + "\n")
        return 0
    raise ChemistryError("choose a subcommand: react, info or balance")


MOST_PORTIONS = 99  # more portions than any zone could hold is a typing slip, not a question
_COUNT = re.compile(r"^(\d+)\s*(\S.*)?$")
_ACIDS = ("H2SO4", "HNO3", "HCl")  # the acids a zone may hold concentrated


def parse_terms(words: list[str], lang: str = "en") -> dict[str, int]:
    """The substances a person typed with their portions: ``2HCl``, ``2 HCl`` and ``HCl HCl`` all
    mean two portions of HCl (CH-19); a lone ``+`` between them is allowed, and a quoted
    ``"Fe + 2HCl"`` is read word by word. Formulas are
    canonical (``NH3.H2O`` → ``NH3·H2O``); an unknown or malformed one raises a one-line error."""
    out: dict[str, int] = {}
    pending: int | None = None
    pending_text = ""
    for word in (w for text in words for w in text.split()):
        if word == "+":
            continue
        m = _COUNT.match(word)
        count = 1
        if m is not None and pending is None:
            digits, rest = m.group(1), m.group(2)
            if len(digits) > 2 or not 1 <= int(digits) <= MOST_PORTIONS:
                raise ChemistryError(tr(DOMAIN, "bad_count", lang, text=word, most=MOST_PORTIONS))
            if not rest:
                pending, pending_text = int(digits), word
                continue
            count, word = int(digits), rest.strip()
        elif pending is not None:
            count, pending = pending, None
        formula = get_substance(word).formula
        out[formula] = out.get(formula, 0) + count
    if pending is not None:
        raise ChemistryError(tr(DOMAIN, "count_alone", lang, text=pending_text))
    return out


def _react(
    words: list[str],
    conditions: list[str],
    concentrated: list[str],
    molten: bool,
    lang: str,
    out: TextIO,
) -> int:
    """Reactions among the typed substances, with the portions each needs (CH-19).

    Reactions are listed even where the typed portions fall short (``Fe HCl`` → Fe + 2HCl), with
    the portions they need. Nothing possible: one line saying why (``explain.py``), then any
    reaction that another condition, a concentrated acid or a melt would allow.
    """
    data = load_data()
    zone = parse_terms(words, lang)
    if len(zone) > MAX_REACT_FORMULAS:  # a zone holds a handful; the search grows with each
        raise ChemistryError(f"react takes at most {MAX_REACT_FORMULAS} substances, not {len(zone)}")
    conc = [get_substance(a).formula for a in concentrated]
    found = possible_reactions(
        zone, conditions, concentrated=conc, need_portions=False, molten=molten
    )
    found = [r for r in found if r.reactant_formulas & set(zone)]
    alone: list[Reaction] = []
    if len(zone) == 2:  # a pair: what the two do together, not what one does by itself
        together = [r for r in found if set(zone) <= _takes_part(r)]
        alone, found = [r for r in found if r not in together], together
    if not found and "H2O" not in zone:
        # Substances typed without water still meet in a solution (2Al + 2NaOH + 2H2O, CaO + H2O):
        # offer what they do together with water, under a line that says so.
        wet = {**zone, "H2O": 1}
        found = [
            r for r in possible_reactions(
                wet, conditions, concentrated=conc, need_portions=False, molten=molten
            )
            if r.reactant_formulas == set(wet)
        ]
        if found:
            out.write(tr(DOMAIN, "in_water", lang) + "\n")  # "given" stays what was typed
    if found:
        for i, r in enumerate(found, 1):
            _write_reaction(out, i, r, zone, conditions, lang)
        return 0
    shown = " + ".join(pretty(f) for f in zone)
    named = _list((data.label("condition", c, lang) for c in conditions), lang)
    cond = _bracketed(named, lang) if conditions else ""
    why = why_no_reaction(list(zone), data, conc)
    other = _under_other_conditions(zone, conditions, conc, molten)
    if why.key == "why_no_rule" and other:
        why = Why("why_needs_condition")
    line = tr(DOMAIN, why.key, lang, **why.params)
    if why.key == "why_alone":
        out.write(tr(DOMAIN, why.key, lang, cond=cond, **why.params) + "\n")
    else:
        out.write(tr(DOMAIN, "no_reaction", lang, zone=shown, cond=cond, why=line) + "\n")
    if alone:
        out.write(tr(DOMAIN, "on_their_own", lang) + "\n")
        for i, r in enumerate(alone, 1):
            out.write(f"{i}. {r.display(lang, data)}\n")
    if other:
        out.write(tr(DOMAIN, "needs_more", lang) + "\n")
        for i, (r, needs) in enumerate(other, 1):
            what = _list((_need_label(n, lang) for n in needs), lang)
            needed = tr(DOMAIN, "with_condition", lang, what=what)
            note = _bracketed(needed, lang) if lang == "zh" else f"  [{needed}]"
            out.write(f"{i}. {r.display(lang, data)}{note}\n")
            _write_portions(out, r, zone, lang)
    return 1


def _list(items: Iterable[str], lang: str) -> str:
    """A list in a line: 、 between Chinese items, ", " otherwise (docs/i18n.md, Chinese typography;
    play-through 9: the zh output wrote "硝酸铜, 盐" and "份数: … (已给出: …)")."""
    return ("、" if lang == "zh" else ", ").join(items)


def _bracketed(text: str, lang: str) -> str:
    """A note after its text: full-width brackets glued in Chinese, " (…)" otherwise; a Chinese note
    spaced as every Chinese line is ("电解 MgCl₂ 溶液", issue 21: the notes are data, not ``tr``)."""
    return f"（{zh_spaced(text)}）" if lang == "zh" else f" ({text})"


def _takes_part(r: Reaction) -> frozenset[str]:
    """The substances a reaction needs in the zone: its reactants and a catalyst it cannot do
    without (``2H2O2`` with MnO2)."""
    return r.reactant_formulas | ({r.catalyst} if r.catalyst else set())


def _under_other_conditions(
    zone: dict[str, int], conditions: list[str], conc: list[str], molten: bool
) -> list[tuple[Reaction, list[str]]]:
    """Reactions of exactly the typed substances that need something the zone lacks: a condition
    card, a concentrated acid, a melt or a catalyst, with what each needs."""
    before = {
        r.id for r in possible_reactions(
            zone, conditions, concentrated=conc, need_portions=False, molten=molten
        )
    }
    typed = set(zone)
    out: list[tuple[Reaction, list[str]]] = []
    for r in reactions_of(next(iter(zone))):
        if r.id in before or r.family == "electrified_exchange":
            continue  # CH-26 forced exchanges are a game rule, not chemistry
        if typed not in (set(r.reactant_formulas), set(_takes_part(r))):
            continue  # only what the typed substances do together
        needs = [r.condition] if r.condition != "none" and r.condition not in conditions else []
        needs += [f"conc:{a}" for a in r.concentrated if a not in conc]
        needs += ["molten"] if r.molten and not molten else []
        if r.catalyst and r.catalyst_needed and r.catalyst not in typed:
            needs.append(f"catalyst:{r.catalyst}")
        if needs:
            out.append((r, needs))
    return out


def _need_label(need: str, lang: str) -> str:
    if need.startswith("conc:"):
        return tr(DOMAIN, "concentrated", lang, acid=pretty(need[5:]))
    if need.startswith("catalyst:"):
        return f"{tr(DOMAIN, 'catalyst', lang)} {pretty(need[9:])}"
    if need == "molten":
        return tr(DOMAIN, "molten", lang)
    return load_data().label("condition", need, lang)


def _write_reaction(
    out: TextIO, i: int, r: Reaction, zone: dict[str, int], conditions: list[str], lang: str
) -> None:
    data = load_data()
    colon, semi = ("：", "；") if lang == "zh" else (": ", "; ")
    out.write(f"{i}. {r.display(lang, data)}\n")
    _write_portions(out, r, zone, lang)
    family = data.label("family", r.family, lang)
    cond = data.label("condition", r.condition, lang) if r.condition != "none" else "—"
    extra = ""
    if r.catalyst:
        extra = f"{semi}{tr(DOMAIN, 'catalyst', lang)}{colon}{pretty(r.catalyst)}"
    if r.concentrated:
        names = _list((tr(DOMAIN, "concentrated", lang, acid=pretty(a)) for a in r.concentrated), lang)
        extra += f"{semi}{names}"
    kind, condition = tr(DOMAIN, "family", lang), tr(DOMAIN, "condition", lang)
    out.write(f"   {kind}{colon}{family}{semi}{condition}{colon}{cond}{extra}\n")
    for _, p in r.products:
        s = data.substances[p]
        cls = data.label("class", s.cls, lang)
        dmg = data.label("damage", damage_class(s, conditions).value, lang)
        displaced = f"{semi}{tr(DOMAIN, 'displaced', lang)}" if p == r.displaced_metal else ""
        comma = "，" if lang == "zh" else ", "
        out.write(f"   {pretty(p)}{colon}{s.names.get(lang)}{comma}{cls}{comma}{dmg}{displaced}\n")
    if r.note:
        out.write(f"   {_bracketed(r.note.get(lang), lang).strip()}\n")


def _write_portions(out: TextIO, r: Reaction, zone: dict[str, int], lang: str) -> None:
    """CH-19: the portions the balanced reaction takes, and what was typed where it falls short."""
    need = " + ".join(f"{c} {pretty(f)}" for c, f in r.reactants)
    short = [
        f"{zone.get(f, 0)} {pretty(f)}" for c, f in r.reactants
        if f in zone and zone[f] < c
    ]
    colon = "：" if lang == "zh" else ": "
    given = _bracketed(f"{tr(DOMAIN, 'given', lang)}{colon}{_list(short, lang)}", lang) if short else ""
    out.write(f"   {tr(DOMAIN, 'portions', lang)}{colon}{need}{given}\n")


def _info(formula: str, lang: str, out: TextIO) -> int:
    data = load_data()
    s = get_substance(formula)
    rows = [
        (_t(lang, "formula"), pretty(s.formula)),
        ("de / en / zh", f"{s.names.de} / {s.names.en} / {s.names.zh}"),
        (_t(lang, "class"), data.label("class", s.cls, lang)),
        (_t(lang, "state"), data.label("state", s.state, lang)),
        (_t(lang, "solubility"), data.label("solubility", s.solubility, lang)),
    ]
    if s.strength:
        rows.append((_t(lang, "strength"), _t(lang, s.strength)))
    flags = [_t(lang, k) for k in ("toxic_gas", "hydrolyses", "volatile") if getattr(s, k)]
    if flags:
        rows.append((_t(lang, "properties"), _list(flags, lang)))
    if s.ions:
        rows.append((_t(lang, "ions"), " + ".join(pretty(i) for i in s.ions)))
    rows.append((_t(lang, "in_zone"), data.label("state", zone_state(s).value, lang)))
    rows.append((_t(lang, "effect"), data.label("damage", damage_class(s).value, lang)))
    rows.append((_t(lang, "reactions"), str(len(reactions_of(s.formula)))))
    width = max(_width(k) for k, _ in rows)
    for k, v in rows:
        out.write(f"{k}{' ' * (width - _width(k))}  {v}\n")
    return 0


def _width(text: str) -> int:
    """Terminal columns: Chinese characters take two, so the table stays aligned in zh."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _t(lang: str, key: str) -> str:
    return tr(DOMAIN, key, lang)
