"""Opening the history file: what is used, what is moved aside, what is only read.

Opening never fails. A file that is ours opens for reading and writing. One
that is not a database, another program's, a newer CubeLab's, damaged, or
lacking a table or column of its schema version is renamed
`<name>.unusable-<UTC time>` (with its -wal/-shm) and a fresh one started. A
file that cannot be written (its permissions, a read-only disk) is not
damaged: it is copied into memory and read only (listed, exported, never
renamed). One that cannot be read at all (permissions, not a regular file) is
left as it is and an empty read-only history is used. A folder that cannot be
written gives an in-memory history that keeps nothing.
"""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from .migrations import APPLICATION_ID, VERSION, migrate
from .safe_read import NotAFile, check_regular

HEADER = b'SQLite format 3\x00'


class Notice(str):
    """A sentence about the history file (English, as the command line prints it)
    that carries its catalogue key and fields, for the window to say in its language."""
    key: str
    fields: dict

    def __new__(cls, key: str, sentence: str, **fields) -> Notice:
        notice = super().__new__(cls, sentence)
        notice.key, notice.fields = key, fields
        return notice


@dataclass
class Opened:
    """The connection, why writes are refused (None: they are not), and what to tell the user."""
    db: sqlite3.Connection
    read_only: str | None = None
    problems: list[Notice] = field(default_factory=list)


def open_history_file(path: Path) -> Opened:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _in_memory(path, exc)
    blocked = _cannot_read(path)
    if blocked:
        return _empty_read_only(path, blocked)
    if path.exists() and not os.access(path, os.W_OK):
        return _read_only(path, "its permissions do not allow writing")
    if path.exists() and not os.access(path.parent, os.W_OK):
        return _read_only(path, "its folder cannot be written")
    problems: list[Notice] = []
    why = _unusable(path, _connect_plain)
    if why:
        _move_aside(path, why, problems)
    for attempt in range(2):
        try:
            return Opened(_connect(path), None, problems)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            if is_read_only_error(exc):
                return _read_only(path, f"it cannot be written ({exc})")
            if attempt == 0:
                _move_aside(path, f"it could not be opened ({exc})", problems)
        except OSError as exc:
            return _in_memory(path, exc, problems)
    return _in_memory(path, OSError("the new history could not be opened either"), problems)


def is_read_only_error(exc: BaseException) -> bool:
    """True for SQLite's "attempt to write a readonly database" and its kin."""
    return getattr(exc, 'sqlite_errorname', '').startswith('SQLITE_READONLY') or 'readonly' in str(exc)


def _cannot_read(path: Path) -> str | None:
    """Why the file cannot be read at all (None when it can, or is absent)."""
    try:
        check_regular(path)
    except FileNotFoundError:
        return None
    except NotAFile as exc:
        return str(exc)
    except OSError as exc:
        return f"it cannot be read ({exc.strerror or exc})"
    return None


def _unusable(path: Path, connect) -> str | None:
    """Why the file at `path` cannot be our history, or None (also when absent or empty)."""
    try:
        with path.open('rb') as stream:
            head = stream.read(len(HEADER))
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"it could not be read ({exc})"
    if not head:
        return None
    if head != HEADER:
        return "it is not an SQLite database"
    try:
        db = connect(path)
        try:
            return _not_ours(db)
        finally:
            db.close()
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:    # SQLite's message may quote bad bytes
        return f"it is damaged ({exc})"


def _not_ours(db: sqlite3.Connection) -> str | None:
    app, version = (db.execute(f'PRAGMA {p}').fetchone()[0] for p in ('application_id', 'user_version'))
    tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if tables and app != APPLICATION_ID:
        return "it is another program's database"
    if version > VERSION:
        return f"it was written by a newer CubeLab (schema {version}, this one reads up to {VERSION})"
    check = db.execute('PRAGMA quick_check').fetchall()
    if check != [('ok',)]:
        return f"it is damaged ({check[0][0]})"
    if tables or version:                   # an empty file with a version lost its tables
        return _schema_gap(db, version)
    return None


def _schema_gap(db: sqlite3.Connection, version: int) -> str | None:
    """What the file lacks of the tables and columns its schema version has, or None."""
    expected = sqlite3.connect(':memory:', isolation_level=None)
    try:
        migrate(expected, version)
        for (table,) in expected.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            want = {row[1] for row in expected.execute(f'PRAGMA table_info("{table}")')}
            have = {row[1] for row in db.execute(f'PRAGMA table_info("{table}")')}
            if not have:
                return f"its table {table!r} is missing"
            if want - have:
                return f"its table {table!r} lacks the column {sorted(want - have)[0]!r}"
    finally:
        expected.close()
    return None


def _connect_plain(path: Path) -> sqlite3.Connection:
    return _text_safe(sqlite3.connect(path, isolation_level=None))


def _connect(path: Path) -> sqlite3.Connection:
    db = _text_safe(sqlite3.connect(path, isolation_level=None, timeout=5.0, check_same_thread=False))
    try:
        db.execute('PRAGMA journal_mode = WAL')
        db.execute('PRAGMA synchronous = FULL')
        db.execute('PRAGMA foreign_keys = ON')
        migrate(db)
    except BaseException:
        db.close()
        raise
    return db


def _text_safe(db: sqlite3.Connection) -> sqlite3.Connection:
    """Text that is not UTF-8 (a tampered cell) is read with replacement characters, not an error."""
    db.text_factory = lambda raw: raw.decode('utf-8', 'replace')
    return db


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """The file opened for reading only; immutable when even that needs a write
    (a WAL file without its -shm in a folder that cannot be written)."""
    uri = f"file:{quote(str(path))}"
    try:
        db = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None)
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return _text_safe(db)
    except sqlite3.DatabaseError:
        return _text_safe(sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None))


def _read_only(path: Path, why: str) -> Opened:
    """A copy in memory of a file that cannot be written: read, never renamed."""
    sides = [path.with_name(path.name + suffix) for suffix in ('-wal', '-shm')]
    absent = [side for side in sides if not side.exists()]
    try:
        return _read_only_copy(path, why)
    finally:
        for side in absent:                 # SQLite's read-only opening made them: no one else had it open
            try:
                side.unlink()
            except OSError:
                pass


def _read_only_copy(path: Path, why: str) -> Opened:
    try:
        unusable = _unusable(path, _connect_read_only)
        if unusable:
            return _empty_read_only(path, f"{why}, and {unusable}")
        source = _connect_read_only(path)
        db = _memory()
        try:
            source.backup(db)
        finally:
            source.close()
        migrate(db)
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        return _empty_read_only(path, f"{why}, and it could not be read ({exc})")
    reason = f"the history file {path} is read-only ({why}); nothing can be added or changed"
    return Opened(db, reason, [Notice('history_read_only', f"The history file {path} is read-only ({why}): "
                                      "it can be listed and exported, but solves made now will not be kept.",
                                      path=str(path))])


def _empty_read_only(path: Path, why: str) -> Opened:
    reason = f"the history file {path} cannot be used ({why}); nothing can be added or changed"
    return Opened(_memory(), reason, [Notice('history_unreadable', f"The history file {path} cannot be used "
                                             f"({why}). It was left as it is; solves made now will not be kept.",
                                             path=str(path), why=why)])


def _in_memory(path: Path, exc: Exception, problems: list[Notice] | None = None) -> Opened:
    notice = Notice('history_in_memory', f"The history cannot be saved in {path.parent} ({exc}); "
                    f"solves made now will not be kept.", folder=str(path.parent), why=str(exc))
    return Opened(_memory(), None, [*(problems or []), notice])


def _memory() -> sqlite3.Connection:
    db = _text_safe(sqlite3.connect(':memory:', isolation_level=None, check_same_thread=False))
    migrate(db)
    return db


def _move_aside(path: Path, why: str, problems: list[Notice]) -> None:
    stamp = time.strftime('%Y%m%d-%H%M%S', time.gmtime())
    target = path.with_name(f"{path.name}.unusable-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.unusable-{stamp}-{number}")
    try:
        path.replace(target)
        for suffix in ('-wal', '-shm'):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.replace(target.with_name(target.name + suffix))
    except OSError as exc:
        problems.append(Notice('history_not_moved', f"The history file {path} cannot be used: {why}; "
                               f"it could not be moved aside either ({exc})", path=str(path), why=why))
        return
    problems.append(Notice('history_moved', f"The history file {path} could not be used: {why}. "
                           f"It was kept as {target.name} and a new history was started.",
                           path=str(path), why=why, kept=target.name))
