"""6x6 and 7x7 centres through a virtual 4x4/5x5 (embedded.py): the orbit mapping
checked against the model cube, each phase's result checked on the model cube
(orbits home, earlier phases kept, wings even)."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.rotations import FACE_SEEN
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import embedded, five_tables
from solver.nxn.four import masks
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


def scrambled(n: int, seed: int) -> Cube:
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
    return cube.apply(prevent_oll_parity(cube))


def virtual_centres(n: int, cube: Cube, w: int) -> np.ndarray:
    m = embedded.VIRTUAL[n]
    return embedded.virtual_colors(n, cube.facelet_colors(), w).reshape(6, m, m)[:, 1:m - 1, 1:m - 1]


def orbit_home(n: int, cube: Cube, w: int) -> bool:
    return all(len(np.unique(face)) == 1 for face in virtual_centres(n, cube, w))


@pytest.mark.parametrize('n, w', [(6, 3), (6, 2), (7, 3), (7, 2)])
def test_a_virtual_move_mapped_moves_the_orbits_as_on_the_virtual_cube(n, w):
    """virtual(real cube after real_move(v)) == virtual cube after v, for outer and wide v."""
    m = embedded.VIRTUAL[n]
    rng = random.Random(n * 10 + w)
    moves = [Move(f, 1, e, a) for f in FACE_ORDER for e in (1, 2) for a in (1, -1, 2)]
    for move in rng.sample(moves, 12):
        real = Cube(n).apply(random_moves(layer_sets(n), 40, rng))
        virtual = Cube.from_facelets(''.join('URFDLB'[c] for c in embedded.virtual_colors(n, real.facelet_colors(), w)),
                                     size=m)
        after_real = virtual_centres(n, real.copy().apply([embedded.real_move(move, w)]), w)
        after_virtual = virtual.apply([move]).facelet_colors().reshape(6, m, m)[:, 1:m - 1, 1:m - 1]
        assert (after_real == after_virtual).all(), move


@pytest.mark.parametrize('n', [6, 7])
def test_two_layer_wides_act_on_the_inner_orbits_as_face_turns(n):
    """So phase B keeps what phase A solved."""
    m = embedded.VIRTUAL[n]
    rng = random.Random(n)
    real = Cube(n).apply(random_moves(layer_sets(n), 40, rng))
    virtual = Cube.from_facelets(''.join('URFDLB'[c] for c in embedded.virtual_colors(n, real.facelet_colors(), 3)),
                                 size=m)
    for f in FACE_ORDER:
        after = virtual_centres(n, real.copy().apply([Move(f, 1, 2, 1)]), 3)
        assert (after == virtual.copy().apply([Move(f, 1, 1, 1)]).facelet_colors()
                .reshape(6, m, m)[:, 1:m - 1, 1:m - 1]).all()


@pytest.mark.tables
@pytest.mark.parametrize('n', [6, 7])
def test_each_phase_solves_its_orbits_and_keeps_the_last(n):
    cube = scrambled(n, 5)
    a = embedded.phase_a(n, cube.facelet_colors())[0]
    after_a = cube.copy().apply(a)
    assert orbit_home(n, after_a, 3) and odd_wing_orbits(after_a) == []
    b = embedded.phase_b(n, after_a.facelet_colors())[0]
    after_b = after_a.copy().apply(b)
    assert orbit_home(n, after_b, 3) and orbit_home(n, after_b, 2) and odd_wing_orbits(after_b) == []
    inner, outer = virtual_centres(n, after_b, 3), virtual_centres(n, after_b, 2)
    assert (inner[:, 0, 0] == outer[:, 0, 0]).all()           # one colour per face
    if n == 7:
        assert (inner[:, 1, 1] == np.arange(6)).all()          # the fixed centres decide
    whole = embedded.centre_solution(n, cube.facelet_colors(), 0)
    done = cube.copy().apply(whole)
    grid = done.facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    assert all(len(np.unique(face)) == 1 for face in grid) and odd_wing_orbits(done) == []


@pytest.mark.tables
def test_fixed_four_brings_each_face_the_colour_asked():
    rng = random.Random(3)
    for r in (0, 7, 13, 22):
        cube = Cube(4).apply(random_moves(layer_sets(4), 40, rng))
        target = FACE_SEEN[r].astype(np.int64)
        moves = embedded.fixed_four(cube.facelet_colors(), target, 3)
        assert moves
        for solution in moves:
            colors = cube.copy().apply(solution).facelet_colors()
            assert (colors[masks.positions()] == np.repeat(target, 4)).all()
            assert sum(masks.flips_wings(m) for m in solution) % 2 == 0


def test_the_route_needs_the_tables_under_a_deadline(monkeypatch):
    from solver.deadline import Deadline
    assert embedded.usable(Deadline(None))
    assert not embedded.usable(Deadline(0.1))
    monkeypatch.setattr(type(five_tables.tables), 'ready', property(lambda self: False))
    assert not embedded.usable(Deadline(100))
