"""The standard streams as the shell hands them over: closed, cut off by a reader
that stopped (`| head`), or carrying bytes that are not UTF-8.

Each case ends in one `error:` line and exit 1, or (a reader that has all it
wants) a silent exit 0; never a traceback.
"""
from __future__ import annotations

import os
import sys
from typing import Iterator

from model import CubeLabError

_BOM = '\ufeff'


def stdout_missing() -> str | None:
    """Why output cannot be written (stdout closed, `>&-`), or None."""
    if sys.stdout is None:
        return "standard output is closed: nothing could be printed"
    return None


def stdin_lines() -> Iterator[str]:
    """Lines of stdin without their endings; a byte-order mark at the start is
    dropped and bytes that are not UTF-8 are kept as surrogates, so a bad
    line is a bad line (the parsers name it) and not a decoding crash."""
    stream = sys.stdin
    if stream is None:
        raise CubeLabError("standard input is closed: '-' reads one item per line from it")
    if hasattr(stream, 'reconfigure'):
        stream.reconfigure(errors='surrogateescape')
    for number, line in enumerate(stream):
        if number == 0:
            line = line.removeprefix(_BOM)
        yield line.rstrip('\r\n')


def flush_or_drop() -> None:
    """Write out what stdout still holds; where that fails too (a full disk or
    device), drop it, so the flush at exit does not fail again."""
    try:
        sys.stdout.flush()
    except (OSError, AttributeError, ValueError):
        reader_gone()


def reader_gone() -> None:
    """After a BrokenPipeError: point stdout at /dev/null so the flush at exit
    does not fail again and print 'Exception ignored'."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass
