"""The fields of a solve read from an import file, each checked before it is kept.

An imported file may hold anything: numbers too large for SQLite or for a
date, infinities, text with terminal control characters, session names that
are empty or too long. A field that cannot be kept makes its row bad
(ValueError naming the field); a session name is made valid instead (see
`session_name`). Values shown in messages are cut short (`shown`).
"""
from __future__ import annotations

import math
import re
import reprlib
import unicodedata

from model.limits import MAX_SIZE, MIN_SIZE
from timing import PENALTIES, Solve

#: Latest start time kept: the last millisecond of year 9999 (UTC), the last one
#: a date can show; the earliest is the Unix epoch.
MAX_WHEN_MS = 253_402_300_799_999
#: Longest solve or inspection time kept (100 days, in ms); a move in a move
#: log is at most this far from the timer's start, either side.
MAX_TIME_MS = 100 * 24 * 3600 * 1000
#: Longest session name (the history's own rule).
MAX_NAME = 100
#: Name for the solves of a session whose name is empty.
UNNAMED = 'Imported'

_INTEGER = re.compile(r'[+-]?[0-9]{1,20}')
_WHITESPACE = '\t\n\r'
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 40
_SHORT.maxlevel = 2


def shown(value) -> str:
    """`repr` of a value from a file, cut to a readable length and depth."""
    return _SHORT.repr(value)


def whole(name: str, value, low: int, high: int) -> int:
    """An int field: an int, a finite float (its whole part) or ASCII digits,
    from `low` to `high`."""
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and math.isfinite(value):
        number = int(value)
    elif isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
        number = int(value.strip())
    if number is None:
        raise ValueError(f"{name} is not a whole number: {shown(value)}")
    if not low <= number <= high:
        raise ValueError(f"{name} {shown(value)} is out of range ({low} to {high})")
    return number


def control_character(text: str) -> str | None:
    """The first control character of `text` other than tab and line ends, or None."""
    for char in text:
        if char not in _WHITESPACE and unicodedata.category(char) == 'Cc':
            return char
    return None


def plain_text(name: str, value) -> str:
    """A text field without control characters (tab and line ends allowed)."""
    if not isinstance(value, str):
        raise ValueError(f"{name} is not text: {shown(value)}")
    char = control_character(value)
    if char is not None:
        raise ValueError(f"{name} holds a control character ({char!r})")
    char = lone_surrogate(value)
    if char is not None:
        raise ValueError(f"{name} is not valid text: it holds a lone surrogate ({char!r})")
    return value


def lone_surrogate(text: str) -> str | None:
    """The first lone surrogate of `text` (JSON's \\ud800 alone), which no file or
    database can store as UTF-8, or None."""
    for char in text:
        if unicodedata.category(char) == 'Cs':
            return char
    return None


def session_name(raw, default: str = UNNAMED) -> tuple[str, str | None]:
    """A valid session name made from `raw`, and a note saying what was changed
    (None when nothing was): whitespace runs become one space, control
    characters and lone surrogates are written as escapes, an empty name becomes `default`, a name
    longer than MAX_NAME is cut."""
    text = raw if isinstance(raw, str) else '' if raw is None or isinstance(raw, (list, dict)) else str(raw)
    text = ' '.join(''.join(c if unicodedata.category(c) not in ('Cc', 'Cs') else repr(c)[1:-1]
                            for c in text).split())
    changes = []
    if not text:
        text = default
        changes.append(f"is empty: {default!r} is used")
    elif len(text) > MAX_NAME:
        text = text[:MAX_NAME].rstrip()
        changes.append(f"is longer than {MAX_NAME} characters: cut to {text!r}")
    elif text != raw:
        changes.append(f"is written {text!r}")
    return text, (f"session name {shown(raw)} {changes[0]}" if changes else None)


def checked_solve(*, size, when_ms, time_ms, penalty='', scramble='', mode='', comment='',
                  inspection_ms=None, moves=()) -> Solve:
    """A Solve from imported fields, each checked (ValueError says which is wrong)."""
    size = whole('size', size, MIN_SIZE, MAX_SIZE)
    when_ms = whole('when_ms', when_ms, 0, MAX_WHEN_MS)
    time_ms = whole('time_ms', time_ms, 0, MAX_TIME_MS)
    if inspection_ms is not None:
        inspection_ms = whole('inspection_ms', inspection_ms, 0, MAX_TIME_MS)
    if not isinstance(penalty, str) or penalty not in PENALTIES:
        raise ValueError(f"unknown penalty {shown(penalty)}")
    texts = {name: plain_text(name, value) for name, value in
             (('scramble', scramble), ('mode', mode), ('comment', comment))}
    for number, (_, ms) in enumerate(moves, 1):
        if not -MAX_TIME_MS <= ms <= MAX_TIME_MS:
            raise ValueError(f"move {number} of the log is out of range ({ms} ms)")
    return Solve(size=size, when_ms=when_ms, time_ms=time_ms, penalty=penalty, inspection_ms=inspection_ms,
                 moves=tuple(moves), **texts)
