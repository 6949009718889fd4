"""6x6/7x7 edges through a virtual 4x4/5x5 (edges.virtual) and the chained beam (edges.chain)."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.metrics import count
from model.stickers import seq_gather
from solver.nxn.edges.chain import chain_mates, pair_edges_chain, pairings_chain_from
from solver.nxn.edges.opening import actions
from solver.nxn.edges.pairer import EdgePairer
from solver.nxn.edges.virtual import (VIRTUAL, block_mates, pair_blocks, pair_edges_virtual, pairings_virtual,
                                      real_move, virtual_colors)
from solver.nxn.parity import odd_wing_orbits
from solver.nxn.pieces import centre_mask
from solver.nxn.three import has_pll_parity, three_by_three

PHASES_BY_SIZE = {6: [((2, 3), (1, 4)), ((1, 4), ())], 7: [((2, 4), (1, 5)), ((1, 5), ())],
                  8: [((3, 4), (1, 2, 5, 6)), ((1, 2, 5, 6), ())]}


def _edges_scrambled(n: int, seed: int) -> Cube:
    """Centres solved, wings mixed (every orbit even): random flip macros and face turns on a solved cube."""
    rng = random.Random(seed)
    cube = Cube(n)
    for ts, free in PHASES_BY_SIZE[n]:
        act = actions(n, ts, free)
        for _ in range(30):
            cube.apply(act.seqs[rng.randrange(len(act.seqs))])
    assert not odd_wing_orbits(cube)
    return cube


def _paired(n: int, colors: np.ndarray, mates=()) -> int:
    return 12 * (len(mates) or n - 3) - EdgePairer(n, colors, random.Random(0), None, mates=mates).unpaired()


@pytest.mark.parametrize('n', [6, 7])
def test_group_turns_turn_the_virtual_cube(n):
    m, rng = VIRTUAL[n], random.Random(n)
    moves = []
    while len(moves) < 30:
        start = rng.randint(1, m)
        end = rng.randint(start, m)
        if (start, end) != (1, m):
            moves.append(Move(rng.choice(FACE_ORDER), start, end, rng.choice((1, -1, 2))))
    real = Cube(n).apply([real_move(n, mv) for mv in moves]).facelet_colors()
    assert np.array_equal(virtual_colors(n, real), Cube(m).apply(moves).facelet_colors())


@pytest.mark.parametrize('n,seed', [(6, 0), (7, 1)])
def test_blocks_pair_each_outer_wing_with_its_neighbour(n, seed):
    cube = _edges_scrambled(n, seed)
    colors = cube.facelet_colors()
    mates = block_mates(n)
    assert _paired(n, colors, mates) < 24
    after = cube.copy().apply(pair_blocks(n, colors, seed)).facelet_colors()
    mask = np.nonzero(centre_mask(n))[0]
    assert np.array_equal(after[mask], colors[mask])
    assert _paired(n, after, mates) == 24


@pytest.mark.parametrize('n,seed,pairing', [(6, 0, pair_edges_virtual), (6, 1, pair_edges_virtual),
                                            (7, 0, pair_edges_virtual), (7, 2, pair_edges_chain),
                                            (8, 0, pair_edges_chain)])
def test_pairing_pairs_every_wing_keeps_centres_and_even_orbits(n, seed, pairing):
    cube = _edges_scrambled(n, 10 + seed)
    colors = cube.facelet_colors()
    moves = pairing(n, colors, seed)
    after = cube.copy().apply(moves)
    mask = np.nonzero(centre_mask(n))[0]
    assert np.array_equal(after.facelet_colors()[mask], colors[mask])
    assert _paired(n, after.facelet_colors()) == 12 * (n - 3)
    assert not odd_wing_orbits(after)
    assert pairing(n, colors, seed) == moves                  # deterministic


def test_six_hands_on_several_pairings_each_pairing_every_wing():
    """The 6x6's virtual 4x4 beam gives the 3x3 stage several reductions to
    choose among, each a whole pairing that keeps the centres, the shortest first."""
    n = 6
    cube = _edges_scrambled(n, 11)
    colors = cube.facelet_colors()
    found = pairings_virtual(n, colors, 0, tsai=False)
    assert len(found) > 1
    mask = np.nonzero(centre_mask(n))[0]
    for moves in found[:6]:
        after = cube.copy().apply(moves)
        assert np.array_equal(after.facelet_colors()[mask], colors[mask])
        assert _paired(n, after.facelet_colors()) == 12 * (n - 3)
        assert not odd_wing_orbits(after)
    assert len({three_by_three(n, cube.copy().apply(m).facelet_colors()) for m in found}) > 1


@pytest.mark.tables
def test_six_by_tsais_route_pairs_every_wing_with_no_pll_parity_and_no_longer_than_the_beam():
    """Where the 4x4's tables are built, the 6x6's virtual 4x4 takes Tsai's
    route: each pairing it hands on pairs every wing, keeps the centres and
    the orbits even, leaves a 3x3 with no PLL parity, and the best is no
    longer (OBTM) than the beam's best; over several states, shorter."""
    n = 6
    gained = 0
    for seed in (12, 13, 14):
        cube = _edges_scrambled(n, seed)
        colors = cube.facelet_colors()
        found = pairings_virtual(n, colors, 0, tsai=True)
        beam = pairings_virtual(n, colors, 0, tsai=False)
        mask = np.nonzero(centre_mask(n))[0]
        assert found
        for moves in found:
            after = cube.copy().apply(moves)
            assert np.array_equal(after.facelet_colors()[mask], colors[mask])
            assert _paired(n, after.facelet_colors()) == 12 * (n - 3)
            assert not odd_wing_orbits(after)
            assert not has_pll_parity(three_by_three(n, after.facelet_colors()))
        best = min(count(m, 'htm', n) for m in found)
        assert best <= count(beam[0], 'htm', n)
        gained += count(beam[0], 'htm', n) - best
    assert gained > 0


def test_chain_links_lead_to_the_reference_wing():
    assert chain_mates(7) == ((1, 2), (2, 3), (5, 4), (4, 3))
    assert chain_mates(8) == ((1, 2), (2, 3), (6, 5), (5, 4), (4, 3))


def test_chain_from_several_starts_pairs_the_cheapest_in_all():
    """The 7x7's one chained beam over several centre solutions: each pairing
    it hands on pairs every wing of its own start and keeps the centres; a
    start that already spent far more moves is not the one it pairs first."""
    n = 7
    starts = [_edges_scrambled(n, 20 + k).facelet_colors() for k in range(2)]
    found = pairings_chain_from(n, starts, [40, 0], 0, others=True)
    assert found[0][0] == 1
    assert len(found) > 1
    mask = np.nonzero(centre_mask(n))[0]
    for start, moves in found[:4]:
        colors = starts[start][seq_gather(n, moves)]
        assert np.array_equal(colors[mask], starts[start][mask])
        assert _paired(n, colors) == 12 * (n - 3)
    assert pairings_chain_from(n, starts, [40, 0], 0, others=True) == found      # deterministic
