"""Lines widened into rectangles: more slices against one set when they pay for their turns."""
import random

import numpy as np

from model import Cube
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.batch import batch_lines
from solver.nxn.centres.comms import comm_cost, comm_moves
from solver.nxn.centres.greedy import CentreSolver
from solver.nxn.centres.lines import line_block_cost
from solver.nxn.centres.widen import widen
from solver.nxn.layers import layer_runs
from solver.nxn.parity import odd_wing_orbits


def test_a_second_row_gaining_over_the_same_set_joins_the_line():
    k = 10
    g = -4 * np.ones((k, k), dtype=np.int64)    # every other cell loses
    g[2, [5, 6, 7]] = 12                      # the line: row 2 against 5..7
    g[8, [5, 6, 7]] = 12                      # another row gaining over the same set
    g[4, [5, 6, 7]] = -12                     # a row that would lose stays out
    ls, ms, gain, moves = widen(g, np.ones((k, k), dtype=bool), [2], [5, 6, 7])
    assert ls == [2, 8] and ms == [5, 6, 7]
    assert gain == 72
    assert moves == 4 + line_block_cost([2, 8], k) + line_block_cost([5, 6, 7], k)


def test_a_row_that_does_not_pay_for_its_turns_stays_out():
    k = 10
    g = -4 * np.ones((k, k), dtype=np.int64)    # every other cell loses
    g[2, [5, 6, 7]] = 12
    g[8, [5, 6, 7]] = 2                       # gains a little: not worth 4 more moves
    ls, ms, gain, _ = widen(g, np.ones((k, k), dtype=bool), [2], [5, 6, 7])
    assert ls == [2] and ms == [5, 6, 7] and gain == 36


def test_a_run_reaching_the_face_may_take_neutral_slices_for_fewer_moves():
    k = 10
    g = np.zeros((k, k), dtype=np.int64)
    g[2, [5, 6, 7]] = 12
    ls, ms, gain, moves = widen(g, np.ones((k, k), dtype=bool), [2], [5, 6, 7])
    assert ls == [0, 1, 2] and gain == 36      # 0-2 is an outer block: 1 move a turn, not 2
    assert moves < 4 + line_block_cost([2], k) + line_block_cost([5, 6, 7], k)


def test_cells_not_free_are_never_cycled():
    k = 10
    g = -4 * np.ones((k, k), dtype=np.int64)    # every other cell loses
    g[2, [5, 6, 7]] = 12
    g[8, [5, 6, 7]] = 12
    free = np.ones((k, k), dtype=bool)
    free[8, 6] = False
    ls, ms, _, _ = widen(g, free, [2], [5, 6, 7])
    assert free[np.ix_(ls, ms)].all()
    assert not set(ls) & set(ms)


def test_a_widened_rectangle_moves_exactly_its_cells_on_the_model():
    """The rectangle's commutator cycles the cells of L x M as their gains say:
    the score after it is the score before plus the rectangle's gain."""
    n = 14
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(11)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    raw = solver.rect.cell_gains(solver.colors)
    c, l = np.unravel_index(int(np.argmax(np.maximum(raw, 0).sum(axis=2))), raw.shape[:2])
    ms = [int(m) for m in np.nonzero(raw[c, l] > 0)[0]]
    ls, ms, gain, moves = widen(raw[c], solver.cycles.valid[c], [int(l)], ms)
    seq = comm_moves(n, solver.cycles.shapes[c], layer_runs([x + 1 for x in ls]), layer_runs([x + 1 for x in ms]))
    assert comm_cost(n, layer_runs([x + 1 for x in ls]), layer_runs([x + 1 for x in ms])) == moves
    after = solver.colors[seq_gather(n, seq)]
    assert solver.score(after) - solver.score(solver.colors) == gain


def test_batches_with_widened_lines_still_gain_and_keep_wing_parity():
    n = 16
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(5)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    raw = solver.now_gains().astype(np.int16)
    gains = np.maximum(raw, 0)
    gains[~solver.cycles.valid] = 0
    before = solver.score(solver.colors)
    value, moves = batch_lines(solver, gains, raw=raw)
    after = cube.copy().apply(moves)
    assert value > 0 and solver.score(after.facelet_colors()) > before
    assert odd_wing_orbits(after) == odd_wing_orbits(cube)
