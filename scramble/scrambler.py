"""The public scrambler: `scramble(size, mode)` -> Scramble, the modes each size offers, and what each is for."""
from __future__ import annotations

import random
import secrets
from dataclasses import dataclass
from typing import Callable

import numpy as np

from model import Alg, Cube, CubeLabError, Move
from model.limits import check_size
from model.stickers import FACE_BYTES, facelets_after

from . import dynamic, random_state, rules, simple

RANDOM_STATE, RANDOM_MOVES, SIMPLE, DYNAMIC = 'random-state', 'random-moves', 'simple', 'dynamic-judgement'
MODES = (RANDOM_STATE, RANDOM_MOVES, SIMPLE, DYNAMIC)
#: One line per mode, for the UI and the README.
DESCRIPTIONS = {
    RANDOM_STATE: "every reachable state equally likely: a random state, solved, reversed "
                  "(the WCA standard; 2x2, 3x3 and 4x4)",
    RANDOM_MOVES: "random outer-block turns, no layer twice within one axis; "
                  "long enough to be close to a random state",
    SIMPLE: "20 random face turns, no face twice in a row and no A B A on one axis: "
            "quick, but not fully mixed",
    DYNAMIC: "CuScrambler's dynamic judgement: each turn chosen to break blocks, so it leaves "
             "fewer intact blocks than a random state (a flavour, not more random)",
}
MAX_LENGTH = 10_000
#: The sizes whose random-state scrambles are the default everywhere.
QUICK_RANDOM_STATE = (2, 3)
#: Largest cube for dynamic judgement: each of its 30n - 110 moves scores 9
#: candidates over all 6n^2 stickers, so its time grows as n^3 and past 50x50
#: it would keep the window waiting; random-moves serves every size.
DYNAMIC_MAX_SIZE = 50


@dataclass(frozen=True, slots=True)
class Scramble:
    """A scramble: its moves, the state they give from solved (white U, green
    F), and for dynamic judgement the block score after each move."""
    size: int
    mode: str
    moves: tuple[Move, ...]
    facelets: str
    scores: tuple[int, ...] | None = None

    @property
    def text(self) -> str:
        """WCA notation, single spaces, no trailing space."""
        return str(Alg(self.moves))

    @property
    def length(self) -> int:
        return len(self.moves)

    def cube(self) -> Cube:
        """A new Cube in the scrambled state."""
        return Cube(self.size).apply(self.moves)

    def to_dict(self) -> dict:
        return {'scramble': self.text, 'length': self.length, 'mode': self.mode, 'size': self.size,
                'facelets': self.facelets, 'scores': None if self.scores is None else list(self.scores)}


def modes_for(size: int) -> tuple[str, ...]:
    """The modes available for size x size cubes, default first."""
    size = check_size(size)
    available = tuple(m for m in MODES if _unavailable(size, m) is None)
    first = default_mode(size)
    return (first,) + tuple(m for m in available if m != first)


def default_mode(size: int) -> str:
    """random-state on 2x2 and 3x3 (a solve takes milliseconds), else
    random-moves: a 4x4 random state takes seconds to solve, so it is asked
    for by name, or by Practise (practise_mode)."""
    return RANDOM_STATE if check_size(size) in QUICK_RANDOM_STATE else RANDOM_MOVES


def practise_mode(size: int) -> str:
    """The mode Practise scrambles with: random-state wherever it exists
    (2x2, 3x3, 4x4), as competitions scramble; else default_mode."""
    return RANDOM_STATE if random_state.available(check_size(size)) else default_mode(size)


def default_length(size: int, mode: str) -> int | None:
    """Moves in a scramble of this mode (None: set by the solution, random-state)."""
    size, mode = check_size(size), _check_mode(size, mode)
    if mode == RANDOM_MOVES:
        return rules.default_length(size)
    if mode == SIMPLE:
        return simple.LENGTH
    if mode == DYNAMIC:
        return dynamic.default_length(size)
    return None


def scramble(size: int, mode: str | None = None, *, length: int | None = None,
             seed: int | str | None = None, rng: random.Random | None = None,
             progress: Callable[[float, str], None] | None = None) -> Scramble:
    """A scramble for a size x size cube. `mode` defaults to default_mode(size);
    `length` overrides the mode's length (not for random-state); `seed` gives
    the same scramble every time, `rng` uses a generator of your own; without
    either, moves come from the system's cryptographic source. `progress`
    gets (fraction, what) while a random-state solver builds its tables."""
    size = check_size(size)
    mode = default_mode(size) if mode is None else _check_mode(size, mode)
    if seed is not None and rng is not None:
        raise CubeLabError("give a seed or a random generator, not both")
    if rng is None:
        rng = secrets.SystemRandom() if seed is None else random.Random(seed)
    if mode == RANDOM_STATE:
        if length is not None:
            _check_length(length)
            raise CubeLabError("a random-state scramble is as long as its solution: "
                               "a length applies only to the other modes")
        random_state.load_tables(size, progress)
        make = {2: random_state.pocket_scramble, 3: random_state.twophase_scramble,
                4: random_state.four_scramble}[size]
        moves, facelets = make(rng)
        return Scramble(size, mode, moves, facelets)
    length = default_length(size, mode) if length is None else _check_length(length)
    if mode == DYNAMIC:
        moves, scores, colors = dynamic.dynamic_moves(size, length, rng)
        return Scramble(size, mode, moves, FACE_BYTES[colors].tobytes().decode('ascii'), scores)
    if mode == RANDOM_MOVES:
        moves = rules.random_moves(rules.layer_sets(size), length, rng)
    else:
        moves = simple.simple_moves(length, rng)
    return Scramble(size, mode, moves, facelets_after(size, moves))


def _check_mode(size: int, mode) -> str:
    if mode not in MODES:
        raise CubeLabError(f"unknown scramble mode {mode!r}: choose one of {', '.join(MODES)}")
    why = _unavailable(size, mode)
    if why is not None:
        others = ', '.join(m for m in modes_for(size) if m != mode)
        raise CubeLabError(f"no {mode} scrambles for {size}x{size}: {why}; choose one of {others}")
    return mode


def _unavailable(size: int, mode: str) -> str | None:
    """Why `mode` cannot scramble a size x size cube, or None if it can."""
    if mode == RANDOM_STATE and not random_state.available(size):
        return ("they exist for 2x2, 3x3 and 4x4, where an optimal, two-phase or reduction solver turns "
                "a uniformly random state into a short scramble")
    if mode == DYNAMIC and size > DYNAMIC_MAX_SIZE:
        return f"dynamic judgement goes up to {DYNAMIC_MAX_SIZE}x{DYNAMIC_MAX_SIZE}, its time grows as n^3"
    return None


def _check_length(length) -> int:
    if isinstance(length, bool) or not isinstance(length, (int, np.integer)):
        raise CubeLabError(f"scramble length must be a whole number, not {length!r}")
    if not 1 <= length <= MAX_LENGTH:
        raise CubeLabError(f"scramble length must be between 1 and {MAX_LENGTH}, not {length}")
    return int(length)
