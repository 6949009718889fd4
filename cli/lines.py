"""Reading one item per line from stdin for the batch form of a subcommand."""
from __future__ import annotations

import sys
from typing import Callable, Iterator

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


def for_each_cube(argument: str, size: int | None, handle: Callable,
                  error_line: Callable[[int, Exception], str] | None = None) -> int:
    """Call `handle(cube, number)` for the cube of each input (see `items`). A bad input or
    a CubeLabError from `handle` prints `error: line N: why` on stderr and, in the batch
    form, `error_line(number, exc)` (default: an empty line) on stdout, so outputs stay
    aligned. Returns the exit code: 1 if any input failed."""
    from model import Cube, CubeLabError
    failed = False
    for number, text in items(argument):
        try:
            handle(Cube.from_facelets(text, size), number)
        except CubeLabError as exc:
            failed = True
            print(f"error: {where(number)}{exc}", file=sys.stderr)
            if number is not None:
                print(error_line(number, exc) if error_line else '', flush=True)
    return 1 if failed else 0
