"""Reading one item per line from stdin for the batch form of a subcommand."""
from __future__ import annotations

import sys
from typing import Iterator


def items(argument: str) -> Iterator[tuple[int | None, str]]:
    """(line number, text) for each input: the argument itself, or with '-'
    each line of stdin (numbered from 1, line endings stripped)."""
    if argument != '-':
        yield None, argument
        return
    for number, line in enumerate(sys.stdin, start=1):
        yield number, line.rstrip('\r\n')


def where(number: int | None) -> str:
    return '' if number is None else f"line {number}: "
