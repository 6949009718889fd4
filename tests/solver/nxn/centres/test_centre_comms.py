"""Centre commutators, checked on the model cube: each moves exactly the centre pieces it claims.

Edges and corners are free to move (blocks next to a face are played wide,
taking the face along): the centres stage comes before the edges.
"""
import dataclasses
import random

import numpy as np
import pytest

from model import Cube
from solver.nxn.centres.comms import CentreCycles, centre_cycles, comm_cost, comm_moves
from solver.nxn.layers import layer_runs
from solver.nxn.obtm import obtm
from solver.nxn.pieces import centre_mask


def _moved(n: int, moves) -> dict[int, int]:
    """{slot: slot its piece came from} for every centre slot whose piece moved."""
    cube = Cube(n)
    centres = np.unique(cube.geometry.facelet_slot[centre_mask(n)])
    perm = cube.apply(moves).perm
    return {int(s): int(perm[s]) for s in centres if perm[s] != s}


@pytest.mark.parametrize('n', [4, 5, 6, 7])
def test_every_single_cell_commutator_cycles_exactly_its_three_pieces(n):
    cy = centre_cycles(n)
    slot = Cube(n).geometry.facelet_slot
    cells = np.argwhere(cy.valid)
    for c, l, m in random.Random(n).sample(cells.tolist(), min(150, len(cells))):
        moves = comm_moves(n, cy.shapes[c], [(l + 1, l + 1)], [(m + 1, m + 1)])
        dst, src = slot[cy.dst[c, l, m]], slot[cy.src[c, l, m]]
        assert _moved(n, moves) == dict(zip(dst.tolist(), src.tolist())), (cy.shapes[c], l, m)
        assert len(set(dst.tolist())) == 3
        assert obtm(moves) == comm_cost(n, [(l + 1, l + 1)], [(m + 1, m + 1)])


@pytest.mark.parametrize('n', [6, 9])
def test_a_rectangle_commutator_is_the_cycles_of_its_cells_together(n):
    """L x M with scattered blocks: exactly |L| * |M| three-cycles, each the
    single cell's, no other centre moved."""
    cy = centre_cycles(n)
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n)
    for _ in range(30):
        c = rng.randrange(len(cy.shapes))
        inner = list(range(1, n - 1))
        if n % 2:
            inner.remove(n // 2)
        m_layers = sorted(rng.sample(inner, rng.randint(1, 2)))
        rest = [x for x in inner if x not in m_layers]
        l_layers = sorted(rng.sample(rest, rng.randint(1, min(3, len(rest)))))
        moves = comm_moves(n, cy.shapes[c], layer_runs(l_layers), layer_runs(m_layers))
        expected = {}
        for l in l_layers:
            for m in m_layers:
                assert cy.valid[c, l - 1, m - 1]
                expected.update(zip(slot[cy.dst[c, l - 1, m - 1]].tolist(), slot[cy.src[c, l - 1, m - 1]].tolist()))
        assert _moved(n, moves) == expected
        assert obtm(moves) == comm_cost(n, layer_runs(l_layers), layer_runs(m_layers))


def test_cycles_move_only_movable_centres_and_need_two_different_slices():
    n = 7
    cy = CentreCycles(n)
    mask = centre_mask(n)
    assert mask[cy.dst[cy.valid]].all() and mask[cy.src[cy.valid]].all()
    k = n - 2
    assert (~cy.valid == np.eye(k, dtype=bool)[None]).all()         # L and M must differ
    fixed = [f * n * n + n * n // 2 for f in range(6)]
    assert not np.isin(cy.dst[cy.valid], fixed).any()


@pytest.mark.parametrize('n', [13, 14])
def test_commutators_played_b_first_cycle_their_cells_the_other_way_round(n):
    """From INVERSE_FROM each shape also comes played B first: on the model
    it moves exactly the three pieces its cell claims, the same three places
    as the shape played A first, cycled the other way round."""
    from solver.nxn.centres.comms import INVERSE_FROM
    assert n >= INVERSE_FROM
    cy = centre_cycles(n)
    slot = Cube(n).geometry.facelet_slot
    a_first = {s: c for c, s in enumerate(cy.shapes) if not s.b_first}
    rng = random.Random(n)
    cells = [cell for cell in np.argwhere(cy.valid).tolist() if cy.shapes[cell[0]].b_first]
    for c, l, m in rng.sample(cells, 60):
        shape = cy.shapes[c]
        moves = comm_moves(n, shape, [(l + 1, l + 1)], [(m + 1, m + 1)])
        dst, src = slot[cy.dst[c, l, m]], slot[cy.src[c, l, m]]
        assert _moved(n, moves) == dict(zip(dst.tolist(), src.tolist())), (shape, l, m)
        assert obtm(moves) == comm_cost(n, [(l + 1, l + 1)], [(m + 1, m + 1)])
        twin = a_first[dataclasses.replace(shape, b_first=False)]
        back = dict(zip(cy.src[twin, l, m].tolist(), cy.dst[twin, l, m].tolist()))
        assert dict(zip(cy.dst[c, l, m].tolist(), cy.src[c, l, m].tolist())) == back


@pytest.mark.parametrize('n', [6, 13])
def test_half_turn_shapes_cycle_their_cells_and_swap_opposite_faces(n):
    """With `halves` the shapes include half-turn slices (s = 2): each cell,
    alone or in a rectangle, moves exactly its three pieces on the model,
    and those with half-turn M blocks have two places on one face and the
    third on the opposite face."""
    cy = centre_cycles(n, halves=True)
    assert len(cy.shapes) > len(centre_cycles(n).shapes)
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n)
    halves = [c for c, s in enumerate(cy.shapes) if s.s == 2]
    cells = [cell for cell in np.argwhere(cy.valid).tolist() if cell[0] in halves]
    for c, l, m in rng.sample(cells, 40):
        shape = cy.shapes[c]
        moves = comm_moves(n, shape, [(l + 1, l + 1)], [(m + 1, m + 1)])
        dst, src = slot[cy.dst[c, l, m]], slot[cy.src[c, l, m]]
        assert _moved(n, moves) == dict(zip(dst.tolist(), src.tolist())), (shape, l, m)
        assert obtm(moves) == comm_cost(n, [(l + 1, l + 1)], [(m + 1, m + 1)])
        if shape.m == 2:
            faces = sorted(int(f) // (n * n) for f in cy.dst[c, l, m])
            assert len(set(faces)) == 2
            a, b = set(faces)
            assert 'URFDLB'[a] + 'URFDLB'[b] in ('UD', 'DU', 'RL', 'LR', 'FB', 'BF')
    c = halves[0]
    moves = comm_moves(n, cy.shapes[c], [(1, 2)], [(4, 4)])
    expected = {}
    for l in (1, 2):
        expected.update(zip(slot[cy.dst[c, l - 1, 3]].tolist(), slot[cy.src[c, l - 1, 3]].tolist()))
    assert _moved(n, moves) == expected


def _all_moved(n: int, moves) -> dict[int, int]:
    """{slot: slot its piece came from} for every slot whose piece moved."""
    perm = Cube(n).apply(moves).perm
    return {int(s): int(p) for s, p in enumerate(perm) if p != s}


@pytest.mark.parametrize('n', [6, 13])
def test_cross_axis_shapes_cycle_three_pieces_around_a_corner_and_nothing_else(n):
    """With CROSS the shapes include [A_L, P B_M P'] with B on another axis:
    on a solved model cube each cell, alone or in a rectangle of scattered
    blocks, moves exactly its three centre pieces (no edge or corner), on
    three faces no two of them opposite (B-first twins too); every block a
    slice (never wide)."""
    from solver.nxn.centres.comms import CROSS, CROSS_PICK
    cy = centre_cycles(n, CROSS)
    cross = [c for c, s in enumerate(cy.shapes) if s.axis_m is not None]
    assert len(cross) == len(CROSS_PICK) * (2 if n >= 13 else 1)
    assert len(cy.shapes) == len(centre_cycles(n).shapes) + len(cross)
    k = n - 2
    assert all((~cy.valid[c] == np.eye(k, dtype=bool)).all() for c in cross)
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n)
    cells = [cell for cell in np.argwhere(cy.valid).tolist() if cell[0] in cross]
    for c, l, m in rng.sample(cells, 60):
        shape = cy.shapes[c]
        moves = comm_moves(n, shape, [(l + 1, l + 1)], [(m + 1, m + 1)])
        dst, src = slot[cy.dst[c, l, m]], slot[cy.src[c, l, m]]
        assert _all_moved(n, moves) == dict(zip(dst.tolist(), src.tolist())), (shape, l, m)
        faces = {int(f) // (n * n) for f in cy.dst[c, l, m]}
        assert len(faces) == 3 and not any('URFDLB'[a] + 'URFDLB'[b] in 'UDU RLR FBF'
                                           for a in faces for b in faces if a != b)
        assert obtm(moves) == comm_cost(n, [(l + 1, l + 1)], [(m + 1, m + 1)], cross=True) == 12
    inner = [x for x in range(1, n - 1) if 2 * x != n - 1]
    for _ in range(20):
        c = rng.choice(cross)
        m_layers = sorted(rng.sample(inner, 2))
        rest = [x for x in inner if x not in m_layers]
        l_layers = sorted(rng.sample(rest, min(3, len(rest))))
        moves = comm_moves(n, cy.shapes[c], layer_runs(l_layers), layer_runs(m_layers))
        expected = {}
        for l in l_layers:
            for m in m_layers:
                expected.update(zip(slot[cy.dst[c, l - 1, m - 1]].tolist(), slot[cy.src[c, l - 1, m - 1]].tolist()))
        assert _all_moved(n, moves) == expected
        assert obtm(moves) == comm_cost(n, layer_runs(l_layers), layer_runs(m_layers), cross=True)
