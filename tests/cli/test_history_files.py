"""`main.py history` and `stats` against the history file itself under hostile
conditions: a device as the export target, a read-only or unreadable database,
a database with our application id whose tables or cells were tampered with."""
import ctypes
import errno
import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from main_runs import users_environment
from storage import History
from timing import Solve

ROOT = Path(__file__).resolve().parents[2]
PR_CAPBSET_DROP = 24


def _drop_capabilities():
    """In the child, as root: empty the capability bounding set, so the program runs
    without CAP_DAC_OVERRIDE and file permissions hold for it as for any user
    (root reads a chmod 000 file). CI runs as root: this is what makes the check real."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in range(64):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 and ctypes.get_errno() != errno.EINVAL:
            raise OSError(ctypes.get_errno(), 'cannot drop capabilities')


def cli(*args, unprivileged=False):
    """Run main.py; `unprivileged`: bound by file permissions even when the tests run as root."""
    drop = _drop_capabilities if unprivileged and os.geteuid() == 0 else None
    out = subprocess.run([sys.executable, 'main.py', *map(str, args)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, preexec_fn=drop)
    assert 'Traceback' not in out.stderr, out.stderr
    assert out.returncode in (0, 1, 2)
    return out


def kept(n=3) -> Path:
    path = Path(os.environ['CUBELAB_DATA_DIR']) / 'history.sqlite3'
    with History(path) as history:
        for i in range(n):
            history.add(Solve(when_ms=1_700_000_000_000 + i, size=3, scramble=f"R U{i}", time_ms=10_000 + i))
    return path


def test_export_to_a_device_fails_and_leaves_it(full_device):
    kept()
    full = full_device
    out = cli('history', 'export', '--format', 'csv', full)
    assert out.returncode == 1 and 'not a regular file' in out.stderr
    assert 'exported' not in out.stderr
    assert stat.S_ISCHR(full.stat().st_mode)


@pytest.mark.parametrize('buffered', [False, True])
def test_export_to_a_full_stdout_fails(tmp_path, buffered):
    """Unbuffered, the write fails; buffered (as in a user's shell), the flush
    at the end does: one error line and exit 1 either way."""
    kept()
    with open('/dev/full', 'w') as full:
        out = subprocess.run([sys.executable, 'main.py', 'history', 'export', '--format', 'json', '-'],
                             cwd=ROOT, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120,
                             env=users_environment() if buffered else None)
    assert out.returncode == 1 and out.stderr.startswith('error: ') and 'Traceback' not in out.stderr, out


@pytest.fixture
def shared_data(monkeypatch):
    """A data folder anyone may write (so renaming the file would be possible:
    the history must choose not to)."""
    import shutil
    import tempfile
    folder = Path(tempfile.mkdtemp(prefix='cubelab-shared-'))
    folder.chmod(0o777)
    monkeypatch.setenv('CUBELAB_DATA_DIR', str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_an_unreadable_history_is_left_as_it_is(shared_data, tmp_path):
    path = kept()
    path.chmod(0o000)
    out = cli('history', 'list', unprivileged=True)
    assert out.returncode == 0
    assert 'cannot be used' in out.stderr and 'left as it is' in out.stderr and 'damaged' not in out.stderr
    source = tmp_path / 'in.json'
    source.write_text(json.dumps({'format': 'cubelab-history', 'version': 1, 'sessions': []}))
    refused = cli('history', 'import', source, unprivileged=True)
    assert refused.returncode == 1 and 'nothing can be added' in refused.stderr
    assert sorted(p.name for p in shared_data.iterdir()) == ['history.sqlite3']      # never renamed
    path.chmod(0o644)
    assert len(History(path).solves()) == 3


def test_a_read_only_history_is_read_and_refuses_writes(shared_data, tmp_path):
    path = kept()
    path.chmod(0o444)
    listing = cli('history', 'list', unprivileged=True)
    assert listing.returncode == 0 and len(listing.stdout.splitlines()) == 4
    assert 'read-only' in listing.stderr and 'damaged' not in listing.stderr
    exported = cli('history', 'export', '--format', 'json', '-', unprivileged=True)
    assert exported.returncode == 0 and len(json.loads(exported.stdout)['sessions'][0]['solves']) == 3
    assert cli('stats', '--json', unprivileged=True).returncode == 0
    source = tmp_path / 'in.json'
    source.write_text(json.dumps({'format': 'cubelab-history', 'version': 1, 'sessions': [
        {'name': 'New', 'size': 3, 'solves': [{'when_ms': 5, 'time_ms': 9000, 'scramble': 'F'}]}]}))
    refused = cli('history', 'import', source, unprivileged=True)
    assert refused.returncode == 1 and 'read-only' in refused.stderr
    assert 'damaged' not in refused.stderr and 'unusable' not in refused.stderr
    assert sorted(p.name for p in shared_data.iterdir()) == ['history.sqlite3']      # never renamed
    path.chmod(0o644)
    assert len(History(path).solves()) == 3


@pytest.mark.parametrize('change, missing', [
    ('DROP TABLE meta', "'meta'"),
    ('DROP TABLE solves', "'solves'"),
    ('ALTER TABLE solves DROP COLUMN comment', "'comment'"),
])
def test_a_history_missing_a_table_or_column_is_moved_aside(change, missing):
    path = kept()
    db = sqlite3.connect(path)
    db.execute(change)
    db.commit()
    db.close()
    first = cli('history', 'list')
    assert first.returncode == 0 and missing in first.stderr and 'It was kept as' in first.stderr
    for args in (('history', 'export', '--format', 'csv', '-'), ('stats',)):
        assert cli(*args).returncode == 0
    aside = [p for p in path.parent.iterdir() if '.unusable-' in p.name and not p.name.endswith(('-wal', '-shm'))]
    assert len(aside) == 1


def test_rows_with_tampered_cells_are_skipped_and_reported():
    path = kept(7)
    db = sqlite3.connect(path)
    db.execute("UPDATE solves SET time_ms = 'abc' WHERE id = 1")
    db.execute("UPDATE solves SET when_ms = 1.5e300 WHERE id = 2")
    db.execute("UPDATE solves SET moves = 'not json' WHERE id = 3")
    db.execute("UPDATE solves SET penalty = 'XYZ' WHERE id = 4")
    db.execute("UPDATE solves SET scramble = x'00ff' WHERE id = 5")
    db.execute("UPDATE sessions SET name = x'ff53657373696f6e'")                     # a blob, not UTF-8
    db.commit()
    db.close()
    listing = cli('history', 'list')
    assert listing.returncode == 0 and len(listing.stdout.splitlines()) == 1 + 2
    for id_ in range(1, 6):
        assert f'solve {id_} in' in listing.stderr
    for fmt in ('csv', 'json'):
        assert cli('history', 'export', '--format', fmt, '-').returncode == 0
    stats = cli('stats', '--json', '--session', '1')
    assert stats.returncode == 0 and json.loads(stats.stdout)['count'] == 2
