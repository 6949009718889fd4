"""The solve history: an SQLite database in the user data directory.

WAL journal, synchronous=FULL and one transaction per finished solve, so a
solve is on disk the moment `add` returns and killing the app loses nothing
already kept. Opening never fails: a file that is not a database, another
program's database, a damaged or a newer one is renamed
`history.sqlite3.unusable-<UTC time>` (with its -wal/-shm), a line is added to
`problems`, and a fresh database is started; a folder that cannot be written
gives an in-memory history (and a line saying nothing will be kept).

Sessions are named, per cube size; deleting a solve or a session sets a flag
that `restore_*` clears (undo), so nothing is lost by one wrong click.
"""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, NamedTuple

import numpy as np

from timing import PENALTIES, Solve, moves_text, parse_moves, result_ms

from .migrations import APPLICATION_ID, VERSION, migrate, transaction
from .paths import history_path

HEADER = b'SQLite format 3\x00'
DEFAULT_SESSION = 'Session 1'
_SOLVE_COLUMNS = ('s.id, s.when_ms, s.size, s.scramble, s.mode, s.moves, s.time_ms, s.penalty, '
                  's.inspection_ms, s.comment, p.name')


@dataclass(frozen=True, slots=True)
class PractiseSession:
    """A named run of practise solves of one cube size (the `sessions` table)."""
    id: int
    name: str
    size: int
    count: int = 0


class Entry(NamedTuple):
    """A history-list row: what the list shows, without the move log."""
    id: int
    when_ms: int
    time_ms: int
    penalty: str
    comment: str
    htm: int | None

    @property
    def result_ms(self) -> float:
        return result_ms(self.time_ms, self.penalty)


class History:
    """The history database at `path` (default: the user data directory's history.sqlite3)."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else history_path()
        self.problems: list[str] = []
        self.db = self._open()

    # -- opening ---------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._in_memory(exc)
        why = self._unusable()
        if why:
            self._move_aside(why)
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            self._move_aside(f"it could not be opened ({exc})")
        except OSError as exc:
            return self._in_memory(exc)
        try:
            return self._connect()
        except (sqlite3.DatabaseError, OSError) as exc:
            return self._in_memory(exc)

    def _unusable(self) -> str | None:
        """Why the file at `path` cannot be our history, or None (also when absent)."""
        try:
            with self.path.open('rb') as stream:
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
            db = sqlite3.connect(self.path, isolation_level=None)
            try:
                app, version = (db.execute(f'PRAGMA {p}').fetchone()[0] for p in ('application_id', 'user_version'))
                tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
                if tables and app != APPLICATION_ID:
                    return "it is another program's database"
                if version > VERSION:
                    return f"it was written by a newer CubeLab (schema {version}, this one reads up to {VERSION})"
                check = db.execute('PRAGMA quick_check').fetchall()
                if check != [('ok',)]:
                    return f"it is damaged ({check[0][0]})"
            finally:
                db.close()
        except sqlite3.DatabaseError as exc:
            return f"it is damaged ({exc})"
        return None

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=5.0, check_same_thread=False)
        try:
            db.execute('PRAGMA journal_mode = WAL')
            db.execute('PRAGMA synchronous = FULL')
            db.execute('PRAGMA foreign_keys = ON')
            migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _move_aside(self, why: str) -> None:
        stamp = time.strftime('%Y%m%d-%H%M%S', time.gmtime())
        target = self.path.with_name(f"{self.path.name}.unusable-{stamp}")
        number = 1
        while target.exists():
            number += 1
            target = self.path.with_name(f"{self.path.name}.unusable-{stamp}-{number}")
        try:
            self.path.replace(target)
            for suffix in ('-wal', '-shm'):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.replace(target.with_name(target.name + suffix))
        except OSError as exc:
            self.problems.append(f"The history file {self.path} cannot be used: {why}; "
                                 f"it could not be moved aside either ({exc})")
            return
        self.problems.append(f"The history file {self.path} could not be used: {why}. "
                             f"It was kept as {target.name} and a new history was started.")

    def _in_memory(self, exc: Exception) -> sqlite3.Connection:
        self.problems.append(f"The history cannot be saved in {self.path.parent} ({exc}); "
                             f"solves made now will not be kept.")
        db = sqlite3.connect(':memory:', isolation_level=None, check_same_thread=False)
        migrate(db)
        return db

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- sessions ----------------------------------------------------------------
    def sessions(self, size: int | None = None) -> list[PractiseSession]:
        """Sessions (not deleted), by size then creation, with their solve counts."""
        rows = self.db.execute(
            "SELECT p.id, p.name, p.size, (SELECT count(*) FROM solves s WHERE s.session_id = p.id "
            "AND s.deleted = 0) FROM sessions p WHERE p.deleted = 0 AND (? IS NULL OR p.size = ?) "
            "ORDER BY p.size, p.id", (size, size)).fetchall()
        return [PractiseSession(*row) for row in rows]

    def session(self, id: int) -> PractiseSession | None:
        found = [s for s in self.sessions() if s.id == id]
        return found[0] if found else None

    def find_session(self, size: int, name_or_id: str) -> PractiseSession | None:
        """The session of this size named so (or with this id)."""
        for info in self.sessions(size):
            if info.name == name_or_id or str(info.id) == str(name_or_id).strip():
                return info
        return None

    def current_session(self, size: int, create: bool = True) -> PractiseSession:
        """The session solves of this size go to; 'Session 1' is made when there is
        none (with create=False it is only named, with id 0 and no solves)."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (f'current:{size}',)).fetchone()
        if row is not None:
            found = self.session(int(row[0]))
            if found is not None and found.size == size:
                return found
        existing = self.sessions(size)
        if existing:
            return existing[-1]
        if not create:
            return PractiseSession(0, DEFAULT_SESSION, size, 0)
        return self.create_session(size, DEFAULT_SESSION)

    def set_current(self, session_id: int) -> None:
        info = self.session(session_id)
        if info is None:
            raise ValueError(f"no session {session_id}")
        with transaction(self.db):
            self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                            (f'current:{info.size}', str(info.id)))

    def create_session(self, size: int, name: str) -> PractiseSession:
        name = _session_name(name)
        with transaction(self.db):
            self._free_name(size, name)
            cursor = self.db.execute("INSERT INTO sessions (name, size, created_ms) VALUES (?, ?, ?)",
                                     (name, size, _now_ms()))
            self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                            (f'current:{size}', str(cursor.lastrowid)))
        return PractiseSession(cursor.lastrowid, name, size, 0)

    def _session_id(self, size: int, name: str) -> int:
        """The id of the session so named (made if absent), inside a transaction."""
        row = self.db.execute("SELECT id FROM sessions WHERE name = ? AND size = ? AND deleted = 0",
                              (name, size)).fetchone()
        if row:
            return row[0]
        self._free_name(size, name)
        return self.db.execute("INSERT INTO sessions (name, size, created_ms) VALUES (?, ?, ?)",
                               (name, size, _now_ms())).lastrowid

    def _free_name(self, size: int, name: str) -> None:
        """A deleted session holding this name is renamed out of the way (kept for undo)."""
        row = self.db.execute("SELECT id, deleted FROM sessions WHERE name = ? AND size = ?", (name, size)).fetchone()
        if row is None:
            return
        if not row[1]:
            raise ValueError(f"there is already a {size}x{size} session named {name!r}")
        self.db.execute("UPDATE sessions SET name = ? WHERE id = ?", (f"{name} (deleted {row[0]})", row[0]))

    def rename_session(self, session_id: int, name: str) -> None:
        name = _session_name(name)
        info = self.session(session_id)
        if info is None:
            raise ValueError(f"no session {session_id}")
        if name == info.name:
            return
        with transaction(self.db):
            self._free_name(info.size, name)
            self.db.execute("UPDATE sessions SET name = ? WHERE id = ?", (name, session_id))

    def delete_session(self, session_id: int) -> None:
        """Hide a session and its solves (`restore_session` brings them back)."""
        with transaction(self.db):
            self.db.execute("UPDATE sessions SET deleted = 1 WHERE id = ?", (session_id,))

    def restore_session(self, session_id: int) -> None:
        with transaction(self.db):
            self.db.execute("UPDATE sessions SET deleted = 0 WHERE id = ?", (session_id,))

    # -- solves ------------------------------------------------------------------
    def add(self, solve: Solve, session_id: int | None = None) -> Solve:
        """Keep a finished solve (committed before this returns); the stored solve."""
        if session_id is None:
            session_id = self.current_session(solve.size).id
        with transaction(self.db):
            new_id = self._insert(solve, session_id)
        name = self.session(session_id).name
        return solve.with_changes(id=new_id or 0, session=name)

    def _insert(self, solve: Solve, session_id: int) -> int | None:
        """INSERT OR IGNORE one solve; its id, or None when it was already there."""
        counts = solve.counts()
        cursor = self.db.execute(
            "INSERT OR IGNORE INTO solves (session_id, when_ms, size, scramble, mode, moves, time_ms, "
            "penalty, htm, stm, etm, comment, inspection_ms) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (session_id, solve.when_ms, solve.size, solve.scramble, solve.mode, moves_text(solve.moves),
             solve.time_ms, solve.penalty, counts['htm'], counts['stm'], counts['etm'], solve.comment,
             solve.inspection_ms))
        return cursor.lastrowid if cursor.rowcount else None

    def add_many(self, solves: Iterable[tuple[str, Solve]]) -> tuple[int, int]:
        """Import (session name, solve) pairs in one transaction; sessions are made
        as needed. Returns (added, already there)."""
        added = skipped = 0
        with transaction(self.db):
            ids: dict[tuple[int, str], int] = {}
            for name, solve in solves:
                key = (solve.size, _session_name(name))
                if key not in ids:
                    ids[key] = self._session_id(*key)
                if self._insert(solve, ids[key]) is None:
                    skipped += 1
                else:
                    added += 1
        return added, skipped

    def results(self, session_id: int) -> np.ndarray:
        """The session's results in order (ms; inf for a DNF): what statistics read."""
        rows = self.db.execute("SELECT CASE penalty WHEN 'DNF' THEN NULL WHEN '+2' THEN time_ms + 2000 "
                               "ELSE time_ms END FROM solves WHERE session_id = ? AND deleted = 0 "
                               "ORDER BY when_ms, id", (session_id,)).fetchall()
        values = np.array([row[0] for row in rows], dtype=np.float64)    # NULL -> nan
        values[np.isnan(values)] = np.inf
        return values

    def entries(self, session_id: int) -> list[Entry]:
        """The session's rows for the history list, oldest first (no move logs)."""
        return list(map(Entry._make, self.entry_tuples(session_id)))

    def entry_tuples(self, session_id: int) -> list[tuple]:
        """`entries` as plain tuples (id, when_ms, time_ms, penalty, comment, htm): the quickest read."""
        return self.db.execute("SELECT id, when_ms, time_ms, penalty, comment, htm FROM solves "
                               "WHERE session_id = ? AND deleted = 0 ORDER BY when_ms, id",
                               (session_id,)).fetchall()

    def solve(self, solve_id: int) -> Solve | None:
        """One kept solve with its move log (deleted ones too, for undo and replay)."""
        row = self.db.execute(f"SELECT {_SOLVE_COLUMNS} FROM solves s JOIN sessions p ON p.id = s.session_id "
                              f"WHERE s.id = ?", (solve_id,)).fetchone()
        return _solve(row) if row else None

    def solves(self, size: int | None = None, session_id: int | None = None) -> list[Solve]:
        """Kept solves (not deleted, in sessions not deleted), by size, session and time."""
        rows = self.db.execute(
            f"SELECT {_SOLVE_COLUMNS} FROM solves s JOIN sessions p ON p.id = s.session_id "
            f"WHERE s.deleted = 0 AND p.deleted = 0 AND (? IS NULL OR s.size = ?) "
            f"AND (? IS NULL OR s.session_id = ?) ORDER BY s.size, p.id, s.when_ms, s.id",
            (size, size, session_id, session_id)).fetchall()
        return [_solve(row) for row in rows]

    def set_penalty(self, solve_id: int, penalty: str) -> None:
        if penalty not in PENALTIES:
            raise ValueError(f"unknown penalty {penalty!r}")
        self._update(solve_id, 'penalty', penalty)

    def set_comment(self, solve_id: int, comment: str) -> None:
        self._update(solve_id, 'comment', str(comment))

    def delete_solve(self, solve_id: int) -> None:
        """Hide a solve (`restore_solve` is the undo)."""
        self._update(solve_id, 'deleted', 1)

    def restore_solve(self, solve_id: int) -> None:
        self._update(solve_id, 'deleted', 0)

    def _update(self, solve_id: int, column: str, value) -> None:
        with transaction(self.db):
            self.db.execute(f"UPDATE solves SET {column} = ? WHERE id = ?", (value, solve_id))


def _solve(row) -> Solve:
    id_, when, size, scramble, mode, moves, time_ms, penalty, inspection, comment, session = row
    return Solve(when_ms=when, size=size, scramble=scramble, time_ms=time_ms, penalty=penalty,
                 mode=mode, moves=parse_moves(moves), inspection_ms=inspection, comment=comment,
                 session=session, id=id_)


def _session_name(name) -> str:
    text = ' '.join(str(name).split())
    if not text:
        raise ValueError("a session needs a name")
    if len(text) > 100:
        raise ValueError("a session name is at most 100 characters")
    return text


def _now_ms() -> int:
    return int(time.time() * 1000)
