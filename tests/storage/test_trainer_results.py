"""The trainer's rounds in the history: a versioned table that old files gain on opening."""
import sqlite3

from storage.history_db import History
from storage.migrations import VERSION, migrate
from timing.case_drill import CaseResult


def test_a_version_2_history_gains_the_trainer_table_and_keeps_its_solves(tmp_path):
    path = tmp_path / 'h.sqlite3'
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=2)
    db.execute("INSERT INTO sessions (id, name, size, created_ms) VALUES (1, 'old', 3, 0)")
    db.execute("INSERT INTO solves (session_id, when_ms, size, scramble, moves, time_ms, penalty) "
               "VALUES (1, 100, 3, 'R U', '', 12345, '')")
    db.close()
    with History(path) as history:
        assert history.problems == []
        assert history.db.execute('PRAGMA user_version').fetchone()[0] == VERSION >= 3
        assert [(s.session, s.time_ms, s.scramble) for s in history.solves()] == [('old', 12345, 'R U')]
        assert history.trainer_results('pll') == []
        history.add_trainer_result('pll', CaseResult('Ua', 2100, 800, 1, 5), "R U R'", "R U' R U")
        history.add_trainer_result('pll', CaseResult('T', None, 1200, 4, 6))
        history.add_trainer_result('oll', CaseResult('OLL 27 / Sune', 1500, 300, 0, 7))
    with History(path) as history:                       # on disk, per set, in order
        assert history.trainer_results('pll') == [CaseResult('Ua', 2100, 800, 1, 5), CaseResult('T', None, 1200, 4, 6)]
        assert [r.case for r in history.trainer_results('oll')] == ['OLL 27 / Sune']
        assert len(history.solves()) == 1


def test_a_tampered_trainer_row_is_left_out(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        history.add_trainer_result('pll', CaseResult('Ua', 2100, 800, 0, 5))
        history.db.execute("INSERT INTO trainer_results (set_name, case_name, when_ms, time_ms) "
                           "VALUES ('pll', 'T', 6, 'fast')")
        assert [r.case for r in history.trainer_results('pll')] == ['Ua']


def test_a_newer_history_is_set_aside_whole_with_its_trainer_rows(tmp_path):
    path = tmp_path / 'h.sqlite3'
    with History(path) as history:
        history.add_trainer_result('pll', CaseResult('Ua', 2100, 800, 0, 5))
        history.db.execute("CREATE TABLE future (x)")
        history.db.execute(f"PRAGMA user_version = {VERSION + 1}")
    with History(path) as history:
        assert 'newer CubeLab' in history.problems[0]
        assert history.trainer_results('pll') == []
    kept = [p for p in tmp_path.iterdir() if p.name != path.name and '-wal' not in p.name and '-shm' not in p.name]
    found = False
    for other in kept:
        db = sqlite3.connect(other)
        try:
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
            if {'future', 'trainer_results'} <= tables:
                found = db.execute("SELECT case_name FROM trainer_results").fetchall() == [('Ua',)]
        except sqlite3.DatabaseError:
            pass
        finally:
            db.close()
    assert found, sorted(p.name for p in tmp_path.iterdir())
