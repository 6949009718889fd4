"""`main.py history` and `stats` against the history file itself under hostile
conditions: a device as the export target, a read-only or unreadable database,
a database with our application id whose tables or cells were tampered with."""
import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from storage import History
from timing import Solve

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


def cli(*args, as_nobody=False):
    """Run main.py; with as_nobody (when running as root) as user `nobody`, for whom
    file permissions hold (root reads a chmod 000 file)."""
    drop = None
    if as_nobody and os.geteuid() == 0:
        def drop():
            os.setgid(NOBODY)
            os.setuid(NOBODY)
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


def device(tmp_path: Path) -> Path:
    """A node like /dev/full in tmp_path as root (a writer that replaced it would
    replace only this copy), else /dev/full itself."""
    if os.geteuid() != 0:
        return Path('/dev/full')
    node = tmp_path / 'full'
    os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    return node


def test_export_to_a_device_fails_and_leaves_it(tmp_path):
    kept()
    full = device(tmp_path)
    out = cli('history', 'export', '--format', 'csv', full)
    assert out.returncode == 1 and 'not a regular file' in out.stderr
    assert 'exported' not in out.stderr
    assert stat.S_ISCHR(full.stat().st_mode)


def test_export_to_a_full_stdout_fails(tmp_path):
    kept()
    with open('/dev/full', 'w') as full:
        out = subprocess.run([sys.executable, 'main.py', 'history', 'export', '--format', 'json', '-'],
                             cwd=ROOT, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert out.returncode == 1 and out.stderr.startswith('error: ') and 'Traceback' not in out.stderr
