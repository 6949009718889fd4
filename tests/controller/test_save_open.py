"""Save and open through the session: state, history (undo and redo after opening),
camera; a bad file changes nothing."""
import pytest

from controller.save_open import CubeFileError, open_into, save_session
from controller.session import Session
from model import Cube, parse_move


def settle(session):
    for _ in range(1000):
        session.update(1.0)
        if session.active is None and not session.busy:
            return


def test_round_trip_then_undo_and_redo(tmp_path):
    s = Session(4)
    for m in ('R', 'U', "Rw'", '2F'):
        s.press(parse_move(m))
    s.play("D2 L")
    settle(s)
    s.undo()
    settle(s)
    expected, count = s.cube.copy(), s.move_count
    path = save_session(s, tmp_path / 'a.cube.json', {'yaw': 12.0})
    other = Session(3)
    camera = open_into(other, path)
    assert camera == {'yaw': 12.0}
    assert other.cube == expected and other.size == 4 and other.move_count == count
    other.redo()
    settle(other)
    assert other.cube == Cube(4).apply("R U Rw' 2F D2 L")
    for _ in range(3):
        other.undo()
        settle(other)
    assert other.cube == Cube(4).apply("R U")


def test_a_bad_file_changes_nothing(tmp_path):
    s = Session(3)
    s.press(parse_move('R'))
    settle(s)
    bad = tmp_path / 'bad.cube.json'
    bad.write_text('{"format": "cubelab-cube", "version": 1, "size": 3, "state": "UUU"}')
    with pytest.raises(CubeFileError, match='not a real 3x3'):
        open_into(s, bad)
    assert s.cube == Cube(3).apply('R') and s.history.count == 1


def test_saving_while_turning_is_refused(tmp_path):
    s = Session(3)
    s.press(parse_move('R'))
    s.update(0.01)
    with pytest.raises(CubeFileError, match='still turning'):
        save_session(s, tmp_path / 'x.cube.json')
    assert not (tmp_path / 'x.cube.json').exists()
