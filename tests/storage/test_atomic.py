"""Atomic writes: the old file or the new one, never a mix; moved-aside names never collide."""
import os

import pytest

from storage.atomic import move_aside, write_atomic


def test_write_makes_folders_and_replaces(tmp_path):
    path = tmp_path / 'a' / 'b' / 'f.txt'
    write_atomic(path, 'one')
    write_atomic(path, b'two')
    assert path.read_bytes() == b'two'
    assert os.listdir(path.parent) == ['f.txt']          # no temporary left behind


def test_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / 'f.txt'
    write_atomic(path, 'old')

    def broken(src, dst):
        raise OSError('disk full')
    monkeypatch.setattr(os, 'replace', broken)
    with pytest.raises(OSError):
        write_atomic(path, 'new')
    monkeypatch.undo()
    assert path.read_text() == 'old' and os.listdir(tmp_path) == ['f.txt']


def test_move_aside_twice_keeps_both(tmp_path):
    for text in ('first', 'second'):
        path = tmp_path / 'settings.toml'
        path.write_text(text)
        move_aside(path)
    kept = sorted(p.read_text() for p in tmp_path.iterdir())
    assert kept == ['first', 'second']
