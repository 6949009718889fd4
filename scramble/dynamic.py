"""Dynamic judgement (CuScrambler), any size: each move picked among the candidates that break the most blocks.

Directions are (face, depth, amount) for faces U F L D B R, depths
1..n//2 (outer blocks) and amounts cw / ' / 2. A set (face, depth) is never
used twice in a row and no three moves in a row share an axis. Each step
scores up to 9 random valid directions by the block score after them, and
picks uniformly among those scoring at most the 4th lowest (ties included).
The result has fewer intact blocks than a random state: a flavour, not
"more random".
"""
from __future__ import annotations

import random

import numpy as np

from model import Cube, Move
from model.faces import FACE_AXIS
from model.stickers import move_gather

from .blocks import block_scorer
from .rules import AMOUNTS

#: CuScrambler's order of faces: the candidates are drawn from this list, so it
#: fixes which scramble a seed gives.
FACES = 'UFLDBR'
CANDIDATES = 9
LENGTHS = {2: 11, 3: 20, 4: 40, 5: 60, 6: 80, 7: 100, 8: 130, 9: 160}


def default_length(n: int) -> int:
    """The original's table for 2..9, then 30n - 110."""
    return LENGTHS.get(n, 30 * n - 110)


def directions(n: int) -> tuple[Move, ...]:
    return tuple(Move(face, 1, depth, amount)
                 for face in FACES for depth in range(1, n // 2 + 1) for amount in AMOUNTS)


def dynamic_moves(n: int, length: int, rng: random.Random) -> tuple[tuple[Move, ...], tuple[int, ...], np.ndarray]:
    """(moves, block score after each move, final facelet colours)."""
    all_directions = directions(n)
    scorer = block_scorer(n)
    colors = Cube(n).facelet_colors()
    moves: list[Move] = []
    scores: list[int] = []
    for _ in range(length):
        valid = [d for d in all_directions if _allowed(d, moves)]
        candidates = rng.sample(valid, min(CANDIDATES, len(valid)))
        after = colors[np.stack([move_gather(n, d) for d in candidates])]
        score = scorer.score(after)
        pick = choose(score, rng)
        moves.append(candidates[pick])
        scores.append(int(score[pick]))
        colors = after[pick]
    return tuple(moves), tuple(scores), colors


def choose(scores, rng: random.Random) -> int:
    """Index of the pick: uniform among the scores at most the one at sorted
    index (m-1)//3 + 1 (the 4th lowest of 9), ties included."""
    m = len(scores)
    threshold = sorted(scores)[min((m - 1) // 3 + 1, m - 1)]
    eligible = [i for i in range(m) if scores[i] <= threshold]
    return eligible[rng.randrange(len(eligible))]


def _allowed(move: Move, before: list[Move]) -> bool:
    """Not the previous move's set; not a third move in a row on one axis."""
    if before and (before[-1].face, before[-1].end) == (move.face, move.end):
        return False
    axis = FACE_AXIS[move.face]
    return not (len(before) >= 2 and FACE_AXIS[before[-1].face] == axis == FACE_AXIS[before[-2].face])
