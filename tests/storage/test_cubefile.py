"""Saved cubes: JSON round trip of state, history and camera; hostile files are one
CubeFileError each and change nothing."""
import json

import pytest

from model import Alg, Cube
from storage.cubefile import CubeFileError, SavedCube, SavedEntry, load, save


def sample(n=3):
    scrambled = Cube(n).apply("R U R' F2 D")
    done = [SavedEntry('scramble', Alg.parse("R U R' F2 D", n), Cube(n), Cube(n), 0),
            SavedEntry('turn', Alg.parse("L", n), None, None, 0),
            SavedEntry('alg', Alg.parse("U2 B", n), scrambled.copy().apply('L'),
                       scrambled.copy().apply('L'), 1)]
    undone = [SavedEntry('turn', Alg.parse("F'", n), None, None, 3)]
    cube = scrambled.copy().apply("L U2 B")
    return SavedCube(cube, done, undone, {'yaw': 10.0, 'pitch': -5.5, 'zoom': 1.5})


@pytest.mark.parametrize('n', [2, 3, 4, 7])
def test_round_trip(tmp_path, n):
    saved = sample(n)
    path = save(saved, tmp_path / 'mine.cube.json')
    got = load(path)
    assert got.cube == saved.cube and got.size == n
    assert [(e.kind, e.moves, e.count_before) for e in got.done] == \
        [(e.kind, e.moves, e.count_before) for e in saved.done]
    assert [e.before == s.before for e, s in zip(got.done, saved.done)] == [True] * 3
    assert [(e.kind, e.moves) for e in got.undone] == [('turn', Alg.parse("F'", n))]
    assert got.camera == saved.camera
    data = json.loads(path.read_text())
    assert data['format'] == 'cubelab-cube' and data['version'] == 1


def test_a_size_change_in_the_history_keeps_the_other_size(tmp_path):
    saved = SavedCube(Cube(4).apply('R'), [
        SavedEntry('turn', Alg.parse('U', 3), None, None, 0),
        SavedEntry('size', Alg(), Cube(3).apply('U'), Cube(4), 0),
        SavedEntry('turn', Alg.parse('R', 4), None, None, 0)], [
        SavedEntry('reset', Alg(), Cube(4).apply('R F'), Cube(4), 2)])
    got = load(save(saved, tmp_path / 's.cube.json'))
    assert [e.kind for e in got.done] == ['turn', 'size', 'turn'] and got.undone[0].kind == 'reset'
    assert got.done[1].before == Cube(3).apply('U') and got.done[1].base == Cube(4)
    assert got.undone[0].before == Cube(4).apply('R F')


def good(tmp_path):
    path = save(sample(), tmp_path / 'good.cube.json')
    return json.loads(path.read_text())


@pytest.mark.parametrize('change, message', [
    (lambda d: d.update(format='other'), 'not a CubeLab saved cube'),
    (lambda d: d.update(version=2), 'newer CubeLab'),
    (lambda d: d.update(version='1'), 'version'),
    (lambda d: d.update(size=101), 'between 2 and 50'),
    (lambda d: d.update(size=True), 'whole number'),
    (lambda d: d.update(state='U' * 54), 'not a real 3x3'),
    (lambda d: d.update(state=None), 'facelet string'),
    (lambda d: d['history']['done'][1].update(moves='R Q'), 'entry 2'),
    (lambda d: d['history']['done'][2].update(moves='3Rw'), 'entry 3'),          # too big for its 3x3
    (lambda d: d['history']['done'][2].update(before='UUU'), 'entry 3 before'),
    (lambda d: d['history']['done'][1].update(moves='R U'), 'a turn is one move'),
    (lambda d: d['history']['done'][0].update(kind='magic'), 'unknown kind'),
    (lambda d: d['history']['done'][0].update(base=None), 'needs the cube'),
    (lambda d: d['history'].update(done={}), 'must be a list'),
    (lambda d: d.update(camera={'yaw': 'left'}), 'camera yaw'),
    (lambda d: d.update(history=[]), 'history'),
])
def test_hostile_contents(tmp_path, change, message):
    data = good(tmp_path)
    change(data)
    path = tmp_path / 'bad.cube.json'
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(CubeFileError, match=message):
        load(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize('raw, message', [
    (b'{"format": "cubelab-cube", ', 'not valid JSON'),
    (b'\xff\xfe\x00garbage', 'not UTF-8'),
    (b'[' * 100000 + b']' * 100000, 'not'),
    (b'{"format": "cubelab-cube", "version": 1, "size": 3, "camera": {"yaw": NaN}}', 'not valid JSON'),
    (b'', 'not valid JSON'),
])
def test_hostile_bytes(tmp_path, raw, message):
    path = tmp_path / 'bad.cube.json'
    path.write_bytes(raw)
    with pytest.raises(CubeFileError, match=message):
        load(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(CubeFileError, match='could not open'):
        load(tmp_path / 'nope.cube.json')
    with pytest.raises(CubeFileError, match='could not open'):
        load(tmp_path)
