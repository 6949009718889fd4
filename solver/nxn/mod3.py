"""Distance tables kept as each distance mod 3, two bits a state: a quarter of a byte table's memory.

Where a table's moves are closed under inverses, one move changes a
state's distance by at most one, so the three distances a neighbour can
have fall in three different classes mod 3: a search that knows a state's
exact distance reads each child's from its class (`child_distance`). Where
a search starts, `exact` walks down to a goal: a state off the goals always
has a neighbour one move nearer, whose class is the one below its own, and
a goal has none. Class 3 marks a state the table never reached.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

#: The distance tables' mark for a state not reached (their byte form).
UNSEEN = 255
#: The packed tables' class for a state not reached.
UNREACHED = 3


def pack(dist: np.ndarray) -> np.ndarray:
    """A byte table of distances (UNSEEN where not reached) as classes, four states a byte."""
    classes = np.where(dist == UNSEEN, UNREACHED, dist % 3).astype(np.uint8)
    classes = np.concatenate([classes, np.zeros(-len(classes) % 4, dtype=np.uint8)]).reshape(-1, 4)
    return (classes[:, 0] | classes[:, 1] << 2 | classes[:, 2] << 4 | classes[:, 3] << 6).astype(np.uint8)


def classes(packed: np.ndarray, index: np.ndarray) -> np.ndarray:
    """The states' distances mod 3 (UNREACHED where not reached)."""
    index = np.asarray(index, dtype=np.int64)
    return ((packed[index >> 2] >> ((index & 3) << 1).astype(np.uint8)) & 3).astype(np.int64)


def child_distance(parent: np.ndarray, child_class: np.ndarray) -> np.ndarray:
    """A neighbour's exact distance, from its parent's and its own class."""
    return parent + (child_class - parent + 1) % 3 - 1


def exact(packed: np.ndarray, states: np.ndarray, step: Callable[[int, np.ndarray], np.ndarray],
          moves: int) -> np.ndarray:
    """The states' exact distances (-1 where not reached); step(j, states)
    is move j on states, the moves those the table was built with."""
    states = np.array(states, dtype=np.int64)
    at = classes(packed, states)
    dist = np.where(at == UNREACHED, -1, 0)
    todo = np.flatnonzero(at != UNREACHED)
    while len(todo):
        nearer = np.full(len(todo), -1, dtype=np.int64)
        for j in range(moves):
            open_ = np.flatnonzero(nearer < 0)
            if not len(open_):
                break
            kids = step(j, states[todo[open_]])
            hit = classes(packed, kids) == (at[todo[open_]] - 1) % 3
            nearer[open_[hit]] = kids[hit]
        down = nearer >= 0
        todo = todo[down]
        states[todo], at[todo] = nearer[down], (at[todo] - 1) % 3
        dist[todo] += 1
    return dist
