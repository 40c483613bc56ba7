"""The garbage collector waits for the app's first frame (issue 12 point 8, start time).

Starting the app builds hundreds of thousands of objects that all live as long as the process
(modules, classes, the parsed CSS, the widgets) and frees almost none, so the collector's passes
during the start find nothing to free: measured in a pseudo-terminal, 119 passes took 86-162 ms
(their wall time on a busy machine) before the launcher's first frame.
``chemcards`` pauses the collector before it imports the app and the app resumes it once its first
screen is drawn, so the passes come after the person sees the game list, not before. Only a pause
this module made is undone: a collector someone else turned off stays off.

Textual itself is not imported here: the pause must begin before Textual is imported.
"""

from __future__ import annotations

import gc

_paused = False


def pause_gc() -> None:
    """Turn the collector off until :func:`resume_gc` (nothing when it is off already)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_gc() -> None:
    """Turn the collector on again if :func:`pause_gc` turned it off; safe to call more than once."""
    global _paused
    if _paused:
        _paused = False
        gc.enable()
