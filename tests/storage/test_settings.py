"""settings.toml: first run writes every default commented; round trips; hostile files
give the defaults, one message, and the file moved aside; the window's values survive."""
import tomllib

import pytest

from storage import settings as st
from storage.paths import config_dir


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_CONFIG_DIR', str(tmp_path / 'cfg'))
    return tmp_path / 'cfg'


def test_config_dir_follows_the_environment(home):
    assert config_dir() == home


def test_first_run_writes_every_default_commented(home):
    got, problem = st.load()
    assert got == st.Settings() and problem is None
    text = (home / 'settings.toml').read_text()
    for name in ('scheme', 'letters', 'top', 'front', 'keys', 'speed', 'language', 'size', 'last_layer', 'cross'):
        assert f"# {name} = " in text
    data = tomllib.loads(text)
    assert data == {'version': 1, 'colours': {}}          # only comments besides the version
    assert st.load() == (st.Settings(), None)


def test_round_trip_of_every_setting(home):
    mine = st.Settings(scheme='japanese', letters=True, top='yellow', front='red', keys='cstimer',
                       speed='fast', language='fr', size=5, last_layer='full', cross='blue',
                       colours={'orange': '#ff8800'})
    st.save(mine)
    assert st.load() == (mine, None)
    text = (home / 'settings.toml').read_text()
    assert 'scheme = "japanese"' in text and '# scheme' not in text.split('scheme = "japanese"')[0][-3:]
    seconds = st.Settings(speed='0.4')
    st.save(seconds)
    assert st.load()[0].speed == '0.4'


def test_the_cross_colour_is_one_of_the_six(home):
    (home).mkdir(parents=True, exist_ok=True)
    (home / 'settings.toml').write_text('version = 1\ncross = "Yellow"\n')
    assert st.load() == (st.Settings(cross='yellow'), None)
    (home / 'settings.toml').write_text('version = 1\ncross = "purple"\n')
    got, problem = st.load()
    assert got.cross == 'white' and "cross: 'purple' is not one of white, yellow" in problem


@pytest.mark.parametrize('content, why', [
    (b'scheme = "standard"\nsize = \n', 'could not be read'),                # bad TOML
    (b'scheme = "standard"\nlanguage = "fran\xe7ais"\n', 'not UTF-8'),       # latin-1 bytes
    (b'\x00\x01\x02binary', 'could not be read'),
    (b'a = ' + b'[' * 5000 + b']' * 5000 + b'\n', 'could not be read'),      # nesting bomb
    (b'# ' + b'x' * 2_000_000 + b'\n', 'too big'),
])
def test_unreadable_files_are_moved_aside_and_the_defaults_used(home, content, why):
    home.mkdir(parents=True)
    path = home / 'settings.toml'
    path.write_bytes(content)
    got, problem = st.load()
    assert got == st.Settings()
    assert why in problem and 'moved to settings.toml.broken-' in problem
    aside = list(home.glob('settings.toml.broken-*'))
    assert len(aside) == 1 and aside[0].read_bytes() == content        # nothing lost
    assert not path.exists() or path.read_bytes() != content


def test_wrong_types_fall_back_one_by_one_with_one_message(home):
    home.mkdir(parents=True)
    (home / 'settings.toml').write_text(
        'version = 1\nscheme = 3\nsize = 500\nletters = "yes"\nspeed = "warp"\nlanguage = "de"\n'
        'keys = "cstimer"\ntop = "yellow"\ncolours = "red"\nmystery = 1\n')
    got, problem = st.load()
    assert got == st.Settings(keys='cstimer', top='yellow')
    for name in ('scheme', 'size', 'letters', 'speed', 'language', 'colours', "'mystery'"):
        assert name in problem
    assert problem.count('\n') == 0                                    # one message
    assert (home / 'settings.toml').exists()                           # still readable: kept


def test_a_newer_version_is_read_as_far_as_possible(home):
    home.mkdir(parents=True)
    (home / 'settings.toml').write_text('version = 7\nsize = 4\n')
    got, problem = st.load()
    assert got.size == 4 and 'newer' in problem


def test_a_byte_order_mark_is_fine(home):
    home.mkdir(parents=True)
    (home / 'settings.toml').write_bytes('\ufeffsize = 6\n'.encode('utf-8'))
    assert st.load() == (st.Settings(size=6), None)


def test_a_bad_custom_colour_is_reported(home):
    home.mkdir(parents=True)
    (home / 'settings.toml').write_text('[colours]\norange = "#ff88"\n')
    got, problem = st.load()
    assert got.colours == {} and 'colours' in problem


def test_an_unwritable_folder_is_a_message_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / 'file'
    blocker.write_text('x')
    monkeypatch.setenv('CUBELAB_CONFIG_DIR', str(blocker / 'cfg'))
    got, problem = st.load()
    assert got == st.Settings() and 'could not' in problem
