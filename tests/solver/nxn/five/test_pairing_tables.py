"""The G3 route's pairing phases' pieces that need no table: the frames' views
(whole-cube turns and renamed colours and faces) and phase 4's edge moves
with the edges renamed after every move."""
from __future__ import annotations

import numpy as np
import pytest

from solver.nxn.five import pairing_tables as pp
from model import Cube, Move
from model.faces import FACE_AXIS
from model.stickers import seq_gather

N = 5
MOVES = [Move(f, s, e, a) for f in 'URFDLB' for s, e in ((1, 1), (1, 2), (2, 2), (3, 3)) for a in (1, -1, 2)]


@pytest.fixture(scope='module')
def views():
    return pp.frame_views()


def test_every_frame_has_a_view_with_a_along_r_l_and_q_along_u_d(views):
    assert sorted(views) == [(a, q) for a in range(3) for q in range(3) if q != a]
    for (a, q), (turn, faces, colours) in views.items():
        assert (FACE_AXIS[faces['R']], FACE_AXIS[faces['U']]) == (a, q)
        assert sorted(faces.values()) == sorted('URFDLB')
        # a solved cube, seen in the view, is solved with each face in its own colour
        assert (colours[pp.SOLVED[seq_gather(N, turn)]] == pp.SOLVED).all()


def test_moves_found_in_a_view_solve_the_real_cube_once_renamed(views):
    rng = np.random.default_rng(3)
    for turn, faces, colours in views.values():
        scramble = [MOVES[i] for i in rng.integers(0, len(MOVES), 25)]
        col = Cube(N).apply(scramble).facelet_colors()
        seen = colours[col[seq_gather(N, turn)]]
        # undo the scramble in the view's terms: its moves as the view names them, inverted
        back = {v: k for k, v in faces.items()}
        undo = [Move(back[m.face], m.start, m.end, -m.amount) for m in reversed(scramble)]
        assert (seen[seq_gather(N, undo)] == pp.SOLVED).all()
        real = col[seq_gather(N, pp.renamed(undo, faces))].reshape(6, N * N)
        assert (real == real[:, :1]).all()
        assert not (col.reshape(6, N * N) == col.reshape(6, N * N)[:, :1]).all()


def test_phase4_edge_moves_agree_with_moving_each_piece():
    fr = pp.Frame(4)
    MM, LM, HM = pp.edge_moves(fr)
    rng = np.random.default_rng(4)
    m = np.array([rng.permutation(8)[:4] for _ in range(300)])
    lo = np.array([rng.permutation(8)[:4] for _ in range(300)])
    hi = np.array([rng.permutation(8)[:4] for _ in range(300)])
    state = pp.edge_index(m, lo, hi)
    assert len(np.unique(state)) == len({(tuple(sorted(zip(a, b, c)))) for a, b, c in
                                         zip(m.tolist(), lo.tolist(), hi.tolist())})
    for j in range(len(fr.moves)):
        moved = pp.edge_index(fr.M[j][m], fr.L[j][lo], fr.H[j][hi])
        assert (pp.step_edges(MM, LM, HM, j, state) == moved).all()
    # the edges' names do not matter: the same four edges listed in another order
    swap = [2, 0, 3, 1]
    assert (pp.edge_index(m[:, swap], lo[:, swap], hi[:, swap]) == state).all()
