"""The history database: solves kept, sessions, penalties, undoable deletes, bad files moved aside."""
import math
import sqlite3

import pytest

from storage import History, history_path
from storage.migrations import VERSION, migrate
from timing import DNF, PLUS2, Solve


def solve(when, ms, scramble="R U R'", size=3, **kw):
    return Solve(when_ms=when, size=size, scramble=scramble, time_ms=ms, **kw)


def test_default_path_is_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_DATA_DIR', str(tmp_path / 'here'))
    with History() as history:
        history.add(solve(1, 1000))
    assert history_path() == tmp_path / 'here' / 'history.sqlite3' and history_path().exists()


def test_a_solve_is_kept_with_its_move_log(tmp_path):
    path = tmp_path / 'h.sqlite3'
    with History(path) as history:
        kept = history.add(solve(10, 1500, "R U", mode='random-state', inspection_ms=4200,
                                 moves=(('y', -300), ("U'", 0), ("R'", 1400))))
        assert kept.id > 0 and kept.session == 'Session 1'
    with History(path) as again:
        back = again.solve(kept.id)
        assert back == kept
        assert again.db.execute('PRAGMA journal_mode').fetchone()[0] == 'wal'
        assert again.db.execute('SELECT htm, stm, etm FROM solves').fetchone() == (2, 2, 3)


def test_sessions_per_size_rename_delete_and_undo(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        first = history.current_session(3)
        history.add(solve(1, 1000))
        two = history.current_session(2)
        assert two.size == 2 and two.id != first.id
        other = history.create_session(3, 'one-handed')
        assert history.current_session(3).id == other.id         # a new session becomes current
        history.add(solve(2, 2000))
        with pytest.raises(ValueError):
            history.create_session(3, 'Session 1')
        history.rename_session(first.id, 'two-handed')
        assert [s.name for s in history.sessions(3)] == ['two-handed', 'one-handed']
        history.delete_session(other.id)
        assert [s.name for s in history.sessions(3)] == ['two-handed']
        assert history.current_session(3).id == first.id
        history.create_session(3, 'one-handed')                  # the name is free again
        history.restore_session(other.id)
        assert {s.name for s in history.sessions(3)} == {'two-handed', 'one-handed',
                                                          f'one-handed (deleted {other.id})'}
        assert history.find_session(3, 'two-handed').count == 1
        assert history.find_session(3, str(other.id)).count == 1


def test_penalty_comment_delete_and_undo(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        a = history.add(solve(1, 10000))
        b = history.add(solve(2, 12000))
        c = history.add(solve(3, 11000))
        session = history.current_session(3).id
        history.set_penalty(b.id, PLUS2)
        history.set_penalty(c.id, DNF)
        history.set_comment(a.id, 'lucky skip')
        assert history.results(session).tolist() == [10000, 14000, math.inf]
        assert history.solve(a.id).comment == 'lucky skip'
        history.delete_solve(a.id)
        assert [e.id for e in history.entries(session)] == [b.id, c.id]
        history.restore_solve(a.id)
        assert [e.result_ms for e in history.entries(session)] == [10000, 14000, math.inf]
        with pytest.raises(ValueError):
            history.set_penalty(a.id, '+3')


def test_the_same_solve_is_stored_once(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        assert history.add_many([('A', solve(5, 900)), ('A', solve(5, 900)), ('B', solve(6, 900))]) == (2, 1)
        assert history.add_many([('A', solve(5, 900))]) == (0, 1)


def test_a_version_1_database_migrates(tmp_path):
    path = tmp_path / 'h.sqlite3'
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=1)
    db.execute("INSERT INTO sessions (id, name, size, created_ms) VALUES (1, 'old', 3, 0)")
    for when in (100, 100, 200):                     # v1 let an import store a solve twice
        db.execute("INSERT INTO solves (session_id, when_ms, size, scramble, moves, time_ms, penalty, "
                   "htm, stm, etm) VALUES (1, ?, 3, 'R', '[[\"R''\",0]]', 700, '+2', 1, 1, 1)", (when,))
    db.close()
    with History(path) as history:
        assert history.problems == []
        assert history.db.execute('PRAGMA user_version').fetchone()[0] == VERSION
        solves = history.solves()
        assert [(s.when_ms, s.penalty, s.session, s.inspection_ms) for s in solves] == [
            (100, PLUS2, 'old', None), (200, PLUS2, 'old', None)]
        assert solves[0].moves == (("R'", 0),)
        history.add(solve(300, 800), history.find_session(3, 'old').id)
        assert history.results(1).tolist() == [2700, 2700, 800]


@pytest.mark.parametrize('content, why', [
    (b'garbage, not a database at all\n' * 50, 'not an SQLite database'),
    (b'SQLite format 3\x00' + b'\xff' * 3000, 'damaged'),
])
def test_garbage_is_moved_aside_and_a_fresh_history_starts(tmp_path, content, why):
    path = tmp_path / 'history.sqlite3'
    path.write_bytes(content)
    with History(path) as history:
        assert len(history.problems) == 1 and why in history.problems[0]
        history.add(solve(1, 1000))
        assert len(history.solves()) == 1
    aside = [p for p in tmp_path.iterdir() if p.name.startswith('history.sqlite3.unusable-')]
    assert len(aside) == 1 and aside[0].read_bytes() == content


def test_a_truncated_file_is_moved_aside(tmp_path):
    path = tmp_path / 'history.sqlite3'
    with History(path) as history:
        history.add_many(('S', solve(i, 1000 + i, scramble="R U " * 40)) for i in range(3000))
    data = path.read_bytes()
    assert len(data) > 100_000
    path.write_bytes(data[:len(data) // 2])
    with History(path) as history:
        assert len(history.problems) == 1 and 'damaged' in history.problems[0]
        assert history.solves() == []
    aside = [p for p in tmp_path.iterdir() if '.unusable-' in p.name]
    assert [p.stat().st_size for p in aside] == [len(data) // 2]


def test_another_programs_database_and_a_newer_one_are_moved_aside(tmp_path):
    foreign = tmp_path / 'foreign.sqlite3'
    db = sqlite3.connect(foreign)
    db.execute('CREATE TABLE invoices (n)')
    db.commit()
    db.close()
    with History(foreign) as history:
        assert "another program's database" in history.problems[0]
    newer = tmp_path / 'newer.sqlite3'
    with History(newer) as history:
        history.db.execute(f'PRAGMA user_version = {VERSION + 1}')
    with History(newer) as history:
        assert 'newer CubeLab' in history.problems[0]


def test_a_folder_that_cannot_be_made_gives_a_history_in_memory(tmp_path):
    blocker = tmp_path / 'file'
    blocker.write_text('x')
    with History(blocker / 'sub' / 'history.sqlite3') as history:
        assert 'will not be kept' in history.problems[0]
        assert history.add(solve(1, 1000)).id == 1


def test_an_empty_file_is_simply_a_new_history(tmp_path):
    path = tmp_path / 'history.sqlite3'
    path.write_bytes(b'')
    with History(path) as history:
        assert history.problems == []
