"""The solve history: an SQLite database in the user data directory.

WAL journal, synchronous=FULL and one transaction per finished solve, so a
solve is on disk the moment `add` returns and killing the app loses nothing
already kept. Opening never fails (storage/history_open.py: what is moved
aside, what is only read; `problems` says what happened). A history that
cannot be written refuses every change with HistoryReadOnly. A row whose
cells were tampered with (a time that is not a whole number, a move log that
is not JSON, an unknown penalty) is skipped and noted in `skipped`, never an
exception.

Sessions are named, per cube size; deleting a solve or a session sets a flag
that `restore_*` clears (undo), so nothing is lost by one wrong click.
"""
from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, NamedTuple

import numpy as np

from model import CubeLabError
from timing import PENALTIES, Solve, moves_text, result_ms
from timing.reconstruction import DEFAULT_METHOD, METHOD_NAMES, check_method
from timing.case_drill import CaseResult

from .history_open import is_read_only_error, open_history_file
from .history_rows import MAX_TIME_MS, SOLVE_COLUMNS, SOUND, solve_of_row, why_unsound
from .migrations import transaction
from .paths import history_path

DEFAULT_SESSION = 'Session 1'
class HistoryReadOnly(CubeLabError):
    """A change asked of a history that cannot be written (the message says why)."""


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
        opened = open_history_file(self.path)
        self.db, self.read_only, self.problems = opened.db, opened.read_only, opened.problems
        #: Solve id -> why its row was skipped (a tampered cell), for the reader to report.
        self.skipped: dict[int, str] = {}
        self._noted: set[int] = set()

    @contextmanager
    def _writing(self):
        """A write transaction; HistoryReadOnly when the file cannot be written."""
        if self.read_only:
            raise HistoryReadOnly(self.read_only)
        try:
            with transaction(self.db):
                yield
        except sqlite3.OperationalError as exc:
            if is_read_only_error(exc):
                raise HistoryReadOnly(f"the history file {self.path} is read-only ({exc}); "
                                      "nothing can be added or changed") from None
            raise

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
            "SELECT p.id, CAST(p.name AS TEXT), p.size, (SELECT count(*) FROM solves s WHERE s.session_id = p.id "
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
        if row is not None and str(row[0]).isdigit():
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
        with self._writing():
            self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                            (f'current:{info.size}', str(info.id)))

    def session_method(self, session_id: int) -> str:
        """The method the session's solves are split into steps by (kept in meta; CFOP unless set)."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (f'method:{session_id}',)).fetchone()
        return row[0] if row is not None and row[0] in METHOD_NAMES else DEFAULT_METHOD

    def set_session_method(self, session_id: int, method: str) -> None:
        method = check_method(method)
        if self.session(session_id) is None:
            raise ValueError(f"no session {session_id}")
        with self._writing():
            self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                            (f'method:{session_id}', method))

    def create_session(self, size: int, name: str) -> PractiseSession:
        name = _session_name(name)
        with self._writing():
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
        with self._writing():
            self._free_name(info.size, name)
            self.db.execute("UPDATE sessions SET name = ? WHERE id = ?", (name, session_id))

    def delete_session(self, session_id: int) -> None:
        """Hide a session and its solves (`restore_session` brings them back)."""
        with self._writing():
            self.db.execute("UPDATE sessions SET deleted = 1 WHERE id = ?", (session_id,))

    def restore_session(self, session_id: int) -> None:
        with self._writing():
            self.db.execute("UPDATE sessions SET deleted = 0 WHERE id = ?", (session_id,))

    # -- solves ------------------------------------------------------------------
    def add(self, solve: Solve, session_id: int | None = None) -> Solve:
        """Keep a finished solve (committed before this returns); the stored solve."""
        if session_id is None:
            session_id = self.current_session(solve.size).id
        with self._writing():
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
        with self._writing():
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
        rows = self.db.execute(f"SELECT CASE penalty WHEN 'DNF' THEN NULL WHEN '+2' THEN time_ms + 2000 "
                               f"ELSE time_ms END FROM solves s WHERE session_id = ? AND deleted = 0 "
                               f"AND {SOUND} ORDER BY when_ms, id", (session_id,)).fetchall()
        self._note_unsound(session_id)
        values = np.array([row[0] for row in rows], dtype=np.float64)    # NULL -> nan
        values[np.isnan(values)] = np.inf
        return values

    def entries(self, session_id: int) -> list[Entry]:
        """The session's rows for the history list, oldest first (no move logs)."""
        return list(map(Entry._make, self.entry_tuples(session_id)))

    def entry_tuples(self, session_id: int) -> list[tuple]:
        """`entries` as plain tuples (id, when_ms, time_ms, penalty, comment, htm): the quickest read."""
        rows = self.db.execute(f"SELECT id, when_ms, time_ms, penalty, comment, htm FROM solves s "
                               f"WHERE session_id = ? AND deleted = 0 AND {SOUND} ORDER BY when_ms, id",
                               (session_id,)).fetchall()
        self._note_unsound(session_id)
        return rows

    def _note_unsound(self, session_id: int) -> None:
        """Note in `skipped` why the session's rows that fail `SOUND` were left out
        (once per session: this program writes only sound rows)."""
        if session_id in self._noted:
            return
        self._noted.add(session_id)
        for row in self.db.execute(f"SELECT {SOLVE_COLUMNS} FROM solves s JOIN sessions p ON p.id = s.session_id "
                                   f"WHERE s.session_id = ? AND s.deleted = 0 AND NOT coalesce({SOUND}, 0)",
                                   (session_id,)):
            self.skipped[row[0]] = why_unsound(row) or "a cell holds a value of the wrong kind"

    def skipped_text(self) -> list[str]:
        """One sentence per skipped row, for the reader."""
        return [f"solve {id_} in {self.path} was skipped: {why}" for id_, why in sorted(self.skipped.items())]

    def solve(self, solve_id: int) -> Solve | None:
        """One kept solve with its move log (deleted ones too, for undo and replay)."""
        row = self.db.execute(f"SELECT {SOLVE_COLUMNS} FROM solves s JOIN sessions p ON p.id = s.session_id "
                              f"WHERE s.id = ?", (solve_id,)).fetchone()
        return self._sound(row) if row else None

    def solves(self, size: int | None = None, session_id: int | None = None) -> list[Solve]:
        """Kept solves (not deleted, in sessions not deleted), by size, session and time."""
        rows = self.db.execute(
            f"SELECT {SOLVE_COLUMNS} FROM solves s JOIN sessions p ON p.id = s.session_id "
            f"WHERE s.deleted = 0 AND p.deleted = 0 AND (? IS NULL OR s.size = ?) "
            f"AND (? IS NULL OR s.session_id = ?) ORDER BY s.size, p.id, s.when_ms, s.id",
            (size, size, session_id, session_id)).fetchall()
        return [solve for solve in map(self._sound, rows) if solve is not None]

    def _sound(self, row) -> Solve | None:
        """The solve of a row, or None (noted in `skipped`) when a cell cannot be read."""
        why = why_unsound(row)
        if why is None:
            try:
                return solve_of_row(row)
            except (TypeError, ValueError, OverflowError) as exc:
                why = str(exc)
        self.skipped[row[0]] = why
        return None

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

    # -- the case trainer ----------------------------------------------------------
    def add_trainer_result(self, set_name: str, result: CaseResult, scramble: str = '', alg: str = '') -> None:
        """Keep one trainer round (committed before this returns)."""
        with self._writing():
            self.db.execute("INSERT INTO trainer_results (set_name, case_name, when_ms, time_ms, recognition_ms, "
                            "mistakes, scramble, alg) VALUES (?,?,?,?,?,?,?,?)",
                            (set_name, result.case, result.when_ms or _now_ms(), result.time_ms,
                             result.recognition_ms, result.mistakes, scramble, alg))

    def trainer_results(self, set_name: str) -> list[CaseResult]:
        """The set's trainer rounds, oldest first; a row with a cell of the wrong kind is left out."""
        rows = self.db.execute(
            "SELECT CAST(case_name AS TEXT), time_ms, recognition_ms, mistakes, when_ms FROM trainer_results "
            "WHERE set_name = ? AND typeof(when_ms) = 'integer' AND typeof(recognition_ms) = 'integer' "
            "AND typeof(mistakes) = 'integer' AND (time_ms IS NULL OR (typeof(time_ms) = 'integer' "
            f"AND time_ms BETWEEN 0 AND {MAX_TIME_MS})) ORDER BY when_ms, id", (set_name,)).fetchall()
        return [CaseResult(case, time_ms, recognition, mistakes, when)
                for case, time_ms, recognition, mistakes, when in rows]

    def chosen_algs(self, set_name: str) -> dict[str, str]:
        """The algorithms the user chose for cases of the set (case name -> alg text)."""
        prefix = f'trainer-alg:{set_name}:'
        rows = self.db.execute("SELECT CAST(key AS TEXT), CAST(value AS TEXT) FROM meta WHERE substr(key, 1, ?) = ?",
                               (len(prefix), prefix)).fetchall()
        return {key[len(prefix):]: value for key, value in rows}

    def choose_alg(self, set_name: str, case_name: str, alg: str | None) -> None:
        """Keep the user's algorithm for a case (None: back to the set's default)."""
        key = f'trainer-alg:{set_name}:{case_name}'
        with self._writing():
            if alg is None:
                self.db.execute("DELETE FROM meta WHERE key = ?", (key,))
            else:
                self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, alg))

    def _update(self, solve_id: int, column: str, value) -> None:
        with self._writing():
            self.db.execute(f"UPDATE solves SET {column} = ? WHERE id = ?", (value, solve_id))


def _session_name(name) -> str:
    text = ' '.join(str(name).split())
    if not text:
        raise ValueError("a session needs a name")
    if len(text) > 100:
        raise ValueError("a session name is at most 100 characters")
    return text


def _now_ms() -> int:
    return int(time.time() * 1000)
