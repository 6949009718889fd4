"""Paint mode: a colour per sticker, set one at a time, undone one at a time, checked
as you go. The painted colours become a Cube only when a real cube can look like them."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from model import Cube, InvalidCubeError
from model.facelets import COLOR_NAMES, parse_colors
from model.limits import check_size
from model.validation import pieces_from_colors

#: The colour of a sticker not painted yet.
UNPAINTED = -1


@dataclass(frozen=True)
class Verdict:
    """What the painted stickers make: a cube (when valid), or the model's message,
    its reason key and the stickers to highlight."""
    cube: Cube | None
    message: str = ''
    reason: str = ''
    facelets: tuple[int, ...] = ()
    unpainted: int = 0

    @property
    def valid(self) -> bool:
        return self.cube is not None


class Painter:
    """The painted colours (colour = home face index 0..5, or UNPAINTED) of an n-cube."""

    def __init__(self, start: Cube | int, names: tuple[str, ...] | None = None):
        cube = start if isinstance(start, Cube) else Cube(check_size(start))
        self.names = COLOR_NAMES if names is None else tuple(names)
        self.n = cube.n
        self.colours = cube.facelet_colors().astype(np.int8)
        self._undo: list[list[tuple[int, int]]] = []
        self._verdict: Verdict | None = None

    def set_names(self, names: tuple[str, ...]) -> None:
        """The six colours' names in the verdict's messages (the active scheme's)."""
        names = tuple(names)
        if names != self.names:
            self.names = names
            self._verdict = None

    # -- painting ---------------------------------------------------------------
    def paint(self, facelet: int, colour: int) -> bool:
        """Paint one sticker; returns whether it changed (painting a sticker its own
        colour records nothing to undo)."""
        facelet, colour = int(facelet), int(colour)
        if not 0 <= facelet < len(self.colours):
            raise IndexError(f"no sticker {facelet} on a {self.n}x{self.n}")
        if not (0 <= colour < 6 or colour == UNPAINTED):
            raise ValueError(f"no colour {colour}")
        old = int(self.colours[facelet])
        if old == colour:
            return False
        self._set([(facelet, colour)])
        return True

    def undo(self) -> bool:
        """Take back the last change (one sticker, or one whole paste / clear)."""
        if not self._undo:
            return False
        for facelet, old in reversed(self._undo.pop()):
            self.colours[facelet] = old
        self._verdict = None
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def clear(self) -> None:
        """Every sticker unpainted but the fixed centres of odd cubes (they say which
        colour goes where); undone as one step."""
        keep = np.zeros(len(self.colours), dtype=bool)
        if self.n % 2:
            mid = (self.n * self.n) // 2
            keep[np.arange(6) * self.n * self.n + mid] = True
        changes = [(int(f), UNPAINTED) for f in np.nonzero(~keep & (self.colours != UNPAINTED))[0]]
        if changes:
            self._set(changes)

    def set_text(self, text: str) -> None:
        """Paint every sticker from a facelet string (face or colour letters, as the
        command line takes them); InvalidCubeError if it is not one for this size.
        The pieces need not be possible: the verdict says what is wrong."""
        _, colours = parse_colors(text, self.n, counts=False)
        changes = [(int(f), int(colours[f])) for f in np.nonzero(colours != self.colours)[0]]
        if changes:
            self._set(changes)

    def set_cube(self, cube: Cube) -> None:
        """Paint every sticker as `cube` shows it (undone as one step)."""
        if cube.n != self.n:
            raise ValueError(f"a {cube.n}x{cube.n} is not a {self.n}x{self.n}")
        colours = cube.facelet_colors()
        changes = [(int(f), int(colours[f])) for f in np.nonzero(colours != self.colours)[0]]
        if changes:
            self._set(changes)

    def _set(self, changes: list[tuple[int, int]]) -> None:
        self._undo.append([(f, int(self.colours[f])) for f, _ in changes])
        for facelet, colour in changes:
            self.colours[facelet] = colour
        self._verdict = None

    # -- what it makes ------------------------------------------------------------
    def counts(self) -> list[int]:
        """Stickers painted with each colour 0..5 (each should be n*n)."""
        painted = self.colours[self.colours >= 0]
        return [int(c) for c in np.bincount(painted, minlength=6)]

    @property
    def unpainted(self) -> int:
        return int((self.colours == UNPAINTED).sum())

    def verdict(self) -> Verdict:
        """The model's judgement of the painted stickers (cached until the next change)."""
        if self._verdict is None:
            self._verdict = self._judge()
        return self._verdict

    def _judge(self) -> Verdict:
        left = self.unpainted
        if left:
            return Verdict(None, '', 'unpainted', tuple(int(f) for f in np.nonzero(self.colours < 0)[0]),
                           left)
        try:
            letters = ''.join('URFDLB'[c] for c in self.colours)
            _, colours = parse_colors(letters, self.n, names=self.names)
            perm, ori = pieces_from_colors(self.n, colours, self.names)
        except InvalidCubeError as exc:
            return Verdict(None, str(exc), exc.reason, exc.facelets)
        return Verdict(Cube.from_state(self.n, perm, ori))


def facelet_at(n: int, point, normal) -> int | None:
    """The sticker under a click: `point` on the cube's surface (cube-local, the cube
    spanning -n/2..n/2 on each axis, model axes x = R, y = U, z = F) on the face
    whose outward normal is `normal`. None off the cube."""
    from model.geometry import geometry
    from model.rotations import DIRECTIONS
    normal = np.asarray(normal, dtype=float).reshape(3)
    point = np.asarray(point, dtype=float).reshape(3)
    if not (np.isfinite(point).all() and np.isfinite(normal).all()):
        return None
    axis = int(np.argmax(np.abs(normal)))
    outward = np.zeros(3, dtype=np.int64)
    outward[axis] = 1 if normal[axis] > 0 else -1
    face = int(next(i for i, d in enumerate(DIRECTIONS) if (d == outward).all()))
    cell = np.floor(point + n / 2).astype(np.int64)           # 0..n-1 along each axis
    cell[axis] = n - 1 if outward[axis] > 0 else 0
    if ((cell < 0) | (cell >= n)).any():
        return None
    g = geometry(n)
    on_face = np.nonzero((g.facelet_dir == face) & (g.facelet_coords == cell).all(axis=1))[0]
    return int(on_face[0]) if len(on_face) else None
