"""4x4 reduction by Tsai's route: centres through phase 2, the wings separated, then centres and pairing in G3.

The joint beam (joint.py) pairs wings with flip macros while the centres
finish. Here, as in Tsai's method (TPR), a few outer turns and wide halves
after phase 2 (separation.py), or phase 2 itself walked a few moves
longer (split_ends.py), split the wings so that every edge
has one wing in each of the two slot orbits of the restricted moves G3
(g3.py); then the shortest run of single G3 moves that finishes the
centres and pairs every edge is searched for from the cheapest separated
ends of every axis at once (g3_search.py, over the exact pairing table
g3_pairs.py). Where that table is not built yet, or the search outgrows
its budget, one numpy beam an axis does it instead, ordered by moves
spent plus the exact centre distance (with one edge: the coupled table)
and the four edge triples' pattern distances. Each axis of phase 1 has
its own G3.
"""
from __future__ import annotations

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..obtm import obtm
from ..parity import pll_parity_fix
from ..three import has_oll_parity, has_pll_parity, three_by_three
from ..edges.tuning import FINALS
from . import g3 as sep, g3_pairs, separation as fs
from .ends import phase2_ends
from .g3_beam import pair_beam
from .g3_parity import start_parity
from .g3_search import LAYER_CAP, pair_exact
from .masks import positions
from .split_ends import split_ends

#: Phase-2 ends separated (ranked as ends.py ranks them), separations
#: kept per end and axis (those up to SEP_EXTRA moves over the shortest),
#: separated ends each axis's search (or beam) starts from, and the beam's
#: width: more of each is shorter, slower.
SEP_ENDS = 30
SEP_EXTRA = 1
SEP_PER_END = 16
SEP_STARTS = 40
SEP_WIDTH = 3000
#: Phase-2 ends separated when the beams from those and the walked-longer
#: ends (split_ends.py) pair nothing.
RETRY_ENDS = 60
#: Pairings kept over each beam's cheapest (one without PLL parity may win).
SEP_SLACK = 1
#: Beam order weights: a centre move still owed (the coupled table), and a
#: move of the triples' estimate.
CENTRE_WEIGHT = 2.5
EDGE_WEIGHT = 1.0


def separated_reductions(colors: np.ndarray, deadline: Deadline = NONE,
                         layer_cap: int = LAYER_CAP) -> list[tuple[list[Move], list[Move]]]:
    """(centres and separation moves, G3 pairing moves) for a 4x4 colour
    array, the fewest OBTM first (the PLL parity fix counted), at most
    FINALS[4], each leaving a different state; past the deadline the
    pairing is the beam's. `layer_cap`: the states a depth of the exact
    search keeps (g3_search.LAYER_CAP)."""
    if reduced(colors) and not has_oll_parity(three_by_three(4, colors)):
        return [([], [])]                     # nothing to reduce: straight to the 3x3 stage
    cands = separated_ends(colors, SEP_ENDS)
    walked = {axis: list(items) for axis, items in cands.items()}
    for axis, longer in split_ends(colors).items():         # phase 2 walked longer, ending separated
        if longer:
            after = np.array([colors[seq_gather(4, m)] for m in longer])
            ok = fs.centre_distance(after, axis)[0] != sep.UNSEEN
            walked[axis] += [(obtm(m), m) for m, k in zip(longer, ok) if k]
    # the walked ends' cheap starts now and then crowd out every start a beam can
    # pair from: then more separated ends alone (a second beam an axis, rarely)
    found = (_pairings(colors, walked, deadline, layer_cap)
             or _pairings(colors, separated_ends(colors, RETRY_ENDS), deadline, layer_cap))
    scored, seen = [], set()
    pll = obtm(pll_parity_fix(4))
    for centres, path in found:
        after = colors[seq_gather(4, centres + path)]
        key = after.tobytes()
        if key in seen or not reduced(after):
            continue
        seen.add(key)
        cost = obtm(joined(centres, path)) + pll * has_pll_parity(three_by_three(4, after))
        scored.append((cost, str(centres + path), centres, path))
    scored.sort(key=lambda s: s[:2])
    return [(c, p) for _, _, c, p in scored[:FINALS[4]]]


def separated_ends(colors: np.ndarray, count: int) -> dict[int, list[tuple[int, list[Move]]]]:
    """Per G3 axis: (OBTM, moves) of the first `count` phase-2 ends (as
    ends.py ranks them), each followed by its separations for that axis."""
    cands: dict[int, list[tuple[int, list[Move]]]] = {0: [], 1: [], 2: []}
    ends = phase2_ends(colors, count)
    heres = np.array([colors[seq_gather(4, end)] for end in ends])
    for axis in range(3):
        each = fs.separations_each(heres, axis, SEP_EXTRA, SEP_PER_END)
        pairs = [(e, p) for e, paths in enumerate(each) for p in paths]
        if not pairs:
            continue
        after = np.array([heres[e][seq_gather(4, p)] for e, p in pairs])
        ok = fs.centre_distance(after, axis)[0] != sep.UNSEEN   # the outer turns move centres too
        for (e, path), k in zip(pairs, ok):
            if k:
                moves = joined(list(ends[e]), path)
                cands[axis].append((obtm(moves), moves))
    return cands


def _pairings(colors: np.ndarray, cands: dict[int, list[tuple[int, list[Move]]]],
              deadline: Deadline, layer_cap: int) -> list[tuple[list[Move], list[Move]]]:
    """(separated ends, G3 pairing): the shortest over every axis's cheapest
    starts (g3_search.py), else one beam an axis from its SEP_STARTS cheapest."""
    starts = {axis: _starts(colors, axis, items) for axis, items in cands.items() if items}
    if g3_pairs.tables.ready:
        exact = pair_exact({axis: st[1:5] for axis, st in starts.items()}, deadline=deadline, layer_cap=layer_cap)
        if exact:
            return [(starts[axis][0][i][1], path) for axis, _, i, path in exact]
    pll = obtm(pll_parity_fix(4))
    found = []
    for axis, (items, _, cens, pars, costs, tris) in starts.items():
        done = pair_beam(axis, tris, cens, costs, SEP_WIDTH, EDGE_WEIGHT, CENTRE_WEIGHT, slack=SEP_SLACK,
                         pars=pars, pll_cost=pll)
        found += [(items[i][1], path) for _, i, path in done]
    return found


def _starts(colors: np.ndarray, axis: int, items: list[tuple[int, list[Move]]]):
    """(items cheapest first (at most SEP_STARTS), and for each: its wings'
    pairing permutation f (g3_pairs.py), compact centre index, PLL parity
    to come, moves spent, packed triples (g3.start_state))."""
    t = sep.tables()
    edge, _, _ = fs.code_maps()
    items = sorted(items, key=lambda c: (c[0], str(c[1])))[:SEP_STARTS]
    tris, cens, pars, perms = [], [], [], []
    each = np.array([colors[seq_gather(4, moves)] for _, moves in items])
    _, cmasks, frames = fs.centre_state(each, axis)
    for c, cmask, frame in zip(each, cmasks.tolist(), frames.tolist()):
        low, high = sep.positions(c, axis, edge, fs.wing_codes(c))
        tri, cen = sep.start_state(t, axis, low, high, cmask)
        tris.append(tri)
        cens.append(cen)
        pars.append(start_parity(c, axis, frame))
        f = np.zeros(12, dtype=np.int64)
        f[low] = high
        perms.append(f)
    return (items, np.array(perms), np.array(cens), np.array(pars), np.array([c for c, _ in items]),
            np.array(tris))


def joined(done: list[Move], more: list[Move]) -> list[Move]:
    """done + more with neighbours merged, as Alg.simplify(commute=False),
    where done is merged already: only its last len(more) moves can merge
    (each of more's moves cancels at most one), so only they are walked again."""
    k = min(len(done), len(more))
    return done[:len(done) - k] + list(Alg(done[len(done) - k:] + more).simplify(commute=False))


def reduced(colors: np.ndarray) -> bool:
    """Every centre on its face's colour and every edge's wings paired."""
    centres = colors[positions()].reshape(6, 4)
    slots = sep.wing_slots()                         # an edge's two wings: slots 2e, 2e + 1
    return bool((centres == centres[:, :1]).all() and (colors[slots[0::2]] == colors[slots[1::2]]).all())
