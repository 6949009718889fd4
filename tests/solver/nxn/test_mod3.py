"""Distances kept mod 3, checked on a graph whose distances are known in
closed form: permutations under swaps of neighbours, where a permutation's
distance from the identity is its count of inversions."""
import itertools

import numpy as np

from solver.nxn import mod3

PERMS = list(itertools.permutations(range(7)))
INDEX = {p: i for i, p in enumerate(PERMS)}
SWAPS = len(PERMS[0]) - 1
#: Ranks past the permutations: states the table never reached.
EXTRA = 13


def _inversions(p) -> int:
    return sum(a > b for a, b in itertools.combinations(p, 2))


def _swap(j: int, states: np.ndarray) -> np.ndarray:
    out = []
    for s in states.tolist():
        p = list(PERMS[s])
        p[j], p[j + 1] = p[j + 1], p[j]
        out.append(INDEX[tuple(p)])
    return np.array(out, dtype=np.int64)


def _table() -> tuple[np.ndarray, np.ndarray]:
    dist = np.array([_inversions(p) for p in PERMS] + [mod3.UNSEEN] * EXTRA, dtype=np.uint8)
    return dist, mod3.pack(dist)


def test_the_packed_table_keeps_each_distance_mod_3_in_a_quarter_of_the_bytes():
    dist, packed = _table()
    assert len(packed) == -(-len(dist) // 4)
    got = mod3.classes(packed, np.arange(len(dist)))
    assert (got[:len(PERMS)] == dist[:len(PERMS)] % 3).all()
    assert (got[len(PERMS):] == mod3.UNREACHED).all()


def test_a_childs_distance_follows_from_its_parents_and_its_class():
    dist, packed = _table()
    states = np.arange(len(PERMS))
    for j in range(SWAPS):
        kids = _swap(j, states)
        got = mod3.child_distance(dist[states].astype(np.int64), mod3.classes(packed, kids))
        assert (got == dist[kids]).all()


def test_exact_walks_down_to_the_distance_and_marks_what_was_never_reached():
    dist, packed = _table()
    rng = np.random.default_rng(3)
    states = np.concatenate([rng.choice(len(PERMS), 200), [0, len(PERMS) - 1, len(PERMS), len(dist) - 1]])
    got = mod3.exact(packed, states, _swap, SWAPS)
    want = np.where(states < len(PERMS), dist[np.minimum(states, len(PERMS) - 1)].astype(np.int64), -1)
    assert (got == want).all()
    assert got.max() == 21                                  # the reversed permutation: 7 * 6 / 2 inversions
