"""4x4: one beam that pairs the wings and finishes the centres' last phase together.

The centres' phase 3 (phases.py) turns only outer layers and wide
halves; every action of the edge beam (edges.opening) moves the centres as one
outer turn does (a flip macro's slice turns cancel, its cap turn stays), and
the six wide halves are actions here too. So a start may be a centre
solution stopped after phase 2 (ends.py): each state carries its
centres as the phase-3 colour mask of one orientation (the nearest at its
start), the exact phase-3 table ranks the beam by the centre moves still
owed, and only states with the centres solved may end it. Such a start
spends its phase-3 turns on the wings as well (TPR's idea: pair edges
while the centres finish), which pairing from solved centres cannot.
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

from model import Cube, Move
from model.faces import FACE_INDEX, FACE_ORDER, FACES
from model.parity import permutation_parity
from model.rotations import FACE_SEEN
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..edges.opening import actions, corner_parity, opening_from
from ..edges.pairer import PLL_COST, EdgePairer
from ..pieces import centre_mask
from . import phases
from .ends import completed
from .masks import colour_mask, colour_pair, position_perm, positions

#: Centre solutions stopped after phase 2 (ends.py) the beam starts from:
#: more give it more to choose from, for more time.
JOINT_STARTS = 80
#: Its width: wider is shorter, slower.
JOINT_WIDTH = 20000
#: Depths without a better stopping point before it gives up (after the
#: first state with solved centres): more finds late improvements for more time.
JOINT_PATIENCE = 4
#: Its order: moves spent + OPENING_H_WEIGHT a wing unpaired + this many a
#: centre move still owed (phase 3's exact distance): lower pairs wings
#: first and then cannot finish the centres without breaking them.
JOINT_CENTRE_WEIGHT = 4
#: Fully paired paths handed on, up to this much over the beam's best:
#: wider gives the 3x3 stage's pick a wider pool.
JOINT_FINALS_SLACK = 2

TS = (1, 2)
WIDE_HALVES = tuple(Move(f, 1, 2, 2) for f in FACE_ORDER)


class Joint:
    """The beam's actions with each one's centre move (an index of phases.PHASE3_MOVES)."""

    def __init__(self):
        self.act = actions(4, TS, (), (), WIDE_HALVES)
        t = phases.tables()
        self.ops = t.ops3
        self.dist = np.frombuffer(t.phase3, dtype=np.uint8)
        pos = positions()
        local = np.full(96, -1, dtype=np.int64)
        local[pos] = np.arange(len(pos))
        index = {tuple(position_perm(m).tolist()): j for j, m in enumerate(phases.PHASE3_MOVES)}
        self.cmove = np.array([index[tuple(local[seq_gather(4, s)[pos]].tolist())] for s in self.act.seqs])

    def neighbours(self, masks: np.ndarray) -> np.ndarray:
        """(states, 24): each mask after each phase-3 move."""
        return np.stack([self.ops.apply(masks, j) for j in range(len(phases.PHASE3_MOVES))], axis=1)

    def distance(self, masks: np.ndarray) -> np.ndarray:
        return self.dist[self.ops.rank(masks)].astype(np.int16)


@lru_cache(maxsize=1)
def joint() -> Joint:
    return Joint()


def orientation(colors: np.ndarray) -> tuple[int, int, np.ndarray]:
    """(phase-3 distance, plus-colour mask, colour of each face) of the
    nearest orientation that keeps each colour pair on its axis."""
    t = phases.tables()
    colours = [int(c) for c in colors[positions()]]
    pair_on = tuple(colour_pair(colours[4 * FACE_INDEX[f]]) for f in 'URF')
    best = None
    for seen in FACE_SEEN:
        if tuple(colour_pair(int(seen[FACE_INDEX[f]])) for f in 'URF') != pair_on:
            continue
        plus = {int(seen[FACE_INDEX[f]]) for f, (_, is_plus) in FACES.items() if is_plus}
        mask = colour_mask(colours, plus)
        d = t.phase3[t.ops3.rank1(mask)]
        if best is None or d < best[0]:
            best = (d, mask, np.asarray(seen))
    return best


class Pll:
    """PLL parity of a paired state whose centres are solved in orientation
    `seen`: the corners' parity is the same in every orientation (a whole-
    cube turn is even on the corners), so it is read with the centres put
    to the standard one; the edges' is read against the faces' colours."""

    def __init__(self, colors: np.ndarray, refs_facelets: np.ndarray, partner: np.ndarray, seen: np.ndarray):
        solved = seen[Cube(4).facelet_colors()]
        self.slot_of = {frozenset((int(solved[f]), int(solved[partner[f]]))): e
                        for e, f in enumerate(refs_facelets.tolist())}
        std = colors.copy()
        centres = centre_mask(4)
        std[centres] = Cube(4).facelet_colors()[centres]
        self.corners = corner_parity(4, std)

    def __call__(self, refs: list[int], corner_flips: int) -> bool:
        edges = [self.slot_of[frozenset((c >> 3, c & 7))] for c in refs]
        return permutation_parity(edges) != self.corners ^ corner_flips


class JointCentres:
    """The centres opening.opening_from carries for the joint beam: each
    path's phase-3 colour mask (of the orientation nearest its start), the
    exact phase-3 distance, and each action's centre move."""

    def __init__(self):
        J = joint()
        self.distance, self.neighbours, self.cmove = J.distance, J.neighbours, J.cmove
        self.weight = JOINT_CENTRE_WEIGHT
        self.starts, self.orient = [], []

    def start(self, starts: list[np.ndarray]) -> np.ndarray:
        """The starts' masks (each start's nearest orientation kept for pll)."""
        self.starts, self.orient = starts, [orientation(c) for c in starts]
        return np.array([m for _, m, _ in self.orient], dtype=np.int64)

    def pll(self, act) -> list:
        """Each start's PLL parity test of a paired state (Pll), on the state's codes."""
        refs = np.unique(act.ref_cols)
        tests = [Pll(c, act.facelets[refs], act.partner, o[2]) for c, o in zip(self.starts, self.orient)]
        return [lambda kid, flips, test=test: test(kid[refs].tolist(), flips) for test in tests]


def joint_opening(starts: list[np.ndarray], costs: list[int], seed: int = 0, deadline: Deadline = NONE,
                  pll_cost: int = 0, width: int = 2000, finals: list | None = None,
                  tails: list[list[Move]] | None = None) -> tuple[int, list[Move]]:
    """opening.opening_from on the 4x4 from starts whose centres are solved
    or through phase 2: (which start, its moves), which pair the wings
    (most of them) and leave the centres solved."""
    return opening_from(4, starts, costs, TS, (), seed, deadline, pll_cost, width, finals, tails,
                        extra=WIDE_HALVES, centres=JointCentres(), patience=JOINT_PATIENCE,
                        finals_slack=JOINT_FINALS_SLACK)


def pair_joint(starts: list[np.ndarray], costs: list[int], seed: int = 0, deadline: Deadline = NONE,
               width: int = 2000, others: bool = False,
               tails: list[list[Move]] | None = None) -> list[tuple[int, list[Move]]]:
    """pairer.pair_edges_from on the 4x4 through joint_opening: starts may
    have their centres through phase 2 only; each pairing returned leaves
    them solved (where the beam ended before it solved any, as past
    `deadline`, the centres' own phase 3 comes first)."""
    finals: list | None = [] if others else None
    i, opening = joint_opening(starts, costs, seed, deadline, PLL_COST, width, finals, tails)
    if orientation(starts[i][seq_gather(4, opening)])[0]:
        opening = completed(starts[i], opening)
    pairer = EdgePairer(4, starts[i][seq_gather(4, opening)], random.Random(seed), TS, shuffle=seed > 0)
    best = (i, opening + pairer.solve(deadline))
    return [best] + [(j, moves) for _, j, moves in finals or () if (j, moves) != best]
