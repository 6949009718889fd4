"""The simple scrambler: 20 face turns, no face twice in a row, no A B A on one axis."""
from __future__ import annotations

import random

from model import Move

from .rules import layer_sets, random_moves

LENGTH = 20
FACE_SETS = layer_sets(3)                  # the six face turns, any size


def simple_moves(length: int, rng: random.Random) -> tuple[Move, ...]:
    """Outer face turns by the same-axis-run rule of rules.random_moves (as on a 3x3)."""
    return random_moves(FACE_SETS, length, rng)
