"""The 5x5's reduction: the G3 route, else the joint beam from the centres' phase-2 ends, else centres first.

The G3 route (g3_route.py) is taken where its tables are built and it
finds a route within the edges' share of the deadline. Else the joint
beam (joint.py) leaves the centres' last phase to the pairing.
Without the tables in time (five_tables.usable) the centres come first
by the commutator route and one edge beam pairs from them (tries.one_beam).
Either way several reductions come back, fewest OBTM first, for the 3x3
stage to choose among.
"""
from __future__ import annotations

from model.stickers import seq_gather

from ...deadline import Deadline
from ...stage_words import G3_WORDS, SOLVED_WORDS
from ..centres import five_tables
from ..centres.five_parity import five_wing_parity
from ..merging import merge_moves
from ..obtm import obtm
from ..tries import one_beam
from . import g3_route
from .joint import JOINT_STARTS, JOINT_WIDTH, pair_joint

#: The centres' phase 1 and 2 beams' width before the joint beam: wider is shorter, slower.
CENTRE_BEAM = five_tables.BEAM


def reduce_five(n: int, colors, route, centres_by: Deadline, edges_by: Deadline,
                report) -> list[tuple]:
    """(centres, edges) reductions of a 5x5 colour array, fewest OBTM first
    (the G3 route's, and the centres-first route's, with their own words, a
    third item)."""
    if not five_tables.usable(centres_by):
        return [(c, e, SOLVED_WORDS) for c, e in one_beam(n, colors, route, centres_by, edges_by, report)]
    if g3_route.ready():
        found = next(g3_route.routes(colors, deadline=edges_by, report=report), [])
        if found:
            return [(f.centres, f.edges, G3_WORDS) for f in found]
    found, owed = {}, {}
    for whole, _, moves, _ in five_tables.first_axis_ends(colors, CENTRE_BEAM, five_wing_parity(colors)):
        merged = tuple(merge_moves(moves))
        if merged not in found:
            found[merged], owed[merged] = obtm(merged), whole - len(moves)
    # the starts with the fewest centre moves in all (the rest's exact distance counted)
    ordered = sorted(found, key=lambda m: (found[m] + owed[m], str(m)))[:JOINT_STARTS]
    report.stage('edges')
    starts = [colors[seq_gather(n, c)] for c in ordered]
    pairings_found = pair_joint(starts, [found[c] for c in ordered], 0, edges_by, JOINT_WIDTH,
                                others=not edges_by.passed(), tails=[list(c[-2:]) for c in ordered])
    return [(list(ordered[i]), merge_moves(edges)) for i, edges in pairings_found]
