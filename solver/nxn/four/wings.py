"""The 4x4's 24 wings told apart by their colours: which wing sits in each slot, and their permutation parity."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Cube, Move
from model.faces import FACE_ORDER
from model.parity import permutation_parity

from ..pieces import wing_facelets


@lru_cache(maxsize=1)
def wing_ids() -> tuple[np.ndarray, list[int], dict[tuple[int, int, int], int]]:
    """The 24 wing slots' facelet pairs, each slot's hand (0 or 1), and
    which wing shows colours (a, b) in a slot of hand h. A wing sits in any
    slot one way only: the way round of its solved slot where the hands
    agree, swapped where they differ. The hands are read off single turns
    of the solved cube (every slot is reached from slot 0)."""
    slots = wing_facelets(4)[:, 1:3].reshape(24, 2)
    solved = Cube(4).facelet_colors()
    g = Cube(4).geometry
    slot_of = {int(g.facelet_slot[a]): i for i, (a, _) in enumerate(slots.tolist())}
    seen = []
    for move in [Move(f, lo, hi, 1) for f in FACE_ORDER for lo, hi in ((1, 1), (2, 2))]:
        cube = Cube(4).apply([move])
        colors = cube.facelet_colors()
        for i, (a, b) in enumerate(slots.tolist()):
            p = slot_of[int(cube.perm[g.facelet_slot[a]])]
            seen.append((i, p, (int(colors[a]), int(colors[b])) != (int(solved[slots[p, 0]]), int(solved[slots[p, 1]]))))
    hand = {0: 0}
    while len(hand) < 24:
        for i, p, swapped in seen:
            if p in hand and i not in hand:
                hand[i] = hand[p] ^ swapped
    ids = {}
    for p, (a, b) in enumerate(slots.tolist()):
        x, y = int(solved[a]), int(solved[b])
        ids[(hand[p], x, y)] = p
        ids[(1 - hand[p], y, x)] = p
    return slots, [hand[i] for i in range(24)], ids


def wing_parity(colors: np.ndarray) -> int:
    """1 when a 4x4 colour array's 24 wings are an odd permutation of their
    slots (an OLL parity to come), else 0: each wing is told by its colours
    and which way round they show."""
    slots, hand, ids = wing_ids()
    perm = [ids[(hand[i], int(colors[a]), int(colors[b]))] for i, (a, b) in enumerate(slots.tolist())]
    return permutation_parity(perm)
