"""Mixed lines (mixed.py) on the model cube: exactly the pieces claimed move, for the moves claimed."""
import random

import numpy as np
import pytest

from model import Cube
from solver.nxn.centres.comms import centre_cycles
from solver.nxn.centres.lines import line_slice_costs
from solver.nxn.centres.mixed import mixed_costs, mixed_moves
from solver.nxn.layers import layer_runs
from solver.nxn.obtm import obtm
from solver.nxn.pieces import centre_mask


def _moved(n: int, moves) -> dict[int, int]:
    cube = Cube(n)
    centres = np.unique(cube.geometry.facelet_slot[centre_mask(n)])
    perm = cube.apply(moves).perm
    return {int(s): int(perm[s]) for s in centres if perm[s] != s}


@pytest.mark.parametrize('n', [13, 14])
def test_a_mixed_line_cycles_its_forward_cells_one_way_and_its_backward_cells_the_other(n):
    cy = centre_cycles(n)
    half = len(cy.shapes) // 2
    k = n - 2
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n)
    inner = [x for x in range(k) if 2 * (x + 1) != n - 1]
    for _ in range(25):
        h = rng.randrange(half)
        m = rng.choice(inner)
        ls = rng.sample([x for x in inner if x != m], rng.randint(2, 6))
        back = {x: rng.random() < 0.5 for x in ls}
        fwd = sorted(x for x in ls if not back[x])
        bwd = sorted(x for x in ls if back[x])
        moves = mixed_moves(n, cy.shapes[h], layer_runs([x + 1 for x in fwd]), layer_runs([x + 1 for x in bwd]),
                            [(m + 1, m + 1)])
        expected = {}
        for x in ls:
            c = h + half if back[x] else h
            expected.update(zip(slot[cy.dst[c, x, m]].tolist(), slot[cy.src[c, x, m]].tolist()))
        assert _moved(n, moves) == expected
        best = np.zeros(k, dtype=np.int16)
        best[ls] = 1
        backs = np.zeros(k, dtype=bool)
        backs[bwd] = True
        total, cost = mixed_costs(best, backs, line_slice_costs(k)[m])
        assert total == len(ls) and cost == obtm(moves)


def test_refine_mixed_finds_the_best_gain_per_move_of_every_choice():
    """Against every choice of slices and directions on short lines (one slice,
    the line's own, never free, as in a solve)."""
    import itertools
    from solver.nxn.centres.mixed import mixed_block_cost, refine_mixed
    rng = random.Random(1)
    tried = 0
    for _ in range(300):
        k = rng.randint(3, 6)
        fwd = [rng.randint(-6, 12) for _ in range(k)]
        bwd = [rng.randint(-6, 12) for _ in range(k)]
        free = [rng.random() < 0.85 for _ in range(k)]
        free[rng.randrange(k)] = False
        fixed = rng.choice([6, 8, 9])

        def value(chosen):
            return sum(bwd[j] if b else fwd[j] for j, b in chosen) / (fixed + mixed_block_cost(chosen, k))

        best = max((value([(j, a == 2) for j, a in enumerate(pick) if a])
                   for pick in itertools.product((0, 1, 2), repeat=k)
                   if any(pick) and all(free[j] for j, a in enumerate(pick) if a)), default=0.0)
        start = [(j, bwd[j] > fwd[j]) for j in range(k) if free[j] and max(fwd[j], bwd[j]) > 0]
        if start:
            tried += 1
            assert value(refine_mixed(fwd, bwd, free, fixed, start)) >= best - 1e-9
    assert tried > 200


@pytest.mark.parametrize('n', [13, 14])
def test_a_mixed_row_cycles_its_cells_each_way_for_two_moves_more_than_a_line(n):
    from solver.nxn.centres.mixed import mixed_row_moves
    cy = centre_cycles(n)
    half = len(cy.shapes) // 2
    k = n - 2
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n + 1)
    inner = [x for x in range(k) if 2 * (x + 1) != n - 1]
    for _ in range(25):
        h = rng.randrange(half)
        l = rng.choice(inner)
        ms = rng.sample([x for x in inner if x != l], rng.randint(2, 6))
        back = {x: rng.random() < 0.5 for x in ms}
        back[ms[0]], back[ms[1]] = False, True
        fwd = sorted(x for x in ms if not back[x])
        bwd = sorted(x for x in ms if back[x])
        moves = mixed_row_moves(n, cy.shapes[h], [(l + 1, l + 1)], layer_runs([x + 1 for x in fwd]),
                                layer_runs([x + 1 for x in bwd]))
        expected = {}
        for x in ms:
            c = h + half if back[x] else h
            expected.update(zip(slot[cy.dst[c, l, x]].tolist(), slot[cy.src[c, l, x]].tolist()))
        assert _moved(n, moves) == expected
        best = np.zeros(k, dtype=np.int16)
        best[ms] = 1
        backs = np.zeros(k, dtype=bool)
        backs[bwd] = True
        assert mixed_costs(best, backs, line_slice_costs(k)[l])[1] + 2 == obtm(moves)


def test_scattered_commutators_gain_what_they_claim_on_the_model(monkeypatch):
    """Rectangles.scattered on 14x14 (mixed ones among them): the gain per
    move it claims, times the moves, is the weighted count of centres it
    brings home, replayed on the model's colours."""
    from model.stickers import seq_gather
    from scramble.rules import default_length, layer_sets, random_moves
    from solver.nxn.centres import rectangles
    from solver.nxn.centres.greedy import CentreSolver
    n = 14
    made = []
    real = rectangles.mixed_moves
    monkeypatch.setattr(rectangles, 'mixed_moves', lambda *a: made.append(a) or real(*a))
    for seed in range(4):
        cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
        solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
        for _ in range(6):
            value, moves = solver.rect.scattered(solver.colors, solver.now_gains())
            after = cube.facelet_colors()[seq_gather(n, solver.moves + moves)]
            assert round(value * obtm(moves)) == solver.score(after) - solver.score(solver.colors)
            solver.step()
    assert any(fwd and bwd for _, _, fwd, bwd, _ in made)        # some mixed both ways
