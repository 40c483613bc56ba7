"""One error family for the chemistry engine.

The CLI and the games catch :class:`ChemistryError` and show its message as one line, so every
message is written for a person who typed a formula, not for a programmer.
"""

from __future__ import annotations

from chemcards.core.data import DataError


class ChemistryError(Exception):
    """Bad input to the chemistry engine; the message is one line a player can act on."""


class FormulaError(ChemistryError, ValueError):
    """A formula that cannot be read unambiguously."""


class BalanceError(ChemistryError, ValueError):
    """An equation that has no (unique, positive) balance or is not balanced as written."""


class UnknownSubstanceError(ChemistryError, LookupError):
    """A formula that parses but is not in the substance table."""

    def __str__(self) -> str:
        # LookupError would quote the message like a dict key; a person wants plain text.
        return str(self.args[0]) if self.args else ""


class ChemistryDataError(ChemistryError, DataError):
    """The TOML tables contradict themselves; raised at load so a bad edit never reaches a game."""
