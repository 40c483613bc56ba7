"""A room link as a QR code drawn with block characters, two modules per text line (segno)."""

from __future__ import annotations

import segno


def qr_lines(text: str, border: int = 1) -> list[str]:
    """Dark modules as "█"/"▀"/"▄", light ones as spaces; read by a phone from a dark-on-light or a
    light-on-dark terminal alike when shown inverted (the lobby draws it black on white)."""
    rows = [list(row) for row in segno.make(text, error="m").matrix_iter(scale=1, border=border)]
    if len(rows) % 2:
        rows.append([0] * len(rows[0]))
    lines = []
    for top, bottom in zip(rows[::2], rows[1::2], strict=True):
        chars = []
        for a, b in zip(top, bottom, strict=True):
            chars.append("█" if a and b else "▀" if a else "▄" if b else " ")
        lines.append("".join(chars))
    return lines
