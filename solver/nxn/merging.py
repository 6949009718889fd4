"""Merging turns of the same layers: within a move list, and across the stages of a solution."""
from __future__ import annotations

from model import Alg, Move

from ..deadline import stop_if_late
from ..solution import Stage


def merge_moves(moves) -> list[Move]:
    """Join neighbouring turns of the same layers and drop those that cancel
    (Alg.simplify without commuting: the searches priced exactly these merges)."""
    return list(Alg(moves).simplify(commute=False))


def join_stages(stages: list[Stage], n: int | None = None) -> list[Stage]:
    """Merge turns of the same layers across stage boundaries (a stage that
    ends with Lw before one that starts with Lw' loses both); stages left
    empty are dropped. With the size `n`, the moves on one axis where two
    stages meet go to the first, and every stage's same-axis runs are
    rewritten as their fewest outer block turns (Alg.simplify(blocks=True):
    `Rw 2R2 R'` -> `2R'`), so no two neighbours are left to merge."""
    lists = [list(s.moves) for s in stages]
    for i in range(1, len(lists)):
        stop_if_late()
        b = lists[i]
        while b:
            a = next((x for x in reversed(lists[:i]) if x), None)
            if a is None:
                break
            if n is not None:
                if a[-1].turn(n).axis != b[0].turn(n).axis:
                    break
                a.append(b.pop(0))
                a[:] = Alg(a).simplify(n, blocks=True)
                continue
            joined = merge_moves([a[-1], b[0]])
            if len(joined) == 2:                          # different layers: nothing to merge
                break
            a[-1:] = joined
            del b[0]
    if n is not None:
        lists = [_simplified(m, n) for m in lists]
    return [Stage(s.name, tuple(m), s.description) for s, m in zip(stages, lists) if m]


def _simplified(moves: list[Move], n: int) -> list[Move]:
    """Alg.simplify with blocks, after a check of the hard limit (long lists take a while)."""
    stop_if_late()
    return list(Alg(moves).simplify(n, blocks=True))
