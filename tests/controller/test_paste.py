"""Pasted text and copied algs: facelet strings set the cube (checked, undoable), other
text is an alg for the box; the strip's scramble or solution is copied as text."""
import pytest

from controller import Message
from model import Alg, Cube, InvalidCubeError

from ctrl_frames import settle
from said import said


@pytest.mark.parametrize('n, alg', [(3, "R U F' D2 L B'"), (4, "Rw U 2F' R D2 3Lw")])
def test_a_pasted_facelet_string_sets_the_cube_and_undo_brings_the_old_one_back(make_session, n, alg):
    session = make_session(5)
    session.play("R U")
    settle(session)
    target = Cube(n).apply(alg)
    text = target.to_facelets()
    lines = '\n'.join(text[i:i + n * n] for i in range(0, len(text), n * n))   # as some tools write it
    assert session.paste(lines) is None
    events = settle(session)
    assert session.cube == target and session.size == n and session.move_count == 0
    assert (f"The {n}x{n} cube from the pasted stickers (Undo brings yours back)", 'info') in said(events)
    session.undo()
    settle(session)
    assert session.size == 5 and session.cube == Cube(5).apply("R U")
    session.redo()
    settle(session)
    assert session.cube == target


def test_an_impossible_facelet_string_says_what_the_model_says(make_session):
    session = make_session(3)
    text = list(Cube(3).to_facelets())
    text[0], text[9] = text[9], text[0]             # two stickers swapped: no real cube
    text = ''.join(text)
    with pytest.raises(InvalidCubeError) as raised:
        Cube.from_facelets(text)
    assert session.paste(text) is None
    events = settle(session)
    errors = [e for e in events if isinstance(e, Message) and e.level == 'error']
    assert said(errors) == [(f"Can't set the cube from those stickers: {raised.value}", 'error')]
    assert session.cube.is_solved() and session.history.done == []


def test_other_text_is_an_alg_on_one_line(make_session):
    session = make_session(3)
    assert session.paste("[R, U]\n(R U R' U')3 ") == "[R, U] (R U R' U')3"
    assert session.paste("RUFDLB" * 4 + "X") == "RUFDLB" * 4 + "X"   # 25 letters: no cube
    settle(session)
    assert session.cube.is_solved()


def test_copy_alg_gives_the_strips_moves(make_session):
    session = make_session(3, speed='instant')
    assert session.copy_alg() == ''
    assert session.status.startswith('Nothing to copy')
    session.play("R U2 F' (D L)2")
    settle(session)
    assert session.copy_alg() == str(Alg.parse("R U2 F' D L D L"))
    assert session.status == "Copied the alg (7 moves)"
