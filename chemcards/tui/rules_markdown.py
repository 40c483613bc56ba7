"""The rules (``docs/rules``) rendered by Rich's Markdown, but wrapped by ``tui/wrap.py``.

Why: Rich folds a Chinese paragraph wherever the width runs out, so lines started with "，" or "、"
and a rule ID was split ("（CH-1" / "）"). Here every paragraph and heading is wrapped by our one
helper (cells, kinsoku, names whole) at the width it is given, so ``chemcards rules`` in a terminal
follows the terminal's width (issue 12, play-through 6 point 1). Used by ``chemcards rules``; the
app's F1 screen does the same on Textual's Markdown (``help.RulesMarkdown``).
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import Heading, Markdown, MarkdownElement, Paragraph

from .wrap import Wrapped, wrap_text


class _Paragraph(Paragraph):
    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Wrapped(self.text)


class _Heading(Heading):
    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        justify = self.LEVEL_ALIGN.get(self.tag, "left")
        for line in wrap_text(self.text, options.max_width):
            line.justify = justify
            line.no_wrap = True
            yield line


class RulesMarkdown(Markdown):
    """Rich's Markdown with paragraphs and headings wrapped by ``tui/wrap.py``."""

    elements: ClassVar[dict[str, type[MarkdownElement]]] = {
        **Markdown.elements,
        "paragraph_open": _Paragraph,
        "heading_open": _Heading,
    }
