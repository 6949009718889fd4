"""The table cache (solver.cache): rebuilt when missing, corrupt, truncated or
of another version; atomic and built once when two processes start together."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from solver import cache as table_cache

ROOT = Path(__file__).resolve().parents[2]


def small_build(progress=None):
    if progress:
        progress(0.5)
    return {'moves': np.arange(5000, dtype=np.uint16).reshape(1000, 5), 'depth': np.arange(256, dtype=np.uint8)}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path))
    return tmp_path


class Counter:
    def __init__(self):
        self.builds = 0

    def __call__(self, progress=None):
        self.builds += 1
        return small_build(progress)


def same(a, b):
    return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) and a[k].dtype == b[k].dtype for k in a)


def test_cache_dir_follows_the_environment(cache):
    assert table_cache.cache_dir() == cache
    assert table_cache.table_path('x', 3).name == 'x-v3.npy'


def test_arrays_round_trip_read_only(cache):
    arrays = {'f': np.linspace(0, 1, 7).reshape(7, 1), 'i': np.arange(-5, 5, dtype=np.int64), 'e': np.zeros(0, np.uint8)}
    loaded = table_cache.load_or_build('rt', 1, lambda p: arrays)
    assert same(loaded, arrays) and same(table_cache.load_or_build('rt', 1, small_build), arrays)
    assert not loaded['i'].flags.writeable


def test_built_once_then_loaded(cache):
    build = Counter()
    seen = []
    first = table_cache.load_or_build('demo', 1, build, progress=seen.append)
    second = table_cache.load_or_build('demo', 1, build)
    assert build.builds == 1 and same(first, second) and same(first, small_build())
    assert seen == [0.5, 1.0]
    assert not list(cache.glob('*.tmp'))


@pytest.mark.parametrize('damage', ['truncate', 'flip_byte', 'garbage', 'empty', 'plain_npy', 'bad_header'])
def test_damaged_cache_is_rebuilt(cache, damage):
    table_cache.load_or_build('demo', 1, small_build)
    path = table_cache.table_path('demo', 1)
    data = path.read_bytes()
    if damage == 'truncate':
        path.write_bytes(data[:len(data) // 2])
    elif damage == 'flip_byte':
        i = data.index(bytes(range(100, 110)))  # inside the 'depth' array
        path.write_bytes(data[:i] + bytes([data[i] ^ 1]) + data[i + 1:])
    elif damage == 'garbage':
        path.write_bytes(b'not a table file' * 100)
    elif damage == 'empty':
        path.write_bytes(b'')
    elif damage == 'plain_npy':
        np.save(path, np.arange(256, dtype=np.uint8))  # a valid .npy, but not a table set
    else:
        i = data.index(b'"nbytes": ')  # sizes in the header no longer match the checksum
        path.write_bytes(data[:i + 10] + b'9' + data[i + 11:])
    assert table_cache.read(path, 'demo', 1) is None
    build = Counter()
    assert same(table_cache.load_or_build('demo', 1, build), small_build())
    assert build.builds == 1
    assert table_cache.read(path, 'demo', 1) is not None


def test_a_file_of_another_version_is_not_trusted(cache):
    table_cache.load_or_build('demo', 1, small_build)
    old = table_cache.table_path('demo', 1)
    new = table_cache.table_path('demo', 2)
    new.write_bytes(old.read_bytes())  # an old file under the new name
    build = Counter()
    table_cache.load_or_build('demo', 2, build)
    assert build.builds == 1
    assert not old.exists()  # superseded versions are cleaned up


def test_pickled_content_is_refused(cache):
    path = table_cache.table_path('demo', 1)
    np.save(path, np.array([{'a': 1}], dtype=object), allow_pickle=True)
    build = Counter()
    table_cache.load_or_build('demo', 1, build)
    assert build.builds == 1


CHILD = r'''
import sys, time, numpy as np
sys.path.insert(0, sys.argv[1])
from solver import cache as table_cache
def build(progress=None):
    with open(sys.argv[2], 'a') as f:
        f.write('built\n')
    time.sleep(1.0)
    return {'a': np.arange(100000, dtype=np.int32)}
arrays = table_cache.load_or_build('race', 1, build)
assert np.array_equal(arrays['a'], np.arange(100000, dtype=np.int32))
print('ok')
'''


def test_two_processes_at_once_leave_one_good_cache(cache, tmp_path_factory):
    log = tmp_path_factory.mktemp('log') / 'builds.txt'
    env = dict(os.environ, CUBELAB_CACHE_DIR=str(cache))
    procs = [subprocess.Popen([sys.executable, '-c', CHILD, str(ROOT), str(log)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert log.read_text().count('built') == 1
    files = sorted(x.name for x in cache.iterdir() if x.suffix in ('.npy', '.npz', '.tmp'))
    assert files == ['race-v1.npy']
    assert table_cache.read(cache / 'race-v1.npy', 'race', 1) is not None


def test_unwritable_cache_says_what_to_do(tmp_path, monkeypatch):
    blocker = tmp_path / 'file'
    blocker.write_text('x')
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(blocker / 'sub'))
    with pytest.raises(table_cache.TableCacheError, match='CUBELAB_CACHE_DIR'):
        table_cache.load_or_build('demo', 1, small_build)


def test_a_header_claiming_a_terabyte_is_corrupt_and_rebuilt(cache):
    """A .npy whose header says shape (10**12,) is no MemoryError: its length is
    checked against the file before reading."""
    path = table_cache.table_path('demo', 1)
    with open(path, 'wb') as f:
        np.lib.format.write_array_header_1_0(
            f, {'descr': '|u1', 'fortran_order': False, 'shape': (10 ** 12,)})
        f.write(b'\0' * 100)
    assert table_cache.read(path, 'demo', 1) is None
    build = Counter()
    assert same(table_cache.load_or_build('demo', 1, build), small_build())
    assert build.builds == 1 and table_cache.read(path, 'demo', 1) is not None


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, '-c', 'pass'])
    child.wait()
    return child.pid


def test_temporaries_of_dead_writers_are_removed(cache, monkeypatch):
    """A writer killed mid-write leaves no 94 MB *.tmp behind for ever.
    Temporaries carry the writer's pid; those of dead pids go, a live writer's stay."""
    stem = table_cache.table_path('demo', 1).stem
    dead = cache / f"{stem}-{_dead_pid()}-abcd.tmp"
    alive = cache / f"{stem}-{os.getppid()}-efgh.tmp"
    dead.write_bytes(b'x' * 1000)
    alive.write_bytes(b'y')
    written = []
    real_replace = os.replace
    monkeypatch.setattr(table_cache.os, 'replace', lambda src, dst: (written.append(src), real_replace(src, dst)))
    table_cache.load_or_build('demo', 1, small_build)
    assert not dead.exists() and alive.exists()
    assert written and f"{stem}-{os.getpid()}-" in Path(written[0]).name
    dead.write_bytes(b'x')                      # also cleaned when the set only loads
    dead.rename(cache / f"{stem}-{_dead_pid()}-ijkl.tmp")
    table_cache.load_or_build('demo', 1, small_build)
    assert sorted(p.name for p in cache.glob('*.tmp')) == [alive.name]


def test_a_folder_where_the_file_goes_fails_before_building(cache):
    """A cache path that is a folder fails at once, before any build, saying CUBELAB_CACHE_DIR."""
    table_cache.table_path('demo', 1).mkdir()
    build = Counter()
    with pytest.raises(table_cache.TableCacheError, match='CUBELAB_CACHE_DIR=') as info:
        table_cache.load_or_build('demo', 1, build)
    assert build.builds == 0 and 'folder' in str(info.value)


def test_a_read_only_cache_fails_before_building_with_the_fix(cache, monkeypatch):
    """A read-only cache folder gives a hint, not a bare '[Errno 30] ... .lock'
    (simulated: the tests may run as root, for whom chmod does not forbid writing)."""
    def read_only(*args, **kwargs):
        raise OSError(30, 'Read-only file system')
    (cache / 'demo-v1.lock').write_bytes(b'')
    monkeypatch.setattr(table_cache.tempfile, 'mkstemp', read_only)
    build = Counter()
    with pytest.raises(table_cache.TableCacheError, match='CUBELAB_CACHE_DIR=') as info:
        table_cache.load_or_build('demo', 1, build)
    assert build.builds == 0 and 'Read-only' in str(info.value)


def test_tables_are_memory_mapped(cache):
    """Batch workers share one copy of the tables: loads are memory maps of the file."""
    table_cache.load_or_build('demo', 1, small_build)
    arrays = table_cache.load_or_build('demo', 1, small_build)
    base = arrays['moves']
    while getattr(base, 'base', None) is not None and not isinstance(base, np.memmap):
        base = base.base
    assert isinstance(base, np.memmap) or os.name != 'posix'
    assert not arrays['moves'].flags.writeable
