"""5x5: one beam that pairs the wings with their midges and finishes the centres' last part together.

Phase 3 of the centres (five_tables.py) is split: the U-D axis first, then
the R-L and F-B axes with outer turns and the U-D axis's wide half turns,
under an exact table of both orbits (p3_rest). As on 4x4 (four/joint.py),
every action of the edge beam (edges.opening) moves the centres as one
outer turn does or not at all, and the two wide half turns are actions
too; so a start may be a centre solution stopped after the U-D axis. Each
path carries its p3_rest state, ranked by the exact centre moves still
owed, and only paths with the centres solved may end the beam. The turns
the centres need then pair wings too, which pairing from solved centres
cannot.
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_AXIS
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..centres import five_tables
from ..centres.five_orbits import FIRST_AXIS, orbit_perm, orbit_positions, phase3_rest_moves
from ..edges.opening import actions, opening_from
from ..edges.pairer import EdgePairer

#: Ends of the U-D axis the beam starts from (fewest centre moves in all
#: first): more give it more to choose from, for more time.
JOINT_STARTS = 60
#: Its width: wider is shorter, slower.
JOINT_WIDTH = 8000
#: Depths without a better stopping point before it gives up (after the
#: first state with solved centres).
JOINT_PATIENCE = 4
#: Its order: moves spent + OPENING_H_WEIGHT a wing unpaired + this many a
#: centre move still owed: lower pairs wings first and then cannot finish
#: the centres without breaking them.
JOINT_CENTRE_WEIGHT = 6
#: Fully paired paths handed on, up to this much over the beam's best.
JOINT_FINALS_SLACK = 2

N = 5
TS = (1, 3)
#: The U-D axis's wide half turns (the rest of phase 3's moves that are no face turn).
WIDE_HALVES = tuple(m for m in phase3_rest_moves() if m.end == 2)
assert all(FACE_AXIS[m.face] == FIRST_AXIS for m in WIDE_HALVES)


class Joint:
    """The beam's actions, each one's centre move (an index of
    phase3_rest_moves, one past them where it leaves the centres), and the
    rest table's moves as arrays."""

    def __init__(self):
        self.act = actions(N, TS, (), (), WIDE_HALVES)
        t = five_tables.tables()
        self.dist = np.frombuffer(t.p3_rest, dtype=np.uint8)
        self.high = np.array([h for h, _ in t.steps_rest], dtype=np.int64)     # (moves, 4900)
        self.low = np.array([lo for _, lo in t.steps_rest], dtype=np.int64)
        moves = phase3_rest_moves()
        index = {orbit_perm('x', m).tobytes() + orbit_perm('t', m).tobytes(): j for j, m in enumerate(moves)}
        index.setdefault(np.arange(24).tobytes() * 2, len(moves))
        pos = {o: orbit_positions(o) for o in 'xt'}
        local = {}
        for o in 'xt':
            local[o] = np.full(6 * N * N, -1, dtype=np.int64)
            local[o][pos[o]] = np.arange(24)
        self.cmove = np.array([index[b''.join(local[o][seq_gather(N, s)[pos[o]]].tobytes() for o in 'xt')]
                               for s in self.act.seqs])

    def neighbours(self, states: np.ndarray) -> np.ndarray:
        """(states, moves + 1): each rest state after each move, then unmoved."""
        h, lo = np.divmod(states, 4900)
        return np.concatenate([self.high[:, h].T * 4900 + self.low[:, lo].T, states[:, None]], axis=1)

    def distance(self, states: np.ndarray) -> np.ndarray:
        return self.dist[states].astype(np.int16)


@lru_cache(maxsize=1)
def joint() -> Joint:
    return Joint()


class JointCentres:
    """The centres opening.opening_from carries for the joint beam."""

    def __init__(self):
        J = joint()
        self.distance, self.neighbours, self.cmove = J.distance, J.neighbours, J.cmove
        self.weight = JOINT_CENTRE_WEIGHT

    def start(self, starts: list[np.ndarray]) -> np.ndarray:
        return np.array([five_tables.rest_state(c) for c in starts], dtype=np.int64)


def pair_joint(starts: list[np.ndarray], costs: list[int], seed: int = 0, deadline: Deadline = NONE,
               width: int = JOINT_WIDTH, others: bool = False,
               tails: list[list[Move]] | None = None) -> list[tuple[int, list[Move]]]:
    """(start, moves) pairings of 5x5 starts whose centres are through the
    U-D axis of phase 3, best first: the joint beam, the centres' own finish
    where it ended before it solved them (as past `deadline`), then the
    greedy for any wings left. With `others`, the beam's other full
    reductions within JOINT_FINALS_SLACK follow (opening.FINALS[5] at most)."""
    finals: list | None = [] if others else None
    i, opening = opening_from(N, starts, costs, TS, (), seed, deadline, 0, width, finals, tails,
                              extra=WIDE_HALVES, centres=JointCentres(), patience=JOINT_PATIENCE,
                              finals_slack=JOINT_FINALS_SLACK)
    opening = opening + five_tables.rest_finish(starts[i][seq_gather(N, opening)])
    pairer = EdgePairer(N, starts[i][seq_gather(N, opening)], random.Random(seed), None, parallel=True,
                        shuffle=seed > 0)
    best = (i, opening + pairer.solve(deadline))
    return [best] + [(j, moves) for _, j, moves in finals or () if (j, moves) != best]
