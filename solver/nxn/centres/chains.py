"""What a big-cube line commutator saves when its first move merges with the move played before it.

A commutator played A first (comms.py) starts with its L block and ends
with the face P; one played B first (CommShape.b_first) starts with P
and ends with the L block. So after a B-first commutator an A-first one
on the same slice merges its first move into the last one played (or
cancels it), and after an A-first one (or a free face turn) a B-first
one on the same face does the same. The merge is what the solution's
moves are counted after (the reduction joins such neighbours), so the
greedy prices each line by it: the moves saved are its first move's,
and the last move's too when the two cancel.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move

from .comms import centre_cycles, comm_moves


@lru_cache(maxsize=4)
def _first_turns(n: int, halves: bool):
    """Per shape and slice l (C, k): the layers (axis, lo, hi), quarter
    turns and OBTM cost of a row line's first move (the L block of slice l
    when played A first, the face turn P when B first)."""
    cy = centre_cycles(n, halves)
    k = n - 2
    C = len(cy.shapes)
    key = np.zeros((C, k, 3), dtype=np.int64)
    quarter = np.zeros((C, k), dtype=np.int64)
    cost = np.zeros((C, k), dtype=np.int64)
    for c, shape in enumerate(cy.shapes):
        for l in range(k):
            move = comm_moves(n, shape, [(l + 1, l + 1)], [(l + 1, l + 1)])[0]
            t = move.turn(n)
            key[c, l] = (t.axis, t.lo, t.hi)
            quarter[c, l] = t.quarter % 4
            cost[c, l] = 1 if t.lo == 0 or t.hi == n - 1 else 2
    b_first = np.array([s.b_first for s in cy.shapes])
    return key, quarter, cost, b_first


def line_savings(n: int, last: Move | None, halves: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns), each (C, k): the OBTM a line commutator saves when
    played right after `last` (None: after nothing that merges). Rows are
    the lines of one slice l against a set of m (their first move is l's
    block, or P); columns one m against a set of l, whose first move (the
    L runs, or P) merges only when played B first. (Read-only arrays,
    kept per last move.)"""
    return _savings(n, None if last is None else last.turn(n), halves)


@lru_cache(maxsize=256)
def _savings(n: int, t, halves: bool) -> tuple[np.ndarray, np.ndarray]:
    key, quarter, cost, b_first = _first_turns(n, halves)
    rows = np.zeros(quarter.shape, dtype=np.int16)
    if t is not None:
        same = (key == (t.axis, t.lo, t.hi)).all(axis=-1)
        if same.any():
            last_cost = 1 if t.lo == 0 or t.hi == n - 1 else 2
            cancel = (quarter + t.quarter) % 4 == 0
            rows = np.where(same, cost + np.where(cancel, last_cost, 0), 0).astype(np.int16)
    columns = np.where(b_first[:, None], rows, 0).astype(np.int16)
    rows.flags.writeable = columns.flags.writeable = False
    return rows, columns


def merge_saving(n: int, last: Move, first: Move) -> int:
    """OBTM saved when `first` is played right after `last`: its own
    move when they turn the same layers, and last's too when they cancel."""
    a, b = last.turn(n), first.turn(n)
    if (a.axis, a.lo, a.hi) != (b.axis, b.lo, b.hi):
        return 0
    cost = 1 if a.lo == 0 or a.hi == n - 1 else 2
    return 2 * cost if (a.quarter + b.quarter) % 4 == 0 else cost


def chain_order(n: int, lines: list[list[Move]]) -> list[list[Move]]:
    """A batch's line commutators (disjoint cells: any order moves the
    same pieces) reordered so each next one's first move merges with the
    last one's last move where it can: the first stays first (it was
    priced after the move before it), then greedily the one saving most,
    counting the merges that follow when a pair cancels (B' then B of
    one shape and slice leaves nothing of either)."""
    if len(lines) <= 2:
        return lines
    out, rest = [lines[0]], list(lines[1:])
    while rest:
        tail = out[-1]
        best, best_saving = 0, 0
        for i, line in enumerate(rest):
            saving = merge_saving(n, tail[-1], line[0])
            if saving:
                saving = deep_saving(n, tail, line)
            if saving > best_saving:
                best, best_saving = i, saving
        out.append(rest.pop(best))
    return out


def deep_saving(n: int, tail: list[Move], head: list[Move]) -> int:
    """OBTM saved by merging the end of `tail` into the start of `head`,
    cancelled pairs letting the next ones merge in turn."""
    a, b = list(tail), list(head)
    saved = 0
    while a and b:
        s = merge_saving(n, a[-1], b[0])
        if not s:
            break
        saved += s
        x, y = a.pop(), b.pop(0)
        t = x.turn(n)
        if (t.quarter + y.turn(n).quarter) % 4:          # merged, not cancelled: nothing more
            break
    return saved
