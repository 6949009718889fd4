"""The bars route of 6x6 and 7x7 centres (bars.py, embedded.bars_solution):
every candidate keeps the inner blocks and flips the wings' parity as its
`flips` says (the beam's answer keeps it), the beam's
moves replayed on the model cube pair every bar, and the virtual 5x5 then
brings every centre piece home."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import bars, embedded
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


def scrambled(n: int, seed: int) -> Cube:
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
    return cube.apply(prevent_oll_parity(cube))


def inner_solved(n: int, cube: Cube) -> bool:
    colors = cube.facelet_colors()
    return all(len(np.unique(colors[face])) == 1 for face in bars.inner_cells(n))


def bars_paired(n: int, cube: Cube) -> bool:
    colors = cube.facelet_colors()
    return all(len(np.unique(colors[bar])) == 1 for bar in bars.bar_cells(n))


@pytest.mark.parametrize('n', [6, 7])
def test_the_cells_are_the_bars_and_inner_blocks(n):
    cells, inner = bars.bar_cells(n), bars.inner_cells(n)
    assert cells.shape == (24, n - 4) and inner.shape == (6, (n - 4) ** 2)
    everything = np.concatenate([cells.ravel(), inner.ravel()])
    assert len(set(everything.tolist())) == len(everything)
    solved = Cube(n).facelet_colors()
    assert all(len(np.unique(solved[bar])) == 1 for bar in cells)


@pytest.mark.parametrize('n', [6, 7])
def test_every_candidate_keeps_the_inner_blocks_and_its_wing_parity_is_known(n):
    sq = bars.sequences(n)
    rng = random.Random(n)
    conjugates = [j for j, s in enumerate(sq.seqs) if len(s) == 3]
    assert conjugates and sq.flips[conjugates].any()
    for j in rng.sample(range(len(sq.seqs)), 40) + rng.sample(conjugates, 20):
        cube = Cube(n).apply(sq.seqs[j])
        assert inner_solved(n, cube), sq.seqs[j]
        assert odd_wing_orbits(cube) == ([1] if sq.flips[j] else []), sq.seqs[j]
        perm = sq.perms[j]
        assert (cube.facelet_colors()[sq.cells] == Cube(n).facelet_colors()[sq.cells][perm]).all()


@pytest.mark.parametrize('n', [6, 7])
def test_two_layer_wides_and_outer_turns_move_bars_whole(n):
    """So the virtual 5x5 keeps the bars the beam paired."""
    rng = random.Random(n)
    moves = [Move(f, 1, e, a) for f in FACE_ORDER for e in (1, 2) for a in (1, -1, 2)]
    cube = Cube(n).apply([rng.choice(moves) for _ in range(30)])
    assert bars_paired(n, cube) and inner_solved(n, cube)


@pytest.mark.tables
@pytest.mark.parametrize('n', [6, 7])
def test_phase_a_then_the_bars_then_the_virtual_five(n):
    cube = scrambled(n, 11)
    a = embedded.phase_a(n, cube.facelet_colors(), 1)[0]
    after_a = cube.copy().apply(a)
    assert inner_solved(n, after_a)
    paired = bars.pair_bars(n, after_a.facelet_colors())
    after_bars = after_a.copy().apply(paired)
    assert inner_solved(n, after_bars) and bars_paired(n, after_bars)
    assert odd_wing_orbits(after_bars) == []
    whole = embedded.bars_solution(n, cube.facelet_colors(), 0)
    done = cube.copy().apply(whole)
    grid = done.facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    assert all(len(np.unique(face)) == 1 for face in grid) and odd_wing_orbits(done) == []


def test_paired_bars_need_no_moves():
    n = 6
    cube = Cube(n).apply([Move('R', 1, 2, 1), Move('U', 1, 1, 2), Move('F', 1, 2, -1)])
    assert bars.pair_bars(n, cube.facelet_colors()) == []


@pytest.mark.tables
def test_the_commutator_route_is_still_there(monkeypatch):
    """The commutator route (phases A, B and the greedy), taken where the
    bars route's 5x5 beam finds nothing, solves every centre piece."""
    monkeypatch.setattr(embedded, '_recent', {})
    n = 6
    cube = scrambled(n, 12)
    done = cube.copy().apply(embedded.commutator_solution(n, cube.facelet_colors(), 0))
    grid = done.facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    assert all(len(np.unique(face)) == 1 for face in grid) and odd_wing_orbits(done) == []


@pytest.mark.parametrize('n', [6, 7])
def test_children_are_counted_as_if_played(n):
    """The beam counts a child's unmatched pieces from its parent's and the bars
    the sequence touches: the same as counting the child's own."""
    sq = bars.sequences(n)
    states = np.random.default_rng(n).integers(0, 6, (4, len(sq.cells))).astype(np.uint8)
    assert (sq.children_unmatched(states) == sq.unmatched(states[:, sq.perms])).all()


@pytest.mark.tables
def test_a_charge_below_linear_still_pairs_every_bar(monkeypatch):
    """bars.POWER under 1 (off by default) ranks states differently; the
    answer, replayed, still pairs every bar with the inner blocks and wings kept."""
    n = 7
    monkeypatch.setattr(bars, 'POWER', {6: 1.0, 7: 0.5})
    cube = scrambled(n, 13)
    after_a = cube.copy().apply(embedded.phase_a(n, cube.facelet_colors(), 1)[0])
    after_bars = after_a.copy().apply(bars.pair_bars(n, after_a.facelet_colors()))
    assert inner_solved(n, after_bars) and bars_paired(n, after_bars)
    assert odd_wing_orbits(after_bars) == []
