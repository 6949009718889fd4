"""Uniformly random reachable 3x3 states, for random-state scrambles and tests."""
from __future__ import annotations

import random

from .cubie import random_cubie


def random_state_facelets(rng: random.Random | None = None) -> str:
    """Facelets (face letters, URFDLB order) of a uniformly random solvable 3x3:
    every one of the 43,252,003,274,489,856,000 states equally likely."""
    return random_cubie(rng or random.Random()).to_facelets()
