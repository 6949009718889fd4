"""chains.line_savings: the moves a line commutator's first move saves after the last one played,
checked against merging the moves themselves (as the reduction does)."""
import random

import pytest

from model import Move
from solver.nxn.centres.chains import line_savings
from solver.nxn.centres.comms import centre_cycles, comm_moves
from solver.nxn.obtm import obtm
from solver.nxn.merging import merge_moves


@pytest.mark.parametrize('n', [13, 14])
def test_savings_are_what_merging_the_first_move_into_the_last_saves(n):
    cy = centre_cycles(n)
    k = n - 2
    rng = random.Random(n)
    lasts = [Move('U', 1, 1, 1), Move('F', 1, 1, 2), None]
    for c in rng.sample(range(len(cy.shapes)), 12):       # the last moves of a few commutators
        l = rng.randrange(k)
        m = next(x for x in range(k) if cy.valid[c, l, x])
        lasts.append(comm_moves(n, cy.shapes[c], [(l + 1, l + 1)], [(m + 1, m + 1)])[-1])
    saved_somewhere = 0
    for last in lasts:
        rows, columns = line_savings(n, last)
        for c in range(len(cy.shapes)):
            for l in rng.sample(range(k), 3):
                ms = [x for x in range(k) if cy.valid[c, l, x]][:2]
                line = comm_moves(n, cy.shapes[c], [(l + 1, l + 1)], [(x + 1, x + 1) for x in ms])
                alone = obtm(line) + (obtm([last]) if last else 0)
                merged = obtm(merge_moves(([last] if last else []) + line))
                assert alone - merged == rows[c, l], (last, cy.shapes[c], l)
                column = comm_moves(n, cy.shapes[c], [(x + 1, x + 1) for x in ms], [(l + 1, l + 1)])
                if cy.shapes[c].b_first or columns[c, l]:
                    merged = obtm(merge_moves(([last] if last else []) + column))
                    assert obtm(column) + (obtm([last]) if last else 0) - merged == columns[c, l]
                saved_somewhere += rows[c, l] > 0
    assert saved_somewhere


def test_chain_order_keeps_the_lines_and_the_first_and_saves_what_it_claims():
    """Reordered lines: the same commutators, the first one first, and the
    merged length falls by the savings merge_saving counts between neighbours."""
    from solver.nxn.centres.chains import chain_order, merge_saving
    n = 20
    cy = centre_cycles(n)
    rng = random.Random(3)
    lines = []
    for _ in range(20):
        c = rng.randrange(len(cy.shapes))
        l, m = rng.sample(range(n - 2), 2)
        lines.append(comm_moves(n, cy.shapes[c], [(l + 1, l + 1)], [(m + 1, m + 1)]))
    ordered = chain_order(n, lines)
    assert ordered[0] is lines[0] and sorted(map(id, ordered)) == sorted(map(id, lines))
    flat = [m for line in ordered for m in line]
    saved = sum(merge_saving(n, a[-1], b[0]) for a, b in zip(ordered, ordered[1:]))
    assert saved > 0 and obtm(merge_moves(flat)) == obtm(flat) - saved


def test_deep_saving_counts_a_whole_cancelled_b_between_two_lines():
    """A line played A first ends with B' = P M' P'; its twin played B first
    on the same m starts with B: all three pairs cancel, and the merged
    moves are shorter by what deep_saving says."""
    from solver.nxn.centres.chains import deep_saving
    n = 14
    cy = centre_cycles(n)
    half = len(cy.shapes) // 2
    a = comm_moves(n, cy.shapes[5], [(2, 2)], [(6, 6)])
    b = comm_moves(n, cy.shapes[5 + half], [(9, 9)], [(6, 6)])
    saved = deep_saving(n, a, b)
    assert saved == 2 + 2 * 2 + 2                          # P' P, M' M (an inner slice), P P'
    assert obtm(merge_moves(a + b)) == obtm(a) + obtm(b) - saved
