"""The translation mechanism under its short name. It lives in ``chemcards.core.i18n`` (core's
protocol speaks through it, and core imports nothing above itself): add to that module; every
public name of it is available here as well."""

from chemcards.core.i18n import *  # noqa: F403
from chemcards.core.i18n import _PLURAL, DEFAULT_LANG, LANGS, catalogue, join_list, rule_of, tr, ui  # noqa: F401
