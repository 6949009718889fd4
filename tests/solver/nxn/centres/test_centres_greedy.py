"""The centres stage as a whole, on the model: every centre home, wing parity untouched."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.greedy import CentreSolver
from solver.nxn.routes import solve_centres
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


@pytest.mark.parametrize('n', [4, *(pytest.param(n, marks=pytest.mark.tables) for n in (5, 6, 7)),
                               *(pytest.param(n, marks=pytest.mark.slow) for n in (9, 13, 16))])
def test_centres_are_solved_and_wing_orbits_stay_even(n):
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(7 * n)))
    cube.apply(prevent_oll_parity(cube))
    if n <= 12:
        moves = solve_centres(n, cube.facelet_colors())
    else:                                                  # no opening: the greedy alone
        moves = CentreSolver(n, cube.facelet_colors(), random.Random(0)).solve()
    after = cube.copy().apply(moves)
    grid = after.facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    assert all(len(np.unique(face)) == 1 for face in grid)          # one colour per face's centre
    assert odd_wing_orbits(after) == []


@pytest.mark.parametrize('n', [13, 16])
def test_a_batch_of_cell_lines_raises_the_centre_score(n):
    """The big-cube batch: lines of cells (one slice against several), no two
    touching one cell: played on the model, more centre pieces are home."""
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(n)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    gains = solver.rect.cell_gains(solver.colors)
    before = solver.score(solver.colors)
    value, moves = solver._batch()
    assert moves and gains[solver.cycles.valid].max() > 0
    after = cube.copy().apply(moves)
    assert solver.score(after.facelet_colors()) > before
    assert odd_wing_orbits(after) == odd_wing_orbits(cube)
    assert value > 0


def test_a_turned_batch_may_lead_with_a_face_turn_and_still_gains():
    n = 14
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(3)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    before = solver.score(solver.colors)
    value, moves = solver._turned_batch()
    assert moves
    assert solver.score(cube.copy().apply(moves).facelet_colors()) > before


@pytest.mark.parametrize('n', [13, 14])
def test_turned_gains_match_scoring_the_turned_cube(n):
    """The batch's shortcut for a face turn's cell gains agrees with scoring
    the turned colours from scratch."""
    from solver.nxn.centres.moves import TURNS
    from model.stickers import seq_gather
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(5)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    raw = solver.rect.cell_gains(solver.colors).astype(np.int16)
    for turn in TURNS[1:]:
        want = np.maximum(solver.rect.cell_gains(solver.colors[seq_gather(n, turn)]), 0)
        want[~solver.cycles.valid] = 0
        assert (solver._turned_gains(raw, turn) == want).all(), turn


@pytest.mark.parametrize('n', [5, 6, 7, 10, 14])
def test_cheap_sequence_scores_match_scoring_each_sequence_played(n):
    """ShortScores (a reference turn plus the few places that differ) agrees
    with scoring the colours after each cheap sequence's own gather."""
    from model.stickers import seq_gather
    from solver.nxn.centres.moves import short_moves, short_scores
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(11 * n)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    idx = solver.centre_idx
    got = short_scores(n).scores(solver.colors, solver.target[idx], solver.weight[idx])
    want = [solver.score(solver.colors[seq_gather(n, seq)]) for seq in short_moves(n)[0]]
    assert got.tolist() == want


@pytest.mark.slow
def test_turned_batch_rescoring_only_the_turned_faces_shapes_picks_as_scoring_every_turn_whole(monkeypatch):
    """_turned_batch rescores per face turn only the shapes that touch the
    face; it finds the same turn and batch as scoring every turn's gains whole
    (lines not refined, as the reference does not; each priced with the
    moves its first move saves after the turn or the last move)."""
    from solver.nxn.centres import big_steps
    from solver.nxn.centres.moves import TURNS
    monkeypatch.setattr(big_steps, 'LINE_REFINE', False)
    n = 13
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(9)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    for _ in range(6):
        raw = solver.rect.cell_gains(solver.colors).astype(np.int16)
        best = (0.0, None, None)
        for turn in TURNS:
            gains = solver._turned_gains(raw, turn) if turn else np.maximum(raw, 0) * solver.cycles.valid
            value, moves = solver._batch(gains, solver._turn_cost(turn), size=1, savings=solver._savings(turn))
            if moves and value > best[0]:
                best = (value, turn, gains)
        want = (best[0], best[1] + solver._batch(best[2], solver._turn_cost(best[1]),
                                                 savings=solver._savings(best[1]))[1])
        assert solver._turned_batch() == want
        solver.step()


def test_best_rectangle_after_one_cell_rescored_locally_matches_scoring_it_whole():
    from model.stickers import seq_gather
    from solver.nxn.centres.moves import TURNS
    n = 13
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(4)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    rng = random.Random(2)
    cells = np.argwhere(solver.cycles.valid)
    for _ in range(20):
        t = rng.randrange(len(TURNS))
        colors = solver.colors[seq_gather(n, TURNS[t])]
        gains = solver.rect.cell_gains(colors)
        c, l, m = map(int, cells[rng.randrange(len(cells))])
        played = TURNS[t] + solver.rect.moves(c, (l, l + 1), (m, m + 1))
        want = solver.rect.best(solver.colors[seq_gather(n, played)])
        got = solver._best_after_cell(colors, gains, (gains > 0).any(axis=(1, 2)), c, l, m)
        assert got[0] == want[0]
        if want[0] > 0:
            assert (got[1], list(got[2]), list(got[3])) == (want[1], list(want[2]), list(want[3]))


@pytest.mark.parametrize('n', [13, 16])
def test_gains_recounted_in_part_match_counting_them_whole(n):
    """turned_gains (a face turn) and moved_gains (a slice set-up, colours and
    targets moved) recount only the cells that can change, to the same gains."""
    from model import Move
    from model.stickers import move_gather
    from solver.nxn.layers import slice_move
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(n + 1)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    solver.step()
    for face, amount in (('U', 1), ('F', -1), ('L', 2), ('B', 1)):
        turn = Move(face, 1, 1, amount)
        want = solver.rect.cell_gains(solver.colors[move_gather(n, turn)])
        assert (solver.turned_gains([turn]) == want).all()
    for axis, layer, amount in ((0, 2, 1), (1, 5, -1), (2, n - 2, 2)):
        g = move_gather(n, slice_move(n, axis, layer, layer, amount))
        ring = solver.centre_idx[g[solver.centre_idx] != solver.centre_idx].tolist()
        want = solver.rect.cell_gains(solver.colors[g], solver.target[g])
        assert (solver.moved_gains(solver.colors[g], solver.target[g], ring) == want).all()


def test_a_refined_line_has_the_best_gain_per_move_of_every_subset():
    from itertools import combinations
    from solver.nxn.centres.lines import line_block_cost, refine_line
    rng = random.Random(3)
    for _ in range(60):
        k = rng.randrange(3, 9)
        values = [rng.choice([-8, -4, 0, 0, 4, 5, 8, 12]) for _ in range(k)]
        free = [rng.random() > 0.15 for _ in range(k)]
        free[rng.randrange(k)] = False                  # the line's own slice
        fixed = rng.choice([6, 8, 9])
        start = [j for j in range(k) if free[j] and values[j] > 0]
        if not start:
            continue
        got = refine_line(values, free, fixed, start)
        ratio = sum(values[j] for j in got) / (fixed + line_block_cost(got, k))
        best = max(sum(values[j] for j in sub) / (fixed + line_block_cost(list(sub), k))
                   for r in range(1, k + 1) for sub in combinations([j for j in range(k) if free[j]], r))
        assert all(free[j] for j in got)
        assert ratio == pytest.approx(best)


def test_line_block_cost_counts_each_run_twice_one_move_next_to_a_face():
    from solver.nxn.centres.lines import line_block_cost
    assert line_block_cost([0, 1], 6) == 2
    assert line_block_cost([2], 6) == 4
    assert line_block_cost([1, 2, 4, 5], 6) == 6
    assert line_block_cost([], 6) == 0


def test_a_refined_turned_batch_raises_the_centre_score_on_the_model():
    n = 15
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(8)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    for _ in range(3):
        before = solver.score(solver.colors)
        value, moves = solver._turned_batch()
        assert moves and value > 0
        after = cube.copy().apply(solver.moves + moves)
        assert solver.score(after.facelet_colors()) > before
        solver.play(moves)


@pytest.mark.parametrize('few_from, picks', [(100, 100), (13, 50)])
def test_two_step_escape_samples_fewer_first_commutators_on_the_biggest_cubes(few_from, picks, monkeypatch):
    """Below TWO_STEP_FEW_FROM a big cube's escape scores a third of
    TWO_STEP_OPTIONS first commutators, from it TWO_STEP_FEW; either way it
    returns a pair whose moves gain what it says."""
    from model.stickers import seq_gather
    from solver.nxn.centres import escapes
    monkeypatch.setattr(escapes, 'TWO_STEP_FEW_FROM', few_from)
    n = 13
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(6)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    for _ in range(5):
        solver.step()
    calls = []
    real = CentreSolver._best_after_cell
    monkeypatch.setattr(CentreSolver, '_best_after_cell', lambda self, *a: calls.append(1) or real(self, *a))
    gain, moves = solver._two_step()
    assert len(calls) == picks == (escapes.TWO_STEP_OPTIONS // 3 if few_from > n else escapes.TWO_STEP_FEW)
    assert solver.score(solver.colors[seq_gather(n, moves)]) - solver.score(solver.colors) == gain
