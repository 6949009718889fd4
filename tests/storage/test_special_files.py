"""Users' files that are not regular files: a symlink to /dev/zero, a FIFO nobody
writes to, a device. Reading refuses them at once (never a hang, never a read
without end); writing never replaces a device node.

Each read runs in a child process with a 1 GB address-space limit and a
timeout, so a reader that would read /dev/zero to the end or wait on a FIFO
fails here instead of taking the machine down."""
import os
import resource
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from storage.atomic import write_atomic
from storage.safe_read import NotAFile, TooLarge, read_regular

ROOT = Path(__file__).resolve().parents[2]
KINDS = ('zero', 'fifo')


def special(path: Path, kind: str) -> Path:
    if kind == 'zero':
        path.symlink_to('/dev/zero')
    else:
        os.mkfifo(path)
    return path


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def bounded(code: str, **env) -> subprocess.CompletedProcess:
    """Run `code` in a child with bounded memory; it must end within 30 s."""
    out = subprocess.run([sys.executable, '-c', textwrap.dedent(code)], cwd=ROOT, capture_output=True,
                         text=True, timeout=30, preexec_fn=_limit_memory,
                         env={**os.environ, 'PYTHONPATH': str(ROOT), **env})
    assert out.returncode == 0, out.stderr
    return out


@pytest.mark.parametrize('kind', KINDS)
def test_settings_that_are_not_a_file_give_the_defaults(tmp_path, kind):
    path = special(tmp_path / 'settings.toml', kind)
    out = bounded(f"""
        from storage import settings as st
        got, problem = st.load({str(path)!r})
        assert got == st.Settings(), got
        print(problem)
    """)
    assert 'not a regular file' in out.stdout
    assert path.is_symlink() or stat.S_ISFIFO(path.lstat().st_mode)      # left as it is


@pytest.mark.parametrize('kind', KINDS)
def test_a_keymap_that_is_not_a_file_gives_the_default_keys(tmp_path, kind):
    path = special(tmp_path / 'keymap.toml', kind)
    out = bounded(f"""
        from pathlib import Path
        from controller import keymap
        got, problems = keymap.load(Path({str(path)!r}))
        default = keymap.load(Path("/nonexistent/keymap.toml"))[0]
        assert (got.moves, got.actions) == (default.moves, default.actions)
        print(problems)
    """)
    assert 'not a regular file' in out.stdout


@pytest.mark.parametrize('kind', KINDS)
def test_a_saved_cube_that_is_not_a_file_is_one_line_of_error(tmp_path, kind):
    path = special(tmp_path / 'x.cube.json', kind)
    out = subprocess.run([sys.executable, 'main.py', str(path)], cwd=ROOT, capture_output=True, text=True,
                         timeout=30, preexec_fn=_limit_memory)
    assert out.returncode == 1 and 'Traceback' not in out.stderr
    assert out.stderr.startswith('error: ') and 'not a regular file' in out.stderr


@pytest.mark.parametrize('kind', KINDS)
def test_a_cache_table_that_is_not_a_file_is_not_read(tmp_path, kind):
    special(tmp_path / 'demo-v1.npy', kind)
    bounded("""
        from solver import cache
        path = cache.table_path('demo', 1)
        assert cache.read(path, 'demo', 1) is None and not cache.present(path)
    """, CUBELAB_CACHE_DIR=str(tmp_path))


def test_read_regular_bounds_what_it_reads(tmp_path):
    path = tmp_path / 'f'
    path.write_bytes(b'x' * 100)
    assert read_regular(path, 100) == b'x' * 100
    with pytest.raises(TooLarge):
        read_regular(path, 99)
    with pytest.raises(NotAFile):
        read_regular(tmp_path, 99)                        # a folder


def test_an_atomic_write_never_replaces_a_device_or_a_fifo(tmp_path, full_device):
    for path in (full_device, special(tmp_path / 'pipe', 'fifo')):
        kind = stat.S_IFMT(path.stat().st_mode)
        with pytest.raises(NotAFile):
            write_atomic(path, 'data')
        assert stat.S_IFMT(path.stat().st_mode) == kind
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(['pipe'] + (['full'] if os.geteuid() == 0 else []))


def test_an_atomic_write_through_a_symlink_replaces_its_target(tmp_path):
    target = tmp_path / 'real.toml'
    target.write_text('old')
    link = tmp_path / 'link.toml'
    link.symlink_to(target)
    write_atomic(link, 'new')
    assert link.is_symlink() and target.read_text() == 'new'


def test_saving_a_cube_over_a_device_is_an_error_and_leaves_it(full_device):
    from model import Cube
    from storage.cubefile import SavedCube, save
    with pytest.raises(NotAFile):
        save(SavedCube(Cube(3)), full_device)
    assert stat.S_ISCHR(full_device.stat().st_mode)
