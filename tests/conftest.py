"""Test-wide setup: one solver-table cache for the whole run (and its subprocesses),
and a fresh user data directory for each test.

CI sets CUBELAB_CACHE_DIR to a fresh directory; locally the tables live in
.venv/test-cache so a second run reuses them and the user's own cache is
never touched."""
import os
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

if not os.environ.get('CUBELAB_CACHE_DIR'):
    venv = ROOT / '.venv'
    base = venv / 'test-cache' if venv.is_dir() else Path(tempfile.mkdtemp(prefix='cubelab-tables-'))
    base.mkdir(parents=True, exist_ok=True)
    os.environ['CUBELAB_CACHE_DIR'] = str(base)

# The user's settings.toml and keymap.toml are never read or written by tests.
if not os.environ.get('CUBELAB_CONFIG_DIR'):
    os.environ['CUBELAB_CONFIG_DIR'] = tempfile.mkdtemp(prefix='cubelab-config-')


# A fallback for what runs before the per-test fixture below (session-scoped
# fixtures such as the view tests' window): never the tester's own data.
os.environ['CUBELAB_DATA_DIR'] = tempfile.mkdtemp(prefix='cubelab-data-')

import sys  # noqa: E402

import pytest  # noqa: E402

_STATUS = pytest.StashKey[int]()


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """No test reads or writes the tester's own history or settings: every test
    gets an empty CUBELAB_DATA_DIR and CUBELAB_CONFIG_DIR of its own
    (subprocesses inherit them)."""
    monkeypatch.setenv('CUBELAB_DATA_DIR', str(tmp_path_factory.mktemp('data')))
    monkeypatch.setenv('CUBELAB_CONFIG_DIR', str(tmp_path_factory.mktemp('config')))


@pytest.fixture
def full_device(tmp_path):
    """A device like /dev/full that a writer must not replace: as root, a node of it
    made in tmp_path (so a writer that replaced it would replace only this copy);
    otherwise /dev/full itself, which only root could replace."""
    import stat
    if os.geteuid() != 0:
        return Path('/dev/full')
    node = tmp_path / 'full'
    os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    return node


VIEW_TESTS = ROOT / 'tests' / 'view'


def pytest_collection_modifyitems(config, items):
    """The markers that follow from where a test lives or what it asks for (see
    pyproject.toml's markers): everything under tests/view opens the window (gui);
    a test that uses a fixture named `tables` (the two-phase tests' table build)
    needs full solver tables (tables). Other tests carry their marks themselves."""
    for item in items:
        if VIEW_TESTS in item.path.parents:
            item.add_marker(pytest.mark.gui)
        if 'tables' in getattr(item, 'fixturenames', ()):
            item.add_marker(pytest.mark.tables)


def pytest_sessionfinish(session, exitstatus):
    session.config.stash[_STATUS] = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """Panda3D can abort (exit 134) in its C++ static destructors at interpreter
    exit, after every test has passed and the window is closed (see the shared
    Ursina notes). Once pytest has reported, stop Xvfb as pytest-xvfb's atexit
    would, then leave with pytest's own exit status without those destructors."""
    if 'panda3d.core' not in sys.modules:
        return
    status = config.stash.get(_STATUS, 0)
    try:
        import pytest_xvfb
        pytest_xvfb.shutdown_xvfb()
    except Exception:     # noqa: BLE001 - nothing useful to do if Xvfb is already gone
        pass
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
