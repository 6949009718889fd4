"""Changing a TOML file line by line, so that what the program does not know survives:
keys of a newer version, tables of the user's own, comments, values out of range.

Only single-line `name = value` entries are replaced; the caller parses the result
and checks it says what it should (a value written over several lines, a dotted or
inline table, gives text that does not, and the caller falls back).
"""
from __future__ import annotations

import re
import tomllib

_TABLE = re.compile(r'\s*\[\s*("?)([^\]"]+)\1\s*\]\s*(#.*)?$')
_ENTRY = re.compile(r'(\s*)(#\s*)?("?)([A-Za-z0-9_-]+)\3\s*=(.*)$')


def set_key(lines: list[str], name: str, line: str, insert: bool = True) -> None:
    """Make the top-level entry `name` the text `line` (which may be commented out):
    its own line is replaced (keeping a comment after the value), else a
    commented-out `# name = ...` line, else (when `insert`) `line` goes at the end
    of the top level."""
    top = _top_level_end(lines)
    found = commented = None
    for i in range(top):
        match = _ENTRY.match(lines[i])
        if match and match[4] == name:
            if match[2] is None:
                found = i
                break
            if commented is None:
                commented = i
    if found is not None:
        lines[found] = line + _trailing_comment(_ENTRY.match(lines[found])[5])
    elif commented is not None:
        lines[commented] = line
    elif insert:
        while top > 0 and not lines[top - 1].strip():
            top -= 1
        lines.insert(top, line)


def set_table(lines: list[str], table: str, entries: list[str]) -> None:
    """Make the body of `[table]` these entry lines; its comments stay. A table
    that is not there is added at the end."""
    start = next((i for i, line in enumerate(lines) if (m := _TABLE.match(line)) and m[2].strip() == table), None)
    if start is None:
        if entries:
            lines += ['', f'[{table}]', *entries]
        return
    end = next((i for i in range(start + 1, len(lines)) if _TABLE.match(lines[i])), len(lines))
    kept = [line for line in lines[start + 1:end] if not (_ENTRY.match(line) and _ENTRY.match(line)[2] is None)]
    while kept and not kept[-1].strip():
        kept.pop()
    lines[start + 1:end] = kept + entries + ([''] if end < len(lines) else [])


def _top_level_end(lines: list[str]) -> int:
    return next((i for i, line in enumerate(lines) if _TABLE.match(line)), len(lines))


def _trailing_comment(rest: str) -> str:
    """The comment after a value (`"a # b"  # note` -> '  # note'), or ''."""
    for at in (i for i, c in enumerate(rest) if c == '#'):
        try:
            tomllib.loads(f"x = {rest[:at]}")
        except tomllib.TOMLDecodeError:
            continue
        return '  ' + rest[at:].strip()
    return ''
