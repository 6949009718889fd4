"""bench/bench_peers.py without Java: the peers' answers read into model moves
(answers the peers gave for known scrambles, replayed on the model), and the
script running CubeLab alone."""
from __future__ import annotations

import pytest

from bench import bench_peers
from bench.bench_peers import cube555_moves, peer_facelets, tpr_moves, verdict
from model import Cube, Move
from model.metrics import count

#: TPR's answer to a 4x4 scramble: wide turns written `Uw'`, whole-cube rotations at the end.
TPR_SCRAMBLE = "Lw U Bw' R2 Dw"
TPR_ANSWER = "Uw' B2  Rw  B'  Uw' y z'"
#: cube555's answer to a 5x5 scramble (an inner slice in it): 2-layer wides in lower case,
#: its phases separated by dots (the last, min2phase's 3x3 solve, empty here).
CUBE555_SCRAMBLE = "Lw U Bw' R2 Dw 2R"
CUBE555_ANSWER = "r' R  d' R2 F  b  .  F' U' l' .  .  .  .  ."


def test_tpr_answer_read_as_model_moves():
    assert tpr_moves("Uw2 Fw' R x' y2 z") == [Move('U', 1, 2, 2), Move('F', 1, 2, -1), Move('R'),
                                              Move('x', amount=-1), Move('y', amount=2), Move('z')]


def test_tpr_answer_solves_its_scramble_and_its_rotations_bring_it_home():
    cube = Cube(4).apply(TPR_SCRAMBLE)
    moves = tpr_moves(TPR_ANSWER)
    assert verdict(cube, moves) == (True, True)
    assert verdict(cube, moves[:-2]) == (True, False)     # solved, turned: still solved on an even cube
    assert count(moves, 'htm', 4) == 5                      # the rotations count 0
    assert not verdict(cube, tpr_moves("Uw' B2 Rw B' Uw y z'"))[0]


def test_cube555_answer_read_as_model_moves():
    assert cube555_moves("u r2 .  l' D2 .  F' b2'") == [
        Move('U', 1, 2, 1), Move('R', 1, 2, 2), Move('L', 1, 2, -1), Move('D', 1, 1, 2),
        Move('F', 1, 1, -1), Move('B', 1, 2, -2)]


def test_cube555_answer_solves_its_scramble():
    cube = Cube(5).apply(CUBE555_SCRAMBLE)
    moves = cube555_moves(CUBE555_ANSWER)
    assert verdict(cube, moves) == (True, True)
    assert count(moves, 'htm', 5) == 9
    # read as single inner layers, its lower-case turns would not solve it
    inner = [Move(m.face, 2, 2, m.amount) if m.end == 2 else m for m in moves]
    assert not verdict(cube, inner)[0]


@pytest.mark.parametrize('parse, token', [(tpr_moves, 'M'), (tpr_moves, 'r'), (tpr_moves, '2R'),
                                          (cube555_moves, 'Rw'), (cube555_moves, 'x'), (tpr_moves, 'Error 3')])
def test_unknown_tokens_fail_the_solve(parse, token):
    with pytest.raises(ValueError):
        parse(token)


def test_peer_facelets_are_kociemba_face_letters():
    assert peer_facelets(Cube(4)) == ''.join(face * 16 for face in 'URFDLB')
    # a 5x5 turned whole reads by its centres, as Kociemba's format (and cube555) expects
    assert peer_facelets(Cube(5).apply('x')) == ''.join(face * 25 for face in 'URFDLB')


@pytest.mark.slow
@pytest.mark.tables
def test_cubelab_alone_on_two_states(capsys):
    assert bench_peers.main(['--sizes', '4', '5', '--count', '2', '--seed', '5']) == 0
    out = capsys.readouterr().out
    assert 'seed 5' in out and 'pass --tpr DIR / --cube555 DIR' in out
    rows = [line.split() for line in out.splitlines() if 'CubeLab' in line.split()[1:2]]
    assert [(r[0], r[2], r[3]) for r in rows] == [('4', '2/2', '2/2'), ('5', '2/2', '2/2')]
