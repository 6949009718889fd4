"""Generated hostile users' files: settings.toml and keymap.toml of every shape,
history databases of ours that were tampered with, saved cubes with wrong fields.

Each is opened the way the window opens it; what must hold: no exception but our
clear ones (CubeLabError, the ValueError of a refused change, HistoryReadOnly),
no setting of the user's lost on a rewrite (kept in the file, or the old file kept
beside), every untouched saved solve still listed, and a bounded time per example."""
import json
import math
import sqlite3
import tomllib

from hypothesis import HealthCheck, given, settings, strategies as st

from controller import key_presets
from controller.key_presets import Target
from controller.preferences import Preferences
from model import CubeLabError
from storage import History, HistoryReadOnly, cubefile
from storage import settings as store
from timing import Solve

FAST = settings(max_examples=100, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture])
KNOWN = ('scheme', 'letters', 'top', 'front', 'keys', 'speed', 'language', 'size')

scalars = st.one_of(st.booleans(), st.integers(-2 ** 63, 2 ** 63 - 1), st.text(max_size=20),
                    st.floats(allow_nan=False, allow_infinity=False), st.sampled_from(
                        ['standard', 'japanese', 'white', 'green', 'cstimer', 'fast', 'fr', '0.5', '#ff8800']))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.from_regex(r'[a-z_]{1,8}', fullmatch=True), inner, max_size=3), max_leaves=6)
names = st.from_regex(r'[a-z][a-z0-9_]{0,12}', fullmatch=True)


def toml_value(value) -> str:
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if isinstance(value, (int, float)):
        return repr(float(value)) if isinstance(value, float) else str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return '[' + ', '.join(map(toml_value, value)) + ']'
    return '{' + ', '.join(f'{k} = {toml_value(v)}' for k, v in value.items()) + '}'


def toml_text(top: dict, tables: dict) -> str:
    lines = ['# a comment of the user\'s'] + [f'{k} = {toml_value(v)}' for k, v in top.items()]
    for name, table in tables.items():
        lines += ['', f'[{name}]'] + [f'{json.dumps(k)} = {toml_value(v)}' for k, v in table.items()]
    return '\n'.join(lines) + '\n'


settings_files = st.one_of(
    st.builds(toml_text, st.dictionaries(st.sampled_from(KNOWN) | names, values, max_size=8),
              st.dictionaries(st.sampled_from(['colours', 'mine', 'plugins']),
                              st.dictionaries(names, values, max_size=3), max_size=2)),
    st.binary(max_size=200).map(lambda b: b.decode('latin-1')))


@FAST
@given(text=settings_files, change=st.sampled_from([{'language': 'fr'}, {'speed': 'slow'}, {'size': 4},
                                                    {'letters': True}]))
def test_hostile_settings_never_raise_and_keep_what_the_user_wrote(tmp_path_factory, text, change):
    folder = tmp_path_factory.mktemp('s')
    path = folder / 'settings.toml'
    path.write_text(text, encoding='utf-8', errors='surrogateescape')
    prefs = Preferences(path, keymap_file=folder / 'keymap.toml')
    try:
        before = tomllib.loads(path.read_text())
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, FileNotFoundError):
        before = None                              # moved aside when loaded: kept beside
    try:
        prefs.change(**change)
    except (ValueError, CubeLabError):
        return                                     # refused: nothing written
    after = tomllib.loads(path.read_text())
    kept_aside = [p for p in folder.iterdir() if '.replaced-' in p.name or '.broken-' in p.name]
    if before is not None and not kept_aside:
        for key, value in before.items():
            if key not in change:
                assert after.get(key) == value, key       # no setting of the user's lost
    for name, value in change.items():
        assert getattr(store.load(path)[0], name) == value


keymap_files = st.one_of(
    st.builds(toml_text, st.dictionaries(names, values, max_size=2), st.dictionaries(
        st.sampled_from(['moves', 'actions', 'mine']),
        st.dictionaries(st.sampled_from(['q', 'w', 'i', 'ctrl+z', 'shift+x', 'f5']),
                        st.sampled_from(['R', "U'", 'undo', 'reset', '', 'nonsense']) | values, max_size=4),
        max_size=3)),
    st.binary(max_size=200).map(lambda b: b.decode('latin-1')))


@FAST
@given(text=keymap_files)
def test_hostile_keymaps_never_raise_and_a_rebind_loses_nothing(tmp_path_factory, text):
    folder = tmp_path_factory.mktemp('k')
    path = folder / 'keymap.toml'
    path.write_text(text, encoding='utf-8', errors='surrogateescape')
    original = path.read_bytes()
    keymap, problems = key_presets.load('cubelab', path)
    assert all(isinstance(p, str) for p in problems)
    try:
        done = key_presets.rebind(path, keymap, 'e', Target(move='U'))
    except (ValueError, CubeLabError):
        return
    assert tomllib.loads(path.read_text())['moves']['e'] == 'U'
    aside = [p for p in folder.iterdir() if p.name != 'keymap.toml']
    if aside:                                      # the old file is kept, byte for byte
        assert [p.read_bytes() for p in aside] == [original]
        assert done.kept_as is not None or '.broken-' in aside[0].name


TABLES = {'solves': ('when_ms', 'size', 'scramble', 'mode', 'moves', 'time_ms', 'penalty', 'htm',
                     'comment', 'inspection_ms', 'session_id', 'deleted'),
          'sessions': ('name', 'size', 'deleted'), 'meta': ('key', 'value')}
cells = st.one_of(st.none(), st.integers(-2 ** 63, 2 ** 63 - 1), st.floats(), st.text(max_size=12),
                  st.binary(max_size=8), st.sampled_from(['DNF', '+2', '[]', '[["R", 5]]', 'abc', '1e400']))
tamper = st.one_of(
    st.tuples(st.just('cell'), st.sampled_from(sorted(TABLES)), st.integers(1, 4), st.data()),
    st.tuples(st.just('drop'), st.sampled_from(['DROP TABLE meta', 'DROP TABLE solves', 'DROP TABLE sessions',
                                               'ALTER TABLE solves DROP COLUMN comment',
                                               'ALTER TABLE solves DROP COLUMN inspection_ms',
                                               'PRAGMA user_version = 1', 'PRAGMA user_version = 99',
                                               'PRAGMA application_id = 7']), st.none(), st.none()),
    st.tuples(st.just('bytes'), st.integers(100, 32767), st.binary(min_size=1, max_size=16), st.none()))


@settings(max_examples=100, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(tamper, min_size=1, max_size=4))
def test_tampered_histories_are_read_without_an_exception(tmp_path_factory, changes):
    path = tmp_path_factory.mktemp('h') / 'history.sqlite3'
    with History(path) as history:
        for i in range(4):
            history.add(Solve(when_ms=1_700_000_000_000 + i, size=3, scramble=f"R U{i}", time_ms=9000 + i))
    touched = set()
    for kind, at, garbage, _ in changes:
        if kind == 'bytes':                            # damage inside the file itself
            with open(path, 'r+b') as stream:
                stream.seek(at)
                stream.write(garbage)
            touched.add('all')
    db = sqlite3.connect(path)
    for kind, what, row, data in changes:
        try:
            if kind == 'bytes':
                continue
            if kind == 'cell':
                column = data.draw(st.sampled_from(TABLES[what]))
                db.execute(f'UPDATE {what} SET {column} = ? WHERE rowid = ?', (data.draw(cells), row))
                touched.add(row if what == 'solves' else 'all')
            else:
                db.execute(what)
                touched.add('all')
            db.commit()
        except (sqlite3.DatabaseError, UnicodeDecodeError):
            db.rollback()
    db.close()
    history = History(path)
    solves = history.solves()
    for session in history.sessions():
        history.entries(session.id)
        results = history.results(session.id)
        assert all(math.isinf(r) or 0 <= r for r in results)
    history.current_session(3, create=False)
    if not history.problems and 'all' not in touched:          # no untouched solve lost
        assert {s.id for s in solves} >= {1, 2, 3, 4} - touched
    try:
        history.add(Solve(when_ms=1_800_000_000_000, size=3, scramble="F", time_ms=1))
    except (HistoryReadOnly, ValueError):
        pass
    history.close()


def cube_file(size, state, entries, camera, fmt, version):
    return {'format': fmt, 'version': version, 'size': size, 'state': state,
            'history': {'done': entries, 'undone': []}, 'camera': camera}


entries = st.fixed_dictionaries({'kind': st.sampled_from(['turn', 'alg', 'reset', 'bogus']) | values,
                                 'moves': st.sampled_from(['R', "R U R'", '(R U)3', '3Rw', '']) | values},
                                optional={'before': values, 'base': values, 'count_before': values})
saved_cubes = st.one_of(
    st.builds(cube_file, st.sampled_from([2, 3, 0, 101, '3', None]) | values,
              st.sampled_from(['U' * 9 + 'R' * 9 + 'F' * 9 + 'D' * 9 + 'L' * 9 + 'B' * 9, 'xyz']) | values,
              st.lists(entries, max_size=3), st.dictionaries(st.sampled_from(['yaw', 'zoom']), values),
              st.sampled_from(['cubelab-cube', 'other']), st.sampled_from([1, 2, 0, True, '1'])).map(json.dumps),
    st.binary(max_size=100).map(lambda b: b.decode('latin-1')))


@FAST
@given(text=saved_cubes)
def test_hostile_saved_cubes_open_or_say_why(tmp_path_factory, text):
    path = tmp_path_factory.mktemp('c') / 'x.cube.json'
    path.write_text(text, encoding='utf-8', errors='surrogateescape')
    try:
        cubefile.load(path)
    except cubefile.CubeFileError as exc:
        assert str(exc)
