"""4x4 phase 2 walked longer (split_ends.py): its ends keep the centres' pairs on axes, the wings even, and split for G3."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import g3, phase2_walk, phases, split_ends as se, wing_orbits
from solver.nxn.four.masks import colour_pair, paths as paths_of, positions
from solver.nxn.four.wings import wing_parity


def _pairs_on_axes(colors: np.ndarray) -> bool:
    """Every face's centres show one colour pair, opposite faces the same pair."""
    centres = colors[positions()].reshape(6, 4)
    pairs = [frozenset().union(*(colour_pair(int(c)) for c in row)) for row in centres]
    return all(len(p) == 2 for p in pairs) and pairs[0] == pairs[3] and pairs[1] == pairs[4] and pairs[2] == pairs[5]


def _is_split(colors: np.ndarray, axis: int) -> bool:
    """Every edge split (wing_orbits, read off the colours) and an even number of wings out of their home orbit."""
    return wing_orbits.split_count(colors, axis) == 12 and (12 - wing_orbits.oriented_count(colors, axis) // 2) % 2 == 0


def test_separated_agrees_with_the_wing_orbits():
    rng = random.Random(3)
    for axis in range(3):
        for _ in range(20):
            moves = [rng.choice(g3.g3_moves(axis)) for _ in range(8)]
            moves += [rng.choice([Move('U', 1, 1, 1), Move('R', 1, 1, 1), Move('F', 1, 1, -1)]) for _ in range(rng.randrange(3))]
            colors = Cube(4).apply(moves).facelet_colors()
            homes = se.wing_homes(colors)[None]
            assert bool(se.separated(homes, axis)[0]) == _is_split(colors, axis)


@pytest.mark.tables
def test_split_ends_reach_phase_2_with_every_edge_split():
    count = 0
    for seed in (1, 2, 3):
        colors = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed))).facelet_colors()
        starts = phases.phase1_starts(phases.tables(), colors)
        for axis, ends in se.split_ends(colors).items():
            for moves in ends:
                after = colors[seq_gather(4, moves)]
                assert _pairs_on_axes(after)
                assert wing_parity(after) == 0
                assert _is_split(after, axis)
                assert len(moves) <= starts[0][0] + se.EXTRA
                count += 1
    assert count >= 3


@pytest.mark.tables
def test_the_numpy_walk_finds_every_phase_2_solution_masks_paths_finds():
    colors = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(5))).facelet_colors()
    t = phases.tables()
    starts = phases.phase1_starts(t, colors)[:12]
    total = 0
    for axis in range(3):
        chosen = [s for s in starts if s[4] == axis]
        if not chosen:
            continue
        ops = t.ops2[axis]
        walked = {}
        for _, _, roots, paths in phase2_walk.walk(axis, np.array([s[5] for s in chosen]),
                                                  np.array([s[6] for s in chosen]), np.array([s[7] + 1 for s in chosen]),
                                                  np.zeros((len(chosen), 1), dtype=np.uint8),
                                                  np.zeros((len(ops.moves), 1), dtype=np.int64)):
            for r, path in zip(roots.tolist(), paths.tolist()):
                walked.setdefault(r, set()).add(tuple(path))
        for i, s in enumerate(chosen):
            expected = {tuple(p) for p in paths_of(ops, t.phase2[axis], s[5], s[6], s[7] + 1, True, 10 ** 6)}
            assert walked.get(i, set()) == expected
            total += len(expected)
    assert total > 12


@pytest.mark.tables
def test_the_compact_phase_2_moves_agree_with_the_mask_moves():
    rng = random.Random(2)
    t = phases.tables()
    for axis in range(3):
        ranks, moved, _ = phase2_walk.compact(axis)
        ops = t.ops2[axis]
        mask = next(phases.axis_mask(b) for b in range(3) if b != axis)
        for _ in range(200):
            i = int(np.searchsorted(ranks, ops.rank1(mask)))
            assert ranks[i] == ops.rank1(mask)
            j = rng.randrange(len(ops.moves))
            assert ranks[moved[i, j]] == ops.rank1(ops.apply1(mask, j))
            mask = ops.apply1(mask, j)
