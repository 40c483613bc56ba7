"""The ``chemcards chem`` subcommands: react, info and balance.

The lead's CLI calls :func:`add_arguments` on its ``chem`` parser and :func:`run` with the parsed
arguments; a :class:`~chemcards.chemistry.ChemistryError` raised here is printed as one line on
stderr with exit code 2, so every bad input gets a message and never a traceback.
"""

from __future__ import annotations

import argparse
import unicodedata
from typing import TextIO

from chemcards.chemistry.balance import balance_equation, format_equation
from chemcards.chemistry.data import load_data
from chemcards.chemistry.errors import ChemistryError
from chemcards.chemistry.formula import pretty
from chemcards.chemistry.queries import (
    damage_class,
    get_substance,
    possible_reactions,
    reactions_of,
    zone_state,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang`` and the subcommands react, info and balance to ``parser``."""
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                        help="display language")
    sub = parser.add_subparsers(dest="chem_command", metavar="{react,info,balance}")
    sub.required = True
    react = sub.add_parser("react", help="reactions possible among substances (CH-19)")
    react.add_argument("formulas", nargs="+", metavar="FORMULA")
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
        help="also list reactions that need more portions than given (counter cards)",
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
        return _react(args.formulas, args.condition, args.any_portions, lang, out)
    if command == "info":
        return _info(args.formula, lang, out)
    if command == "balance":
        eq = balance_equation(args.equation)
        out.write(format_equation(eq.reactants, eq.products, arrow="→", unicode=True) + "\n")
        return 0
    raise ChemistryError("choose a subcommand: react, info or balance")


def _react(
    formulas: list[str], conditions: list[str], any_portions: bool, lang: str, out: TextIO
) -> int:
    data = load_data()
    subs = [get_substance(f) for f in formulas]
    zone = [s.formula for s in subs]
    found = possible_reactions(zone, conditions, need_portions=not any_portions)
    if not found:
        cond = f" ({', '.join(conditions)})" if conditions else ""
        out.write(_t(lang, "no_reaction").format(zone=" + ".join(map(pretty, zone)), cond=cond))
        out.write("\n")
        return 1
    for i, r in enumerate(found, 1):
        out.write(f"{i}. {r.display(lang, data)}\n")
        family = data.label("family", r.family, lang)
        cond = data.label("condition", r.condition, lang) if r.condition != "none" else "—"
        out.write(f"   {_t(lang, 'family')}: {family}; {_t(lang, 'condition')}: {cond}\n")
        for _, p in r.products:
            s = data.substances[p]
            cls = data.label("class", s.cls, lang)
            dmg = data.label("damage", damage_class(s, conditions).value, lang)
            extra = f"; {_t(lang, 'displaced')}" if p == r.displaced_metal else ""
            out.write(f"   {pretty(p)}: {s.names.get(lang)}, {cls}, {dmg}{extra}\n")
        if r.note:
            out.write(f"   ({r.note.get(lang)})\n")
    return 0


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
        rows.append((_t(lang, "properties"), ", ".join(flags)))
    if s.ions:
        rows.append((_t(lang, "ions"), " + ".join(pretty(i) for i in s.ions)))
    rows.append((_t(lang, "in_zone"), data.label("state", zone_state(s).value, lang)))
    rows.append((_t(lang, "effect"), data.label("damage", damage_class(s).value, lang)))
    rows.append((_t(lang, "reactions"), str(len(reactions_of(s.formula)))))
    width = max(_width(k) for k, _ in rows)
    for k, v in rows:
        out.write(f"{k}{' ' * (width - _width(k))}  {v}\n")
    return 0


_TEXT: dict[str, dict[str, str]] = {
    "no_reaction": {
        "de": "Keine Reaktion zwischen {zone}{cond}.",
        "en": "No reaction between {zone}{cond}.",
        "zh": "{zone}{cond} 之间不发生反应。",
    },
    "family": {"de": "Typ", "en": "type", "zh": "类型"},
    "condition": {"de": "Bedingung", "en": "condition", "zh": "条件"},
    "displaced": {"de": "verdrängtes Metall (CH-20)", "en": "displaced metal (CH-20)",
                  "zh": "被置换出的金属（CH-20）"},
    "formula": {"de": "Formel", "en": "formula", "zh": "化学式"},
    "class": {"de": "Stoffklasse", "en": "class", "zh": "类别"},
    "state": {"de": "Zustand (Raumtemp.)", "en": "state (room temp.)", "zh": "常温状态"},
    "solubility": {"de": "Löslichkeit", "en": "solubility", "zh": "溶解性"},
    "strength": {"de": "Stärke", "en": "strength", "zh": "强弱"},
    "strong": {"de": "stark", "en": "strong", "zh": "强"},
    "weak": {"de": "schwach", "en": "weak", "zh": "弱"},
    "properties": {"de": "Eigenschaften", "en": "properties", "zh": "性质"},
    "toxic_gas": {"de": "Giftgas", "en": "toxic gas", "zh": "有毒气体"},
    "hydrolyses": {"de": "hydrolysiert", "en": "hydrolyses", "zh": "遇水水解"},
    "volatile": {"de": "flüchtig", "en": "volatile", "zh": "易挥发"},
    "ions": {"de": "Ionen", "en": "ions", "zh": "离子"},
    "in_zone": {"de": "im Reaktionsfeld", "en": "in a zone", "zh": "反应区中"},
    "effect": {"de": "Wirkung", "en": "effect", "zh": "效果"},
    "reactions": {"de": "Reaktionen", "en": "reactions", "zh": "反应数"},
}


def _width(text: str) -> int:
    """Terminal columns: Chinese characters take two, so the table stays aligned in zh."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _t(lang: str, key: str) -> str:
    entry = _TEXT[key]
    return entry.get(lang, entry["en"])
