"""The history database's schema, as the steps that build it from nothing.

`PRAGMA user_version` is the number of steps applied; opening a database runs
the ones it lacks, in order, each in its own transaction. Never edit a step
once released: add one. A database made by version 1 (MIGRATIONS[:1]) is kept
in tests to show it still opens.
"""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager

#: `PRAGMA application_id` of CubeLab's history ('CUBE' in ASCII), telling our
#: database from another program's.
APPLICATION_ID = 0x43554245

V1 = """
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    UNIQUE (name, size)
);
CREATE TABLE solves (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    when_ms INTEGER NOT NULL,
    size INTEGER NOT NULL,
    scramble TEXT NOT NULL,
    mode TEXT NOT NULL DEFAULT '',
    moves TEXT NOT NULL DEFAULT '',
    time_ms INTEGER NOT NULL,
    penalty TEXT NOT NULL DEFAULT '',
    htm INTEGER,
    stm INTEGER,
    etm INTEGER,
    comment TEXT NOT NULL DEFAULT ''
);
CREATE INDEX solves_by_session ON solves (session_id, when_ms);
"""

V2 = """
ALTER TABLE solves ADD COLUMN inspection_ms INTEGER;
ALTER TABLE solves ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
DELETE FROM solves WHERE id NOT IN
    (SELECT MIN(id) FROM solves GROUP BY size, when_ms, time_ms, scramble);
CREATE UNIQUE INDEX solves_once ON solves (size, when_ms, time_ms, scramble);
"""
"""v2: inspection time; deleting a solve or session can be undone (a flag);
the current session per size (meta); one solve cannot be stored twice (so a
re-import adds nothing; v1 copies of one solve keep the first)."""

V3 = """
CREATE TABLE trainer_results (
    id INTEGER PRIMARY KEY,
    set_name TEXT NOT NULL,
    case_name TEXT NOT NULL,
    when_ms INTEGER NOT NULL,
    time_ms INTEGER,
    recognition_ms INTEGER NOT NULL DEFAULT 0,
    mistakes INTEGER NOT NULL DEFAULT 0,
    scramble TEXT NOT NULL DEFAULT '',
    alg TEXT NOT NULL DEFAULT ''
);
CREATE INDEX trainer_results_by_case ON trainer_results (set_name, case_name, when_ms);
"""
"""v3: the case trainer's rounds: the set and case, the time from the first turn to the
case solved (NULL: given up), the pause before the first turn, the mistakes, the scramble
and the algorithm the user was drilling."""

MIGRATIONS = (V1, V2, V3)
VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection, upto: int = VERSION) -> int:
    """Apply the steps this database lacks; returns the version it was at."""
    found = db.execute('PRAGMA user_version').fetchone()[0]
    for version in range(found, upto):
        with transaction(db):
            for statement in _statements(MIGRATIONS[version]):
                db.execute(statement)
            db.execute(f'PRAGMA application_id = {APPLICATION_ID}')
            db.execute(f'PRAGMA user_version = {version + 1}')
    return found


@contextmanager
def transaction(db: sqlite3.Connection):
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on an exception); the connection is
    in autocommit mode (isolation_level=None) so nothing else opens one."""
    db.execute('BEGIN IMMEDIATE')
    try:
        yield db
    except BaseException:
        db.execute('ROLLBACK')
        raise
    db.execute('COMMIT')


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(';') if s.strip()]
