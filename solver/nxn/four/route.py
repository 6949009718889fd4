"""The 4x4's reduction: Tsai's route (tsai.py), or where it finds nothing or has no time, the joint beam (joint.py).

Both start from phase-2 ends (ends.py): the centres' last phase is left to
the pairing, which spends its turns on the centres and the wings at once.
Each returns several reductions, fewest OBTM first, for the 3x3 stage to
choose among.
"""
from __future__ import annotations

from model.stickers import seq_gather

from ...deadline import Deadline
from ...stage_words import AXES_WORDS
from ..merging import merge_moves
from ..obtm import obtm
from . import g3
from .ends import phase2_ends
from .joint import JOINT_STARTS, JOINT_WIDTH, pair_joint
from .tsai import separated_reductions

#: The share of the joint beam's starts and width it runs with after Tsai's
#: route found nothing (that route's time is spent already).
FALLBACK_SHARE = 0.25
#: Tsai's route hurries only in its shortest-pairing search (g3_search.py,
#: which then leaves the pairing to the beam): under a deadline it runs only
#: while the edges' share leaves this many seconds, else the joint beam
#: (which hurries) runs alone, so `timeout` still bounds the solve.
SEPARATED_SECONDS = 4.0


def reduce_four(n: int, colors, route, centres_by: Deadline, edges_by: Deadline,
                report) -> list[tuple]:
    """(centres, edges) reductions of a 4x4 colour array, fewest OBTM
    first; Tsai's route needs its G3 tables ready (g3.tables). The joint
    beam's come with its own words, a third item (its wings are never
    parted as Tsai's route parts them)."""
    share = 1
    left = edges_by.remaining()
    if g3.tables.ready and (left is None or left >= SEPARATED_SECONDS):
        found = separated_reductions(colors, edges_by)
        if found:
            report.stage('edges')
            return found
        share = FALLBACK_SHARE
    ordered = [tuple(m) for m in phase2_ends(colors, int(JOINT_STARTS * share))]
    report.stage('edges')
    starts = [colors[seq_gather(n, c)] for c in ordered]
    pairings_found = pair_joint(starts, [obtm(c) for c in ordered], 0, edges_by, int(JOINT_WIDTH * share),
                                others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
    return [(list(ordered[i]), merge_moves(edges), AXES_WORDS) for i, edges in pairings_found]
