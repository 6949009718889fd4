"""The two bookkeeping steps shared by the centres' sequence beams (opening.py, bars.py).

Both beams expand every kept state by every sequence of a fixed list (kid
row r = state r // P after sequence r % P) and keep the cheapest distinct
kids; only the kept rows of each round are stored, so a path is read back
from the last round to the first.
"""
from __future__ import annotations

import numpy as np


def keep_distinct(kids: np.ndarray, spent: np.ndarray, order: np.ndarray, seen: dict[bytes, float],
                  width: int) -> np.ndarray:
    """Up to `width` rows of `kids` taken in `order`, each a state not yet
    seen for as little spent (`seen` maps a state's bytes to the least
    spent on it and is updated)."""
    chosen = []
    for r in order.tolist():
        key = kids[r].tobytes()
        if seen.get(key, np.inf) <= spent[r]:
            continue
        seen[key] = spent[r]
        chosen.append(r)
        if len(chosen) == width:
            break
    return np.array(chosen, dtype=np.int64)


def trace(history: list[np.ndarray], depth: int, row: int, count: int) -> list[int]:
    """The sequence indices, first to last, that lead to kid `row` of round
    `depth`: `history[d]` holds the kid rows kept in round d, `count` the
    number of sequences."""
    path = []
    for d in range(depth, -1, -1):
        path.append(row % count)
        if d:
            row = int(history[d - 1][row // count])
    return path[::-1]
