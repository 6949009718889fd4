"""6x6 and 7x7 edges as a virtual 4x4's or 5x5's: wings paired into blocks first, then the small cube's pairing.

Group the n-cube's layers as [0, {1, 2}, {3, 4}, 5] (6x6) or
[0, {1, 2}, 3, {4, 5}, 6] (7x7). Once every edge's wing at 1 sits beside
the wing of the same edge at 2 (and the wing at n-2 beside the one at n-3),
each such two-wing block acts as one wing of a 4x4 (5x5) whose layers are
the groups, and turning whole groups keeps the blocks together:

  blocks   pair each outer wing with the inner wing beside it, any edge
           (the pairer with `mates`: no reference wing, both move)
  virtual  the small cube's edge pairing (pairer.pair_edges; the 6x6's
           virtual 4x4 by Tsai's route, four/tsai.py, where the 4x4's
           tables are built) on the colours the groups show, each of its
           turns played on the groups (Rw -> 3Rw, 2R -> 2-3R: the same OBTM)

A group turn keeps the centres when the virtual turn keeps the virtual
centres, as each virtual centre is a solid block of solved real ones. A
block's permutation is its outer wing's, so even orbits (the parity stage)
stay even and the virtual cube has no OLL parity; its PLL parity is the
n-cube's (the same 3x3 reduction).
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..four import g3, g3_pairs, phases, tsai as four_tsai
from .opening import edges_opening
from .pairer import EdgePairer, pair_edges, pair_edges_from
from .tuning import BLOCK_WIDTH, FINALS_WIDTH

SIZES = (6, 7)
VIRTUAL = {6: 4, 7: 5}
#: The states a depth of the virtual 4x4's exact G3 search keeps: its
#: pairings run longer than a 4x4's own (no centre moves before them), so
#: its bounds start further under the truth and a depth holds more.
VIRTUAL_LAYER_CAP = 10_000


def groups(n: int) -> list[list[int]]:
    """The n-cube's layers (0-based rows) that each of the virtual cube's turns as one."""
    if n == 6:
        return [[0], [1, 2], [3, 4], [5]]
    if n == 7:
        return [[0], [1, 2], [3], [4, 5], [6]]
    raise ValueError(f"no virtual edge cube for {n}x{n}")


def block_mates(n: int) -> tuple[tuple[int, int], ...]:
    """(outer wing, inner wing beside it) coordinates of each block."""
    return ((1, 2), (n - 2, n - 3))


@lru_cache(maxsize=4)
def _virtual_index(n: int) -> np.ndarray:
    """The real facelet each virtual facelet shows (the first row of its group)."""
    m = VIRTUAL[n]
    first = [g[0] for g in groups(n)]
    return np.array([f * n * n + first[r] * n + first[c] for f in range(6) for r in range(m) for c in range(m)])


def virtual_colors(n: int, colors: np.ndarray) -> np.ndarray:
    """The virtual cube's colour array (blocks paired: every row of a group alike)."""
    return colors[_virtual_index(n)]


def real_move(n: int, move: Move) -> Move:
    """The n-cube turn of the groups virtual `move` turns."""
    g = groups(n)
    return Move(move.face, g[move.start - 1][0] + 1, g[move.end - 1][-1] + 1, move.amount)


def pair_blocks(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE) -> list[Move]:
    """Moves (centres kept) that put each edge's wing at 1 beside its wing
    at 2 and its wing at n-2 beside its wing at n-3: an opening beam, then
    the greedy for what it leaves."""
    ts = tuple(sorted({t for pair in block_mates(n) for t in pair}))
    mates = block_mates(n)
    opening = [] if deadline.passed() else edges_opening(n, colors, ts, (), seed, deadline, 0, mates,
                                                         BLOCK_WIDTH)
    pairer = EdgePairer(n, colors[seq_gather(n, opening)], random.Random(seed), ts, parallel=False,
                        shuffle=seed > 0, mates=mates)
    return opening + pairer.solve(deadline)


def pair_edges_virtual(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                       progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves pairing every wing of a 6x6 or 7x7 with solved centres: blocks,
    then the virtual cube's pairing (pairer.pair_edges: on 4x4 PLL parity
    counted). `progress` is told the share done, roughly."""
    first = pair_blocks(n, colors, seed, deadline)
    if progress is not None:
        progress(0.5)
    virtual = virtual_colors(n, colors[seq_gather(n, first)])
    moves = pair_edges(VIRTUAL[n], virtual, seed, deadline)
    return first + [real_move(n, mv) for mv in moves]


def pairings_virtual(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                     progress: Callable[[float], None] | None = None, tsai: bool | None = None) -> list[list[Move]]:
    """Several pairings of every wing of a 6x6 with solved centres, the
    shortest first, each leaving another 3x3 for the 3x3 stage to choose
    among: blocks, then the virtual 4x4's reductions by Tsai's route
    (four/tsai.py: wings separated, then the shortest G3 pairing that
    leaves no PLL parity) where the 4x4's tables are built (`tsai` None),
    else one FINALS_WIDTH-wide beam (pairer.pair_edges_from, PLL parity
    counted) and the pairings it finds nearly as cheap."""
    first = pair_blocks(n, colors, seed, deadline)
    if progress is not None:
        progress(0.5)
    virtual = virtual_colors(n, colors[seq_gather(n, first)])
    found = []
    if tsai_ready() if tsai is None else tsai:
        found = [four_tsai.joined(c, p)
                 for c, p in four_tsai.separated_reductions(virtual, deadline, VIRTUAL_LAYER_CAP)]
    if not found:
        found = [moves for _, moves in pair_edges_from(VIRTUAL[n], [virtual], [0], seed, deadline, FINALS_WIDTH,
                                                       others=not deadline.passed())]
    return [first + [real_move(n, mv) for mv in moves] for moves in found]


def tsai_ready() -> bool:
    """Whether the 4x4's tables for Tsai's route are built (a 6x6 solve
    uses them then, and never waits for their build)."""
    return all(t.ready for t in (phases.tables, g3.tables, g3_pairs.tables))
