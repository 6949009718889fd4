"""4x4 joint beam: it finishes the centres' phase 3 while pairing, and reads PLL parity in the centres' orientation."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.deadline import Deadline
from solver.nxn.four import joint, masks, phases
from solver.nxn.four.ends import completed, phase2_ends
from solver.nxn.obtm import obtm
from solver.nxn.parity import pll_parity_fix
from solver.nxn.three import has_pll_parity, three_by_three


def _done(colors: np.ndarray) -> bool:
    grid = colors.reshape(6, 4, 4)
    middle = grid[:, 1:3, 1:3].reshape(6, 4)
    return bool((middle == middle[:, :1]).all()
                and (grid[:, 0, 1] == grid[:, 0, 2]).all() and (grid[:, 3, 1] == grid[:, 3, 2]).all()
                and (grid[:, 1, 0] == grid[:, 2, 0]).all() and (grid[:, 1, 3] == grid[:, 2, 3]).all())


def _ends(seed: int, count: int = 6):
    colors = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed))).facelet_colors()
    ends = phase2_ends(colors, count)
    return colors, ends, [colors[seq_gather(4, m)] for m in ends]


def test_every_action_moves_the_centres_as_one_phase_3_move():
    J = joint.joint()
    pos = masks.positions()
    for seq, j in zip(J.act.seqs, J.cmove.tolist()):
        assert (seq_gather(4, seq)[pos] == seq_gather(4, [phases.PHASE3_MOVES[j]])[pos]).all()
    assert any(s == [m] for s in J.act.seqs for m in joint.WIDE_HALVES)


def test_phase2_ends_keep_pairs_on_axes_and_complete_to_solved_centres():
    colors, ends, starts = _ends(1)
    assert len(ends) == 6
    assert len({s.tobytes() for s in starts}) == 6
    for moves, start in zip(ends, starts):
        d3, _, _ = joint.orientation(start)
        whole = completed(colors, moves)
        assert obtm(whole) <= obtm(moves) + d3
        assert joint.orientation(colors[seq_gather(4, whole)])[0] == 0


@pytest.mark.parametrize('seed', [2, 3])
def test_pairings_leave_centres_solved_and_every_wing_paired(seed):
    colors, ends, starts = _ends(seed)
    found = joint.pair_joint(starts, [obtm(m) for m in ends], width=1500, others=True,
                              tails=[m[-2:] for m in ends])
    assert found
    for i, moves in found:
        assert _done(starts[i][seq_gather(4, moves)])


def test_past_the_deadline_the_centres_phase_3_comes_first():
    colors, ends, starts = _ends(4, 3)
    past = Deadline(0.0)
    [(i, moves)] = joint.pair_joint(starts, [obtm(m) for m in ends], deadline=past, width=500)
    assert _done(starts[i][seq_gather(4, moves)])


@pytest.mark.parametrize('seed', range(6))
def test_parity_reading_agrees_with_the_three_by_three(seed):
    """A paired state with solved centres in a random orientation (half the
    time the two-edge swap), read from a start random actions before it
    whose centres have the same orientation."""
    rng = random.Random(seed)
    J = joint.joint()
    act = J.act
    turn = [Move(rng.choice('xyz'), 1, 1, rng.choice((1, -1, 2))) for _ in range(3)]
    paired = Cube(4).apply(turn + [Move(rng.choice('URFDLB'), 1, 1, rng.choice((1, -1, 2))) for _ in range(15)])
    if seed % 2:
        paired.apply(pll_parity_fix(4) + [Move('F', 1, 1, 1)])
    picks = [rng.randrange(len(act.seqs)) for _ in range(rng.randrange(1, 10))]
    flips = sum(int(act.corner_flips[j]) for j in picks) % 2
    start = paired.copy().apply([m for j in picks for m in act.seqs[j]]).facelet_colors()
    seen = joint.orientation(paired.facelet_colors())[2]
    refs = np.unique(act.ref_cols)
    pll = joint.Pll(start, act.facelets[refs], act.partner, seen)
    colors = paired.facelet_colors()
    code = (colors.astype(np.uint8) * 8 + colors[act.partner].astype(np.uint8))[act.facelets]
    assert pll(code[refs].tolist(), flips) == has_pll_parity(three_by_three(4, colors))
