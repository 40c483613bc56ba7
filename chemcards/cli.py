"""The ``chemcards`` command.

Kept light on purpose: it imports only argparse and each subcommand's argument definitions, so
``chemcards`` reaches the launcher quickly (the app and the engines load when they are needed).
Every user mistake ends as one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

#: subcommand -> (module under chemcards.commands, its one line in English; the line shown is the
#: catalogue's ``cmd_<name>`` in the command line's language)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("play", "start a game directly, skipping the launcher"),
    "resume": ("play", "continue the last unfinished game"),
    "simulate": ("simulate", "let computer players play many games and tabulate the results"),
    "league": ("league", "every computer level against every other: win rates and ratings"),
    "bench": ("bench", "measure engines, bots and the app"),
    "replay": ("replay", "print a saved game move by move"),
    "stats": ("stats", "your games against computers: played, won, average score, with a plot"),
    "rules": ("rules", "print a game's rules"),
    "games": ("games", "list the installed games"),
    "deck": ("deck", "check a Chemie-Kartenspiel deck file"),
    "chem": ("chem", "the chemistry engine: reactions, substances, balancing"),
    "serve": ("online", "run a room server for online play"),
    "host": ("online", "open an online room and wait for friends in its lobby"),
    "join": ("online", "join an online room by its code or link"),
    "quick": ("online", "play online with strangers under animal names"),
    "web": ("web", "serve the app to browsers (phones, tablets, computers)"),
}

EXIT_USAGE = 2
#: a fault of ours, not the user's: still one line, never a traceback (CHEMCARDS_DEBUG=1 shows it)
EXIT_INTERNAL = 70


def _text(key: str, lang: str, **params: object) -> str:
    from chemcards.core.i18n import tr

    return tr("cli", key, lang, **params)


#: a line breaks between two tokens: a Chinese character, or a word of other letters, each with
#: the closing marks after it (no line starts with "，" or "）")
_CJK, _CLOSING = "\u2e80-\u9fff\uff00-\uffef", "，。、；：？！）》」』”’…"
#: an example in quotes ("“Ann,小明,cpu,cpu:hard”") is one token: never split (play-through 16 zh 4:
#: "`Ann,小明" / ",cpu,cpu:hard`")
_TOKENS = (rf"(?:“[^“”\n]{{1,40}}”|(?![{_CLOSING}])[{_CJK}]|[^\s{_CJK}“]+|“)[{_CLOSING}]*"
           rf"|[{_CLOSING}]+|\s+")


def _wrap_cells(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal cells: a Chinese character takes two, and a
    line may break between two of them (argparse counts characters and breaks at spaces only, so
    a Chinese help line ran past the terminal's edge)."""
    from rich.cells import cell_len

    lines: list[str] = []
    line = ""
    for token in re.findall(_TOKENS, " ".join(text.split())):  # compiled only when help is written
        if token.isspace():
            token = " "
        if line and cell_len(line + token.rstrip()) > width:
            lines.append(line.rstrip())
            line = "" if token == " " else token
        else:
            line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, with its "usage: " in the parser's language and lines measured in
    terminal cells."""

    lang = "en"

    def _split_lines(self, text: str, width: int) -> list[str]:
        return _wrap_cells(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in _wrap_cells(text, width - len(indent)))

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _text("usage", self.lang) if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """A parser that speaks ``lang`` (play-through 15, de 5 / zh 12): its own words ("usage",
    "options", "-h"), its command's line ``cmd_<command>`` and the help of every argument that has
    a catalogue entry ``arg_<command>_<dest>`` (``rulesets/cli/i18n.toml``). The texts are looked
    up only when a help or usage text is written: plain ``chemcards`` reads no catalogue before
    the launcher (issue 12 point 8)."""

    def __init__(self, *args: Any, lang: str = "en", command: str = "", **kwargs: Any) -> None:
        super().__init__(*args, add_help=False, **kwargs)
        self.lang = lang
        self.command = command
        self.register("action", "parsers", _SubParsers)
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="show this help message and exit")

    def add_subparsers(self, **kwargs: Any) -> Any:
        """A command's own subcommands (``deck check``, ``chem react``) speak its language and
        look their texts up as ``cmd_<command>_<sub>`` / ``arg_<command>_<sub>_<dest>``
        (play-through 16 de 4: ``deck`` and ``chem`` help stayed English)."""
        kwargs.setdefault("parser_class", _Parser)
        action = super().add_subparsers(**kwargs)
        action.owner = self
        return action

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = _Formatter(prog=self.prog)
        formatter.lang = self.lang
        return formatter

    def _localize(self) -> None:
        """Every text of this parser in its language; the English in the code stays where the
        catalogue has no entry."""
        lang = self.lang

        def text(key: str, fallback: str | None, *others: str) -> str | None:
            for each in (key, *others):
                found = _text(each, lang, levels=", ".join(LEVEL_WORDS))
                if found != each:
                    return found
            return fallback

        self._positionals.title = _text("positionals", lang)
        self._optionals.title = _text("options", lang)
        self.description = text(f"cmd_{self.command}" if self.command else "description", self.description)
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = _text("help", lang)
            elif isinstance(action, argparse._SubParsersAction):
                if not self.command:  # a command's own subcommands keep their words (check|new|list)
                    action.metavar = _text("command_metavar", lang)
                prefix = f"cmd_{self.command}_" if self.command else "cmd_"
                for choice in action._choices_actions:
                    choice.help = text(f"{prefix}{choice.dest}", choice.help)
            elif not self.command:
                action.help = text(f"arg_{action.dest}", action.help)
            else:
                # the command's own entry, else its first word's (``chem react`` → ``arg_chem_…``),
                # else the one all commands share (``arg_any_lang``)
                first = self.command.split("_")[0]
                action.help = text(f"arg_{self.command}_{action.dest}", action.help,
                                   f"arg_{first}_{action.dest}", f"arg_any_{action.dest}")

    def format_help(self) -> str:
        self._localize()
        text = super().format_help()
        if self.lang != "zh":
            return text
        # one heading style in Chinese: "位置参数：" and "选项：" as "用法：" (argparse writes an
        # ASCII colon after a group's title; play-through 16 zh 4)
        titles = {group.title for group in self._action_groups if group.title}
        return "\n".join(f"{line[:-1]}：" if line.endswith(":") and line[:-1] in titles else line
                         for line in text.split("\n"))

    def format_usage(self) -> str:
        self._localize()
        return super().format_usage()

    def error(self, message: str) -> NoReturn:
        line = _text("see_help", self.lang, message=_argparse_message(message, self.lang), prog=self.prog)
        self.exit(EXIT_USAGE, f"{self.prog}: {line}\n")


#: argparse's refusals (``argparse`` writes them in English through gettext) and their catalogue
#: keys; one that is not listed stays as argparse wrote it
_ARGPARSE = (
    (r"argument (?P<arg>.+?): (?P<message>.*)", "argparse_argument"),
    (r"unrecognized arguments: (?P<args>.*)", "argparse_unrecognized"),
    (r"the following arguments are required: (?P<args>.*)", "argparse_required"),
    (r"one of the arguments (?P<args>.*) is required", "argparse_one_of"),
    (r"expected one argument", "argparse_expected_one"),
    (r"expected at most one argument", "argparse_expected_at_most_one"),
    (r"expected at least one argument", "argparse_expected_at_least_one"),
    (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", "argparse_invalid_choice"),
    (r"invalid (?P<kind>\S+) value: (?P<value>.*)", "argparse_invalid_value"),
    (r"not allowed with argument (?P<arg>.*)", "argparse_not_allowed_with"),
    (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", "argparse_ambiguous"),
)


def _argparse_message(message: str, lang: str) -> str:
    """argparse's English refusal in ``lang`` (play-through 16 de 4): "unrecognized arguments:
    --x" reads "unbekannte Argumente: --x"; what was typed stays as typed."""
    # a command that needs one of its own commands (``chem`` alone): argparse named the choice
    # "{react,info,balance}" as a missing argument (play-through 20, de 13); said plainly in every
    # language, the commands as typed
    command = re.fullmatch(r"the following arguments are required: \{(?P<choices>[\w,-]+)\}", message)
    if command:
        from chemcards.core.i18n import join_list

        return _text("argparse_required_command", lang,
                     choices=join_list(command.group("choices").split(","), lang))
    if lang == "en":
        return message
    for pattern, key in _ARGPARSE:
        found = re.fullmatch(pattern, message, re.DOTALL)
        if found:
            params = found.groupdict()
            if "message" in params:  # "argument --seats: expected one argument"
                params["message"] = _argparse_message(params["message"], lang)
            return _text(key, lang, **params)
    return message


class _SubParsers(argparse._SubParsersAction):  # type: ignore[type-arg]
    """Subcommands made in the language of the parser that owns them."""

    owner: _Parser | None = None

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        owner = self.owner
        if owner is not None:
            kwargs.setdefault("lang", owner.lang)
            kwargs.setdefault("command", f"{owner.command}_{name}" if owner.command else name)
        return super().add_parser(name, **kwargs)


#: the levels as the command line takes them (``--seats easy,hard``)
LEVEL_WORDS = ("easy", "medium", "hard", "strongest")


def build_parser(argv: Sequence[str] = (), lang: str | None = None) -> argparse.ArgumentParser:
    """The parser; only the subcommand named in ``argv`` gets its arguments (and its module
    imported), which keeps start-up fast and lets each command stand alone. Its texts are in
    ``lang``, by default the language ``argv`` asks for (:func:`argv_lang`)."""
    chosen = _subcommand(argv)
    lang = lang or argv_lang(argv)
    parser = _Parser(prog="chemcards", description="Four card games in the terminal.", lang=lang)
    parser.add_argument("--lang", choices=("de", "en", "zh"), help="language of the app and the command line")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        sp = sub.add_parser(name, help=help_text, description=help_text, lang=lang, command=name)
        if name != chosen:
            continue
        mod = importlib.import_module(f"chemcards.commands.{module}")
        adder = getattr(mod, f"add_{name}_arguments", None) or mod.add_arguments
        adder(sp)
        sp.set_defaults(_runner=getattr(mod, f"run_{name}", None) or mod.run)
    return parser


def argv_lang(argv: Sequence[str]) -> str:
    """The language of the command line, read before argparse builds its help: ``--lang X`` (or
    ``--lang=X``) anywhere in ``argv``, else the language chosen last in the app, else the
    terminal's (``LANG``), else English (``commands.cli_lang``)."""
    from chemcards.commands import cli_lang
    from chemcards.core.i18n import LANGS

    words = list(argv)
    for n, word in enumerate(words):
        value = words[n + 1] if word == "--lang" and n + 1 < len(words) else \
            word.partition("=")[2] if word.startswith("--lang=") else None
        if value in LANGS:
            return value
    return cli_lang(None)


def _subcommand(argv: Sequence[str]) -> str | None:
    """The first word that is neither an option nor the value of the top-level ``--lang``."""
    words = iter(argv)
    for word in words:
        if word == "--lang":
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def main(argv: Sequence[str] | None = None) -> int:
    from chemcards import commands

    argv = list(sys.argv[1:] if argv is None else argv)
    # every line and refusal of the command in its language (play-through 16 de 4), for this
    # command only: a caller in the same process (a test, the app) keeps its own language after it
    previous = commands.LANG
    commands.LANG = argv_lang(argv)
    try:
        return _run(argv, commands.LANG)
    finally:
        commands.LANG = previous


def _run(argv: list[str], lang: str | None) -> int:
    from chemcards.commands import CommandError
    from chemcards.core.schema import InputError, one_line

    parser = build_parser(argv, lang)
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            from chemcards.commands.play import run_launcher

            # the first start follows the terminal's language as the command line does (LANG)
            return run_launcher(args.lang or argv_lang(argv))
        return int(args._runner(args) or 0)
    except (CommandError, InputError) as exc:
        # a file's problem in the command's language (play-through 17: it was English)
        text = exc.said(lang or "en") if isinstance(exc, InputError) else str(exc)
        print(f"chemcards: {one_line(text, 2000)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        from chemcards.commands import cli_lang
        from chemcards.i18n import ui

        print(f"chemcards: {ui('cli_interrupted', cli_lang(args))}", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the one place a fault of ours is caught: the player sees one line
        if os.environ.get("CHEMCARDS_DEBUG"):
            raise
        from chemcards.commands import cli_lang
        from chemcards.i18n import ui

        error = f"{type(exc).__name__}: {one_line(str(exc), 200)}"
        print(f"chemcards: {ui('cli_internal_error', cli_lang(args), error=error)}", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
