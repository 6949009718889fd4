"""The Move value type: one turn of a block of layers, in notation terms.

A Move says what a person wrote (face, layer range counted from that face,
amount); its meaning in space is resolved for a given cube size by `turn()`,
so the same Move serves every N (as cubing.js does), and the parser stays
free of geometry.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .errors import NotationError
from .faces import FACES, INNER, ROTATIONS, SLICES

_ROTATION_OF = {'R': 'x', 'L': "x'", 'U': 'y', 'D': "y'", 'F': 'z', 'B': "z'"}
FAMILIES = frozenset(FACES) | frozenset(SLICES) | frozenset(INNER) | frozenset(ROTATIONS)
#: The face each family turns like (M -> L, x -> R, ...), and that face's axis.
BASE_FACE = {f: SLICES.get(f) or INNER.get(f) or ROTATIONS.get(f) or f for f in FAMILIES}
AXIS_OF = {f: FACES[b][0] for f, b in BASE_FACE.items()}


class Turn(NamedTuple):
    """A move resolved for one cube size: rotate layers lo..hi (0-based
    coordinates along `axis`) by `quarter` right-hand quarter turns about the
    positive axis (0..3)."""
    axis: int
    lo: int
    hi: int
    quarter: int

    def pieces(self, n: int) -> int:
        """How many pieces this turn moves on an n-cube: all n^2 of an outer
        layer, the 4(n-1) of the ring of an inner one (the work of a turn)."""
        outer = (self.lo == 0) + (self.hi == n - 1)
        return outer * n * n + (self.hi - self.lo + 1 - outer) * 4 * (n - 1)


@dataclass(frozen=True, slots=True)
class Move:
    """One move. `start`..`end` are layers counted from `face` (1 = outer).

    For slice families (M E S m e s) and rotations (x y z) the layers are
    implied by the size and `start`/`end` are ignored (kept at 1).
    `amount` is signed quarter turns, clockwise looking at the face:
    1 = X, -1 = X', 2 = X2, -2 = X2', 3 = X3 (kept as written).
    """
    face: str
    start: int = 1
    end: int = 1
    amount: int = 1

    def __post_init__(self) -> None:
        if self.face not in FAMILIES:
            raise NotationError(f"unknown move family {self.face!r}")
        if not (1 <= self.start <= self.end):
            raise NotationError(f"bad layer range {self.start}-{self.end} for {self.face}")
        if self.face not in FACES and (self.start, self.end) != (1, 1):
            raise NotationError(f"{self.face} takes no layer numbers: its layers follow from the size")
        if self.amount == 0:
            raise NotationError("a move must turn by a non-zero amount")

    def __repr__(self) -> str:
        # the dataclass's own text, without its guard against recursion (a
        # Move holds no containers), which searches that sort by it pay for
        return f"{type(self).__qualname__}(face={self.face!r}, start={self.start!r}, end={self.end!r}, amount={self.amount!r})"

    # -- derived -----------------------------------------------------------
    @property
    def axis(self) -> int:
        return AXIS_OF[self.face]

    @property
    def base_face(self) -> str:
        """The face this move turns like (M -> L, x -> R, ...)."""
        return BASE_FACE[self.face]

    @property
    def is_rotation(self) -> bool:
        return self.face in ROTATIONS

    @property
    def quarter_turns(self) -> int:
        """Clockwise quarter turns reduced to 0..3."""
        return self.amount % 4

    def inverse(self) -> Move:
        return Move(self.face, self.start, self.end, -self.amount)

    def with_amount(self, amount: int) -> Move:
        return Move(self.face, self.start, self.end, amount)

    def turn(self, n: int) -> Turn:
        """Resolve this move on an n-cube; raises NotationError if it makes
        no sense for that size."""
        f = self.face
        if f in ROTATIONS:
            lo_face, hi_face = 1, n
        elif f in SLICES:
            if n % 2 == 0:
                raise NotationError(f"{f} needs a middle layer: it is not defined on an even cube ({n}x{n})")
            lo_face = hi_face = (n + 1) // 2
        elif f in INNER:
            if n <= 2:
                raise NotationError(f"{f} needs inner layers: a {n}x{n} has none")
            lo_face, hi_face = 2, n - 1
        else:
            lo_face, hi_face = self.start, self.end
            if hi_face > n:
                raise NotationError(f"{self} reaches layer {hi_face}, but a {n}x{n} has {n} layers")
            if lo_face == 1 and hi_face == n and hi_face > 1:
                raise NotationError(f"{self} turns all {n} layers: use a rotation ({_ROTATION_OF[self.base_face]}) instead")
        axis, positive = FACES[self.base_face]
        if positive:
            lo, hi = n - hi_face, n - lo_face
            sign = -1
        else:
            lo, hi = lo_face - 1, hi_face - 1
            sign = 1
        return Turn(axis, lo, hi, (sign * self.amount) % 4)

    # -- text --------------------------------------------------------------
    def __str__(self) -> str:
        return self.family_text() + amount_text(self.amount)

    def family_text(self) -> str:
        """The move without its amount, in WCA form where WCA has one."""
        f, a, b = self.face, self.start, self.end
        if f not in FACES:
            return f
        if a == b == 1:
            return f
        if a == 1 and b == 2:
            return f + 'w'
        if a == 1:
            return f"{b}{f}w"
        if a == b:
            return f"{a}{f}"
        return f"{a}-{b}{f}w"


def amount_text(amount: int) -> str:
    """Suffix for a signed amount: 1 -> '', -1 -> "'", 2 -> '2', -2 -> "2'"."""
    if amount == 1:
        return ''
    if amount == -1:
        return "'"
    if amount > 0:
        return str(amount)
    return f"{-amount}'"
