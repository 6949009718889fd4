"""Keymap files on disk: the user's keymap.toml in the config folder (and the shipped
ones in assets/) read as TOML tables, and the user's file written atomically.
Only regular files of at most MAX_BYTES are read; a user's file holding more than
CubeLab writes back is kept beside before it is rewritten.

What the tables mean (keys, moves, actions) is controller/keymap.py's business;
this module only reads and writes them, as storage/settings.py does settings.
"""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from .atomic import move_aside, write_atomic
from .paths import config_dir
from .safe_read import read_regular

FILE_NAME = 'keymap.toml'
#: A keymap file larger than this is not a keymap.
MAX_BYTES = 1_000_000
TABLES = ('moves', 'actions')
#: What `read` raises for a file that is there but cannot be used.
UNREADABLE = (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError)
_HEADER = ["# Your CubeLab keys, laid over the preset chosen in settings.toml.",
           "# The window writes this file when you rebind a key; \"\" unbinds a key."]


def user_path() -> Path:
    """The user's keymap file in the config folder (it may not exist)."""
    return config_dir() / FILE_NAME


def read(path: Path) -> dict | None:
    """The TOML in `path`, or None if there is no such file. A UTF-8 byte-order mark
    (some editors write one) is skipped, and nesting too deep for the parser is a
    TOMLDecodeError; a file that cannot be read raises one of UNREADABLE."""
    if not path.exists():
        return None
    text = read_regular(path, MAX_BYTES).decode('utf-8-sig')
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise tomllib.TOMLDecodeError("tables or arrays nested too deeply") from None


def read_user_tables(path: Path) -> dict[str, dict[str, str]]:
    """The user's keymap as its tables of text, to change and write back; empty if
    there is none (an unreadable file is moved aside, kept for the user)."""
    try:
        data = read(path) or {}
    except UNREADABLE:
        move_aside(path)
        return {}
    return _plain(data)


def _plain(data: dict) -> dict[str, dict[str, str]]:
    """The tables of text in parsed TOML: what CubeLab writes back."""
    return {table: {str(k): v for k, v in data.get(table, {}).items() if isinstance(v, str)}
            for table in TABLES if isinstance(data.get(table), dict)}


def write_user_tables(path: Path, tables: dict[str, dict[str, str]]) -> Path | None:
    """Write the user's keymap (its tables of text) at once, never half of it. If the
    file there holds more than its tables of text (another table, a value that is
    not text, comments of the user's), it is first kept beside, renamed
    `keymap.toml.replaced-<date>`: that path is returned (None otherwise)."""
    kept = move_aside(path, 'replaced') if _holds_more(path) else None
    lines = list(_HEADER)
    for table in TABLES:
        lines += ['', f'[{table}]']
        lines += [f"{json.dumps(k)} = {json.dumps(v)}" for k, v in tables.get(table, {}).items()]
    write_atomic(path, '\n'.join(lines) + '\n')
    return kept


def _holds_more(path: Path) -> bool:
    """True if rewriting the file from its tables of text would drop something."""
    try:
        text = read_regular(path, MAX_BYTES).decode('utf-8-sig')
        data = tomllib.loads(text)
    except (FileNotFoundError, *UNREADABLE, RecursionError):
        return False                       # nothing there, or moved aside already when read
    comments = [line.strip() for line in text.splitlines() if line.strip().startswith('#')]
    return data != _plain(data) or any(comment not in _HEADER for comment in comments)


def set_aside(path: Path) -> None:
    """Forget the user's keymap: their file is kept beside, renamed."""
    if path.exists():
        move_aside(path)
