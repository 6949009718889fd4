"""The history file when it cannot be written or read: never renamed, never called
damaged; read where it can be, every change refused with HistoryReadOnly.

The command-line tests (tests/cli/test_history_files.py) make the file truly
unreadable or read-only for the program (as root, by dropping capabilities);
here `os.access` answers as it does for such a file, to check the sentences."""
import os
import sqlite3

import pytest

from controller import strings
from controller.explain import explain
from storage import History, HistoryReadOnly
from storage import history_open
from timing import Solve


def kept(path, n=2):
    with History(path) as history:
        for i in range(n):
            history.add(Solve(when_ms=1_700_000_000_000 + i, size=3, scramble="R", time_ms=9000 + i))


def test_a_history_that_cannot_be_written_is_read_and_refuses_changes(tmp_path, monkeypatch):
    path = tmp_path / 'history.sqlite3'
    kept(path)
    real = os.access
    monkeypatch.setattr(history_open.os, 'access', lambda p, mode: mode != os.W_OK and real(p, mode))
    history = History(path)
    assert len(history.solves()) == 2 and len(history.entries(history.sessions()[0].id)) == 2
    assert [p.key for p in history.problems] == ['history_read_only'] and 'damaged' not in history.problems[0]
    for change in (lambda: history.add(Solve(when_ms=5, size=3, scramble="F", time_ms=1)),
                   lambda: history.create_session(3, 'More'), lambda: history.set_comment(1, 'x'),
                   lambda: history.add_many([('S', Solve(when_ms=6, size=3, scramble="F", time_ms=1))])):
        with pytest.raises(HistoryReadOnly, match='read-only'):
            change()
    assert sorted(p.name for p in tmp_path.iterdir()) == ['history.sqlite3']


def test_a_history_in_a_folder_that_cannot_be_written_is_only_read(tmp_path, monkeypatch):
    path = tmp_path / 'history.sqlite3'
    kept(path)
    real = os.access
    monkeypatch.setattr(history_open.os, 'access',
                        lambda p, mode: real(p, mode) and not (mode == os.W_OK and str(p) == str(tmp_path)))
    history = History(path)
    assert len(history.solves()) == 2 and history.read_only and 'folder' in history.problems[0]


def test_a_write_refused_by_sqlite_is_read_only_not_damaged(tmp_path):
    path = tmp_path / 'history.sqlite3'
    kept(path)
    history = History(path)
    history.db.close()
    history.db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    with pytest.raises(HistoryReadOnly, match='read-only'):
        history.set_comment(1, 'x')


def test_every_notice_is_in_the_catalogue_with_its_fields():
    opened = [history_open.Notice(key, 'x', **fields) for key, fields in (
        ('history_read_only', {'path': 'p'}), ('history_unreadable', {'path': 'p', 'why': 'w'}),
        ('history_in_memory', {'folder': 'f', 'why': 'w'}), ('history_moved', {'path': 'p', 'why': 'w', 'kept': 'k'}),
        ('history_not_moved', {'path': 'p', 'why': 'w'}))]
    for notice in opened:
        for language in ('en', 'fr'):
            said = strings.text(f'practise.{notice.key}', language, **notice.fields)
            assert said != f'practise.{notice.key}' and '{' not in said
    keys = set(__import__('re').findall(r"Notice\('(\w+)'", open(history_open.__file__).read()))
    assert keys == {n.key for n in opened}
    assert explain(HistoryReadOnly('x'), 'fr') == strings.text('errors.history_read_only', 'fr')


def test_a_history_path_that_is_not_a_file_is_left_as_it_is(tmp_path):
    import threading
    path = tmp_path / 'history.sqlite3'
    os.mkfifo(path)
    opened = []
    worker = threading.Thread(target=lambda: opened.append(History(path)), daemon=True)
    worker.start()
    worker.join(10)                                  # a FIFO nobody writes to is never waited on
    assert opened, "opening the history waited on a FIFO"
    history = opened[0]
    assert [p.key for p in history.problems] == ['history_unreadable'] and 'not a regular file' in history.problems[0]
    assert history.solves() == [] and sorted(p.name for p in tmp_path.iterdir()) == ['history.sqlite3']
    with pytest.raises(HistoryReadOnly):
        history.add(Solve(when_ms=5, size=3, scramble="F", time_ms=1))
