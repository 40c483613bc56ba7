"""Subcommands of the ``chemcards`` command, one module each with ``add_arguments`` and ``run``.

``run(args) -> int`` returns the exit code; a problem the user can fix is raised as
``CommandError`` and printed by ``chemcards.cli`` as one line on stderr with exit code 2.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chemcards.core.protocol import Game, Option


def clause_lines(text: str, width: int) -> str:
    """``text`` broken into lines of at most ``width`` cells only where a clause ends (after "；" or
    "; "), else after a comma (or "：", before "（"), else at a space: a summary under a table
    wrapped at any space split phrases ("75.7" / "个动作", "je" / "Spiel"; play-through 17, zh 15).
    Measured in cells: a Chinese character takes two."""
    import re

    from rich.cells import cell_len

    def pack(parts: list[str], limit: int, finer: tuple[str, ...]) -> list[str]:
        lines: list[str] = []
        for part in parts:
            gap = "" if not lines or lines[-1].endswith(("；", "，", "、", "：")) or part.startswith("（") \
                else " "
            if lines and cell_len(lines[-1] + gap + part) <= limit:
                lines[-1] += gap + part
            elif cell_len(part) > limit and finer:
                lines += pack(re.split(finer[0], part), limit, finer[1:])
            else:
                lines.append(part)
        return lines

    # Chinese also between its clause marks "：" and before a bracket "（", never at the space of
    # "4 人" or "500 次" (play-through 18: the bench's "（500" / "次迭代）")
    splits = (r"(?<=；)|(?<=;)\s+", r"(?<=[，、：])|(?<=,)\s+|(?=（)", r"\s+")
    return "\n".join(pack(re.split(splits[0], text), max(1, width), splits[1:]))


class CommandError(Exception):
    """Bad arguments or a bad file: one sentence for the user, no traceback."""


#: the language of the command being run, set by ``chemcards.cli.main`` from ``--lang`` (anywhere
#: on the line), else the settings, else ``LANG``; ``None`` outside a command (then
#: :func:`cli_lang` decides)
LANG: str | None = None


def say(key: str, /, **params: Any) -> str:
    """A line of the command line's catalogue (``rulesets/cli/i18n.toml``) in the command's
    language: every line a command prints and every refusal (play-through 16 de 4)."""
    from chemcards.i18n import tr

    return tr("cli", key, command_lang(), **params)


#: the catalogue entries (rulesets/cli) of a game's refusals of a deck option (the
#: Chemie-Kartenspiel's ``decks=…``, written in English by its engine)
DECK_ERRORS = "deck_opt_"

#: placeholders of a catalogued English text that stand for a number (the others match any text)
_NUMBERS = {"players", "n", "m", "seconds"}


@cache
def _templates(prefix: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The command line's catalogue entries under ``prefix`` as (pattern of the English text, key)."""
    from chemcards.i18n import catalogue

    found = []
    for key, entry in catalogue("cli").items():
        if key.startswith(prefix) and isinstance(entry, dict):
            parts = re.split(r"\{(\w+)\}", str(entry["en"]))
            pattern = "".join(
                re.escape(part) if i % 2 == 0
                else f"(?P<{part}>\\d[\\d,]*)" if part in _NUMBERS else f"(?P<{part}>.+?)"
                for i, part in enumerate(parts))
            found.append((re.compile(pattern, re.DOTALL), key))
    return tuple(found)


def catalogued(text: str, prefix: str, lang: str, inner: str | None = None) -> str:
    """``text``, an English line written by a module below the command line (a bench measure, a
    chemistry error), in ``lang``: the catalogue entry under ``prefix`` whose English text it is,
    with its parts filled in (a game id as the game's name; other parts said in the language
    through the entries under ``inner``). Those modules keep English, their stable key for docs
    and tests; a text the catalogue lacks stays as it is (play-through 18)."""
    from chemcards.core.registry import UnknownGame, get_game
    from chemcards.i18n import tr

    if lang == "en":
        return text
    for pattern, key in _templates(prefix):
        found = pattern.fullmatch(text)
        if found is None:
            continue
        params = found.groupdict()
        for name, value in params.items():
            if name == "game":
                with contextlib.suppress(UnknownGame):  # a test's toy game keeps its id
                    params[name] = get_game(value).title(lang)
            elif inner is not None and name not in _NUMBERS:
                params[name] = catalogued(value, inner, lang, inner)
        return tr("cli", key, lang, **params)
    return text


def command_lang() -> str:
    """The command's language (``LANG``, else :func:`cli_lang`), for a line from another
    catalogue than the command line's (a game's refusal of its options)."""
    return LANG or cli_lang(None)


def refusal(key: str, /, **params: Any) -> CommandError:
    """``CommandError`` with the catalogue's ``err_<key>`` in the command's language."""
    return CommandError(say(f"err_{key}", **params))


def cli_lang(args: Any = None) -> str:
    """The language of the lines a command prints on the terminal: ``--lang``, else the one chosen
    last time in the app (the settings file), else the terminal's (``LANG``, :func:`env_lang`),
    else English (play-through 10: a line after the app had closed was English under ``--lang
    zh``; play-through 15, de 5: the help was English under a German ``LANG``)."""
    from chemcards.i18n import LANGS

    lang = getattr(args, "lang", None)
    if lang in LANGS:
        return str(lang)
    try:
        from chemcards.tui.settings import SETTINGS_FILE, config_dir, load_settings

        if not (config_dir() / SETTINGS_FILE).is_file():  # nothing chosen yet in the app
            return env_lang() or "en"
        return load_settings().lang
    except Exception:  # a line about a failure must not fail itself
        return "en"


def env_lang() -> str | None:
    """The terminal's language when it is one of ours: the first of ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG`` that is set (``de_DE.UTF-8`` is German, ``zh_CN.UTF-8`` Chinese); ``C``/``POSIX``
    and other languages give None."""
    import os

    from chemcards.i18n import LANGS

    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGS else None
    return None


def choices_named(option: Option, lang: str) -> str:
    """An option's values as typed, each with the launcher's name for it where that differs
    ("play_on = computers play on, end_round = round ends"; 、 between them in Chinese)."""
    from chemcards.i18n import join_list

    named = []
    for choice in option.choices:
        typed, label = str(choice.value), choice.label(lang)
        named.append(typed if label == typed else f"{typed} = {label}")
    return join_list(named, lang)


def parse_option_pairs(game: Game, pairs: Sequence[str], *,  # type: ignore[type-arg]
                       listed_only: bool = False) -> dict[str, Any]:
    """``--option key=value`` texts to option values, for ``play``, ``simulate`` and ``host``.

    A value is matched against the option's choices as text (``turn_time=30`` finds the number 30);
    any other value goes to the game as typed, and ``Game.resolve_options`` judges it (the
    Chemie-Kartenspiel reads ``decks=starter-a;file:PATH``). Its refusal becomes the message: an
    ``OptionError`` in the command's language with the option's and values' names (play-through
    19 zh 2), another ``ValueError`` as the game wrote it.
    ``listed_only`` (``host``): a room server takes only an option's listed values, so any other
    is refused here, before a deck file is read (play-through 17 en 11)."""
    from chemcards.core.protocol import OptionError
    from chemcards.i18n import join_list

    lang = command_lang()
    known = {o.key: o for o in game.options()}
    given: dict[str, Any] = {}
    typed: dict[str, str] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key, text = key.strip(), text.strip()
        if not sep or not key:
            raise refusal("option_form", pair=pair)
        if key not in known:
            raise refusal("option_unknown", game=game.title(lang), key=key,
                          options=join_list((o.typed_name(lang) for o in known.values()), lang) or "—")
        by_text = {str(value).lower(): value for value in known[key].values()}
        if listed_only and text.lower() not in by_text:
            raise refusal("option_online", name=known[key].label(lang), key=key, value=text,
                          values=choices_named(known[key], lang))
        given[key] = by_text.get(text.lower(), text)
        typed[key] = text
    try:
        game.resolve_options(given)
    except OptionError as exc:
        option = known.get(exc.key)
        if option is None:
            raise CommandError(str(exc)) from None
        raise refusal("option_value", name=option.label(lang), key=exc.key,
                      value=typed.get(exc.key, str(exc.value)), values=choices_named(option, lang)) from None
    except ValueError as exc:  # said in the command's language where the catalogue has it
        raise CommandError(catalogued(str(exc), DECK_ERRORS, lang)) from None
    return given
