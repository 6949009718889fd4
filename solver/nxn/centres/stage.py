"""The centre stage's routes: every centre piece to its face, by tables where a size has them, else by the greedy.

Each route takes (n, colors, seed, deadline, progress) and returns the
moves; the size's route is named in routes.py. `seed` picks among a
route's tries (the seed-th shortest table solution, another tie-break of
the greedy); past `deadline` a route hurries, and a table route whose
tables are not ready in time gives way to the greedy route.
"""
from __future__ import annotations

import random
from typing import Callable

import numpy as np

from model import Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..four.phases import centre_solution as four_solution
from . import embedded
from .five_parity import parity_turns
from .five_tables import centre_solution as five_solution, usable as five_usable
from .greedy import CentreSolver, centre_targets
from .opening import centres_opening
from .tuning import OPENING_WIDTHS


def four_centres(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                 progress: Callable[[float], None] | None = None) -> list[Move]:
    """The 4x4's three table phases (four/phases.py), the seed-th shortest
    (they take well under a second, so they do not hurry)."""
    solution = four_solution(colors, seed)
    if progress is not None:
        progress(1.0)
    return solution


def five_centres(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                 progress: Callable[[float], None] | None = None) -> list[Move]:
    """The 5x5's three table phases (five_tables.py), the seed-th shortest,
    which end the wing orbit even; the parity turn (if the orbit is odd) and
    the greedy route where five_tables.usable says the deadline leaves no
    time for them (a hurry, noted on the deadline) or their search finds nothing."""
    usable = five_usable(deadline)
    if not usable:
        deadline.note()
    solution = five_solution(colors, seed) if usable else None
    if solution is None:
        turns = parity_turns(colors)
        return turns + greedy_centres(n, colors[seq_gather(n, turns)], seed, deadline, progress)
    if progress is not None:
        progress(1.0)
    return solution


def embedded_centres(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                     progress: Callable[[float], None] | None = None) -> list[Move]:
    """6x6 and 7x7: x- and t-orbits as a virtual 4x4's or 5x5's by their
    tables (embedded.py); the greedy route where the deadline leaves no
    time for them."""
    if embedded.usable(deadline):
        return embedded.centre_solution(n, colors, seed, deadline, progress)
    deadline.note()
    return greedy_centres(n, colors, seed, deadline, progress)


def greedy_centres(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                   progress: Callable[[float], None] | None = None) -> list[Move]:
    """On sizes in OPENING_WIDTHS a beam-searched opening first (its width
    varies with the seed; none past `deadline`: its tables take time),
    then the commutator greedy (greedy.py, ties broken by the seed), which
    tells `progress` the share of pieces it has placed and hurries past
    `deadline`."""
    target = centre_targets(n, colors)
    widths = OPENING_WIDTHS.get(n) if not deadline.passed() else None
    opening = centres_opening(n, colors, np.repeat(target, n * n), widths[seed % len(widths)],
                              deadline=deadline) if widths else []
    colors = colors[seq_gather(n, opening)]
    solver = CentreSolver(n, colors, random.Random(seed), shuffle=seed > 0, target=target)
    return opening + solver.solve(deadline, progress)
