"""Edge pairing opening: its candidate moves and the beam search over them."""
import random

import numpy as np
import pytest

from model import Cube
from model.metrics import count
from solver.nxn.edges.opening import NEVER, actions, edges_opening, unpaired
from solver.nxn.edges.pairer import EdgePairer, pair_edges
from solver.nxn.edges.tuning import OPENING_FINISH as FINISH
from solver.nxn.pieces import centre_mask
from solver.nxn.merging import merge_moves

PHASES = [((2, 4), (1, 5)), ((1, 5), ())]
PHASES_BY_SIZE = {4: [((1, 2), ())], 5: [((1, 3), ())], 6: [((2, 3), (1, 4)), ((1, 4), ())], 7: PHASES,
                  8: [((3, 4), (1, 2, 5, 6)), ((1, 2, 5, 6), ())]}


def _edges_scrambled(n: int, seed: int) -> Cube:
    """Centres solved, wings mixed: random opening actions played on a solved cube."""
    rng = random.Random(seed)
    cube = Cube(n)
    for ts, free in PHASES_BY_SIZE[n]:
        act = actions(n, ts, free)
        for _ in range(30):
            cube.apply(act.seqs[rng.randrange(len(act.seqs))])
    return cube


def _unpaired_at(n: int, colors: np.ndarray, ts) -> int:
    return EdgePairer(n, colors, random.Random(0), ts).unpaired()


@pytest.mark.parametrize('n,ts,free', [(7, *PHASES[0]), (7, *PHASES[1]), (6, *PHASES_BY_SIZE[6][1])])
def test_every_action_keeps_centres_and_its_stored_permutation(n, ts, free):
    act = actions(n, ts, free)
    mask = np.nonzero(centre_mask(n))[0]
    solved = Cube(n).facelet_colors()
    scrambled = _edges_scrambled(n, 1)
    start = scrambled.facelet_colors()
    for i in random.Random(n).sample(range(len(act.seqs)), 80):
        seq = act.seqs[i]
        assert np.array_equal(Cube(n).apply(seq).facelet_colors()[mask], solved[mask]), seq
        assert act.costs[i] == count(seq, 'htm', n)
        moved = scrambled.copy().apply(seq).facelet_colors()
        assert np.array_equal(moved[act.facelets], start[act.facelets][act.perms[i]])


def test_opening_pairs_wings_for_less_than_it_saves():
    n, (ts, free) = 7, PHASES[0]
    cube = _edges_scrambled(n, 2)
    colors = cube.facelet_colors()
    moves = edges_opening(n, colors, ts, free, seed=0)
    after = cube.copy().apply(moves).facelet_colors()
    mask = np.nonzero(centre_mask(n))[0]
    assert np.array_equal(after[mask], colors[mask])
    before, left = _unpaired_at(n, colors, ts), _unpaired_at(n, after, ts)
    assert moves and left < before
    # what the beam minimises: moves spent plus FINISH per wing still unpaired
    assert count(merge_moves(moves), 'htm', n) + FINISH * left <= FINISH * before
    assert edges_opening(n, colors, ts, free, seed=0) == moves        # deterministic


@pytest.mark.parametrize('n,seed', [(4, 0), (5, 1), (6, 0), (6, 1), (7, 0), (7, 1), (8, 0)])
def test_pairing_pairs_every_wing_and_keeps_centres(n, seed):
    cube = _edges_scrambled(n, 3 + seed)
    colors = cube.facelet_colors()
    after = cube.copy().apply(pair_edges(n, colors, seed)).facelet_colors()
    mask = np.nonzero(centre_mask(n))[0]
    assert np.array_equal(after[mask], colors[mask])
    assert _unpaired_at(n, after, None) == 0


def test_step_costs_are_what_merging_the_two_actions_leaves():
    act = actions(7, *PHASES[1])
    rng = random.Random(0)
    exact = total = 0
    for _ in range(3000):
        i, j = rng.randrange(len(act.seqs)), rng.randrange(len(act.seqs))
        estimate = act.costs[i] + act.step[act.ends_with[i], j]
        if estimate >= NEVER:                             # one face turned twice in a row
            assert len(act.seqs[i]) == len(act.seqs[j]) == 1 and act.seqs[i][0].face == act.seqs[j][0].face
            continue
        real = count(merge_moves(act.seqs[i] + act.seqs[j]), 'htm', 7)
        assert real <= estimate                           # deeper cascades only save more
        exact += real == estimate
        total += 1
    assert exact >= 0.95 * total


def test_unpaired_counts_match_playing_each_action():
    n, (ts, free) = 7, PHASES[1]
    act = actions(n, ts, free)
    states = []
    for seed in range(11):                                # more than eight: the byte lanes' padding
        colors = _edges_scrambled(n, seed).facelet_colors()
        states.append((colors * 8 + colors[act.partner])[act.facelets].astype(np.uint8))
    states = np.array(states)
    loose = unpaired(act, states).reshape(len(states), -1)
    for w in (0, 10):
        for j in (0, 5, len(act.seqs) - 1):
            kid = states[w][act.perms[j]]
            assert loose[w, j] == (kid[act.wing_cols] != kid[act.ref_cols]).sum()


def test_lowest_picks_what_a_full_sort_of_the_jittered_keys_picks():
    """lowest cuts by a partition, not a sort: the same positions, in the
    same order, as sorting every key below FINISHED with the same jitter."""
    from solver.nxn.edges.opening import FINISHED, OPENING_JITTER, lowest
    rng = np.random.default_rng(5)
    for size, wanted in ((5000, 300), (200, 300), (5000, 4999)):
        key = rng.integers(20, 40, size).astype(np.int16)
        key[rng.random(size) < 0.3] = FINISHED
        got = lowest(key, wanted, np.random.default_rng(9))
        live = np.flatnonzero(key < FINISHED)
        cut = np.sort(key[live])[min(wanted, len(live)) - 1] + OPENING_JITTER
        near = live[key[live] <= cut]
        noisy = key[near] + OPENING_JITTER * np.random.default_rng(9).random(len(near))
        assert (got == near[np.argsort(noisy, kind='stable')[:wanted]]).all()
        assert len(got) == min(wanted, len(live))
