"""Names offered to computer seats: chemists. Always shown with the "Computer" mark (CC-24), so a
name never passes a computer off as a person. Pure, so the CLI can use it without Textual.

A chemist's name is spelled as the reader's language spells it ("Mendelejew" in German, issue 21
item 1): the names come from the catalogue (``computer_names`` in rulesets/ui/i18n.toml), one list
per language in the same order, so a seat's name can follow a language switch."""

from chemcards.core.i18n import DEFAULT_LANG, LANGS, tr

#: the English spelling, for callers without a language (the command line, lessons)
COMPUTER_NAMES = ("Curie", "Bohr", "Dalton", "Noether", "Mendeleev", "Lavoisier", "Meitner", "Hodgkin")


def computer_names(lang: str = DEFAULT_LANG) -> tuple[str, ...]:
    """The chemists' names as ``lang`` spells them, in the order of ``COMPUTER_NAMES``."""
    names = tuple(n.strip() for n in tr("ui", "computer_names", lang).split("/"))
    return names if len(names) == len(COMPUTER_NAMES) else COMPUTER_NAMES


def respelled(name: str, lang: str) -> str:
    """A chemist's name from any language's list in ``lang``'s spelling; any other name as it is
    (a name a person typed is theirs)."""
    for code in LANGS:
        names = computer_names(code)
        if name in names:
            return computer_names(lang)[names.index(name)]
    return name
