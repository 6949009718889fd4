"""The free face turns' deltas to the big-cube cell gains, kept from step to step."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.stickers import move_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import turn_deltas
from solver.nxn.centres.greedy import CentreSolver
from solver.nxn.centres.turn_deltas import TurnDeltas

pytestmark = pytest.mark.slow

TURNS = [Move(face, 1, 1, amount) for face in FACE_ORDER for amount in (1, -1, 2)]


def test_kept_deltas_match_the_gains_counted_after_the_turn_through_a_solve(monkeypatch):
    """Through a 13x13 greedy solve every turn's delta, kept and updated,
    equals the cell gains counted afresh on the turned colours less those
    now (on the shapes touching the face), and some were updated in part
    or kept as they were rather than recounted (counted on this test's own
    TurnDeltas only: the solver's look-ahead keeps its own)."""
    n = 13
    how, mine = [], []
    real = TurnDeltas._sum
    monkeypatch.setattr(TurnDeltas, '_sum',
                        staticmethod(lambda *a: mine and how.append(a[6] is not None) or real(*a)))
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(5)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    deltas = TurnDeltas(n, solver.target, solver.rect.cell_weight, solver.cycles.halves)
    steps = 0
    while solver.wrong() and steps < 60:
        now = solver.rect.cell_gains(solver.colors)
        for turn in TURNS:
            shapes = solver.face_parts[turn.face][0]
            mine.append(True)
            got = deltas.delta(solver.colors, turn, len(shapes) * (n - 2) ** 2)
            mine.clear()
            after = solver.rect.cell_gains(solver.colors[move_gather(n, turn)])
            assert np.array_equal(got.reshape(len(shapes), n - 2, n - 2), (after - now)[shapes])
        solver.step()
        steps += 1
    assert any(how) and len(how) < steps * len(TURNS)


def test_a_recount_share_of_zero_gives_the_same_deltas(monkeypatch):
    """Recounting every delta whole and updating them give the same arrays."""
    n = 14
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(8)))
    kept, whole = (CentreSolver(n, cube.facelet_colors(), random.Random(0)) for _ in range(2))
    for _ in range(15):
        for turn in TURNS:
            size = len(kept.face_parts[turn.face][0]) * (n - 2) ** 2
            a = kept._turn_delta(turn, size).copy()
            monkeypatch.setattr(turn_deltas, 'RECOUNT_FROM', 0.0)
            b = TurnDeltas(n, whole.target, whole.rect.cell_weight, whole.cycles.halves).delta(kept.colors, turn, size)
            monkeypatch.undo()
            assert np.array_equal(a, b)
        kept.step()
