"""Subcommands of the ``chemcards`` command, one module each with ``add_arguments`` and ``run``.

``run(args) -> int`` returns the exit code; a problem the user can fix is raised as
``CommandError`` and printed by ``chemcards.cli`` as one line on stderr with exit code 2.
"""


class CommandError(Exception):
    """Bad arguments or a bad file: one sentence for the user, no traceback."""
