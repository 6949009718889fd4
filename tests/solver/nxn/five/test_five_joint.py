"""5x5 joint beam: its centre moves agree with the model, and its pairings finish the centres and pair every edge."""
import random

import numpy as np
import pytest

from model import Cube
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import five_tables
from solver.nxn.centres.five_orbits import orbit_positions, phase3_rest_moves
from solver.nxn.centres.five_parity import five_wing_parity
from solver.nxn.five import joint
from solver.nxn.obtm import obtm
from solver.nxn.parity import odd_wing_orbits

pytestmark = pytest.mark.tables


def _colors(seed: int) -> np.ndarray:
    return Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed))).facelet_colors()


def _centres_done(colors: np.ndarray) -> bool:
    grid = colors.reshape(6, 5, 5)[:, 1:4, 1:4].reshape(6, 9)
    return bool((grid == grid[:, :1]).all())


def _edges_done(colors: np.ndarray) -> bool:
    grid = colors.reshape(6, 5, 5)
    return bool(all((row == row[:, :1]).all() for row in
                    (grid[:, 0, 1:4], grid[:, 4, 1:4], grid[:, 1:4, 0], grid[:, 1:4, 4])))


def _ud_done(colors: np.ndarray) -> bool:
    grid = colors.reshape(6, 5, 5)[:, 1:4, 1:4]
    return bool((grid[0] == grid[0, 1, 1]).all() and (grid[3] == grid[3, 1, 1]).all())


def test_every_action_moves_the_centres_as_one_rest_move_or_not_at_all():
    J = joint.joint()
    pos = np.concatenate([orbit_positions('x'), orbit_positions('t')])
    moves = phase3_rest_moves()
    for seq, j in zip(J.act.seqs, J.cmove.tolist()):
        expected = pos if j == len(moves) else seq_gather(5, [moves[j]])[pos]
        assert (seq_gather(5, seq)[pos] == expected).all()
    assert all(any(s == [m] for s in J.act.seqs) for m in joint.WIDE_HALVES)


def test_rest_states_step_and_measure_as_the_model_does():
    """neighbours() steps a start's rest state as the model's moves do, and
    distance() is 0 exactly where the centres are solved."""
    J = joint.joint()
    colors = _colors(5)
    _, _, moves, _ = five_tables.first_axis_ends(colors)[0]
    start = colors[seq_gather(5, moves)]
    state = np.array([five_tables.rest_state(start)])
    after = J.neighbours(state)[0]
    for j, move in enumerate(phase3_rest_moves()):
        assert after[j] == five_tables.rest_state(start[seq_gather(5, [move])])
    assert after[-1] == state[0] and J.distance(state)[0] > 0
    finish = five_tables.rest_finish(start)
    solved = start[seq_gather(5, finish)]
    assert _centres_done(solved) and J.distance(np.array([five_tables.rest_state(solved)]))[0] == 0
    assert len(finish) == J.distance(state)[0]


def test_first_axis_ends_solve_u_and_d_and_keep_the_wings_even():
    colors = _colors(6)
    parity = five_wing_parity(colors)
    for _, _, moves, _ in five_tables.first_axis_ends(colors, wing_parity=parity)[:10]:
        cube = Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(6))).apply(moves)
        assert _ud_done(cube.facelet_colors()) and not odd_wing_orbits(cube)


def test_pair_joint_finishes_the_centres_and_pairs_every_edge():
    colors = _colors(7)
    ends = [m for _, _, m, _ in five_tables.first_axis_ends(colors, wing_parity=five_wing_parity(colors))[:12]]
    starts = [colors[seq_gather(5, m)] for m in ends]
    found = joint.pair_joint(starts, [obtm(m) for m in ends], width=800, others=True)
    assert len(found) > 1
    for i, moves in found:
        done = starts[i][seq_gather(5, moves)]
        assert _centres_done(done) and _edges_done(done)
