"""Reading one item per line from stdin for the batch form of a subcommand."""
from __future__ import annotations

from typing import Iterator

from .streams import stdin_lines


def items(argument: str) -> Iterator[tuple[int | None, str]]:
    """(line number, text) for each input: the argument itself, or with '-'
    each line of stdin (numbered from 1, line endings stripped)."""
    if argument != '-':
        yield None, argument
        return
    yield from enumerate(stdin_lines(), start=1)


def where(number: int | None) -> str:
    return '' if number is None else f"line {number}: "
